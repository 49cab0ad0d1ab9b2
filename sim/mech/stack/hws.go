package stack

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mech/hybrid"
)

// hws is the hybrid warp size mechanism of Jin (2012, ch. 4) on the pdom
// baseline: the SIMD unit is narrower than the warp (parameter
// simd-width; by default the machine's Config.SIMDWidth when that is
// narrower than the warp, otherwise a quarter of the warp: 8 lanes for
// 32-thread warps, the thesis' machine), so a full warp instruction occupies the issue for WarpSize/width cycles, one per
// quarter-warp. When a warp has diverged, the issuing split is squeezed
// (Sec. 4.1, appendix A: hybrid.Quarters.Squeeze) so that its threads occupy as few
// quarters as possible without leaving their lane within the quarter (the
// register bank), the warp is scaled to its active quarters (Sec. 4.2,
// appendix C) and the instruction occupies the issue for that many cycles
// only (Sec. 4.3: 1 to 4 cycles), so the next warp issues sooner.
// Reconvergence, path order and everything functional is pdom's: a
// thread's registers stay in its home lane, and moving it to another
// quarter of the same lane changes neither registers nor memory.
//
// The pdom baseline to compare with is pdom on a machine whose SIMD width
// (Config.SIMDWidth) is the same as hws's quarter: there every warp
// instruction takes WarpSize/width cycles. On a warp whose quarters are
// all active hws costs exactly that, so non-divergent kernels take the
// same cycles. (On the default machine, as wide as the warp, pdom takes
// one cycle per instruction and hws, a quarter as wide, up to four.)
//
// Deviations from the thesis (the squeeze's own are in package hybrid's
// doc comment):
//   - The squeeze is applied to the mask of every issue, which is the
//     squeeze at divergence (the mask of a stack entry only changes when
//     its threads exit, and then the warp shrinks again); a reconverged
//     warp is back in its home placement, as Sec. 4.2 says.
//   - Warp scaling is per warp instruction: step 3 of Sec. 4.2 (all SMs
//     take the largest warp size of the round) is, as the thesis says, a
//     limitation of its simulator, not part of the mechanism.
//   - A squeeze that keeps threads in their register bank cannot scale
//     down a warp with no idle quarter after it (Sec. 6.4's limit: the
//     tid%2 and tid%4 splits of the corpus, TestHWSLaneBound).
//
// Timing. Per issue hws never occupies the issue longer than pdom at the
// quarter's SIMD width, and everything else (latencies, scoreboard,
// memory) is pdom's, so with the issue order held equal hws is never
// slower (TestHWSCorpus holds pdom's order on every kernel whose control
// flow does not depend on the timing). The order
// is the scheduler's, though, and a greedy scheduler can turn an issue
// freed early into a slower run — an anomaly of list scheduling, not of
// the issue model, and absent from the thesis, whose machine schedules
// round-robin (Table 5.1). On barrier_reduction.cl under GTO at the
// default latencies (200-cycle memory, 4-cycle ALU, SIMD width 8) hws
// takes 1022 cycles, pdom 977 (three compiled variants,
// bench/regular/reduction.cl and real/histo_local.cl likewise, and under
// GTLRR, greedy too, also bench/regular/scan.cl; under LRR no kernel is
// slower; TestHWSCorpus lists them all). The issue orders first part at
// cycle 464 on every core: warp 0 issues the first
// instruction of the reduction step (pc 0x210, sext of lid, under
// lid < 16: mask 0xffff, two quarters) in 2 cycles instead of 4. At 466
// the issue is free, but warp 0's next instruction (pc 0x220) uses that
// result and waits for the 4-cycle ALU latency until 468, so GTO issues
// the oldest ready warp, warp 1, and then, greedy, keeps issuing warp 1
// (7 full instructions to the barrier, 28 cycles); warp 0, the only one
// with work, goes on at 494 instead of 468. Under pdom the 4-cycle issue
// hides the ALU latency, warp 0 runs on to its shared-memory load and
// warp 1's 28 cycles fill that load's 20-cycle latency. This repeats
// for every step of the reduction. hws issues the same warp instructions
// in 2528 issue cycles instead of 3104; holding pdom's issue order it
// takes 926 cycles; under loose round-robin it takes 1051, pdom 1085
// (TestHWSGTOAnomaly).
//
// Statistics: pdom's, and quarters_active_K (warp instructions issued
// with K active quarters after the squeeze), quarters_ideal_K (with
// ceil(threads/width) quarters: the optimal distribution that equation
// 6.1 assumes), squeeze_moves (threads moved to another quarter).
// hybrid.EstimateHWS computes the estimate of equation 6.1 from them.
type hws struct {
	*pdom
	qs     hybrid.Quarters
	active []int64 // active[k]: issues with k active quarters after the squeeze
	ideal  []int64 // ideal[k]: issues whose threads need k quarters
	moves  int64
}

func newHWS(cfg *sim.Config, s Settings) *hws {
	qs := hybrid.NewQuarters(cfg, s.SIMDWidth)
	return &hws{pdom: newPDOM(s), qs: qs, active: make([]int64, qs.G+1), ideal: make([]int64, qs.G+1)}
}

func (*hws) Name() string { return "hws" }

// Commit is pdom's, and the issue is charged its active quarters.
func (d *hws) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	c := d.pdom.Commit(w, s, o, now)
	occ, moves := d.qs.Squeeze(s.Mask, nil)
	d.moves += int64(moves)
	k := d.qs.Active(occ)
	d.active[k]++
	d.ideal[d.qs.Ideal(s.Mask)]++
	c.IssueCycles = max(k, 1)
	return c
}

func (d *hws) Stats(dst []sim.NamedStat) []sim.NamedStat {
	dst = d.pdom.Stats(dst)
	return append(hybrid.Stats(dst, d.active, d.ideal), sim.NamedStat{Name: "squeeze_moves", Value: d.moves})
}
