package bench

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// A claim is a statement of one of the papers that the suite can test,
// computed the way its paper computes it: on the paper's machine (the
// machine of its Paper; the report's first config outside a --paper run),
// over the kernels its kernel-set rule picks, with the paper's mean, its
// baseline and its metric. The rule, the mean, the baseline and the metric
// are printed beside the number (TestClaimRowsNameTheirMethod fails when
// one is missing). Claims whose variants are missing are left out of the
// table. Each measured cell ends with a verdict, "agrees" or "disagrees:
// why", decided by the rule written in the claim.
type claim struct {
	paper  string // Paper.Name of the paper it belongs to
	source string // citation and figure: "ElTantawy & Aamodt 2016, Fig. 10"
	text   string // the claim, in the paper's words where possible
	// published is the paper's value as its text states it (transcribed;
	// the figures' bars are not in the text).
	published string
	set       kernelSet
	// mean, baseline and metric say how the number is computed.
	mean, baseline, metric string
	needs                  []string
	measure                func(r *Report, ci int, ks []int) outcome
}

// outcome is a measured claim: the text of the cell, the reasons it
// disagrees with the paper (none: it agrees), and the headline number
// beside the paper's for the paper's chart (value: NaN when there is none).
type outcome struct {
	text               string
	why                []string
	label              string
	value, paperValue  float64
	lowerIsBetter, pct bool
}

func noValue(text string, why ...string) outcome {
	return outcome{text: text, why: why, value: math.NaN(), paperValue: math.NaN()}
}

// A kernelSet is a claim's rule for which kernels count: the rule in
// words and the kernels of the report it picks (under config ci).
type kernelSet struct {
	rule string
	pick func(r *Report, ci int) []int
}

// groupSet is the kernels of the suite's group dir ("sync": the first
// path element), or every kernel when the suite has no groups.
func groupSet(dir, label string) kernelSet {
	return kernelSet{rule: label + " (" + dir + "/)", pick: func(r *Report, ci int) []int {
		ks, _ := r.group(dir, label)
		return r.inPaper(ci, ks)
	}}
}

var allKernels = kernelSet{rule: "every kernel of the suite", pick: func(r *Report, ci int) []int {
	return r.inPaper(ci, r.all())
}}

// noSpinLocks is the suite without its synchronization kernels: the
// suites of Jin (GPGPU-Sim's benchmarks) and Collange (CUDA SDK, Parboil)
// have no inter-thread synchronization.
var noSpinLocks = kernelSet{rule: "no spin locks: every kernel outside sync/", pick: func(r *Report, ci int) []int {
	var out []int
	for k, name := range r.Kernels {
		if !strings.HasPrefix(name, "sync/") {
			out = append(out, k)
		}
	}
	return r.inPaper(ci, out)
}}

// ssdeChanged is the kernels SSDE rewrote a loop of (ElTantawy & Aamodt
// 2016, Figs. 9-10: "the kernels that are affected by our transformation").
var ssdeChanged = kernelSet{rule: "kernels SSDE changed (a loop rewritten)", pick: func(r *Report, ci int) []int {
	var out []int
	v := "pdom" + SSDESuffix
	if indexOf(r.Variants, v) < 0 {
		return nil
	}
	for k := range r.Kernels {
		if len(r.row(k, ci, v).SSDERewrites) > 0 {
			out = append(out, k)
		}
	}
	return r.inPaper(ci, out)
}}

// notIdentical is ElTantawy et al. 2014's rule (Sec. 5): only the
// benchmarks that do not "execute identically over SPS, DPS and MP", here
// the kernels that terminate under pdom, dps and mp with cycles that are
// not all equal. The paper runs (Paper.Runs) no spin-lock kernel: its
// benchmarks (Table 1) have no inter-thread synchronization; outside a
// --paper run the set leaves sync/ out itself.
var notIdentical = kernelSet{rule: "no spin locks, and cycles differ between pdom (SPS), dps and mp", pick: func(r *Report, ci int) []int {
	var out []int
	for _, k := range r.allOK(ci, noSpinLocks.pick(r, ci), []string{"pdom", "dps", "mp"}) {
		c := r.row(k, ci, "pdom").Cycles
		if r.row(k, ci, "dps").Cycles != c || r.row(k, ci, "mp").Cycles != c {
			out = append(out, k)
		}
	}
	return out
}}

// staticStats returns the static statistics of kernel k recorded under
// config ci (a --paper run records them on the tf-stack and minpc rows),
// nil when none were.
func (r *Report) staticStats(k, ci int) *StaticStats {
	for _, v := range staticVariants {
		if indexOf(r.Variants, v) >= 0 {
			if st := r.row(k, ci, v).Static; st != nil {
				return st
			}
		}
	}
	return nil
}

