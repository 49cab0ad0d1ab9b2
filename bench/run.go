package bench

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/hybrid"
	"github.com/simtc/simtc/sim/mechs"
)

// Row is the outcome of one job: one kernel under one variant and config.
type Row struct {
	Index   int    `json:"index"`
	Kernel  string `json:"kernel"`
	Variant string `json:"mech"`
	Config  string `json:"config"`
	// Status is the run's status (ok, deadlock, fault, max-cycles), or
	// "error" when the kernel did not compile or launch (Error says why).
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
	// Expect is "pass" or "fail" (the file's simtc:expect lines checked
	// against this run; status lines are skipped after SSDE, which exists to
	// change them), or "none" when the file has none.
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

// Compile reads path (.cl, .ll or .ir) and compiles it for mech, after SSDE
// when ssde is set, returning the object and the file's directives. It is
// what `simtc run` does; the one place to switch to a shared pipeline.
func Compile(path, mech string, ssde bool) (*isa.Object, sim.Directives, error) {
	var none sim.Directives
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, none, fmt.Errorf("%s: error: %v", path, unwrapPathError(err))
	}
	var m *ir.Module
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".cl":
		m, err = minic.Compile(path, src, minic.Options{})
	case ".ll":
		m, err = llvm.Import(path, src, llvm.Options{})
	case ".ir":
		m, err = ir.Parse(path, src)
	default:
		return nil, none, fmt.Errorf("%s: error: unknown input kind %q", path, ext)
	}
	if err != nil {
		return nil, none, err
	}
	if err := ir.VerifyModule(m); err != nil {
		return nil, none, fmt.Errorf("%s: error: the module is not valid IR:\n%v", path, err)
	}
	dirs, err := directives(m, path, string(src))
	if err != nil {
		return nil, none, err
	}
	// The compile pipeline of the mechanism's target (e.g. aware's safe
	// reconvergence points), as simtc run does.
	mi, err := mechs.Default().Lookup(mech)
	if err != nil {
		return nil, none, err
	}
	p, err := pipeline.New(mi.Target, pipeline.Options{SSDE: ssde, Mech: mech})
	if err != nil {
		return nil, none, err
	}
	obj, err := p.Compile(m)
	if err != nil {
		return nil, none, fmt.Errorf("%s: error: %v", path, err)
	}
	return obj, dirs, nil
}

// directives returns the launch and expect directives the frontend kept,
// or those in the source's comments (LLVM IR keeps none).
func directives(m *ir.Module, path, src string) (sim.Directives, error) {
	var d sim.Directives
	for _, x := range m.Directives {
		switch x.Kind {
		case "launch":
			if d.Launch != "" {
				return d, fmt.Errorf("%s: error: second simtc:launch directive (first on line %d)", x.Pos, d.LaunchLine)
			}
			d.Launch, d.LaunchLine = x.Text, x.Pos.Line
		case "expect":
			d.Expects = append(d.Expects, x.Text)
			d.ExpectLines = append(d.ExpectLines, x.Pos.Line)
		}
	}
	if d.Launch != "" || len(d.Expects) > 0 {
		return d, nil
	}
	d, err := sim.ScanDirectives(src)
	if err != nil {
		return d, fmt.Errorf("%s: error: %v", path, err)
	}
	return d, nil
}

// RunJob runs job i of m and returns its row. Compile and launch errors
// become rows with status "error".
func RunJob(m *Matrix, i int) Row {
	ki, vi, ci := m.Job(i)
	k, variant, conf := m.Kernels[ki], m.Variants[vi], m.Configs[ci]
	row := Row{Index: i, Kernel: k.Name, Variant: variant, Config: conf.Name, Expect: "none"}
	fail := func(err error) Row {
		row.Status, row.Error = "error", err.Error()
		return row
	}
	mech := strings.TrimSuffix(variant, SSDESuffix)
	ssdeOn := mech != variant
	obj, dirs, err := Compile(k.Path, mech, ssdeOn)
	if err != nil {
		return fail(err)
	}
	if dirs.Launch == "" {
		return fail(fmt.Errorf("%s: error: no simtc:launch directive", k.Path))
	}
	l, err := sim.ParseLaunch(dirs.Launch, filepath.Dir(k.Path))
	if err != nil {
		return fail(fmt.Errorf("%s:%d: error: %v", k.Path, dirs.LaunchLine, err))
	}
	cfg, err := conf.Machine()
	if err != nil {
		return fail(err)
	}
	if w := conf.warp(); w > 0 {
		l.Warp = w
	}
	res, err := mechs.Run(obj, mech, l, cfg)
	if err != nil {
		return fail(fmt.Errorf("%s: error: %v", k.Path, err))
	}
	row.Status = string(res.Status)
	st := res.Stats
	row.Cycles, row.WarpInstructions, row.ThreadInstructions = st.Cycles, st.WarpInstructions, st.ThreadInstructions
	row.SIMDEfficiency, row.IdleIssueCycles, row.TxPerAccess = st.SIMDEfficiency, st.IdleIssueCycles, st.TxPerMemInst
	row.Stats = otherStats(res)
	row.Memory, row.Buffers = digest(res.Buffers)
	if err := quarter(&row, k.Path, mech, ssdeOn, obj, l, cfg, res); err != nil {
		return fail(err)
	}

	if len(dirs.Expects) > 0 && conf.Name == "default" {
		exps, err := sim.ParseExpects(dirs.Expects)
		if err != nil {
			return fail(fmt.Errorf("%s: error: %v", k.Path, err))
		}
		if ssdeOn {
			kept := exps[:0]
			for _, e := range exps {
				if e.Kind != sim.ExpectStatus {
					kept = append(kept, e)
				}
			}
			exps = kept
		}
		row.Expect = "pass"
		for _, e := range sim.Check(exps, res) {
			row.Expect = "fail"
			row.ExpectFailures = append(row.ExpectFailures, e.Error())
		}
	}
	return row
}

// quarter fills row.Quarter when mech is a hybrid-warp-size mechanism:
// it runs the baseline (compiled for its own target, after SSDE when the
// row's variant is) on the machine the registry gives it (one
// quarter-warp of SIMD width, the launch's warp size applied as sim.Run
// applies it).
func quarter(row *Row, path, mech string, ssdeOn bool, obj *isa.Object, l *sim.Launch, cfg sim.Config, res *sim.Result) error {
	reg := mechs.Default()
	m, err := reg.Mech(mech)
	if err != nil {
		return err
	}
	base, bc, ok, err := reg.Baseline(m, cfg, l)
	if err != nil {
		return fmt.Errorf("%s: error: %v", path, err)
	}
	if !ok {
		return nil
	}
	bobj := obj
	if base.Info.Target != m.Info.Target {
		if bobj, _, err = Compile(path, base.Name(), ssdeOn); err != nil {
			return err
		}
	}
	br, err := sim.Run(bobj, base, l, bc)
	if err != nil {
		return fmt.Errorf("%s: error: baseline %s at SIMD width %d: %v", path, base.Name(), bc.SIMDWidth, err)
	}
	q := &QuarterBaseline{Mech: base.Name(), SIMDWidth: bc.SIMDWidth, Status: string(br.Status), Cycles: br.Stats.Cycles}
	if q.Status == "ok" && row.Status == "ok" && row.Cycles > 0 {
		s := float64(br.Stats.Cycles) / float64(row.Cycles)
		q.Speedup = &s
	}
	if e, ok := hybrid.EstimateHWS(res); ok {
		q.Estimated = &e.Speedup
	}
	row.Quarter = q
	return nil
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
