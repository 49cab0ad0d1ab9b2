package backend

// Uniformity: which conditional branches may diverge, from package uniform
// (passes/uniform), the analysis the SIMT-deadlock detector uses too.
//
// The backend asks for its conservative model: block and warp ids are
// divergent (dynamic warp formation may regroup threads of different warps
// and blocks into one warp) and so is every load (the object may be run
// with any memory contents, and other warps write memory while this one
// runs). Everything else is the package's model: thread and lane ids,
// atomics, votes, shuffles, calls and device-function parameters are
// divergent, an instruction with a divergent operand is, and so is a phi
// reached from a divergent branch before its immediate post-dominator.

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/uniform"
)

// divergentBranches returns, by block ID, whether b's terminator is a
// conditional branch or switch that may diverge. With all set, every
// conditional branch may.
func divergentBranches(f *ir.Func, pdom PostDom, all bool) []bool {
	if all {
		out := make([]bool, f.NumBlocks())
		for _, b := range f.Blocks {
			t := b.Terminator()
			if t != nil && (t.Op == ir.OpCondBr || t.Op == ir.OpSwitch) && len(t.Args) > 0 {
				out[b.ID] = true
			}
		}
		return out
	}
	return uniform.Analyze(f, uniform.Options{PostDom: pdom, DynamicWarps: true, LoadsDivergent: true}).Branches()
}
