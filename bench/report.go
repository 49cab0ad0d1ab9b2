package bench

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/simtc/simtc/driver"
)

// Baseline is the variant speedups and instruction counts are normalized to.
const Baseline = "pdom"

// Reference is the variant whose termination and final memory the others
// are compared with.
const Reference = "mimd"

// Report is the benchmark's result: the matrix's names, one row per job
// (with normalized values filled in), the differences from the reference,
// and a summary per variant and config.
type Report struct {
	Kernels  []string `json:"kernels"`
	Variants []string `json:"mechs"`
	Configs  []string `json:"configs"`
	// Setup is the header's: the layout the variants were compiled with,
	// the SSDE variants' alias assumption, the --paper run and --scale.
	Setup
	Rows        []Row        `json:"rows"`
	Differences []Difference `json:"differences"`
	Summary     []Summary    `json:"summary"`
}

// Difference is a run whose termination or final memory differs from the
// reference's under the same config.
type Difference struct {
	Kernel  string `json:"kernel"`
	Config  string `json:"config"`
	Variant string `json:"mech"`
	Kind    string `json:"kind"` // "status" or "memory"
	Detail  string `json:"detail"`
}

// Summary aggregates one variant under one config over the kernels.
type Summary struct {
	Variant string `json:"mech"`
	Config  string `json:"config"`
	Kernels int    `json:"kernels"`
	OK      int    `json:"ok"`
	// Statuses counts the runs per status other than ok.
	Statuses map[string]int `json:"statuses,omitempty"`
	// ExpectFailed counts runs that failed their simtc:expect lines.
	ExpectFailed int `json:"expect_failed"`
	// Geometric means over the kernels where both this variant and pdom
	// finished ok (Compared of them); 0 when none.
	Compared         int     `json:"compared"`
	GeomeanSpeedup   float64 `json:"geomean_speedup"`
	GeomeanNormInsts float64 `json:"geomean_norm_warp_insts"`
	// Mean SIMD efficiency over the runs that finished ok, and the
	// instruction counts of those runs it comes from (sums).
	MeanSIMDEfficiency float64 `json:"mean_simd_efficiency"`
	WarpInstructions   int64   `json:"warp_instructions"`
	ThreadInstructions int64   `json:"thread_instructions"`
}

// Build assembles the report of a complete matrix from its rows (in any
// order; one per job). It depends on nothing else, so a merged set of
// shards gives the same report as one run.
func Build(h Header, rows []Row) (*Report, error) {
	if len(rows) != h.Jobs {
		return nil, fmt.Errorf("%d rows for %d jobs", len(rows), h.Jobs)
	}
	if err := h.checkPaper(); err != nil {
		return nil, err
	}
	r := &Report{Kernels: h.Kernels, Variants: h.Variants, Configs: h.Configs, Setup: h.Setup}
	r.Rows = append([]Row(nil), rows...)
	sort.Slice(r.Rows, func(i, j int) bool { return r.Rows[i].Index < r.Rows[j].Index })
	for i := range r.Rows {
		if r.Rows[i].Index != i {
			return nil, fmt.Errorf("job %d is missing or given twice", i)
		}
	}
	nv, nc := len(h.Variants), len(h.Configs)
	at := func(k, c, v int) *Row { return &r.Rows[(k*nc+c)*nv+v] }
	base, ref := indexOf(h.Variants, Baseline), indexOf(h.Variants, Reference)
	for k := range h.Kernels {
		for c := range h.Configs {
			for v := range h.Variants {
				row := at(k, c, v)
				if row.Kernel != h.Kernels[k] || row.Variant != h.Variants[v] || row.Config != h.Configs[c] {
					return nil, fmt.Errorf("job %d is %s/%s/%s, want %s/%s/%s", row.Index, row.Kernel, row.Variant, row.Config, h.Kernels[k], h.Variants[v], h.Configs[c])
				}
				if base >= 0 {
					b := at(k, c, base)
					if row.Status == "ok" && b.Status == "ok" && row.Cycles > 0 && b.WarpInstructions > 0 {
						s := float64(b.Cycles) / float64(row.Cycles)
						n := float64(row.WarpInstructions) / float64(b.WarpInstructions)
						row.Speedup, row.NormInsts = &s, &n
					}
				}
				if ref >= 0 && v != ref {
					if d, ok := differ(at(k, c, ref), row); ok {
						r.Differences = append(r.Differences, d)
					}
				}
			}
		}
	}
	for c := range h.Configs {
		for v := range h.Variants {
			s := Summary{Variant: h.Variants[v], Config: h.Configs[c], Kernels: len(h.Kernels)}
			var ls, ln, eff float64
			for k := range h.Kernels {
				row := at(k, c, v)
				if row.Status == "ok" {
					s.OK++
					eff += row.SIMDEfficiency
					s.WarpInstructions += row.WarpInstructions
					s.ThreadInstructions += row.ThreadInstructions
				} else {
					if s.Statuses == nil {
						s.Statuses = map[string]int{}
					}
					s.Statuses[row.Status]++
				}
				if row.Expect == "fail" {
					s.ExpectFailed++
				}
				if row.Speedup != nil {
					s.Compared++
					ls += math.Log(*row.Speedup)
					ln += math.Log(*row.NormInsts)
				}
			}
			if s.Compared > 0 {
				s.GeomeanSpeedup = round(math.Exp(ls / float64(s.Compared)))
				s.GeomeanNormInsts = round(math.Exp(ln / float64(s.Compared)))
			}
			if s.OK > 0 {
				s.MeanSIMDEfficiency = round(eff / float64(s.OK))
			}
			r.Summary = append(r.Summary, s)
		}
	}
	return r, nil
}

