package mathfn

import (
	"math"
	"testing"
)

func TestMathNamesAndArity(t *testing.T) {
	seen := map[string]bool{}
	for f := None + 1; f < NumFns; f++ {
		if f.Arity() == 0 {
			t.Errorf("%s has arity 0", f)
		}
		if seen[f.String()] {
			t.Errorf("duplicate name %s", f)
		}
		seen[f.String()] = true
	}
	if None.Arity() != 0 || NumFns.Arity() != 0 || NumFns.Valid() {
		t.Error("None or NumFns counts as a function")
	}
}

// TestMathEval checks the definitions on values whose results are known
// exactly, and the cases where f32 is not simply f64 rounded.
func TestMathEval(t *testing.T) {
	for _, tc := range []struct {
		f       Fn
		a, b, c float64
		want    float64
	}{
		{Sin, 0, 0, 0, 0},
		{Cos, 0, 0, 0, 1},
		{Exp2, 10, 0, 0, 1024},
		{Exp10, 3, 0, 0, 1000},
		{Log2, 1024, 0, 0, 10},
		{Rsqrt, 4, 0, 0, 0.5},
		{Floor, -1.5, 0, 0, -2},
		{Ceil, -1.5, 0, 0, -1},
		{Trunc, -1.5, 0, 0, -1},
		{Round, 2.5, 0, 0, 3},
		{Round, -2.5, 0, 0, -3},
		{Rint, 2.5, 0, 0, 2},
		{SinPi, 1e15 + 1, 0, 0, 0},
		{SinPi, 0.5, 0, 0, 1},
		{CosPi, 7.5, 0, 0, 0},
		{CosPi, 1, 0, 0, -1},
		{Pow, 2, 0.5, 0, math.Sqrt2},
		{Atan2, 1, 1, 0, math.Pi / 4},
		{Hypot, 3, 4, 0, 5},
		{Fmod, -7, 3, 0, -1},
		{Remainder, 7, 4, 0, -1},
		{Copysign, 2, -1, 0, -2},
		{Fdim, 1, 3, 0, 0},
		{Fma, 2, 3, 1, 7},
		{Mad, 2, 3, 1, 7},
		{Tgamma, 5, 0, 0, 24},
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
	if got := Fma.Eval64(1+e, 1-e, -1); got != -e*e {
		t.Errorf("fma = %g, want %g", got, -e*e)
	}
	if got := Mad.Eval64(1+e, 1-e, -1); got != 0 {
		t.Errorf("mad = %g, want 0", got)
	}
	e32 := float32(math.Ldexp(1, -13))
	if got := Mad.Eval32(1+e32, 1-e32, -1); got != 0 {
		t.Errorf("mad.f32 = %g, want 0", got)
	}
	if got, want := Nextafter.Eval32(1, 2, 0), math.Nextafter32(1, 2); got != want {
		t.Errorf("nextafter.f32(1, 2) = %g, want %g", got, want)
	}
	// Where Go's math differs from C's (and OpenCL's): lgamma(-inf) = +inf,
	// fdim(inf, inf) = +0, nextafter(x, y) = y when x == y.
	inf, negZero := math.Inf(1), math.Copysign(0, -1)
	for _, tc := range []struct {
		f          Fn
		a, b, want float64
	}{
		{Lgamma, -inf, 0, inf},
		{Lgamma, inf, 0, inf},
		{Fdim, inf, inf, 0},
		{Fdim, -inf, -inf, 0},
		{Fdim, inf, -inf, inf},
		{Nextafter, 0, negZero, negZero},
		{Nextafter, negZero, 0, 0},
	} {
		for _, got := range []float64{tc.f.Eval64(tc.a, tc.b, 0), float64(tc.f.Eval32(float32(tc.a), float32(tc.b), 0))} {
			if math.Float64bits(got) != math.Float64bits(tc.want) {
				t.Errorf("%s(%g, %g) = %g, want %g", tc.f, tc.a, tc.b, got, tc.want)
			}
		}
	}
	if got := Fdim.Eval64(math.NaN(), 1, 0); !math.IsNaN(got) {
		t.Errorf("fdim(NaN, 1) = %g, want NaN", got)
	}
	if got := Sin.Eval32(1, 0, 0); got != float32(math.Sin(1)) {
		t.Errorf("sin.f32(1) = %g, want %g", got, float32(math.Sin(1)))
	}
}

// TestParse: every function's name parses back to it (the IR text and the
// disassembly print the names), and nothing else parses.
func TestParse(t *testing.T) {
	for f := None + 1; f.Valid(); f++ {
		if g, ok := Parse(f.String()); !ok || g != f {
			t.Errorf("Parse(%q) = %v, %v, want %v", f.String(), g, ok, f)
		}
	}
	for _, s := range []string{"none", "", "sqrt", "fabs", "Sin", "math44"} {
		if f, ok := Parse(s); ok {
			t.Errorf("Parse(%q) = %v, want no function", s, f)
		}
	}
}
