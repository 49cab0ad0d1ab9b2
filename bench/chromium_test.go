package bench

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
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
		"--window-size=1400,1000", "--screenshot="+out, "file://"+file)
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
