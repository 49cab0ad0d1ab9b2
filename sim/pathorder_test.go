package sim_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
)

// A one-sided wait: thread 0 sets a flag the other threads of its warp
// wait for. Under the IPDOM stack the verdict depends on which path runs
// first: if the waiting path runs first it spins forever (a SIMT
// deadlock), if the setting path runs first everyone finishes. Exactly one
// of the two path orders deadlocks, and mimd always finishes.
func TestPathOrderDecidesOneSidedWait(t *testing.T) {
	o := compileMiniC(t, "onesided.cl", `
kernel void onesided(volatile global int *flag, global int *out) {
    int tid = get_local_id(0);
    if (tid == 0) {
        *flag = 1;
    } else {
        while (*flag == 0) {}
    }
    out[tid] = 1;
}`)
	launch := "grid=1 block=32 flag=int32[1] out=int32[32]"
	status := map[string]sim.Status{}
	for _, order := range []string{"taken", "fallthrough"} {
		r := runLaunch(t, o, "pdom:path-order="+order, launch, sim.DefaultConfig())
		status[order] = r.Status
		if len(r.Params) != 1 || r.Params[0].Name != "path-order" || r.Params[0].Text != order {
			t.Errorf("%s: mechanism parameters %+v", order, r.Params)
		}
		if r.Status == sim.StatusOK && r.Buffer("out").Int(31) != 1 {
			t.Errorf("%s: out[31] = %d", order, r.Buffer("out").Int(31))
		}
	}
	if (status["taken"] == sim.StatusDeadlock) == (status["fallthrough"] == sim.StatusDeadlock) ||
		status["taken"] == sim.StatusMaxCycles || status["fallthrough"] == sim.StatusMaxCycles {
		t.Errorf("taken first: %s, fall-through first: %s; want one ok and one deadlock", status["taken"], status["fallthrough"])
	}
	// Without the parameter, pdom runs the taken path first and says so.
	if r := runLaunch(t, o, "pdom", launch, sim.DefaultConfig()); r.Status != status["taken"] || fmt.Sprint(r.Params) != "[{path-order taken <nil>}]" {
		t.Errorf("pdom: %s, parameters %v; want %s, path-order taken", r.Status, r.Params, status["taken"])
	}
	if r := runLaunch(t, o, "mimd", launch, sim.DefaultConfig()); r.Status != sim.StatusOK {
		t.Errorf("mimd: %s", r.Status)
	}
}

// simtc:expect metric expectations.
func TestMetricExpectations(t *testing.T) {
	r := runLaunch(t, straight(t), "pdom", "grid=1 block=32 out=int32[32]", sim.DefaultConfig())
	wi := r.Stats.WarpInstructions
	for _, tc := range []struct {
		text string
		fail bool
	}{
		{"mech=pdom warp_instructions=" + itoa(wi) + " simd_efficiency>=0.9", false},
		{"mech=pdom warp_instructions=" + itoa(wi+1), true},
		{"mech=mimd warp_instructions=1", false}, // about another mechanism
		{"cycles>0 cycles<1000000", false},
		{"simd_efficiency<0.5", true},
		{"max_stack_depth=1 reconvergences=0", false}, // the mechanism's named statistics
		{"mech=pdom nonsense=3", true},
		{"cycles!=" + itoa(r.Stats.Cycles), true},
	} {
		e, err := harness.ParseExpect(tc.text)
		if err != nil {
			t.Errorf("%s: %v", tc.text, err)
			continue
		}
		if e.Kind != harness.ExpectMetric {
			t.Errorf("%s: kind %v", tc.text, e.Kind)
		}
		errs := harness.Check([]harness.Expect{e}, r)
		if (len(errs) > 0) != tc.fail {
			t.Errorf("%s: errors %v, want failure %v", tc.text, errs, tc.fail)
		}
	}
	for _, bad := range []string{"mech=pdom", "cycles>=x", "mech=pdom 3=4", "mech=pdom cycles~3", "mech= cycles=1"} {
		if _, err := harness.ParseExpect(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// A buffer expectation stays one.
	if e, err := harness.ParseExpect("out=[1,2]"); err != nil || e.Kind != harness.ExpectBuffer {
		t.Errorf("out=[1,2]: %v %v", e.Kind, err)
	}
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }
