package bench

import (
	"bytes"
	"fmt"
	"html"
	"math"
	"strconv"

	stdfont "golang.org/x/image/font"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
)

// svgFonts is the font the charts ask for: Liberation Sans (metric-
// compatible with Arial, installed with Chromium on Debian), which the
// layout measures text in, then its usual substitutes.
const svgFonts = "Liberation Sans, Arimo, Arial, Helvetica, sans-serif"

// textSlack widens every measured text, so that a substitute font a few
// per cent wider than Liberation Sans still fits.
const textSlack = 1.1

// metrics measures text in Liberation Sans, the face the charts name
// first, with gonum's copy of the font.
type metrics struct {
	regular, bold font.Face
}

func newMetrics() *metrics {
	m := &metrics{}
	for _, f := range liberation.Collection() {
		if f.Font.Variant != "Sans" || f.Font.Style != stdfont.StyleNormal {
			continue
		}
		switch f.Font.Weight {
		case stdfont.WeightNormal:
			m.regular = f
		case stdfont.WeightBold:
			m.bold = f
		}
	}
	return m
}

// width returns the width of s in px at font size px (with textSlack).
func (m *metrics) width(s string, px float64, bold bool) float64 {
	f := m.regular
	if bold {
		f = m.bold
	}
	f.Font.Size = font.Length(px)
	return float64(f.Width(s)) * textSlack
}

// svg accumulates one SVG document. Coordinates are CSS pixels, y down.
type svg struct {
	b bytes.Buffer
}

// num formats a coordinate: two decimals at most, so output is stable
// and small.
func num(x float64) string {
	x = math.Round(x*100) / 100
	if x == 0 {
		x = 0 // no "-0"
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// esc escapes text and attribute values (html's escaping is XML's).
func esc(s string) string { return html.EscapeString(s) }

func (s *svg) printf(format string, args ...any) { fmt.Fprintf(&s.b, format, args...) }

// rect draws a rectangle; attrs are extra attributes, e.g. `fill="#fff"`.
func (s *svg) rect(x, y, w, h float64, attrs string) {
	s.printf(`<rect x="%s" y="%s" width="%s" height="%s" %s/>`+"\n", num(x), num(y), num(w), num(h), attrs)
}

func (s *svg) line(x1, y1, x2, y2 float64, attrs string) {
	s.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" %s/>`+"\n", num(x1), num(y1), num(x2), num(y2), attrs)
}

// A textStyle is a text's size in px, weight and anchor (start, middle,
// end) and any other attributes.
type textStyle struct {
	px     float64
	bold   bool
	anchor string
	attrs  string
}

// text draws str with its baseline at y.
func (s *svg) text(x, y float64, st textStyle, str string) {
	a := ""
	if st.bold {
		a += ` font-weight="bold"`
	}
	if st.anchor != "" && st.anchor != "start" {
		a += ` text-anchor="` + st.anchor + `"`
	}
	if st.attrs != "" {
		a += " " + st.attrs
	}
	s.printf(`<text x="%s" y="%s" font-size="%s"%s>%s</text>`+"\n", num(x), num(y), num(st.px), a, esc(str))
}
