package ir

import "fmt"

// MathFn is the function an OpMath computes. The set covers the OpenCL C
// math builtins (and their native_ and half_ variants, which may use the
// same full-precision function) and the CUDA libdevice functions (__nv_sinf,
// __nv_pow …) that have no cheaper IR form. Four common functions have their
// own IR operations and are not MathFns: fabs (OpFAbs), sqrt (OpSqrt), fmin
// and fmax (OpFMin, OpFMax).
//
// The values are those of isa.MathFn, which defines the exact results the
// simulator produces: the f64 result is the Go math function named below,
// and the f32 result is that f64 result (computed from the operands widened
// to f64) rounded to f32. So:
//
//   - Exact (the correctly rounded result, bit for bit what Go's math gives):
//     floor, ceil, trunc, round, rint, fmod, remainder, copysign, fdim,
//     nextafter, fma (f64; f32 may differ by double rounding in rare halfway
//     cases), mad (each step rounded to the type).
//   - Not correctly rounded: the rest. In f64 they equal Go's math exactly;
//     against a C library (glibc, CUDA) they agree within the OpenCL 1.2
//     full-profile bounds (§7.4: 4 ulp for sin, cos, tan, exp, log and most
//     others, 16 ulp for pow, tgamma, erf), which is the tolerance the tests
//     that compare with native code use.
//
// Arity says how many operands each function takes; all operands and the
// result have one float type.
type MathFn uint8

// The math functions, with the Go function that defines each. Round rounds
// halfway cases away from zero (C round); Rint to even (C rint).
const (
	MathNone MathFn = iota

	// One operand.
	MathSin    // math.Sin
	MathCos    // math.Cos
	MathTan    // math.Tan
	MathAsin   // math.Asin
	MathAcos   // math.Acos
	MathAtan   // math.Atan
	MathSinh   // math.Sinh
	MathCosh   // math.Cosh
	MathTanh   // math.Tanh
	MathAsinh  // math.Asinh
	MathAcosh  // math.Acosh
	MathAtanh  // math.Atanh
	MathExp    // math.Exp
	MathExp2   // math.Exp2
	MathExp10  // math.Pow(10, x)
	MathExpm1  // math.Expm1
	MathLog    // math.Log
	MathLog2   // math.Log2
	MathLog10  // math.Log10
	MathLog1p  // math.Log1p
	MathRsqrt  // 1 / math.Sqrt(x)
	MathCbrt   // math.Cbrt
	MathFloor  // math.Floor
	MathCeil   // math.Ceil
	MathTrunc  // math.Trunc
	MathRound  // math.Round
	MathRint   // math.RoundToEven
	MathErf    // math.Erf
	MathErfc   // math.Erfc
	MathTgamma // math.Gamma
	MathLgamma // math.Lgamma (the value, not the sign), +inf at -inf as in C
	MathLogb   // math.Logb
	MathSinPi  // sin(πx), with x reduced modulo 2 first (exact reduction)
	MathCosPi  // cos(πx), likewise

	// Two operands.
	MathPow       // math.Pow
	MathAtan2     // math.Atan2(y, x), y first as in C
	MathHypot     // math.Hypot
	MathFmod      // math.Mod
	MathRemainder // math.Remainder
	MathCopysign  // math.Copysign
	MathFdim      // math.Dim, +0 when x <= y as in C (fdim(inf, inf) = +0)
	MathNextafter // math.Nextafter (math.Nextafter32 for f32), y when x == y as in C

	// Three operands.
	MathFma // math.FMA(x, y, z): x*y+z rounded once
	MathMad // x*y+z, the product rounded to the type first (OpenCL mad)

	numMathFns
)

var mathNames = [numMathFns]string{
	MathNone: "none",
	MathSin:  "sin", MathCos: "cos", MathTan: "tan", MathAsin: "asin", MathAcos: "acos", MathAtan: "atan",
	MathSinh: "sinh", MathCosh: "cosh", MathTanh: "tanh", MathAsinh: "asinh", MathAcosh: "acosh", MathAtanh: "atanh",
	MathExp: "exp", MathExp2: "exp2", MathExp10: "exp10", MathExpm1: "expm1",
	MathLog: "log", MathLog2: "log2", MathLog10: "log10", MathLog1p: "log1p",
	MathRsqrt: "rsqrt", MathCbrt: "cbrt",
	MathFloor: "floor", MathCeil: "ceil", MathTrunc: "trunc", MathRound: "round", MathRint: "rint",
	MathErf: "erf", MathErfc: "erfc", MathTgamma: "tgamma", MathLgamma: "lgamma", MathLogb: "logb",
	MathSinPi: "sinpi", MathCosPi: "cospi",
	MathPow: "pow", MathAtan2: "atan2", MathHypot: "hypot", MathFmod: "fmod", MathRemainder: "remainder",
	MathCopysign: "copysign", MathFdim: "fdim", MathNextafter: "nextafter",
	MathFma: "fma", MathMad: "mad",
}

func (f MathFn) String() string {
	if f < numMathFns {
		return mathNames[f]
	}
	return fmt.Sprintf("math%d", uint8(f))
}

// Valid reports whether f is a math function (not MathNone, not out of range).
func (f MathFn) Valid() bool { return f > MathNone && f < numMathFns }

// Arity returns the number of operands f takes (1, 2 or 3), 0 when f is not
// valid.
func (f MathFn) Arity() int {
	switch {
	case f >= MathSin && f <= MathCosPi:
		return 1
	case f >= MathPow && f <= MathNextafter:
		return 2
	case f >= MathFma && f <= MathMad:
		return 3
	}
	return 0
}

// ParseMathFn returns the math function named s ("sin", "pow", …).
func ParseMathFn(s string) (MathFn, bool) {
	for f := MathNone + 1; f < numMathFns; f++ {
		if mathNames[f] == s {
			return f, true
		}
	}
	return MathNone, false
}
