package backend

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// TestSequentialize checks random parallel copies (permutations with
// cycles, fan-out, constants) against their parallel meaning.
func TestSequentialize(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 2000; iter++ {
		const n = 6
		mf := &mfunc{nvregs: n}
		l := &lowerer{mf: mf, cur: &mblock{}}
		var cs []pcopy
		for _, d := range rng.Perm(n)[:1+rng.Intn(n)] {
			if rng.Intn(5) == 0 {
				cs = append(cs, pcopy{dst: vreg(d), c: ir.ConstInt(ir.I32, int64(1000+d)), isImm: true})
			} else if s := vreg(rng.Intn(n)); s != vreg(d) {
				cs = append(cs, pcopy{dst: vreg(d), src: s})
			}
		}
		l.sequentialize(cs)
		if l.err != nil {
			t.Fatal(l.err)
		}
		regs := make(map[vreg]int64)
		for r := vreg(0); r < n; r++ {
			regs[r] = int64(r)
		}
		for _, m := range l.cur.insts {
			if m.in.Op != isa.OpMov {
				t.Fatalf("unexpected %s", m.in.Op)
			}
			if m.in.Flags&isa.FlagImm != 0 {
				regs[m.d] = m.in.Imm
			} else {
				regs[m.d] = regs[m.a]
			}
		}
		for _, c := range cs {
			want := int64(c.src)
			if c.isImm {
				want = c.c.Int
			}
			if regs[c.dst] != want {
				t.Fatalf("copies %v: r%d = %d after %d moves, want %d", cs, c.dst, regs[c.dst], len(l.cur.insts), want)
			}
		}
		if len(l.cur.insts) > len(cs)+n {
			t.Fatalf("copies %v: %d moves", cs, len(l.cur.insts))
		}
	}
}

// swapKernel builds a kernel whose loop rotates phis: a, b := b, a and
// x, y, z := y, z, x each iteration, and stores them after n iterations.
func swapKernel() *ir.Module {
	m := ir.NewModule("swap.ir")
	f := m.NewFunc("swap", ir.Void)
	f.Kernel = true
	out := f.AddParam("out", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	n := f.AddParam("n", ir.I32)
	entry, loop, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	b := ir.NewBuilder(f)
	b.SetBlock(entry)
	b.Br(loop)
	b.SetBlock(loop)
	c := func(v int64) ir.Value { return ir.ConstInt(ir.I32, v) }
	pa := b.Phi(ir.I32, c(1))
	pb := b.Phi(ir.I32, c(2))
	px := b.Phi(ir.I32, c(10))
	py := b.Phi(ir.I32, c(20))
	pz := b.Phi(ir.I32, c(30))
	pi := b.Phi(ir.I32, c(0))
	i1 := b.Binary(ir.OpAdd, pi, c(1))
	cond := b.ICmp(ir.PredSLT, i1, n)
	b.CondBr(cond, loop, exit)
	pa.AddArg(pb)
	pb.AddArg(pa)
	px.AddArg(py)
	py.AddArg(pz)
	pz.AddArg(px)
	pi.AddArg(i1)
	b.SetBlock(exit)
	for k, v := range []ir.Value{pa, pb, px, py, pz} {
		b.Store(b.GEP(out, ir.ConstInt(ir.I64, int64(k))), v, false)
	}
	b.Ret(nil)
	return m
}

func TestPhiSwap(t *testing.T) {
	for iters := 1; iters <= 7; iters++ {
		for _, opts := range []Options{{}, {AllDivergent: true}} {
			m := swapKernel()
			if err := ir.VerifyModule(m); err != nil {
				t.Fatal(err)
			}
			o, err := Compile(m, opts)
			if err != nil {
				t.Fatal(err)
			}
			res := simRun(t, o, fmt.Sprintf("grid=1 block=1 out=int32[5] n=%d", iters), "mimd", nil)
			if res.Status != sim.StatusOK {
				t.Fatalf("status %s", res.Status)
			}
			got := contents(t, res, "out")
			ab := [][2]int{{1, 2}, {2, 1}}[(iters-1)%2]
			xyz := [][3]int{{10, 20, 30}, {20, 30, 10}, {30, 10, 20}}[(iters-1)%3]
			want := fmt.Sprint(ab[0], ab[1], xyz[0], xyz[1], xyz[2])
			if g := strings.Join(got, " "); g != want {
				var sb strings.Builder
				o.WriteDisasm(&sb)
				t.Fatalf("%d iterations: out = %s, want %s\n%s", iters, g, want, sb.String())
			}
		}
	}
}
