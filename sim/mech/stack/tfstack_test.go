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

// tfObject is code of n instructions laid out by priority, with blocks at
// the PCs of instructions starts (priorities in that order) and join
// points at the instructions of joins.
func tfObject(n int, starts []int, joins ...int) *isa.Object {
	o := &isa.Object{Layout: isa.LayoutPriority.String(), Code: make([]isa.Inst, n)}
	for k, i := range starts {
		o.Blocks = append(o.Blocks, isa.Block{PC: pcAt(i), Priority: int32(k)})
	}
	for _, j := range joins {
		for k := range o.Blocks {
			if o.Blocks[k].PC == pcAt(j) {
				o.Blocks[k].Join = true
			}
		}
	}
	return o
}

// TF-STACK on the TF paper's Fig. 1 schedule (Sec. 3): blocks BB1..BB5 and
// Exit laid out in priority order, one instruction per block, the
// frontier entries BB3, BB5 and Exit join points; threads T0..T3 take the
// paths (BB1 BB3 BB4 BB5), (BB1 BB2), (BB1 BB2 BB3 BB5), (BB1 BB2 BB3
// BB4). [T0] waits at BB3 while [T1 T2 T3] run BB2; the branch of BB2
// sends [T2 T3] to BB3, where the insertion merges them with [T0]: BB3
// runs once, for [T0 T2 T3] (PDOM runs it twice). BB4's not-taken path
// meets [T2] at BB5. The checks at the three join points issue nothing.
//
//	0 BB1: cbra → BB3 (T0)   1 BB2: cbra → Exit (T1)   2 BB3: cbra → BB5 (T2)
//	3 BB4: cbra → Exit (T3)  4 BB5: bra Exit           5 Exit: exit
func TestTFStackFig1(t *testing.T) {
	const BB1, BB2, BB3, BB4, BB5, Exit = 0, 1, 2, 3, 4, 5
	d := newTFStack(tfObject(6, []int{BB1, BB2, BB3, BB4, BB5, Exit}, BB3, BB5, Exit))
	h := simtest.NewHarness(t, d, 4, pcAt(BB1))
	h.Want(sim.Split{PC: pcAt(BB1), Mask: 0xF}).Branch(0x1, pcAt(BB3), isa.NoPC)
	h.Want(sim.Split{PC: pcAt(BB2), Mask: 0xE}).Branch(0x2, pcAt(Exit), isa.NoPC)
	// [T0 T2 T3] at BB3: merged by the insertion; [T1] waits at Exit.
	h.Want(sim.Split{PC: pcAt(BB3), Mask: 0xD})
	if st := h.W.State.(*tfStackWarp).st; len(st) != 2 || st[0] != (tfEntry{pc: pcAt(Exit), mask: 0x2}) {
		t.Fatalf("stack %+v, want [Exit:T1, BB3:T0 T2 T3]", st)
	}
	h.Branch(0x4, pcAt(BB5), isa.NoPC)
	// T3 leaves to Exit (merged with T1); T0 falls to BB5, where the
	// insertion merges it with T2.
	h.Want(sim.Split{PC: pcAt(BB4), Mask: 0x9}).Branch(0x8, pcAt(Exit), isa.NoPC)
	h.Want(sim.Split{PC: pcAt(BB5), Mask: 0x5}).Jump(pcAt(Exit))
	h.Want(sim.Split{PC: pcAt(Exit), Mask: 0xF}).Exit()
	h.Want()
	if d.maxDepth != 3 || d.joins != 3 {
		t.Errorf("max depth %d, checks at join points %d; want 3, 3", d.maxDepth, d.joins)
	}
	// Merges: BB3, Exit (T3 with T1), BB5, Exit (T0 T2 with T1 T3), all
	// at insertions; the checks find nobody left behind.
	if d.reconv != 4 {
		t.Errorf("%d reconvergences, want 4", d.reconv)
	}
}

// Without TF metadata (generic code) every PC is a check: a fall-through
// into a waiting entry merges. With TF metadata only join points check:
// the fall-through into a join point merges before its first instruction
// issues (no issue slot), into another block it does not.
//
//	0: cbra → 2 (lanes 0,1)   1: nop (falls into 2)   2: exit
func TestTFStackChecks(t *testing.T) {
	for _, tc := range []struct {
		name   string
		obj    *isa.Object
		merged bool
		checks int64
	}{
		{"generic code", nil, true, 0},
		{"join point", tfObject(3, []int{0, 2}, 2), true, 1},
		{"no join point", tfObject(3, []int{0, 2}), false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newTFStack(tc.obj)
			h := simtest.NewHarness(t, d, 4, pcAt(0))
			h.Want(sim.Split{PC: pcAt(0), Mask: 0xF}).Branch(0x3, pcAt(2), isa.NoPC)
			h.Want(sim.Split{PC: pcAt(1), Mask: 0xC}).Seq()
			if tc.merged {
				h.Want(sim.Split{PC: pcAt(2), Mask: 0xF}).Exit()
			} else {
				h.Want(sim.Split{PC: pcAt(2), Mask: 0xC}).Exit() // lanes 0,1 still wait at 2
				h.Want(sim.Split{PC: pcAt(2), Mask: 0x3}).Exit()
			}
			h.Want()
			if want := map[bool]int64{true: 1, false: 0}[tc.merged]; d.reconv != want {
				t.Errorf("%d reconvergences, want %d", d.reconv, want)
			}
			// One check: the fall-through into 2 (the branch left the
			// top at 1).
			if d.joins != tc.checks {
				t.Errorf("%d checks at join points, want %d", d.joins, tc.checks)
			}
		})
	}
}

// On code with priorities that is not laid out by priority (--layout
// rpo), the stack is ordered by block priority: a top entry that falls
// into a block of lower priority than a waiting entry's block gives way to
// it (the paper's second scheduling rule).
//
//	A (priority 0)  0: cbra → B (lanes 0,1)  1: nop (falls into C)
//	C (priority 2)  2: exit
//	B (priority 1)  3: bra C
func TestTFStackRPOLayout(t *testing.T) {
	o := &isa.Object{Layout: isa.LayoutRPO.String(), Code: make([]isa.Inst, 4), Blocks: []isa.Block{
		{PC: pcAt(0), Priority: 0}, {PC: pcAt(2), Priority: 2, Join: true}, {PC: pcAt(3), Priority: 1},
	}}
	d := newTFStack(o)
	h := simtest.NewHarness(t, d, 4, pcAt(0))
	h.Want(sim.Split{PC: pcAt(0), Mask: 0xF}).Branch(0x3, pcAt(3), isa.NoPC)
	h.Want(sim.Split{PC: pcAt(1), Mask: 0xC}).Seq()
	h.Want(sim.Split{PC: pcAt(3), Mask: 0x3}).Jump(pcAt(2))
	h.Want(sim.Split{PC: pcAt(2), Mask: 0xF}).Exit()
	h.Want()
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
