package bench

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/simtc/simtc/internal/chromium"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/sim/mechs"
)

func TestChartsRenderInChromium(t *testing.T) {
	corpus.Sweep(t, "every chart rendered in headless Chromium")
	// Every chart the registered mechanisms allow, and the page with all
	// of them, render non-blank.
	browser := chromium.Browser(t, "that the charts render")
	m := suiteMatrix(t)
	r := report(t, m, Run(m, All(m), 2, nil))
	cs, err := r.Charts()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var files []string
	for _, c := range cs {
		svg := filepath.Join(dir, c.Name+".svg")
		if err := os.WriteFile(svg, c.SVG, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, svg)
	}
	page := filepath.Join(dir, "report.html")
	f, err := os.Create(page)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.WriteHTML(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	// The page embeds every chart.
	for _, c := range cs {
		if !bytes.Contains(html, []byte(`id="`+c.Name+`"`)) {
			t.Errorf("report.html lacks chart %s", c.Name)
		}
	}
	// A blank page is all white; a blank file is not even a page. The
	// chart's bars, axes and labels ink well over 0.5% of the window.
	for _, file := range append(files, page) {
		if got := chromium.Inked(chromium.Screenshot(t, browser, file, pageWidth, 1000)); got < 0.005 {
			t.Errorf("%s renders blank in Chromium: %.4f of the pixels inked", filepath.Base(file), got)
		} else {
			t.Logf("%s: %.3f of the pixels inked", filepath.Base(file), got)
		}
	}
}

// pageWidth is the viewport the report is checked at: the width issue 32's
// screenshots were taken at.
const pageWidth = 1400

// minTextPx is the least height, in CSS pixels as rendered, of any text
// of any chart.
const minTextPx = 10

// measureJS measures the report page (chromium.Measure): for each chart
// (div.fig), the SVG's rendered and natural width, the rendered height of
// every <text> (chromium's textBox), and the client rectangles of the
// legend entries (.legend), plot areas (.plot-area) and bars (.bar).
const measureJS = `
var out = {viewport: window.innerWidth, content: document.body.getBoundingClientRect().width, charts: []};
document.querySelectorAll('div.fig').forEach(function (fig) {
  var svg = fig.querySelector('svg');
  out.charts.push({id: fig.id, width: svg.getBoundingClientRect().width, natural: svg.width.baseVal.value,
    texts: Array.prototype.map.call(svg.querySelectorAll('text'), textBox),
    legends: all(svg, '.legend'), plots: all(svg, '.plot-area'), bars: all(svg, '.bar')});
});
return out;
`

type rect = chromium.Rect

type chartMeasure struct {
	ID             string
	Width, Natural float64
	Texts          []rect
	Legends        []rect
	Plots          []rect
	Bars           []rect
}

type pageMeasure struct {
	Viewport, Content float64
	Charts            []chartMeasure
}

// measure loads page in headless Chromium at a window pageWidth wide and
// returns what measureJS measured.
func measure(t *testing.T, browser, page string) pageMeasure {
	t.Helper()
	var pm pageMeasure
	if err := json.Unmarshal(chromium.Measure(t, browser, page, measureJS, pageWidth), &pm); err != nil {
		t.Fatal(err)
	}
	return pm
}

// TestReportReadableAt1400px renders the HTML report of the bundled suite
// under every mechanism (15 variants) in headless Chromium at 1,400 px and
// checks what issue 32 found unreadable: every chart at its natural size
// (not scaled down to fit), every text of every chart at least minTextPx
// high, legends clear of the plot areas and bars, and no text on a bar.
func TestReportReadableAt1400px(t *testing.T) {
	corpus.Sweep(t, "the whole bundled suite under every mechanism, in Chromium")
	browser := chromium.Browser(t, "that the report is readable at 1,400 px")
	ks, err := Discover([]string{"../testdata/bench"})
	if err != nil {
		t.Fatal(err)
	}
	vs, _ := Variants("all", mechs.Default())
	cs, _ := ParseConfigs(nil)
	m := &Matrix{Kernels: ks, Variants: vs, Configs: cs}
	if len(vs) < 15 {
		t.Fatalf("%d variants, want the 15 of issue 32", len(vs))
	}
	r := report(t, m, Run(m, All(m), runtime.GOMAXPROCS(0), nil))
	page := filepath.Join(t.TempDir(), "report.html")
	f, err := os.Create(page)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.WriteHTML(f); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	pm := measure(t, browser, page)
	if pm.Viewport != pageWidth {
		t.Fatalf("viewport %v px wide, want %d", pm.Viewport, pageWidth)
	}
	charts, err := r.Charts()
	if err != nil {
		t.Fatal(err)
	}
	if len(pm.Charts) != len(charts) {
		t.Fatalf("%d charts on the page, want %d", len(pm.Charts), len(charts))
	}
	least := math.Inf(1)
	for _, c := range pm.Charts {
		if c.Natural > pm.Content || math.Abs(c.Width-c.Natural) > 0.5 {
			t.Errorf("%s: %.0f px wide, drawn at %.0f px on a page %.0f px wide: it must fit at its natural size", c.ID, c.Natural, c.Width, pm.Content)
		}
		small, low := 0, math.Inf(1)
		for _, x := range c.Texts {
			low = math.Min(low, x.H)
			if x.H < minTextPx {
				if small < 3 {
					t.Errorf("%s: text %q is %.1f px high, want at least %d", c.ID, x.S, x.H, minTextPx)
				}
				small++
			}
		}
		if small > 3 {
			t.Errorf("%s: %d more texts under %d px", c.ID, small-3, minTextPx)
		}
		least = math.Min(least, low)
		t.Logf("%s: %.0f px wide (%.0f px natural), %d texts, the smallest %.1f px high", c.ID, c.Width, c.Natural, len(c.Texts), low)
		if len(c.Legends) == 0 || len(c.Plots) == 0 {
			t.Errorf("%s: %d legend entries and %d plot areas, want some of each", c.ID, len(c.Legends), len(c.Plots))
		}
		covers := 0
		for _, l := range c.Legends {
			for _, o := range append(append([]rect(nil), c.Plots...), c.Bars...) {
				if l.Overlaps(o) {
					if covers < 3 {
						t.Errorf("%s: a legend entry at %+v covers a plot area or bar at %+v", c.ID, l, o)
					}
					covers++
				}
			}
		}
		onBar := 0
		for _, x := range c.Texts {
			for _, b := range c.Bars {
				if x.Overlaps(b) {
					if onBar < 3 {
						t.Errorf("%s: text %q at %+v lies on a bar at %+v", c.ID, x.S, x, b)
					}
					onBar++
					break
				}
			}
		}
		if covers > 3 || onBar > 3 {
			t.Errorf("%s: %d legend entries over plot areas or bars, %d texts on bars in all", c.ID, covers, onBar)
		}
	}
	t.Logf("%d charts, the smallest text %.1f px high (at least %d wanted)", len(pm.Charts), least, minTextPx)
	// And the page is drawn, not blank, at that width.
	if got := chromium.Inked(chromium.Screenshot(t, browser, page, pageWidth, 1000)); got < 0.005 {
		t.Errorf("report.html renders blank at %d px: %.4f of the pixels inked", pageWidth, got)
	}
}
