package bench

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/simtc/simtc/sim/mechs"
)

// A chartSpec is one figure: horizontal bars, a group of them per kernel.
// A chart of every variant draws one panel per mechanism family (see
// families), side by side on one value axis, so each panel has at most
// four series and its own legend above it; a focused chart draws the few
// variants of a paper's figure in one panel. A chart is drawn only when
// the variants it needs are in the report: a chart for a mechanism that
// does not exist is absent, never faked.
type chartSpec struct {
	name, title, axis, paper string
	needs                    []string // variants that must be present
	// ratio charts are drawn on a log2 axis around 1 with a reference
	// line at 1 (ref says what 1 is); the others on a linear axis from 0.
	ratio bool
	ref   string
	// bars lists the variants of a focused chart; nil means all, in one
	// panel per family.
	bars func(r *Report) []string
	// value returns the bar of row, whose kernel and config runs under
	// every variant are in runs; ok false leaves the bar out.
	value func(row *Row, runs map[string]*Row) (float64, bool)
	// baseline names the run a ratio is taken against and its status, so
	// that a missing bar says why ("pdom: deadlock"); "" when there is
	// none.
	baseline func(row *Row, runs map[string]*Row) (name, status string)
}

func okRow(row *Row) bool { return row.Status == "ok" }

// against returns a baseline function for the variant v of the same
// kernel and config.
func against(v string) func(*Row, map[string]*Row) (string, string) {
	return func(_ *Row, runs map[string]*Row) (string, string) {
		if b := runs[v]; b != nil {
			return v, b.Status
		}
		return "", ""
	}
}

var chartSpecs = []chartSpec{
	{
		name: "instructions", title: "Dynamic warp instructions, normalized to pdom",
		axis: "warp instructions / pdom's (log scale)", paper: "Diamos et al. 2011, Fig. 6", needs: []string{Baseline},
		ratio: true, ref: "as many as pdom",
		value: func(row *Row, _ map[string]*Row) (float64, bool) {
			if row.NormInsts == nil {
				return 0, false
			}
			return *row.NormInsts, true
		},
		baseline: against(Baseline),
	},
	{
		name: "activity", title: "Activity factor (SIMD efficiency)",
		axis: "active lanes / lane slots", paper: "Diamos et al. 2011, Fig. 7; ElTantawy et al. 2014, Fig. 12",
		value: func(row *Row, _ map[string]*Row) (float64, bool) { return row.SIMDEfficiency, okRow(row) },
	},
	{
		name: "speedup", title: "Speedup over pdom",
		axis: "pdom cycles / cycles (log scale)", paper: "ElTantawy et al. 2014, Fig. 13", needs: []string{Baseline},
		ratio: true, ref: "as fast as pdom",
		value: func(row *Row, _ map[string]*Row) (float64, bool) {
			if row.Speedup == nil {
				return 0, false
			}
			return *row.Speedup, true
		},
		baseline: against(Baseline),
	},
	{
		name: "memory", title: "Memory transactions per memory instruction",
		axis: "transactions / access", paper: "Diamos et al. 2011, memory efficiency",
		value: func(row *Row, _ map[string]*Row) (float64, bool) { return row.TxPerAccess, okRow(row) },
	},
	{
		name: "aware-vs-ssde", title: "AWARE execution time, normalized to pdom after SSDE",
		axis: "cycles / pdom+ssde cycles (log scale)", paper: "ElTantawy & Aamodt 2016, Fig. 10", needs: []string{"aware", "pdom" + SSDESuffix},
		ratio: true, ref: "as fast as pdom+ssde",
		bars: func(*Report) []string { return []string{"aware"} },
		value: func(row *Row, runs map[string]*Row) (float64, bool) {
			b := runs["pdom"+SSDESuffix]
			if !okRow(row) || b == nil || !okRow(b) || b.Cycles == 0 {
				return 0, false
			}
			return float64(row.Cycles) / float64(b.Cycles), true
		},
		baseline: against("pdom" + SSDESuffix),
	},
	{
		name: "multipath-activity", title: "Multi-path: SIMD unit utilization",
		axis: "active lanes / lane slots", paper: "ElTantawy et al. 2014, Fig. 12", needs: []string{Baseline, "mp"},
		bars:  func(r *Report) []string { return r.present(multipath) },
		value: func(row *Row, _ map[string]*Row) (float64, bool) { return row.SIMDEfficiency, okRow(row) },
	},
	{
		name: "multipath-speedup", title: "Multi-path: speedup over single-path pdom",
		axis: "pdom cycles / cycles (log scale)", paper: "ElTantawy et al. 2014, Fig. 18", needs: []string{Baseline, "mp"},
		ratio: true, ref: "as fast as pdom",
		bars: func(r *Report) []string { return r.present(multipath[1:]) },
		value: func(row *Row, _ map[string]*Row) (float64, bool) {
			if row.Speedup == nil {
				return 0, false
			}
			return *row.Speedup, true
		},
		baseline: against(Baseline),
	},
	{
		name: "hws", title: "Hybrid warp size: speedup over the baseline at quarter-warp SIMD width",
		axis: "baseline cycles / cycles (log scale)", paper: "Jin 2012, Fig. 6.5", needs: []string{"hws"},
		ratio: true, ref: "as fast as the baseline",
		bars: func(r *Report) []string { return r.quarterVariants() },
		value: func(row *Row, _ map[string]*Row) (float64, bool) {
			if row.Quarter == nil || row.Quarter.Speedup == nil {
				return 0, false
			}
			return *row.Quarter.Speedup, true
		},
		baseline: func(row *Row, _ map[string]*Row) (string, string) {
			if row.Quarter == nil {
				return "", ""
			}
			return row.Quarter.Mech + " at SIMD " + strconv.Itoa(row.Quarter.SIMDWidth), row.Quarter.Status
		},
	},
}

