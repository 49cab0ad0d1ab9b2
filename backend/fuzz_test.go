package backend

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
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

// fuzzLaunch is the launch of the random kernels.
const fuzzLaunch = "grid=1 block=8 warp=8 out=int32[96] n=3"

// fuzzConfig bounds the runs of random kernels, which may loop forever.
func fuzzConfig() *sim.Config {
	c := sim.DefaultConfig()
	c.MaxCycles = 50_000
	return &c
}

// runFuzz compiles m in several ways, checks the objects, and requires the
// same final memory from each on the simulator, under mimd, and under pdom
// for the default and the ssy/sync code (when they finish). The ssy/sync code's token stacks are checked on every path.
func runFuzz(t *testing.T, data []byte) {
	var results []string
	var names []string
	for k, opts := range []Options{{}, {AllDivergent: true}, {Layout: reversedLayout}, {SSY: true}} {
		m := randomKernel(data)
		if m == nil {
			return
		}
		if err := ir.VerifyModule(m); err != nil {
			t.Fatalf("generator made invalid IR: %v", err)
		}
		o, err := Compile(m, opts)
		if opts.SSY && err != nil && strings.Contains(err.Error(), "overlap") {
			continue // regions that do not nest: no ssy/sync code
		}
		if err != nil {
			t.Fatalf("Compile: %v", err)
		}
		if _, err := isa.Marshal(o); err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		if opts.SSY {
			if err := checkTokens(o); err != nil {
				var sb strings.Builder
				o.WriteDisasm(&sb)
				t.Fatalf("ssy/sync: %v\n%s\n%s", err, m, sb.String())
			}
		} else {
			checkRPCs(t, m, o, opts.AllDivergent)
		}
		mechs := []string{"mimd"}
		if k == 0 || opts.SSY {
			mechs = append(mechs, "pdom")
		}
		for _, mech := range mechs {
			res := simRun(t, o, fuzzLaunch, mech, fuzzConfig())
			switch res.Status {
			case sim.StatusOK:
			case sim.StatusFault:
				t.Fatalf("options %d, %s: fault: %v", k, mech, res.Fault)
			default:
				return // an endless loop: nothing to compare
			}
			results = append(results, strings.Join(contents(t, res, "out"), ","))
			names = append(names, fmt.Sprintf("options %d under %s", k, mech))
		}
		if k == 0 {
			checkUniformOutcomes(t, m, o, fuzzLaunch)
		}
	}
	for k, r := range results[1:] {
		if r != results[0] {
			t.Fatalf("%s differs from %s:\n %s\n %s", names[k+1], names[0], r, results[0])
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
