package bench

import (
	"fmt"
	"math"
	"strings"
)

// The claims of the five seed papers (and Volta's), in the order of the
// papers table (papers.go). Each needs its mechanisms by name, so it
// appears in the table as soon as they are registered and never before.

// AWAREVirtual is the AWARE of ElTantawy & Aamodt 2016 Fig. 12's
// virtualized configuration: 4 physical split-table and 2 reconvergence-
// table entries.
const AWAREVirtual = "aware:rt-entries=2,st-entries=4"

var claims = []*claim{
	{
		paper: "eltantawy2016", source: "ElTantawy & Aamodt 2016, Sec. II, Fig. 1",
		text:      "Synchronization that terminates on MIMD hardware can SIMT-deadlock under IPDOM stack reconvergence.",
		published: "the spin lock of Fig. 1 deadlocks (4 of 159 kernels at -O2, Table IV)",
		set:       groupSet("sync", "synchronization kernels"),
		mean:      "none (a count)", baseline: "mimd (terminates)", metric: "run status",
		needs: []string{"mimd", "pdom"},
		measure: func(r *Report, ci int, ks []int) outcome {
			mimdOK, dead := 0, 0
			for _, k := range ks {
				if r.row(k, ci, "mimd").Status == "ok" {
					mimdOK++
					if r.row(k, ci, "pdom").Status == "deadlock" {
						dead++
					}
				}
			}
			o := noValue(fmt.Sprintf("%d of %d terminate under mimd; %d of them deadlock under pdom", mimdOK, len(ks), dead))
			if dead == 0 {
				o.why = []string{"no kernel deadlocks under pdom"}
			}
			return o
		},
	},
	{
		paper: "eltantawy2016", source: "ElTantawy & Aamodt 2016, Sec. IV (SSDE, Alg. 3)",
		text:      "SSDE eliminates SIMT deadlocks and preserves the program's results.",
		published: "no deadlock after SSDE, outputs correct (Sec. V-B1)",
		set:       allKernels,
		mean:      "none (a count)", baseline: "mimd (final memory)", metric: "run status and final memory",
		needs: []string{"mimd", "pdom" + SSDESuffix},
		measure: func(r *Report, ci int, ks []int) outcome {
			ok, same, both := 0, 0, 0
			for _, k := range ks {
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
			o := noValue(fmt.Sprintf("%d of %d terminate under pdom+ssde; %d of the %d that also terminate under mimd end with mimd's final memory", ok, len(ks), same, both))
			if ok < len(ks) {
				o.why = append(o.why, fmt.Sprintf("%d do not terminate", len(ks)-ok))
			}
			if same < both {
				o.why = append(o.why, fmt.Sprintf("%d end with other memory", both-same))
			}
			return o
		},
	},
	{
		paper: "eltantawy2016", source: "ElTantawy & Aamodt 2016, Fig. 8",
		text:      "Compiler-transformed code (MIMD code after SSDE, M0S) costs 10.9% execution time on average over hand-written SIMT-safe code (S0-).",
		published: "M0S / S0- ×1.109 (Tesla K20C hardware)",
		set: kernelSet{rule: "sync kernels with a hand-written SIMT-safe twin (sync/K.cl beside sync/safe/K.cl)", pick: func(r *Report, ci int) []int {
			var out []int
			for k, name := range r.Kernels {
				if strings.HasPrefix(name, "sync/") && !strings.HasPrefix(name, "sync/safe/") && indexOf(r.Kernels, safeTwin(name)) >= 0 {
					out = append(out, k)
				}
			}
			return r.inPaper(ci, out)
		}},
		mean: "arithmetic (the paper: \"on average\")", baseline: "pdom on the SIMT-safe twin (S0-)", metric: "cycles",
		needs: []string{"pdom", "pdom" + SSDESuffix},
		measure: func(r *Report, ci int, ks []int) outcome {
			var t []float64
			var parts []string
			for _, k := range ks {
				m, s := r.row(k, ci, "pdom"+SSDESuffix), r.row(indexOf(r.Kernels, safeTwin(r.Kernels[k])), ci, "pdom")
				if m.Status != "ok" || s.Status != "ok" || s.Cycles == 0 {
					continue
				}
				x := float64(m.Cycles) / float64(s.Cycles)
				t = append(t, x)
				parts = append(parts, fmt.Sprintf("%s ×%.3f", strings.TrimPrefix(r.Kernels[k], "sync/"), x))
			}
			if len(t) == 0 {
				return noValue("no kernel and twin both terminate", "nothing to measure")
			}
			a := amean(t)
			o := outcome{text: fmt.Sprintf("pdom+ssde on the MIMD kernel / pdom on its SIMT-safe twin ×%.3f over %d kernels (%s)", a, len(t), strings.Join(parts, ", ")),
				label: "M0S / S0-", value: a, paperValue: 1.109, lowerIsBetter: true}
			if a < 1 {
				o.why = append(o.why, "the transformed code is faster than the hand-written one")
			} else if a > 1.109*1.5 {
				o.why = append(o.why, "the overhead is more than half again the paper's")
			}
			return o
		},
	},
	{
		paper: "eltantawy2016", source: "ElTantawy & Aamodt 2016, Fig. 10",
		text:      "AWARE running the MIMD code (delayed reconvergence, TimeOut disabled) is on par on average with the stack-based baseline running the SSDE-transformed code (M2D on AWARE vs M2S), and often executes fewer dynamic instructions.",
		published: "on par on average; fewer dynamic instructions except BH-ST",
		set:       ssdeChanged,
		mean:      "arithmetic (the paper: \"on average\")", baseline: "pdom+ssde (M2S)", metric: "cycles; thread instructions",
		needs: []string{"aware", "pdom" + SSDESuffix},
		measure: func(r *Report, ci int, ks []int) outcome {
			base := "pdom" + SSDESuffix
			ks = r.allOK(ci, ks, []string{"aware", base})
			if len(ks) == 0 {
				return noValue("no kernel terminates under both aware and "+base, "nothing to measure")
			}
			t := r.ratios(ci, ks, "aware", base, cycles)
			n := r.ratios(ci, ks, "aware", base, threadInsts)
			fewer := below(n, 1)
			a := amean(t)
			o := outcome{text: fmt.Sprintf("aware / pdom+ssde execution time on %d kernels ×%.3f (min ×%.3f, max ×%.3f); thread instructions ×%.3f, fewer on %d of %d",
				len(ks), a, minOf(t), maxOf(t), amean(n), fewer, len(n)), label: "aware / pdom+ssde time", value: a, paperValue: 1, lowerIsBetter: true}
			if a < 0.9 || a > 1.1 {
				o.why = append(o.why, fmt.Sprintf("not on par (taken as within 10%%): aware is %s", fasterSlower(a)))
			}
			if 2*fewer < len(n) {
				o.why = append(o.why, fmt.Sprintf("aware executes fewer thread instructions on only %d of %d kernels (taken as often: at least half)", fewer, len(n)))
			}
			return o
		},
	},
	{
		paper: "eltantawy2016", source: "ElTantawy & Aamodt 2016, Fig. 12",
		text:      "Virtualizing AWARE's tables to 4 split-table and 2 reconvergence-table entries costs little: 5% execution time on average, 16% in the worst case.",
		published: "×1.05 average, ×1.16 worst (ST 4, RT 2 vs 32 entries)",
		set:       ssdeChanged,
		mean:      "arithmetic (the paper: \"the average\")", baseline: "aware with unlimited entries", metric: "cycles",
		needs: []string{"aware", AWAREVirtual},
		measure: func(r *Report, ci int, ks []int) outcome {
			ks = r.allOK(ci, ks, []string{"aware", AWAREVirtual})
			if len(ks) == 0 {
				return noValue("no kernel terminates under both aware configurations", "nothing to measure")
			}
			t := r.ratios(ci, ks, AWAREVirtual, "aware", cycles)
			a, top := amean(t), maxOf(t)
			o := outcome{text: fmt.Sprintf("aware (ST 4, RT 2) / aware on %d kernels ×%.3f on average, ×%.3f worst", len(ks), a, top),
				label: "ST 4 RT 2 / unlimited time", value: a, paperValue: 1.05, lowerIsBetter: true}
			if a > 1.10 {
				o.why = append(o.why, "the average cost is more than 10%")
			}
			return o
		},
	},
	{
		paper: "eltantawy2014", source: "ElTantawy et al. 2014, Fig. 18",
		text:      "Multi-path execution is faster than single-path (SPS = pdom): harmonic-mean speedup 1.125 for DPS, 1.186 for basic MP, 1.32 for MP with opportunistic reconvergence (OREC), which is 1.225 over DPS.",
		published: "dps ×1.125, mp ×1.186, mp-orec ×1.32; mp-orec / dps ×1.225",
		set:       notIdentical,
		mean:      "harmonic", baseline: "pdom (SPS)", metric: "cycles",
		needs: []string{"pdom", "dps", "mp", "mp-orec"},
		measure: func(r *Report, ci int, ks []int) outcome {
			vs := []string{"dps", "mp", "mp-orec"}
			ks = r.allOK(ci, ks, append([]string{"pdom"}, vs...))
			if len(ks) == 0 {
				return noValue("no kernel terminates under pdom, dps, mp and mp-orec", "nothing to measure")
			}
			sp := map[string]float64{}
			var parts []string
			for _, v := range vs {
				sp[v] = hmean(r.ratios(ci, ks, "pdom", v, cycles))
				parts = append(parts, fmt.Sprintf("%s ×%.3f", v, sp[v]))
			}
			overDPS := hmean(r.ratios(ci, ks, "dps", "mp-orec", cycles))
			o := outcome{text: fmt.Sprintf("speedup over pdom on %d kernels (%s): %s; mp-orec over dps ×%.3f", len(ks), r.names(ks), strings.Join(parts, ", "), overDPS),
				label: "mp-orec speedup", value: sp["mp-orec"], paperValue: 1.32}
			if !(sp["mp-orec"] > sp["mp"] && sp["mp"] > sp["dps"] && sp["dps"] > 1) {
				o.why = append(o.why, "the paper's order mp-orec > mp > dps > pdom does not hold")
			}
			if sp["mp-orec"] < 1.32 {
				o.why = append(o.why, "mp-orec's speedup is below the paper's 1.32")
			}
			return o
		},
	},
	{
		paper: "eltantawy2014", source: "ElTantawy et al. 2014, Fig. 12",
		text:      "SPS, DPS and basic MP have the same SIMD unit utilization (all reconverge at the IPDOM); opportunistic reconvergence improves it by 48% on average, up to 182%.",
		published: "dps = mp = pdom; mp-orec +48% average, +182% max",
		set:       notIdentical,
		mean:      "arithmetic", baseline: "pdom (SPS)", metric: "SIMD efficiency (thread instructions / warp-instruction lanes)",
		needs: []string{"pdom", "dps", "mp", "mp-orec"},
		measure: func(r *Report, ci int, ks []int) outcome {
			vs := []string{"pdom", "dps", "mp", "mp-orec"}
			ks = r.allOK(ci, ks, vs)
			if len(ks) == 0 {
				return noValue("no kernel terminates under pdom, dps, mp and mp-orec", "nothing to measure")
			}
			mean := map[string]float64{}
			var parts []string
			for _, v := range vs {
				for _, k := range ks {
					mean[v] += r.row(k, ci, v).SIMDEfficiency / float64(len(ks))
				}
				parts = append(parts, fmt.Sprintf("%s %.3f", v, mean[v]))
			}
			gain := r.ratios(ci, ks, "pdom", "mp-orec", invEfficiency)
			avg, top := amean(gain)-1, maxOf(gain)-1
			o := outcome{text: fmt.Sprintf("mean SIMD efficiency on %d kernels: %s; mp-orec over pdom +%.1f%% on average, up to +%.1f%%", len(ks), strings.Join(parts, ", "), 100*avg, 100*top),
				label: "mp-orec utilization gain", value: avg, paperValue: 0.48, pct: true}
			for _, v := range []string{"dps", "mp"} {
				if fmt.Sprintf("%.3f", mean[v]) != fmt.Sprintf("%.3f", mean["pdom"]) {
					o.why = append(o.why, v+"'s utilization differs from pdom's")
				}
			}
			if avg <= 0 {
				o.why = append(o.why, "mp-orec does not improve the utilization")
			} else if avg < 0.48 {
				o.why = append(o.why, "mp-orec's improvement is smaller than the paper's 48%")
			}
			return o
		},
	},
	{
		paper: "diamos2011", source: "Diamos et al. 2011, Fig. 6",
		text:      "Re-convergence at thread frontiers executes fewer dynamic instructions than PDOM on unstructured code: TF-STACK the fewest on every application; TF-SANDY's conservative branches can cost more (+3.8% on MCX).",
		published: "tf-stack −1.5% (MCX) to −633% (CUDA Renderer) vs pdom; tf-sandy +3.8% on MCX",
		set:       unstructured,
		mean:      "geometric, and a count per kernel", baseline: "pdom", metric: "warp instructions (dynamic instruction count)",
		needs: []string{"pdom", "tf-stack"},
		measure: func(r *Report, ci int, ks []int) outcome {
			vs := []string{"tf-stack"}
			if r.has([]string{"tf-sandy"}) {
				vs = append(vs, "tf-sandy")
			}
			ks = r.allOK(ci, ks, append([]string{"pdom"}, vs...))
			if len(ks) == 0 {
				return noValue("no kernel terminates under pdom and "+strings.Join(vs, " and "), "nothing to measure")
			}
			var parts, why []string
			var stack float64
			for _, v := range vs {
				n := r.ratios(ci, ks, v, "pdom", warpInsts)
				atMost := 0
				for _, x := range n {
					if x <= 1 {
						atMost++
					}
				}
				part := fmt.Sprintf("%s / pdom ×%.3f, ≤ pdom on %d of %d", v, gmean(n), atMost, len(ks))
				if v == "tf-sandy" {
					// Its conservative branches' no-ops are issued slots
					// with no thread enabled (Sec. 4.2): counted in.
					var slots, wasted float64
					for _, k := range ks {
						row := r.row(k, ci, v)
						slots += float64(row.WarpInstructions)
						wasted += row.Stats["mechanism_stats.wasted_issue_slots"]
					}
					part += fmt.Sprintf(" (%.0f of its %.0f issued slots are conservative-branch no-ops)", wasted, slots)
				} else {
					stack = gmean(n)
					if atMost < len(ks) {
						why = append(why, fmt.Sprintf("tf-stack executes more than pdom on %d kernels", len(ks)-atMost))
					}
				}
				parts = append(parts, part)
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
			return outcome{text: fmt.Sprintf("on %d kernels: %s", len(ks), strings.Join(parts, "; ")), why: why,
				label: "tf-stack / pdom warp insts", value: stack, paperValue: math.NaN(), lowerIsBetter: true}
		},
	},
	{
		paper: "diamos2011", source: "Diamos et al. 2011, Fig. 7",
		text:      "Several unstructured applications have activity factors below 20% under PDOM, and thread frontiers raise the activity factor.",
		published: "several below 20% under PDOM",
		set:       unstructured,
		mean:      "arithmetic, and a count per kernel", baseline: "pdom", metric: "activity factor (SIMD efficiency)",
		needs: []string{"pdom", "tf-stack"},
		measure: func(r *Report, ci int, ks []int) outcome {
			ks = r.allOK(ci, ks, []string{"pdom", "tf-stack"})
			if len(ks) == 0 {
				return noValue("no kernel terminates under pdom and tf-stack", "nothing to measure")
			}
			var effs []float64
			var ep, et float64
			for _, k := range ks {
				e := r.row(k, ci, "pdom").SIMDEfficiency
				effs = append(effs, e)
				ep += e / float64(len(ks))
				et += r.row(k, ci, "tf-stack").SIMDEfficiency / float64(len(ks))
			}
			s, low := sorted(effs), below(effs, 0.2)
			o := outcome{text: fmt.Sprintf("pdom activity factor on %d kernels: min %.3f, median %.3f, max %.3f, %d below 0.2; mean pdom %.3f → tf-stack %.3f",
				len(ks), s[0], s[len(s)/2], s[len(s)-1], low, ep, et), label: "kernels below 20% under pdom", value: float64(low), paperValue: math.NaN()}
			if low < 2 {
				o.why = append(o.why, "fewer than two kernels are below 20% (the paper: several)")
			}
			if et < ep {
				o.why = append(o.why, "tf-stack lowers the activity factor")
			}
			return o
		},
	},
	{
		paper: "diamos2011", source: "Diamos et al. 2011, Table 5",
		text:      "Thread frontiers have more re-converge (join) points than PDOM in every application, 2-3x more in most.",
		published: "TF > PDOM join points in all cases; 2-3x in most",
		set:       unstructured,
		mean:      "none (per kernel: min and max ratio)", baseline: "pdom join points", metric: "static join points (passes/frontier)",
		needs: []string{"tf-stack"},
		measure: func(r *Report, ci int, ks []int) outcome {
			var ratio []float64
			more := 0
			for _, k := range ks {
				st := r.staticStats(k, ci)
				if st == nil || st.PDOMJoins == 0 {
					continue
				}
				x := float64(st.TFJoins) / float64(st.PDOMJoins)
				ratio = append(ratio, x)
				if st.TFJoins > st.PDOMJoins {
					more++
				}
			}
			if len(ratio) == 0 {
				return noValue("no static join-point counts (a --paper run records them)", "nothing to measure")
			}
			o := outcome{text: fmt.Sprintf("TF / PDOM join points on %d kernels: ×%.2f to ×%.2f; more on %d of %d", len(ratio), minOf(ratio), maxOf(ratio), more, len(ratio)),
				label: "TF / PDOM join points (max)", value: maxOf(ratio), paperValue: math.NaN()}
			if more < len(ratio) {
				o.why = append(o.why, fmt.Sprintf("TF has no more join points than PDOM on %d kernels", len(ratio)-more))
			}
			return o
		},
	},
	{
		paper: "collange2011", source: "Collange 2011, Sec. 5.2, Fig. 5",
		text:      "Stackless min(SP:PC) reconvergence is always at least as efficient as the stack-based (Tesla/Fermi) mechanism: SIMD utilization up to 7% higher, never lower.",
		published: "up to +7%, never lower",
		set:       noSpinLocks,
		mean:      "none (per kernel: max and count)", baseline: "pdom (the stack)", metric: "SIMD efficiency (active threads per warp / 32)",
		needs: []string{"pdom", "minpc"},
		measure: func(r *Report, ci int, ks []int) outcome {
			ks = r.allOK(ci, ks, []string{"pdom", "minpc"})
			if len(ks) == 0 {
				return noValue("no kernel terminates under both pdom and minpc", "nothing to measure")
			}
			g := r.ratios(ci, ks, "minpc", "pdom", efficiency)
			lower := below(g, 1)
			top := maxOf(g) - 1
			o := outcome{text: fmt.Sprintf("minpc / pdom on %d kernels: up to +%.1f%%, lower on %d", len(ks), 100*top, lower) + r.byStructureGain(ci, ks, g),
				label: "minpc utilization gain (max)", value: top, paperValue: 0.07, pct: true}
			if lower > 0 {
				o.why = append(o.why, fmt.Sprintf("minpc is less efficient than pdom on %d kernels", lower))
			}
			return o
		},
	},
	{
		paper: "collange2011", source: "Collange 2011, Table 2, Fig. 1",
		text:      "min(SP:PC) traverses an if-then-else as the stack does (Fig. 1b): each instruction is fetched once, the then-side, its jump, the else-side, then the join with every thread, with no reconvergence annotation.",
		published: "Fig. 1's if-then-else in 6 fetches for its 6 instructions, D once with all 4 threads",
		set:       structured,
		mean:      "none (per kernel: equal or not, and the largest ratio)", baseline: "pdom (the stack's traversal, Fig. 1b)", metric: "warp instructions (fetches)",
		needs: []string{"pdom", "minpc"},
		measure: func(r *Report, ci int, ks []int) outcome {
			ks = r.allOK(ci, ks, []string{"pdom", "minpc"})
			if len(ks) == 0 {
				return noValue("no kernel terminates under both pdom and minpc", "nothing to measure")
			}
			n := r.ratios(ci, ks, "minpc", "pdom", warpInsts)
			equal := 0
			var more []string
			for i, k := range ks {
				switch {
				case n[i] == 1:
					equal++
				case n[i] > 1:
					more = append(more, fmt.Sprintf("%s ×%.3f", r.Kernels[k], n[i]))
				}
			}
			o := outcome{text: fmt.Sprintf("minpc / pdom warp instructions on %d kernels: equal on %d, ×%.3f to ×%.3f", len(ks), equal, minOf(n), maxOf(n)),
				label: "minpc / pdom warp insts (max)", value: maxOf(n), paperValue: 1, lowerIsBetter: true}
			if len(more) > 0 {
				o.why = append(o.why, "minpc fetches more than the stack (an instruction fetched twice, Fig. 1c) on "+strings.Join(more, ", "))
			}
			return o
		},
	},
	{
		paper: "jin2012", source: "Jin 2012, Fig. 6.2",
		text:      "en-DWF (relaxed lane rule) improves on DWF by 8.8% on average and slows no application down.",
		published: "×1.088, no application slower",
		set:       noSpinLocks,
		mean:      "arithmetic", baseline: "dwf", metric: "cycles",
		needs: []string{"dwf", "en-dwf"},
		measure: func(r *Report, ci int, ks []int) outcome {
			ks = r.allOK(ci, ks, []string{"dwf", "en-dwf"})
			if len(ks) == 0 {
				return noValue("no kernel terminates under both dwf and en-dwf", "nothing to measure")
			}
			s := r.ratios(ci, ks, "dwf", "en-dwf", cycles)
			slower := below(s, 1)
			a := amean(s)
			o := outcome{text: fmt.Sprintf("en-dwf over dwf on %d kernels: speedup ×%.3f, %d slower", len(ks), a, slower), label: "en-dwf speedup", value: a, paperValue: 1.088}
			if a < 1.088 {
				o.why = append(o.why, "the mean speedup is below the paper's 1.088")
			}
			if slower > 0 {
				o.why = append(o.why, fmt.Sprintf("%d kernels are slower: %s", slower, r.slowerWork(ci, ks, "dwf", "en-dwf")))
			}
			return o
		},
	},
	speedup(claim{paper: "jin2012", source: "Jin 2012, Fig. 6.5",
		text:      "Hybrid warp size speeds PDOM up by 1.20 on average (PDOM&HWS: the speedup HWS brings to PDOM).",
		published: "×1.20"}, "pdom", "hws", 1.20),
	speedup(claim{paper: "jin2012", source: "Jin 2012, Fig. 6.5",
		text:      "Hybrid warp size with en-DWF speeds DWF up by 1.27 on average (en-DWF&HWS: \"the speedup HWS brings to DWF\", the caption).",
		published: "×1.27"}, "dwf", "en-dwf-hws", 1.27),
	{
		paper: "jin2012", source: "Jin 2012, eq. 6.1, Fig. 6.3",
		text:      "Equation 6.1 (Amdahl over the warps with 1, 2 and 3 active quarter-warps) estimates HWS's speedup over PDOM higher than simulation, with correlation 0.85.",
		published: "estimate > measured; correlation 0.85",
		set:       noSpinLocks,
		mean:      "arithmetic; Pearson correlation", baseline: "pdom", metric: "cycles (measured) vs eq. 6.1 (from pdom's warp occupancy)",
		needs: []string{"pdom", "hws"},
		measure: func(r *Report, ci int, ks []int) outcome {
			var est, meas []float64
			for _, k := range r.allOK(ci, ks, []string{"pdom", "hws"}) {
				row := r.row(k, ci, "hws")
				e := row.Estimated
				if q := row.Quarter; e == nil && q != nil {
					e = q.Estimated
				}
				if e == nil || row.Cycles == 0 {
					continue
				}
				est = append(est, *e)
				meas = append(meas, float64(r.row(k, ci, "pdom").Cycles)/float64(r.row(k, ci, "hws").Cycles))
			}
			if len(est) < 2 {
				return noValue("fewer than two kernels with an estimate", "nothing to measure")
			}
			c := pearson(est, meas)
			o := outcome{text: fmt.Sprintf("on %d kernels: estimated ×%.3f, measured ×%.3f (means); correlation %.2f", len(est), amean(est), amean(meas), c),
				label: "correlation", value: c, paperValue: 0.85}
			if amean(est) < amean(meas) {
				o.why = append(o.why, "the estimate is below the measurement")
			}
			if !(c >= 0.5) {
				o.why = append(o.why, "the estimate and the measurement are not correlated (taken as r ≥ 0.5)")
			}
			return o
		},
	},
	{
		paper: "volta2017", source: "NVIDIA Volta architecture whitepaper (2017), independent thread scheduling",
		text:      "With independent thread scheduling every kernel that is correct on MIMD hardware completes, with the MIMD result (starvation-free: no SIMT deadlock).",
		published: "starvation-free",
		set:       allKernels,
		mean:      "none (a count)", baseline: "mimd (status and final memory)", metric: "run status and final memory",
		needs: []string{"its", "mimd"},
		measure: func(r *Report, ci int, ks []int) outcome {
			mimdOK, ok, same := 0, 0, 0
			for _, k := range ks {
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
			o := noValue(fmt.Sprintf("of the %d kernels that terminate under mimd, %d terminate under its, %d with mimd's final memory", mimdOK, ok, same))
			if ok < mimdOK {
				o.why = append(o.why, fmt.Sprintf("%d do not complete", mimdOK-ok))
			}
			if same < ok {
				o.why = append(o.why, fmt.Sprintf("%d end with other memory", ok-same))
			}
			return o
		},
	},
}

// speedup completes c as the claim that v speeds base up by paper on
// average, outside sync/ (Jin's suite has no spin locks): base cycles / v
// cycles, averaged arithmetically (speedupClaim).
func speedup(c claim, base, v string, paper float64) *claim {
	c.set = noSpinLocks
	c.mean, c.baseline, c.metric = "arithmetic", base, "cycles"
	c.needs = []string{base, v}
	c.measure = func(r *Report, ci int, ks []int) outcome { return r.speedupClaim(ci, ks, base, v, paper) }
	return &c
}

// speedupClaim is base cycles / v cycles, averaged arithmetically, against
// the paper's value.
func (r *Report) speedupClaim(ci int, ks []int, base, v string, paper float64) outcome {
	ks = r.allOK(ci, ks, []string{base, v})
	if len(ks) == 0 {
		return noValue("no kernel terminates under both "+base+" and "+v, "nothing to measure")
	}
	s := r.ratios(ci, ks, base, v, cycles)
	a := amean(s)
	o := outcome{text: fmt.Sprintf("%s over %s on %d kernels: speedup ×%.3f (min ×%.3f, max ×%.3f)", v, base, len(ks), a, minOf(s), maxOf(s)),
		label: v + " / " + base + " speedup", value: a, paperValue: paper}
	if a < 1 {
		o.why = append(o.why, fmt.Sprintf("%s is slower than %s", v, base))
	} else if a < paper {
		o.why = append(o.why, fmt.Sprintf("the speedup is below the paper's %.2f", paper))
	}
	return o
}

// safeTwin names the hand-written SIMT-safe version of sync kernel name:
// sync/K.cl → sync/safe/K.cl.
func safeTwin(name string) string {
	return "sync/safe/" + strings.TrimPrefix(name, "sync/")
}