// multipath are the variants of the multi-path paper's figures, single
// path first.
var multipath = []string{Baseline, "dps", "mp", "mp-orec"}

// present returns the variants of vs the report has, in vs's order.
func (r *Report) present(vs []string) []string {
	var out []string
	for _, v := range vs {
		if indexOf(r.Variants, v) >= 0 {
			out = append(out, v)
		}
	}
	return out
}

// quarterVariants returns the report's variants that have a baseline at
// quarter width (hybrid warp size mechanisms): those whose rows carry one.
func (r *Report) quarterVariants() []string {
	var out []string
	for vi, v := range r.Variants {
		for k := range r.Kernels {
			if r.Rows[k*len(r.Configs)*len(r.Variants)+vi].Quarter != nil {
				out = append(out, v)
				break
			}
		}
	}
	return out
}

// Chart is one rendered figure.
type Chart struct {
	Name  string // file name without extension, e.g. "speedup" or "speedup-c2"
	Title string
	Paper string // the figure it corresponds to
	SVG   []byte
}

// Charts renders the figures the report's variants allow, one set per
// config; a --paper report's are its papers' charts (paperCharts).
func (r *Report) Charts() ([]Chart, error) {
	if r.Paper != "" {
		return r.paperCharts()
	}
	var out []Chart
	m := newMetrics()
	for ci, conf := range r.Configs {
		for i := range chartSpecs {
			cs := &chartSpecs[i]
			if !r.has(cs.needs) {
				continue
			}
			c := Chart{Name: cs.name, Title: cs.title, Paper: cs.paper}
			if r.Layout != "" {
				c.Title += " (layout " + r.Layout + ")"
			}
			if len(r.Configs) > 1 {
				c.Name = fmt.Sprintf("%s-c%d", cs.name, ci+1)
				c.Title += " [" + conf + "]"
			}
			svg, err := r.render(cs, ci, c.Name, c.Title, m)
			if err != nil {
				return nil, fmt.Errorf("chart %s: %v", c.Name, err)
			}
			c.SVG = svg
			out = append(out, c)
		}
	}
	return out, nil
}

func (r *Report) has(vs []string) bool {
	for _, v := range vs {
		if indexOf(r.Variants, v) < 0 {
			return false
		}
	}
	return true
}

// A cell is what a chart shows for one kernel under one variant.
type cell struct {
	kind   cellKind
	v      float64
	status string // the run's (failed) or its baseline's (noBase)
	base   string // the baseline's name (noBase)
}

type cellKind uint8

