// Package mathfn is the one table of simtc's math functions: the functions
// an IR math operation (ir.OpMath, whose Instr.Math is an ir.MathFn) and a
// math instruction of the ISA (math.FN.T, isa.Inst.Math) compute. ir and
// sim/isa both use this type (ir.MathFn and isa.MathFn are aliases of Fn),
// so the backend passes the function through unchanged and the two can
// never disagree; the package imports only the standard library, so
// sim/isa stays a leaf that imports nothing of the compiler.
//
// The set covers the OpenCL C math builtins (and their native_ and half_
// variants, which may use the same full-precision function) and the CUDA
// libdevice functions (__nv_sinf, __nv_pow …) that have no cheaper IR
// form. Four common functions have their own IR operations and are not
// functions here: fabs (OpFAbs), sqrt (OpSqrt), fmin and fmax (OpFMin,
// OpFMax).
//
// Each row of the table gives the name (as the IR text and the
// disassembler print it), the arity and the evaluation, which defines the
// exact results the simulator produces: the f64 result is the Go math
// function named in the row, and the f32 result is that f64 result
// (computed from the operands widened to f64) rounded to f32, except for
// the two functions whose f32 result depends on the precision (nextafter
// and mad, which are computed in f32). So:
//
//   - Exact (the correctly rounded result, bit for bit what Go's math
//     gives): floor, ceil, trunc, round, rint, fmod, remainder, copysign,
//     fdim, nextafter, fma (f64; f32 may differ by double rounding in rare
//     halfway cases), mad (each step rounded to the type).
//   - Not correctly rounded: the rest. In f64 they equal Go's math
//     exactly; against a C library (glibc, CUDA) they agree within the
//     OpenCL 1.2 full-profile bounds (§7.4: 4 ulp for sin, cos, tan, exp,
//     log and most others, 16 ulp for pow, tgamma, erf), which is the
//     tolerance the tests that compare with native code use.
//
// All operands and the result of a function have one float type. Where
// Go's math differs from C's (and OpenCL's) the row follows C: lgamma(-inf)
// = +inf, fdim(inf, inf) = +0, nextafter(x, y) = y when x == y.
package mathfn

import (
	"fmt"
	"math"
)

// Fn is a math function. The zero value, None, is no function.
type Fn uint8

// The math functions, in the order of the table (the values are encoded in
// the object file's math instructions: append, never reorder). Round
// rounds halfway cases away from zero (C round); Rint to even (C rint).
const (
	None Fn = iota

	// One operand.
	Sin
	Cos
	Tan
	Asin
	Acos
	Atan
	Sinh
	Cosh
	Tanh
	Asinh
	Acosh
	Atanh
	Exp
	Exp2
	Exp10
	Expm1
	Log
	Log2
	Log10
	Log1p
	Rsqrt
	Cbrt
	Floor
	Ceil
	Trunc
	Round
	Rint
	Erf
	Erfc
	Tgamma
	Lgamma
	Logb
	SinPi
	CosPi

	// Two operands.
	Pow
	Atan2
	Hypot
	Fmod
	Remainder
	Copysign
	Fdim
	Nextafter

	// Three operands.
	Fma
	Mad

	// NumFns is one more than the last function: the functions are
	// None+1 … NumFns-1.
	NumFns
)

// row is one function of the table: its name, its number of operands and
// its f64 evaluation; f32 is the f32 evaluation where it is not the f64
// one rounded.
type row struct {
	name  string
	arity int
	f64   func(a, b, c float64) float64
	f32   func(a, b, c float32) float32
}

