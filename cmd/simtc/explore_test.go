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

// TestRunExploreSeeds: the lock-order inversion of
// internal/explore/testdata/lock_order.cl finishes under every
// deterministic schedule (--seeds 0) and deadlocks under some seeded mimd
// interleaving; the printed replay flags reproduce the deadlock through
// plain simtc run, twice with the same output. --seed needs --sched
// random, and --seeds a count.
func TestRunExploreSeeds(t *testing.T) {
	const file = "internal/explore/testdata/lock_order.cl"
	code, out, errs := simtc(t, "run", "--explore", "--seeds", "0", file)
	if code != 0 || !strings.HasPrefix(out, "ok (28 of 28 schedules)") {
		t.Errorf("--seeds 0: exit %d, want 0; stdout:\n%s\nstderr:\n%s", code, out, errs)
	}
	code, out, errs = simtc(t, "run", "--explore", file)
	if code != exitDeadlock || !strings.Contains(out, "sched=random") {
		t.Fatalf("exit %d, want %d; stdout:\n%s\nstderr:\n%s", code, exitDeadlock, out, errs)
	}
	_, replay, ok := strings.Cut(out, "replay: simtc ")
	if !ok {
		t.Fatalf("no replay line:\n%s", out)
	}
	replay, _, _ = strings.Cut(replay, "\n")
	args := strings.Fields(replay)
	if args[len(args)-1] != file {
		t.Fatalf("replay %q does not end with the file", replay)
	}
	if !strings.Contains(replay, "--sched random --seed ") && !strings.Contains(replay, "--seed ") {
		t.Fatalf("replay %q has no seed", replay)
	}
	var first string
	for range 2 {
		code, out, errs := simtc(t, args...)
		if code != exitDeadlock || !strings.Contains(out, "deadlock") {
			t.Fatalf("simtc %s: exit %d, want %d; stdout:\n%s\nstderr:\n%s", strings.Join(args, " "), code, exitDeadlock, out, errs)
		}
		if first == "" {
			first = out
		} else if out != first {
			t.Errorf("simtc %s: two runs differ", strings.Join(args, " "))
		}
	}
	if code, _, _ := simtc(t, "run", "--mech", "mimd", file); code != 0 {
		t.Errorf("plain mimd: exit %d, want 0", code)
	}
	for _, bad := range [][]string{{"--seed", "1"}, {"--explore", "--seeds", "-1"}, {"--sched", "random", "--seed", "x"}, {"--seeds", "2"}} {
		if code, _, _ := simtc(t, append(append([]string{"run"}, bad...), file)...); code != exitInput {
			t.Errorf("run %s: exit %d, want %d", strings.Join(bad, " "), code, exitInput)
		}
	}
}
