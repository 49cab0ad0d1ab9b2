package stack

// pdom in the mechanism harness (sim/simtest): the IPDOM-stack papers'
// worked examples step by step.

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/simtest"
)

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
	h := simtest.NewHarness(t, newPDOM(Settings{}), 4, A)
	h.Want(sim.Split{PC: A, Mask: 0xF}).Branch(0x3, B, D)
	h.Want(sim.Split{PC: B, Mask: 0x3}).Seq()
	h.Want(sim.Split{PC: B + isa.InstSize, Mask: 0x3}).Jump(D)
	h.Want(sim.Split{PC: C, Mask: 0xC}).Jump(D)
	h.Want(sim.Split{PC: D, Mask: 0xF}).Exit()
	h.Want()
	if got := h.Mech.(*pdom).reconv; got != 2 {
		t.Errorf("reconvergences %d, want 2", got)
	}

	h = simtest.NewHarness(t, newPDOM(Settings{PathOrder: PathFallthrough}), 4, A)
	h.Want(sim.Split{PC: A, Mask: 0xF}).Branch(0x3, B, D)
	h.Want(sim.Split{PC: C, Mask: 0xC}).Jump(D)
	h.Want(sim.Split{PC: B, Mask: 0x3}).Seq()
	h.Want(sim.Split{PC: B + isa.InstSize, Mask: 0x3}).Jump(D)
	h.Want(sim.Split{PC: D, Mask: 0xF}).Exit()
	h.Want()
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
	h := simtest.NewHarness(t, newPDOM(Settings{}), 4, H)
	h.Want(sim.Split{PC: H, Mask: 0xF}).Branch(0x1, X, X) // thread 0 leaves
	h.Want(sim.Split{PC: H + isa.InstSize, Mask: 0xE}).Jump(H)
	h.Want(sim.Split{PC: H, Mask: 0xE}).Branch(0x2, X, X) // thread 1 leaves
	if d := len(h.W.State.(*pdomWarp).st); d != 2 {
		t.Fatalf("stack depth %d after the second exit, want 2", d)
	}
	h.Want(sim.Split{PC: H + isa.InstSize, Mask: 0xC}).Jump(H)
	h.Want(sim.Split{PC: H, Mask: 0xC}).Branch(0xC, X, X) // the rest leave together
	h.Want(sim.Split{PC: X, Mask: 0xF}).Exit()
	h.Want()
}