// table is the math-function table. It is never written after
// initialization.
var table = [NumFns]row{
	None: {name: "none"},

	Sin:    {"sin", 1, func(a, _, _ float64) float64 { return math.Sin(a) }, nil},
	Cos:    {"cos", 1, func(a, _, _ float64) float64 { return math.Cos(a) }, nil},
	Tan:    {"tan", 1, func(a, _, _ float64) float64 { return math.Tan(a) }, nil},
	Asin:   {"asin", 1, func(a, _, _ float64) float64 { return math.Asin(a) }, nil},
	Acos:   {"acos", 1, func(a, _, _ float64) float64 { return math.Acos(a) }, nil},
	Atan:   {"atan", 1, func(a, _, _ float64) float64 { return math.Atan(a) }, nil},
	Sinh:   {"sinh", 1, func(a, _, _ float64) float64 { return math.Sinh(a) }, nil},
	Cosh:   {"cosh", 1, func(a, _, _ float64) float64 { return math.Cosh(a) }, nil},
	Tanh:   {"tanh", 1, func(a, _, _ float64) float64 { return math.Tanh(a) }, nil},
	Asinh:  {"asinh", 1, func(a, _, _ float64) float64 { return math.Asinh(a) }, nil},
	Acosh:  {"acosh", 1, func(a, _, _ float64) float64 { return math.Acosh(a) }, nil},
	Atanh:  {"atanh", 1, func(a, _, _ float64) float64 { return math.Atanh(a) }, nil},
	Exp:    {"exp", 1, func(a, _, _ float64) float64 { return math.Exp(a) }, nil},
	Exp2:   {"exp2", 1, func(a, _, _ float64) float64 { return math.Exp2(a) }, nil},
	Exp10:  {"exp10", 1, func(a, _, _ float64) float64 { return math.Pow(10, a) }, nil},
	Expm1:  {"expm1", 1, func(a, _, _ float64) float64 { return math.Expm1(a) }, nil},
	Log:    {"log", 1, func(a, _, _ float64) float64 { return math.Log(a) }, nil},
	Log2:   {"log2", 1, func(a, _, _ float64) float64 { return math.Log2(a) }, nil},
	Log10:  {"log10", 1, func(a, _, _ float64) float64 { return math.Log10(a) }, nil},
	Log1p:  {"log1p", 1, func(a, _, _ float64) float64 { return math.Log1p(a) }, nil},
	Rsqrt:  {"rsqrt", 1, func(a, _, _ float64) float64 { return 1 / math.Sqrt(a) }, nil},
	Cbrt:   {"cbrt", 1, func(a, _, _ float64) float64 { return math.Cbrt(a) }, nil},
	Floor:  {"floor", 1, func(a, _, _ float64) float64 { return math.Floor(a) }, nil},
	Ceil:   {"ceil", 1, func(a, _, _ float64) float64 { return math.Ceil(a) }, nil},
	Trunc:  {"trunc", 1, func(a, _, _ float64) float64 { return math.Trunc(a) }, nil},
	Round:  {"round", 1, func(a, _, _ float64) float64 { return math.Round(a) }, nil},
	Rint:   {"rint", 1, func(a, _, _ float64) float64 { return math.RoundToEven(a) }, nil},
	Erf:    {"erf", 1, func(a, _, _ float64) float64 { return math.Erf(a) }, nil},
	Erfc:   {"erfc", 1, func(a, _, _ float64) float64 { return math.Erfc(a) }, nil},
	Tgamma: {"tgamma", 1, func(a, _, _ float64) float64 { return math.Gamma(a) }, nil},
	Lgamma: {"lgamma", 1, lgamma, nil},
	Logb:   {"logb", 1, func(a, _, _ float64) float64 { return math.Logb(a) }, nil},
	SinPi:  {"sinpi", 1, sinPi, nil},
	CosPi:  {"cospi", 1, cosPi, nil},

	Pow:       {"pow", 2, func(a, b, _ float64) float64 { return math.Pow(a, b) }, nil},
	Atan2:     {"atan2", 2, func(a, b, _ float64) float64 { return math.Atan2(a, b) }, nil}, // a is y, as in C
	Hypot:     {"hypot", 2, func(a, b, _ float64) float64 { return math.Hypot(a, b) }, nil},
	Fmod:      {"fmod", 2, func(a, b, _ float64) float64 { return math.Mod(a, b) }, nil},
	Remainder: {"remainder", 2, func(a, b, _ float64) float64 { return math.Remainder(a, b) }, nil},
	Copysign:  {"copysign", 2, func(a, b, _ float64) float64 { return math.Copysign(a, b) }, nil},
	Fdim:      {"fdim", 2, fdim, nil},
	Nextafter: {"nextafter", 2, nextafter, nextafter32},

	Fma: {"fma", 3, func(a, b, c float64) float64 { return math.FMA(a, b, c) }, nil},
	Mad: {"mad", 3, mad, mad32},
}

