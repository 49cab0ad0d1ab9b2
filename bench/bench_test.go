package bench

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mech/hybrid"
	"github.com/simtc/simtc/sim/mechs"
)

// suiteMatrix is a small slice of the bundled suite: one synchronization
// kernel (pdom deadlocks, pdom+ssde does not), one irregular, one regular.
func suiteMatrix(t *testing.T) *Matrix {
	t.Helper()
	ks, err := Discover([]string{
		"../testdata/bench/sync/ticket_lock.cl",
		"../testdata/bench/irregular/mandelbrot.cl",
		"../testdata/bench/regular/reduction.cl",
	})
	if err != nil {
		t.Fatal(err)
	}
	vs, err := Variants("all", mechs.Default())
	if err != nil {
		t.Fatal(err)
	}
	cs, err := ParseConfigs(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &Matrix{Kernels: ks, Variants: vs, Configs: cs}
}

func report(t *testing.T, m *Matrix, rows []Row) *Report {
	t.Helper()
	r, err := Build(m.header(0, 1), rows)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func jsonOf(t *testing.T, r *Report) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestReportDeterministicAndDifferential(t *testing.T) {
	m := suiteMatrix(t)
	r := report(t, m, Run(m, All(m), runtime.GOMAXPROCS(0), nil))
	a := jsonOf(t, r)
	b := jsonOf(t, report(t, m, Run(m, All(m), 1, nil)))
	if !bytes.Equal(a, b) {
		t.Fatalf("parallel and serial runs differ:\n%s", cmp.Diff(string(b), string(a)))
	}
	// r, the parallel run's report, is the serial run's byte for byte.
	// The differences are exactly the runs whose status is not mimd's (no
	// mechanism changes final memory), and they include the paper's case:
	// ticket_lock deadlocks under pdom.
	mimd := map[string]string{}
	for _, row := range r.Rows {
		if row.Variant == "mimd" {
			mimd[row.Kernel] = row.Status
		}
	}
	var want []string
	for _, row := range r.Rows {
		if row.Variant != "mimd" && row.Status != mimd[row.Kernel] {
			want = append(want, row.Kernel+" "+row.Variant+" status")
		}
	}
	var got []string
	pdomTicket := false
	for _, d := range r.Differences {
		got = append(got, d.Kernel+" "+d.Variant+" "+d.Kind)
		if d.Kernel == "ticket_lock.cl" && d.Variant == "pdom" && d.Detail == "deadlock under pdom, ok under mimd" {
			pdomTicket = true
		}
	}
	sort.Strings(want)
	sort.Strings(got)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("differences (-want +got):\n%s", d)
	}
	if !pdomTicket {
		t.Errorf("no ticket_lock deadlock under pdom among the differences: %+v", r.Differences)
	}
	for _, row := range r.Rows {
		if row.Expect != "pass" {
			t.Errorf("%s under %s: expect %s %v", row.Kernel, row.Variant, row.Expect, row.ExpectFailures)
		}
		if row.Variant == "pdom" && row.Status == "ok" && (row.Speedup == nil || *row.Speedup != 1) {
			t.Errorf("%s: pdom's speedup over itself is %v", row.Kernel, row.Speedup)
		}
		if row.Kernel == "ticket_lock.cl" && row.Speedup != nil {
			t.Errorf("ticket_lock under %s has a speedup though pdom deadlocks", row.Variant)
		}
	}
}

func TestMemoryDifferenceReported(t *testing.T) {
	m := suiteMatrix(t)
	rows := Run(m, All(m), 2, nil)
	// Corrupt pdom+ssde's final memory of reduction: the report must name
	// the buffer.
	for i := range rows {
		if rows[i].Kernel == "reduction.cl" && rows[i].Variant == "pdom+ssde" {
			rows[i].Memory = "x"
			rows[i].Buffers[1].Digest = "y"
		}
	}
	r := report(t, m, rows)
	found := false
	for _, d := range r.Differences {
		if d.Kernel == "reduction.cl" && d.Variant == "pdom+ssde" {
			found = d.Kind == "memory" && strings.Contains(d.Detail, "final out differ")
		}
	}
	if !found {
		t.Errorf("no memory difference for reduction.cl under pdom+ssde in %+v", r.Differences)
	}
}

func TestShardsMergeToTheSingleRun(t *testing.T) {
	m := suiteMatrix(t)
	single := jsonOf(t, report(t, m, Run(m, All(m), 2, nil)))
	dir := t.TempDir()
	seen := map[int]bool{}
	for i := 0; i < 4; i++ {
		jobs := Shard(m, i, 4)
		for _, j := range jobs {
			if seen[j] {
				t.Fatalf("job %d in two shards", j)
			}
			seen[j] = true
		}
		var b bytes.Buffer
		if err := WriteShard(&b, m, i, 4, Run(m, jobs, 2, nil)); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, ShardFile(i, 4)), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if len(seen) != m.Len() {
		t.Fatalf("shards cover %d of %d jobs", len(seen), m.Len())
	}
	r, err := Merge(dir)
	if err != nil {
		t.Fatal(err)
	}
	if merged := jsonOf(t, r); !bytes.Equal(single, merged) {
		t.Fatalf("merged report differs from the single run:\n%s", cmp.Diff(string(single), string(merged)))
	}
	// A missing shard is an error naming it.
	if err := os.Remove(filepath.Join(dir, ShardFile(2, 4))); err != nil {
		t.Fatal(err)
	}
	if _, err := Merge(dir); err == nil || !strings.Contains(err.Error(), "shards 2 of 4 are missing") {
		t.Errorf("merge without shard 2: %v", err)
	}
}

func TestParseShard(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	for _, tc := range []struct {
		spec    string
		env     []string
		i, n    int
		ok      bool
		wantErr string
	}{
		{"", nil, 0, 0, false, ""},
		{"1/4", nil, 1, 4, true, ""},
		{"4/4", nil, 0, 0, false, "want 0 ≤ i < n"},
		{"x/4", nil, 0, 0, false, "want i/n"},
		{"", []string{"SLURM_ARRAY_TASK_ID", "3", "SLURM_ARRAY_TASK_COUNT", "4", "SLURM_ARRAY_TASK_MIN", "1"}, 2, 4, true, ""},
		{"", []string{"SLURM_ARRAY_TASK_ID", "3"}, 0, 0, false, ""},
		{"4", []string{"JOB_COMPLETION_INDEX", "3"}, 3, 4, true, ""},
		{"4", nil, 0, 0, false, "no shard index"},
	} {
		i, n, ok, err := ParseShard(tc.spec, env(tc.env...))
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ParseShard(%q, %v): error %v, want %q", tc.spec, tc.env, err, tc.wantErr)
			}
			continue
		}
		if err != nil || i != tc.i || n != tc.n || ok != tc.ok {
			t.Errorf("ParseShard(%q, %v) = %d, %d, %v, %v; want %d, %d, %v", tc.spec, tc.env, i, n, ok, err, tc.i, tc.n, tc.ok)
		}
	}
}

