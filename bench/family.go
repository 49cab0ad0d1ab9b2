package bench

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
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

// families returns the mechanism families of reg, in the order of
// mechs.Families: each holds the mechanisms whose registry row names it
// (MechInfo.Family), by name, and draws with its own pattern. The family
// of a mechanism is decided in one place, the registry; here only how
// each family is drawn.
func families(reg *sim.Registry) []family {
	patterns := []pattern{solid, stripes, dots, bands}
	var out []family
	for i, f := range mechs.Families() {
		fam := family{name: f.Name, pattern: patterns[i%len(patterns)]}
		for _, mi := range reg.Rows() {
			if mi.Family == f.Name {
				fam.members = append(fam.members, mi.Name)
			}
		}
		out = append(out, fam)
	}
	return out
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
func familyGroups(reg *sim.Registry, variants []string) (groups []familyGroup, styles map[string]style) {
	// The last family holds the variants the table does not name.
	fams := append(families(reg), family{name: "other", pattern: crosshatch})
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
