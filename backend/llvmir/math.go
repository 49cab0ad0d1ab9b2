package llvmir

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
)

// Math functions (ir.OpMath) are written in one of the three spellings the
// frontend reads back (frontend/llvm/ordinary.go, the catalogue ir/builtin):
//
//   - the OpenCL builtin, Itanium-mangled by parameter type (_Z3sinf,
//     _Z3powdd, _Z3fmafff): the default on spir64 and on nvptx64 when the
//     input was OpenCL, as clang emits for OpenCL C;
//   - the LLVM intrinsic (llvm.floor.f32, llvm.fma.f64, …): the default on
//     nvptx64 for the functions llc-14 lowers to PTX instructions (floor,
//     ceil, trunc, round, rint, fma, copysign);
//   - the CUDA libdevice function (__nv_sinf, __nv_pow): the default on
//     nvptx64 for the rest, as clang emits for CUDA; llc compiles the call
//     to an external function, to be linked with libdevice.
//
// A spelling the template already declares for that function and type wins
// over the default. mad (the product rounded to the type before the add)
// is written as fmul and fadd, which is what it computes.

// nativeOnNVPTX lists the math functions whose LLVM intrinsic llc-14
// -march=nvptx64 selects to PTX instructions.
var nativeOnNVPTX = map[ir.MathFn]bool{
	mathfn.Floor: true, mathfn.Ceil: true, mathfn.Trunc: true, mathfn.Round: true,
	mathfn.Rint: true, mathfn.Fma: true, mathfn.Copysign: true,
}

// math writes the math function i.Math of args, all of type rt.
func (fn *fn) math(i *ir.Instr, rt types.Type, args []value.Value) (value.Value, error) {
	f := i.Math
	if !f.Valid() || len(args) != f.Arity() {
		return nil, fn.errorf(i, "math %s with %d operands", f, len(args))
	}
	var code, suffix, nvSuffix string
	switch rt {
	case types.Float:
		code, suffix, nvSuffix = "f", "f32", "f"
	case types.Double:
		code, suffix, nvSuffix = "d", "f64", ""
	default:
		return nil, fn.errorf(i, "no LLVM form for math %s on %v", f, rt)
	}
	if f == mathfn.Mad {
		b := fn.cur
		return b.NewFAdd(b.NewFMul(args[0], args[1]), args[2]), nil
	}
	name := f.String()
	ocl := mangle(name, strings.Repeat(code, len(args)))
	nv := "__nv_" + name + nvSuffix
	intrinsic := "llvm." + name + "." + suffix
	for _, n := range []string{ocl, nv, intrinsic} {
		if callee := fn.w.funcs[n]; callee != nil && sameSig(callee, rt, len(args)) {
			return fn.call(callee, rt, args...)
		}
	}
	ps := make([]types.Type, len(args))
	for k := range ps {
		ps[k] = rt
	}
	switch {
	case fn.w.openCL():
		return fn.call(fn.w.declare(ocl, rt, true, ps...), rt, args...)
	case nativeOnNVPTX[f]:
		return fn.call(fn.w.declare(intrinsic, rt, false, ps...), rt, args...)
	}
	return fn.call(fn.w.declare(nv, rt, false, ps...), rt, args...)
}

// sameSig reports whether callee takes n operands of type t and returns t.
func sameSig(callee *llir.Func, t types.Type, n int) bool {
	if !types.Equal(callee.Sig.RetType, t) || len(callee.Sig.Params) != n || callee.Sig.Variadic {
		return false
	}
	for _, p := range callee.Sig.Params {
		if !types.Equal(p, t) {
			return false
		}
	}
	return true
}
