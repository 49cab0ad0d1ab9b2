package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/simtc/simtc/internal/chromium"
	"github.com/simtc/simtc/internal/trace"
)

// traceFile is a trace as the tests read it.
type traceFile struct {
	OtherData   map[string]any   `json:"otherData"`
	TraceEvents []map[string]any `json:"traceEvents"`
}

func readTrace(t *testing.T, path string) (*traceFile, []byte) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := trace.Validate(bytes.NewReader(b)); err != nil {
		t.Fatalf("%s is not a valid Trace Event Format file: %v", path, err)
	}
	var tf traceFile
	if err := json.Unmarshal(b, &tf); err != nil {
		t.Fatal(err)
	}
	return &tf, b
}

// TestRunTrace: run --trace on divergent kernels (nested divergence; a
// reduction with barriers and memory) under pdom, tf-stack, mp and dwf
// writes a file the Trace Event Format check accepts, and the file
// accounts for the run the --json report describes: the issues' active
// lanes add up to thread_instructions, one "diverge" per divergent branch,
// the mechanism events add up to its statistics, barrier waits where the
// kernel has barriers.
func TestRunTrace(t *testing.T) {
	dir := t.TempDir()
	for _, k := range []string{"mp_nested", "barrier_reduction"} {
		for _, mech := range []string{"pdom", "tf-stack", "mp", "dwf"} {
			t.Run(k+"/"+mech, func(t *testing.T) {
				file := filepath.Join(dir, k+"-"+mech+".json")
				src := filepath.Join("testdata", "kernels", k+".cl")
				code, out, errs := simtc(t, "run", "--machine", "gtx480", "--mech", mech, "--json", "--trace", file, src)
				if code != 0 {
					t.Fatalf("exit %d\n%s", code, errs)
				}
				var res struct {
					Status             string           `json:"status"`
					WarpInstructions   int64            `json:"warp_instructions"`
					ThreadInstructions int64            `json:"thread_instructions"`
					DivergentBranches  int64            `json:"divergent_branches"`
					BarrierReleases    int64            `json:"barrier_releases"`
					Cycles             int64            `json:"cycles"`
					Mech               map[string]int64 `json:"mechanism_stats"`
				}
				if err := json.Unmarshal([]byte(out), &res); err != nil {
					t.Fatal(err)
				}
				tf, _ := readTrace(t, file)
				if got := tf.OtherData["mechanism"]; got != mech {
					t.Errorf("otherData.mechanism = %v, want %s", got, mech)
				}
				var lanes, issues, diverge, begins, stalls int64
				mechSum := map[string]int64{}
				if st, ok := tf.OtherData["mechanism_stats_at_start"].(map[string]any); ok {
					for n, v := range st {
						mechSum[n] = int64(v.(float64))
					}
				}
				tracks := map[[2]float64]bool{}
				for _, e := range tf.TraceEvents {
					ts, _ := e["ts"].(float64)
					if e["ph"] != "M" && int64(ts) > res.Cycles {
						t.Errorf("event %v at ts %v after the run's %d cycles", e["name"], ts, res.Cycles)
					}
					args, _ := e["args"].(map[string]any)
					switch e["cat"] {
					case "issue":
						issues++
						lanes += int64(args["lanes"].(float64))
						if _, ok := args["pc"].(string); !ok {
							t.Errorf("issue without pc: %v", e)
						}
						if l, _ := args["line"].(string); !strings.Contains(l, k+".cl:") {
							t.Errorf("issue at %v without its source line: %v", args["pc"], e)
						}
						tracks[[2]float64{e["pid"].(float64), e["tid"].(float64)}] = true
					case "divergence":
						diverge++
					case "mechanism":
						mechSum[e["name"].(string)] += int64(args["count"].(float64))
					case "barrier":
						if e["ph"] == "B" {
							begins++
						}
					case "stall":
						stalls++
					}
				}
				if lanes != res.ThreadInstructions {
					t.Errorf("issues' active lanes add up to %d; thread_instructions %d", lanes, res.ThreadInstructions)
				}
				if mech != "dwf" && issues != res.WarpInstructions {
					// (a dwf issue is one event per home warp taking part)
					t.Errorf("%d issue events; warp_instructions %d", issues, res.WarpInstructions)
				}
				if diverge != res.DivergentBranches {
					t.Errorf("%d diverge events; divergent_branches %d", diverge, res.DivergentBranches)
				}
				if res.DivergentBranches == 0 {
					t.Errorf("the kernel did not diverge: not a test of divergence")
				}
				for n, v := range res.Mech {
					if strings.HasPrefix(n, "max_") {
						continue // combined by maximum: counters, not events
					}
					if mechSum[n] != v {
						t.Errorf("mechanism events %s add up to %d; mechanism_stats %d", n, mechSum[n], v)
					}
				}
				if res.BarrierReleases > 0 && begins < res.BarrierReleases {
					t.Errorf("%d barrier waits for %d barrier releases", begins, res.BarrierReleases)
				}
				if k == "barrier_reduction" && stalls == 0 {
					t.Errorf("no memory stall on gtx480's memory")
				}
				if want := len(tracks); want < 1 {
					t.Errorf("no issue track")
				}
			})
		}
	}
}

