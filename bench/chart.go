package bench

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A chartSpec is one figure: a grouped bar chart with one group per kernel
// and one bar per variant. It is drawn only when the variants it needs are
// in the report: a chart for a mechanism that does not exist is absent,
// never faked.
type chartSpec struct {
	name, title, ylabel, paper string
	needs                      []string // variants that must be present
	// bars lists the variants drawn; nil means all.
	bars func(r *Report) []string
	// value returns the bar of row, whose kernel and config runs under
	// every variant are in runs; ok false leaves the bar out.
	value func(row *Row, runs map[string]*Row) (float64, bool)
}

func okRow(row *Row) bool { return row.Status == "ok" }

var chartSpecs = []chartSpec{
	{
		name: "instructions", title: "Dynamic warp instructions, normalized to pdom",
		ylabel: "warp instructions / pdom", paper: "Diamos et al. 2011, Fig. 6", needs: []string{Baseline},
		value: func(row *Row, _ map[string]*Row) (float64, bool) {
			if row.NormInsts == nil {
				return 0, false
			}
			return *row.NormInsts, true
		},
	},
	{
		name: "activity", title: "Activity factor (SIMD efficiency)",
		ylabel: "active lanes / lane slots", paper: "Diamos et al. 2011, Fig. 7; ElTantawy et al. 2014, Fig. 12",
		value: func(row *Row, _ map[string]*Row) (float64, bool) { return row.SIMDEfficiency, okRow(row) },
	},
	{
		name: "speedup", title: "Speedup over pdom",
		ylabel: "pdom cycles / cycles", paper: "ElTantawy et al. 2014, Fig. 13", needs: []string{Baseline},
		value: func(row *Row, _ map[string]*Row) (float64, bool) {
			if row.Speedup == nil {
				return 0, false
			}
			return *row.Speedup, true
		},
	},
	{
		name: "memory", title: "Memory transactions per memory instruction",
		ylabel: "transactions / access", paper: "Diamos et al. 2011, memory efficiency",
		value: func(row *Row, _ map[string]*Row) (float64, bool) { return row.TxPerAccess, okRow(row) },
	},
	{
		name: "aware-vs-ssde", title: "AWARE execution time, normalized to pdom after SSDE",
		ylabel: "cycles / pdom+ssde cycles", paper: "ElTantawy & Aamodt 2016, Fig. 10", needs: []string{"aware", "pdom" + SSDESuffix},
		bars: func(*Report) []string { return []string{"aware"} },
		value: func(row *Row, runs map[string]*Row) (float64, bool) {
			b := runs["pdom"+SSDESuffix]
			if !okRow(row) || b == nil || !okRow(b) || b.Cycles == 0 {
				return 0, false
			}
			return float64(row.Cycles) / float64(b.Cycles), true
		},
	},
	{
		name: "multipath-activity", title: "Multi-path: SIMD unit utilization",
		ylabel: "active lanes / lane slots", paper: "ElTantawy et al. 2014, Fig. 12", needs: []string{Baseline, "mp"},
		bars:  func(r *Report) []string { return r.present(multipath) },
		value: func(row *Row, _ map[string]*Row) (float64, bool) { return row.SIMDEfficiency, okRow(row) },
	},
	{
		name: "multipath-speedup", title: "Multi-path: speedup over single-path pdom",
		ylabel: "pdom cycles / cycles", paper: "ElTantawy et al. 2014, Fig. 18", needs: []string{Baseline, "mp"},
		bars: func(r *Report) []string { return r.present(multipath[1:]) },
		value: func(row *Row, _ map[string]*Row) (float64, bool) {
			if row.Speedup == nil {
				return 0, false
			}
			return *row.Speedup, true
		},
	},
	{
		name: "hws", title: "Hybrid warp size: speedup over the baseline at quarter-warp SIMD width",
		ylabel: "baseline cycles / cycles", paper: "Jin 2012, Fig. 6.5", needs: []string{"hws"},
		bars: func(r *Report) []string { return r.quarterVariants() },
		value: func(row *Row, _ map[string]*Row) (float64, bool) {
			if row.Quarter == nil || row.Quarter.Speedup == nil {
				return 0, false
			}
			return *row.Quarter.Speedup, true
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

// palette returns the i-th of 20 distinguishable colours (Tableau 20,
// dark shades first): plotutil's 7 made mechanisms share colours.
func palette(i int) color.Color {
	const tab20 = "1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf" +
		"aec7e8ffbb7898df8aff9896c5b0d5c49c94f7b6d2c7c7c7dbdb8d9edae5"
	c := tab20[(i%20)*6:]
	var rgb [3]uint8
	for j := range rgb {
		v, _ := strconv.ParseUint(c[2*j:2*j+2], 16, 8)
		rgb[j] = uint8(v)
	}
	return color.RGBA{rgb[0], rgb[1], rgb[2], 0xff}
}

// Chart is one rendered figure.
type Chart struct {
	Name  string // file name without extension, e.g. "speedup" or "speedup-c2"
	Title string
	Paper string // the figure it corresponds to
	SVG   []byte
}

// Charts renders the figures the report's variants allow, one set per
// config.
func (r *Report) Charts() ([]Chart, error) {
	var out []Chart
	for ci, conf := range r.Configs {
		for i := range chartSpecs {
			cs := &chartSpecs[i]
			if !r.has(cs.needs) {
				continue
			}
			svg, err := r.render(cs, ci)
			if err != nil {
				return nil, fmt.Errorf("chart %s: %v", cs.name, err)
			}
			c := Chart{Name: cs.name, Title: cs.title, Paper: cs.paper, SVG: svg}
			if len(r.Configs) > 1 {
				c.Name = fmt.Sprintf("%s-c%d", cs.name, ci+1)
				c.Title += " [" + conf + "]"
			}
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

func (r *Report) render(cs *chartSpec, ci int) ([]byte, error) {
	bars := r.Variants
	if cs.bars != nil {
		bars = cs.bars(r)
	}
	nv, nc := len(r.Variants), len(r.Configs)
	p := plot.New()
	p.Title.Text = cs.title
	p.Y.Label.Text = cs.ylabel
	p.Legend.Top = true
	width := vg.Points(5)
	if len(bars) == 1 {
		width = vg.Points(10)
	}
	ymax := 0.0
	for bi, v := range bars {
		vi := indexOf(r.Variants, v)
		vals := make(plotter.Values, len(r.Kernels))
		for k := range r.Kernels {
			base := (k*nc + ci) * nv
			runs := map[string]*Row{}
			for j, name := range r.Variants {
				runs[name] = &r.Rows[base+j]
			}
			if y, ok := cs.value(&r.Rows[base+vi], runs); ok && !math.IsNaN(y) && !math.IsInf(y, 0) {
				vals[k] = y
				ymax = math.Max(ymax, y)
			}
		}
		b, err := plotter.NewBarChart(vals, width)
		if err != nil {
			return nil, err
		}
		b.LineStyle.Width = 0
		// A chart of all variants colours each by its index, so a variant
		// has one colour across those charts; a chart of a few colours
		// them by position, so no two of its bars share one.
		if cs.bars != nil {
			b.Color = palette(bi)
		} else {
			b.Color = palette(indexOf(r.Variants, v))
		}
		b.Offset = vg.Length(float64(bi)-float64(len(bars)-1)/2) * width
		p.Add(b)
		p.Legend.Add(v, b)
	}
	p.Y.Min = 0
	p.Y.Max = ymax * 1.15
	if ymax == 0 {
		p.Y.Max = 1
	}
	p.Add(plotter.NewGrid())
	p.NominalX(r.Kernels...)
	p.X.Tick.Label.Rotation = math.Pi / 3
	p.X.Tick.Label.XAlign = draw.XRight
	p.X.Tick.Label.YAlign = draw.YCenter
	w := vg.Length(len(r.Kernels)*len(bars))*width*1.4 + vg.Points(120)
	if w < vg.Points(480) {
		w = vg.Points(480)
	}
	wt, err := p.WriterTo(w, vg.Points(360), "svg")
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := wt.WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
