// Package report writes one run as a self-contained HTML page (simtc run
// --report FILE.html): the kernel's control-flow graph as SVG, each block
// coloured by the SIMD efficiency of the instructions issued in it and
// labelled with its execution count; the per-branch divergence table,
// each branch linked to its line in a listing of the source; and the
// run's statistics.
//
// The CFG is the DOT simtc cfg --dot writes (ir.WriteDot) for the module
// the object was compiled from, with node attributes added, rendered to
// SVG by Graphviz compiled to WebAssembly (github.com/goccy/go-graphviz:
// no cgo, no Graphviz install). Execution counts come from a Profile, a
// sim.Observer that counts the issues and active lanes of every PC; a
// block's executions are the issues of its first instruction, its SIMD
// efficiency the active lanes of all its issues over their lane slots.
//
// The page is checked in headless Chromium at 1,400 px
// (cmd/simtc TestRunReportReadableAt1400px): the CFG keeps its natural
// size, with text as large as Graphviz sets it, and a graph wider than
// the page scrolls in its own container, which opens on the entry block;
// long source lines wrap, so the page never scrolls sideways.
package report

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/goccy/go-graphviz"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// Profile counts, per PC, the issues and the active lanes and lane slots
// of a run (a sim.Observer).
type Profile struct {
	warpSize int
	issues   []int64 // per instruction index
	lanes    []int64
	slots    []int64
}

// NewProfile returns a profile for a run of obj.
func NewProfile(obj *isa.Object) *Profile {
	n := len(obj.Code)
	return &Profile{issues: make([]int64, n), lanes: make([]int64, n), slots: make([]int64, n)}
}

// Begin implements sim.Observer.
func (p *Profile) Begin(info sim.RunInfo) { p.warpSize = info.WarpSize }

// Issued implements sim.Observer: a cross-warp issue counts once, with
// the lanes of every part and the lane slots of one warp (as the
// machine's statistics count it).
func (p *Profile) Issued(ev *sim.IssueEvent) {
	i := int(ev.Out.PC / isa.InstSize)
	if i < 0 || i >= len(p.issues) {
		return
	}
	p.lanes[i] += int64(sim.Lanes(ev.Out.Mask))
	if ev.Part > 0 {
		return
	}
	p.issues[i]++
	if ev.Parts > 1 {
		p.slots[i] += int64(p.warpSize)
	} else {
		p.slots[i] += int64(ev.Warp.Size)
	}
}

// Released implements sim.Observer.
func (p *Profile) Released(int64, sim.WarpRef, uint64) {}

// End implements sim.Observer.
func (p *Profile) End(int64, sim.Status) {}

// BlockStat is what a block of the object did in the run.
type BlockStat struct {
	Name       string
	PC, End    uint32 // [PC, End)
	Executions int64  // issues of its first instruction
	Issues     int64  // issues of all its instructions
	Lanes      int64  // their active lanes
	Slots      int64  // their lane slots
}

// Efficiency is the block's SIMD efficiency (NaN when it never issued).
func (b BlockStat) Efficiency() float64 {
	if b.Slots == 0 {
		return math.NaN()
	}
	return float64(b.Lanes) / float64(b.Slots)
}

// Blocks returns the stats of the object's blocks of function fn (by
// symbol), keyed by block name.
func (p *Profile) Blocks(obj *isa.Object, fn string) map[string]BlockStat {
	var lo, hi uint32
	found := false
	for _, s := range obj.Symbols {
		if s.Name == fn {
			lo, hi, found = s.PC, s.PC+s.Size, true
		}
	}
	out := map[string]BlockStat{}
	if !found {
		return out
	}
	for k, b := range obj.Blocks {
		if b.PC < lo || b.PC >= hi {
			continue
		}
		end := hi
		if k+1 < len(obj.Blocks) && obj.Blocks[k+1].PC < hi {
			end = obj.Blocks[k+1].PC
		}
		st := BlockStat{Name: b.Name, PC: b.PC, End: end}
		for pc := b.PC; pc < end; pc += isa.InstSize {
			i := int(pc / isa.InstSize)
			if i >= len(p.issues) {
				break
			}
			if pc == b.PC {
				st.Executions = p.issues[i]
			}
			st.Issues += p.issues[i]
			st.Lanes += p.lanes[i]
			st.Slots += p.slots[i]
		}
		out[b.Name] = st
	}
	return out
}

// Page is what the report shows.
type Page struct {
	Result  *sim.Result
	Object  *isa.Object
	Module  *ir.Module // nil: no CFG (an object input)
	Profile *Profile
	// Source is the kernel's file (its listing; lines of other files are
	// not linked).
	Source string
	// Text is the run's text report (sim.Result.WriteText).
	Text string
}

