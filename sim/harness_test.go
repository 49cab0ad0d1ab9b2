package sim

// The mechanism test harness: drive one per-warp Mechanism on a fake warp
// with scripted outcomes and assert its splits step by step, so that a
// paper's worked table (which threads run where after each step) becomes a
// test. A new mechanism's tests use it like TestPDOMWorkedExample below.

import (
	"fmt"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

type mechHarness struct {
	t    testing.TB
	mech Mechanism
	w    *Warp
	now  int64
	step int
}

// newMechHarness starts mech on a warp of n lanes, all at pc.
func newMechHarness(t testing.TB, mech Mechanism, n int, pc uint32) *mechHarness {
	w := &Warp{Size: n, Live: 1<<uint(n) - 1}
	if n == 64 {
		w.Live = ^uint64(0)
	}
	mech.Start(w, pc)
	return &mechHarness{t: t, mech: mech, w: w}
}

// splits returns the splits the mechanism offers now.
func (h *mechHarness) splits() []Split { return h.mech.Splits(h.w, h.now, nil) }

// want asserts the offered splits, in order.
func (h *mechHarness) want(want ...Split) *mechHarness {
	h.t.Helper()
	got := h.splits()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		h.t.Fatalf("step %d: splits %s, want %s", h.step, fmtSplits(got), fmtSplits(want))
	}
	return h
}

func fmtSplits(s []Split) string {
	out := "["
	for i, x := range s {
		if i > 0 {
			out += " "
		}
		out += fmt.Sprintf("{pc %#x mask %#x}", x.PC, x.Mask)
	}
	return out + "]"
}

// commit executes o on the first offered split (o.PC, o.Mask and o.Next
// are filled in), as the core would: exited lanes leave Live and barrier
// arrivals enter BarWait before Commit.
func (h *mechHarness) commit(o Outcome) Cost {
	h.t.Helper()
	sp := h.splits()
	if len(sp) == 0 {
		h.t.Fatalf("step %d: no split to execute", h.step)
	}
	s := sp[0]
	o.PC, o.Mask, o.Next = s.PC, s.Mask, s.PC+isa.InstSize
	if o.Inst == nil {
		o.Inst = &isa.Inst{Op: isa.OpNop}
	}
	o.Exited &= s.Mask
	h.w.Live &^= o.Exited
	if o.Kind == OutBarrier {
		h.w.BarWait |= s.Mask
	}
	h.step++
	h.now++
	return h.mech.Commit(h.w, s, &o, h.now-1)
}

// advance moves the harness clock (for mechanisms with timers; the
// warp's requested wake-up is h.w.wake).
func (h *mechHarness) advance(cycles int64) *mechHarness { h.now += cycles; return h }

// seq: the first split executes a sequential instruction.
func (h *mechHarness) seq() *mechHarness { h.commit(Outcome{Kind: OutSeq}); return h }

// jump: the first split executes bra target.
func (h *mechHarness) jump(target uint32) *mechHarness {
	h.commit(Outcome{Kind: OutBranch, Inst: &isa.Inst{Op: isa.OpBra}, Taken: h.splits()[0].Mask, Target: target, RPC: isa.NoPC})
	return h
}

// branch: the first split executes cbra with lanes taken going to target,
// reconverging at rpc.
func (h *mechHarness) branch(taken uint64, target, rpc uint32) *mechHarness {
	h.commit(Outcome{Kind: OutBranch, Inst: &isa.Inst{Op: isa.OpCBra}, Taken: taken, Target: target, RPC: rpc})
	return h
}

// exit: the first split executes exit.
func (h *mechHarness) exit() *mechHarness {
	h.commit(Outcome{Kind: OutExit, Inst: &isa.Inst{Op: isa.OpExit}, Exited: h.splits()[0].Mask})
	return h
}

// The if/else of the IPDOM-stack papers (Fung et al.; ElTantawy et al.
// 2014, Fig. 1) on a 4-thread warp:
//
//	A  0: cbra p → B (threads 0,1 take it), reconverge at D
//	C  1: bra D
//	B  2: ...
//	   3: bra D
//	D  4: exit
//
// (instruction indices; the PC is index × isa.InstSize)
//
// Taken path first (the default): A, B, B, C, D — the stack after the
// branch is [D 1111 | C 1100 | B 0011]. Fall-through first: A, C, B, B, D.
func TestPDOMWorkedExample(t *testing.T) {
	const A, C, B, D = 0 * isa.InstSize, 1 * isa.InstSize, 2 * isa.InstSize, 4 * isa.InstSize
	h := newMechHarness(t, newPDOM(nil), 4, A)
	h.want(Split{A, 0xF}).branch(0x3, B, D)
	h.want(Split{B, 0x3}).seq()
	h.want(Split{B + isa.InstSize, 0x3}).jump(D)
	h.want(Split{C, 0xC}).jump(D)
	h.want(Split{D, 0xF}).exit()
	h.want()
	if got := h.mech.(*pdom).reconv; got != 2 {
		t.Errorf("reconvergences %d, want 2", got)
	}

	cfg := DefaultConfig()
	cfg.Mech.PathOrder = PathFallthrough
	h = newMechHarness(t, newPDOM(&cfg), 4, A)
	h.want(Split{A, 0xF}).branch(0x3, B, D)
	h.want(Split{C, 0xC}).jump(D)
	h.want(Split{B, 0x3}).seq()
	h.want(Split{B + isa.InstSize, 0x3}).jump(D)
	h.want(Split{D, 0xF}).exit()
	h.want()
}

// A loop whose exit is taken by one more thread per iteration: the stack
// does not grow with the trip count (the loop-exit entry is replaced), and
// the threads that left wait at the exit until the last one leaves.
//
//	H  0: cbra p → X (exit), reconverge at X
//	   1: bra H
//	X  2: exit
func TestPDOMLoopExitWorkedExample(t *testing.T) {
	const H, X = 0, 2 * isa.InstSize
	h := newMechHarness(t, newPDOM(nil), 4, H)
	h.want(Split{H, 0xF}).branch(0x1, X, X) // thread 0 leaves
	h.want(Split{H + isa.InstSize, 0xE}).jump(H)
	h.want(Split{H, 0xE}).branch(0x2, X, X) // thread 1 leaves
	if d := len(h.w.State.(*pdomWarp).st); d != 2 {
		t.Fatalf("stack depth %d after the second exit, want 2", d)
	}
	h.want(Split{H + isa.InstSize, 0xC}).jump(H)
	h.want(Split{H, 0xC}).branch(0xC, X, X) // the rest leave together
	h.want(Split{X, 0xF}).exit()
	h.want()
}

// mimd offers every thread on its own, round-robin after the last one.
func TestMIMDHarness(t *testing.T) {
	h := newMechHarness(t, newMIMD(nil), 3, 0)
	h.want(Split{0, 1}, Split{0, 2}, Split{0, 4}).seq()
	h.want(Split{0, 2}, Split{0, 4}, Split{isa.InstSize, 1}).branch(0x2, 0x40, isa.NoPC)
	h.want(Split{0, 4}, Split{isa.InstSize, 1}, Split{0x40, 2})
}
