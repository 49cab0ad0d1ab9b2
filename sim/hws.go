package sim

import (
	"fmt"
	"math/bits"
)

// hws is the hybrid warp size mechanism of Jin (2012, ch. 4) on the pdom
// baseline: the SIMD unit is narrower than the warp (SettingSIMDWidth;
// by default the machine's Config.SIMDWidth when that is narrower than
// the warp, otherwise a quarter of the warp: 8 lanes for 32-thread
// warps, the thesis' machine), so a full
// warp instruction occupies the issue for WarpSize/width cycles, one per
// quarter-warp. When a warp has diverged, the issuing split is squeezed
// (Sec. 4.1, appendix A: squeeze below) so that its threads occupy as few
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
// Deviations from the thesis (the squeeze's tested both ways against a
// transcription of the appendix code):
//   - The appendix A code decides whether a recipient quarter is full
//     with thd_count_quar[l], the count of the rank-l quarter after the
//     sort, where l is the physical quarter id; it skips a recipient with
//     holes whenever the rank-l quarter happens to be full. squeeze uses
//     the recipient's own count, as the flow chart of Fig. 4.2 and steps
//     1-4 of Sec. 4.1 describe (TestSqueezeAppendixCountBug shows a warp
//     the literal code leaves in three quarters and squeeze packs in two).
//     It also looks for holes and donors in the current placement, not
//     in tid_original: the appendix, having given a thread of the
//     sparsest quarter to a denser one, still sees it there when it looks
//     for a donor for the next recipient, moves the hole and stops
//     (TestSqueezeAppendixDonor). With both corrections squeeze places
//     every thread where the appendix code does, on every mask of a
//     16-lane warp and on random 32-lane ones, and never uses more
//     quarters than the literal code (TestSqueezeAppendix).
//   - The squeeze is applied to the mask of every issue, which is the
//     squeeze at divergence (the mask of a stack entry only changes when
//     its threads exit, and then the warp shrinks again); a reconverged
//     warp is back in its home placement, as Sec. 4.2 says.
//   - Warp scaling is per warp instruction: step 3 of Sec. 4.2 (all SMs
//     take the largest warp size of the round) is, as the thesis says, a
//     limitation of its simulator, not part of the mechanism.
//   - With a short last quarter (a quarter width that does not divide the
//     warp size; the thesis has 32/8 only) a full short quarter sorts
//     first and is never a donor, so its threads stay even where a
//     sparser full-width quarter has their lanes free. When the width divides the warp, the squeeze leaves a warp
//     in the fewest quarters any lane-preserving placement can (the most
//     threads sharing one lane; TestSqueezeLaneOptimal), so a warp with
//     no idle quarter after it could not be scaled down by any squeeze
//     that keeps threads in their register bank (Sec. 6.4's limit: the
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
// EstimateHWS computes the estimate of equation 6.1 from them.
type hws struct {
	*pdom
	qs     quarters
	active []int64 // active[k]: issues with k active quarters after the squeeze
	ideal  []int64 // ideal[k]: issues whose threads need k quarters
	moves  int64
}

func newHWS(cfg *Config) *hws {
	qs := newQuarters(cfg)
	return &hws{pdom: newPDOM(cfg), qs: qs, active: make([]int64, qs.g+1), ideal: make([]int64, qs.g+1)}
}

func (*hws) Name() string { return "hws" }

// Commit is pdom's, and the issue is charged its active quarters.
func (d *hws) Commit(w *Warp, s Split, o *Outcome, now int64) Cost {
	c := d.pdom.Commit(w, s, o, now)
	occ, moves := d.qs.squeeze(s.Mask, nil)
	d.moves += int64(moves)
	k := d.qs.activeQuarters(occ)
	d.active[k]++
	d.ideal[d.qs.idealQuarters(s.Mask)]++
	c.IssueCycles = max(k, 1)
	return c
}

func (d *hws) Stats(dst []NamedStat) []NamedStat {
	dst = d.pdom.Stats(dst)
	return append(quarterStats(dst, d.active, d.ideal), NamedStat{Name: "squeeze_moves", Value: d.moves})
}

// quarterStats appends quarters_active_K and quarters_ideal_K, K = 1 … g.
func quarterStats(dst []NamedStat, active, ideal []int64) []NamedStat {
	for k := 1; k < len(active); k++ {
		dst = append(dst, NamedStat{Name: fmt.Sprintf("quarters_active_%d", k), Value: active[k]},
			NamedStat{Name: fmt.Sprintf("quarters_ideal_%d", k), Value: ideal[k]})
	}
	return dst
}

// quarters is the geometry of a warp of n lanes cut into g quarter-warps
// of q lanes (the SIMD width; the last one is short when q does not
// divide n). Position p of a warp is lane p%q of quarter p/q; a thread of
// home lane l may sit at any position p < n with p%q == l%q (its register
// bank).
type quarters struct{ n, q, g int }

// newQuarters returns the geometry of cfg: its warp size and the
// simd-width setting, by default the machine's SIMD width when it is
// narrower than the warp, otherwise a quarter of the warp (at least 1).
func newQuarters(cfg *Config) quarters {
	n, q := 32, 0
	if cfg != nil {
		n, q = cfg.WarpSize, cfg.Mech.SIMDWidth
	}
	n = min(max(n, 1), 64)
	if q <= 0 && cfg != nil && cfg.SIMDWidth > 0 && cfg.SIMDWidth < n {
		q = cfg.SIMDWidth
	}
	if q <= 0 {
		q = max(n/4, 1)
	}
	q = min(q, n)
	return quarters{n: n, q: q, g: (n + q - 1) / q}
}