const (
	bar    cellKind = iota // a value
	failed                 // the run did not end ok: a glyph for its status
	noBase                 // the run is ok but what it is compared with is not: a note
	noData                 // no value for another reason: a dash
)

// cells returns the chart's cell for every kernel (first index) and
// variant of vs (second) under config ci.
func (r *Report) cells(cs *chartSpec, ci int, vs []string) [][]cell {
	nv, nc := len(r.Variants), len(r.Configs)
	out := make([][]cell, len(r.Kernels))
	for k := range r.Kernels {
		base := (k*nc + ci) * nv
		runs := map[string]*Row{}
		for j, name := range r.Variants {
			runs[name] = &r.Rows[base+j]
		}
		out[k] = make([]cell, len(vs))
		for j, v := range vs {
			row := runs[v]
			c := &out[k][j]
			y, ok := cs.value(row, runs)
			switch {
			case ok && !math.IsNaN(y) && !math.IsInf(y, 0) && (!cs.ratio || y > 0):
				c.kind, c.v = bar, y
			case !okRow(row):
				c.kind, c.status = failed, row.Status
			case cs.baseline != nil:
				if name, st := cs.baseline(row, runs); name != "" && st != "ok" {
					c.kind, c.base, c.status = noBase, name, st
					break
				}
				c.kind = noData
			default:
				c.kind = noData
			}
		}
	}
	return out
}

// A panel is one plot area of a chart: a family, or a focused chart's
// variants.
type panel struct {
	title    string
	variants []string
	cells    [][]cell
	x        float64 // left edge
}

// Chart geometry, in CSS pixels. The widest chart is maxChartWidth: the
// HTML report's content is 1,352 px wide in a 1,400 px window, so no chart
// is scaled down there. No text is under minFont (12 px type is about
// 13.5 px high as rendered).
const (
	maxChartWidth = 1280
	maxPanelWidth = 720
	maxLabelWidth = 320 // a longer kernel name is cut at the front
	margin        = 10
	panelGap      = 28
	titleFont     = 16
	textFont      = 13
	minFont       = 12
	slotHeight    = 9 // one bar and the gap under it
	groupPad      = 4 // above and below a kernel's bars
	minGroup      = 22
	rowHeight     = 18 // a legend line
	swatchW       = 22
	swatchH       = 12
	glyphR        = 3.5 // half a failure glyph
)

