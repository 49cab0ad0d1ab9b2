package threadpc

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// issueLog records, for every issue of the wrapped mechanism, its PC and
// whether it ran every live thread of the warp.
type issueLog struct {
	sim.Mechanism
	pcs      *[]uint32
	fullMask *[]bool
}

func (c *issueLog) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	*c.pcs = append(*c.pcs, s.PC)
	*c.fullMask = append(*c.fullMask, s.Mask == w.Live)
	return c.Mechanism.Commit(w, s, o, now)
}

func compileListing1Rec(t *testing.T, mech string) (*isa.Object, []byte) {
	t.Helper()
	src, err := os.ReadFile("../../../testdata/recursion/collange_listing1_rec.cl")
	if err != nil {
		t.Fatal(err)
	}
	mi, err := registry(t).Lookup(mech)
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.New(mi.Target, pipeline.Options{Check: true, NoInline: true, Mech: mech})
	if err != nil {
		t.Fatal(err)
	}
	m, err := minic.Compile("collange_listing1_rec.cl", src, minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := p.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	return o, src
}

// TestMinPCListing1Recursive runs Collange's Listing 1 with a recursive f
// (testdata/recursion/collange_listing1_rec.cl) end to end: compiled with
// --no-inline, f after the kernel, the threads that call f recursing to
// depth 2 or 6. Under min(SP:PC) the deepest threads run first and the
// others wait at f's return point, where the unwinding threads meet them
// (the return point is issued once per depth of the deepest thread, 5
// times), and every thread meets right after the if, which runs once,
// with the whole warp. Under plain min(PC) (--no-sp) the threads that
// skipped the call run the block after the if first, and the callers of
// the two depths reach it separately: it runs 3 times, and the threads
// reconverge only at the end (at exit). Both end with mimd's memory; min(SP:PC) issues fewer warp
// instructions and counts more reconvergences.
func TestMinPCListing1Recursive(t *testing.T) {
	o, src := compileListing1Rec(t, "minpc")
	var fSym isa.Symbol
	for _, s := range o.Symbols {
		if s.Name == "f" {
			fSym = s
		}
	}
	if fSym.Size == 0 {
		t.Fatal("f was inlined")
	}
	after, ret := uint32(0), uint32(0)
	afterLine, callLine := 0, 0
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "v = v + 1;") {
			afterLine = i + 1
		}
		if strings.Contains(l, "return r + f(x - 1);") {
			callLine = i + 1
		}
	}
	// The block after the if: the first PC of its line in the kernel. f's
	// return point: the instruction after f's recursive call.
	after = isa.NoPC
	for _, ln := range o.Lines {
		if int(ln.Line) == afterLine && ln.PC < after {
			after = ln.PC
		}
	}
	for i, in := range o.Code {
		pc := uint32(i) * isa.InstSize
		if in.Op == isa.OpCall && pc >= fSym.PC && pc < fSym.PC+fSym.Size {
			ret = pc + isa.InstSize
		}
	}
	if after == isa.NoPC || after >= fSym.PC || ret == 0 || callLine == 0 {
		t.Fatalf("after-if pc %#x, f at %#x, return point %#x", after, fSym.PC, ret)
	}

	launch, err := harness.ParseLaunch("grid=1 block=32 in=int32[32]:iota out=int32[32]", "../../../testdata/recursion")
	if err != nil {
		t.Fatal(err)
	}
	refObj, _ := compileListing1Rec(t, "mimd")
	ref, err := registry(t).Run(refObj, "mimd", launch, sim.DefaultConfig())
	if err != nil || ref.Status != sim.StatusOK {
		t.Fatalf("mimd: %v %v", err, ref.Status)
	}
	type run struct {
		res                  *sim.Result
		afterRuns, retIssues int
		afterFull            bool
	}
	runs := map[bool]run{}
	for _, noSP := range []bool{false, true} {
		var params []string
		if noSP {
			params = append(params, "no-sp")
		}
		m, err := registry(t).Mech("minpc", params...)
		if err != nil {
			t.Fatal(err)
		}
		var pcs []uint32
		var full []bool
		inner := m.Info.New
		m.Info.New = func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
			return &issueLog{Mechanism: inner(cfg, obj, p), pcs: &pcs, fullMask: &full}
		}
		res, err := sim.Run(o, m, launch, sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != sim.StatusOK || !bytes.Equal(res.Buffer("out").Data, ref.Buffer("out").Data) {
			t.Fatalf("no-sp=%v: status %s or out differs from mimd", noSP, res.Status)
		}
		r := run{res: res}
		for i, pc := range pcs {
			if pc == after {
				r.afterRuns++
				r.afterFull = full[i]
			}
			if pc == ret {
				r.retIssues++
			}
		}
		runs[noSP] = r
	}
	sp, nosp := runs[false], runs[true]
	if sp.retIssues != 5 {
		t.Errorf("min(SP:PC): f's return point issued %d times, want 5 (once per depth)", sp.retIssues)
	}
	if sp.afterRuns != 1 || !sp.afterFull {
		t.Errorf("min(SP:PC): the block after the if ran %d times (whole warp: %v), want once with every thread", sp.afterRuns, sp.afterFull)
	}
	if nosp.afterRuns != 3 {
		t.Errorf("min(PC): the block after the if ran %d times, want 3", nosp.afterRuns)
	}
	if sp.res.Stats.WarpInstructions >= nosp.res.Stats.WarpInstructions {
		t.Errorf("warp instructions: min(SP:PC) %d, min(PC) %d; want fewer with SP", sp.res.Stats.WarpInstructions, nosp.res.Stats.WarpInstructions)
	}
	spReconv, _ := sp.res.Stats.Mechanism.Get("reconvergences")
	nospReconv, _ := nosp.res.Stats.Mechanism.Get("reconvergences")
	if spReconv <= nospReconv {
		t.Errorf("reconvergences: min(SP:PC) %d, min(PC) %d; want more with SP", spReconv, nospReconv)
	}
	t.Logf("min(SP:PC): %d warp instructions, %d reconvergences, after-if %d, return point %d; min(PC): %d, %d, %d, %d",
		sp.res.Stats.WarpInstructions, spReconv, sp.afterRuns, sp.retIssues,
		nosp.res.Stats.WarpInstructions, nospReconv, nosp.afterRuns, nosp.retIssues)
}

// registry is the family's registry: mimd is the reference of its tests.
func registry(t testing.TB) *sim.Registry {
	t.Helper()
	r, err := sim.NewRegistry(Rows()...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