// unstructured is Diamos et al.'s set (Sec. 6.4.1, "each of the
// unstructured benchmarks"): kernels with an unstructured branch
// (passes/structurize: a branch the structural transforms must rewrite).
// It needs the kernels' static statistics (a --paper run records them:
// Report.staticStats); without them it falls back to the irregular group.
var unstructured = kernelSet{rule: "unstructured kernels (a branch structurize must rewrite)", pick: func(r *Report, ci int) []int {
	out, recorded := r.byStructure(ci, true)
	if !recorded {
		out, _ = r.group("irregular", "")
	}
	return r.inPaper(ci, out)
}}

// structured is the complement of unstructured without the spin-lock
// kernels: the kernels whose control flow is if-then-else, its nestings
// and loops (Collange 2011's Fig. 1 and Table 2; the premise of min(PC):
// reconvergence points lie after the code before them). Without static
// statistics it falls back to the regular group.
var structured = kernelSet{rule: "structured kernels without spin locks (no branch structurize must rewrite, outside sync/)", pick: func(r *Report, ci int) []int {
	out, recorded := r.byStructure(ci, false)
	if !recorded {
		out, _ = r.group("regular", "")
	}
	var keep []int
	for _, k := range out {
		if !strings.HasPrefix(r.Kernels[k], "sync/") {
			keep = append(keep, k)
		}
	}
	return r.inPaper(ci, keep)
}}

// byStructure returns the kernels with (unstructured) or without an
// unstructured branch by their static statistics under config ci, and
// whether any kernel has them.
func (r *Report) byStructure(ci int, unstructured bool) (out []int, recorded bool) {
	for k := range r.Kernels {
		st := r.staticStats(k, ci)
		recorded = recorded || st != nil
		if st != nil && (st.UnstructuredBranches > 0) == unstructured {
			out = append(out, k)
		}
	}
	return out, recorded
}

// byStructureGain splits per-kernel ratios g (of kernels ks) by the
// kernels' structure (their static statistics under config ci) and gives
// each part's largest gain and how many are below 1, as "; structured N:
// up to +x%, lower on n; unstructured M: ..." (empty without statistics):
// Collange 2011 measured CUDA SDK and Parboil kernels (Sec. 5.2), and the
// suite's gains differ by structure.
func (r *Report) byStructureGain(ci int, ks []int, g []float64) string {
	var parts [2][]float64 // structured, unstructured
	for i, k := range ks {
		st := r.staticStats(k, ci)
		if st == nil {
			return ""
		}
		u := 0
		if st.UnstructuredBranches > 0 {
			u = 1
		}
		parts[u] = append(parts[u], g[i])
	}
	var out []string
	for u, name := range []string{"structured", "unstructured"} {
		if p := parts[u]; len(p) > 0 {
			out = append(out, fmt.Sprintf("%s %d: up to +%.1f%%, lower on %d", name, len(p), 100*(maxOf(p)-1), below(p, 1)))
		}
	}
	return "; " + strings.Join(out, "; ")
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
		return r.all(), "kernels"
	}
	return out, label
}

func (r *Report) all() []int {
	out := make([]int, len(r.Kernels))
	for k := range out {
		out[k] = k
	}
	return out
}

// inPaper keeps the kernels of ks that ran under config ci (a --paper run
// skips the kernels a paper does not run).
func (r *Report) inPaper(ci int, ks []int) []int {
	var out []int
next:
	for _, k := range ks {
		for _, v := range r.Variants {
			if r.row(k, ci, v).Status != StatusSkipped {
				out = append(out, k)
				continue next
			}
		}
	}
	return out
}

func (r *Report) row(k, ci int, variant string) *Row {
	nv, nc := len(r.Variants), len(r.Configs)
	return &r.Rows[(k*nc+ci)*nv+indexOf(r.Variants, variant)]
}