// round keeps 6 significant digits, so sums taken in a fixed order print the
// same everywhere and reports stay readable.
func round(x float64) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 6, 64), 64)
	return v
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// differ compares row with the reference run ref.
func differ(ref, row *Row) (Difference, bool) {
	d := Difference{Kernel: row.Kernel, Config: row.Config, Variant: row.Variant}
	if row.Status != ref.Status {
		d.Kind = "status"
		d.Detail = fmt.Sprintf("%s under %s, %s under %s", row.Status, row.Variant, ref.Status, ref.Variant)
		return d, true
	}
	if row.Status != "ok" || row.Memory == ref.Memory {
		return d, false
	}
	var names []string
	for i, b := range row.Buffers {
		if i >= len(ref.Buffers) || ref.Buffers[i] != b {
			names = append(names, b.Name)
		}
	}
	d.Kind = "memory"
	d.Detail = fmt.Sprintf("final %s differ from %s", strings.Join(names, ", "), ref.Variant)
	return d, true
}

// WriteJSON writes the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// The number formats of the text and HTML tables: one per kind of column,
// so a column never mixes "1" with "1.556", and "-" where there is no
// value rather than a 0 that looks measured.

// fmtRatio formats a ratio to pdom (speedup, normalized instructions).
func fmtRatio(p *float64) string {
	if p == nil {
		return "-"
	}
	return strconv.FormatFloat(*p, 'f', 2, 64)
}

// fmtEff formats a SIMD efficiency, a fraction of lanes.
func fmtEff(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }

// fmtTx formats memory transactions per access.
func fmtTx(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }

// fmtMean formats a summary's mean over n runs: "-" over none.
func fmtMean(x float64, n int) string {
	if n == 0 {
		return "-"
	}
	return strconv.FormatFloat(x, 'f', 3, 64)
}

// LayoutNote says which block layout the report's runs used.
func (r *Report) LayoutNote() string {
	switch r.Layout {
	case "":
		return "layout not recorded"
	case LayoutOwn:
		return "layout own: each mechanism compiled with its own (--layout own)"
	}
	return "layout " + r.Layout + ": every mechanism runs the same code"
}

// ssdeRewrites lists, per kernel, the loops SSDE rewrote in the first
// config's SSDE variants: "kernel (variant): function: loop (through
// switch block S), ...".
func (r *Report) ssdeRewrites() []string {
	var out []string
	for _, row := range r.Rows {
		if row.Config != r.Configs[0] || !strings.HasSuffix(row.Variant, SSDESuffix) || len(row.SSDERewrites) == 0 {
			continue
		}
		var loops []string
		for _, rw := range row.SSDERewrites {
			loops = append(loops, rw.String())
		}
		v := ""
		if n := r.ssdeVariants(); n > 1 {
			v = " (" + row.Variant + ")"
		}
		out = append(out, row.Kernel+v+": "+strings.Join(loops, "; "))
	}
	return out
}

// ssdeVariants counts the SSDE variants.
func (r *Report) ssdeVariants() int {
	n := 0
	for _, v := range r.Variants {
		if strings.HasSuffix(v, SSDESuffix) {
			n++
		}
	}
	return n
}

