package sim_test

// Acceptance tests of tf-stack, tf-sandy and minpc (issue 11) on compiled
// kernels: each mechanism runs code compiled through the pipeline for its
// registry row's Target, as simtc run does.

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/passes/frontier"
	"github.com/simtc/simtc/passes/structurize"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
	"github.com/simtc/simtc/sim/simtest"
)

var newMechs = []string{"tf-stack", "tf-sandy", "minpc"}

// compileFor compiles src through the pipeline of mech's Target.
func compileFor(t testing.TB, name string, src []byte, mech string, noInline bool) *isa.Object {
	t.Helper()
	mi, err := mechs.Default().Lookup(mech)
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.New(mi.Target, pipeline.Options{Check: true, NoInline: noInline, Mech: mech})
	if err != nil {
		t.Fatal(err)
	}
	m, err := minic.Compile(name, src, minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := p.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// counting records the PC of every issue of the wrapped mechanism.
type counting struct {
	sim.Mechanism
	trace *[]uint32
}

func (c *counting) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	*c.trace = append(*c.trace, s.PC)
	return c.Mechanism.Commit(w, s, o, now)
}

// runTraced runs the launch under the mechanism spec mech (with cfg) and
// returns the result and the PCs issued, in order.
func runTraced(t testing.TB, o *isa.Object, mech, launch string, cfg sim.Config) (*sim.Result, []uint32) {
	t.Helper()
	m, err := mechs.Default().Parse(mech)
	if err != nil {
		t.Fatal(err)
	}
	var trace []uint32
	inner := m.Info.New
	m.Info.New = func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
		return &counting{Mechanism: inner(cfg, obj, p), trace: &trace}
	}
	res, err := sim.Run(o, m, mustParse(t, launch), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return res, trace
}

// linePC returns the lowest PC of o whose source line is the line of src
// containing text.
func linePC(t testing.TB, o *isa.Object, src []byte, text string) uint32 {
	t.Helper()
	line := 0
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, text) {
			line = i + 1
			break
		}
	}
	if line == 0 {
		t.Fatalf("no line with %q", text)
	}
	for pc := uint32(0); pc < o.CodeSize(); pc += isa.InstSize {
		if l, ok := o.LineAt(pc); ok && int(l.Line) == line {
			return pc
		}
	}
	t.Fatalf("no code for line %d (%q)", line, text)
	return 0
}

func count(trace []uint32, pc uint32) int {
	n := 0
	for _, p := range trace {
		if p == pc {
			n++
		}
	}
	return n
}

func readKernel(t testing.TB, name string) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "testdata", "kernels", name))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// The TF paper's Fig. 1 with the four-thread schedule of Sec. 3: under
// PDOM (re-convergence only at Exit) BB3, BB4 and BB5 are fetched twice
// (Fig. 1 d); at thread frontiers each runs once.
func TestTFFig1BlockCounts(t *testing.T) {
	src := readKernel(t, "tf_fig1.cl")
	const launch = "grid=1 block=4 warp=4 in=int32[4]:iota out=int32[4]"
	for _, mech := range []string{"pdom", "tf-stack", "tf-sandy"} {
		o := compileFor(t, "tf_fig1.cl", src, mech, false)
		res, trace := runTraced(t, o, mech, launch, sim.DefaultConfig())
		if res.Status != sim.StatusOK {
			t.Fatalf("%s: %s", mech, res.Status)
		}
		want := 1
		if mech == "pdom" {
			want = 2
		}
		for _, bb := range []struct{ name, text string }{{"BB3", "v = v + 3"}, {"BB4", "v = v * 5"}, {"BB5", "v = v - 7"}} {
			if got := count(trace, linePC(t, o, src, bb.text)); got != want {
				t.Errorf("%s: %s executed %d times, want %d", mech, bb.name, got, want)
			}
		}
	}
}

// fig2a is the TF paper's Fig. 2 a): the threads diverge in the first
// block, re-converge at the barrier's block, but an exception edge (never
// taken) moves the immediate post-dominator past the barrier.
const fig2a = `
kernel void fig2a(global const int *flag, global int *out)
{
    int id = get_local_id(0);
    int v = id;
    if (id % 2 == 0) {
        v = v + 100;
        if (flag[0] != 0)
            goto exc;
    } else {
        v = v * 3;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[id] = v;
    return;
exc:
    out[id] = -1;
}`

