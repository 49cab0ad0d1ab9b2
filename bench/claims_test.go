package bench

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/sim/mechs"
)

// synth builds a report of one config from rows made by f (status ok
// unless f says otherwise), for claims whose mechanisms the registry may
// not have yet.
func synth(t *testing.T, kernels, variants []string, f func(k, v string, row *Row)) *Report {
	t.Helper()
	h := Header{Format: shardFormat, Shards: 1, Jobs: len(kernels) * len(variants), Kernels: kernels, Variants: variants, Configs: []string{"default"}}
	var rows []Row
	for _, k := range kernels {
		for _, v := range variants {
			row := Row{Index: len(rows), Kernel: k, Variant: v, Config: "default", Status: "ok", Expect: "none",
				Cycles: 1000, WarpInstructions: 100, SIMDEfficiency: 0.5, Memory: "m"}
			f(k, v, &row)
			rows = append(rows, row)
		}
	}
	r, err := Build(h, rows)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func markdown(t *testing.T, r *Report) string {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Every claim's row is there exactly when all the mechanisms it needs are.
func TestClaimRowsFollowMechanisms(t *testing.T) {
	ks := []string{"irregular/a.cl", "irregular/b.cl"}
	for _, c := range claims {
		r := synth(t, ks, c.needs, func(string, string, *Row) {})
		if md := markdown(t, r); !strings.Contains(md, "| "+c.source+" | "+c.text+" | ") {
			t.Errorf("claim %q missing with %v:\n%s", c.text, c.needs, md)
		}
		for i := range c.needs {
			less := append(append([]string(nil), c.needs[:i]...), c.needs[i+1:]...)
			if len(less) == 0 {
				continue
			}
			if md := markdown(t, synth(t, ks, less, func(string, string, *Row) {})); strings.Contains(md, c.text) {
				t.Errorf("claim %q present without %s", c.text, c.needs[i])
			}
		}
	}
	// The table of the registered mechanisms (and of the configured
	// mechanisms the claims name, AWAREVirtual) has the claims of exactly
	// the registered mechanisms.
	vs, _ := Variants("all", mechs.Default())
	vs = append(vs, AWAREVirtual)
	md := markdown(t, synth(t, ks, vs, func(string, string, *Row) {}))
	for _, c := range claims {
		registered := true
		for _, n := range c.needs {
			if _, err := mechs.Default().Parse(strings.TrimSuffix(n, SSDESuffix)); err != nil {
				registered = false
			}
		}
		if registered != strings.Contains(md, c.text) {
			t.Errorf("claim %q: registered %v, in the table %v", c.text, registered, !registered)
		}
	}
}

// claimCells returns the cells of the claim row of source whose claim text
// starts with prefix.
func claimCells(t *testing.T, md, source, prefix string) []string {
	t.Helper()
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "| "+source) && strings.Contains(line, " | "+prefix) {
			return strings.Split(strings.TrimSuffix(strings.TrimPrefix(line, "| "), " |"), " | ")
		}
	}
	t.Fatalf("no row %s %s in\n%s", source, prefix, md)
	return nil
}

func claimCell(t *testing.T, r *Report, source, prefix string) string {
	t.Helper()
	cells := claimCells(t, markdown(t, r), source, prefix)
	return cells[len(cells)-1]
}

// Every claim row names its machine, kernel set, mean, baseline and metric
// (and the paper's value): a row that leaves one out fails, in the plain
// table and in every --paper table.
func TestClaimRowsNameTheirMethod(t *testing.T) {
	for _, c := range claims {
		for _, f := range []string{c.source, c.text, c.published, c.set.rule, c.mean, c.baseline, c.metric, c.paper} {
			if strings.TrimSpace(f) == "" {
				t.Errorf("claim %q leaves a method field empty: %+v", c.text, *c)
			}
		}
	}
	ks := []string{"irregular/a.cl", "sync/b.cl", "regular/c.cl"}
	vs, _ := Variants("all", mechs.Default())
	vs = append(vs, AWAREVirtual)
	n, bad := claimRowProblems(markdown(t, synth(t, ks, vs, func(string, string, *Row) {})))
	for _, b := range bad {
		t.Error(b)
	}
	if n != len(claims) {
		t.Errorf("%d claim rows, want %d", n, len(claims))
	}
	for _, p := range Papers {
		md := markdown(t, synthPaper(t, p.Name, ks))
		n, bad := claimRowProblems(md)
		for _, b := range bad {
			t.Errorf("--paper %s: %s", p.Name, b)
		}
		want := 0
		for _, c := range claims {
			if c.paper == p.Name {
				want++
			}
		}
		if n != want {
			t.Errorf("--paper %s: %d claim rows, want %d", p.Name, n, want)
		}
		if !strings.Contains(md, "| "+p.Machine+" |") {
			t.Errorf("--paper %s: no row on its machine %s", p.Name, p.Machine)
		}
	}
	// The check finds a row that leaves its mean out.
	bad2 := *claims[0]
	bad2.mean = ""
	r := synth(t, ks, bad2.needs, func(string, string, *Row) {})
	row, _ := r.claimRow(&bad2, 0, "default")
	if _, problems := claimRowProblems(claimHeader + row); len(problems) != 1 || !strings.Contains(problems[0], "no mean") {
		t.Errorf("a row without a mean: problems %q", problems)
	}
	row, _ = r.claimRow(claims[0], 0, "")
	if _, problems := claimRowProblems(claimHeader + row); len(problems) != 1 || !strings.Contains(problems[0], "no machine") {
		t.Errorf("a row without a machine: problems %q", problems)
	}
}