// color is the fill of a block of SIMD efficiency e: red (0) through
// yellow to green (1); grey when it never ran.
func color(e float64) string {
	if math.IsNaN(e) {
		return "#dddddd"
	}
	e = max(0, min(1, e))
	// hue 0 (red) … 120 (green), light.
	h := 120 * e
	r, g, b := hsl(h, 0.65, 0.72)
	return fmt.Sprintf("#%02x%02x%02x", r, g, b)
}

func hsl(h, s, l float64) (uint8, uint8, uint8) {
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch {
	case h < 60:
		r, g, b = c, x, 0
	default:
		r, g, b = x, c, 0
	}
	return uint8((r + m) * 255), uint8((g + m) * 255), uint8((b + m) * 255)
}

// Dot returns the DOT of the module's CFGs with each block coloured by
// its SIMD efficiency and labelled with its name, executions and
// efficiency.
func (pg *Page) Dot() (string, error) {
	var buf bytes.Buffer
	stats := map[*ir.Func]map[string]BlockStat{}
	for _, f := range pg.Module.Funcs {
		stats[f] = pg.Profile.Blocks(pg.Object, f.Name)
	}
	style := &ir.DotStyle{Node: func(b *ir.Block) string {
		st, ok := stats[b.Func][b.Name]
		label := b.Name
		e := math.NaN()
		if ok {
			e = st.Efficiency()
			if st.Issues > 0 {
				label += fmt.Sprintf("\n%d executions\nSIMD efficiency %.2f", st.Executions, e)
			} else {
				label += "\nnot executed"
			}
		} else {
			label += "\n(no code)"
		}
		// Courier: Graphviz sizes the boxes from the metrics of the fonts it
		// knows, and "monospace" is not one of them.
		return fmt.Sprintf("label=%s, style=filled, fillcolor=%q, fontname=\"Courier\", tooltip=%s", strconv.Quote(label), color(e), strconv.Quote(b.Name))
	}}
	if err := ir.WriteDot(&buf, pg.Module, style); err != nil {
		return "", err
	}
	return buf.String(), nil
}

// SVG renders dot with Graphviz (WebAssembly).
func SVG(dot string) (string, error) {
	ctx := context.Background()
	g, err := graphviz.New(ctx)
	if err != nil {
		return "", err
	}
	defer g.Close()
	gr, err := graphviz.ParseBytes([]byte(dot))
	if err != nil {
		return "", err
	}
	defer gr.Close()
	var buf bytes.Buffer
	if err := g.Render(ctx, gr, graphviz.SVG, &buf); err != nil {
		return "", err
	}
	s := buf.String()
	// Drop the XML prolog and DOCTYPE: the SVG is inline in HTML.
	if i := strings.Index(s, "<svg"); i > 0 {
		s = s[i:]
	}
	return s, nil
}

