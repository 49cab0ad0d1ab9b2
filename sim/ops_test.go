package sim_test

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

func TestAtomicsLaneOrder(t *testing.T) {
	p := newProg("atom.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(ldParam(1, 0)).i(ldParam(2, 8)).i(movi(3, 1))
	p.at(2).i(isa.Inst{Op: isa.OpAtom, Type: isa.I32, Space: isa.SpaceGlobal, Atom: isa.AtomAdd, Dst: 4, A: 1, B: 3})
	p.at(3).elemAddr(5, 2, 0).i(st32(isa.SpaceGlobal, 5, 0, 4)).i(exit())
	o := p.object(t, "atom", []param{ptrParam("counter"), ptrParam("out")}, 6, 0)
	r := run(t, o, "pdom", "grid=1 block=32 counter=int32[1] out=int32[32]", sim.DefaultConfig())
	if r.Status != sim.StatusOK || r.Buffer("counter").Int(0) != 32 {
		t.Fatalf("%s counter %d", r.Status, r.Buffer("counter").Int(0))
	}
	for i, v := range ints(r.Buffer("out")) {
		if v != int64(i) {
			t.Fatalf("out[%d] = %d: atomics not in lane order", i, v)
		}
	}
}

// TestWarpOps: call/ret, brx, shfl, ballot, vote, generic addresses.
func TestWarpOps(t *testing.T) {
	p := newProg("ops.cl")
	p.stack = 64
	p.funcs = []string{"double"}
	p.at(1).i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0))
	// r4 = double(tid) via a call.
	p.at(2).call("double")
	// brx: odd threads to "odd" (r4 += 1000), even to "even" (r4 += 2000).
	p.at(3).i(opi(isa.OpAnd, isa.I32, 1, 0, 1)).movPC(5, "odd").movPC(6, "even").
		i(isa.Inst{Op: isa.OpSelect, Type: isa.I64, Dst: 7, A: 1, B: 5, C: 6}).brxTo(7, "join", "odd", "even")
	p.at(4).label("odd").i(opi(isa.OpAdd, isa.I32, 4, 4, 1000)).bra("join")
	p.at(5).label("even").i(opi(isa.OpAdd, isa.I32, 4, 4, 2000))
	// shfl from lane+1; ballot of odd lanes; vote.all of tid < 100.
	p.at(6).label("join").i(opi(isa.OpAdd, isa.I32, 8, 0, 1)).
		i(isa.Inst{Op: isa.OpShfl, Dst: 9, A: 4, B: 8}).
		i(isa.Inst{Op: isa.OpBallot, Dst: 10, A: 1}).
		i(icmpi(isa.CondULT, 11, 0, 100)).i(isa.Inst{Op: isa.OpVoteAll, Dst: 11, A: 11})
	// out[3*tid] = shfl, out[3*tid+1] = ballot (low 32 bits), out[3*tid+2] = vote via a generic pointer.
	p.at(7).i(opi(isa.OpMul, isa.I32, 12, 0, 3)).elemAddr(13, 3, 12).
		i(st32(isa.SpaceGlobal, 13, 0, 9)).i(st32(isa.SpaceGlobal, 13, 4, 10)).
		i(isa.Inst{Op: isa.OpCvta, Space: isa.SpaceGlobal, Dst: 14, A: 13}).
		i(st32(isa.SpaceGeneric, 14, 8, 11)).i(exit())
	p.at(10).label("double").i(opi(isa.OpMul, isa.I32, 4, 0, 2)).i(isa.Inst{Op: isa.OpRet})
	o := p.object(t, "ops", []param{ptrParam("out")}, 15, 0)
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, "grid=1 block=32 out=int32[96]", sim.DefaultConfig())
		if r.Status != sim.StatusOK {
			t.Fatalf("%s: %s %v", mech, r.Status, r.Fault)
		}
		out := ints(r.Buffer("out"))
		for i := 0; i < 32; i++ {
			src := (i + 1) % 32
			want := int64(2*src + 2000)
			if src%2 == 1 {
				want = int64(2*src + 1000)
			}
			ballot := int64(-0x55555556) // 0xaaaaaaaa as int32
			// Under mimd too: warp-level operations are collective.
			if out[3*i] != want || out[3*i+1] != ballot || out[3*i+2] != 1 {
				t.Fatalf("%s: thread %d: %d %d %d, want %d %d 1", mech, i, out[3*i], out[3*i+1], out[3*i+2], want, ballot)
			}
		}
		if mech == "pdom" && r.Stats.DivergentBranches != 1 {
			t.Errorf("pdom: brx divergence not counted: %+v", r.Stats.BranchStats)
		}
	}
}