// TestRunTracePerThread: under mimd (threads issue one at a time) each thread that
// issued has a track of its own, named after it.
func TestRunTracePerThread(t *testing.T) {
	file := filepath.Join(t.TempDir(), "mimd.json")
	if code, _, errs := simtc(t, "run", "--mech", "mimd", "--trace", file, filepath.Join("testdata", "kernels", "mp_nested.cl")); code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	tf, _ := readTrace(t, file)
	names := map[string]bool{}
	for _, e := range tf.TraceEvents {
		if e["name"] == "thread_name" {
			names[e["args"].(map[string]any)["name"].(string)] = true
		}
	}
	for l := 0; l < 32; l++ {
		if n := "warp 0 thread " + strconv.Itoa(l); !names[n] {
			t.Errorf("no track %q", n)
		}
	}
}

// TestRunTraceNames: the processes and tracks are named by linear
// numbers for a 1-D launch ("block 1", "warp 3", and under mimd "warp 3
// thread 31", the lane) as they always were, and by (x,y,z) ids for an
// N-D one: "block (0,1,0)", each warp with the range of its threads in
// its block (x fastest) and the block's id, each thread of a per-thread
// track by its id; otherData gives an N-D launch's sizes. The files are
// valid traces (readTrace).
func TestRunTraceNames(t *testing.T) {
	life := filepath.Join("testdata", "ndim", "life.cl")
	reduction := filepath.Join("testdata", "kernels", "barrier_reduction.cl")
	stencil := filepath.Join("testdata", "ndim", "stencil3d.cl")
	for _, c := range []struct {
		name        string
		args        []string
		grid, block string            // otherData's, "" when absent
		want        map[[2]int]string // (pid, tid) → name; tid 0: the process
	}{
		{"1-D", []string{"--mech", "pdom", reduction}, "", "", map[[2]int]string{
			{0, 0}: "block 0", {1, 0}: "block 1", {3, 0}: "block 3",
			{1, 1}: "warp 2", {1, 2}: "warp 2 barrier", {1, 3}: "warp 3", {1, 4}: "warp 3 barrier"}},
		{"1-D/mimd", []string{"--mech", "mimd", reduction}, "", "", map[[2]int]string{
			{1, 0}: "block 1", {1, 1 + 34}: "warp 3", {1, 1 + 34 + 2 + 31}: "warp 3 thread 31"}},
		{"2-D", []string{"--mech", "pdom", "--grid", "1,2", "--block", "16,4", life}, "[1,2,1]", "[16,4,1]", map[[2]int]string{
			{0, 0}: "block (0,0,0)", {1, 0}: "block (0,1,0)",
			{0, 1}: "warp 0 (threads (0,0,0)-(15,1,0) of block (0,0,0))",
			{1, 1}: "warp 2 (threads (0,0,0)-(15,1,0) of block (0,1,0))",
			{1, 3}: "warp 3 (threads (0,2,0)-(15,3,0) of block (0,1,0))", {1, 4}: "warp 3 barrier"}},
		{"2-D/mimd", []string{"--mech", "mimd", "--grid", "1,2", "--block", "16,4", life}, "[1,2,1]", "[16,4,1]", map[[2]int]string{
			{1, 0}: "block (0,1,0)", {1, 1 + 34 + 2 + 31}: "warp 3 thread (15,3,0)", {1, 1 + 2 + 17}: "warp 2 thread (1,1,0)"}},
		{"3-D", []string{"--mech", "pdom", stencil}, "[2,2,2]", "[4,2,2]", map[[2]int]string{
			{7, 0}: "block (1,1,1)", {7, 1}: "warp 7 (threads (0,0,0)-(3,1,1) of block (1,1,1))"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "t.json")
			if code, _, errs := simtc(t, append([]string{"run", "--trace", file}, c.args...)...); code != 0 {
				t.Fatalf("exit %d\n%s", code, errs)
			}
			tf, _ := readTrace(t, file)
			got := map[[2]int]string{}
			for _, e := range tf.TraceEvents {
				if e["name"] == "process_name" || e["name"] == "thread_name" {
					got[[2]int{int(e["pid"].(float64)), int(e["tid"].(float64))}] = e["args"].(map[string]any)["name"].(string)
				}
			}
			for k, want := range c.want {
				if got[k] != want {
					t.Errorf("pid %d tid %d is named %q, want %q", k[0], k[1], got[k], want)
				}
			}
			for k, v := range map[string]string{"grid": c.grid, "block": c.block} {
				b, _ := json.Marshal(tf.OtherData[k])
				if tf.OtherData[k] == nil {
					b = nil
				}
				if string(b) != v {
					t.Errorf("otherData.%s = %s, want %q", k, b, v)
				}
			}
		})
	}
}

