package sim_test

// The multi-path mechanisms on every corpus kernel (the checked-in golden
// objects, compiled for IPDOM reconvergence): issue 12's acceptance.

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// Every branch reconverges at its IPDOM under pdom, dps and mp, so the
// same threads execute each instruction together whatever the order of
// the paths: the SIMD efficiency is identical. Early reconvergence only
// merges splits: mp-orec's is at least mp's. Every run that terminates
// leaves the memory mimd leaves. Interleaving the paths hides latency:
// mp takes no more cycles than pdom, and fewer on the kernels written
// with parallel paths around memory accesses (mp_*).
func TestMultipathCorpus(t *testing.T) {
	corpus.Sweep(t, "every corpus kernel under six mechanisms")
	names := []string{"pdom", "dps", "mp", "mp-orec", "aware", "mimd"}
	checked := 0
	for _, k := range corpusSources(t) {
		o := loadObj(t, k)
		res := map[string]*sim.Result{}
		for _, m := range names {
			r, err := mechs.Run(o, m, goldenLaunch(t, k), sim.DefaultConfig())
			if err != nil {
				t.Fatalf("%s/%s: %v", k.Name, m, err)
			}
			res[m] = r
		}
		ref := res["mimd"]
		if ref.Status != sim.StatusOK {
			t.Errorf("%s: mimd %s", k.Name, ref.Status)
			continue
		}
		// aware with IPDOM reconvergence, a short timeout and one entry
		// per table (every path through timeouts, spills and fills) and mp
		// with one split: every kernel ends with mimd's memory.
		for _, spec := range []string{"aware:timeout=50,st-entries=1,rt-entries=1", "mp:max-splits=1"} {
			r, err := mechs.Run(o, spec, goldenLaunch(t, k), sim.DefaultConfig())
			if err != nil {
				t.Fatalf("%s/%s: %v", k.Name, spec, err)
			}
			if strings.HasPrefix(spec, "aware:") && r.Status != sim.StatusOK {
				t.Errorf("%s: %s: %s", k.Name, spec, r.Status)
			}
			if r.Status == sim.StatusOK {
				if a, b := entryOf(t, r).Buffers, entryOf(t, ref).Buffers; !jsonEqual(a, b) {
					t.Errorf("%s: %s memory differs from mimd:\n%s\n%s", k.Name, spec, a, b)
				}
			}
		}
		for _, m := range names[1:5] {
			if r := res[m]; r.Status == sim.StatusOK {
				if a, b := entryOf(t, r).Buffers, entryOf(t, ref).Buffers; !jsonEqual(a, b) {
					t.Errorf("%s: %s memory differs from mimd:\n%s\n%s", k.Name, m, a, b)
				}
			}
		}
		pd := res["pdom"]
		if pd.Status != sim.StatusOK {
			continue
		}
		checked++
		for _, m := range []string{"dps", "mp", "mp-orec"} {
			if res[m].Status != sim.StatusOK {
				t.Errorf("%s: %s %s where pdom is ok", k.Name, m, res[m].Status)
			}
		}
		for _, m := range []string{"dps", "mp"} {
			if e := res[m].Stats.SIMDEfficiency; e != pd.Stats.SIMDEfficiency {
				t.Errorf("%s: %s SIMD efficiency %v, pdom %v", k.Name, m, e, pd.Stats.SIMDEfficiency)
			}
		}
		if a, b := res["mp-orec"].Stats.SIMDEfficiency, res["mp"].Stats.SIMDEfficiency; a < b {
			t.Errorf("%s: mp-orec SIMD efficiency %v < mp %v", k.Name, a, b)
		}
		mp, pc := res["mp"].Stats.Cycles, pd.Stats.Cycles
		if mp > pc || strings.Contains(k.Name, "/mp_") && mp >= pc {
			t.Errorf("%s: mp %d cycles, pdom %d", k.Name, mp, pc)
		}
	}
	if checked < 20 {
		t.Errorf("only %d kernels terminate under pdom", checked)
	}
}
