package bench

import (
	"bytes"
	"encoding/xml"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestAxis(t *testing.T) {
	m := newMetrics()
	labels := func(a *axis) string {
		var s []string
		for _, tk := range a.ticks {
			s = append(s, tk.label)
		}
		return strings.Join(s, " ")
	}
	for _, tc := range []struct {
		log    bool
		values []float64
		width  float64
		want   string
	}{
		// A ratio axis spans at least 1/2..2 and labels every power of 2
		// when there is room, every other one when not (1 always).
		{true, []float64{1.05, 0.97}, 600, "1/2 1 2"},
		{true, []float64{32, 0.21}, 600, "1/8 1/4 1/2 1 2 4 8 16 32"},
		{true, []float64{32, 0.21}, 200, " 1/4  1  4  16 "},
		{true, []float64{6.4, 0.042}, 250, " 1/16  1/4  1  4 "},
		// A linear axis reaches 1 at least, with as many decimals on
		// every label.
		{false, []float64{0.031, 1}, 600, "0.00 0.25 0.50 0.75 1.00"},
		{false, []float64{7.37}, 600, "0 1 2 3 4 5 6 7 8"},
		{false, []float64{23}, 600, "0 5 10 15 20 25"},
		{false, []float64{1.4}, 600, "0.0 0.2 0.4 0.6 0.8 1.0 1.2 1.4"},
	} {
		a := newAxis(tc.log, tc.values, tc.width, m)
		if got := labels(a); got != tc.want {
			t.Errorf("newAxis(%v, %v, %v): ticks %q, want %q", tc.log, tc.values, tc.width, got, tc.want)
		}
		for _, v := range tc.values {
			if p := a.pos(v); p < 0 || p > tc.width {
				t.Errorf("newAxis(%v, %v, %v): %v at %v, outside the axis", tc.log, tc.values, tc.width, v, p)
			}
		}
	}
}

// svgElem is one element of a chart, with the classes of the groups it is
// in.
type svgElem struct {
	name    string
	attrs   map[string]string
	classes []string
	text    string
}

func (e svgElem) num(t *testing.T, a string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(e.attrs[a], 64)
	if err != nil {
		t.Fatalf("<%s %s=%q>: %v", e.name, a, e.attrs[a], err)
	}
	return v
}

func (e svgElem) in(class string) bool {
	for _, c := range e.classes {
		if c == class {
			return true
		}
	}
	return false
}

func parseSVG(t *testing.T, b []byte) []svgElem {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	var out []svgElem
	var stack [][]string // the classes of the open elements
	var open []int       // their indices in out
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("not XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := svgElem{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			var cls []string
			if len(stack) > 0 {
				cls = stack[len(stack)-1]
			}
			cls = append(append([]string(nil), cls...), strings.Fields(e.attrs["class"])...)
			e.classes = cls
			stack = append(stack, cls)
			open = append(open, len(out))
			out = append(out, e)
		case xml.CharData:
			if len(open) > 0 {
				out[open[len(open)-1]].text += string(tok)
			}
		case xml.EndElement:
			stack, open = stack[:len(stack)-1], open[:len(open)-1]
		}
	}
}

