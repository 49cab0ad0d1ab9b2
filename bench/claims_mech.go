package bench

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// The claims of the papers whose mechanisms came after pdom and mimd. Each
// needs its mechanisms by name, so it appears in the table as soon as they
// are registered (mechs.Default()) and never before. Each measured cell ends
// with a verdict, "agrees" or "disagrees: why", decided by the rule
// written in the claim, so a disagreement with the paper is said plainly.

func init() {
	claims = append(claims, mechClaims...)
}

var mechClaims = []claim{
	{
		paper: "ElTantawy et al. 2014, Fig. 18",
		text:  "Multi-path execution is faster than single-path (SPS = pdom): harmonic-mean speedup 1.125 for DPS, 1.186 for basic MP, 1.32 for MP with opportunistic reconvergence (OREC), which is 1.225 over DPS.",
		needs: []string{"pdom", "dps", "mp", "mp-orec"},
		measure: func(r *Report, ci int) string {
			ks, label := r.group("irregular", "irregular kernels")
			vs := []string{"dps", "mp", "mp-orec"}
			ks = r.allOK(ci, ks, append([]string{"pdom"}, vs...))
			if len(ks) == 0 {
				return "no " + label + " terminate under pdom, dps, mp and mp-orec"
			}
			sp := map[string]float64{}
			var parts []string
			for _, v := range vs {
				sp[v] = hmean(r.ratios(ci, ks, "pdom", v, cycles))
				parts = append(parts, fmt.Sprintf("%s ×%.3f", v, sp[v]))
			}
			overDPS := hmean(r.ratios(ci, ks, "dps", "mp-orec", cycles))
			out := fmt.Sprintf("harmonic-mean speedup over pdom on the %d %s that terminate under all four: %s; mp-orec over dps ×%.3f",
				len(ks), label, strings.Join(parts, ", "), overDPS)
			var why []string
			if !(sp["mp-orec"] > sp["mp"] && sp["mp"] > sp["dps"] && sp["dps"] > 1) {
				why = append(why, "the paper's order mp-orec > mp > dps > pdom does not hold")
			}
			if sp["mp-orec"] < 1.32 {
				why = append(why, "mp-orec's speedup is below the paper's 1.32")
			}
			return out + verdict(why)
		},
	},
	{
		paper: "ElTantawy et al. 2014, Fig. 12",
		text:  "SPS, DPS and basic MP have the same SIMD unit utilization (all reconverge at the IPDOM); opportunistic reconvergence improves it by 48% on average, up to 182%.",
		needs: []string{"pdom", "dps", "mp", "mp-orec"},
		measure: func(r *Report, ci int) string {
			ks, label := r.group("irregular", "irregular kernels")
			vs := []string{"pdom", "dps", "mp", "mp-orec"}
			ks = r.allOK(ci, ks, vs)
			if len(ks) == 0 {
				return "no " + label + " terminate under pdom, dps, mp and mp-orec"
			}
			mean := map[string]float64{}
			var parts []string
			for _, v := range vs {
				for _, k := range ks {
					mean[v] += r.row(k, ci, v).SIMDEfficiency / float64(len(ks))
				}
				parts = append(parts, fmt.Sprintf("%s %.3f", v, mean[v]))
			}
			gain := r.ratios(ci, ks, "pdom", "mp-orec", func(row *Row) float64 { return 1 / row.SIMDEfficiency })
			avg, top := 0.0, 0.0
			for _, g := range gain {
				avg += (g - 1) / float64(len(gain))
				top = math.Max(top, g-1)
			}
			out := fmt.Sprintf("mean SIMD efficiency on the %d %s that terminate under all four: %s; mp-orec over pdom +%.1f%% on average, up to +%.1f%%",
				len(ks), label, strings.Join(parts, ", "), 100*avg, 100*top)
			var why []string
			for _, v := range []string{"dps", "mp"} {
				if fmt.Sprintf("%.3f", mean[v]) != fmt.Sprintf("%.3f", mean["pdom"]) {
					why = append(why, v+"'s utilization differs from pdom's")
				}
			}
			if avg <= 0 {
				why = append(why, "mp-orec does not improve the utilization")
			} else if avg < 0.48 {
				why = append(why, "mp-orec's improvement is smaller than the paper's 48%")
			}
			return out + verdict(why)
		},
	},
	{
		paper: "ElTantawy & Aamodt 2016, Fig. 10",
		text:  "AWARE running the MIMD code (delayed reconvergence, TimeOut disabled) is on par on average with the stack-based baseline running the SSDE-transformed code (M2D on AWARE vs M2S), and often executes fewer dynamic instructions.",
		needs: []string{"aware", "pdom" + SSDESuffix},
		measure: func(r *Report, ci int) string {
			all := make([]int, len(r.Kernels))
			for k := range all {
				all[k] = k
			}
			base := "pdom" + SSDESuffix
			ks := r.allOK(ci, all, []string{"aware", base})
			if len(ks) == 0 {
				return "no kernel terminates under both aware and " + base
			}
			t := r.ratios(ci, ks, "aware", base, cycles) // aware cycles / pdom+ssde cycles
			n := r.ratios(ci, ks, "aware", base, func(row *Row) float64 { return float64(row.WarpInstructions) })
			fewer := 0
			for _, x := range n {
				if x < 1 {
					fewer++
				}
			}
			sort.Float64s(t)
			g := gmean(t)
			out := fmt.Sprintf("aware / pdom+ssde execution time on the %d kernels both finish: ×%.3f (geometric mean; min ×%.3f, max ×%.3f); warp instructions ×%.3f, fewer on %d of %d",
				len(ks), g, t[0], t[len(t)-1], gmean(n), fewer, len(ks))
			var why []string
			if g < 0.9 || g > 1.1 {
				why = append(why, fmt.Sprintf("not on par (taken as within 10%%): aware is %s", fasterSlower(g)))
			}
			if 2*fewer < len(ks) {
				why = append(why, fmt.Sprintf("aware executes fewer warp instructions on only %d of %d kernels (taken as often: at least half)", fewer, len(ks)))
			}
			return out + verdict(why)
		},
	},
	{
		paper:   "Jin 2012, Fig. 6.5",
		text:    "Hybrid warp size speeds PDOM up by 1.20 on average over PDOM on a SIMD unit one quarter-warp wide (PDOM&HWS).",
		needs:   []string{"hws"},
		measure: func(r *Report, ci int) string { return r.quarterClaim(ci, "hws", 1.20) },
	},
	{
		paper:   "Jin 2012, Fig. 6.5",
		text:    "Hybrid warp size speeds en-DWF up by 1.27 on average (en-DWF&HWS), over en-DWF on a SIMD unit one quarter-warp wide.",
		needs:   []string{"en-dwf-hws"},
		measure: func(r *Report, ci int) string { return r.quarterClaim(ci, "en-dwf-hws", 1.27) },
	},
	{
		paper: "Jin 2012, Fig. 6.2",
		text:  "en-DWF (relaxed lane rule) improves on DWF by 8.8% on average and slows no application down.",
		needs: []string{"dwf", "en-dwf"},
		measure: func(r *Report, ci int) string {
			all := make([]int, len(r.Kernels))
			for k := range all {
				all[k] = k
			}
			ks := r.allOK(ci, all, []string{"dwf", "en-dwf"})
			if len(ks) == 0 {
				return "no kernel terminates under both dwf and en-dwf"
			}
			s := r.ratios(ci, ks, "dwf", "en-dwf", cycles)
			avg, slower := 0.0, 0
			for _, x := range s {
				avg += x / float64(len(s))
				if x < 1 {
					slower++
				}
			}
			out := fmt.Sprintf("en-dwf over dwf on the %d kernels both finish: speedup ×%.3f (mean), %d slower", len(ks), avg, slower)
			var why []string
			if avg < 1.088 {
				why = append(why, "the mean speedup is below the paper's 1.088")
			}
			if slower > 0 {
				why = append(why, fmt.Sprintf("%d kernels are slower", slower))
			}
			return out + verdict(why)
		},
	},
	{
		paper: "NVIDIA Volta architecture whitepaper (2017), independent thread scheduling",
		text:  "With independent thread scheduling every kernel that is correct on MIMD hardware completes, with the MIMD result (starvation-free: no SIMT deadlock).",
		needs: []string{"its", "mimd"},
		measure: func(r *Report, ci int) string {
			mimdOK, ok, same := 0, 0, 0
			for k := range r.Kernels {
				m, t := r.row(k, ci, "mimd"), r.row(k, ci, "its")
				if m.Status != "ok" {
					continue
				}
				mimdOK++
				if t.Status == "ok" {
					ok++
					if t.Memory == m.Memory {
						same++
					}
				}
			}
			out := fmt.Sprintf("of the %d kernels that terminate under mimd, %d terminate under its, %d with mimd's final memory", mimdOK, ok, same)
			var why []string
			if ok < mimdOK {
				why = append(why, fmt.Sprintf("%d do not complete", mimdOK-ok))
			}
			if same < ok {
				why = append(why, fmt.Sprintf("%d end with other memory", ok-same))
			}
			return out + verdict(why)
		},
	},
	{
		paper: "Diamos et al. 2011, Figs. 6-7",
		text:  "Re-convergence at thread frontiers executes fewer dynamic instructions than PDOM on unstructured code (TF-STACK the fewest on every application; TF-SANDY's conservative branches can cost more, +3.8% on MCX) and raises the activity factor.",
		needs: []string{"pdom", "tf-stack"},
		measure: func(r *Report, ci int) string {
			ks, label := r.group("irregular", "irregular kernels")
			vs := []string{"tf-stack"}
			if r.has([]string{"tf-sandy"}) {
				vs = append(vs, "tf-sandy")
			}
			ks = r.allOK(ci, ks, append([]string{"pdom"}, vs...))
			if len(ks) == 0 {
				return "no " + label + " terminate under pdom and " + strings.Join(vs, " and ")
			}
			insts := func(row *Row) float64 { return float64(row.WarpInstructions) }
			var parts, why []string
			for _, v := range vs {
				n := r.ratios(ci, ks, "pdom", v, insts) // pdom insts / v insts
				atMost := 0
				for _, x := range n {
					if x >= 1 {
						atMost++
					}
				}
				part := fmt.Sprintf("%s warp instructions / pdom's ×%.3f (geometric mean), ≤ pdom's on %d of %d", v, 1/gmean(n), atMost, len(ks))
				if v == "tf-sandy" {
					// Its conservative branches' no-ops are issued slots
					// with no thread enabled (Sec. 4.2): counted in.
					var slots, wasted float64
					for _, k := range ks {
						row := r.row(k, ci, v)
						slots += float64(row.WarpInstructions)
						wasted += row.Stats["mechanism_stats.wasted_issue_slots"]
					}
					part += fmt.Sprintf(" (%.0f of its %.0f issued slots are conservative-branch no-ops with no thread enabled)", wasted, slots)
				}
				parts = append(parts, part)
				if v == "tf-stack" && atMost < len(ks) {
					why = append(why, fmt.Sprintf("tf-stack executes more than pdom on %d kernels", len(ks)-atMost))
				}
			}
			if len(vs) == 2 {
				fewest := 0
				for _, k := range ks {
					if r.row(k, ci, "tf-stack").WarpInstructions <= r.row(k, ci, "tf-sandy").WarpInstructions {
						fewest++
					}
				}
				parts = append(parts, fmt.Sprintf("tf-stack ≤ tf-sandy on %d of %d", fewest, len(ks)))
				if fewest < len(ks) {
					why = append(why, "tf-stack is not the fewest everywhere")
				}
			}
			var ep, et float64
			for _, k := range ks {
				ep += r.row(k, ci, "pdom").SIMDEfficiency / float64(len(ks))
				et += r.row(k, ci, "tf-stack").SIMDEfficiency / float64(len(ks))
			}
			parts = append(parts, fmt.Sprintf("activity factor pdom %.3f → tf-stack %.3f (mean)", ep, et))
			if et < ep {
				why = append(why, "tf-stack lowers the activity factor")
			}
			return fmt.Sprintf("on the %d %s that terminate under pdom and %s: %s", len(ks), label, strings.Join(vs, ", "), strings.Join(parts, "; ")) + verdict(why)
		},
	},
	{
		paper: "Collange 2011, Sec. 5.2, Fig. 5",
		text:  "Stackless min(SP:PC) reconvergence is always at least as efficient as the stack-based (Tesla/Fermi) mechanism: SIMD utilization up to 7% higher, never lower.",
		needs: []string{"pdom", "minpc"},
		measure: func(r *Report, ci int) string {
			all := make([]int, len(r.Kernels))
			for k := range all {
				all[k] = k
			}
			ks := r.allOK(ci, all, []string{"pdom", "minpc"})
			if len(ks) == 0 {
				return "no kernel terminates under both pdom and minpc"
			}
			g := r.ratios(ci, ks, "minpc", "pdom", func(row *Row) float64 { return row.SIMDEfficiency })
			lower, top := 0, 0.0
			for _, x := range g {
				if x < 1 {
					lower++
				}
				top = math.Max(top, x-1)
			}
			out := fmt.Sprintf("minpc / pdom SIMD efficiency on the %d kernels both finish: up to +%.1f%%, lower on %d", len(ks), 100*top, lower)
			var why []string
			if lower > 0 {
				why = append(why, fmt.Sprintf("minpc is less efficient than pdom on %d kernels", lower))
			}
			return out + verdict(why)
		},
	},
}