// Fig. 2 a/b: PDOM meets the barrier one path at a time and deadlocks
// (the diagnosis says the first path waits at the barrier while the other
// is pending); thread frontiers re-converge before it and complete with
// the reference's memory.
func TestTFFig2aBarrier(t *testing.T) {
	const launch = "grid=1 block=8 warp=8 flag=int32[1] out=int32[8]"
	ref, _ := runTraced(t, compileFor(t, "fig2a.cl", []byte(fig2a), "mimd", false), "mimd", launch, sim.DefaultConfig())
	if ref.Status != sim.StatusOK {
		t.Fatalf("mimd: %s", ref.Status)
	}
	for _, mech := range []string{"pdom", "tf-stack", "tf-sandy"} {
		res, _ := runTraced(t, compileFor(t, "fig2a.cl", []byte(fig2a), mech, false), mech, launch, sim.DefaultConfig())
		if mech == "pdom" {
			if res.Status != sim.StatusDeadlock || res.Diagnosis == nil || !strings.Contains(res.Diagnosis.String(), "barrier") {
				t.Errorf("pdom: status %s, diagnosis %v; want a deadlock at the barrier", res.Status, res.Diagnosis)
			}
			continue
		}
		if res.Status != sim.StatusOK {
			t.Fatalf("%s: status %s: %v", mech, res.Status, res.Diagnosis)
		}
		if !bytes.Equal(res.Buffer("out").Data, ref.Buffer("out").Data) {
			t.Errorf("%s: out differs from mimd", mech)
		}
	}
}

// Collange's Listing 1 with --no-inline: f is laid out after the kernel.
// Under min(PC) the threads that skip the call run the rest of the kernel
// (and exit) before f runs, and the block after the if runs twice; under
// min(SP:PC) the callers run f first and everyone meets after the if, so
// that block runs once.
func TestMinPCListing1(t *testing.T) {
	src := readKernel(t, "collange_listing1.cl")
	o := compileFor(t, "collange_listing1.cl", src, "minpc", true)
	f, ok := findSymbol(o, "f")
	if !ok {
		t.Fatal("f was inlined")
	}
	after := linePC(t, o, src, "v = v + 1;")
	if after >= f.PC {
		t.Fatalf("f at %#x is not after the kernel's code (%#x)", f.PC, after)
	}
	const launch = "grid=1 block=32 in=int32[32]:iota out=int32[32]"
	ref, _ := runTraced(t, compileFor(t, "collange_listing1.cl", src, "mimd", true), "mimd", launch, sim.DefaultConfig())
	for _, noSP := range []bool{false, true} {
		mech := "minpc"
		if noSP {
			mech = "minpc:no-sp"
		}
		res, trace := runTraced(t, o, mech, launch, sim.DefaultConfig())
		if res.Status != sim.StatusOK || !bytes.Equal(res.Buffer("out").Data, ref.Buffer("out").Data) {
			t.Fatalf("no-sp=%v: status %s or out differs from mimd", noSP, res.Status)
		}
		firstF, firstAfter := -1, -1
		for i, pc := range trace {
			if firstF < 0 && pc >= f.PC && pc < f.PC+f.Size {
				firstF = i
			}
			if firstAfter < 0 && pc == after {
				firstAfter = i
			}
		}
		want := 1
		if noSP {
			want = 2
		}
		if got := count(trace, after); got != want {
			t.Errorf("no-sp=%v: the block after the if ran %d times, want %d", noSP, got, want)
		}
		if fFirst := firstF < firstAfter; fFirst == noSP {
			t.Errorf("no-sp=%v: f first issued at step %d, the block after the if at %d", noSP, firstF, firstAfter)
		}
	}
}

func findSymbol(o *isa.Object, name string) (isa.Symbol, bool) {
	for _, s := range o.Symbols {
		if s.Name == name {
			return s, true
		}
	}
	return isa.Symbol{}, false
}

