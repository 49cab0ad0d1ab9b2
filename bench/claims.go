package bench

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// A claim is a statement of one of the papers that the suite can test,
// with the variants it needs; claims whose variants are missing are left
// out of the results table.
type claim struct {
	paper, text string
	needs       []string
	measure     func(r *Report, ci int) string
}

// group returns the kernels of the suite's group dir ("sync", "irregular",
// "regular": the first path element) and what to call them (label), or
// every kernel ("kernels") when the suite has no such group.
func (r *Report) group(dir, label string) ([]int, string) {
	var out []int
	for k, name := range r.Kernels {
		if strings.HasPrefix(name, dir+"/") {
			out = append(out, k)
		}
	}
	if len(out) == 0 {
		for k := range r.Kernels {
			out = append(out, k)
		}
		return out, "kernels"
	}
	return out, label
}

func (r *Report) row(k, ci int, variant string) *Row {
	nv, nc := len(r.Variants), len(r.Configs)
	return &r.Rows[(k*nc+ci)*nv+indexOf(r.Variants, variant)]
}

var claims = []claim{
	{
		paper: "ElTantawy & Aamodt 2016, Sec. II, Fig. 1",
		text:  "Synchronization that terminates on MIMD hardware can SIMT-deadlock under IPDOM stack reconvergence.",
		needs: []string{"mimd", "pdom"},
		measure: func(r *Report, ci int) string {
			ks, label := r.group("sync", "synchronization kernels")
			mimdOK, dead := 0, 0
			for _, k := range ks {
				if r.row(k, ci, "mimd").Status == "ok" {
					mimdOK++
					if r.row(k, ci, "pdom").Status == "deadlock" {
						dead++
					}
				}
			}
			return fmt.Sprintf("%d of %d %s terminate under mimd; %d of them deadlock under pdom", mimdOK, len(ks), label, dead)
		},
	},
	{
		paper: "ElTantawy & Aamodt 2016, Sec. IV (SSDE, Alg. 3)",
		text:  "SSDE eliminates SIMT deadlocks and preserves the program's results.",
		needs: []string{"mimd", "pdom" + SSDESuffix},
		measure: func(r *Report, ci int) string {
			ok, same, both := 0, 0, 0
			for k := range r.Kernels {
				s, m := r.row(k, ci, "pdom"+SSDESuffix), r.row(k, ci, "mimd")
				if s.Status == "ok" {
					ok++
				}
				if s.Status == "ok" && m.Status == "ok" {
					both++
					if s.Memory == m.Memory {
						same++
					}
				}
			}
			return fmt.Sprintf("%d of %d kernels terminate under pdom+ssde; %d of the %d that also terminate under mimd end with mimd's final memory", ok, len(r.Kernels), same, both)
		},
	},
	{
		paper: "ElTantawy & Aamodt 2016, Fig. 8",
		text:  "Compiler-transformed (SSDE) code costs 10.9% execution time on average over hand-written SIMT-safe code (M0S vs S0-).",
		needs: []string{"pdom", "pdom" + SSDESuffix},
		measure: func(r *Report, ci int) string {
			for _, s := range r.Summary {
				if s.Variant == "pdom"+SSDESuffix && s.Config == r.Configs[ci] {
					if s.Compared == 0 {
						return "no kernel terminates under both pdom and pdom+ssde"
					}
					return fmt.Sprintf("pdom+ssde vs pdom (the kernel as written, SIMT-safe where pdom terminates): execution time ×%.3f (geometric mean over %d kernels), SIMD efficiency %s",
						1/s.GeomeanSpeedup, s.Compared, effPair(r, ci, "pdom", "pdom"+SSDESuffix))
				}
			}
			return "-"
		},
	},
	{
		paper: "Diamos et al. 2011, Fig. 7",
		text:  "Several unstructured applications have activity factors below 20% under PDOM.",
		needs: []string{"pdom"},
		measure: func(r *Report, ci int) string {
			var effs []float64
			ks, label := r.group("irregular", "irregular kernels")
			for _, k := range ks {
				if row := r.row(k, ci, "pdom"); row.Status == "ok" {
					effs = append(effs, row.SIMDEfficiency)
				}
			}
			if len(effs) == 0 {
				return "no " + label + " terminate under pdom"
			}
			sort.Float64s(effs)
			low := 0
			for _, e := range effs {
				if e < 0.2 {
					low++
				}
			}
			return fmt.Sprintf("pdom activity factor on the %d %s that terminate: min %.3f, median %.3f, max %.3f; %d below 0.2",
				len(effs), label, effs[0], effs[len(effs)/2], effs[len(effs)-1], low)
		},
	},
}

// effPair returns "A → B": the mean SIMD efficiency of variants a and b
// over the kernels where both finish ok.
func effPair(r *Report, ci int, a, b string) string {
	var ea, eb float64
	n := 0
	for k := range r.Kernels {
		ra, rb := r.row(k, ci, a), r.row(k, ci, b)
		if ra.Status == "ok" && rb.Status == "ok" {
			ea += ra.SIMDEfficiency
			eb += rb.SIMDEfficiency
			n++
		}
	}
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3f → %.3f (mean)", ea/float64(n), eb/float64(n))
}

// WriteMarkdown writes the results table of the README: each paper claim
// the report's mechanisms can test beside what this run measured, then the
// per-mechanism summary. Only the first config is used.
func (r *Report) WriteMarkdown(w io.Writer) error {
	fmt.Fprintf(w, "%d kernels (%s), mechanisms %s, config %s, %s.\n\n", len(r.Kernels), groupCounts(r), strings.Join(r.Variants, ", "), r.Configs[0], r.LayoutNote())
	if r.ssdeVariants() > 0 {
		rw := r.ssdeRewrites()
		if len(rw) == 0 {
			rw = []string{"none"}
		}
		fmt.Fprintf(w, "Loops SSDE rewrote (those `simtc lint` reports): %s.\n\n", strings.Join(rw, "; "))
	}
	fmt.Fprintln(w, "| paper | claim | measured here |")
	fmt.Fprintln(w, "|---|---|---|")
	for _, c := range claims {
		if !r.has(c.needs) {
			continue
		}
		fmt.Fprintf(w, "| %s | %s | %s |\n", c.paper, c.text, c.measure(r, 0))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| mechanism | ok | not ok | expect failed | geomean speedup over pdom | geomean warp insts / pdom | mean SIMD efficiency |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
	for _, s := range r.Summary {
		if s.Config != r.Configs[0] {
			continue
		}
		fmt.Fprintf(w, "| %s | %d/%d | %s | %d | %.3f (%d kernels) | %.3f | %.3f |\n", s.Variant, s.OK, s.Kernels, statuses(s.Statuses),
			s.ExpectFailed, s.GeomeanSpeedup, s.Compared, s.GeomeanNormInsts, s.MeanSIMDEfficiency)
	}
	return nil
}

func groupCounts(r *Report) string {
	counts := map[string]int{}
	var order []string
	for _, k := range r.Kernels {
		g, _, ok := strings.Cut(k, "/")
		if !ok {
			g = "."
		}
		if counts[g] == 0 {
			order = append(order, g)
		}
		counts[g]++
	}
	var parts []string
	for _, g := range order {
		parts = append(parts, fmt.Sprintf("%d %s", counts[g], g))
	}
	return strings.Join(parts, ", ")
}
