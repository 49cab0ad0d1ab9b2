package isa

import (
	"math"
	"testing"
)

func TestMathNamesAndArity(t *testing.T) {
	seen := map[string]bool{}
	for f := MathNone + 1; f < numMathFns; f++ {
		if f.Arity() == 0 {
			t.Errorf("%s has arity 0", f)
		}
		if seen[f.String()] {
			t.Errorf("duplicate name %s", f)
		}
		seen[f.String()] = true
	}
	if MathNone.Arity() != 0 || numMathFns.Arity() != 0 || numMathFns.Valid() {
		t.Error("MathNone or numMathFns counts as a function")
	}
}

// TestMathEval checks the definitions on values whose results are known
// exactly, and the cases where f32 is not simply f64 rounded.
func TestMathEval(t *testing.T) {
	for _, tc := range []struct {
		f       MathFn
		a, b, c float64
		want    float64
	}{
		{MathSin, 0, 0, 0, 0},
		{MathCos, 0, 0, 0, 1},
		{MathExp2, 10, 0, 0, 1024},
		{MathExp10, 3, 0, 0, 1000},
		{MathLog2, 1024, 0, 0, 10},
		{MathRsqrt, 4, 0, 0, 0.5},
		{MathFloor, -1.5, 0, 0, -2},
		{MathCeil, -1.5, 0, 0, -1},
		{MathTrunc, -1.5, 0, 0, -1},
		{MathRound, 2.5, 0, 0, 3},
		{MathRound, -2.5, 0, 0, -3},
		{MathRint, 2.5, 0, 0, 2},
		{MathSinPi, 1e15 + 1, 0, 0, 0},
		{MathSinPi, 0.5, 0, 0, 1},
		{MathCosPi, 7.5, 0, 0, 0},
		{MathCosPi, 1, 0, 0, -1},
		{MathPow, 2, 0.5, 0, math.Sqrt2},
		{MathAtan2, 1, 1, 0, math.Pi / 4},
		{MathHypot, 3, 4, 0, 5},
		{MathFmod, -7, 3, 0, -1},
		{MathRemainder, 7, 4, 0, -1},
		{MathCopysign, 2, -1, 0, -2},
		{MathFdim, 1, 3, 0, 0},
		{MathFma, 2, 3, 1, 7},
		{MathMad, 2, 3, 1, 7},
		{MathTgamma, 5, 0, 0, 24},
	} {
		if got := tc.f.Eval64(tc.a, tc.b, tc.c); got != tc.want {
			t.Errorf("%s(%g, %g, %g) = %g, want %g", tc.f, tc.a, tc.b, tc.c, got, tc.want)
		}
		if got := tc.f.Eval32(float32(tc.a), float32(tc.b), float32(tc.c)); got != float32(tc.want) {
			t.Errorf("%s.f32(%g, %g, %g) = %g, want %g", tc.f, tc.a, tc.b, tc.c, got, float32(tc.want))
		}
	}
	// fma rounds once, mad twice: (1+e)(1-e) - 1 = -e² exactly, but the
	// product rounds to 1.
	e := math.Ldexp(1, -30)
	if got := MathFma.Eval64(1+e, 1-e, -1); got != -e*e {
		t.Errorf("fma = %g, want %g", got, -e*e)
	}
	if got := MathMad.Eval64(1+e, 1-e, -1); got != 0 {
		t.Errorf("mad = %g, want 0", got)
	}
	e32 := float32(math.Ldexp(1, -13))
	if got := MathMad.Eval32(1+e32, 1-e32, -1); got != 0 {
		t.Errorf("mad.f32 = %g, want 0", got)
	}
	if got, want := MathNextafter.Eval32(1, 2, 0), math.Nextafter32(1, 2); got != want {
		t.Errorf("nextafter.f32(1, 2) = %g, want %g", got, want)
	}
	// Where Go's math differs from C's (and OpenCL's): lgamma(-inf) = +inf,
	// fdim(inf, inf) = +0, nextafter(x, y) = y when x == y.
	inf, negZero := math.Inf(1), math.Copysign(0, -1)
	for _, tc := range []struct {
		f          MathFn
		a, b, want float64
	}{
		{MathLgamma, -inf, 0, inf},
		{MathLgamma, inf, 0, inf},
		{MathFdim, inf, inf, 0},
		{MathFdim, -inf, -inf, 0},
		{MathFdim, inf, -inf, inf},
		{MathNextafter, 0, negZero, negZero},
		{MathNextafter, negZero, 0, 0},
	} {
		for _, got := range []float64{tc.f.Eval64(tc.a, tc.b, 0), float64(tc.f.Eval32(float32(tc.a), float32(tc.b), 0))} {
			if math.Float64bits(got) != math.Float64bits(tc.want) {
				t.Errorf("%s(%g, %g) = %g, want %g", tc.f, tc.a, tc.b, got, tc.want)
			}
		}
	}
	if got := MathFdim.Eval64(math.NaN(), 1, 0); !math.IsNaN(got) {
		t.Errorf("fdim(NaN, 1) = %g, want NaN", got)
	}
	if got := MathSin.Eval32(1, 0, 0); got != float32(math.Sin(1)) {
		t.Errorf("sin.f32(1) = %g, want %g", got, float32(math.Sin(1)))
	}
}
