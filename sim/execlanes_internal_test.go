package sim

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// aluLanes is aluRows for in with what layout keeps of it (setRows),
// false when setRows declines it.
func (w *Warp) aluLanes(in *isa.Inst, mask uint64) bool {
	d := decoded{in: *in}
	d.setRows(w.rs)
	if !d.rowsOK {
		return false
	}
	w.aluRows(&d, mask)
	return true
}

// TestALULanes: the warp-wide fast path (aluRows, takenLanes) computes
// what the per-lane path (execALU: intOp, icmp) computes, for every
// operation and condition it takes, on I8 … I64, with an immediate or a
// register, full and partial masks, a destination that is a source, and
// operands at the edges (0, ±1, the sign bits, all ones).
func TestALULanes(t *testing.T) {
	const ws = 32
	edges := []uint64{0, 1, 2, 31, 32, 33, 63, 64, 0x7fffffff, 0x80000000, 0xffffffff, 1 << 32, 0x7fffffffffffffff, 1 << 63, ^uint64(0), ^uint64(0) - 1}
	rng := rand.New(rand.NewPCG(1, 2))
	val := func() uint64 {
		if rng.IntN(2) == 0 {
			return edges[rng.IntN(len(edges))]
		}
		return rng.Uint64()
	}
	ops := []isa.Op{isa.OpAdd, isa.OpSub, isa.OpMul, isa.OpAnd, isa.OpOr, isa.OpXor, isa.OpShl, isa.OpLShr, isa.OpAShr, isa.OpICmp}
	conds := []isa.Cond{isa.CondEQ, isa.CondNE, isa.CondULT, isa.CondULE, isa.CondUGT, isa.CondUGE, isa.CondSLT, isa.CondSLE, isa.CondSGT, isa.CondSGE}
	types := []isa.Type{isa.I8, isa.I16, isa.I32, isa.I64}
	masks := []uint64{1<<ws - 1, 0x1, 0x80000000, 0x5555aaaa, 0xf0f0f00f}
	// The registers as launchBlock allocates them (newRegs, with row64's
	// slack).
	newWarp := func() *Warp {
		w := &Warp{Size: ws, Live: 1<<ws - 1, rs: ws, ls: 1, regs: newRegs(4, ws)}
		for i := range w.regs {
			w.regs[i] = val()
		}
		return w
	}
	checked := 0
	for _, op := range ops {
		cs := []isa.Cond{isa.CondEQ}
		if op == isa.OpICmp {
			cs = conds
		}
		for _, c := range cs {
			for _, ty := range types {
				for _, imm := range []bool{false, true} {
					for _, dst := range []isa.Reg{3, 1} { // 1: the destination is A
						for _, mask := range masks {
							for rep := 0; rep < 4; rep++ {
								in := isa.Inst{Op: op, Type: ty, Cond: c, Dst: dst, A: 1, B: 2, Imm: int64(val())}
								if imm {
									in.Flags |= isa.FlagImm
								}
								fast, slow := newWarp(), &Warp{}
								*slow = *fast
								slow.regs = append([]uint64(nil), fast.regs...)
								if !fast.aluLanes(&in, mask) {
									t.Fatalf("%v: aluLanes does not take it", in)
								}
								slow.execALU(&in, mask)
								for i := range fast.regs {
									if fast.regs[i] != slow.regs[i] {
										t.Fatalf("%s %s mask %#x: register %d lane %d = %#x, execALU %#x", in.String(), ty, mask, i/ws, i%ws, fast.regs[i], slow.regs[i])
									}
								}
								checked++
							}
						}
					}
				}
			}
		}
	}
	// cbra: the taken lanes of a register and of RZ, negated or not.
	for _, a := range []isa.Reg{1, isa.RZ} {
		for _, neg := range []bool{false, true} {
			for _, mask := range masks {
				w := newWarp()
				for l := 0; l < ws; l += 3 {
					w.regs[1*ws+l] = 0
				}
				in := isa.Inst{Op: isa.OpCBra, A: a}
				if neg {
					in.Flags |= isa.FlagNeg
				}
				var want uint64
				for mm := mask; mm != 0; mm &= mm - 1 {
					l := trailingZeros(mm)
					if (w.reg(a, l) != 0) != neg {
						want |= 1 << uint(l)
					}
				}
				if got := w.takenLanes(&in, mask); got != want {
					t.Errorf("cbra r%d neg=%v mask %#x: taken %#x, want %#x", a, neg, mask, got, want)
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d cases checked", checked)
	}
	// setRows declines an operand RZ (execALU reads it as 0), but not a
	// B of RZ beside an immediate (B unused), and an operation aluRows
	// does not take (rowsOp: min and max, a compare of another
	// condition), for which aluRows panics.
	for _, c := range []struct {
		in isa.Inst
		ok bool
	}{
		{isa.Inst{Op: isa.OpAdd, Dst: isa.RZ, A: 1, B: 2}, false},
		{isa.Inst{Op: isa.OpAdd, Dst: 3, A: isa.RZ, B: 2}, false},
		{isa.Inst{Op: isa.OpAdd, Dst: 3, A: 1, B: isa.RZ}, false},
		{isa.Inst{Op: isa.OpAdd, Dst: 3, A: 1, B: isa.RZ, Flags: isa.FlagImm}, true},
		{isa.Inst{Op: isa.OpSMin, Dst: 3, A: 1, B: 2}, false},
		{isa.Inst{Op: isa.OpUMax, Dst: 3, A: 1, B: 2}, false},
		{isa.Inst{Op: isa.OpICmp, Cond: isa.CondOEQ, Dst: 3, A: 1, B: 2}, false},
		{isa.Inst{Op: isa.OpICmp, Cond: isa.CondSGE, Dst: 3, A: 1, B: 2}, true},
	} {
		d := decoded{in: c.in}
		if d.setRows(ws); d.rowsOK != c.ok {
			t.Errorf("setRows(%v): rowsOK %v, want %v", c.in, d.rowsOK, c.ok)
		}
	}
}

// TestRow64NoSlack: registers without newRegs' slack are an internal
// error, not a fallback: aluRows and takenLanes on a partial mask panic,
// naming themselves, when a row they read or write reaches past the
// capacity.
func TestRow64NoSlack(t *testing.T) {
	const ws = 32
	for _, in := range []isa.Inst{
		{Op: isa.OpAdd, Type: isa.I32, Dst: 1, A: 3, B: 2}, // A: the last row
		{Op: isa.OpAdd, Type: isa.I32, Dst: 3, A: 1, B: 2}, // the destination
		{Op: isa.OpAdd, Type: isa.I32, Dst: 1, A: 2, B: 3}, // B
		{Op: isa.OpCBra, A: 3},
	} {
		w := &Warp{Size: ws, Live: 1<<ws - 1, rs: ws, ls: 1, regs: make([]uint64, 4*ws)}
		fn := "aluRows"
		if in.Op == isa.OpCBra {
			fn = "takenLanes"
		}
		func() {
			defer func() {
				if msg := fmt.Sprint(recover()); !strings.Contains(msg, "sim: "+fn+":") {
					t.Errorf("%v: recovered %q, want %s's panic", in, msg, fn)
				}
			}()
			if in.Op == isa.OpCBra {
				w.takenLanes(&in, 0x5)
			} else {
				w.aluLanes(&in, 0x5)
			}
		}()
	}
}

// TestLaneListMemo: laneList gives the lanes of each mask in order, for
// a sequence of masks on one warp (its memo rebuilt at every change of
// mask, reused while the mask stays), the full mask and the empty one.
func TestLaneListMemo(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, ws := range []int{32, 64} {
		w := &Warp{rs: ws}
		full := ^uint64(0) >> uint(64-ws)
		masks := []uint64{0, full, 1, 1, full &^ 1, 0x80000000, 0x80000000, 0}
		for range 200 {
			masks = append(masks, rng.Uint64()&full)
		}
		for i, mask := range masks {
			var want []uint8
			for l := 0; l < ws; l++ {
				if mask>>uint(l)&1 != 0 {
					want = append(want, uint8(l))
				}
			}
			got := w.laneList(mask)
			if len(got) != len(want) {
				t.Fatalf("warp size %d, mask %d (%#x): %d lanes, want %d", ws, i, mask, len(got), len(want))
			}
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("warp size %d, mask %d (%#x): lanes %v, want %v", ws, i, mask, got, want)
				}
			}
		}
	}
}
