// Package chromium drives headless Chromium for the tests that check how
// simtc's HTML and SVG output renders: the bench report's charts
// (package bench), the run --report page and the trace viewer
// (cmd/simtc). It is the one place that knows how to start the browser
// offline and without a profile, take a screenshot, dump the DOM after
// the page's scripts ran, and read back what a measuring script found.
//
// Every entry point takes the test and skips it, with a message saying
// what is not checked, when Chromium is not installed (.ci/run installs
// it, so CI never skips).
package chromium

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"
)

// Timeout bounds one browser run.
const Timeout = 90 * time.Second

// Browser returns the path of the chromium binary, or skips t saying
// that what is not checked. With go test -short it always skips: a
// headless browser costs one to two seconds of CPU per page, so the
// browser checks are left to the full run (internal/corpus's doc lists
// what -short leaves out).
func Browser(t testing.TB, what string) string {
	t.Helper()
	if testing.Short() {
		t.Skipf("skipped under -short (a headless browser): not checking %s", what)
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skipf("chromium is not installed (apt-get install chromium; .ci/run installs it): not checking %s", what)
	return ""
}

// run runs the browser headless on url with a window width×height CSS
// pixels, a fresh profile and HOME in a temporary directory, no network
// but the page's own files, and the extra flags; it returns standard
// output and standard error.
func run(t testing.TB, browser, url string, width, height int, extra ...string) ([]byte, []byte) {
	t.Helper()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--user-data-dir=" + filepath.Join(dir, "profile"),
		fmt.Sprintf("--window-size=%d,%d", width, height)}
	args = append(append(args, extra...), url)
	cmd := exec.CommandContext(ctx, browser, args...)
	cmd.Env = append(os.Environ(), "HOME="+dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.Bytes())
	}
	return out, stderr.Bytes()
}

// DumpDOM loads url (a file:// address, with a fragment if the page reads
// one) in a window width×height and returns the DOM after the page's
// scripts ran, serialized; extra flags go to the browser (e.g.
// --virtual-time-budget=MS for a page that loads in steps).
func DumpDOM(t testing.TB, browser, url string, width, height int, extra ...string) []byte {
	t.Helper()
	dom, _ := run(t, browser, url, width, height, append(extra, "--dump-dom")...)
	return dom
}

// Screenshot renders file in a window width×height and returns the
// image.
func Screenshot(t testing.TB, browser, file string, width, height int) image.Image {
	t.Helper()
	out := filepath.Join(t.TempDir(), "shot.png")
	run(t, browser, "file://"+file, width, height, "--screenshot="+out)
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

// Inked returns the fraction of pixels of img that are not (near) white:
// a blank page is 0.
func Inked(img image.Image) float64 {
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

// Helpers are the JavaScript functions a measuring script (Measure) may
// call: box(e), the client rectangle of element e as {x, y, w, h}; all(root,
// sel), the boxes of root's elements matching sel; textBox(t), the box of
// SVG text t with s its text and h the height of its glyph box as
// rendered (its bounding box's height times the vertical scale of its
// screen transform: the same as the client rectangle's height for
// unrotated text, the glyph height whatever the rotation).
const helpers = `
function box(e) { var r = e.getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}; }
function all(root, sel) { return Array.prototype.map.call(root.querySelectorAll(sel), box); }
function textBox(t) { var m = t.getScreenCTM(); var r = box(t); r.s = t.textContent; r.h = t.getBBox().height * Math.hypot(m.c, m.d); return r; }
`

// Measure loads page with script added at the end of its body, in
// headless Chromium, in a window width px wide, and returns what the
// script measured. The script is the body of a function that returns a
// value (it may call the helpers: box, all, textBox); the value comes
// back as JSON.
func Measure(t testing.TB, browser, page, script string, width int) []byte {
	t.Helper()
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.LastIndex(html, []byte("</body>"))
	if i < 0 {
		t.Fatalf("%s has no </body>", page)
	}
	js := "<script>\n(function () {\n" + helpers + "\nvar out = (function () {\n" + script + "\n})();\n" +
		"var pre = document.createElement('pre');\npre.id = 'measured';\n" +
		"pre.textContent = btoa(unescape(encodeURIComponent(JSON.stringify(out))));\n" +
		"document.body.appendChild(pre);\n})();\n</script>"
	probe := filepath.Join(t.TempDir(), "probe.html")
	html = append(append(append([]byte(nil), html[:i]...), js...), html[i:]...)
	if err := os.WriteFile(probe, html, 0o644); err != nil {
		t.Fatal(err)
	}
	dom, stderr := run(t, browser, "file://"+probe, width, 1000, "--hide-scrollbars", "--dump-dom")
	m := regexp.MustCompile(`<pre id="measured">([A-Za-z0-9+/=]+)</pre>`).FindSubmatch(dom)
	if m == nil {
		t.Fatalf("the measuring script left no result in the page:\n%s", stderr)
	}
	out, err := base64.StdEncoding.DecodeString(string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Rect is a client rectangle in CSS pixels as the helpers measure it.
type Rect struct {
	X, Y, W, H float64
	S          string // the text, for a text's box
}

// Overlaps reports whether r and o share more than half a pixel each way.
func (r Rect) Overlaps(o Rect) bool {
	const eps = 0.5
	return r.X+eps < o.X+o.W && o.X+eps < r.X+r.W && r.Y+eps < o.Y+o.H && o.Y+eps < r.Y+r.H
}
