package sim

// Harness tests of tf-stack, tf-sandy and minpc against the papers' worked
// examples, step by step.

import (
	"testing"

	"github.com/simtc/simtc/sim/isa"
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
		cfg := DefaultConfig()
		cfg.Mech.NoSP = noSP
		h := newMechHarness(t, newMinPC(&cfg), 4, pcAt(1))
		npc := func(want ...int) {
			t.Helper()
			m := h.w.State.(*minPCWarp)
			for l, w := range want {
				if m.pc[l] != pcAt(w) {
					t.Fatalf("no-sp=%v step %d: thread %d at %#x, want %#x (NPC column %v)", noSP, h.step, l, m.pc[l], pcAt(w), want)
				}
			}
		}
		h.want(Split{pcAt(1), 0xF}).seq()
		npc(2, 2, 2, 2)
		h.want(Split{pcAt(2), 0xF}).branch(0xC, pcAt(5), isa.NoPC)
		npc(3, 3, 5, 5)
		h.want(Split{pcAt(3), 0x3}).seq()
		npc(4, 4, 5, 5)
		h.want(Split{pcAt(4), 0x3}).jump(pcAt(6))
		npc(6, 6, 5, 5)
		h.want(Split{pcAt(5), 0xC}).seq()
		npc(6, 6, 6, 6)
		h.want(Split{pcAt(6), 0xF}).seq()
		npc(7, 7, 7, 7)
		if got := h.mech.(*minPC).reconv; got != 1 {
			t.Errorf("no-sp=%v: %d reconvergences, want 1 (at D)", noSP, got)
		}
	}
}

