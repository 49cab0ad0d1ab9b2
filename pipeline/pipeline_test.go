package pipeline

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

func load(t testing.TB, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := minic.Compile(filepath.Base(path), src, minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func rule(r isa.RPCRule) *isa.RPCRule { return &r }

// TestOrder checks the ordering constraints against the table, as the Go
// compiler's passOrder test does: every constraint names two rows and the
// first comes first.
func TestOrder(t *testing.T) {
	at := map[string]int{}
	for k, ps := range table {
		if _, dup := at[ps.name]; dup {
			t.Errorf("pass %s appears twice", ps.name)
		}
		at[ps.name] = k
		if ps.required && ps.module == nil && ps.fn == nil {
			t.Errorf("required pass %s has no function", ps.name)
		}
		if ps.module != nil && ps.fn != nil {
			t.Errorf("pass %s is both a module and a function pass", ps.name)
		}
		if !ps.required && ps.enabled == nil {
			t.Errorf("optional pass %s has no enabled predicate", ps.name)
		}
	}
	for _, c := range order {
		a, okA := at[c[0]]
		b, okB := at[c[1]]
		switch {
		case !okA || !okB:
			t.Errorf("constraint %s before %s names a pass that is not in the table", c[0], c[1])
		case a >= b:
			t.Errorf("pass %s must run before %s", c[0], c[1])
		}
	}
}

// TestPasses checks which rows each target and option set runs.
func TestPasses(t *testing.T) {
	for _, tt := range []struct {
		t    isa.Target
		o    Options
		want string
	}{
		{isa.Target{}, Options{}, "inline dead-funcs merge-returns reconv"},
		{isa.Target{}, Options{NoInline: true}, "merge-returns reconv"},
		{isa.Target{}, Options{AsWritten: true}, "reconv"},
		{isa.Target{}, Options{SSDE: true}, "inline dead-funcs merge-returns ssde reconv"},
		{isa.Target{RPC: isa.RPCSafePDom}, Options{}, "inline dead-funcs merge-returns split-safepdom reconv"},
		{isa.Target{RPC: isa.RPCSafePDom}, Options{Reconv: rule(isa.RPCNvidia)}, "inline dead-funcs merge-returns reconv"},
		{isa.Target{Layout: isa.LayoutPriority, Frontiers: true}, Options{}, "inline dead-funcs merge-returns frontier reconv"},
		{isa.Target{Layout: isa.LayoutPriority}, Options{NoInline: true}, "merge-returns frontier reconv"},
		{isa.Target{Frontiers: true}, Options{SSDE: true}, "inline dead-funcs merge-returns ssde frontier reconv"},
	} {
		p, err := New(tt.t, tt.o)
		if err != nil {
			t.Fatalf("%+v %+v: %v", tt.t, tt.o, err)
		}
		if got := strings.Join(p.Passes(), " "); got != tt.want {
			t.Errorf("%+v %+v: passes %q, want %q", tt.t, tt.o, got, tt.want)
		}
	}
}

// TestAnalysesOnly checks which pipelines only analyse: those that run
// no transform row (as written, with or without frontiers).
func TestAnalysesOnly(t *testing.T) {
	for _, tt := range []struct {
		t    isa.Target
		o    Options
		want bool
	}{
		{isa.Target{}, Options{AsWritten: true}, true},
		{isa.Target{Layout: isa.LayoutPriority, Frontiers: true}, Options{AsWritten: true}, true},
		{isa.Target{}, Options{AsWritten: true, Reconv: rule(isa.RPCNvidia)}, true},
		{isa.Target{}, Options{}, false},
		{isa.Target{}, Options{NoInline: true}, false},
		{isa.Target{Frontiers: true}, Options{SSDE: true}, false},
	} {
		p, err := New(tt.t, tt.o)
		if err != nil {
			t.Fatalf("%+v %+v: %v", tt.t, tt.o, err)
		}
		if got := p.AnalysesOnly(); got != tt.want {
			t.Errorf("%+v %+v (passes %v): AnalysesOnly %v, want %v", tt.t, tt.o, p.Passes(), got, tt.want)
		}
	}
}

// TestUnavailable: a target that needs a pass simtc lacks, and
// contradictory options, are errors, never silently compiled.
func TestUnavailable(t *testing.T) {
	for _, tt := range []struct {
		t    isa.Target
		o    Options
		want string
	}{
		{isa.Target{}, Options{SSDE: true, NoInline: true}, "--no-inline"},
		{isa.Target{}, Options{SSDE: true, AsWritten: true}, "--no-inline"},
		{isa.Target{RPC: isa.RPCSafePDom}, Options{NoInline: true}, "--no-inline"},
		{isa.Target{RPC: 42}, Options{}, "unknown reconvergence rule"},
	} {
		_, err := New(tt.t, tt.o)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v %+v: error %v, want one containing %q", tt.t, tt.o, err, tt.want)
		}
	}
}

// TestKernelsVerified runs every bundled kernel through every pipeline
// with the verifier around each pass, and compiles it.
func TestKernelsVerified(t *testing.T) {
	paths, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	cfgs := []struct {
		name string
		t    isa.Target
		o    Options
	}{
		{"ipdom", isa.Target{}, Options{}},
		{"noinline", isa.Target{}, Options{NoInline: true}},
		{"ssde", isa.Target{}, Options{SSDE: true}},
		{"nvidia", isa.Target{RPC: isa.RPCNvidia}, Options{}},
		{"nvidia-ssde", isa.Target{RPC: isa.RPCNvidia}, Options{SSDE: true}},
		{"safepdom", isa.Target{RPC: isa.RPCSafePDom}, Options{}},
		{"alldiv", isa.Target{}, Options{AllDivergent: true}},
		{"tf", isa.Target{Layout: isa.LayoutPriority, Frontiers: true}, Options{}},
		{"tf-noinline", isa.Target{Layout: isa.LayoutPriority, Frontiers: true}, Options{NoInline: true}},
		{"tf-ssde", isa.Target{Layout: isa.LayoutPriority, Frontiers: true}, Options{SSDE: true}},
		{"priority-layout", isa.Target{Layout: isa.LayoutPriority}, Options{NoInline: true}},
	}
	for _, path := range paths {
		for _, cf := range cfgs {
			t.Run(strings.TrimSuffix(filepath.Base(path), ".cl")+"/"+cf.name, func(t *testing.T) {
				cf.o.Check = true
				p, err := New(cf.t, cf.o)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := p.Compile(load(t, path)); err != nil {
					var ie *InternalError
					if errors.As(err, &ie) {
						t.Fatalf("internal error: %v", err)
					}
					t.Fatal(err)
				}
			})
		}
	}
}

// TestBrokenPass: a pass that leaves invalid IR, or panics, is an internal
// error naming the pass and the function.
func TestBrokenPass(t *testing.T) {
	p, err := New(isa.Target{}, Options{Check: true})
	if err != nil {
		t.Fatal(err)
	}
	breakIt := pass{name: "drop-terminator", fn: func(c *compilation, f *ir.Func) error {
		b := f.Blocks[len(f.Blocks)-1]
		b.Instrs = b.Instrs[:len(b.Instrs)-1]
		return nil
	}}
	panics := pass{name: "panics", fn: func(c *compilation, f *ir.Func) error {
		panic("invariant")
	}}
	path := filepath.Join(corpus.KernelDir(), "spinlock.cl")
	for _, ps := range []pass{breakIt, panics} {
		_, err := p.run(load(t, path), append(p.passes[:len(p.passes):len(p.passes)], ps))
		var ie *InternalError
		if !errors.As(err, &ie) {
			t.Fatalf("%s: error %v, want an *InternalError", ps.name, err)
		}
		if ie.Pass != ps.name || ie.Func != "spinlock" {
			t.Errorf("%s: internal error names pass %q function %q", ps.name, ie.Pass, ie.Func)
		}
		if !strings.Contains(err.Error(), "pass "+ps.name+", function spinlock") {
			t.Errorf("%s: message %q does not name the pass and the function", ps.name, err)
		}
	}
	// Without Check, the broken IR goes on (to the backend's own check).
	p.opts.Check = false
	if _, err := p.run(load(t, path), []pass{breakIt}); err != nil {
		t.Errorf("unchecked run: %v", err)
	}
}

// branch is a conditional branch's PC and reconvergence PC.
type branch struct{ pc, rpc uint32 }

func (b branch) String() string { return fmt.Sprintf("%#x→%#x", b.pc, b.rpc) }

// cbras returns the conditional branches of o in PC order.
func cbras(o *isa.Object) []branch {
	var out []branch
	for k, in := range o.Code {
		if in.Op == isa.OpCBra {
			out = append(out, branch{uint32(k) * isa.InstSize, in.RPC})
		}
	}
	return out
}

func compileWith(t *testing.T, path string, tg isa.Target, o Options) *isa.Object {
	t.Helper()
	o.Check = true
	p, err := New(tg, o)
	if err != nil {
		t.Fatal(err)
	}
	obj, err := p.Compile(load(t, path))
	if err != nil {
		t.Fatal(err)
	}
	return obj
}

func run(t *testing.T, path string, obj *isa.Object, mech string) *sim.Result {
	t.Helper()
	return runOn(t, path, obj, mech, sim.DefaultConfig())
}

// runOn runs obj under mech with path's own launch on the machine cfg and
// checks the file's expectations.
func runOn(t *testing.T, path string, obj *isa.Object, mech string, cfg sim.Config) *sim.Result {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return runText(t, path, src, obj, mech, cfg, nil)
}

// runText is runOn for the kernel text src (path names it), with obs told
// about every issue when not nil. A mech ending in +ssde runs obj, compiled
// with SSDE, under the mechanism before it, and the text's status
// expectations, which describe the kernel as written, are not checked.
func runText(t *testing.T, path string, src []byte, obj *isa.Object, mech string, cfg sim.Config, obs sim.Observer) *sim.Result {
	t.Helper()
	d, err := harness.Scan(path, src)
	if err != nil {
		t.Fatal(err)
	}
	l, err := harness.ParseLaunch(d.Launch, filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	name, ssde := strings.CutSuffix(mech, "+ssde")
	m, err := mechs.Default().Parse(name)
	if err != nil {
		t.Fatal(err)
	}
	res, err := sim.RunObserved(obj, m, l, cfg, obs)
	if err != nil {
		t.Fatal(err)
	}
	exps, err := harness.ParseExpects(d.Expects)
	if err != nil {
		t.Fatal(err)
	}
	var kept []harness.Expect
	for _, e := range exps {
		if !ssde || e.Kind != harness.ExpectStatus {
			kept = append(kept, e)
		}
	}
	for _, e := range harness.Check(kept, res) {
		t.Errorf("%s: %v", mech, e)
	}
	return res
}

// TestNvidiaRPC: on nvidia_join.cl (see its CFG there) the Nvidia rule
// moves the reconvergence PC of exactly one branch, the inner "if (i ==
// 3)", from join to the end of the kernel; the IPDOM stack then runs join
// twice (threads 0-2, then thread 3) instead of once, for the same memory.
func TestNvidiaRPC(t *testing.T) {
	path := filepath.Join("testdata", "nvidia_join.cl")
	ip := compileWith(t, path, isa.Target{}, Options{})
	nv := compileWith(t, path, isa.Target{}, Options{Reconv: rule(isa.RPCNvidia)})
	a, b := cbras(ip), cbras(nv)
	if len(a) != len(b) {
		t.Fatalf("branches differ: ipdom %v, nvidia %v", a, b)
	}
	moved := 0
	for k := range a {
		if a[k] != b[k] {
			moved++
			// The ipdom rpc is join, the block that stores p[i] += 3; the
			// nvidia one is the kernel's last block (its exit).
			pc, rIP, rNV := a[k].pc, a[k].rpc, b[k].rpc
			if rNV <= rIP {
				t.Errorf("branch %#x: nvidia rpc %#x is not after the ipdom rpc %#x", pc, rNV, rIP)
			}
			if in, _ := nv.InstAt(rNV); in.Op != isa.OpExit {
				t.Errorf("branch %#x: nvidia rpc %#x holds %s, want the exit", pc, rNV, in.Op)
			}
		}
	}
	if moved != 1 {
		t.Errorf("%d branches changed rpc, want 1:\n ipdom  %v\n nvidia %v", moved, a, b)
	}
	ri, rn := run(t, path, ip, "pdom"), run(t, path, nv, "pdom")
	if rn.Stats.WarpInstructions <= ri.Stats.WarpInstructions {
		t.Errorf("warp instructions: nvidia %d, ipdom %d: the later reconvergence must issue join twice", rn.Stats.WarpInstructions, ri.Stats.WarpInstructions)
	}
	if rn.Stats.SIMDEfficiency >= ri.Stats.SIMDEfficiency {
		t.Errorf("SIMD efficiency: nvidia %.3f, ipdom %.3f", rn.Stats.SIMDEfficiency, ri.Stats.SIMDEfficiency)
	}
}

// TestSafePDomRPC: for the Fig. 1 spin lock, the AWARE SafePDom is the
// instruction after the releasing atomic_xchg; with RPCSafePDom the loop's
// branch reconverges there (a block of its own), not at the loop exit.
func TestSafePDomRPC(t *testing.T) {
	path := filepath.Join(corpus.KernelDir(), "spinlock.cl")
	ip := compileWith(t, path, isa.Target{}, Options{})
	sp := compileWith(t, path, isa.Target{RPC: isa.RPCSafePDom}, Options{})
	a, b := cbras(ip), cbras(sp)
	if len(a) != 1 || len(b) != 1 {
		t.Fatalf("want one conditional branch: ipdom %v, safepdom %v", a, b)
	}
	rpc := b[0].rpc
	blk, ok := sp.BlockAt(rpc)
	if !ok || blk.PC != rpc || !strings.HasSuffix(blk.Name, ".safe") {
		t.Fatalf("rpc %#x is not the start of the split SafePDom block (block %+v)", rpc, blk)
	}
	// The instruction before it is the release.
	if prev, _ := sp.InstAt(rpc - isa.InstSize); prev.Op != isa.OpAtom || prev.Atom != isa.AtomXchg {
		t.Errorf("the instruction before rpc %#x is %s, want the atomic exchange", rpc, prev)
	}
	if a[0] == b[0] {
		t.Errorf("ipdom and safepdom give the same rpc %s", a[0])
	}
}

// TestSafePointsNest checks the property the AWARE recalculation exists
// for, on every bundled kernel: the reconvergence point of each branch
// post-dominates the points of all branches on the paths from it to its
// point; and the Nvidia points post-dominate the IPDOMs.
func TestSafePointsNest(t *testing.T) {
	paths, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		for _, tg := range []isa.Target{{RPC: isa.RPCSafePDom}, {RPC: isa.RPCNvidia}} {
			p, err := New(tg, Options{Check: true})
			if err != nil {
				t.Fatal(err)
			}
			pr, err := p.Prepare(load(t, path))
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range pr.Funcs {
				pts := pr.reconv[f]
				pdt := dom.PostDominators(f)
				// postdom(a, b): a post-dominates b; nil is the exit.
				postdom := func(a, b *ir.Block) bool { return a == nil || b != nil && pdt.Dominates(a, b) }
				for _, b := range f.Blocks {
					if !isCondBranch(b) {
						continue
					}
					r := pts.IDom(b)
					if !postdom(r, pdt.IDom(b)) {
						t.Errorf("%s %s: %s reconverges at %v, which does not post-dominate its IPDOM", path, tg.RPC, b, r)
					}
					if tg.RPC != isa.RPCSafePDom {
						continue
					}
					seen := map[*ir.Block]bool{}
					work := append([]*ir.Block(nil), b.Succs...)
					for len(work) > 0 {
						x := work[len(work)-1]
						work = work[:len(work)-1]
						if x == r || seen[x] {
							continue
						}
						seen[x] = true
						if isCondBranch(x) && x != b && !postdom(r, pts.IDom(x)) {
							t.Errorf("%s: %s reconverges at %v, before %s's point %v", path, b, r, x, pts.IDom(x))
						}
						work = append(work, x.Succs...)
					}
				}
			}
		}
	}
}

// TestFrontierRow: a thread-frontier target compiles through the frontier
// row with the verifier around every pass, and the object has what the TF
// mechanisms rely on: every block a priority, PC order equal to priority
// order within each function, a join point at a frontier entry and frontier
// metadata on the branches (tf_fig1: BB3 is in BB2's frontier). The
// generic target has none of it.
func TestFrontierRow(t *testing.T) {
	path := filepath.Join("..", "testdata", "kernels", "tf_fig1.cl")
	for _, tgt := range []isa.Target{{Layout: isa.LayoutPriority, Frontiers: true}, {}} {
		p, err := New(tgt, Options{Check: true})
		if err != nil {
			t.Fatal(err)
		}
		o, err := p.Compile(load(t, path))
		if err != nil {
			t.Fatal(err)
		}
		joins, fronts, prio := 0, 0, 0
		for _, b := range o.Blocks {
			if b.Join {
				joins++
			}
		}
		for _, b := range o.Branches {
			if len(b.Frontier) > 0 {
				fronts++
			}
		}
		last := map[string]int32{}
		for _, b := range o.Blocks {
			if b.Priority == isa.NoPriority {
				continue
			}
			prio++
			sym, _ := o.SymbolAt(b.PC)
			if q, ok := last[sym.Name]; ok && b.Priority <= q {
				t.Errorf("%s: block %s at %#x has priority %d after priority %d: PC order is not priority order", sym.Name, b.Name, b.PC, b.Priority, q)
			}
			last[sym.Name] = b.Priority
		}
		if !tgt.Frontiers {
			if joins+fronts+prio != 0 {
				t.Errorf("generic target: %d joins, %d branch frontiers, %d block priorities, want none", joins, fronts, prio)
			}
			continue
		}
		if joins == 0 || fronts == 0 || prio != len(o.Blocks) {
			t.Errorf("TF target: %d joins, %d branch frontiers, %d of %d blocks with a priority", joins, fronts, prio, len(o.Blocks))
		}
	}
}