// claimRowProblems reads the claim tables of md (the rows under
// claimHeader) and returns how many rows there are and every cell left
// empty, named by its column.
func claimRowProblems(md string) (int, []string) {
	first := strings.SplitN(claimHeader, "\n", 2)[0]
	header := strings.Split(strings.TrimSuffix(strings.TrimPrefix(first, "| "), " |"), " | ")
	n, in := 0, false
	var bad []string
	for _, line := range strings.Split(md, "\n") {
		switch {
		case line == first:
			in = true
			continue
		case line == "":
			in = false
		}
		if !in || strings.HasPrefix(line, "|---") {
			continue
		}
		n++
		cells := strings.Split(strings.TrimSuffix(strings.TrimPrefix(line, "| "), " |"), " | ")
		if len(cells) != len(header) {
			bad = append(bad, fmt.Sprintf("%d cells, want %d: %s", len(cells), len(header), line))
			continue
		}
		for i, h := range header {
			if c := strings.TrimSpace(cells[i]); c == "" || c == "|" || c == "-" {
				bad = append(bad, fmt.Sprintf("row %s: no %s", cells[0], h))
			}
		}
	}
	return n, bad
}

// synthPaper builds the report of a --paper run whose every run is ok.
func synthPaper(t *testing.T, paper string, kernels []string) *Report {
	t.Helper()
	var ks []Kernel
	for _, k := range kernels {
		ks = append(ks, Kernel{Name: k, Path: k})
	}
	m, err := PaperMatrix(paper, "small", ks)
	if err != nil {
		t.Fatal(err)
	}
	h := m.Header()
	var rows []Row
	for i := 0; i < m.Len(); i++ {
		k, v, c := m.Job(i)
		row := Row{Index: i, Kernel: h.Kernels[k], Variant: h.Variants[v], Config: h.Configs[c], Status: "ok", Expect: "none",
			Cycles: 1000, WarpInstructions: 100, ThreadInstructions: 1600, SIMDEfficiency: 0.5, Memory: "m"}
		if !m.needed(i) {
			row = Row{Index: i, Kernel: row.Kernel, Variant: row.Variant, Config: row.Config, Status: StatusSkipped, Expect: "none"}
		}
		rows = append(rows, row)
	}
	r, err := Build(h, rows)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestMultipathClaims(t *testing.T) {
	ks := []string{"irregular/a.cl", "irregular/b.cl", "regular/c.cl"}
	vs := []string{"pdom", "dps", "mp", "mp-orec"}
	// The paper's case: mp-orec ×1.5 > mp ×1.25 > dps ×1.1 > pdom on the
	// irregular kernels; regular/c.cl runs identically under all and is
	// left out (the paper's rule).
	cyc := map[string]int64{"pdom": 1500, "dps": 1364, "mp": 1200, "mp-orec": 1000}
	r := synth(t, ks, vs, func(k, v string, row *Row) {
		if k != "regular/c.cl" {
			row.Cycles = cyc[v]
			if v == "mp-orec" {
				row.SIMDEfficiency = 0.8 // +60%
			}
		}
	})
	got := claimCell(t, r, "ElTantawy et al. 2014, Fig. 18", "")
	if !strings.Contains(got, "on 2 kernels (irregular/a.cl, irregular/b.cl)") || !strings.Contains(got, "mp-orec ×1.500") || !strings.HasSuffix(got, "; agrees") {
		t.Errorf("Fig. 18: %s", got)
	}
	if got := claimCell(t, r, "ElTantawy et al. 2014, Fig. 12", ""); !strings.Contains(got, "+60.0% on average") || !strings.HasSuffix(got, "agrees") {
		t.Errorf("Fig. 12: %s", got)
	}
	// The mean is harmonic: speedups 2 and 1 give 1.333, not 1.5.
	r = synth(t, ks, vs, func(k, v string, row *Row) {
		if k == "irregular/a.cl" && v != "pdom" {
			row.Cycles = 500
		}
		if k == "irregular/b.cl" && v == "dps" {
			row.Cycles = 999
		}
	})
	if got := claimCell(t, r, "ElTantawy et al. 2014, Fig. 18", ""); !strings.Contains(got, "mp-orec ×1.333") || !strings.Contains(got, "dps ×1.334") {
		t.Errorf("Fig. 18, harmonic mean: %s", got)
	}
	// dps slower than pdom, basic mp changing the utilization: disagreements, said.
	r = synth(t, ks, vs, func(k, v string, row *Row) {
		row.Cycles = map[string]int64{"pdom": 1000, "dps": 1100, "mp": 900, "mp-orec": 800}[v]
		if v == "mp" {
			row.SIMDEfficiency = 0.6
		}
	})
	if got := claimCell(t, r, "ElTantawy et al. 2014, Fig. 18", ""); !strings.Contains(got, "**disagrees**: the paper's order") || !strings.Contains(got, "below the paper's 1.32") {
		t.Errorf("Fig. 18, dps slower: %s", got)
	}
	if got := claimCell(t, r, "ElTantawy et al. 2014, Fig. 12", ""); !strings.Contains(got, "mp's utilization differs from pdom's") || !strings.Contains(got, "does not improve") {
		t.Errorf("Fig. 12: %s", got)
	}
}

func TestAwareITSAndTFClaims(t *testing.T) {
	ks := []string{"irregular/a.cl", "sync/b.cl", "sync/c.cl"}
	ssde := []driver.Rewrite{{Func: "f", Loop: "l", Switch: "s"}}
	// Only the kernels SSDE changed count (sync/b.cl, sync/c.cl); thread
	// instructions are the metric.
	r := synth(t, ks, []string{"aware", "pdom+ssde"}, func(k, v string, row *Row) {
		row.ThreadInstructions = 1000
		if v == "pdom+ssde" && k != "irregular/a.cl" {
			row.SSDERewrites = ssde
		}
		if v == "aware" {
			row.Cycles, row.ThreadInstructions = 1050, 900
			if k == "irregular/a.cl" {
				row.Cycles = 5000
			}
		}
	})
	if got := claimCell(t, r, "ElTantawy & Aamodt 2016, Fig. 10", ""); !strings.Contains(got, "on 2 kernels ×1.050") || !strings.Contains(got, "fewer on 2 of 2") || !strings.HasSuffix(got, "; agrees") {
		t.Errorf("Fig. 10: %s", got)
	}
	r = synth(t, ks, []string{"aware", "pdom+ssde"}, func(k, v string, row *Row) {
		if v == "pdom+ssde" {
			row.SSDERewrites = ssde
		}
		if v == "aware" {
			row.Cycles = 2000
		}
	})
	if got := claimCell(t, r, "ElTantawy & Aamodt 2016, Fig. 10", ""); !strings.Contains(got, "not on par (taken as within 10%): aware is 100% slower") {
		t.Errorf("Fig. 10, slower: %s", got)
	}
	r = synth(t, ks, []string{"its", "mimd"}, func(k, v string, row *Row) {
		if v == "its" && k == "sync/c.cl" {
			row.Status = "deadlock"
		}
	})
	if got := claimCell(t, r, "NVIDIA Volta", ""); !strings.Contains(got, "of the 3 kernels that terminate under mimd, 2 terminate under its") || !strings.Contains(got, "**disagrees**: 1 do not complete") {
		t.Errorf("its: %s", got)
	}
	// Thread frontiers: tf-sandy above pdom on one kernel is the paper's
	// MCX case (no disagreement); tf-stack above pdom is one.
	ks = []string{"irregular/a.cl", "irregular/b.cl", "sync/c.cl"}
	r = synth(t, ks, []string{"pdom", "tf-sandy", "tf-stack"}, func(k, v string, row *Row) {
		switch {
		case v == "tf-stack":
			row.WarpInstructions, row.SIMDEfficiency = 80, 0.6
		case v == "tf-sandy" && k == "irregular/a.cl":
			row.WarpInstructions = 104
		}
	})
	got := claimCell(t, r, "Diamos et al. 2011, Fig. 6", "")
	for _, s := range []string{"on 2 kernels", "tf-stack / pdom ×0.800, ≤ pdom on 2 of 2", "tf-sandy", "≤ pdom on 1 of 2", "; agrees"} {
		if !strings.Contains(got, s) {
			t.Errorf("TF: %q not in %s", s, got)
		}
	}
	if got := claimCell(t, r, "Diamos et al. 2011, Fig. 7", ""); !strings.Contains(got, "mean pdom 0.500 → tf-stack 0.600") {
		t.Errorf("TF Fig. 7: %s", got)
	}
	r = synth(t, ks, []string{"pdom", "tf-stack"}, func(k, v string, row *Row) {
		if v == "tf-stack" && k == "irregular/b.cl" {
			row.WarpInstructions = 120
		}
	})
	if got := claimCell(t, r, "Diamos et al. 2011, Fig. 6", ""); !strings.Contains(got, "**disagrees**: tf-stack executes more than pdom on 1 kernels") {
		t.Errorf("TF, more: %s", got)
	}
	// With static statistics, the unstructured kernels are those with an
	// unstructured branch, whatever their group.
	r = synth(t, ks, []string{"pdom", "tf-stack"}, func(k, v string, row *Row) {
		if v == "tf-stack" {
			row.Static = &StaticStats{TFJoins: 3, PDOMJoins: 1}
			if k == "sync/c.cl" {
				row.Static.UnstructuredBranches = 2
			}
		}
	})
	if got := claimCell(t, r, "Diamos et al. 2011, Table 5", ""); !strings.Contains(got, "on 1 kernels: ×3.00 to ×3.00; more on 1 of 1; agrees") {
		t.Errorf("Table 5: %s", got)
	}
}

func TestJinClaims(t *testing.T) {
	ks := []string{"a.cl", "b.cl", "sync/lock.cl"}
	// Baselines: pdom for PDOM&HWS, dwf (not en-dwf) for en-DWF&HWS; the
	// lock kernel is left out; arithmetic means.
	cyc := map[string]map[string]int64{
		"a.cl":         {"pdom": 1200, "hws": 1000, "dwf": 1100, "en-dwf": 900, "en-dwf-hws": 1000},
		"b.cl":         {"pdom": 1400, "hws": 1000, "dwf": 1500, "en-dwf": 900, "en-dwf-hws": 1000},
		"sync/lock.cl": {"pdom": 1, "hws": 100000, "dwf": 1, "en-dwf": 1, "en-dwf-hws": 1000000},
	}
	r := synth(t, ks, []string{"pdom", "hws", "dwf", "en-dwf", "en-dwf-hws"}, func(k, v string, row *Row) {
		row.Cycles = cyc[k][v]
	})
	if got := claimCell(t, r, "Jin 2012, Fig. 6.5", "Hybrid warp size speeds PDOM"); !strings.Contains(got, "hws over pdom on 2 kernels: speedup ×1.300 (min ×1.200, max ×1.400); agrees") {
		t.Errorf("PDOM&HWS: %s", got)
	}
	if got := claimCell(t, r, "Jin 2012, Fig. 6.5", "Hybrid warp size with en-DWF"); !strings.Contains(got, "en-dwf-hws over dwf on 2 kernels: speedup ×1.300 (min ×1.100, max ×1.500); agrees") {
		t.Errorf("en-DWF&HWS: %s", got)
	}
	if got := claimCell(t, r, "Jin 2012, Fig. 6.2", ""); !strings.Contains(got, "speedup ×1.444, 0 slower; agrees") {
		t.Errorf("Fig. 6.2: %s", got)
	}
	// A kernel en-dwf runs slower is named, with both runs' issue and
	// idle scheduler cycles (less work, a longer wait: a tail).
	r = synth(t, []string{"a.cl", "c.cl"}, []string{"dwf", "en-dwf"}, func(k, v string, row *Row) {
		row.Cycles = cyc["a.cl"][v]
		if k == "c.cl" {
			row.Cycles = map[string]int64{"dwf": 4917, "en-dwf": 5397}[v]
			row.Stats = map[string]float64{
				"stall_cycles.issue":          map[string]float64{"dwf": 121665, "en-dwf": 114323}[v],
				"stall_cycles.scheduler_idle": map[string]float64{"dwf": 16011, "en-dwf": 36793}[v],
			}
		}
	})
	want := "en-dwf over dwf on 2 kernels: speedup ×1.067, 1 slower; **disagrees**: the mean speedup is below the paper's 1.088; 1 kernels are slower: c.cl ×0.911 (en-dwf issue cycles 114323 against dwf's 121665, idle scheduler cycles 36793 against 16011)"
	if got := claimCell(t, r, "Jin 2012, Fig. 6.2", ""); !strings.Contains(got, want) {
		t.Errorf("Fig. 6.2, one slower:\n got %s\nwant %s", got, want)
	}
}

func TestMinPCClaim(t *testing.T) {
	ks := []string{"a.cl", "b.cl"}
	eff := map[string]float64{"a.cl": 0.535, "b.cl": 0.5}
	r := synth(t, ks, []string{"pdom", "minpc"}, func(k, v string, row *Row) {
		if v == "minpc" {
			row.SIMDEfficiency = eff[k]
		}
	})
	if got := claimCell(t, r, "Collange 2011", ""); !strings.Contains(got, "on 2 kernels: up to +7.0%, lower on 0; agrees") {
		t.Errorf("minpc: %s", got)
	}
	eff["b.cl"] = 0.4
	r = synth(t, ks, []string{"pdom", "minpc"}, func(k, v string, row *Row) {
		if v == "minpc" {
			row.SIMDEfficiency = eff[k]
		}
	})
	if got := claimCell(t, r, "Collange 2011", ""); !strings.Contains(got, "**disagrees**: minpc is less efficient than pdom on 1 kernels") {
		t.Errorf("minpc lower: %s", got)
	}
	// With static statistics the gain is also given by structure: the
	// paper's CUDA SDK kernels are structured.
	eff["c.cl"] = 0.6
	r = synth(t, append(ks, "c.cl"), []string{"pdom", "minpc"}, func(k, v string, row *Row) {
		if v == "minpc" {
			row.SIMDEfficiency = eff[k]
			row.Static = &StaticStats{}
			if k != "a.cl" {
				row.Static.UnstructuredBranches = 1
			}
		}
	})
	want := "on 3 kernels: up to +20.0%, lower on 1; structured 1: up to +7.0%, lower on 0; unstructured 2: up to +20.0%, lower on 1; **disagrees**"
	if got := claimCell(t, r, "Collange 2011", ""); !strings.Contains(got, want) {
		t.Errorf("minpc by structure:\n got %s\nwant %s", got, want)
	}
}

// Collange's Table 2: on the structured kernels (by their static
// statistics; sync/ and unstructured kernels left out) minpc fetches what
// the stack fetches; more is the Fig. 1c traversal, a disagreement that
// names the kernel.
func TestMinPCTable2Claim(t *testing.T) {
	ks := []string{"irregular/a.cl", "irregular/b.cl", "sync/c.cl"}
	insts := map[string]int64{"irregular/a.cl": 100, "irregular/b.cl": 150, "sync/c.cl": 150}
	run := func() string {
		r := synth(t, ks, []string{"pdom", "minpc"}, func(k, v string, row *Row) {
			if v == "minpc" {
				row.WarpInstructions = insts[k]
				row.Static = &StaticStats{}
				if k == "irregular/b.cl" {
					row.Static.UnstructuredBranches = 2
				}
			}
		})
		return claimCell(t, r, "Collange 2011, Table 2", "")
	}
	if got := run(); !strings.Contains(got, "minpc / pdom warp instructions on 1 kernels: equal on 1, ×1.000 to ×1.000; agrees") {
		t.Errorf("Table 2: %s", got)
	}
	insts["irregular/a.cl"] = 120
	if got := run(); !strings.Contains(got, "**disagrees**: minpc fetches more than the stack (an instruction fetched twice, Fig. 1c) on irregular/a.cl ×1.200") {
		t.Errorf("Table 2, more: %s", got)
	}
	// Without static statistics: the regular group.
	r := synth(t, []string{"irregular/a.cl", "regular/d.cl"}, []string{"pdom", "minpc"}, func(k, v string, row *Row) {
		if v == "minpc" && k == "irregular/a.cl" {
			row.WarpInstructions = 200
		}
	})
	if got := claimCell(t, r, "Collange 2011, Table 2", ""); !strings.Contains(got, "on 1 kernels: equal on 1") || !strings.HasSuffix(got, "; agrees") {
		t.Errorf("Table 2, no statistics: %s", got)
	}
}
