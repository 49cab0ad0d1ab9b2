package sim

// Hooks into the machine for the external tests (package sim_test, which
// can import the mechanisms: sim/mechs).

import "github.com/simtc/simtc/sim/isa"

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