// Write writes the page.
func (pg *Page) Write(w io.Writer) error {
	r := pg.Result
	var sb strings.Builder
	esc := html.EscapeString
	title := fmt.Sprintf("%s under %s: %s", r.Kernel, r.Mechanism, r.Status)
	fmt.Fprintf(&sb, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>%s</title>
<style>
body { font-family: sans-serif; margin: 1.5em; max-width: 1400px; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.6em; }
table { border-collapse: collapse; font-size: 0.9em; }
td, th { border: 1px solid #ccc; padding: 2px 8px; text-align: right; }
td.l, th.l { text-align: left; }
pre { font-size: 0.85em; background: #f6f6f6; padding: 0.6em; overflow-x: auto; }
#listing td { border: none; padding: 0 6px; text-align: left; vertical-align: top; white-space: pre; font-family: monospace; }
#listing td + td { white-space: pre-wrap; overflow-wrap: anywhere; }
#listing tr:target { background: #ffe9a8; }
.legend span { display: inline-block; width: 3em; text-align: center; font-size: 0.8em; }
#cfg { overflow: auto; max-height: 90vh; width: fit-content; max-width: 100%%; box-sizing: border-box; border: 1px solid #ccc; }
#cfg svg { display: block; }
</style></head><body>
<h1>%s</h1>
`, esc(title), esc(title))
	fmt.Fprintf(&sb, "<p>mechanism %s, layout %s", esc(r.Mechanism), esc(r.Layout))
	if r.Machine != "" {
		fmt.Fprintf(&sb, ", machine %s", esc(r.Machine))
	}
	if g, b := r.GridDim, r.BlockDim; g != nil && b != nil {
		// An N-D launch, by its sizes as the text report gives them.
		fmt.Fprintf(&sb, ", grid %d,%d,%d block %d,%d,%d", g[0], g[1], g[2], b[0], b[1], b[2])
	}
	fmt.Fprintf(&sb, "; %d cycles, %d warp instructions, SIMD efficiency %.4f.</p>\n", r.Stats.Cycles, r.Stats.WarpInstructions, r.Stats.SIMDEfficiency)

	sb.WriteString("<h2 id=\"cfg-title\">Control-flow graph</h2>\n")
	sb.WriteString("<p>Each block is labelled with its executions (issues of its first instruction, summed over warps) and coloured by the SIMD efficiency of its instructions (active lanes / lane slots): </p>\n<p class=\"legend\">")
	for _, e := range []float64{0, 0.25, 0.5, 0.75, 1} {
		fmt.Fprintf(&sb, `<span style="background:%s">%.2f</span>`, color(e), e)
	}
	fmt.Fprintf(&sb, ` <span style="background:%s;width:7em">not executed</span></p>`+"\n", color(math.NaN()))
	switch {
	case pg.Module == nil:
		sb.WriteString("<p id=\"cfg\">No CFG: the input is an object (give the kernel's source for its CFG).</p>\n")
	default:
		dot, err := pg.Dot()
		if err != nil {
			return err
		}
		svg, err := SVG(dot)
		if err != nil {
			fmt.Fprintf(&sb, "<p id=\"cfg\">The CFG could not be rendered (%s); its DOT:</p><pre>%s</pre>\n", esc(err.Error()), esc(dot))
		} else {
			// A CFG wider than the page scrolls in its container, at its
			// natural size (scaled to fit, a large graph's text is
			// unreadable); it opens with the entry block in view.
			fmt.Fprintf(&sb, "<div id=\"cfg\">\n%s\n</div>\n%s", svg, scrollToEntry)
		}
	}

	sb.WriteString("<h2>Branches</h2>\n")
	if len(r.Stats.BranchStats) == 0 {
		sb.WriteString("<p>No conditional or indirect branch was executed.</p>\n")
	} else {
		sb.WriteString("<table id=\"branches\"><tr><th class=\"l\">pc</th><th class=\"l\">line</th><th>executions</th><th>divergent</th><th>divergent %</th><th>lanes active per execution</th></tr>\n")
		for _, b := range r.Stats.BranchStats {
			line := esc(b.Line)
			if n, ok := lineOf(b.Line, pg.Source); ok {
				line = fmt.Sprintf(`<a href="#L%d">%s</a>`, n, esc(b.Line))
			}
			pct := 100 * float64(b.Divergent) / float64(max(b.Executions, 1))
			avg := float64(b.LanesActive) / float64(max(b.Executions, 1))
			fmt.Fprintf(&sb, "<tr><td class=\"l\">%#x</td><td class=\"l\">%s</td><td>%d</td><td>%d</td><td>%.1f</td><td>%.1f</td></tr>\n", b.PC, line, b.Executions, b.Divergent, pct, avg)
		}
		sb.WriteString("</table>\n")
	}

	sb.WriteString("<h2>Statistics</h2>\n<pre id=\"stats\">")
	sb.WriteString(esc(pg.Text))
	sb.WriteString("</pre>\n")

	if pg.Source != "" {
		if src, err := os.ReadFile(pg.Source); err == nil {
			fmt.Fprintf(&sb, "<h2>Source: %s</h2>\n<table id=\"listing\">\n", esc(pg.Source))
			for i, l := range strings.Split(strings.TrimSuffix(string(src), "\n"), "\n") {
				fmt.Fprintf(&sb, "<tr id=\"L%d\"><td>%d</td><td>%s</td></tr>\n", i+1, i+1, esc(l))
			}
			sb.WriteString("</table>\n")
		}
	}
	sb.WriteString("</body></html>\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// scrollToEntry scrolls the CFG's container so that the first block
// (the entry of the first function) is centred in it.
const scrollToEntry = `<script>
(function () {
  var c = document.getElementById('cfg'), n = c && c.querySelector('g.node');
  if (!n || c.scrollWidth <= c.clientWidth) return;
  var r = n.getBoundingClientRect(), b = c.getBoundingClientRect();
  c.scrollLeft += r.left + r.width / 2 - (b.left + c.clientWidth / 2);
})();
</script>
`

// lineOf returns the line number of a "file:line[:col]" position when
// file is the source listed.
func lineOf(pos, source string) (int, bool) {
	if source == "" {
		return 0, false
	}
	parts := strings.Split(pos, ":")
	// file may contain ':' (unlikely); take the last numeric fields.
	for len(parts) > 2 {
		if _, err := strconv.Atoi(parts[len(parts)-1]); err == nil {
			if _, err := strconv.Atoi(parts[len(parts)-2]); err == nil {
				parts = parts[:len(parts)-1] // drop the column
				continue
			}
		}
		break
	}
	if len(parts) < 2 {
		return 0, false
	}
	file := strings.Join(parts[:len(parts)-1], ":")
	n, err := strconv.Atoi(parts[len(parts)-1])
	if err != nil || n < 1 || !sameFile(file, source) {
		return 0, false
	}
	return n, true
}

func sameFile(a, b string) bool {
	if a == b {
		return true
	}
	return strings.HasSuffix(a, "/"+b) || strings.HasSuffix(b, "/"+a)
}

var _ sim.Observer = (*Profile)(nil)
