package stack

// TF-STACK in the mechanism harness against the TF paper's worked
// example, and its deviations tested both ways.

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/simtest"
)

// pcAt is the PC of instruction i.
func pcAt(i int) uint32 { return uint32(i) * isa.InstSize }

// TF-STACK on the TF paper's Fig. 1 schedule (Sec. 3): blocks BB1..BB5 and
// Exit laid out in priority order, one instruction per block plus the
// compiler's joins at the frontier entries BB3, BB5 and Exit; threads
// T0..T3 take the paths (BB1 BB3 BB4 BB5), (BB1 BB2), (BB1 BB2 BB3 BB5),
// (BB1 BB2 BB3 BB4). [T0] waits at BB3 while [T1 T2 T3] run BB2; the
// branch of BB2 sends [T2 T3] to BB3, where the insertion merges them with
// [T0]: BB3 runs once, for [T0 T2 T3] (PDOM runs it twice). BB4's
// not-taken path meets [T2] at BB5.
//
//	0 BB1: cbra → BB3 (T0)           1 BB2: cbra → Exit (T1)
//	2 BB3: join   3: cbra → BB5 (T2) 4 BB4: cbra → Exit (T3)
//	5 BB5: join   6: bra Exit        7 Exit: join   8: exit
func TestTFStackFig1(t *testing.T) {
	const BB1, BB2, BB3, BB4, BB5, Exit = 0, 1, 2, 4, 5, 7
	j := func(h *simtest.Harness) { h.Commit(sim.Outcome{Kind: sim.OutJoin, Inst: &isa.Inst{Op: isa.OpJoin}}) }
	d := newTFStack(&isa.Object{Blocks: []isa.Block{{PC: 0, Priority: 0}}})
	h := simtest.NewHarness(t, d, 4, pcAt(BB1))
	h.Want(sim.Split{PC: pcAt(BB1), Mask: 0xF}).Branch(0x1, pcAt(BB3), isa.NoPC)
	h.Want(sim.Split{PC: pcAt(BB2), Mask: 0xE}).Branch(0x2, pcAt(Exit), isa.NoPC)
	// [T0 T2 T3] at BB3: merged by the insertion; [T1] waits at Exit.
	h.Want(sim.Split{PC: pcAt(BB3), Mask: 0xD})
	if st := h.W.State.(*tfStackWarp).st; len(st) != 2 || st[0] != (tfEntry{pc: pcAt(Exit), mask: 0x2}) {
		t.Fatalf("stack %+v, want [Exit:T1, BB3:T0 T2 T3]", st)
	}
	j(h)
	h.Want(sim.Split{PC: pcAt(BB3) + isa.InstSize, Mask: 0xD}).Branch(0x4, pcAt(BB5), isa.NoPC)
	// T3 leaves to Exit (merged with T1); T0 falls to BB5, where the
	// insertion merges it with T2.
	h.Want(sim.Split{PC: pcAt(BB4), Mask: 0x9}).Branch(0x8, pcAt(Exit), isa.NoPC)
	h.Want(sim.Split{PC: pcAt(BB5), Mask: 0x5})
	j(h)
	h.Want(sim.Split{PC: pcAt(BB5) + isa.InstSize, Mask: 0x5}).Jump(pcAt(Exit))
	h.Want(sim.Split{PC: pcAt(Exit), Mask: 0xF})
	j(h)
	h.Want(sim.Split{PC: pcAt(Exit) + isa.InstSize, Mask: 0xF}).Exit()
	h.Want()
	if d.maxDepth != 3 || d.joins != 3 {
		t.Errorf("max depth %d, joins %d; want 3, 3", d.maxDepth, d.joins)
	}
	// Merges: BB3, Exit (T3 with T1), BB5, Exit (T0 T2 with T1 T3), all
	// at insertions; the joins find nobody left behind.
	if d.reconv != 4 {
		t.Errorf("%d reconvergences, want 4", d.reconv)
	}
}

// Without TF metadata (generic code, no joins) every instruction is a
// check: a fall-through into a waiting entry merges. With TF metadata only
// joins check, so the same fall-through does not.
func TestTFStackImplicitChecks(t *testing.T) {
	//	0: cbra → 2 (lanes 0,1)   1: nop (falls into 2)   2: join   3: exit
	for _, tf := range []bool{false, true} {
		var obj *isa.Object
		if tf {
			obj = &isa.Object{Blocks: []isa.Block{{PC: 0, Priority: 0}}}
		}
		d := newTFStack(obj)
		h := simtest.NewHarness(t, d, 4, pcAt(0))
		h.Want(sim.Split{PC: pcAt(0), Mask: 0xF}).Branch(0x3, pcAt(2), isa.NoPC)
		h.Want(sim.Split{PC: pcAt(1), Mask: 0xC}).Seq()
		if tf {
			h.Want(sim.Split{PC: pcAt(2), Mask: 0xC}) // lanes 0,1 still wait at 2
		} else {
			h.Want(sim.Split{PC: pcAt(2), Mask: 0xF})
		}
		h.Commit(sim.Outcome{Kind: sim.OutJoin, Inst: &isa.Inst{Op: isa.OpJoin}})
		h.Want(sim.Split{PC: pcAt(3), Mask: 0xF}).Exit()
		h.Want()
		if d.reconv != 1 {
			t.Errorf("tf=%v: %d reconvergences, want 1", tf, d.reconv)
		}
	}
}

// The call-level deviation of tf-stack (tf-sandy's is tested in
// sim/mech/threadpc), both ways: lane 0 calls a function laid out at a
// higher PC (its stack pointer drops, as exec does), lane 1 goes on at a
// lower PC of the caller. With stack pointers the callee runs first; with
// equal stack pointers (the paper's intra-procedural rule) the lower PC
// does.
func TestTFCallLevels(t *testing.T) {
	for _, withSP := range []bool{true, false} {
		var sp []uint64
		want := sim.Split{PC: pcAt(10), Mask: 1}
		if withSP {
			sp = []uint64{0x100, 0x100}
		} else {
			want = sim.Split{PC: pcAt(1), Mask: 2}
		}
		h := simtest.NewHarnessSP(t, newTFStack(nil), 2, pcAt(0), sp)
		if withSP {
			sp[0] = 0xf8
		}
		h.Commit(sim.Outcome{Kind: sim.OutIndirect, Inst: &isa.Inst{Op: isa.OpBrx}, Targets: &[64]uint32{pcAt(10), pcAt(1)}})
		h.Want(want)
	}
}