// minpc with stack pointers: a thread in a call (smaller sp) wins over a
// thread at a lower PC; under no-sp the lower PC wins.
func TestMinPCStackPointer(t *testing.T) {
	for _, noSP := range []bool{false, true} {
		cfg := DefaultConfig()
		cfg.Mech.NoSP = noSP
		h := newMechHarness(t, newMinPC(&cfg), 2, pcAt(0))
		h.w.sp = []uint64{0x100, 0x100}
		// Lane 0 calls f at pc 10 (its sp drops as exec would), lane 1
		// goes on at pc 1.
		h.w.sp[0] = 0xf8
		h.commit(Outcome{Kind: OutIndirect, Inst: &isa.Inst{Op: isa.OpBrx}, Targets: &[64]uint32{pcAt(10), pcAt(1)}})
		want := Split{pcAt(10), 1}
		if noSP {
			want = Split{pcAt(1), 2}
		}
		h.want(want)
	}
}

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
	j := func(h *mechHarness) { h.commit(Outcome{Kind: OutJoin, Inst: &isa.Inst{Op: isa.OpJoin}}) }
	d := newTFStack(&isa.Object{Blocks: []isa.Block{{PC: 0, Priority: 0}}})
	h := newMechHarness(t, d, 4, pcAt(BB1))
	h.want(Split{pcAt(BB1), 0xF}).branch(0x1, pcAt(BB3), isa.NoPC)
	h.want(Split{pcAt(BB2), 0xE}).branch(0x2, pcAt(Exit), isa.NoPC)
	// [T0 T2 T3] at BB3: merged by the insertion; [T1] waits at Exit.
	h.want(Split{pcAt(BB3), 0xD})
	if st := h.w.State.(*tfStackWarp).st; len(st) != 2 || st[0] != (tfEntry{pc: pcAt(Exit), mask: 0x2}) {
		t.Fatalf("stack %+v, want [Exit:T1, BB3:T0 T2 T3]", st)
	}
	j(h)
	h.want(Split{pcAt(BB3) + isa.InstSize, 0xD}).branch(0x4, pcAt(BB5), isa.NoPC)
	// T3 leaves to Exit (merged with T1); T0 falls to BB5, where the
	// insertion merges it with T2.
	h.want(Split{pcAt(BB4), 0x9}).branch(0x8, pcAt(Exit), isa.NoPC)
	h.want(Split{pcAt(BB5), 0x5})
	j(h)
	h.want(Split{pcAt(BB5) + isa.InstSize, 0x5}).jump(pcAt(Exit))
	h.want(Split{pcAt(Exit), 0xF})
	j(h)
	h.want(Split{pcAt(Exit) + isa.InstSize, 0xF}).exit()
	h.want()
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
		h := newMechHarness(t, d, 4, pcAt(0))
		h.want(Split{pcAt(0), 0xF}).branch(0x3, pcAt(2), isa.NoPC)
		h.want(Split{pcAt(1), 0xC}).seq()
		if tf {
			h.want(Split{pcAt(2), 0xC}) // lanes 0,1 still wait at 2
		} else {
			h.want(Split{pcAt(2), 0xF})
		}
		h.commit(Outcome{Kind: OutJoin, Inst: &isa.Inst{Op: isa.OpJoin}})
		h.want(Split{pcAt(3), 0xF}).exit()
		h.want()
		if d.reconv != 1 {
			t.Errorf("tf=%v: %d reconvergences, want 1", tf, d.reconv)
		}
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
	h := newMechHarness(t, d, 2, pcAt(0))
	h.want(Split{pcAt(0), 0x3}).branch(0x2, pcAt(3), isa.NoPC) // T1 → BB3, T0 → BB1
	h.want(Split{pcAt(1), 0x1}).branch(0x0, pcAt(4), isa.NoPC) // T0 → BB2 (falls through)
	h.want(Split{pcAt(2), 0x1}).jump(pcAt(4))                  // cons: warp to BB3
	h.want(Split{pcAt(3), 0x2}).branch(0x2, pcAt(5), isa.NoPC) // T1 → BB5; cons: warp to BB4
	h.want(Split{pcAt(4), 0x1}).jump(pcAt(7))                  // T0 → BB7; cons: warp to BB5
	if d.wasted != 0 {
		t.Fatalf("%d wasted slots before BB5, want 0", d.wasted)
	}
	cost := h.want(Split{pcAt(5), 0x2}).commit(Outcome{Kind: OutBranch, Inst: &isa.Inst{Op: isa.OpBra}, Taken: 0x2, Target: pcAt(7), RPC: isa.NoPC})
	// cons to BB6: nobody there; BB6 is wasted, the warp reaches BB7.
	if d.wasted != 1 || cost.IssueCycles != 2 || cost.Latency != 1 {
		t.Fatalf("wasted %d, cost %+v; want 1 slot, issue cycles 2, latency 1", d.wasted, cost)
	}
	h.want(Split{pcAt(7), 0x3}).exit()
	h.want()
	if d.recovered != 0 {
		t.Errorf("%d stranded recoveries, want 0", d.recovered)
	}
	// Seven issues with a thread enabled (BB0-BB5, BB7) and BB6 wasted.
	for _, st := range d.Stats(nil) {
		if st.Name == "dynamic_warp_instructions" && st.Value != 8 {
			t.Errorf("dynamic warp instructions %d, want 8", st.Value)
		}
	}

	// Without the conservative flags (code not compiled for TF-SANDY), BB2's
	// branch would leave T1 stranded at BB3 below the warp PC: the
	// recovery takes the warp back to it.
	for i := range obj.Code {
		obj.Code[i].Flags &^= isa.FlagCons
	}
	d = newTFSandy(nil, obj)
	h = newMechHarness(t, d, 2, pcAt(0))
	h.want(Split{pcAt(0), 0x3}).branch(0x2, pcAt(3), isa.NoPC)
	h.want(Split{pcAt(1), 0x1}).branch(0x0, pcAt(4), isa.NoPC)
	h.want(Split{pcAt(2), 0x1}).jump(pcAt(4))
	h.want(Split{pcAt(3), 0x2})
	if d.recovered != 1 {
		t.Errorf("%d stranded recoveries, want 1", d.recovered)
	}
}

// The call-level deviation of tf-stack and tf-sandy, both ways: lane 0
// calls a function laid out at a higher PC (its stack pointer drops, as
// exec does), lane 1 goes on at a lower PC of the caller. With stack
// pointers the callee runs first (and tf-sandy neither wastes slots nor
// recovers); with equal stack pointers (the paper's intra-procedural rule)
// the lower PC does.
func TestTFCallLevels(t *testing.T) {
	for _, withSP := range []bool{true, false} {
		brx := func(h *mechHarness) {
			if withSP {
				h.w.sp = []uint64{0xf8, 0x100}
			}
			h.commit(Outcome{Kind: OutIndirect, Inst: &isa.Inst{Op: isa.OpBrx}, Targets: &[64]uint32{pcAt(10), pcAt(1)}})
		}
		want := Split{pcAt(10), 1}
		if !withSP {
			want = Split{pcAt(1), 2}
		}
		start := func(m Mechanism) *mechHarness {
			h := newMechHarness(t, m, 2, pcAt(0))
			if withSP {
				h.w.sp = []uint64{0x100, 0x100}
			}
			return h
		}
		h := start(newTFStack(nil))
		brx(h)
		h.want(want)

		d := newTFSandy(nil, nil)
		h = start(d)
		brx(h)
		h.want(want)
		if d.recovered != 0 || d.wasted != 0 {
			t.Errorf("sp=%v: %d recoveries, %d wasted slots, want none", withSP, d.recovered, d.wasted)
		}
	}
}
