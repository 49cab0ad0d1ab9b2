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
		{[]string{"run", "--mech", "help"}, 0, "(settings: path-order)"},
		{[]string{"run", "--sched", "fifo", "testdata/kernels/vecadd.cl"}, exitInput, `--sched "fifo": want one of gtlrr, gto, lrr`},
		{[]string{"run", "--path-order", "left", "testdata/kernels/vecadd.cl"}, exitInput, "--path-order: setting path-order: want taken or fallthrough"},
		{[]string{"run", "--mech", "mimd", "--path-order", "taken", "testdata/kernels/vecadd.cl"}, exitInput, "mechanism mimd does not accept the setting path-order"},
		{[]string{"run", "--watchdog", "0", "testdata/kernels/vecadd.cl"}, exitInput, "--watchdog 0"},
		{[]string{"run", "--max-cycles", "-5", "testdata/kernels/vecadd.cl"}, exitInput, "--max-cycles -5"},
		{[]string{"run", "--sched", "lrr", "testdata/kernels/vecadd.cl"}, 0, "mechanism pdom: ok"},
		{[]string{"run", "--path-order", "fallthrough", "testdata/kernels/mp_ifelse.cl"}, 0, "path order"},
		{[]string{"run", "--help"}, 0, "deadlock means no thread can ever make progress"},
	} {
		code, out, errs := simtc(t, tt.args...)
		if code != tt.code || !strings.Contains(out+errs, tt.want) {
			t.Errorf("simtc %v: exit %d (want %d), output lacks %q:\n%s%s", tt.args, code, tt.code, tt.want, out, errs)
		}
	}
}

// The path order changes which path runs first, not the results; it is
// recorded in the statistics.
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
		if res[i]["path_order"] != order {
			t.Errorf("path_order %v, want %s", res[i]["path_order"], order)
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
