package hybrid

import (
	"fmt"

	"github.com/simtc/simtc/sim"
)

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
func EstimateHWS(r *sim.Result) (est HWSEstimate, ok bool) {
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