// lgamma is math.Lgamma's value (not the sign), but +inf at -inf as in C
// (Go gives -inf).
func lgamma(a, _, _ float64) float64 {
	if math.IsInf(a, -1) {
		return math.Inf(1)
	}
	v, _ := math.Lgamma(a)
	return v
}

// sinPi is sin(πx) with x reduced exactly modulo 2 first (exact zeros at
// the integers).
func sinPi(a, _, _ float64) float64 {
	r := math.Mod(a, 2) // exact
	if r == math.Trunc(r) {
		return math.Copysign(0, a)
	}
	return math.Sin(math.Pi * r)
}

// cosPi is cos(πx), reduced likewise (exact zeros at the half-integers).
func cosPi(a, _, _ float64) float64 {
	r := math.Abs(math.Mod(a, 2))
	if r == 0.5 || r == 1.5 {
		return 0
	}
	return math.Cos(math.Pi * r)
}

// fdim is math.Dim, but +0 when a <= b (C: fdim(inf, inf) = +0; Go's Dim
// gives NaN for two equal infinities).
func fdim(a, b, _ float64) float64 {
	if a <= b {
		return 0
	}
	return math.Dim(a, b)
}

// nextafter is math.Nextafter, but b when a == b (C: nextafter(0, -0) =
// -0; Go returns a).
func nextafter(a, b, _ float64) float64 {
	if a == b {
		return b
	}
	return math.Nextafter(a, b)
}

func nextafter32(a, b, _ float32) float32 {
	if a == b {
		return b
	}
	return math.Nextafter32(a, b)
}

// mad is a*b+c with the product rounded to the type (OpenCL mad); the
// conversion forbids fusing.
func mad(a, b, c float64) float64 { return float64(a*b) + c }

func mad32(a, b, c float32) float32 { return float32(a*b) + c }

// String returns the function's name ("sin", "pow" …).
func (f Fn) String() string {
	if f < NumFns {
		return table[f].name
	}
	return fmt.Sprintf("math%d", uint8(f))
}

// Valid reports whether f is a math function (not None, not out of range).
func (f Fn) Valid() bool { return f > None && f < NumFns }

// Arity returns the number of operands f takes (1, 2 or 3), 0 when f is
// not valid.
func (f Fn) Arity() int {
	if !f.Valid() {
		return 0
	}
	return table[f].arity
}

// Eval64 returns f of the operands in f64 (the operands past f's arity
// are ignored); NaN when f is not valid.
func (f Fn) Eval64(a, b, c float64) float64 {
	if !f.Valid() {
		return math.NaN()
	}
	return table[f].f64(a, b, c)
}

// Eval32 returns f of the operands in f32: the f64 result of the operands
// widened, rounded to f32, except for nextafter and mad.
func (f Fn) Eval32(a, b, c float32) float32 {
	if f.Valid() && table[f].f32 != nil {
		return table[f].f32(a, b, c)
	}
	return float32(f.Eval64(float64(a), float64(b), float64(c)))
}

// Parse returns the function named s ("sin", "pow" …).
func Parse(s string) (Fn, bool) {
	for f := None + 1; f < NumFns; f++ {
		if table[f].name == s {
			return f, true
		}
	}
	return None, false
}
