package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestRunReport checks the structure of run --report's page against the
// run's --json report: a CFG as inline SVG with a node per block, each
// filled and labelled with its executions and SIMD efficiency (the entry
// block runs once per warp); a branch table with a row per per_branch
// entry, its counts, and its line linked to that line of the source
// listing; the statistics.
func TestRunReport(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ kernel, mech string }{{"barrier_reduction", "pdom"}, {"mp_nested", "mp"}, {"mp_nested", "dwf"}} {
		t.Run(c.kernel+"/"+c.mech, func(t *testing.T) {
			src := filepath.Join("testdata", "kernels", c.kernel+".cl")
			page := filepath.Join(dir, c.kernel+"-"+c.mech+".html")
			code, out, errs := simtc(t, "run", "--mech", c.mech, "--json", "--report", page, src)
			if code != 0 {
				t.Fatalf("exit %d\n%s", code, errs)
			}
			var res struct {
				Cycles    int64 `json:"cycles"`
				Warps     int64 `json:"warps"`
				PerBranch []struct {
					PC         uint32 `json:"pc"`
					Line       string `json:"line"`
					Executions int64  `json:"executions"`
					Divergent  int64  `json:"divergent"`
				} `json:"per_branch"`
			}
			if err := json.Unmarshal([]byte(out), &res); err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			html := string(b)
			if !strings.HasPrefix(html, "<!DOCTYPE html>") || !strings.HasSuffix(html, "</html>\n") {
				t.Error("not a whole HTML page")
			}
			svg := regexp.MustCompile(`(?s)<div id="cfg">\s*<svg.*?</svg>\s*</div>`).FindString(html)
			if svg == "" {
				t.Fatal("no inline SVG CFG")
			}
			nodes := regexp.MustCompile(`(?s)<g id="node\d+" class="node">(.*?)</g>`).FindAllStringSubmatch(svg, -1)
			if len(nodes) < 3 {
				t.Fatalf("%d CFG nodes", len(nodes))
			}
			entry := false
			for _, n := range nodes {
				texts := regexp.MustCompile(`<text[^>]*>([^<]*)</text>`).FindAllStringSubmatch(n[1], -1)
				fill := regexp.MustCompile(`<polygon fill="(#[0-9a-f]{6})"`).FindStringSubmatch(n[1])
				if len(texts) != 3 || fill == nil {
					t.Errorf("node without a fill and three label lines: %s", n[1])
					continue
				}
				ex := regexp.MustCompile(`^(\d+) executions$`).FindStringSubmatch(texts[1][1])
				if ex == nil || !regexp.MustCompile(`^SIMD efficiency [01]\.\d\d$`).MatchString(texts[2][1]) {
					t.Errorf("node label %q / %q", texts[1][1], texts[2][1])
					continue
				}
				if texts[0][1] == "entry" {
					entry = true
					if n, _ := strconv.ParseInt(ex[1], 10, 64); c.mech != "dwf" && n != res.Warps {
						t.Errorf("entry block: %d executions, %d warps", n, res.Warps)
					}
				}
			}
			if !entry {
				t.Error("no entry block in the CFG")
			}
			rows := regexp.MustCompile(`<tr><td class="l">(0x[0-9a-f]+)</td><td class="l"><a href="#L(\d+)">([^<]*)</a></td><td>(\d+)</td><td>(\d+)</td>`).FindAllStringSubmatch(html, -1)
			if len(rows) != len(res.PerBranch) || len(rows) == 0 {
				t.Fatalf("%d linked branch rows; per_branch has %d", len(rows), len(res.PerBranch))
			}
			srcLines := strings.Split(string(mustRead(t, src)), "\n")
			for i, r := range rows {
				want := res.PerBranch[i]
				if r[1] != "0x"+strconv.FormatUint(uint64(want.PC), 16) || r[3] != want.Line || r[4] != strconv.FormatInt(want.Executions, 10) || r[5] != strconv.FormatInt(want.Divergent, 10) {
					t.Errorf("branch row %v; per_branch %+v", r[1:], want)
				}
				n, _ := strconv.Atoi(r[2])
				anchor := regexp.MustCompile(`<tr id="L` + r[2] + `"><td>` + r[2] + `</td><td>([^<]*)</td></tr>`).FindStringSubmatch(html)
				if anchor == nil || n > len(srcLines) || strings.TrimSpace(unescape(anchor[1])) != strings.TrimSpace(srcLines[n-1]) {
					t.Errorf("branch at %s links to line %s, which the listing does not show as the source's", r[3], r[2])
				}
			}
			if !regexp.MustCompile(`(?m)^  cycles\s+` + strconv.FormatInt(res.Cycles, 10) + `$`).MatchString(html) {
				t.Error("the statistics do not show the run's cycles")
			}
		})
	}
}

// TestRunReportNDim: the page of an N-D launch gives its sizes in its
// heading line, and its statistics and diagnosis (the run's text report)
// name blocks and threads by (x,y,z); a 1-D launch's page gives none.
func TestRunReportNDim(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		code int
		want []string
		not  []string
	}{
		{[]string{filepath.Join("testdata", "ndim", "life.cl")}, 0,
			[]string{"machine simple, grid 4,2,1 block 4,4,1; ", "\ngrid 4,2,1 block 4,4,1\n"}, nil},
		{[]string{filepath.Join("testdata", "kernels", "mp_nested.cl")}, 0, nil, []string{"grid ", "(0,0,0)"}},
		// A barrier only some threads reach, on a 2-D launch: the diagnosis
		// names the block and its threads by (x,y,z).
		{[]string{"--grid", "1,1", "--block", "32,1", filepath.Join("testdata", "kernels", "divergent_barrier.cl")}, exitDeadlock,
			[]string{", grid 1,1,1 block 32,1,1; ", "block 0 = (0,0,0)", "threads (0,0,0),(2,0,0),"}, nil},
	} {
		page := filepath.Join(dir, "page.html")
		code, _, errs := simtc(t, append([]string{"run", "--mech", "pdom", "--report", page}, c.args...)...)
		if code != c.code {
			t.Fatalf("%v: exit %d, want %d\n%s", c.args, code, c.code, errs)
		}
		html := string(mustRead(t, page))
		for _, w := range c.want {
			if !strings.Contains(html, w) {
				t.Errorf("%v: the page lacks %q", c.args, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(html, w) {
				t.Errorf("%v: the page has %q", c.args, w)
			}
		}
	}
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func unescape(s string) string {
	return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&amp;", "&", "&#34;", `"`, "&#39;", "'").Replace(s)
}
