package backend

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// randomKernel builds a kernel with a random CFG from data: gotos,
// divergent and uniform two-way branches, switches with shared targets,
// returns; every block with several predecessors gets a phi whose operands
// are constants or the predecessor's own phi, and stores it. It returns nil
// when data is too short.
func randomKernel(data []byte) *ir.Module {
	if len(data) < 2 {
		return nil
	}
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		x := int(data[0])
		data = data[1:]
		return x
	}
	m := ir.NewModule("fuzz.ir")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	out := f.AddParam("out", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	n := f.AddParam("n", ir.I32)
	nb := 2 + next()%10
	blocks := make([]*ir.Block, nb)
	for i := range blocks {
		blocks[i] = f.NewBlock(fmt.Sprintf("b%d", i))
	}
	b := ir.NewBuilder(f)
	b.SetBlock(blocks[0])
	tid := b.Special(ir.OpThreadID, 0)
	c := func(v int) ir.Value { return ir.ConstInt(ir.I32, int64(v)) }
	for i, blk := range blocks {
		b.SetBlock(blk)
		target := func() *ir.Block { return blocks[1+next()%(nb-1)] }
		kind := next() % 5
		if i == nb-1 {
			kind = 4
		}
		switch kind {
		case 0:
			b.Br(target())
		case 1:
			x := b.Binary(ir.OpAdd, tid, c(i))
			b.CondBr(b.ICmp(ir.PredEQ, b.Binary(ir.OpURem, x, c(2+next()%3)), c(0)), target(), target())
		case 2:
			b.CondBr(b.ICmp(ir.PredSGT, n, c(i)), target(), target())
		case 3:
			k := 1 + next()%3
			var cases []int64
			var ts []*ir.Block
			for j := 0; j < k; j++ {
				cases = append(cases, int64(j))
				ts = append(ts, target())
			}
			b.Switch(b.Binary(ir.OpURem, tid, c(4)), target(), cases, ts)
		default:
			b.Ret(nil)
		}
	}
	f.RemoveUnreachable()
	phis := make([]*ir.Instr, nb)
	for i, blk := range blocks {
		if blk.Func == nil || f.BlockByName(blk.Name) != blk || len(blk.Preds) < 2 {
			continue
		}
		b.SetInsertPoint(blk, 0)
		phis[i] = b.Phi(ir.I32)
	}
	for i, blk := range blocks {
		if phis[i] == nil {
			continue
		}
		for _, p := range blk.Preds {
			var v ir.Value = c(next() % 100)
			if pp := phis[p.ID]; pp != nil && next()%2 == 0 {
				v = pp
			}
			phis[i].AddArg(v)
		}
		b.SetInsertPoint(blk, len(blk.Instrs)-1)
		slot := b.Binary(ir.OpAdd, b.Binary(ir.OpMul, tid, c(12)), c(i))
		b.Store(b.GEP(out, slot), phis[i], true)
	}
	return m
}

// runFuzz compiles m in several ways, checks the objects, and requires the
// same final memory from each on the MIMD test machine (when they finish).
func runFuzz(t *testing.T, data []byte) {
	var results []string
	for _, opts := range []Options{{}, {AllDivergent: true}, {Layout: reversedLayout}} {
		m := randomKernel(data)
		if m == nil {
			return
		}
		if err := ir.VerifyModule(m); err != nil {
			t.Fatalf("generator made invalid IR: %v", err)
		}
		o, err := Compile(m, opts)
		if err != nil {
			t.Fatalf("Compile: %v", err)
		}
		if _, err := isa.Marshal(o); err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		checkRPCs(t, m, o, opts.AllDivergent)
		l, _ := parseLaunch("grid=1 block=8 out=int32[96] n=3")
		mc, err := newMachine(o, "k", l)
		if err != nil {
			t.Fatal(err)
		}
		if err := mc.run(20000); err != nil {
			if strings.Contains(err.Error(), "steps") {
				return // an endless loop: nothing to compare
			}
			t.Fatalf("run: %v", err)
		}
		got, _ := mc.contents("out")
		results = append(results, strings.Join(got, ","))
		if !opts.AllDivergent && opts.Layout == nil {
			checkUniformOutcomes(t, m, o, l)
		}
	}
	// ssy/sync on the token-stack machine, when the regions nest.
	if m := randomKernel(data); m != nil {
		o, err := Compile(m, Options{SSY: true})
		switch {
		case err != nil && strings.Contains(err.Error(), "overlap"):
		case err != nil:
			t.Fatalf("Compile with SSY: %v", err)
		default:
			l, _ := parseLaunch("grid=1 block=8 out=int32[96] n=3")
			mc, err := newMachine(o, "k", l)
			if err != nil {
				t.Fatal(err)
			}
			if err := mc.runTokens(20000); err == nil {
				got, _ := mc.contents("out")
				results = append(results, strings.Join(got, ","))
			} else if !strings.Contains(err.Error(), "steps") {
				t.Fatalf("token run: %v", err)
			}
		}
	}
	for _, r := range results[1:] {
		if r != results[0] {
			t.Fatalf("different results: %q", results)
		}
	}
}

func FuzzCompileCFG(f *testing.F) {
	for _, s := range []string{"\x03\x01\x02\x03\x04\x05\x06", "\x08\x03\x01\x05\x02\x01\x00\x07\x01\x02\x03", "\x05\x01\x02\x03\x01\x01\x00\x04\x02\x03\x00"} {
		f.Add([]byte(s))
	}
	f.Fuzz(runFuzz)
}

// TestRandomCFGs runs the fuzz body on a fixed set of inputs.
func TestRandomCFGs(t *testing.T) {
	for seed := 0; seed < 300; seed++ {
		data := make([]byte, 40)
		x := uint32(seed*2654435761 + 1)
		for i := range data {
			x ^= x << 13
			x ^= x >> 17
			x ^= x << 5
			data[i] = byte(x)
		}
		runFuzz(t, data)
	}
}