// TestRunTraceWindow: --trace-cycles A:B keeps what happens in the window,
// clipped; the file is still valid.
func TestRunTraceWindow(t *testing.T) {
	file := filepath.Join(t.TempDir(), "w.json")
	src := filepath.Join("testdata", "kernels", "barrier_reduction.cl")
	if code, _, errs := simtc(t, "run", "--machine", "gtx480", "--trace", file, "--trace-cycles", "200:400", src); code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	tf, _ := readTrace(t, file)
	n := 0
	for _, e := range tf.TraceEvents {
		if e["ph"] == "M" {
			continue
		}
		n++
		ts := e["ts"].(float64)
		end := ts
		if d, ok := e["dur"].(float64); ok {
			end += d
		}
		if ts < 200 || end > 401 {
			t.Errorf("%s %v at [%v, %v) outside cycles 200:400", e["ph"], e["name"], ts, end)
		}
	}
	if n == 0 {
		t.Error("nothing in the window")
	}
}

// TestRunTraceDeadlock: a barrier wait that is never released ends with
// the run (released=false): no unmatched begin.
func TestRunTraceDeadlock(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dl.json")
	code, _, _ := simtc(t, "run", "--mech", "pdom", "--trace", file, filepath.Join("testdata", "kernels", "divergent_barrier.cl"))
	if code != exitDeadlock {
		t.Fatalf("exit %d, want %d (deadlock)", code, exitDeadlock)
	}
	tf, _ := readTrace(t, file)
	if tf.OtherData["status"] != "deadlock" {
		t.Errorf("otherData.status = %v", tf.OtherData["status"])
	}
	unreleased := 0
	for _, e := range tf.TraceEvents {
		if e["ph"] == "E" && e["args"].(map[string]any)["released"] == false {
			unreleased++
		}
	}
	if unreleased == 0 {
		t.Error("no barrier wait marked released=false in a barrier deadlock")
	}
}