// names lists the kernels ks by name.
func (r *Report) names(ks []int) string {
	var out []string
	for _, k := range ks {
		out = append(out, r.Kernels[k])
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// claimHeader is the claim table's header: the method columns are what
// TestClaimRowsNameTheirMethod checks every row fills.
const claimHeader = "| paper | claim | paper's value | machine | kernel set | mean | baseline | metric | measured here |\n|---|---|---|---|---|---|---|---|---|\n"

// claimRow measures c under config ci and renders its table row.
func (r *Report) claimRow(c *claim, ci int, machine string) (string, outcome) {
	ks := c.set.pick(r, ci)
	var o outcome
	if len(ks) == 0 {
		o = noValue("no kernel of the suite is in the set", "nothing to measure")
	} else {
		o = c.measure(r, ci, ks)
	}
	return fmt.Sprintf("| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", c.source, c.text, c.published, machine,
		c.set.rule, c.mean, c.baseline, c.metric, o.text+verdict(o.why)), o
}

// WriteMarkdown writes the results table of the README: each paper claim
// the report's mechanisms can test beside what this run measured, then the
// per-mechanism summary. A --paper report is written per paper, each claim
// on its paper's machine (WritePaperMarkdown); otherwise every claim is
// measured on the first config.
func (r *Report) WriteMarkdown(w io.Writer) error {
	if r.Paper != "" {
		return r.WritePaperMarkdown(w)
	}
	fmt.Fprintf(w, "%d kernels (%s), mechanisms %s, config %s, %s.\n\n", len(r.Kernels), groupCounts(r), strings.Join(r.Variants, ", "), r.Configs[0], r.LayoutNote())
	r.writeRewrites(w)
	fmt.Fprint(w, claimHeader)
	for _, c := range claims {
		if !r.has(c.needs) {
			continue
		}
		row, _ := r.claimRow(c, 0, r.Configs[0]+" (the paper's: "+paperByName(c.paper).Machine+")")
		fmt.Fprint(w, row)
	}
	fmt.Fprintln(w)
	r.writeSummary(w, 0)
	return nil
}

func (r *Report) writeRewrites(w io.Writer) {
	if r.ssdeVariants() > 0 {
		rw := r.ssdeRewrites()
		if len(rw) == 0 {
			rw = []string{"none"}
		}
		fmt.Fprintf(w, "Loops SSDE rewrote (those `simtc lint` reports): %s.\n\n", strings.Join(rw, "; "))
	}
}

func (r *Report) writeSummary(w io.Writer, ci int) {
	fmt.Fprintln(w, "| mechanism | ok | not ok | expect failed | geomean speedup over pdom | geomean warp insts / pdom | mean SIMD efficiency |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
	for _, s := range r.Summary {
		if s.Config != r.Configs[ci] || s.OK == 0 && s.Statuses[StatusSkipped] == s.Kernels {
			continue
		}
		sts := map[string]int{}
		for k, n := range s.Statuses {
			if k != StatusSkipped {
				sts[k] = n
			}
		}
		fmt.Fprintf(w, "| %s | %d/%d | %s | %d | %.3f (%d kernels) | %.3f | %.3f |\n", s.Variant, s.OK, s.Kernels-s.Statuses[StatusSkipped], statuses(sts),
			s.ExpectFailed, s.GeomeanSpeedup, s.Compared, s.GeomeanNormInsts, s.MeanSIMDEfficiency)
	}
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

func cycles(row *Row) float64        { return float64(row.Cycles) }
func warpInsts(row *Row) float64     { return float64(row.WarpInstructions) }
func threadInsts(row *Row) float64   { return float64(row.ThreadInstructions) }
func efficiency(row *Row) float64    { return row.SIMDEfficiency }
func invEfficiency(row *Row) float64 { return 1 / row.SIMDEfficiency }

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

// slowerWork lists the kernels of ks on which b takes more cycles than
// its baseline a, each with its speedup and, when the rows have them, both
// runs' issue cycles and idle scheduler cycles over all cores: whether the
// slower run did more work or waited longer for its last cores (a tail).
func (r *Report) slowerWork(ci int, ks []int, a, b string) string {
	var out []string
	for _, k := range ks {
		ra, rb := r.row(k, ci, a), r.row(k, ci, b)
		if rb.Cycles <= ra.Cycles || rb.Cycles == 0 {
			continue
		}
		s := fmt.Sprintf("%s ×%.3f", r.Kernels[k], float64(ra.Cycles)/float64(rb.Cycles))
		ia, okA := ra.Stats["stall_cycles.issue"]
		ib, okB := rb.Stats["stall_cycles.issue"]
		if okA && okB {
			s += fmt.Sprintf(" (%s issue cycles %.0f against %s's %.0f, idle scheduler cycles %.0f against %.0f)",
				b, ib, a, ia, rb.Stats["stall_cycles.scheduler_idle"], ra.Stats["stall_cycles.scheduler_idle"])
		}
		out = append(out, s)
	}
	return strings.Join(out, ", ")
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

// pearson is the correlation coefficient of xs and ys (NaN when either is
// constant).
func pearson(xs, ys []float64) float64 {
	mx, my := amean(xs), amean(ys)
	var sxy, sxx, syy float64
	for i := range xs {
		sxy += (xs[i] - mx) * (ys[i] - my)
		sxx += (xs[i] - mx) * (xs[i] - mx)
		syy += (ys[i] - my) * (ys[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

// below counts the xs less than limit.
func below(xs []float64, limit float64) int {
	n := 0
	for _, x := range xs {
		if x < limit {
			n++
		}
	}
	return n
}

func sorted(xs []float64) []float64 {
	out := append([]float64(nil), xs...)
	sort.Float64s(out)
	return out
}
