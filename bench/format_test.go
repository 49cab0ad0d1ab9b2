package bench

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// syntheticReport is a report of made-up rows whose values print in
// different numbers of decimals when trimmed (1, 0.5, 0.417), with runs
// that deadlock and a variant that shares no ok kernel with pdom.
func syntheticReport(t *testing.T) *Report {
	t.Helper()
	type run struct {
		status        string
		cycles, insts int64
		eff, tx       float64
	}
	kernels, variants := []string{"a.cl", "b.cl"}, []string{"pdom", "dps", "mp", "mimd"}
	runs := [][]run{
		{{"ok", 100, 100, 1, 1}, {"deadlock", 0, 0, 0, 0}, {"ok", 80, 100, 0.5, 1.5}, {"ok", 400, 3200, 0.03125, 1}},
		{{"deadlock", 0, 0, 0, 0}, {"ok", 90, 120, 0.4166666, 7.2727}, {"deadlock", 0, 0, 0, 0}, {"ok", 500, 2000, 1, 1}},
	}
	h := Header{Format: shardFormat, Shards: 1, Jobs: len(kernels) * len(variants), Kernels: kernels, Variants: variants, Configs: []string{"default"}}
	var rows []Row
	for k, kn := range kernels {
		for v, vn := range variants {
			x := runs[k][v]
			rows = append(rows, Row{Index: len(rows), Kernel: kn, Variant: vn, Config: "default", Status: x.status, Expect: "none",
				Cycles: x.cycles, WarpInstructions: x.insts, ThreadInstructions: x.insts, SIMDEfficiency: x.eff, TxPerAccess: x.tx})
		}
	}
	r, err := Build(h, rows)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Every numeric column of the text and HTML tables prints its values with
// one number of decimals ("-" for none).
func TestTableNumberFormats(t *testing.T) {
	m := suiteMatrix(t)
	for _, r := range []*Report{syntheticReport(t), report(t, m, Run(m, All(m), 2, nil))} {
		checkNumberFormats(t, r)
	}
	// dps finishes no kernel pdom finishes: its geometric means are not
	// 0.000 but missing.
	r := syntheticReport(t)
	var txt, h bytes.Buffer
	if err := r.WriteTable(&txt); err != nil {
		t.Fatal(err)
	}
	if err := r.WriteHTML(&h); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^ +dps +1/2 +1 deadlock +0 +0 +- +- +120 +120 +0\.417 *$`).Match(txt.Bytes()) {
		t.Errorf("text summary: dps's means are not '-':\n%s", txt.Bytes())
	}
	if !strings.Contains(h.String(), `<td class="l">dps</td><td>1/2</td><td>1 deadlock</td><td>0</td><td>0</td><td>-</td><td>-</td><td>120</td><td>120</td><td>0.417</td>`) {
		t.Errorf("HTML summary: dps's means are not '-'")
	}
}

func checkNumberFormats(t *testing.T, r *Report) {
	t.Helper()
	var h bytes.Buffer
	if err := r.WriteHTML(&h); err != nil {
		t.Fatal(err)
	}
	var txt bytes.Buffer
	if err := r.WriteTable(&txt); err != nil {
		t.Fatal(err)
	}
	cell := regexp.MustCompile(`<t[dh][^>]*>([^<]*)</t[dh]>`)
	tables := strings.Split(h.String(), "<table>")[1:]
	check := func(where string, rows [][]string) {
		t.Helper()
		if len(rows) < 2 {
			t.Fatalf("%s: no rows", where)
		}
		head := rows[0]
		for col, name := range head {
			decimals := -1
			for _, row := range rows[1:] {
				if col >= len(row) {
					continue
				}
				v := row[col]
				if v == "-" {
					continue
				}
				if _, err := strconv.ParseFloat(v, 64); err != nil {
					break // not a numeric column
				}
				d := 0
				if i := strings.IndexByte(v, '.'); i >= 0 {
					d = len(v) - i - 1
				}
				if decimals >= 0 && d != decimals {
					t.Errorf("%s: column %q has %d decimals in %q and %d elsewhere", where, name, d, v, decimals)
				}
				decimals = d
			}
		}
	}
	for i, tbl := range tables {
		var rows [][]string
		for _, tr := range strings.Split(tbl, "<tr")[1:] {
			var row []string
			for _, c := range cell.FindAllStringSubmatch(tr, -1) {
				row = append(row, c[1])
			}
			rows = append(rows, row)
		}
		check(fmt.Sprintf("HTML table %d", i+1), rows)
	}
	// The text table: runs, then the summary after a blank line.
	for i, part := range strings.Split(txt.String(), "\n\n") {
		lines := strings.Split(strings.TrimSpace(part), "\n")
		if !strings.Contains(lines[0], "mech") {
			if len(lines) < 2 || !strings.Contains(lines[1], "mech") {
				continue
			}
			lines = lines[1:]
		}
		var rows [][]string
		for _, l := range lines {
			rows = append(rows, regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(l), -1))
		}
		check(fmt.Sprintf("text table %d", i+1), rows)
	}
}
