package threadpc

// Harness tests of minpc and tf-sandy against the papers' worked
// examples, step by step (tf-stack's: sim/mech/stack).

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/simtest"
)

// pcAt is the PC of instruction i.
func pcAt(i int) uint32 { return uint32(i) * isa.InstSize }

// Collange (2011), Table 2: the if-then-else of Fig. 1 with jumps, four
// threads, threads 2 and 3 taking the branch:
//
//	1 A            PC_i 1111  NPC_i 2222
//	2 if(!c) br 5       2222        3355
//	3 B                 3355        4455
//	4 br 6              4455        6655
//	5 C                 6655        6666
//	6 D                 6666        7777
//
// The active threads (underlined in the table) are those whose PC is the
// minimum; the per-thread PCs after each step are the NPC column. With no
// calls, min(SP:PC) and min(PC) give the same trace.
func TestMinPCCollangeTable2(t *testing.T) {
	for _, noSP := range []bool{false, true} {
		h := simtest.NewHarness(t, newMinPC(Settings{NoSP: noSP}, nil), 4, pcAt(1))
		npc := func(want ...int) {
			t.Helper()
			m := h.W.State.(*minPCWarp)
			for l, w := range want {
				if m.pc[l] != pcAt(w) {
					t.Fatalf("no-sp=%v step %d: thread %d at %#x, want %#x (NPC column %v)", noSP, h.Step, l, m.pc[l], pcAt(w), want)
				}
			}
		}
		h.Want(sim.Split{PC: pcAt(1), Mask: 0xF}).Seq()
		npc(2, 2, 2, 2)
		h.Want(sim.Split{PC: pcAt(2), Mask: 0xF}).Branch(0xC, pcAt(5), isa.NoPC)
		npc(3, 3, 5, 5)
		h.Want(sim.Split{PC: pcAt(3), Mask: 0x3}).Seq()
		npc(4, 4, 5, 5)
		h.Want(sim.Split{PC: pcAt(4), Mask: 0x3}).Jump(pcAt(6))
		npc(6, 6, 5, 5)
		h.Want(sim.Split{PC: pcAt(5), Mask: 0xC}).Seq()
		npc(6, 6, 6, 6)
		h.Want(sim.Split{PC: pcAt(6), Mask: 0xF}).Seq()
		npc(7, 7, 7, 7)
		if got := h.Mech.(*minPC).reconv; got != 1 {
			t.Errorf("no-sp=%v: %d reconvergences, want 1 (at D)", noSP, got)
		}
	}
}

// minpc with stack pointers: a thread in a call (smaller sp) wins over a
// thread at a lower PC; under no-sp the lower PC wins.
func TestMinPCStackPointer(t *testing.T) {
	for _, noSP := range []bool{false, true} {
		sp := []uint64{0x100, 0x100}
		h := simtest.NewHarnessSP(t, newMinPC(Settings{NoSP: noSP}, nil), 2, pcAt(0), sp)
		// Lane 0 calls f at pc 10 (its sp drops as exec would), lane 1
		// goes on at pc 1.
		sp[0] = 0xf8
		h.Commit(sim.Outcome{Kind: sim.OutIndirect, Inst: &isa.Inst{Op: isa.OpBrx}, Targets: &[64]uint32{pcAt(10), pcAt(1)}})
		want := sim.Split{PC: pcAt(10), Mask: 1}
		if noSP {
			want = sim.Split{PC: pcAt(1), Mask: 2}
		}
		h.Want(want)
	}
}