// render draws chart cs for config ci as SVG; name prefixes its ids.
func (r *Report) render(cs *chartSpec, ci int, name, title string, m *metrics) ([]byte, error) {
	groups, styles := familyGroups(mechs.Default(), r.Variants)
	var panels []*panel
	if cs.bars == nil {
		for _, g := range groups {
			panels = append(panels, &panel{title: g.name, variants: g.variants})
		}
	} else {
		// A focused chart mixes families: its bars keep their family's
		// pattern and take colours by position, so no two share one.
		panels = append(panels, &panel{variants: cs.bars(r)})
		for i, v := range panels[0].variants {
			st := styles[v]
			st.color = seriesColor(i)
			styles[v] = st
		}
	}
	slots := 1
	var values []float64
	statuses := map[string]bool{}
	for _, p := range panels {
		p.cells = r.cells(cs, ci, p.variants)
		slots = max(slots, len(p.variants))
		for _, row := range p.cells {
			for _, c := range row {
				switch c.kind {
				case bar:
					values = append(values, c.v)
				case failed:
					statuses[c.status] = true
				}
			}
		}
	}
	if len(panels) == 0 || len(r.Kernels) == 0 {
		return nil, fmt.Errorf("nothing to draw")
	}

	// Across: kernel names (the end of a long one), then the panels.
	labels := make([]string, len(r.Kernels))
	labelW := 0.0
	for k, kn := range r.Kernels {
		labels[k] = kn
		for rs := []rune(kn); m.width(labels[k], textFont, false) > maxLabelWidth; rs = rs[1:] {
			labels[k] = "…" + string(rs)
		}
		labelW = max(labelW, m.width(labels[k], textFont, false))
	}
	x0 := margin + labelW + 10
	n := float64(len(panels))
	pw := math.Min(maxPanelWidth, (maxChartWidth-x0-margin-(n-1)*panelGap)/n)
	for i, p := range panels {
		p.x = x0 + float64(i)*(pw+panelGap)
	}
	width := math.Ceil(x0 + n*pw + (n-1)*panelGap + margin)
	ax := newAxis(cs.ratio, values, pw, m)

	// Down: title and figure, legend, key, ticks, the kernels, ticks, axis
	// title.
	var s svg
	y := float64(margin)
	s.text(margin, y+titleFont, textStyle{px: titleFont, bold: true}, title)
	y += titleFont + 6
	s.text(margin, y+minFont, textStyle{px: minFont, attrs: `fill="#555"`}, "cf. "+cs.paper)
	y += minFont + 12
	var legend svg
	if cs.bars == nil {
		rows := 0
		for _, p := range panels {
			legend.text(p.x, y+textFont, textStyle{px: textFont, bold: true}, p.title)
			for j, v := range p.variants {
				legendEntry(&legend, p.x, y+rowHeight*float64(j+1), v, name, styles[v])
			}
			rows = max(rows, len(p.variants)+1)
		}
		y += rowHeight * float64(rows)
	} else {
		x := x0
		for _, v := range panels[0].variants {
			w := swatchW + 6 + m.width(v, textFont, false) + 18
			if x+w > width-margin && x > x0 {
				x, y = x0, y+rowHeight
			}
			legendEntry(&legend, x, y, v, name, styles[v])
			x += w
		}
		y += rowHeight
	}
	y += 4
	// The key: the reference line and the failure glyphs present.
	x := x0
	keyItem := func(draw func(cx, cy float64), label string) {
		w := 24 + m.width(label, minFont, false)
		if x+w > width-margin && x > x0 {
			x, y = x0, y+rowHeight
		}
		legend.printf(`<g class="legend key">` + "\n")
		draw(x+9, y+rowHeight/2)
		legend.text(x+22, y+rowHeight/2+minFont*0.35, textStyle{px: minFont}, label)
		legend.printf("</g>\n")
		x += w + 18
	}
	if cs.ratio {
		keyItem(func(cx, cy float64) {
			legend.line(cx, cy-7, cx, cy+7, `stroke="#222" stroke-width="1.5" stroke-dasharray="3,2"`)
		}, "1 = "+cs.ref)
	}
	for _, g := range failureGlyphs(statuses) {
		keyItem(func(cx, cy float64) { glyph(&legend, g.shape, cx, cy, "#333") }, g.label)
	}
	if x > x0 {
		y += rowHeight
	}
	s.printf(`<g class="legends">` + "\n")
	s.b.Write(legend.b.Bytes())
	s.printf("</g>\n")

	y += 6
	topTicks := y + minFont
	y += minFont + 6
	top := y
	gh := math.Max(minGroup, float64(slots*slotHeight+2*groupPad))
	bottom := top + gh*float64(len(r.Kernels))
	height := math.Ceil(bottom + 6 + minFont + 8 + textFont + margin)

	var body svg
	// Rows: a band on every other kernel, a rule between suites' groups,
	// and the kernel's name.
	for k, kn := range r.Kernels {
		gy := top + gh*float64(k)
		if k%2 == 1 {
			body.rect(margin, gy, width-2*margin, gh, `fill="#f2f2f2"`)
		}
		if k > 0 && suiteGroup(kn) != suiteGroup(r.Kernels[k-1]) {
			body.line(margin, gy, width-margin, gy, `stroke="#999"`)
		}
		if labels[k] != kn {
			body.printf("<g><title>%s</title>", esc(kn))
		}
		body.text(x0-10, gy+gh/2+textFont*0.35, textStyle{px: textFont, anchor: "end"}, labels[k])
		if labels[k] != kn {
			body.printf("</g>\n")
		}
	}
	for _, p := range panels {
		r.drawPanel(&body, cs, p, ax, styles, name, top, gh, m)
		for _, t := range ax.ticks {
			if t.label == "" {
				continue
			}
			// A label at a panel's edge stays clear of the next panel's.
			tx, st := p.x+ax.pos(t.v), textStyle{px: minFont, anchor: "middle"}
			if w := m.width(t.label, minFont, false); tx-w/2 < p.x-4 {
				tx, st.anchor = p.x-4, "start"
			} else if tx+w/2 > p.x+pw+4 {
				tx, st.anchor = p.x+pw+4, "end"
			}
			body.text(tx, topTicks, st, t.label)
			body.text(tx, bottom+6+minFont, st, t.label)
		}
	}
	body.text(x0+(width-margin-x0)/2, bottom+6+minFont+8+textFont, textStyle{px: textFont, anchor: "middle"}, cs.axis)

	var out svg
	out.printf("<?xml version=\"1.0\"?>\n")
	out.printf(`<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="%s">`+"\n",
		num(width), num(height), num(width), num(height), svgFonts)
	out.printf("<title>%s</title>\n", esc(title))
	out.printf("<defs>\n")
	for _, p := range panels {
		for _, v := range p.variants {
			patternDef(&out, patternID(name, v), styles[v])
		}
	}
	out.printf("</defs>\n")
	out.rect(0, 0, width, height, `fill="#fff"`)
	out.b.Write(s.b.Bytes())
	out.b.Write(body.b.Bytes())
	out.printf("</svg>\n")
	return out.b.Bytes(), nil
}

