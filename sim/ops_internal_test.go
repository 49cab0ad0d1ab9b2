package sim

import (
	"math"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

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
