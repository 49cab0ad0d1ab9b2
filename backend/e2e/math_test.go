package e2e_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// mathRefs gives, for every math function, the Go function that defines
// it in f64 (package mathfn's documentation), written out here
// independently of the table's Eval64 that the simulator runs.
var mathRefs = map[ir.MathFn]func(a, b, c float64) float64{
	mathfn.Sin:    func(a, _, _ float64) float64 { return math.Sin(a) },
	mathfn.Cos:    func(a, _, _ float64) float64 { return math.Cos(a) },
	mathfn.Tan:    func(a, _, _ float64) float64 { return math.Tan(a) },
	mathfn.Asin:   func(a, _, _ float64) float64 { return math.Asin(a) },
	mathfn.Acos:   func(a, _, _ float64) float64 { return math.Acos(a) },
	mathfn.Atan:   func(a, _, _ float64) float64 { return math.Atan(a) },
	mathfn.Sinh:   func(a, _, _ float64) float64 { return math.Sinh(a) },
	mathfn.Cosh:   func(a, _, _ float64) float64 { return math.Cosh(a) },
	mathfn.Tanh:   func(a, _, _ float64) float64 { return math.Tanh(a) },
	mathfn.Asinh:  func(a, _, _ float64) float64 { return math.Asinh(a) },
	mathfn.Acosh:  func(a, _, _ float64) float64 { return math.Acosh(a) },
	mathfn.Atanh:  func(a, _, _ float64) float64 { return math.Atanh(a) },
	mathfn.Exp:    func(a, _, _ float64) float64 { return math.Exp(a) },
	mathfn.Exp2:   func(a, _, _ float64) float64 { return math.Exp2(a) },
	mathfn.Exp10:  func(a, _, _ float64) float64 { return math.Pow(10, a) },
	mathfn.Expm1:  func(a, _, _ float64) float64 { return math.Expm1(a) },
	mathfn.Log:    func(a, _, _ float64) float64 { return math.Log(a) },
	mathfn.Log2:   func(a, _, _ float64) float64 { return math.Log2(a) },
	mathfn.Log10:  func(a, _, _ float64) float64 { return math.Log10(a) },
	mathfn.Log1p:  func(a, _, _ float64) float64 { return math.Log1p(a) },
	mathfn.Rsqrt:  func(a, _, _ float64) float64 { return 1 / math.Sqrt(a) },
	mathfn.Cbrt:   func(a, _, _ float64) float64 { return math.Cbrt(a) },
	mathfn.Floor:  func(a, _, _ float64) float64 { return math.Floor(a) },
	mathfn.Ceil:   func(a, _, _ float64) float64 { return math.Ceil(a) },
	mathfn.Trunc:  func(a, _, _ float64) float64 { return math.Trunc(a) },
	mathfn.Round:  func(a, _, _ float64) float64 { return math.Round(a) },
	mathfn.Rint:   func(a, _, _ float64) float64 { return math.RoundToEven(a) },
	mathfn.Erf:    func(a, _, _ float64) float64 { return math.Erf(a) },
	mathfn.Erfc:   func(a, _, _ float64) float64 { return math.Erfc(a) },
	mathfn.Tgamma: func(a, _, _ float64) float64 { return math.Gamma(a) },
	mathfn.Lgamma: func(a, _, _ float64) float64 { v, _ := math.Lgamma(a); return v },
	mathfn.Logb:   func(a, _, _ float64) float64 { return math.Logb(a) },
	mathfn.SinPi: func(a, _, _ float64) float64 {
		if a == math.Trunc(a) {
			return math.Copysign(0, a) // exact zeros at integers
		}
		return math.Sin(math.Pi * math.Mod(a, 2))
	},
	mathfn.CosPi: func(a, _, _ float64) float64 {
		if a-math.Floor(a) == 0.5 {
			return 0 // exact zeros at half-integers
		}
		return math.Cos(math.Pi * math.Mod(a, 2))
	},
	mathfn.Pow:       func(a, b, _ float64) float64 { return math.Pow(a, b) },
	mathfn.Atan2:     func(a, b, _ float64) float64 { return math.Atan2(a, b) },
	mathfn.Hypot:     func(a, b, _ float64) float64 { return math.Hypot(a, b) },
	mathfn.Fmod:      func(a, b, _ float64) float64 { return math.Mod(a, b) },
	mathfn.Remainder: func(a, b, _ float64) float64 { return math.Remainder(a, b) },
	mathfn.Copysign:  func(a, b, _ float64) float64 { return math.Copysign(a, b) },
	mathfn.Fdim:      func(a, b, _ float64) float64 { return math.Dim(a, b) },
	mathfn.Nextafter: func(a, b, _ float64) float64 { return math.Nextafter(a, b) },
	mathfn.Fma:       func(a, b, c float64) float64 { return math.FMA(a, b, c) },
	mathfn.Mad:       func(a, b, c float64) float64 { return float64(a*b) + c },
}

