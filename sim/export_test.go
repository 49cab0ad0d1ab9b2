package sim

// Hooks into the machine for the external tests (package sim_test, which
// can import the mechanisms: sim/mechs).

import (
	"fmt"

	"github.com/simtc/simtc/sim/isa"
)

// ParallelWhy runs a launch with the parallel engine alone and says why
// it gave up: "" when it did not (the result is the parallel run's),
// "serial" when the launch is not simulated in parallel.
func ParallelWhy(o *isa.Object, m Mech, l *Launch, cfg Config) (*Result, string, error) {
	build, err := prepare(o, m, l, cfg)
	if err != nil {
		return nil, "", err
	}
	mc, res, err := build()
	if err != nil {
		return nil, "", err
	}
	if !mc.parallelOK() {
		return nil, "serial", nil
	}
	if !mc.runParallel(res) {
		return res, mc.parWhy, nil
	}
	return res, "", nil
}

// PrivHashMismatches runs a launch serially and returns, for every
// resident warp at the end whose incremental private-memory hash
// (privhash.go) differs from its memory hashed from scratch, "warp W lane
// L"; and how many lanes were compared.
func PrivHashMismatches(o *isa.Object, m Mech, l *Launch, cfg Config) ([]string, int, error) {
	build, err := prepare(o, m, l, cfg)
	if err != nil {
		return nil, 0, err
	}
	mc, res, err := build()
	if err != nil {
		return nil, 0, err
	}
	mc.run(res)
	var bad []string
	n := 0
	for _, c := range mc.cores {
		for _, w := range c.warps {
			if w.ph == nil {
				continue
			}
			for ln := range w.ph {
				n++
				if w.ph[ln] != privHashOf(mc.privCopy(w, ln)) {
					bad = append(bad, fmt.Sprintf("warp %d lane %d", w.ID, ln))
				}
			}
		}
	}
	return bad, n, nil
}