// suiteGroup returns the suite group of a kernel name: its first path
// element.
func suiteGroup(kernel string) string {
	g, _, _ := strings.Cut(kernel, "/")
	return g
}

// drawPanel draws one panel's grid, reference line, bars, failure glyphs
// and notes, and its frame.
func (r *Report) drawPanel(s *svg, cs *chartSpec, p *panel, ax *axis, styles map[string]style, chart string, top, gh float64, m *metrics) {
	pw := ax.width
	bottom := top + gh*float64(len(p.cells))
	for _, t := range ax.ticks {
		x := p.x + ax.pos(t.v)
		s.line(x, top, x, bottom, `stroke="#d8d8d8"`)
	}
	xb := p.x + ax.pos(ax.base)
	if cs.ratio {
		s.line(xb, top, xb, bottom, `class="ref" stroke="#222" stroke-width="1.5" stroke-dasharray="3,2"`)
	}
	for k, row := range p.cells {
		gy := top + gh*float64(k)
		y0 := gy + (gh-float64(len(row)*slotHeight))/2
		var notes []string
		var noBaseAt []float64 // the centres of the slots without a baseline
		barLeft, barRight := false, false
		for j, c := range row {
			v := p.variants[j]
			st := styles[v]
			by := y0 + float64(j*slotHeight)
			cy := by + (slotHeight-1)/2.0
			tip := r.Kernels[k] + " · " + v + ": "
			switch c.kind {
			case bar:
				xv := p.x + ax.pos(c.v)
				barLeft, barRight = barLeft || xv < xb, barRight || xv >= xb
				x, w := math.Min(xb, xv), math.Abs(xv-xb)
				if w < 2 { // a value at the base stays visible
					w = 2
					if xv < xb {
						x = xb - 2
					}
				}
				s.printf(`<g class="bar"><title>%s</title>`, esc(tip+formatValue(c.v)))
				s.rect(x, by, w, slotHeight-1, `fill="`+fillOf(chart, v, st)+`"`)
				s.printf("</g>\n")
			case failed:
				cx := xb
				if !cs.ratio {
					cx = xb + glyphR + 3
				}
				s.printf(`<g class="fail"><title>%s</title>`+"\n", esc(tip+c.status))
				glyph(s, glyphOf(c.status), cx, cy, hexColor(st.color))
				s.printf("</g>\n")
			case noBase:
				note := c.base + ": " + c.status
				if indexOf(notes, note) < 0 {
					notes = append(notes, note)
				}
				noBaseAt = append(noBaseAt, cy)
			case noData:
				s.printf(`<g class="nodata"><title>%s</title>`, esc(tip+"no value"))
				s.line(xb+2, cy, xb+10, cy, `stroke="#777" stroke-width="1.5"`)
				s.printf("</g>\n")
			}
		}
		if len(notes) == 0 {
			continue
		}
		// The note goes on the wider side of the base line that has no
		// bar, clear of the glyphs on the line, shortened if need be.
		// Where it does not fit, each slot gets a grey dash instead.
		left, right := xb-p.x, p.x+pw-xb
		if barLeft {
			left = 0
		}
		if barRight {
			right = 0
		}
		room := math.Max(left, right) - 2*glyphR - 10
		note := ""
		for _, alt := range []string{strings.Join(notes, "; "), "no " + strings.SplitN(notes[0], ":", 2)[0]} {
			if m.width(alt, minFont, false) <= room {
				note = alt
				break
			}
		}
		ty := gy + gh/2 + minFont*0.35
		st := textStyle{px: minFont, attrs: `class="note" fill="#444" font-style="italic"`}
		switch {
		case note == "":
			for _, cy := range noBaseAt {
				s.printf(`<g class="nodata"><title>%s</title>`, esc(r.Kernels[k]+": "+strings.Join(notes, "; ")))
				s.line(xb+2, cy, xb+10, cy, `stroke="#777" stroke-width="1.5"`)
				s.printf("</g>\n")
			}
		case right >= left:
			s.text(xb+2*glyphR+6, ty, st, note)
		default:
			st.anchor = "end"
			s.text(xb-2*glyphR-6, ty, st, note)
		}
	}
	s.rect(p.x, top, pw, bottom-top, `class="plot-area" fill="none" stroke="#888"`)
}