// WriteTable writes the rows, the differences and the summary as aligned
// text.
func (r *Report) WriteTable(w io.Writer) error {
	fmt.Fprintln(w, r.LayoutNote())
	own := r.Layout == LayoutOwn
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	multi := len(r.Configs) > 1
	hdr := "kernel\tmech\t"
	if multi {
		hdr += "config\t"
	}
	if own {
		hdr += "layout\t"
	}
	fmt.Fprintln(tw, hdr+"status\tcycles\tspeedup\twarp insts\tnorm insts\tthread insts\tSIMD eff\tidle\ttx/access\texpect\t")
	for _, row := range r.Rows {
		line := row.Kernel + "\t" + row.Variant + "\t"
		if multi {
			line += row.Config + "\t"
		}
		if own {
			line += row.Layout + "\t"
		}
		fmt.Fprintf(tw, "%s%s\t%d\t%s\t%d\t%s\t%d\t%s\t%d\t%s\t%s\t\n", line, row.Status, row.Cycles, fmtRatio(row.Speedup),
			row.WarpInstructions, fmtRatio(row.NormInsts), row.ThreadInstructions, fmtEff(row.SIMDEfficiency),
			row.IdleIssueCycles, fmtTx(row.TxPerAccess), row.Expect)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\ndifferences from %s (termination or final memory):\n", Reference)
	if len(r.Differences) == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, d := range r.Differences {
		cfg := ""
		if multi {
			cfg = " [" + d.Config + "]"
		}
		fmt.Fprintf(w, "  %s%s: %s: %s: %s\n", d.Kernel, cfg, d.Variant, d.Kind, d.Detail)
	}
	for _, row := range r.Rows {
		for _, e := range row.ExpectFailures {
			fmt.Fprintf(w, "  %s: %s: expectation failed: %s\n", row.Kernel, row.Variant, e)
		}
		if row.Error != "" {
			fmt.Fprintf(w, "  %s: %s: %s\n", row.Kernel, row.Variant, row.Error)
		}
	}
	if rw := r.ssdeRewrites(); r.ssdeVariants() > 0 {
		fmt.Fprintf(w, "\nloops SSDE rewrote (those simtc lint reports with the same options):\n")
		if len(rw) == 0 {
			fmt.Fprintln(w, "  none")
		}
		for _, l := range rw {
			fmt.Fprintf(w, "  %s\n", l)
		}
	}
	fmt.Fprintln(w, "\nsummary (geometric means over kernels where the mechanism and pdom both finish ok; mean SIMD\nefficiency over the runs that finish ok, with their warp and thread instructions):")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	hdr = "mech\t"
	if multi {
		hdr += "config\t"
	}
	fmt.Fprintln(tw, hdr+"ok\tnot ok\texpect failed\tcompared\tspeedup\tnorm insts\twarp insts\tthread insts\tmean SIMD eff\t")
	for _, s := range r.Summary {
		line := s.Variant + "\t"
		if multi {
			line += s.Config + "\t"
		}
		fmt.Fprintf(tw, "%s%d/%d\t%s\t%d\t%d\t%s\t%s\t%d\t%d\t%s\t\n", line, s.OK, s.Kernels, statuses(s.Statuses), s.ExpectFailed,
			s.Compared, fmtMean(s.GeomeanSpeedup, s.Compared), fmtMean(s.GeomeanNormInsts, s.Compared),
			s.WarpInstructions, s.ThreadInstructions, fmtMean(s.MeanSIMDEfficiency, s.OK))
	}
	return tw.Flush()
}

func statuses(m map[string]int) string {
	if len(m) == 0 {
		return "-"
	}
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var parts []string
	for _, k := range ks {
		parts = append(parts, fmt.Sprintf("%d %s", m[k], k))
	}
	return strings.Join(parts, ", ")
}

// rewrites is the CSV form of a row's SSDE rewrites: function/loop, ...
func rewrites(rw []driver.Rewrite) string {
	var parts []string
	for _, r := range rw {
		parts = append(parts, r.Func+"/"+r.Loop)
	}
	return strings.Join(parts, " ")
}

// WriteCSV writes one line per row: the main columns, then every other
// statistic (the union over the rows, sorted by name).
func (r *Report) WriteCSV(w io.Writer) error {
	extraSet := map[string]bool{}
	for _, row := range r.Rows {
		for k := range row.Stats {
			extraSet[k] = true
		}
	}
	var extra []string
	for k := range extraSet {
		extra = append(extra, k)
	}
	sort.Strings(extra)
	cw := csv.NewWriter(w)
	head := []string{"kernel", "mech", "config", "status", "cycles", "speedup", "warp_instructions", "norm_warp_insts",
		"thread_instructions", "simd_efficiency", "idle_issue_cycles", "transactions_per_memory_instruction", "expect", "memory", "error",
		"layout", "ssde_rewrites"}
	if err := cw.Write(append(head, extra...)); err != nil {
		return err
	}
	g := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	opt := func(p *float64) string {
		if p == nil {
			return ""
		}
		return g(*p)
	}
	for _, row := range r.Rows {
		rec := []string{row.Kernel, row.Variant, row.Config, row.Status, strconv.FormatInt(row.Cycles, 10), opt(row.Speedup),
			strconv.FormatInt(row.WarpInstructions, 10), opt(row.NormInsts), strconv.FormatInt(row.ThreadInstructions, 10),
			g(row.SIMDEfficiency), strconv.FormatInt(row.IdleIssueCycles, 10), g(row.TxPerAccess), row.Expect, row.Memory, row.Error,
			row.Layout, rewrites(row.SSDERewrites)}
		for _, k := range extra {
			if v, ok := row.Stats[k]; ok {
				rec = append(rec, g(v))
			} else {
				rec = append(rec, "")
			}
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
