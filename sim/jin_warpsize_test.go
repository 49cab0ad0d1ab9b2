package sim_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// TestJinWarpSizes: every bundled kernel without synchronization ends ok
// under hws, dwf, en-dwf, en-dwf-hws and its at warp sizes 4 to 64, with
// mimd's final memory (quarters of a quarter-warp each: 1 to 16 lanes).
func TestJinWarpSizes(t *testing.T) {
	corpus.Sweep(t, "corpus kernels under the warp-size mechanisms at warp sizes 4 to 64")
	n := 0
	for _, k := range corpusSources(t) {
		src, err := os.ReadFile(filepath.Join("..", "testdata", filepath.FromSlash(k.Name)))
		if err != nil {
			t.Fatal(err)
		}
		if hasSync(string(src)) {
			continue
		}
		o := loadObj(t, k)
		n++
		for _, ws := range []int{4, 8, 16, 32, 64} {
			l := goldenLaunch(t, k)
			l.Warp = ws
			ref, err := mechs.Run(o, "mimd", l, sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			for _, mech := range []string{"hws", "dwf", "en-dwf", "en-dwf-hws", "its"} {
				r, err := mechs.Run(o, mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatalf("%s/%s/warp %d: %v", k.Name, mech, ws, err)
				}
				if r.Status != sim.StatusOK || !sameBuffers(r, ref) {
					t.Errorf("%s under %s at warp size %d: %s (same memory as mimd: %v) %v", k.Name, mech, ws, r.Status, sameBuffers(r, ref), r.Diagnosis)
				}
			}
		}
	}
	if n < 10 {
		t.Errorf("only %d kernels", n)
	}
}