func TestParseConfigs(t *testing.T) {
	cs, err := ParseConfigs([]string{"warp=16|32,sched=lrr", "cores=2"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range cs {
		names = append(names, c.Name)
	}
	if d := cmp.Diff([]string{"warp=16,sched=lrr", "warp=32,sched=lrr", "cores=2"}, names); d != "" {
		t.Errorf("config names (-want +got):\n%s", d)
	}
	m, err := cs[0].Machine()
	if err != nil || m.WarpSize != 16 || m.SIMDWidth != 16 || m.Scheduler != "lrr" {
		t.Errorf("warp=16,sched=lrr: %+v, %v", m, err)
	}
	for _, bad := range []string{"warp", "nope=1", "warp=x", "sched=fifo", "cores=0"} {
		if _, err := ParseConfigs([]string{bad}); err == nil {
			t.Errorf("ParseConfigs(%q) succeeded", bad)
		}
	}
}

func TestConfigSweepChangesTheMachine(t *testing.T) {
	ks, err := Discover([]string{"../testdata/bench/irregular/mandelbrot.cl"})
	if err != nil {
		t.Fatal(err)
	}
	cs, err := ParseConfigs([]string{"warp=8|32"})
	if err != nil {
		t.Fatal(err)
	}
	m := &Matrix{Kernels: ks, Variants: []string{"pdom"}, Configs: cs}
	rows := Run(m, All(m), 2, nil)
	if rows[0].Status != "ok" || rows[1].Status != "ok" {
		t.Fatalf("statuses %s, %s", rows[0].Status, rows[1].Status)
	}
	// Narrower warps diverge less: more warp instructions, higher efficiency.
	if !(rows[0].WarpInstructions > rows[1].WarpInstructions && rows[0].SIMDEfficiency > rows[1].SIMDEfficiency) {
		t.Errorf("warp=8: %d insts, eff %.3f; warp=32: %d insts, eff %.3f", rows[0].WarpInstructions, rows[0].SIMDEfficiency,
			rows[1].WarpInstructions, rows[1].SIMDEfficiency)
	}
}

func TestVariants(t *testing.T) {
	vs, err := Variants("all", mechs.Default())
	if err != nil {
		t.Fatal(err)
	}
	if vs[len(vs)-1] != "pdom+ssde" || indexOf(vs, "mimd") < 0 {
		t.Errorf("all = %v", vs)
	}
	if _, err := Variants("pdom,nope", mechs.Default()); err == nil {
		t.Error("unknown mechanism accepted")
	}
	if vs, err := Variants("mimd,pdom+ssde", mechs.Default()); err != nil || len(vs) != 2 {
		t.Errorf("mimd,pdom+ssde: %v %v", vs, err)
	}
	// Mechanisms with parameters, canonical (sorted) and with +ssde.
	vs, err = Variants("mp:max-splits=2,aware:timeout=1000,st-entries=4,aware:st-entries=4,timeout=1000+ssde,minpc:no-sp", mechs.Default())
	want := []string{"mp:max-splits=2", "aware:st-entries=4,timeout=1000", "aware:st-entries=4,timeout=1000+ssde", "minpc:no-sp=true"}
	if err != nil || !slices.Equal(vs, want) {
		t.Errorf("variants with parameters: %q %v, want %q", vs, err, want)
	}
	for _, bad := range []string{"pdom:max-splits=2", "mp:max-splits=0", "mp:max-splits=2,mp:max-splits=2"} {
		if _, err := Variants(bad, mechs.Default()); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestChartsAndHTML(t *testing.T) {
	m := suiteMatrix(t)
	r := report(t, m, Run(m, All(m), 2, nil))
	cs, err := r.Charts()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range cs {
		names = append(names, c.Name)
		if !bytes.Contains(c.SVG, []byte("<svg")) {
			t.Errorf("%s is not SVG", c.Name)
		}
	}
	// A mechanism's chart is there exactly when the mechanism is.
	// The registry decides which: mechs.Default().Lookup, not the report's variants.
	var want []string
	for _, cs := range chartSpecs {
		registered := true
		for _, n := range cs.needs {
			if _, err := mechs.Default().Lookup(strings.TrimSuffix(n, SSDESuffix)); err != nil {
				registered = false
			}
		}
		if registered {
			want = append(want, cs.name)
		}
	}
	for _, base := range []string{"instructions", "activity", "speedup", "memory"} {
		if indexOf(want, base) < 0 {
			t.Errorf("chart %s is not drawn for the registered mechanisms", base)
		}
	}
	if d := cmp.Diff(want, names); d != "" {
		t.Errorf("charts (-want +got):\n%s", d)
	}
	cs2, err := r.Charts()
	if err != nil {
		t.Fatal(err)
	}
	for i := range cs {
		if !bytes.Equal(cs[i].SVG, cs2[i].SVG) {
			t.Errorf("chart %s is not deterministic", cs[i].Name)
		}
	}
	var h bytes.Buffer
	if err := r.WriteHTML(&h); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{`id="speedup"`, `id="activity"`, "ticket_lock.cl", "deadlock under pdom"} {
		if !strings.Contains(h.String(), s) {
			t.Errorf("HTML lacks %q", s)
		}
	}
}

func TestMarkdownClaims(t *testing.T) {
	m := suiteMatrix(t)
	var b bytes.Buffer
	if err := report(t, m, Run(m, All(m), 2, nil)).WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		// suiteMatrix names files, so there are no groups: ticket_lock is
		// the one kernel that deadlocks.
		"| 3 of 3 terminate under mimd; 1 of them deadlock under pdom; agrees |",
		"| 3 of 3 terminate under pdom+ssde; 3 of the 3 that also terminate under mimd end with mimd's final memory; agrees |",
		"| pdom | 2/3 | 1 deadlock | 0 |",
	} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("markdown lacks %q:\n%s", s, b.String())
		}
	}
	// Without mimd, no claim that needs it.
	m.Variants = []string{"pdom"}
	b.Reset()
	if err := report(t, m, Run(m, All(m), 2, nil)).WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "ElTantawy") || strings.Contains(b.String(), "Diamos") || !strings.Contains(b.String(), "| pdom | 2/3 |") {
		t.Errorf("pdom only:\n%s", b.String())
	}
}

