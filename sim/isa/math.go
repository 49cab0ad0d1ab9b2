package isa

import (
	"fmt"
	"math"
)

// MathFn is the function of a math instruction (math.FN.T d, a[, b[, c]]).
// The values are those of ir.MathFn, and Eval defines the results: the f64
// result is the Go math function named after each constant; the f32 result
// is the f64 function of the operands widened to f64, rounded to f32
// (nextafter and mad, which depend on the precision, are computed in f32).
// The correctly rounded functions (floor ceil trunc round rint fmod
// remainder copysign fdim nextafter, fma in f64, mad) are therefore exact;
// the others are Go's, within the OpenCL full-profile ulp bounds of the
// correctly rounded result (see ir.MathFn).
type MathFn uint8

// The math functions and the Go function that defines each.
const (
	MathNone MathFn = iota

	// One operand: math.FN.T d, a.
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
	MathRound  // math.Round (halfway cases away from zero)
	MathRint   // math.RoundToEven
	MathErf    // math.Erf
	MathErfc   // math.Erfc
	MathTgamma // math.Gamma
	MathLgamma // math.Lgamma (the value, not the sign), but +inf at -inf as in C
	MathLogb   // math.Logb
	MathSinPi  // math.Sin(π·r), r = x reduced exactly modulo 2 (exact zeros at integers)
	MathCosPi  // math.Cos(π·r), likewise (exact zeros at half-integers)

	// Two operands: math.FN.T d, a, b.
	MathPow       // math.Pow
	MathAtan2     // math.Atan2(a, b), a the y coordinate as in C
	MathHypot     // math.Hypot
	MathFmod      // math.Mod
	MathRemainder // math.Remainder
	MathCopysign  // math.Copysign
	MathFdim      // math.Dim, but +0 when a <= b (C: fdim(inf, inf) = +0)
	MathNextafter // math.Nextafter, math.Nextafter32 for f32, but b when a == b (C: nextafter(0, -0) = -0)

	// Three operands: math.FN.T d, a, b, c.
	MathFma // math.FMA(a, b, c)
	MathMad // a*b+c with the product rounded to T (OpenCL mad)

	numMathFns
)

var mathNames = [numMathFns]string{
	"none",
	"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
	"exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "rsqrt", "cbrt",
	"floor", "ceil", "trunc", "round", "rint", "erf", "erfc", "tgamma", "lgamma", "logb", "sinpi", "cospi",
	"pow", "atan2", "hypot", "fmod", "remainder", "copysign", "fdim", "nextafter",
	"fma", "mad",
}

func (f MathFn) String() string {
	if f < numMathFns {
		return mathNames[f]
	}
	return fmt.Sprintf("math%d", uint8(f))
}

// Valid reports whether f is a math function.
func (f MathFn) Valid() bool { return f > MathNone && f < numMathFns }

// Arity returns the number of operands f takes, 0 when f is not valid.
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

// Eval64 returns f of the operands in f64 (unused operands are ignored).
func (f MathFn) Eval64(a, b, c float64) float64 {
	switch f {
	case MathSin:
		return math.Sin(a)
	case MathCos:
		return math.Cos(a)
	case MathTan:
		return math.Tan(a)
	case MathAsin:
		return math.Asin(a)
	case MathAcos:
		return math.Acos(a)
	case MathAtan:
		return math.Atan(a)
	case MathSinh:
		return math.Sinh(a)
	case MathCosh:
		return math.Cosh(a)
	case MathTanh:
		return math.Tanh(a)
	case MathAsinh:
		return math.Asinh(a)
	case MathAcosh:
		return math.Acosh(a)
	case MathAtanh:
		return math.Atanh(a)
	case MathExp:
		return math.Exp(a)
	case MathExp2:
		return math.Exp2(a)
	case MathExp10:
		return math.Pow(10, a)
	case MathExpm1:
		return math.Expm1(a)
	case MathLog:
		return math.Log(a)
	case MathLog2:
		return math.Log2(a)
	case MathLog10:
		return math.Log10(a)
	case MathLog1p:
		return math.Log1p(a)
	case MathRsqrt:
		return 1 / math.Sqrt(a)
	case MathCbrt:
		return math.Cbrt(a)
	case MathFloor:
		return math.Floor(a)
	case MathCeil:
		return math.Ceil(a)
	case MathTrunc:
		return math.Trunc(a)
	case MathRound:
		return math.Round(a)
	case MathRint:
		return math.RoundToEven(a)
	case MathErf:
		return math.Erf(a)
	case MathErfc:
		return math.Erfc(a)
	case MathTgamma:
		return math.Gamma(a)
	case MathLgamma:
		if math.IsInf(a, -1) {
			return math.Inf(1) // Go gives -Inf; C and OpenCL +inf
		}
		v, _ := math.Lgamma(a)
		return v
	case MathLogb:
		return math.Logb(a)
	case MathSinPi:
		r := math.Mod(a, 2) // exact
		if r == math.Trunc(r) {
			return math.Copysign(0, a)
		}
		return math.Sin(math.Pi * r)
	case MathCosPi:
		r := math.Abs(math.Mod(a, 2))
		if r == 0.5 || r == 1.5 {
			return 0
		}
		return math.Cos(math.Pi * r)
	case MathPow:
		return math.Pow(a, b)
	case MathAtan2:
		return math.Atan2(a, b)
	case MathHypot:
		return math.Hypot(a, b)
	case MathFmod:
		return math.Mod(a, b)
	case MathRemainder:
		return math.Remainder(a, b)
	case MathCopysign:
		return math.Copysign(a, b)
	case MathFdim:
		if a <= b {
			return 0 // Go's Dim gives NaN for two equal infinities
		}
		return math.Dim(a, b)
	case MathNextafter:
		if a == b {
			return b // Go returns a: the sign of a zero differs
		}
		return math.Nextafter(a, b)
	case MathFma:
		return math.FMA(a, b, c)
	case MathMad:
		return float64(a*b) + c // the conversion forbids fusing
	}
	return math.NaN()
}

// Eval32 returns f of the operands in f32.
func (f MathFn) Eval32(a, b, c float32) float32 {
	switch f {
	case MathNextafter:
		if a == b {
			return b
		}
		return math.Nextafter32(a, b)
	case MathMad:
		return float32(a*b) + c // the conversion forbids fusing
	}
	return float32(f.Eval64(float64(a), float64(b), float64(c)))
}