// TF-SANDY on the TF paper's Fig. 3 (our reconstruction, as in
// passes/frontier): BB0→{BB1,BB3}, BB1→{BB2,BB4}, BB2→BB4, BB3→{BB5,BB6},
// BB4→BB7, BB5→BB7, BB6→BB7, priorities = IDs, one instruction per block
// at PC = ID. Thread frontiers: BB1 {3}, BB2 {3,4}, BB3 {4}, BB4 {5,6},
// BB5 {6,7}, BB6 {7}. Conservative branches (a target of lower priority
// than the frontier's first block): BB1, BB2 (to BB3), BB3 (to BB4), BB4
// (to BB5), BB5 (to BB6). T0 takes (BB0 BB1 BB2 BB4 BB7), T1 (BB0 BB3
// BB5 BB7): as the paper describes, T0 runs up to BB2, the conservative
// branch switches to T1 at BB3, which branches back to T0 at BB4, … and
// BB5's conservative branch to BB6 finds no thread there: BB6 runs with
// every lane off (one wasted issue slot) and falls through into BB7, where
// both threads re-converge.
func TestTFSandyFig3(t *testing.T) {
	obj := &isa.Object{Code: make([]isa.Inst, 8)}
	front := map[int][]int{1: {3}, 2: {3, 4}, 3: {4}, 4: {5, 6}, 5: {6, 7}, 6: {7}}
	cons := map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true}
	for i := range obj.Code {
		obj.Code[i] = isa.Inst{Op: isa.OpCBra}
		if cons[i] {
			obj.Code[i].Flags |= isa.FlagCons
		}
		if f := front[i]; f != nil {
			bi := isa.BranchInfo{PC: pcAt(i)}
			for _, b := range f {
				bi.Frontier = append(bi.Frontier, pcAt(b))
			}
			obj.Branches = append(obj.Branches, bi)
		}
	}
	obj.Code[7] = isa.Inst{Op: isa.OpExit}
	d := newTFSandy(nil, obj)
	h := simtest.NewHarness(t, d, 2, pcAt(0))
	h.Want(sim.Split{PC: pcAt(0), Mask: 0x3}).Branch(0x2, pcAt(3), isa.NoPC) // T1 → BB3, T0 → BB1
	h.Want(sim.Split{PC: pcAt(1), Mask: 0x1}).Branch(0x0, pcAt(4), isa.NoPC) // T0 → BB2 (falls through)
	h.Want(sim.Split{PC: pcAt(2), Mask: 0x1}).Jump(pcAt(4))                  // cons: warp to BB3
	h.Want(sim.Split{PC: pcAt(3), Mask: 0x2}).Branch(0x2, pcAt(5), isa.NoPC) // T1 → BB5; cons: warp to BB4
	h.Want(sim.Split{PC: pcAt(4), Mask: 0x1}).Jump(pcAt(7))                  // T0 → BB7; cons: warp to BB5
	if d.wasted != 0 {
		t.Fatalf("%d wasted slots before BB5, want 0", d.wasted)
	}
	cost := h.Want(sim.Split{PC: pcAt(5), Mask: 0x2}).Commit(sim.Outcome{Kind: sim.OutBranch, Inst: &isa.Inst{Op: isa.OpBra}, Taken: 0x2, Target: pcAt(7), RPC: isa.NoPC})
	// cons to BB6: nobody there; BB6 is wasted, the warp reaches BB7.
	if d.wasted != 1 || cost != (sim.Cost{IssueCycles: 2, Latency: 1, EmptySlots: 1}) {
		t.Fatalf("wasted %d, cost %+v; want 1 slot, issue cycles 2, latency 1, 1 empty slot", d.wasted, cost)
	}
	h.Want(sim.Split{PC: pcAt(7), Mask: 0x3}).Exit()
	h.Want()
	if d.recovered != 0 {
		t.Errorf("%d stranded recoveries, want 0", d.recovered)
	}
	// Seven issues with a thread enabled (BB0-BB5, BB7) and BB6 issued
	// with none: the core counts 8 warp instructions (the empty slot from
	// the Cost; sim's TestEmptySlots).

	// Without the conservative flags (code not compiled for TF-SANDY), BB2's
	// branch would leave T1 stranded at BB3 below the warp PC: the
	// recovery takes the warp back to it.
	for i := range obj.Code {
		obj.Code[i].Flags &^= isa.FlagCons
	}
	d = newTFSandy(nil, obj)
	h = simtest.NewHarness(t, d, 2, pcAt(0))
	h.Want(sim.Split{PC: pcAt(0), Mask: 0x3}).Branch(0x2, pcAt(3), isa.NoPC)
	h.Want(sim.Split{PC: pcAt(1), Mask: 0x1}).Branch(0x0, pcAt(4), isa.NoPC)
	h.Want(sim.Split{PC: pcAt(2), Mask: 0x1}).Jump(pcAt(4))
	h.Want(sim.Split{PC: pcAt(3), Mask: 0x2})
	if d.recovered != 1 {
		t.Errorf("%d stranded recoveries, want 1", d.recovered)
	}
}

// The call-level deviation of tf-sandy (tf-stack's is tested in
// sim/mech/stack), both ways: lane 0 calls a function laid out at a higher
// PC (its stack pointer drops, as exec does), lane 1 goes on at a lower PC
// of the caller. With stack pointers the callee runs first (and tf-sandy
// neither wastes slots nor recovers); with equal stack pointers (the
// paper's intra-procedural rule) the lower PC does.
func TestTFCallLevels(t *testing.T) {
	for _, withSP := range []bool{true, false} {
		var sp []uint64
		want := sim.Split{PC: pcAt(10), Mask: 1}
		if withSP {
			sp = []uint64{0x100, 0x100}
		} else {
			want = sim.Split{PC: pcAt(1), Mask: 2}
		}
		d := newTFSandy(nil, nil)
		h := simtest.NewHarnessSP(t, d, 2, pcAt(0), sp)
		if withSP {
			sp[0] = 0xf8
		}
		h.Commit(sim.Outcome{Kind: sim.OutIndirect, Inst: &isa.Inst{Op: isa.OpBrx}, Targets: &[64]uint32{pcAt(10), pcAt(1)}})
		h.Want(want)
		if d.recovered != 0 || d.wasted != 0 {
			t.Errorf("sp=%v: %d recoveries, %d wasted slots, want none", withSP, d.recovered, d.wasted)
		}
	}
}
