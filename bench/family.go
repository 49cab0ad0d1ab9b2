package bench

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"
)

// A family is a group of mechanisms that reconverge alike. The charts
// that cover every mechanism draw one panel per family, and every bar of a
// family's mechanisms carries the family's fill pattern, so a mechanism is
// told by its colour within its panel and by its pattern anywhere.
type family struct {
	name string
	// members are variant names (mechanisms of the sim registry, or a
	// mechanism after SSDE), in the order of their colours.
	members []string
	pattern pattern
}

// families is the one table of mechanism families; TestFamiliesCoverRegistry
// checks it against sim.Registry(), so a new mechanism fails the test until
// it has a family. (The registry's capabilities do not separate the
// families: tf-sandy and minpc keep per-thread PCs yet repeat per warp like
// the stacks; aware has no lane scoreboard unlike the other multi-path
// tables. Warp-forming is the one family they give: NewCore.)
func families() []family {
	return []family{
		// One PC per warp and a stack (or a sorted stack) of the paths
		// still to run.
		{name: "stack", members: []string{"pdom", "hws", "tf-stack", "pdom" + SSDESuffix}, pattern: solid},
		// Split and reconvergence tables: several paths of a warp
		// schedulable at once.
		{name: "multi-path", members: []string{"mp", "dps", "mp-orec", "aware"}, pattern: stripes},
		// A PC per thread; the warp issues for the threads at a chosen PC.
		{name: "per-thread PC", members: []string{"mimd", "its", "minpc", "tf-sandy"}, pattern: dots},
		// Issues formed from the threads of several warps of a core.
		{name: "warp-forming", members: []string{"dwf", "en-dwf", "en-dwf-hws"}, pattern: bands},
	}
}

// A pattern is drawn over a bar's colour in white.
type pattern uint8

const (
	solid      pattern = iota
	stripes            // diagonal stripes
	dots               // a grid of dots
	bands              // stripes across the bar
	crosshatch         // diagonal stripes both ways
)

// seriesColor returns the i-th series colour: Okabe and Ito's colours for
// colour-blind readers (less the yellow, too light on white), then dark
// grey. A family has at most four members, so every colour within a panel
// is one of the first four.
func seriesColor(i int) color.RGBA {
	const okabeIto = "0072b2" + "e69f00" + "009e73" + "cc79a7" + "d55e00" + "56b4e9" + "555555"
	c := okabeIto[i%(len(okabeIto)/6)*6:]
	hex := func(j int) uint8 {
		v, _ := strconv.ParseUint(c[2*j:2*j+2], 16, 8)
		return uint8(v)
	}
	return color.RGBA{hex(0), hex(1), hex(2), 0xff}
}

func hexColor(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// A style is how a variant's bars are drawn.
type style struct {
	color   color.RGBA
	pattern pattern
}

// familyGroup is one family with the variants of a report in it.
type familyGroup struct {
	family
	variants []string
}

// familyGroups returns the families of variants (those with at least one
// of them, in the table's order, then "other"), each with its variants in
// the table's order; a variant the table does not name joins the family
// of the mechanism it is a form of (name+SSDESuffix), after the members,
// or else "other". styles gives every variant's style: its colour is
// its place in its family.
func familyGroups(variants []string) (groups []familyGroup, styles map[string]style) {
	// The last family holds the variants the table does not name.
	fams := append(families(), family{name: "other", pattern: crosshatch})
	byFam := make([][]string, len(fams))
	find := func(v string) int {
		for fi, f := range fams {
			if indexOf(f.members, v) >= 0 {
				return fi
			}
		}
		return -1
	}
	extra := map[string]bool{}
	for _, v := range variants {
		if find(v) >= 0 {
			continue
		}
		fi := find(strings.TrimSuffix(v, SSDESuffix))
		if fi < 0 {
			fi = len(fams) - 1
		}
		byFam[fi] = append(byFam[fi], v)
		extra[v] = true
	}
	styles = map[string]style{}
	for fi, f := range fams {
		var vs []string
		for _, m := range f.members {
			if indexOf(variants, m) >= 0 {
				vs = append(vs, m)
			}
		}
		vs = append(vs, byFam[fi]...)
		if len(vs) == 0 {
			continue
		}
		// A member keeps its colour whatever else the report has; the
		// others take the colours after the members'.
		next := len(f.members)
		for _, v := range vs {
			c := indexOf(f.members, v)
			if extra[v] {
				c, next = next, next+1
			}
			styles[v] = style{color: seriesColor(c), pattern: f.pattern}
		}
		groups = append(groups, familyGroup{family: f, variants: vs})
	}
	return groups, styles
}