// Every bundled kernel under tf-stack, tf-sandy and minpc (at warp sizes 4
// to 64 when it does not synchronize, else at its own launch): final memory equals mimd's whenever the run terminates; kernels
// without synchronization always terminate; a kernel that does not
// terminate is a deadlock whose diagnosis says where the threads are.
// TF-SANDY never needs its stranded-thread recovery on code compiled for
// it. With device functions inlined and, under --no-inline, as real
// calls.
func TestNewMechanismsMatchMIMD(t *testing.T) {
	corpus.Sweep(t, "every kernel under the per-thread mechanisms at five warp sizes")
	paths, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	sizes := []int{4, 8, 16, 32, 64}
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(path)
		d, err := harness.Scan(path, src)
		if err != nil {
			t.Fatal(err)
		}
		for _, noInline := range []bool{false, true} {
			checkAgainstMIMD(t, path, name, src, d, sizes, noInline)
		}
	}
}

// checkAgainstMIMD runs one kernel, compiled with or without inlining,
// under mimd and the new mechanisms (TestNewMechanismsMatchMIMD).
func checkAgainstMIMD(t *testing.T, path, name string, src []byte, d harness.Directives, sizes []int, noInline bool) {
	if noInline {
		name += " (--no-inline)"
	}
	{
		objs := map[string]*isa.Object{}
		for _, mech := range append([]string{"mimd"}, newMechs...) {
			objs[mech] = compileFor(t, filepath.Base(path), src, mech, noInline)
		}
		// Synchronization kernels may depend on their warp size (a
		// warp-wide vote): they run at their own launch only.
		kernelSizes := sizes
		if hasSync(string(src)) {
			kernelSizes = []int{0}
		}
		for _, ws := range kernelSizes {
			l, err := harness.ParseLaunch(d.Launch, filepath.Dir(path))
			if err != nil {
				t.Fatal(err)
			}
			if ws != 0 {
				if err := harness.Set(l, "warp="+itoa(int64(ws)), "."); err != nil {
					t.Fatal(err)
				}
			}
			ref, err := mechs.Run(objs["mimd"], "mimd", l, sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			if ref.Status != sim.StatusOK {
				t.Fatalf("%s warp=%d: mimd %s", name, ws, ref.Status)
			}
			for _, mech := range newMechs {
				res, err := mechs.Run(objs[mech], mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case res.Status == sim.StatusOK:
					for i := range ref.Buffers {
						if !bytes.Equal(ref.Buffers[i].Data, res.Buffers[i].Data) {
							t.Errorf("%s warp=%d %s: buffer %s differs from mimd", name, ws, mech, ref.Buffers[i].Name)
						}
					}
				case !hasSync(string(src)):
					t.Errorf("%s warp=%d %s: status %s without synchronization: %v", name, ws, mech, res.Status, res.Diagnosis)
				case res.Status != sim.StatusDeadlock:
					t.Errorf("%s warp=%d %s: status %s, want ok or deadlock", name, ws, mech, res.Status)
				case res.Diagnosis == nil || len(res.Diagnosis.Warps) == 0 || !strings.Contains(res.Diagnosis.String(), filepath.Base(path)):
					t.Errorf("%s warp=%d %s: deadlock without a diagnosis naming the source: %v", name, ws, mech, res.Diagnosis)
				}
				if mech == "tf-sandy" {
					if n := stat(res, "stranded_recoveries"); n != 0 {
						t.Errorf("%s warp=%d: tf-sandy needed %d stranded-thread recoveries on TF code", name, ws, n)
					}
				}
			}
		}
	}
}

func stat(r *sim.Result, name string) int64 {
	for _, s := range r.Stats.Mechanism {
		if s.Name == name {
			return s.Value
		}
	}
	return -1
}

// The comparisons of the TF paper (Table 5, Figs. 6-7) and Collange on the
// bundled kernels that terminate under all the mechanisms compared, at
// their default launch: on
// every unstructured kernel (one the structurizing transform changes)
// TF-STACK executes no more warp instructions than PDOM, and has at least
// as many join points (Table 5's static columns); on every structured
// kernel minpc's SIMD efficiency is at least PDOM's.
func TestTFComparisons(t *testing.T) {
	t.Parallel()
	paths, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	unstructured := 0
	for _, path := range paths {
		src, _, l := simtest.Kernel(t, path)
		name := filepath.Base(path)
		// Structured or not: does the STRUCT transform change the
		// prepared kernel? And Table 5's join points.
		p, err := pipeline.New(isa.Target{}, pipeline.Options{Check: true})
		if err != nil {
			t.Fatal(err)
		}
		m, err := minic.Compile(name, src, minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		pr, err := p.Prepare(m)
		if err != nil {
			t.Fatal(err)
		}
		unstr := false
		tfJoins, pdomJoins := 0, 0
		for _, f := range pr.Funcs {
			st := frontier.Compute(f).Stats
			tfJoins += st.TFJoins
			pdomJoins += st.PDOMJoins
			r, err := structurize.Apply(f, structurize.Options{})
			if err != nil {
				t.Fatal(err)
			}
			unstr = unstr || r.BlocksAfter != r.BlocksBefore || r.ForwardCopies+r.Cuts+r.LoopSplits > 0
		}
		// Each comparison runs both mechanisms on the same object (compiled
		// for the new mechanism's Target; pdom reads the rpc fields every
		// branch carries, and the join points are block flags that only
		// tf-stack reads), so that only the re-convergence differs, not
		// the layout's branch count.
		res := map[string]*sim.Result{}
		for _, run := range []struct{ key, mech, target string }{
			{"tf-stack", "tf-stack", "tf-stack"}, {"pdom@tf", "pdom", "tf-stack"},
			{"minpc", "minpc", "minpc"}, {"pdom@minpc", "pdom", "minpc"},
			{"pdom", "pdom", "pdom"},
		} {
			r, err := mechs.Run(compileFor(t, name, src, run.target, false), run.mech, l, sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			res[run.key] = r
		}
		skip := ""
		for _, key := range []string{"pdom", "pdom@tf", "pdom@minpc", "tf-stack", "minpc"} {
			if r := res[key]; r.Status != sim.StatusOK {
				if !hasSync(string(src)) {
					t.Fatalf("%s %s: %s without synchronization", name, key, r.Status)
				}
				skip = key
				break
			}
		}
		if skip != "" {
			t.Logf("%s: not compared (a synchronization kernel that does not terminate under %s)", name, skip)
			continue
		}
		if unstr {
			unstructured++
			if a, b := res["tf-stack"].Stats.WarpInstructions, res["pdom@tf"].Stats.WarpInstructions; a > b {
				t.Errorf("%s (unstructured): tf-stack %d warp instructions > pdom %d", name, a, b)
			}
			// (Against pdom on its own code, the RPO layout, the layout's
			// branches count too: logged, not compared.)
			if tfJoins < pdomJoins {
				t.Errorf("%s (unstructured): %d TF join points < %d PDOM join points", name, tfJoins, pdomJoins)
			}
			t.Logf("%s unstructured: warp instructions pdom %d (generic code %d) tf-stack %d; join points TF %d PDOM %d (checks made: tf-stack %d, pdom reconvergences %d)",
				name, res["pdom@tf"].Stats.WarpInstructions, res["pdom"].Stats.WarpInstructions, res["tf-stack"].Stats.WarpInstructions, tfJoins, pdomJoins,
				stat(res["tf-stack"], "join_points"), stat(res["pdom@tf"], "reconvergences"))
			continue
		}
		if a, b := res["minpc"].Stats.SIMDEfficiency, res["pdom@minpc"].Stats.SIMDEfficiency; a < b {
			t.Errorf("%s (structured): minpc SIMD efficiency %.4f < pdom %.4f", name, a, b)
		}
		t.Logf("%s structured: SIMD efficiency pdom %.4f (generic code %.4f) minpc %.4f", name, res["pdom@minpc"].Stats.SIMDEfficiency, res["pdom"].Stats.SIMDEfficiency, res["minpc"].Stats.SIMDEfficiency)
	}
	if unstructured == 0 {
		t.Error("no unstructured kernel: the comparison tested nothing")
	}
}