// QuarterWidth returns the lanes of a quarter-warp of the hybrid warp
// size mechanisms under cfg (its simd-width setting, or a quarter of
// cfg.WarpSize): the SIMD width their baseline runs with.
func QuarterWidth(cfg *Config) int { return newQuarters(cfg).q }

// placement maps each position of a (formed) warp to the thread there:
// part<<6 | home lane, or -1 for a hole.
type placement [64]int32

// home returns the placement of the lanes of mask in their home
// positions, as threads of part.
func (qs quarters) home(mask uint64, part int) placement {
	var p placement
	for i := range p {
		p[i] = -1
	}
	for m := mask; m != 0; m &= m - 1 {
		l := trailingZeros(m)
		p[l] = int32(part<<6 | l)
	}
	return p
}

// width returns the number of positions of quarter k.
func (qs quarters) width(k int) int { return min(qs.q, qs.n-k*qs.q) }

// lanes returns the mask of the lanes of quarter k (within the quarter).
func (qs quarters) lanes(k int) uint64 { return lowBits(qs.width(k)) }

// lowBits returns a mask of the n low bits.
func lowBits(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// in returns the lanes of quarter k that occ occupies.
func (qs quarters) in(occ uint64, k int) uint64 { return occ >> uint(k*qs.q) & qs.lanes(k) }

// squeeze is the squeeze algorithm (Sec. 4.1, Fig. 4.2, appendix A) on
// the occupied positions occ of a warp: sort the quarters by active
// threads, descending (the appendix's exchange sort, so ties keep its
// order), then, for each quarter from the densest to the second
// sparsest, fill each of its holes with the thread of the same lane from
// the sparsest quarter that has one, scanning from the sparsest up.
// Threads never change lane. It returns the squeezed occupancy and how
// many threads moved, and moves the threads of p alike when p is not nil.
// (See the type comment of hws for the two corrections to the
// appendix's code.)
func (qs quarters) squeeze(occ uint64, p *placement) (uint64, int) {
	var cnt, order [64]int
	for k := 0; k < qs.g; k++ {
		order[k] = k
		cnt[k] = bits.OnesCount64(qs.in(occ, k))
	}
	for i := 0; i < qs.g-1; i++ {
		for j := i + 1; j < qs.g; j++ {
			if cnt[i] < cnt[j] {
				cnt[i], cnt[j] = cnt[j], cnt[i]
				order[i], order[j] = order[j], order[i]
			}
		}
	}
	moves := 0
	for i := 0; i < qs.g-1; i++ {
		l := order[i]
		holes := qs.lanes(l) &^ qs.in(occ, l)
		// Each hole takes the lane's thread of the first quarter, from
		// the sparsest up, that has one: all the holes a donor can fill
		// at once.
		for k := qs.g - 1; k > i && holes != 0; k-- {
			d := order[k]
			take := holes & qs.in(occ, d)
			if take == 0 {
				continue
			}
			occ = occ&^(take<<uint(d*qs.q)) | take<<uint(l*qs.q)
			holes &^= take
			moves += bits.OnesCount64(take)
			if p != nil {
				for m := take; m != 0; m &= m - 1 {
					j := trailingZeros(m)
					p[l*qs.q+j], p[d*qs.q+j] = p[d*qs.q+j], -1
				}
			}
		}
	}
	return occ, moves
}

// activeQuarters is the warp scaling of Sec. 4.2 and appendix C: the
// number of quarters of occ holding at least one thread.
func (qs quarters) activeQuarters(occ uint64) int {
	k := 0
	for g := 0; g < qs.g; g++ {
		if qs.in(occ, g) != 0 {
			k++
		}
	}
	return k
}

// idealQuarters is the number of quarters the threads of mask need when
// they are distributed optimally (equation 6.1's assumption).
func (qs quarters) idealQuarters(mask uint64) int {
	return min(max((bits.OnesCount64(mask)+qs.q-1)/qs.q, 1), qs.g)
}

// HWSEstimate is the thesis' estimate of the hybrid-warp-size speedup
// (Jin 2012, equation 6.1) from the warp distribution of a run of hws or
// en-dwf-hws.
type HWSEstimate struct {
	// Quarters is the number of quarter-warps (WarpSize / SIMD width).
	Quarters int `json:"quarters"`
	// Fractions[k-1] is the fraction of warp instructions whose threads
	// fill k quarters when distributed optimally; its speedup is
	// Quarters/k.
	Fractions []float64 `json:"fractions"`
	// Speedup is equation 6.1: 1 / ((1 - Σ F_k) + Σ F_k / (Quarters/k)),
	// summing over k < Quarters.
	Speedup float64 `json:"estimated_speedup"`
}

// EstimateHWS computes equation 6.1 from the quarters_ideal_K statistics
// of r; ok is false when r has none (another mechanism).
func EstimateHWS(r *Result) (est HWSEstimate, ok bool) {
	var counts []int64
	for k := 1; ; k++ {
		v, found := r.Stats.Mechanism.Get(fmt.Sprintf("quarters_ideal_%d", k))
		if !found {
			break
		}
		counts = append(counts, v)
	}
	if len(counts) == 0 {
		return est, false
	}
	est.Quarters = len(counts)
	var total int64
	for _, c := range counts {
		total += c
	}
	if total == 0 {
		est.Fractions = make([]float64, len(counts))
		est.Speedup = 1
		return est, true
	}
	g := float64(est.Quarters)
	rest, den := 1.0, 0.0
	for k, c := range counts {
		f := float64(c) / float64(total)
		est.Fractions = append(est.Fractions, f)
		if k+1 < est.Quarters {
			rest -= f
			den += f / (g / float64(k+1))
		}
	}
	est.Speedup = 1 / (rest + den)
	return est, true
}
