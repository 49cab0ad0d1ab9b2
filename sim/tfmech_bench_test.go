package sim_test

import "testing"

// BenchmarkDivergentTF: the divergent loop of BenchmarkDivergent under the
// thread-frontier and stack-less mechanisms, beside pdom (simulator speed
// and SIMD efficiency; the code is generic, so tf-stack checks
// re-convergence at every instruction and tf-sandy has no conservative
// branches).
func BenchmarkDivergentTF(b *testing.B) {
	for _, mech := range []string{"pdom", "tf-stack", "tf-sandy", "minpc"} {
		b.Run(mech, func(b *testing.B) {
			benchRun(b, divergentLoop(b), mech, "grid=4 block=256 out=int32[1024]")
		})
	}
}
