package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A lock whose spinning threads count their attempts never repeats its
// state: under pdom it runs into the cycle limit (a livelock), not a
// proven deadlock.
const livelockKernel = `// simtc:launch grid=1 block=32 lock=int32[1] out=int32[1]
kernel void k(global int *lock, global int *out) {
  int spins = 0;
  while (atomic_cmpxchg(lock, 0, 1) != 0) { spins++; }
  out[0] += spins & 1;
  atomic_xchg(lock, 0);
}
`

// simtc run --explore honours --max-cycles (livelocking schedules stop
// there, not at the default 10^9 cycles), heads a cycle-limit outcome
// max-cycles (never deadlock), prints JSON with --json, and its replay
// lines carry the launch flags the user gave, so that they run.
func TestExploreFlags(t *testing.T) {
	k := filepath.Join(t.TempDir(), "livelock.cl")
	if err := os.WriteFile(k, []byte(livelockKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"run", "--explore", "--seeds", "0", "--max-cycles", "20000", "--grid", "1", "--block", "32", "--arg", "out=int32[1]:5", k}
	code, out, errs := simtc(t, args...)
	if code != exitDeadlock {
		t.Fatalf("exit %d, want 3\n%s%s", code, out, errs)
	}
	if !strings.Contains(out, "max-cycles: ") || strings.Contains(out, "deadlock: the cycle limit") {
		t.Errorf("no max-cycles outcome, or one headed deadlock:\n%s", out)
	}
	var replay string
	for _, line := range strings.Split(out, "\n") {
		if r, ok := strings.CutPrefix(strings.TrimSpace(line), "replay: simtc "); ok && replay == "" {
			replay = r
		}
	}
	for _, want := range []string{"--grid 1", "--block 32", "--arg out=int32[1]:5", "--max-cycles 20000", k} {
		if !strings.Contains(replay, want) {
			t.Errorf("replay %q lacks %q", replay, want)
		}
	}
	// The replay runs the schedule: the same status.
	if code, rout, rerrs := simtc(t, strings.Fields(replay)...); code != exitDeadlock || !strings.Contains(rout, ": max-cycles") {
		t.Errorf("replay %q: exit %d\n%s%s", replay, code, rout, rerrs)
	}

	code, js, errs := simtc(t, append([]string{"run", "--json"}, args[1:]...)...)
	if code != exitDeadlock {
		t.Fatalf("--json: exit %d\n%s", code, errs)
	}
	kinds := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(js), "\n") {
		var o struct {
			Kind      string
			Schedules []string
			Of        int
			Replay    string
		}
		if err := json.Unmarshal([]byte(line), &o); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		kinds[o.Kind] = true
		if o.Of != 28 || len(o.Schedules) == 0 || o.Kind != "ok" && !strings.Contains(o.Replay, "--max-cycles 20000") {
			t.Errorf("outcome %+v", o)
		}
	}
	if !kinds["max-cycles"] || !kinds["ok"] || kinds["deadlock"] {
		t.Errorf("outcome kinds %v, want max-cycles and ok", kinds)
	}
}
