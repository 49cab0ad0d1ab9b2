package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The simulator flags of simtc run (issues 10 and 19).
func TestRunSimulatorFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"run", "--mech", "help"}, 0, "pdom       single-path IPDOM"},
		{[]string{"run", "--mech", "help"}, 0, "(parameters: path-order)"},
		{[]string{"run", "--sched", "fifo", "testdata/kernels/vecadd.cl"}, exitInput, `--sched "fifo": want one of glrr, gtlrr, gto, lrr, majority`},
		{[]string{"run", "--path-order", "left", "testdata/kernels/vecadd.cl"}, exitInput, "--path-order: parameter path-order: want taken or fallthrough"},
		{[]string{"run", "--mech", "mimd", "--path-order", "taken", "testdata/kernels/vecadd.cl"}, exitInput, "mechanism mimd does not accept the parameter path-order"},
		{[]string{"run", "--watchdog", "0", "testdata/kernels/vecadd.cl"}, exitInput, "--watchdog 0"},
		{[]string{"run", "--max-cycles", "-5", "testdata/kernels/vecadd.cl"}, exitInput, "--max-cycles -5"},
		{[]string{"run", "--sched", "lrr", "testdata/kernels/vecadd.cl"}, 0, "mechanism pdom: ok"},
		{[]string{"run", "--path-order", "fallthrough", "testdata/kernels/mp_ifelse.cl"}, 0, "pdom parameter path-order            fallthrough"},
		{[]string{"run", "--help"}, 0, "deadlock means no thread can ever make progress"},
		{[]string{"run", "--help"}, 0, "--estimate runs the kernel a second time"},
		{[]string{"run", "--mech", "help"}, 0, "(parameters: path-order, simd-width)"},
		{[]string{"run", "--simd-width", "4", "testdata/kernels/vecadd.cl"}, exitInput, "--simd-width: mechanism pdom does not accept the parameter simd-width"},
		{[]string{"run", "--mech", "hws", "--simd-width", "0", "testdata/kernels/vecadd.cl"}, exitInput, "--simd-width: parameter simd-width: want a positive integer"},
		{[]string{"run", "--mech", "hws", "--simd-width", "64", "testdata/kernels/vecadd.cl"}, exitInput, "--simd-width: mechanism hws: parameter simd-width: 64 exceeds the warp size 32"},
		{[]string{"run", "--mech", "hws", "--warp", "8", "--simd-width", "16", "testdata/kernels/vecadd.cl"}, exitInput, "parameter simd-width: 16 exceeds the warp size 8"},
		{[]string{"run", "--estimate", "testdata/kernels/vecadd.cl"}, exitInput, "--estimate: mechanism pdom has no hybrid-warp-size baseline"},
		{[]string{"run", "--mech", "hws", "--estimate", "testdata/kernels/mandelbrot.cl"}, 0, "hws estimate (Jin 2012, equation 6.1): speedup 1.921; measured: 1.313 (pdom 25453 cycles at SIMD width 8, hws 19390 cycles)"},
		{[]string{"run", "--mech", "en-dwf-hws", "--simd-width", "16", "testdata/kernels/mandelbrot.cl"}, 0, "mechanism en-dwf-hws: ok"},
		{[]string{"run", "--mech", "help"}, 0, "(parameters: no-sp)"},
		{[]string{"run", "--mech", "pdom", "--no-sp", "testdata/kernels/vecadd.cl"}, exitInput, "mechanism pdom does not accept the parameter no-sp"},
		{[]string{"run", "--mech", "minpc", "--no-sp", "--no-inline", "testdata/kernels/collange_listing1.cl"}, 0, "mechanism minpc: ok"},
		{[]string{"run", "--mech", "tf-stack", "testdata/kernels/tf_fig1.cl"}, 0, "mechanism tf-stack: ok"},
		{[]string{"run", "--mech", "tf-sandy", "--json", "testdata/kernels/tf_exc_loop.cl"}, 0, `"wasted_issue_slots":7`},
	} {
		code, out, errs := simtc(t, tt.args...)
		if code != tt.code || !strings.Contains(out+errs, tt.want) {
			t.Errorf("simtc %v: exit %d (want %d), output lacks %q:\n%s%s", tt.args, code, tt.code, tt.want, out, errs)
		}
	}
}

