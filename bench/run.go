package bench

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mech/hybrid"
)

// Row is the outcome of one job: one kernel under one variant and config.
type Row struct {
	Index   int    `json:"index"`
	Kernel  string `json:"kernel"`
	Variant string `json:"mech"`
	Config  string `json:"config"`
	// Layout is the block layout of the code that ran (the object's:
	// rpo or priority).
	Layout string `json:"layout,omitempty"`
	// SSDERewrites are the loops SSDE rewrote (the SSDE variants): those
	// simtc lint reports with the same options.
	SSDERewrites []driver.Rewrite `json:"ssde_rewrites,omitempty"`
	// Status is the run's status (ok, deadlock, fault, max-cycles), or
	// "error" when the kernel did not compile or launch (Error says why).
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
	// Expect is "pass" or "fail" (the file's simtc:expect lines checked
	// against this run; status lines are skipped after SSDE, which exists to
	// change them, and on another layout than the mechanism's own, which
	// may change them: driver.CompileOptions.AsDefault), or "none" when the
	// file has none.
	Expect         string   `json:"expect"`
	ExpectFailures []string `json:"expect_failures,omitempty"`

	Cycles             int64   `json:"cycles"`
	WarpInstructions   int64   `json:"warp_instructions"`
	ThreadInstructions int64   `json:"thread_instructions"`
	SIMDEfficiency     float64 `json:"simd_efficiency"`
	IdleIssueCycles    int64   `json:"idle_issue_cycles"`
	TxPerAccess        float64 `json:"transactions_per_memory_instruction"`
	// Stats holds every other numeric statistic sim.Result reports
	// (mechanism statistics included), by its JSON name.
	Stats map[string]float64 `json:"stats,omitempty"`

	// Memory is a digest of the final contents of every buffer; Buffers
	// gives one per buffer, for the differential report.
	Memory  string         `json:"memory,omitempty"`
	Buffers []BufferDigest `json:"buffers,omitempty"`

	// Quarter is set for a hybrid-warp-size mechanism (one whose
	// sim.MechInfo.Baseline is set): its baseline run on the same machine
	// with a SIMD unit one quarter-warp wide, as Jin 2012 compares them
	// (what simtc run --estimate does).
	Quarter *QuarterBaseline `json:"quarter_baseline,omitempty"`
	// Estimated is equation 6.1 of a hybrid-warp-size row of a --paper
	// run (which has no Quarter), from the row's own warp distribution.
	Estimated *float64 `json:"estimated_speedup,omitempty"`

	// Static are the kernel's static control-flow statistics (a --paper
	// run's rows of staticVariants).
	Static *StaticStats `json:"static,omitempty"`

	// Filled in by the report, relative to pdom under the same config.
	Speedup   *float64 `json:"speedup,omitempty"`         // pdom cycles / cycles
	NormInsts *float64 `json:"norm_warp_insts,omitempty"` // warp instructions / pdom's
}

// QuarterBaseline is the baseline run of a hybrid-warp-size row.
type QuarterBaseline struct {
	Mech      string `json:"mech"`       // the baseline mechanism (MechInfo.Baseline)
	SIMDWidth int    `json:"simd_width"` // its SIMD width: hybrid.QuarterWidth
	Status    string `json:"status"`
	Cycles    int64  `json:"cycles"`
	// Speedup is the baseline's cycles / the row's, when both are ok.
	Speedup *float64 `json:"speedup,omitempty"`
	// Estimated is the thesis' equation 6.1 from the row's warp
	// distribution (hybrid.EstimateHWS), when the run reports one.
	Estimated *float64 `json:"estimated_speedup,omitempty"`
}

// BufferDigest names a buffer and digests its final contents.
type BufferDigest struct {
	Name   string `json:"name"`
	Digest string `json:"digest"`
}