// The charts of a 15-variant report, read as SVG: none wider than the
// page, no text under minFont, legends above the plot areas, a reference
// line on every ratio chart's panels, and a mark for every run that did
// not end ok.
func TestChartContents(t *testing.T) {
	m := suiteMatrix(t)
	r := report(t, m, Run(m, All(m), 2, nil))
	cs, err := r.Charts()
	if err != nil {
		t.Fatal(err)
	}
	failedRows := map[string]int{} // variant → runs not ok
	for _, row := range r.Rows {
		if row.Status != "ok" {
			failedRows[row.Variant]++
		}
	}
	if len(failedRows) == 0 {
		t.Fatal("the suite slice has no failed run to mark")
	}
	for _, c := range cs {
		spec := chartSpecs[0]
		for _, s := range chartSpecs {
			if s.name == c.Name {
				spec = s
			}
		}
		els := parseSVG(t, c.SVG)
		root := els[0]
		if w := root.num(t, "width"); w > maxChartWidth {
			t.Errorf("%s: %v px wide, more than %d", c.Name, w, maxChartWidth)
		}
		plotTop, panels, refs, fails, legends := 1e9, 0, 0, 0, 0
		legendBottom := 0.0
		variants := map[string]bool{}
		for _, e := range els {
			switch {
			case e.name == "text":
				if px := e.num(t, "font-size"); px < minFont {
					t.Errorf("%s: text %q at %v px", c.Name, e.text, px)
				}
				if strings.TrimSpace(e.text) == "" {
					t.Errorf("%s: an empty text", c.Name)
				}
			case e.name == "rect" && e.in("plot-area"):
				panels++
				plotTop = min(plotTop, e.num(t, "y"))
			case e.name == "line" && e.in("ref"):
				refs++
			case e.name == "g" && e.in("fail"):
				fails++
			}
			if e.in("legend") {
				if e.name == "g" {
					legends++
				}
				switch e.name {
				case "rect":
					legendBottom = max(legendBottom, e.num(t, "y")+e.num(t, "height"))
				case "text":
					legendBottom = max(legendBottom, e.num(t, "y")+3) // the descent below the baseline
					variants[e.text] = true
				}
			}
		}
		if legends == 0 || panels == 0 {
			t.Errorf("%s: %d legend entries, %d panels", c.Name, legends, panels)
		}
		if legendBottom >= plotTop {
			t.Errorf("%s: the legend reaches y=%v, the plot areas start at y=%v", c.Name, legendBottom, plotTop)
		}
		if spec.ratio && refs != panels {
			t.Errorf("%s: %d reference lines on %d panels", c.Name, refs, panels)
		}
		if !spec.ratio && refs != 0 {
			t.Errorf("%s: %d reference lines, want none on a chart of no ratio", c.Name, refs)
		}
		want := 0
		for v, n := range failedRows {
			if variants[v] {
				want += n
			}
		}
		if fails != want {
			t.Errorf("%s: %d failure marks, want one for each of the %d runs of its variants that did not end ok", c.Name, fails, want)
		}
	}
	// The speedup chart says why pdom's ok neighbours have no bar on a
	// kernel pdom deadlocks on.
	for _, c := range cs {
		if c.Name == "speedup" && !bytes.Contains(c.SVG, []byte(`class="note" fill="#444" font-style="italic">pdom: deadlock</text>`)) {
			t.Errorf("speedup: no note that pdom deadlocked:\n%s", c.SVG)
		}
	}
}

// Each kind of failure has its glyph, the key names the statuses drawn,
// and a chart of every variant marks every run that did not end ok.
func TestFailureGlyphs(t *testing.T) {
	r := syntheticReport(t)
	r.Rows[1].Status = "fault"      // a.cl dps
	r.Rows[6].Status = "max-cycles" // b.cl mp
	r.Rows[4].Status = "error"      // b.cl pdom
	cs, err := r.Charts()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Name != "activity" {
			continue
		}
		els := parseSVG(t, c.SVG)
		var key []string
		for _, e := range els {
			if e.name == "text" && e.in("key") {
				key = append(key, e.text)
			}
		}
		if d := cmp.Diff([]string{"max-cycles", "fault", "error"}, key); d != "" {
			t.Errorf("activity: key (-want +got):\n%s", d)
		}
		if n := bytes.Count(c.SVG, []byte(`<g class="fail">`)); n != 3 {
			t.Errorf("activity: %d failure marks, want 3", n)
		}
		for _, s := range []string{"a.cl · dps: fault", "b.cl · mp: max-cycles", "b.cl · pdom: error"} {
			if !bytes.Contains(c.SVG, []byte("<title>"+s+"</title>")) {
				t.Errorf("activity: no mark titled %q", s)
			}
		}
	}
	// The glyphs differ.
	seen := map[string]glyphShape{}
	for _, st := range []string{"deadlock", "max-cycles", "fault", "error"} {
		var b svg
		glyph(&b, glyphOf(st), 10, 10, "#000")
		if o, ok := seen[b.b.String()]; ok {
			t.Errorf("%s is drawn as glyph %d is", st, o)
		}
		seen[b.b.String()] = glyphOf(st)
	}
}

