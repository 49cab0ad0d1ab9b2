package sim

// Hooks into the machine for the external tests (package sim_test, which
// can import the mechanisms: sim/mechs).

import (
	"fmt"

	"github.com/simtc/simtc/sim/isa"
)

// machineFor builds the machine of a launch, not yet run, and its result.
func machineFor(o *isa.Object, m Mech, l *Launch, cfg Config) (*machine, *Result, error) {
	build, err := prepare(o, m, l, cfg)
	if err != nil {
		return nil, nil, err
	}
	return build()
}

// ParallelWhy runs a launch with the parallel engine alone and says why
// it gave up: "" when it did not (the result is the parallel run's),
// "serial" when the launch is not simulated in parallel.
func ParallelWhy(o *isa.Object, m Mech, l *Launch, cfg Config) (*Result, string, error) {
	mc, res, err := machineFor(o, m, l, cfg)
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

// ParallelNoSpin is ParallelWhy with the run's goroutines sleeping as
// soon as they wait (no polling: parSpin).
func ParallelNoSpin(o *isa.Object, m Mech, l *Launch, cfg Config) (*Result, string, error) {
	mc, res, err := machineFor(o, m, l, cfg)
	if err != nil {
		return nil, "", err
	}
	if !mc.parallelOK() {
		return nil, "serial", nil
	}
	mc.parNoSpin = true
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
	mc, res, err := machineFor(o, m, l, cfg)
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

// RowHashMismatches runs a launch serially with regsHash checking every
// register row it takes from its snapshot (not marked in rowDirty since
// its last look) against the registers, and returns each row that had
// changed unmarked ("warp W r R at cycle T") and how many times regsHash
// ran on a register-major warp.
func RowHashMismatches(o *isa.Object, m Mech, l *Launch, cfg Config) ([]string, int, error) {
	mc, res, err := machineFor(o, m, l, cfg)
	if err != nil {
		return nil, 0, err
	}
	mc.checkRows = true
	mc.run(res)
	var bad []string
	for _, x := range mc.rowMisses {
		bad = append(bad, fmt.Sprintf("warp %d r%d at cycle %d", x.warp, x.reg, x.t))
	}
	return bad, mc.rowChecks, nil
}

// RunLockstep runs a launch on the serial engine alone (machine.run,
// lockstep), whatever cfg.Jobs: the reference the windowed engine
// (parallel.go) is held to.
func RunLockstep(o *isa.Object, m Mech, l *Launch, cfg Config) (*Result, error) {
	mc, res, err := machineFor(o, m, l, cfg)
	if err != nil {
		return nil, err
	}
	mc.run(res)
	return res, nil
}