// TestMathOnSimulator compiles a kernel that applies every math function to
// per-thread operands (in f64 and f32, and with a constant operand) and
// checks the simulator's results against Go's math: bit for bit in f64; in
// f32 against the f64 function of the widened operands, rounded, except
// nextafter and mad, which are checked in f32 arithmetic.
func TestMathOnSimulator(t *testing.T) {
	var fns []ir.MathFn
	for f := mathfn.None + 1; f.Valid(); f++ {
		if mathRefs[f] == nil {
			t.Fatalf("no reference for %s", f)
		}
		fns = append(fns, f)
	}
	const threads = 8
	n := len(fns)
	var sb strings.Builder
	sb.WriteString("kernel @mathk(%x: *global f64, %y: *global f64, %z: *global f64, %o64: *global f64, %o32: *global f32, %oc: *global f64) {\nentry:\n")
	sb.WriteString("  %t: i32 = tid.x\n")
	for _, v := range []string{"x", "y", "z"} {
		fmt.Fprintf(&sb, "  %%p%s: *global f64 = gep %%%s, %%t\n  %%%s64: f64 = load %%p%s\n  %%%s32: f32 = fptrunc %%%s64\n", v, v, v, v, v, v)
	}
	fmt.Fprintf(&sb, "  %%base: i32 = mul %%t, i32 %d\n", n)
	for k, f := range fns {
		args := func(ty string) string {
			return strings.Join([]string{"%x" + ty, "%y" + ty, "%z" + ty}[:f.Arity()], ", ")
		}
		fmt.Fprintf(&sb, "  %%i%d: i32 = add %%base, i32 %d\n", k, k)
		fmt.Fprintf(&sb, "  %%r64_%d: f64 = math.%s %s\n", k, f, args("64"))
		fmt.Fprintf(&sb, "  %%q64_%d: *global f64 = gep %%o64, %%i%d\n  store %%q64_%d, %%r64_%d\n", k, k, k, k)
		fmt.Fprintf(&sb, "  %%r32_%d: f32 = math.%s %s\n", k, f, args("32"))
		fmt.Fprintf(&sb, "  %%q32_%d: *global f32 = gep %%o32, %%i%d\n  store %%q32_%d, %%r32_%d\n", k, k, k, k)
		// The last operand a constant: the backend must materialize it.
		cargs := []string{"%x64", "%y64", "%z64"}[:f.Arity()]
		cargs[len(cargs)-1] = "f64 0.75"
		fmt.Fprintf(&sb, "  %%c%d: f64 = math.%s %s\n", k, f, strings.Join(cargs, ", "))
		fmt.Fprintf(&sb, "  %%qc%d: *global f64 = gep %%oc, %%i%d\n  store %%qc%d, %%c%d\n", k, k, k, k)
	}
	sb.WriteString("  ret\n}\n")
	m, err := ir.Parse("math.ir", []byte(sb.String()))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	xs := []float64{0.3, -1.7, 2.5, 0.5, 7.25, -0.1, 1e-3, 3}
	ys := []float64{2, 0.5, -1.5, 3, 0.125, -2, 4, -7}
	zs := []float64{1, -3, 0.25, 1e10, -0.5, 2, 0, 5}
	list := func(v []float64) string {
		s := make([]string, len(v))
		for i, f := range v {
			s[i] = fmt.Sprint(f)
		}
		return strings.Join(s, ",")
	}
	launch := fmt.Sprintf("grid=1 block=%d x=float64[%d]:%s y=float64[%d]:%s z=float64[%d]:%s o64=float64[%d] o32=float32[%d] oc=float64[%d]",
		threads, threads, list(xs), threads, list(ys), threads, list(zs), threads*n, threads*n, threads*n)
	l, err := harness.ParseLaunch(launch, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []backend.Options{{}, {AllDivergent: true}} {
		o, err := backend.Compile(m, opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, mech := range mechs.Default().Names() {
			res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != sim.StatusOK {
				t.Fatalf("%s: status %s %v", mech, res.Status, res.Fault)
			}
			o64, o32, oc := res.Buffer("o64"), res.Buffer("o32"), res.Buffer("oc")
			same := func(got, want float64) bool {
				return got == want || math.IsNaN(got) && math.IsNaN(want)
			}
			for th := 0; th < threads; th++ {
				x, y, z := xs[th], ys[th], zs[th]
				x32, y32, z32 := float32(x), float32(y), float32(z)
				for k, f := range fns {
					ref := mathRefs[f]
					i := th*n + k
					if got, want := o64.Float(i), ref(x, y, z); !same(got, want) {
						t.Errorf("%s: %s.f64(%g, %g, %g) = %v, want %v", mech, f, x, y, z, got, want)
					}
					want32 := float64(float32(ref(float64(x32), float64(y32), float64(z32))))
					switch f {
					case mathfn.Nextafter:
						want32 = float64(math.Nextafter32(x32, y32))
					case mathfn.Mad:
						want32 = float64(float32(x32*y32) + z32)
					}
					if got := o32.Float(i); !same(got, want32) {
						t.Errorf("%s: %s.f32(%g, %g, %g) = %v, want %v", mech, f, x32, y32, z32, got, want32)
					}
					c := []float64{x, y, z}
					c[f.Arity()-1] = 0.75
					if got, want := oc.Float(i), ref(c[0], c[1], c[2]); !same(got, want) {
						t.Errorf("%s: %s.f64%v = %v, want %v", mech, f, c[:f.Arity()], got, want)
					}
				}
			}
		}
	}
}