// TestRunTraceFlags: the trace flags' errors are one line each, exit 2.
func TestRunTraceFlags(t *testing.T) {
	src := filepath.Join("testdata", "kernels", "mp_nested.cl")
	for _, args := range [][]string{
		{"--trace-cycles", "1:2"},
		{"--trace", "/dev/null", "--trace-cycles", "5:2"},
		{"--trace", "/dev/null", "--trace-cycles", "x"},
		{"--trace", "/dev/null", "--explore"},
	} {
		code, _, errs := simtc(t, append(append([]string{"run"}, args...), src)...)
		if code != exitInput || !strings.Contains(errs, "--trace") || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and one line naming the flag", args, code, errs, exitInput)
		}
	}
}

// speedscope returns the index.html of the speedscope viewer (the npm
// package speedscope: `npm install -g speedscope`, which .ci/run does),
// or skips the test.
func speedscope(t *testing.T) string {
	t.Helper()
	var roots []string
	if d := os.Getenv("SIMTC_SPEEDSCOPE"); d != "" {
		roots = append(roots, d)
	}
	if npm, err := exec.LookPath("npm"); err == nil {
		if out, err := exec.Command(npm, "root", "-g").Output(); err == nil {
			roots = append(roots, filepath.Join(strings.TrimSpace(string(out)), "speedscope"))
		}
	}
	for _, r := range roots {
		p := filepath.Join(r, "dist", "release", "index.html")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skip("the speedscope viewer is not installed (npm install -g speedscope; .ci/run installs it): not opening a trace in a viewer")
	return ""
}

// TestTraceOpensInViewer loads a trace into a real Trace Event Format
// viewer, offline: speedscope in headless Chromium, as its command line
// does (the file as a script calling speedscope.loadFileFromBase64). The
// viewer must have imported the file (its title becomes the file's name)
// and made one profile per track with slices (its thread selector shows
// "block 0 (pid 0), warp 0 (tid 1) (1/N)").
func TestTraceOpensInViewer(t *testing.T) {
	browser := chromium.Browser(t, "that a trace opens in a viewer")
	viewer := speedscope(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "reduction-mp.json")
	if code, _, errs := simtc(t, "run", "--machine", "gtx480", "--mech", "mp", "--trace", file, filepath.Join("testdata", "kernels", "barrier_reduction.cl")); code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	tf, b := readTrace(t, file)
	tracks := map[[2]float64]bool{}
	for _, e := range tf.TraceEvents {
		if e["ph"] == "X" || e["ph"] == "B" {
			tracks[[2]float64{e["pid"].(float64), e["tid"].(float64)}] = true
		}
	}
	js := filepath.Join(dir, "profile.js")
	name, _ := json.Marshal(filepath.Base(file))
	data, _ := json.Marshal(base64.StdEncoding.EncodeToString(b))
	if err := os.WriteFile(js, []byte("speedscope.loadFileFromBase64("+string(name)+", "+string(data)+")"), 0o644); err != nil {
		t.Fatal(err)
	}
	dom := chromium.DumpDOM(t, browser, "file://"+viewer+"#localProfilePath="+js, 1400, 900, "--virtual-time-budget=10000")
	if !bytes.Contains(dom, []byte("<title>reduction-mp.json - speedscope</title>")) {
		t.Fatalf("speedscope did not import the trace (title):\n%.2000s", dom)
	}
	want := "block 0 (pid 0), warp 0 (tid 1) <span class=\"" // then "(1/N)"
	i := bytes.Index(dom, []byte(want))
	if i < 0 {
		t.Fatalf("speedscope shows no profile for warp 0's track:\n%.3000s", dom)
	}
	m := regexp.MustCompile(`^[^>]*>\(1/(\d+)\)`).FindSubmatch(dom[i+len(want)-len(`<span class="`):])
	if m == nil || string(m[1]) != strconv.Itoa(len(tracks)) {
		t.Errorf("speedscope made %s profiles; the trace has %d tracks with slices", m, len(tracks))
	}
}
