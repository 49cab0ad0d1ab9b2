package bench

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"testing"
	"time"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/sim/mechs"
)

// chromium returns the headless browser, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("chromium is not installed (apt-get install chromium; .ci/run installs it): not checking that the charts render")
	return ""
}

// screenshot renders file in headless Chromium and returns the image.
func screenshot(t *testing.T, browser, file string) image.Image {
	t.Helper()
	dir := t.TempDir()
	out := filepath.Join(dir, "shot.png")
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--user-data-dir="+filepath.Join(dir, "profile"),
		fmt.Sprintf("--window-size=%d,1000", pageWidth), "--screenshot="+out, "file://"+file)
	cmd.Env = append(os.Environ(), "HOME="+dir)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// inked returns the fraction of pixels that are not (near) white.
func inked(img image.Image) float64 {
	b := img.Bounds()
	n, dark := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			n++
			if r < 0xe000 || g < 0xe000 || bl < 0xe000 {
				dark++
			}
		}
	}
	return float64(dark) / float64(n)
}

func TestChartsRenderInChromium(t *testing.T) {
	corpus.Sweep(t, "every chart rendered in headless Chromium")
	// Every chart the registered mechanisms allow, and the page with all
	// of them, render non-blank.
	browser := chromium(t)
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
		if got := inked(screenshot(t, browser, file)); got < 0.005 {
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

// measureJS runs in the report page after it loads and writes what it
// measured, as base64 JSON, into a <pre id="measured">: for each chart
// (div.fig), the SVG's rendered and natural width, the rendered height of
// every <text> (its bounding box's height times the vertical scale of its
// screen transform: the glyph box's height whatever the rotation; the
// same as getBoundingClientRect().height for unrotated text), and the
// client rectangles of the legend entries (.legend), plot areas
// (.plot-area) and bars (.bar).
const measureJS = `<script>
(function () {
  function box(e) { var r = e.getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}; }
  function all(svg, sel) { return Array.prototype.map.call(svg.querySelectorAll(sel), box); }
  var out = {viewport: window.innerWidth, content: document.body.getBoundingClientRect().width, charts: []};
  document.querySelectorAll('div.fig').forEach(function (fig) {
    var svg = fig.querySelector('svg');
    var c = {id: fig.id, width: svg.getBoundingClientRect().width, natural: svg.width.baseVal.value, texts: [],
      legends: all(svg, '.legend'), plots: all(svg, '.plot-area'), bars: all(svg, '.bar')};
    svg.querySelectorAll('text').forEach(function (t) {
      var m = t.getScreenCTM();
      var r = box(t);
      r.s = t.textContent;
      r.h = t.getBBox().height * Math.hypot(m.c, m.d);
      c.texts.push(r);
    });
    out.charts.push(c);
  });
  var pre = document.createElement('pre');
  pre.id = 'measured';
  pre.textContent = btoa(unescape(encodeURIComponent(JSON.stringify(out))));
  document.body.appendChild(pre);
})();
</script>`

type rect struct {
	X, Y, W, H float64
	S          string // the text, for a text's box
}

// overlaps reports whether r and o share more than eps pixels each way.
func (r rect) overlaps(o rect) bool {
	const eps = 0.5
	return r.X+eps < o.X+o.W && o.X+eps < r.X+r.W && r.Y+eps < o.Y+o.H && o.Y+eps < r.Y+r.H
}

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

// measure loads page (with measureJS added) in headless Chromium at a
// window pageWidth wide and returns what the script measured.
func measure(t *testing.T, browser, page string) pageMeasure {
	t.Helper()
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.LastIndex(html, []byte("</body>"))
	if i < 0 {
		t.Fatalf("%s has no </body>", page)
	}
	dir := t.TempDir()
	probe := filepath.Join(dir, "probe.html")
	html = append(append(append([]byte(nil), html[:i]...), measureJS...), html[i:]...)
	if err := os.WriteFile(probe, html, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir="+filepath.Join(dir, "profile"),
		fmt.Sprintf("--window-size=%d,1000", pageWidth), "--dump-dom", "file://"+probe)
	cmd.Env = append(os.Environ(), "HOME="+dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	dom, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.Bytes())
	}
	m := regexp.MustCompile(`<pre id="measured">([A-Za-z0-9+/=]+)</pre>`).FindSubmatch(dom)
	if m == nil {
		t.Fatalf("the measuring script left no result in the page:\n%s", stderr.Bytes())
	}
	js, err := base64.StdEncoding.DecodeString(string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	var pm pageMeasure
	if err := json.Unmarshal(js, &pm); err != nil {
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
	browser := chromium(t)
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
				if l.overlaps(o) {
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
				if x.overlaps(b) {
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
	if got := inked(screenshot(t, browser, page)); got < 0.005 {
		t.Errorf("report.html renders blank at %d px: %.4f of the pixels inked", pageWidth, got)
	}
}