// A hybrid-warp-size mechanism's row carries its baseline run at quarter
// width, the same run a matrix with --config simd=QUARTER makes of the
// baseline; other mechanisms' rows carry none.
func TestQuarterBaseline(t *testing.T) {
	ks, err := Discover([]string{"../testdata/bench/irregular/mandelbrot.cl"})
	if err != nil {
		t.Fatal(err)
	}
	var hws []sim.MechInfo
	for _, mi := range mechs.Default().Rows() {
		if mi.Baseline != "" {
			hws = append(hws, mi)
		}
	}
	if len(hws) == 0 {
		t.Skip("no registered mechanism has a quarter-width baseline")
	}
	def := sim.DefaultConfig()
	q := hybrid.QuarterWidth(&def, 0)
	cs, err := ParseConfigs([]string{fmt.Sprintf("simd=%d", q)})
	if err != nil {
		t.Fatal(err)
	}
	for _, mi := range hws {
		m := &Matrix{Kernels: ks, Variants: []string{mi.Name}, Configs: []Config{{Name: "default"}}}
		row := RunJob(m, 0)
		bm := &Matrix{Kernels: ks, Variants: []string{mi.Baseline}, Configs: cs}
		base := RunJob(bm, 0)
		if row.Quarter == nil {
			t.Fatalf("%s: no quarter-width baseline", mi.Name)
		}
		if got := *row.Quarter; got.Mech != mi.Baseline || got.SIMDWidth != q || got.Status != base.Status || got.Cycles != base.Cycles ||
			got.Speedup == nil || *got.Speedup != float64(base.Cycles)/float64(row.Cycles) || got.Estimated == nil {
			t.Errorf("%s: quarter baseline %+v; %s at simd=%d: %s, %d cycles; %s: %d cycles", mi.Name, got, mi.Baseline, q, base.Status, base.Cycles, mi.Name, row.Cycles)
		}
		if base.Quarter != nil && mi.Baseline != "" {
			if bi, _ := mechs.Default().Lookup(mi.Baseline); bi.Baseline == "" {
				t.Errorf("%s has a quarter baseline but is no hybrid-warp-size mechanism", mi.Baseline)
			}
		}
	}
}

