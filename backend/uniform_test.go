package backend

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/sim/isa"
)

// uniformCase builds a kernel and names the blocks whose branch must be
// divergent; every other conditional branch must be uniform.
type uniformCase struct {
	name      string
	build     func(f *ir.Func, b *ir.Builder, n *ir.Param)
	divergent []string
}

func TestUniformity(t *testing.T) {
	c := func(v int64) ir.Value { return ir.ConstInt(ir.I32, v) }
	cases := []uniformCase{
		{
			name: "param and block size are uniform, thread id is not",
			build: func(f *ir.Func, b *ir.Builder, n *ir.Param) {
				entry, x, y, z := f.NewBlock("entry"), f.NewBlock("x"), f.NewBlock("y"), f.NewBlock("z")
				b.SetBlock(entry)
				sz := b.Special(ir.OpBlockSize, 0)
				b.CondBr(b.ICmp(ir.PredSLT, b.Binary(ir.OpMul, n, sz), c(10)), x, y)
				b.SetBlock(x)
				tid := b.Special(ir.OpThreadID, 0)
				b.CondBr(b.ICmp(ir.PredEQ, tid, c(0)), y, z)
				b.SetBlock(y)
				b.Br(z)
				b.SetBlock(z)
				b.Ret(nil)
			},
			divergent: []string{"x"},
		},
		{
			name: "a phi of constants at the join of a divergent branch is divergent",
			build: func(f *ir.Func, b *ir.Builder, n *ir.Param) {
				entry, l, r, j, x, e := f.NewBlock("entry"), f.NewBlock("l"), f.NewBlock("r"), f.NewBlock("j"), f.NewBlock("x"), f.NewBlock("e")
				b.SetBlock(entry)
				b.CondBr(b.ICmp(ir.PredEQ, b.Special(ir.OpLaneID, 0), c(3)), l, r)
				b.SetBlock(l)
				b.Br(j)
				b.SetBlock(r)
				b.Br(j)
				b.SetBlock(j)
				p := b.Phi(ir.I32, c(1), c(2))
				b.CondBr(b.ICmp(ir.PredEQ, p, c(1)), x, e)
				b.SetBlock(x)
				b.Br(e)
				b.SetBlock(e)
				b.Ret(nil)
			},
			divergent: []string{"entry", "j"},
		},
		{
			name: "a uniform counter leaving a loop through a divergent exit is divergent",
			build: func(f *ir.Func, b *ir.Builder, n *ir.Param) {
				entry, h, body, e, x, done := f.NewBlock("entry"), f.NewBlock("h"), f.NewBlock("body"), f.NewBlock("e"), f.NewBlock("x"), f.NewBlock("done")
				b.SetBlock(entry)
				tid := b.Special(ir.OpThreadID, 0)
				b.Br(h)
				b.SetBlock(h)
				i := b.Phi(ir.I32, c(0))
				b.CondBr(b.ICmp(ir.PredSLT, i, tid), body, e)
				b.SetBlock(body)
				i1 := b.Binary(ir.OpAdd, i, c(1))
				b.Br(h)
				i.AddArg(i1)
				b.SetBlock(e)
				b.CondBr(b.ICmp(ir.PredEQ, i, c(5)), x, done)
				b.SetBlock(x)
				b.Br(done)
				b.SetBlock(done)
				b.Ret(nil)
			},
			divergent: []string{"h", "e"},
		},
		{
			name: "a uniform loop around divergent code stays uniform",
			build: func(f *ir.Func, b *ir.Builder, n *ir.Param) {
				entry, h, body, th, latch, done := f.NewBlock("entry"), f.NewBlock("h"), f.NewBlock("body"), f.NewBlock("then"), f.NewBlock("latch"), f.NewBlock("done")
				b.SetBlock(entry)
				b.Br(h)
				b.SetBlock(h)
				i := b.Phi(ir.I32, c(0))
				b.CondBr(b.ICmp(ir.PredSLT, i, n), body, done)
				b.SetBlock(body)
				b.CondBr(b.ICmp(ir.PredEQ, b.Special(ir.OpThreadID, 0), i), th, latch)
				b.SetBlock(th)
				b.Br(latch)
				b.SetBlock(latch)
				i1 := b.Binary(ir.OpAdd, i, c(1))
				b.Br(h)
				i.AddArg(i1)
				b.SetBlock(done)
				b.Ret(nil)
			},
			divergent: []string{"body"},
		},
		{
			name: "loads and atomics are divergent",
			build: func(f *ir.Func, b *ir.Builder, n *ir.Param) {
				entry, x, y := f.NewBlock("entry"), f.NewBlock("x"), f.NewBlock("y")
				g := f.Module.NewGlobal("g", ir.I32, ir.SpaceGlobal)
				b.SetBlock(entry)
				b.CondBr(b.ICmp(ir.PredEQ, b.Load(g, false), c(0)), x, y)
				b.SetBlock(x)
				b.CondBr(b.ICmp(ir.PredEQ, b.Atomic(ir.AtomicAdd, g, c(1)), c(0)), y, y)
				b.SetBlock(y)
				b.Ret(nil)
			},
			divergent: []string{"entry", "x"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := ir.NewModule("u.ir")
			f := m.NewFunc("k", ir.Void)
			f.Kernel = true
			n := f.AddParam("n", ir.I32)
			tc.build(f, ir.NewBuilder(f), n)
			if err := ir.VerifyModule(m); err != nil {
				t.Fatal(err)
			}
			div := divergentBranches(f, dom.PostDominators(f), false)
			want := make(map[string]bool)
			for _, name := range tc.divergent {
				want[name] = true
			}
			for _, blk := range f.Blocks {
				if div[blk.ID] != want[blk.Name] {
					t.Errorf("block %s: divergent = %v, want %v", blk.Name, div[blk.ID], want[blk.Name])
				}
			}
			// The object agrees: rpc exactly on the divergent branches.
			o, err := Compile(m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if n := checkRPCs(t, m, o, false); n != countCBra(o, true) {
				t.Errorf("checked %d annotated branches, the object has %d", n, countCBra(o, true))
			}
		})
	}
}

// countCBra counts the conditional branches of o (with an rpc, if annotated).
func countCBra(o *isa.Object, annotated bool) int {
	n := 0
	for _, in := range o.Code {
		if in.Op == isa.OpCBra && (!annotated || in.RPC != isa.NoPC) {
			n++
		}
	}
	return n
}

// checkUniformOutcomes runs o (compiled from m) on the simulator's IPDOM
// stack, where a warp's threads run in lockstep, and checks that no branch
// left without a reconvergence PC although its IPDOM is a real block (one
// the uniformity analysis called uniform) ever diverged.
func checkUniformOutcomes(t *testing.T, m *ir.Module, o *isa.Object, launch string) {
	t.Helper()
	res := simRun(t, o, launch, "pdom", nil)
	uniform := uniformBranchPCs(t, m, o)
	checked := 0
	for _, bs := range res.Stats.BranchStats {
		if !uniform[bs.PC] {
			continue
		}
		checked++
		if bs.Divergent != 0 {
			t.Errorf("branch at %#x (%s) called uniform diverged %d times", bs.PC, bs.Line, bs.Divergent)
		}
	}
	if len(uniform) > 0 && len(res.Stats.BranchStats) == 0 {
		t.Errorf("no branch statistics from the run")
	}
}

// uniformBranchPCs returns the PCs of the conditional branches without a
// reconvergence PC whose IR block has a real IPDOM.
func uniformBranchPCs(t *testing.T, m *ir.Module, o *isa.Object) map[uint32]bool {
	out := make(map[uint32]bool)
	for _, sym := range o.Symbols {
		f := m.Func(sym.Name)
		pdom := dom.PostDominators(f)
		for pc := sym.PC; pc < sym.PC+sym.Size; pc += isa.InstSize {
			in, _ := o.InstAt(pc)
			if in.Op != isa.OpCBra || in.RPC != isa.NoPC {
				continue
			}
			blk, _ := o.BlockAt(pc)
			name, _, _ := strings.Cut(blk.Name, "#")
			if b := f.BlockByName(name); b != nil && pdom.IDom(b) != nil {
				out[pc] = true
			}
		}
	}
	return out
}

func TestUniformityDynamic(t *testing.T) {
	for _, path := range kernelFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m := compileFile(t, path)
			l, _ := directives(m.Directives)
			if l == "" {
				t.Skip("no launch")
			}
			o, err := Compile(m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkUniformOutcomes(t, m, o, l)
		})
	}
}
