package hybrid

import (
	"fmt"
	"math/bits"

	"github.com/simtc/simtc/sim"
)

// Stats appends the statistics quarters_active_K and quarters_ideal_K,
// K = 1 … G, from active[K] (issues with K active quarters after the
// squeeze) and ideal[K] (issues whose threads need K quarters).
func Stats(dst []sim.NamedStat, active, ideal []int64) []sim.NamedStat {
	for k := 1; k < len(active); k++ {
		dst = append(dst, sim.NamedStat{Name: fmt.Sprintf("quarters_active_%d", k), Value: active[k]},
			sim.NamedStat{Name: fmt.Sprintf("quarters_ideal_%d", k), Value: ideal[k]})
	}
	return dst
}

// StatDocs documents the statistics of a hybrid-warp-size mechanism: those
// of Stats, and squeeze_moves.
func StatDocs() []sim.StatDoc {
	return []sim.StatDoc{
		{Name: "quarters_active_K", Meaning: "issues with K active quarter-warps after the squeeze (each takes K issue cycles)"},
		{Name: "quarters_ideal_K", Meaning: "issues whose threads need K quarter-warps at best"},
		{Name: "squeeze_moves", Meaning: "threads moved between quarter-warps by the squeeze"},
	}
}

// Quarters is the geometry of a warp of N lanes cut into G quarter-warps
// of Q lanes (the SIMD width; the last one is short when Q does not
// divide N). Position p of a warp is lane p%Q of quarter p/Q; a thread of
// home lane l may sit at any position p < N with p%Q == l%Q (its register
// bank).
type Quarters struct{ N, Q, G int }

// NewQuarters returns the geometry of cfg's warps cut into quarters of
// width lanes (the simd-width parameter; 0: by default the machine's SIMD
// width when it is narrower than the warp, otherwise a quarter of the
// warp, at least 1). A nil cfg is the default machine's 32-lane warp.
func NewQuarters(cfg *sim.Config, width int) Quarters {
	n, q := 32, width
	if cfg != nil {
		n = cfg.WarpSize
	}
	n = min(max(n, 1), 64)
	if q <= 0 && cfg != nil && cfg.SIMDWidth > 0 && cfg.SIMDWidth < n {
		q = cfg.SIMDWidth
	}
	if q <= 0 {
		q = max(n/4, 1)
	}
	q = min(q, n)
	return Quarters{N: n, Q: q, G: (n + q - 1) / q}
}

// QuarterWidth returns the lanes of a quarter-warp of the hybrid warp
// size mechanisms on cfg with the simd-width parameter width (0: not
// given): the SIMD width their baseline runs with.
func QuarterWidth(cfg *sim.Config, width int) int { return NewQuarters(cfg, width).Q }

// Placement maps each position of a (formed) warp to the thread there:
// part<<6 | home lane, or -1 for a hole.
type Placement [64]int32

// Home returns the placement of the lanes of mask in their home
// positions, as threads of part.
func (qs Quarters) Home(mask uint64, part int) Placement {
	var p Placement
	for i := range p {
		p[i] = -1
	}
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		p[l] = int32(part<<6 | l)
	}
	return p
}

// Width returns the number of positions of quarter k.
func (qs Quarters) Width(k int) int { return min(qs.Q, qs.N-k*qs.Q) }

// Lanes returns the mask of the lanes of quarter k (within the quarter).
func (qs Quarters) Lanes(k int) uint64 { return lowBits(qs.Width(k)) }

// lowBits returns a mask of the n low bits.
func lowBits(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// In returns the lanes of quarter k that occ occupies.
func (qs Quarters) In(occ uint64, k int) uint64 { return occ >> uint(k*qs.Q) & qs.Lanes(k) }

// Squeeze is the squeeze algorithm (Sec. 4.1, Fig. 4.2, appendix A) on
// the occupied positions occ of a warp: sort the quarters by active
// threads, descending (the appendix's exchange sort, so ties keep its
// order), then, for each quarter from the densest to the second
// sparsest, fill each of its holes with the thread of the same lane from
// the sparsest quarter that has one, scanning from the sparsest up.
// Threads never change lane. It returns the squeezed occupancy and how
// many threads moved, and moves the threads of p alike when p is not nil.
// (See the doc comment of the package for the two corrections to the
// appendix's code.)
func (qs Quarters) Squeeze(occ uint64, p *Placement) (uint64, int) {
	var cnt, order [64]int
	for k := 0; k < qs.G; k++ {
		order[k] = k
		cnt[k] = bits.OnesCount64(qs.In(occ, k))
	}
	for i := 0; i < qs.G-1; i++ {
		for j := i + 1; j < qs.G; j++ {
			if cnt[i] < cnt[j] {
				cnt[i], cnt[j] = cnt[j], cnt[i]
				order[i], order[j] = order[j], order[i]
			}
		}
	}
	moves := 0
	for i := 0; i < qs.G-1; i++ {
		l := order[i]
		holes := qs.Lanes(l) &^ qs.In(occ, l)
		// Each hole takes the lane's thread of the first quarter, from
		// the sparsest up, that has one: all the holes a donor can fill
		// at once.
		for k := qs.G - 1; k > i && holes != 0; k-- {
			d := order[k]
			take := holes & qs.In(occ, d)
			if take == 0 {
				continue
			}
			occ = occ&^(take<<uint(d*qs.Q)) | take<<uint(l*qs.Q)
			holes &^= take
			moves += bits.OnesCount64(take)
			if p != nil {
				for m := take; m != 0; m &= m - 1 {
					j := bits.TrailingZeros64(m)
					p[l*qs.Q+j], p[d*qs.Q+j] = p[d*qs.Q+j], -1
				}
			}
		}
	}
	return occ, moves
}

// Active is the warp scaling of Sec. 4.2 and appendix C: the
// number of quarters of occ holding at least one thread.
func (qs Quarters) Active(occ uint64) int {
	k := 0
	for g := 0; g < qs.G; g++ {
		if qs.In(occ, g) != 0 {
			k++
		}
	}
	return k
}

// Ideal is the number of quarters the threads of mask need when
// they are distributed optimally (equation 6.1's assumption).
func (qs Quarters) Ideal(mask uint64) int {
	return min(max((bits.OnesCount64(mask)+qs.Q-1)/qs.Q, 1), qs.G)
}