// A Matrix whose Layout is no layout (a library caller's; the command
// checks --layout first) gives error rows that say so, not a panic.
func TestRunJobBadLayout(t *testing.T) {
	ks, err := Discover([]string{"../testdata/bench/regular/reduction.cl"})
	if err != nil {
		t.Fatal(err)
	}
	m := &Matrix{Kernels: ks, Variants: []string{"pdom"}, Configs: []Config{{Name: "default"}}, Layout: "dfs"}
	if row := RunJob(m, 0); row.Status != "error" || !strings.Contains(row.Error, `--layout "dfs"`) {
		t.Errorf("layout dfs: %s %q, want an error naming --layout", row.Status, row.Error)
	}
}

// BenchmarkSuite runs the whole bundled suite under every mechanism, on all
// cores: the acceptance budget is 5 minutes on 2 cores.
func BenchmarkSuite(b *testing.B) {
	ks, err := Discover([]string{"../testdata/bench"})
	if err != nil {
		b.Fatal(err)
	}
	vs, _ := Variants("all", mechs.Default())
	cs, _ := ParseConfigs(nil)
	m := &Matrix{Kernels: ks, Variants: vs, Configs: cs}
	for i := 0; i < b.N; i++ {
		Run(m, All(m), runtime.GOMAXPROCS(0), nil)
	}
	b.ReportMetric(float64(m.Len()), "runs/op")
}