// formatValue prints a bar's value for its tooltip: 3 decimals.
func formatValue(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }

// legendEntry draws a swatch and the variant's name, its top at y.
func legendEntry(s *svg, x, y float64, v, chart string, st style) {
	s.printf(`<g class="legend">` + "\n")
	s.rect(x, y+(rowHeight-swatchH)/2, swatchW, swatchH, `fill="`+fillOf(chart, v, st)+`" stroke="#444" stroke-width="0.5"`)
	s.text(x+swatchW+6, y+rowHeight/2+textFont*0.35, textStyle{px: textFont}, v)
	s.printf("</g>\n")
}

// patternID is the id of variant v's fill in chart: ids are unique in the
// HTML page, which inlines every chart.
func patternID(chart, v string) string {
	id := []byte("fill-" + chart + "-" + v)
	for i, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
			id[i] = '_'
		}
	}
	return string(id)
}

func fillOf(chart, v string, st style) string {
	if st.pattern == solid {
		return hexColor(st.color)
	}
	return "url(#" + patternID(chart, v) + ")"
}

// patternDef defines a patterned fill: the colour with the pattern over it
// in white.
func patternDef(s *svg, id string, st style) {
	c := hexColor(st.color)
	switch st.pattern {
	case stripes:
		s.printf(`<pattern id="%s" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><rect width="6" height="6" fill="%s"/><rect width="1.8" height="6" fill="#fff"/></pattern>`+"\n", id, c)
	case dots:
		s.printf(`<pattern id="%s" patternUnits="userSpaceOnUse" width="5" height="3.5"><rect width="5" height="3.5" fill="%s"/><circle cx="2.5" cy="1.75" r="1.1" fill="#fff"/></pattern>`+"\n", id, c)
	case bands:
		s.printf(`<pattern id="%s" patternUnits="userSpaceOnUse" width="6" height="6"><rect width="6" height="6" fill="%s"/><rect width="1.6" height="6" fill="#fff"/></pattern>`+"\n", id, c)
	case crosshatch:
		s.printf(`<pattern id="%s" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><rect width="6" height="6" fill="%s"/><rect width="1.4" height="6" fill="#fff"/><rect width="6" height="1.4" fill="#fff"/></pattern>`+"\n", id, c)
	}
}

// A glyph marks a run that did not end ok, by the kind of its status.
type glyphShape uint8

const (
	crossGlyph    glyphShape = iota // deadlock
	ringGlyph                       // did not finish: cycle limit, starved, watchdog
	triangleGlyph                   // fault
	squareGlyph                     // error or anything else
)

func glyphOf(status string) glyphShape {
	switch status {
	case "deadlock":
		return crossGlyph
	case "max-cycles", "starved", "watchdog":
		return ringGlyph
	case "fault":
		return triangleGlyph
	}
	return squareGlyph
}

type failureKey struct {
	shape glyphShape
	label string
}

