package sim

import (
	"math"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

func TestAtomicsLaneOrder(t *testing.T) {
	p := newProg("atom.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(ldParam(1, 0)).i(ldParam(2, 8)).i(movi(3, 1))
	p.at(2).i(isa.Inst{Op: isa.OpAtom, Type: isa.I32, Space: isa.SpaceGlobal, Atom: isa.AtomAdd, Dst: 4, A: 1, B: 3})
	p.at(3).elemAddr(5, 2, 0).i(st32(isa.SpaceGlobal, 5, 0, 4)).i(exit())
	o := p.object(t, "atom", []param{ptrParam("counter"), ptrParam("out")}, 6, 0)
	r := run(t, o, "pdom", "grid=1 block=32 counter=int32[1] out=int32[32]", DefaultConfig())
	if r.Status != StatusOK || r.Buffer("counter").Int(0) != 32 {
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
	for _, mech := range Mechanisms() {
		r := run(t, o, mech, "grid=1 block=32 out=int32[96]", DefaultConfig())
		if r.Status != StatusOK {
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

func TestALU(t *testing.T) {
	f32 := func(f float32) uint64 { return uint64(math.Float32bits(f)) }
	for _, tc := range []struct {
		name string
		got  uint64
		want uint64
	}{
		{"add.i32 wraps", must(intOp(isa.OpAdd, true, 0xffffffff, 1)), 0},
		{"sdiv.i32 min/-1", must(intOp(isa.OpSDiv, true, 0x80000000, 0xffffffff)), 0x80000000},
		{"srem.i32 min/-1", must(intOp(isa.OpSRem, true, 0x80000000, 0xffffffff)), 0},
		{"ashr.i32", must(intOp(isa.OpAShr, true, 0x80000000, 33)), 0xc0000000},
		{"smin.i64", must(intOp(isa.OpSMin, false, ^uint64(0), 1)), ^uint64(0)},
		{"fdiv.f32", floatOp(isa.OpFDiv, true, f32(1), f32(4)), f32(0.25)},
		{"fmin NaN", floatOp(isa.OpFMin, true, f32(float32(math.NaN())), f32(2)), f32(2)},
		{"fneg.f32", floatOp(isa.OpFNeg, true, f32(1.5), 0), f32(-1.5)},
		{"sext.i32.i8", convert(isa.OpSExt, isa.I32, isa.I8, 0x80), 0xffffff80},
		{"zext.i64.i16", convert(isa.OpZExt, isa.I64, isa.I16, 0x12345), 0x2345},
		{"trunc.i1.i32", convert(isa.OpTrunc, isa.I1, isa.I32, 6), 0},
		{"fptosi sat", convert(isa.OpFPToSI, isa.I32, isa.F32, f32(1e20)), 0x7fffffff},
		{"fptosi NaN", convert(isa.OpFPToSI, isa.I32, isa.F32, f32(float32(math.NaN()))), 0},
		{"fptoui neg", convert(isa.OpFPToUI, isa.I32, isa.F64, math.Float64bits(-3)), 0},
		{"sitofp", convert(isa.OpSIToFP, isa.F32, isa.I32, 0xfffffffe), f32(-2)},
		{"fpext", convert(isa.OpFPExt, isa.F64, isa.F32, f32(0.5)), math.Float64bits(0.5)},
		{"icmp slt", b2u(icmp(isa.CondSLT, true, 0xffffffff, 0)), 1},
		{"icmp ult", b2u(icmp(isa.CondULT, true, 0xffffffff, 0)), 0},
		{"fcmp une NaN", b2u(fcmp(isa.CondUNE, math.NaN(), 1)), 1},
		{"fcmp oeq NaN", b2u(fcmp(isa.CondOEQ, math.NaN(), math.NaN())), 0},
	} {
		if tc.got != tc.want {
			t.Errorf("%s = %#x, want %#x", tc.name, tc.got, tc.want)
		}
	}
	if _, ok := intOp(isa.OpURem, false, 1, 0); ok {
		t.Error("urem by zero did not fail")
	}
}

func must(v uint64, ok bool) uint64 {
	if !ok {
		return 0xdead
	}
	return v
}