// quarterClaim measures a hybrid-warp-size mechanism against its
// baseline at quarter width (Row.Quarter), with the thesis' estimate.
func (r *Report) quarterClaim(ci int, v string, paper float64) string {
	var s, e []float64
	base, width := "", 0
	for k := range r.Kernels {
		q := r.row(k, ci, v).Quarter
		if q == nil || q.Speedup == nil {
			continue
		}
		base, width = q.Mech, q.SIMDWidth
		s = append(s, *q.Speedup)
		if q.Estimated != nil {
			e = append(e, *q.Estimated)
		}
	}
	if len(s) == 0 {
		return "no kernel terminates under both " + v + " and its baseline at quarter width"
	}
	out := fmt.Sprintf("%s over %s at SIMD width %d on the %d kernels both finish: speedup ×%.3f (mean; min ×%.3f, max ×%.3f)",
		v, base, width, len(s), amean(s), minOf(s), maxOf(s))
	if len(e) == len(s) {
		out += fmt.Sprintf("; equation 6.1 estimates ×%.3f", amean(e))
	}
	var why []string
	if m := amean(s); m < 1 {
		why = append(why, fmt.Sprintf("%s is slower than its baseline", v))
	} else if m < paper {
		why = append(why, fmt.Sprintf("the speedup is below the paper's %.2f", paper))
	}
	return out + verdict(why)
}