// RunJob runs job i of m and returns its row. Compile and launch errors
// become rows with status "error".
func RunJob(m *Matrix, i int) Row {
	ki, vi, ci := m.Job(i)
	k, variant, conf := m.Kernels[ki], m.Variants[vi], m.Configs[ci]
	row := Row{Index: i, Kernel: k.Name, Variant: variant, Config: conf.Name, Expect: "none"}
	if !m.needed(i) {
		row.Status = StatusSkipped
		return row
	}
	fail := func(err error) Row {
		row.Status, row.Error = "error", err.Error()
		return row
	}
	reg := m.registry()
	spec := strings.TrimSuffix(variant, SSDESuffix)
	mech, err := reg.Parse(spec)
	if err != nil {
		return fail(err)
	}
	layout, err := m.layout()
	if err != nil {
		return fail(err)
	}
	co := driver.CompileOptions{Mech: spec, Mechs: reg, SSDE: spec != variant, ConservativeAlias: m.ConservativeAlias, Layout: layout}
	src, err := driver.Load(k.Path, m.Frontend)
	if err != nil {
		return fail(err)
	}
	built, err := src.Build(co)
	if err != nil {
		return fail(err)
	}
	obj := built.Object
	row.Layout, row.SSDERewrites = obj.Layout, built.Rewrites
	if src.Dirs.Launch == nil && m.Launch == "" {
		return fail(fmt.Errorf("%s: error: no simtc:launch directive (give the launch with --launch)", k.Path))
	}
	// At paper scale a kernel runs its simtc:launch-paper launch, which
	// its simtc:expect lines (taken at the simtc:launch size) do not
	// describe; its results are checked against mimd's instead.
	scaled := m.scaled(i) && src.Dirs.PaperLaunch != nil
	ov := driver.Overrides{Default: m.Launch, PaperScale: scaled, MaxMemory: m.MaxMemory}
	l, _, err := src.Launch(ov)
	if err != nil {
		return fail(positioned(k.Path, err))
	}
	// The file's expectations (default configuration only), checked
	// before anything runs.
	var exps []driver.Expect
	if conf.Name == "default" && !scaled {
		asDefault, err := co.AsDefault()
		if err != nil {
			return fail(err)
		}
		if exps, err = src.Expects(!asDefault); err != nil {
			return fail(err)
		}
	}
	cfg, err := conf.Machine()
	if err != nil {
		return fail(err)
	}
	cfg.MaxMemory = m.MaxMemory
	if w := conf.warp(); w > 0 {
		l.Warp = w
	}
	// A --paper run measures hybrid warp size against its baseline's own
	// row on the paper's machine (Jin's is a quarter-warp wide already),
	// so it runs no extra quarter-width baseline; equation 6.1 comes from
	// the run itself.
	quarter := mech.Info.Baseline != "" && m.Paper == ""
	out, err := driver.Run(obj, l, driver.RunOptions{Mech: mech, Mechs: reg, Config: cfg, Baseline: quarter, Source: src, Compile: co, Overrides: ov})
	if err != nil {
		return fail(positioned(k.Path, err))
	}
	res := out.Result
	row.Status = string(res.Status)
	st := res.Stats
	row.Cycles, row.WarpInstructions, row.ThreadInstructions = st.Cycles, st.WarpInstructions, st.ThreadInstructions
	row.SIMDEfficiency, row.IdleIssueCycles, row.TxPerAccess = st.SIMDEfficiency, st.IdleIssueCycles, st.TxPerMemInst
	row.Stats = otherStats(res)
	row.Memory, row.Buffers = digest(res.Buffers)
	if mech.Info.Baseline != "" && !quarter {
		if est, ok := hybrid.EstimateHWS(res); ok {
			row.Estimated = &est.Speedup
		}
	}
	if b := out.Baseline; b != nil {
		q := &QuarterBaseline{Mech: b.Mech, SIMDWidth: b.SIMDWidth, Status: string(b.Result.Status), Cycles: b.Result.Stats.Cycles}
		if s := b.Measured(res); s > 0 {
			q.Speedup = &s
		}
		if b.EstimateOK {
			q.Estimated = &b.Estimate.Speedup
		}
		row.Quarter = q
	}
	if m.Paper != "" && indexOf(staticVariants, variant) >= 0 {
		if row.Static, err = staticStats(src, reg); err != nil {
			return fail(err)
		}
	}
	if len(src.Dirs.Expects) > 0 && conf.Name == "default" && !scaled {
		row.Expect = "pass"
		for _, e := range driver.Check(exps, res) {
			row.Expect = "fail"
			row.ExpectFailures = append(row.ExpectFailures, e.Error())
		}
	}
	return row
}

// positioned is a launch or run error of the kernel at path as its row
// says it: as the driver positioned it (at the directive field
// responsible: driver.Source.LaunchError), or at the file, naming the
// flag (--launch) when it is a flag's.
func positioned(path string, err error) error {
	var pe *ir.Error
	if errors.As(err, &pe) {
		return err
	}
	return fmt.Errorf("%s: error: %v", path, err)
}

// mainStats are the statistics Row has fields for; otherStats skips them.
var mainStats = map[string]bool{
	"cycles": true, "warp_instructions": true, "thread_instructions": true,
	"simd_efficiency": true, "idle_issue_cycles": true,
	"transactions_per_memory_instruction": true, "per_branch": true,
}

// otherStats returns every numeric statistic of res's JSON form that Row
// has no field for (nested objects flattened as "a.b"), so statistics the
// simulator adds later appear without a change here.
func otherStats(res *sim.Result) map[string]float64 {
	b, err := json.Marshal(res.Stats)
	if err != nil {
		panic(fmt.Sprintf("bench: statistics do not marshal: %v", err))
	}
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		panic(fmt.Sprintf("bench: statistics do not unmarshal: %v", err))
	}
	out := map[string]float64{}
	var walk func(prefix string, v any)
	walk = func(prefix string, v any) {
		switch x := v.(type) {
		case float64:
			out[prefix] = x
		case map[string]any:
			for k, y := range x {
				walk(prefix+"."+k, y)
			}
		}
	}
	for k, v := range raw {
		if !mainStats[k] {
			walk(k, v)
		}
	}
	return out
}

func digest(bufs []sim.Buffer) (string, []BufferDigest) {
	all := sha256.New()
	var out []BufferDigest
	for _, b := range bufs {
		h := sha256.New()
		fmt.Fprintf(h, "%s %s %d\n", b.Name, b.Type, len(b.Data))
		h.Write(b.Data)
		d := hex.EncodeToString(h.Sum(nil))[:16]
		out = append(out, BufferDigest{Name: b.Name, Digest: d})
		fmt.Fprintf(all, "%s\n", d)
	}
	return hex.EncodeToString(all.Sum(nil))[:16], out
}

// Run runs the given jobs of m on workers goroutines (at least 1) and
// returns their rows in the order of jobs. progress, when not nil, is
// called once per finished job (from any goroutine).
func Run(m *Matrix, jobs []int, workers int, progress func()) []Row {
	if workers < 1 {
		workers = 1
	}
	rows := make([]Row, len(jobs))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				rows[j] = RunJob(m, jobs[j])
				if progress != nil {
					progress()
				}
			}
		}()
	}
	for j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	sort.SliceStable(rows, func(a, b int) bool { return rows[a].Index < rows[b].Index })
	return rows
}

// Shard returns the job indexes of shard i of n: those with index ≡ i mod n.
func Shard(m *Matrix, i, n int) []int {
	var out []int
	for j := i; j < m.Len(); j += n {
		out = append(out, j)
	}
	return out
}

// All returns every job index of m.
func All(m *Matrix) []int { return Shard(m, 0, 1) }
