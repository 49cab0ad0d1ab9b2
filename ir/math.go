package ir

import "github.com/simtc/simtc/mathfn"

// MathFn is the function an OpMath computes: one of the math-function
// table of package mathfn (mathfn.Sin, mathfn.Pow, mathfn.Fma …), which
// gives each function's name, arity and exact results. The ISA's math
// instruction takes the same type (isa.MathFn), so the backend passes it
// through unchanged.
type MathFn = mathfn.Fn
