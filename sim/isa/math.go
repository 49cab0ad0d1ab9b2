package isa

import "github.com/simtc/simtc/mathfn"

// MathFn is the function of a math instruction (math.FN.T d, a[, b[, c]]):
// one of the math-function table of package mathfn, whose Eval64 and
// Eval32 define the results the simulator produces. The IR's OpMath takes
// the same type (ir.MathFn), so the backend passes it through unchanged.
type MathFn = mathfn.Fn