// The path order changes which path runs first, not the results; it is
// recorded in the mechanism's parameters.
func TestRunPathOrder(t *testing.T) {
	var res [2]map[string]any
	for i, order := range []string{"taken", "fallthrough"} {
		code, out, errs := simtc(t, "run", "--json", "--path-order", order, "testdata/kernels/mp_nested.cl")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", order, code, errs)
		}
		if err := json.Unmarshal([]byte(out), &res[i]); err != nil {
			t.Fatal(err)
		}
		if p, _ := res[i]["mechanism_params"].(map[string]any); p["path-order"] != order {
			t.Errorf("mechanism_params %v, want path-order %s", res[i]["mechanism_params"], order)
		}
	}
	a, _ := json.Marshal(res[0]["buffers"])
	b, _ := json.Marshal(res[1]["buffers"])
	if string(a) != string(b) {
		t.Errorf("buffers differ:\n%s\n%s", a, b)
	}
}

// The no-write watchdog is its own status, exit 3, never called deadlock.
func TestRunWatchdog(t *testing.T) {
	code, out, _ := simtc(t, "run", "--json", "--watchdog", "50", "--mech", "mimd", "testdata/kernels/mandelbrot.cl")
	if code != exitDeadlock || !strings.Contains(out, `"status":"watchdog"`) || !strings.Contains(out, `"snapshot":true`) {
		t.Errorf("exit %d: %.300s", code, out)
	}
}

// --estimate: equation 6.1 from the hws run's warp distribution, next to
// the speedup over pdom at a SIMD width of one quarter-warp.
func TestRunEstimate(t *testing.T) {
	var est struct {
		Quarters  int       `json:"quarters"`
		Fractions []float64 `json:"fractions"`
		Estimated float64   `json:"estimated_speedup"`
		Baseline  string    `json:"baseline"`
		SIMDWidth int       `json:"simd_width"`
		BStatus   string    `json:"baseline_status"`
		BCycles   int64     `json:"baseline_cycles"`
		Cycles    int64     `json:"cycles"`
		Measured  float64   `json:"measured_speedup"`
	}
	for _, tc := range []struct {
		args     []string
		baseline string
		width    int
	}{
		{[]string{"--mech", "hws"}, "pdom", 8},
		{[]string{"--mech", "hws", "--simd-width", "4"}, "pdom", 4},
		{[]string{"--mech", "en-dwf-hws", "--warp", "16"}, "en-dwf", 4},
	} {
		args := append(append([]string{"run", "--json", "--estimate"}, tc.args...), "testdata/kernels/short_circuit.cl")
		code, out, errs := simtc(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, errs)
		}
		var res struct {
			Cycles int64           `json:"cycles"`
			Est    json.RawMessage `json:"hws_estimate"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("%v: %v\n%s", tc.args, err, out)
		}
		if err := json.Unmarshal(res.Est, &est); err != nil {
			t.Fatalf("%v: %v\n%s", tc.args, err, out)
		}
		sum := 0.0
		for _, f := range est.Fractions {
			sum += f
		}
		if est.Baseline != tc.baseline || est.SIMDWidth != tc.width || est.BStatus != "ok" || est.Cycles != res.Cycles ||
			est.Quarters != len(est.Fractions) || sum < 0.999 || sum > 1.001 || est.Estimated < 1 {
			t.Errorf("%v: %s", tc.args, res.Est)
		}
		if m := float64(est.BCycles) / float64(est.Cycles); est.Measured != m || m <= 1 {
			t.Errorf("%v: measured speedup %v, baseline %d cycles, %d cycles", tc.args, est.Measured, est.BCycles, est.Cycles)
		}
	}
}

// --no-sp changes minpc's arbitration under --no-inline (Collange's Listing
// 1): the block after the if runs twice, so more warp instructions issue.
func TestRunNoSP(t *testing.T) {
	var wi [2]float64
	for i, args := range [][]string{{"run", "--json", "--mech", "minpc", "--no-inline"}, {"run", "--json", "--mech", "minpc", "--no-inline", "--no-sp"}} {
		code, out, errs := simtc(t, append(args, "testdata/kernels/collange_listing1.cl")...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		var res map[string]any
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatal(err)
		}
		wi[i], _ = res["warp_instructions"].(float64)
	}
	if wi[0] == 0 || wi[1] <= wi[0] {
		t.Errorf("warp instructions %v with sp, %v without: want more without", wi[0], wi[1])
	}
}
