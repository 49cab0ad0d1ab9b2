package sim_test

import "testing"

// The simulation speed of the issue-13 mechanisms on the divergent
// Collatz loop (8 warps on one core), next to BenchmarkDivergent (pdom).
func BenchmarkJinMechanisms(b *testing.B) {
	for _, mech := range []string{"pdom", "hws", "dwf", "en-dwf", "en-dwf-hws", "its"} {
		b.Run(mech, func(b *testing.B) {
			benchRun(b, divergentLoop(b), mech, "grid=4 block=256 out=int32[1024]")
		})
	}
}