// A kernel name too long for the label column is cut at the front (its
// full name in a tooltip), and the chart still fits the page.
func TestLongKernelName(t *testing.T) {
	r := syntheticReport(t)
	long := strings.Repeat("a/very/deep/directory/", 12) + "kernel.cl"
	r.Kernels[0] = long
	cs, err := r.Charts()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		els := parseSVG(t, c.SVG)
		if w := els[0].num(t, "width"); w > maxChartWidth {
			t.Errorf("%s: %v px wide", c.Name, w)
		}
		if !bytes.Contains(c.SVG, []byte("<title>"+long+"</title>")) || !bytes.Contains(c.SVG, []byte(">…")) {
			t.Errorf("%s: the long name is not cut with its full name in a title", c.Name)
		}
	}
}

// A note that a run's baseline failed goes on the side of the reference
// line without bars; with bars on both sides, the slot gets a dash.
func TestBaselineNoteAvoidsBars(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	for _, tc := range []struct {
		speedups []float64 // of the other variants' bars in the row (nil: no bar)
		anchor   string    // the note's text-anchor, or "dash"
	}{
		{[]float64{1.5}, "end"},     // a bar on the right: the note on the left
		{[]float64{0.5}, ""},        // a bar on the left: the note on the right
		{[]float64{0.5, 2}, "dash"}, // bars both sides: a dash
	} {
		// hws's quarter-width baseline deadlocks; the other variants
		// (rows given a quarter baseline are drawn in the hws chart)
		// have bars.
		variants := []string{"hws", "en-dwf-hws", "pdom"}[:1+len(tc.speedups)]
		h := Header{Format: shardFormat, Shards: 1, Jobs: len(variants), Kernels: []string{"a.cl"}, Variants: variants, Configs: []string{"default"}}
		var rows []Row
		for _, v := range variants {
			rows = append(rows, Row{Index: len(rows), Kernel: "a.cl", Variant: v, Config: "default", Status: "ok", Cycles: 100, WarpInstructions: 100})
		}
		r, err := Build(h, rows)
		if err != nil {
			t.Fatal(err)
		}
		r.Rows[0].Quarter = &QuarterBaseline{Mech: "pdom", SIMDWidth: 8, Status: "deadlock"}
		for i, sp := range tc.speedups {
			r.Rows[i+1].Quarter = &QuarterBaseline{Mech: "x", SIMDWidth: 8, Status: "ok", Speedup: f(sp)}
		}
		cs, err := r.Charts()
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, c := range cs {
			if c.Name != "hws" {
				continue
			}
			found = true
			var anchors []string
			dashes := 0
			for _, e := range parseSVG(t, c.SVG) {
				if e.name == "text" && e.in("note") {
					if e.text != "pdom at SIMD 8: deadlock" {
						t.Errorf("%v: note %q", tc.speedups, e.text)
					}
					anchors = append(anchors, e.attrs["text-anchor"])
				}
				if e.name == "g" && e.in("nodata") {
					dashes++
					anchors = append(anchors, "dash")
				}
			}
			if len(anchors) != 1 || anchors[0] != tc.anchor {
				t.Errorf("%v: notes anchored %q (dash for a dash), want [%q]", tc.speedups, anchors, tc.anchor)
			}
		}
		if !found {
			t.Errorf("%v: no hws chart", tc.speedups)
		}
	}
}