// failureGlyphs returns the key of the glyphs for statuses, one entry a
// shape, labelled with its statuses.
func failureGlyphs(statuses map[string]bool) []failureKey {
	var sts []string
	for st := range statuses {
		sts = append(sts, st)
	}
	sort.Strings(sts)
	var out []failureKey
	for shape := crossGlyph; shape <= squareGlyph; shape++ {
		var names []string
		for _, st := range sts {
			if glyphOf(st) == shape {
				names = append(names, st)
			}
		}
		if len(names) > 0 {
			out = append(out, failureKey{shape, strings.Join(names, ", ")})
		}
	}
	return out
}

// glyph draws shape centred at (cx, cy) in colour c.
func glyph(s *svg, shape glyphShape, cx, cy float64, c string) {
	const r = glyphR
	stroke := `fill="none" stroke="` + c + `" stroke-width="2"`
	switch shape {
	case crossGlyph:
		s.printf(`<path d="M%s %sL%s %sM%s %sL%s %s" %s/>`+"\n", num(cx-r), num(cy-r), num(cx+r), num(cy+r),
			num(cx-r), num(cy+r), num(cx+r), num(cy-r), stroke)
	case ringGlyph:
		s.printf(`<circle cx="%s" cy="%s" r="%s" %s/>`+"\n", num(cx), num(cy), num(r-0.5), stroke)
	case triangleGlyph:
		s.printf(`<path d="M%s %sL%s %sL%s %sZ" %s/>`+"\n", num(cx), num(cy-r), num(cx+r), num(cy+r), num(cx-r), num(cy+r), stroke)
	default:
		s.rect(cx-r+0.5, cy-r+0.5, 2*r-1, 2*r-1, stroke)
	}
}

// An axis maps values to x within a panel width px wide: log2 around 1
// for ratios (bars grow from 1, left for less, right for more), linear
// from 0 otherwise.
type axis struct {
	log    bool
	lo, hi float64 // the domain: exponents of 2 when log
	base   float64 // where bars start
	width  float64
	ticks  []tick
}

type tick struct {
	v     float64
	label string
}

func (a *axis) pos(v float64) float64 {
	if a.log {
		v = math.Log2(v)
	}
	return (v - a.lo) / (a.hi - a.lo) * a.width
}

// newAxis fits an axis to values: on a log axis, whole powers of 2 from
// at most 1/2 to at least 2, a tick at each, labelled as often as the
// labels fit; on a linear one, from 0 to a round number at least 1.
func newAxis(log bool, values []float64, width float64, m *metrics) *axis {
	a := &axis{log: log, width: width}
	if log {
		lo, hi := -1.0, 1.0
		for _, v := range values {
			lo, hi = math.Min(lo, math.Floor(math.Log2(v))), math.Max(hi, math.Ceil(math.Log2(v)))
		}
		a.lo, a.hi, a.base = lo, hi, 1
		label := func(e int) string {
			if e >= 0 {
				return strconv.FormatInt(1<<e, 10)
			}
			return "1/" + strconv.FormatInt(1<<-e, 10)
		}
		widest := 0.0
		for e := int(lo); e <= int(hi); e++ {
			widest = math.Max(widest, m.width(label(e), minFont, false))
		}
		per := width / (hi - lo) // px per power of 2
		every := 1
		for float64(every)*per < widest+14 {
			every++
		}
		for e := int(lo); e <= int(hi); e++ {
			t := tick{v: math.Exp2(float64(e))}
			if e%every == 0 {
				t.label = label(e)
			}
			a.ticks = append(a.ticks, t)
		}
		return a
	}
	hi := 1.0
	for _, v := range values {
		hi = math.Max(hi, v)
	}
	// A step of 1, 2 or 5 times a power of ten giving at most 8 ticks
	// (0.25 for the unit range, whose quarters read best).
	step := 0.25
	if hi > 1 {
		p := math.Pow(10, math.Floor(math.Log10(hi/8)))
		for _, f := range []float64{1, 2, 5, 10} {
			if step = f * p; hi/step <= 8 {
				break
			}
		}
	}
	n := math.Ceil(hi/step - 1e-9)
	a.lo, a.hi, a.base = 0, n*step, 0
	dec := 0
	for d := step; math.Abs(d-math.Round(d)) > 1e-9 && dec < 6; d *= 10 {
		dec++
	}
	for i := 0.0; i <= n; i++ {
		a.ticks = append(a.ticks, tick{v: i * step, label: strconv.FormatFloat(i*step, 'f', dec, 64)})
	}
	return a
}
