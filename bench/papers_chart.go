package bench

import (
	"fmt"
	"math"
)

// paperCharts renders one chart per paper of a --paper report: for each
// claim with a headline number, the paper's published value (grey; its
// text's number, transcribed) beside simtc's (blue), on one linear axis
// from 0. A claim whose paper states no number shows simtc's bar alone.
func (r *Report) paperCharts() ([]Chart, error) {
	ps, err := selectPapers(r.Paper)
	if err != nil {
		return nil, err
	}
	m := newMetrics()
	var out []Chart
	for _, p := range ps {
		pts := r.paperPoints(p)
		if len(pts) == 0 {
			continue
		}
		title := fmt.Sprintf("%s on %s: the paper's values beside simtc's", p.Name, p.Machine)
		out = append(out, Chart{Name: "paper-" + p.Name, Title: title, Paper: p.Title, SVG: renderPaperChart(title, pts, m)})
	}
	return out, nil
}

func fmtPoint(v float64, pct bool) string {
	if math.IsNaN(v) {
		return "no number"
	}
	if pct {
		return fmt.Sprintf("%+.1f%%", 100*v)
	}
	return fmt.Sprintf("%.3f", v)
}

func renderPaperChart(title string, pts []paperPoint, m *metrics) []byte {
	const (
		width, px, barH, gap, top = 1000.0, 13.0, 16.0, 14.0, 56.0
		labelW                    = 420.0
	)
	// One axis for the ratios and one for the percentages: the bars of a
	// claim share its axis.
	axisMax := func(pct bool) float64 {
		mx := 0.0
		for _, p := range pts {
			if p.pct != pct {
				continue
			}
			for _, v := range []float64{p.value, p.paperValue} {
				if !math.IsNaN(v) {
					mx = math.Max(mx, math.Abs(v))
				}
			}
		}
		if mx == 0 {
			mx = 1
		}
		return mx * 1.2
	}
	scale := map[bool]float64{false: axisMax(false), true: axisMax(true)}
	plotW := width - labelW - 120
	h := top + float64(len(pts))*(2*barH+gap) + 20
	s := &svg{}
	s.printf(`<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="%s">`+"\n",
		num(width), num(h), num(width), num(h), svgFonts)
	s.rect(0, 0, width, h, `fill="#fff"`)
	s.text(10, 22, textStyle{px: 15, bold: true}, title)
	s.rect(labelW, 32, 14, 12, `fill="#9e9e9e"`)
	s.text(labelW+20, 43, textStyle{px: px}, "paper (transcribed)")
	s.rect(labelW+180, 32, 14, 12, `fill="#1f77b4"`)
	s.text(labelW+200, 43, textStyle{px: px}, "simtc")
	y := top
	for _, p := range pts {
		label := p.source + ": " + p.label
		for rs := []rune(label); m.width(label, px, false) > labelW-20 && len(rs) > 8; {
			rs = rs[:len(rs)-2]
			label = string(rs) + "…"
		}
		s.text(labelW-10, y+barH+4, textStyle{px: px, anchor: "end"}, label)
		for i, v := range []float64{p.paperValue, p.value} {
			by := y + float64(i)*barH
			fill := []string{`fill="#9e9e9e"`, `fill="#1f77b4"`}[i]
			w := 0.0
			if !math.IsNaN(v) {
				w = math.Abs(v) / scale[p.pct] * plotW
				s.rect(labelW, by+1, w, barH-2, fill)
			}
			s.text(labelW+w+6, by+barH-3, textStyle{px: px}, fmtPoint(v, p.pct))
		}
		y += 2*barH + gap
	}
	s.line(labelW, top-4, labelW, y, `stroke="#444"`)
	s.printf("</svg>\n")
	return s.b.Bytes()
}
