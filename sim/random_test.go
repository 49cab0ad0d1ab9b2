package sim_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/simtc/simtc/sim"
)

// TestRandomScheduler: the seeded random scheduler (random.go) on a lost
// update (two threads of each block read a counter, then write it plus
// one, without an atomic). mimd's round-robin always loses one update
// (both read before either writes); some seeds let one thread finish its
// update before the other reads, so the counter is 2. Each seed gives the
// same result twice, and the same result with --jobs 2 (the random
// scheduler runs serially); pdom under the random scheduler computes what
// it computes under gto.
func TestRandomScheduler(t *testing.T) {
	o := compileMiniC(t, "lost.cl", `
kernel void lost(global int *c, global int *out) {
    int tid = get_local_id(0);
    int b = get_group_id(0);
    if (tid < 2) {
        int v = c[b];
        c[b] = v + 1;
    }
    out[b * 32 + tid] = tid + b;
}`)
	launch := "grid=4 block=32 c=int32[4] out=int32[128]"
	plain := runLaunch(t, o, "mimd", launch, sim.DefaultConfig())
	if plain.Status != sim.StatusOK || plain.Buffer("c").Int(0) != 1 {
		t.Fatalf("mimd: %s, c[0] = %d; want ok and 1 (the round-robin order loses an update)", plain.Status, plain.Buffer("c").Int(0))
	}
	seen := map[int64]bool{}
	cycles := map[int64]bool{}
	for seed := uint64(1); seed <= 16; seed++ {
		cfg := sim.DefaultConfig()
		cfg.Scheduler, cfg.Seed = sim.SchedRandom, seed
		var first []byte
		for _, jobs := range []int{1, 1, 2} {
			cfg.Jobs = jobs
			r := runLaunch(t, o, "mimd", launch, cfg)
			if r.Status != sim.StatusOK {
				t.Fatalf("seed %d: %s", seed, r.Status)
			}
			js, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = js
				for b := 0; b < 4; b++ {
					seen[r.Buffer("c").Int(b)] = true
				}
				cycles[r.Stats.Cycles] = true
			} else if !bytes.Equal(js, first) {
				t.Errorf("seed %d, jobs %d: the result differs from the first run", seed, jobs)
			}
		}
	}
	if !seen[1] || !seen[2] || len(seen) != 2 {
		t.Errorf("counter values over 16 seeds × 4 blocks: %v; want both 1 and 2", seen)
	}
	if len(cycles) < 8 {
		t.Errorf("only %d distinct cycle counts over 16 seeds", len(cycles))
	}
	want := runLaunch(t, o, "pdom", launch, sim.DefaultConfig())
	for seed := uint64(1); seed <= 4; seed++ {
		cfg := sim.DefaultConfig()
		cfg.Scheduler, cfg.Seed = sim.SchedRandom, seed
		r := runLaunch(t, o, "pdom", launch, cfg)
		if r.Status != sim.StatusOK || !bytes.Equal(r.Buffer("out").Data, want.Buffer("out").Data) {
			t.Errorf("pdom, seed %d: %s, out differs from gto's", seed, r.Status)
		}
	}
}