// allOK returns the kernels of ks that finish ok under every variant vs.
func (r *Report) allOK(ci int, ks []int, vs []string) []int {
	var out []int
next:
	for _, k := range ks {
		for _, v := range vs {
			if r.row(k, ci, v).Status != "ok" {
				continue next
			}
		}
		out = append(out, k)
	}
	return out
}

func cycles(row *Row) float64 { return float64(row.Cycles) }

// ratios returns f(a) / f(b) per kernel of ks (those with f(b) > 0).
func (r *Report) ratios(ci int, ks []int, a, b string, f func(*Row) float64) []float64 {
	var out []float64
	for _, k := range ks {
		if y := f(r.row(k, ci, b)); y > 0 {
			out = append(out, f(r.row(k, ci, a))/y)
		}
	}
	return out
}

func verdict(why []string) string {
	if len(why) == 0 {
		return "; agrees"
	}
	return "; **disagrees**: " + strings.Join(why, "; ")
}

func fasterSlower(t float64) string {
	if t < 1 {
		return fmt.Sprintf("%.0f%% faster", 100*(1-t))
	}
	return fmt.Sprintf("%.0f%% slower", 100*(t-1))
}

func amean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

func gmean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += math.Log(x)
	}
	return math.Exp(s / float64(len(xs)))
}

func hmean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += 1 / x
	}
	return float64(len(xs)) / s
}

func minOf(xs []float64) float64 {
	m := xs[0]
	for _, x := range xs {
		m = math.Min(m, x)
	}
	return m
}

func maxOf(xs []float64) float64 {
	m := xs[0]
	for _, x := range xs {
		m = math.Max(m, x)
	}
	return m
}
