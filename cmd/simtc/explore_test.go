package main

import (
	"strings"
	"testing"
)

// TestRunExplore: simtc run --explore reports the deadlock of the spin lock
// that shares its loop header under some schedules (exit 3), and with
// --ssde only ok runs with the original's memory (exit 0).
func TestRunExplore(t *testing.T) {
	code, out, errs := simtc(t, "run", "--explore", "testdata/lint/spin_shared_header.cl")
	if code != exitDeadlock || !strings.Contains(out, "deadlock: ") || !strings.Contains(out, "mech=pdom path=taken sched=gto warp=32") {
		t.Errorf("exit %d, want %d; stdout:\n%s\nstderr:\n%s", code, exitDeadlock, out, errs)
	}
	code, out, errs = simtc(t, "run", "--explore", "--ssde", "testdata/lint/spin_shared_header.cl")
	if code != 0 || !strings.HasPrefix(out, "ok (36 of 36 schedules)") {
		t.Errorf("--ssde: exit %d, want 0; stdout:\n%s\nstderr:\n%s", code, out, errs)
	}
	if code, _, _ := simtc(t, "run", "--explore", "nosuch.simt"); code != exitInput {
		t.Errorf("an object file: exit %d, want %d", code, exitInput)
	}
}
