package llvm

import (
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
	"github.com/simtc/simtc/mathfn"
)

// Math functions reach LLVM IR in three spellings, all lowered here to
// ir.OpMath (or to the IR's own fabs, sqrt, fmin, fmax and arithmetic):
//
//   - OpenCL builtins, Itanium-mangled by parameter type: _Z3cosf,
//     _Z3powdd, _Z5rsqrtf, _Z10native_expf, _Z9half_sqrtf, _Z5mul24ii …
//     The native_ and half_ variants may be less accurate than the full
//     function; simtc computes them as the full function.
//   - CUDA libdevice calls, unmangled: __nv_sinf (float), __nv_sin
//     (double), __nv_fast_sinf, __nv_fminf …
//   - LLVM intrinsics: llvm.sin.f32, llvm.pow.f64, llvm.floor.f32,
//     llvm.fma.f64, llvm.copysign.f32, llvm.powi.f32.i32 …
//
// Each is checked against its operand types (all of the result's type, one
// float type) before it is lowered; a call that does not fit is reported.

// mathFns maps the C / OpenCL names of the ir.MathFn functions.
var mathFns = func() map[string]ir.MathFn {
	m := map[string]ir.MathFn{"nearbyint": mathfn.Rint}
	for f := mathfn.None + 1; f.Valid(); f++ {
		m[f.String()] = f
	}
	return m
}()

// mathName strips the variant prefixes and suffixes of a math function
// name: native_exp → exp, half_sqrt → sqrt, __nv_sinf → sin, __nv_fast_expf
// → exp, llvm.sin → sin. It returns "" for names that are not math
// functions' spellings.
func mathName(name string) string {
	switch {
	case strings.HasPrefix(name, "llvm."):
		return strings.TrimPrefix(name, "llvm.")
	case strings.HasPrefix(name, "__nv_"):
		n := strings.TrimPrefix(name, "__nv_")
		n = strings.TrimPrefix(n, "fast_")
		if isMathBase(n) {
			return n
		}
		if strings.HasSuffix(n, "f") && isMathBase(n[:len(n)-1]) {
			return n[:len(n)-1]
		}
		return n
	case strings.HasPrefix(name, "native_"):
		return strings.TrimPrefix(name, "native_")
	case strings.HasPrefix(name, "half_"):
		return strings.TrimPrefix(name, "half_")
	}
	return name
}

// isMathBase reports whether n is a function mathOp knows.
func isMathBase(n string) bool {
	if _, ok := mathFns[n]; ok {
		return true
	}
	switch n {
	case "sqrt", "fabs", "fmin", "fmax", "recip", "divide", "pown", "powi", "powr", "ldexp", "clamp", "mix",
		"radians", "degrees", "mul24", "mad24", "umul24", "min", "max", "abs":
		return true
	}
	return false
}

// mathOp emits the math function n (a mathName) of args with result type
// t; ok is false when n is not a math function or the types do not fit.
// unsigned says an integer function (mul24, clamp) is on unsigned values.
func (l *lowerer) mathOp(n string, args []ir.Value, t ir.Type, unsigned bool) (ir.Value, bool) {
	same := func(k int) bool {
		if len(args) != k {
			return false
		}
		for _, a := range args {
			if a.Type() != t {
				return false
			}
		}
		return true
	}
	fl := ir.IsFloat(t)
	if f, ok := mathFns[n]; ok && fl && same(f.Arity()) {
		return l.b.Math(f, args...), true
	}
	switch n {
	case "sqrt", "fabs":
		if fl && same(1) {
			op := ir.OpSqrt
			if n == "fabs" {
				op = ir.OpFAbs
			}
			return l.b.Unary(op, args[0]), true
		}
	case "fmin", "fmax":
		if fl && same(2) {
			op := ir.OpFMin
			if n == "fmax" {
				op = ir.OpFMax
			}
			return l.b.Binary(op, args[0], args[1]), true
		}
	case "powr":
		// powr(x, y): pow for x >= 0, with OpenCL's NaNs (builtin.Powr).
		if fl && same(2) {
			return builtin.Powr(l.b, args[0], args[1]), true
		}
	case "recip":
		if fl && same(1) {
			return l.b.Binary(ir.OpFDiv, ir.ConstFloat(t, 1), args[0]), true
		}
	case "divide":
		if fl && same(2) {
			return l.b.Binary(ir.OpFDiv, args[0], args[1]), true
		}
	case "pown", "powi", "ldexp":
		// pown(x, int n) = pow(x, n); ldexp(x, int n) = x·2ⁿ (builtin.Ldexp, correctly rounded).
		if fl && len(args) == 2 && args[0].Type() == t && ir.IsInt(args[1].Type()) && args[1].Type() != ir.I1 {
			if n == "ldexp" {
				if args[1].Type() != ir.I32 {
					return nil, false
				}
				return builtin.Ldexp(l.b, args[0], args[1]), true
			}
			return builtin.Pown(l.b, args[0], args[1]), true
		}
	case "mix":
		// mix(x, y, a) = x + (y - x)·a
		if fl && same(3) {
			d := l.b.Binary(ir.OpFSub, args[1], args[0])
			return l.b.Binary(ir.OpFAdd, args[0], l.b.Binary(ir.OpFMul, d, args[2])), true
		}
	case "radians", "degrees":
		if fl && same(1) {
			k := 3.14159265358979323846 / 180
			if n == "degrees" {
				k = 180 / 3.14159265358979323846
			}
			return l.b.Binary(ir.OpFMul, args[0], ir.ConstFloat(t, k)), true
		}
	case "clamp":
		// clamp(x, lo, hi) = min(max(x, lo), hi)
		if same(3) {
			var mn, mx ir.Op
			switch {
			case fl:
				mn, mx = ir.OpFMin, ir.OpFMax
			case ir.IsInt(t) && unsigned:
				mn, mx = ir.OpUMin, ir.OpUMax
			case ir.IsInt(t):
				mn, mx = ir.OpSMin, ir.OpSMax
			default:
				return nil, false
			}
			return l.b.Binary(mn, l.b.Binary(mx, args[0], args[1]), args[2]), true
		}
	case "mul24", "umul24":
		// The result is undefined unless both operands fit in 24 bits,
		// where it is the product.
		if ir.IsInt(t) && same(2) {
			return l.b.Binary(ir.OpMul, args[0], args[1]), true
		}
	case "mad24":
		if ir.IsInt(t) && same(3) {
			return l.b.Binary(ir.OpAdd, l.b.Binary(ir.OpMul, args[0], args[1]), args[2]), true
		}
	case "min", "max":
		// libdevice __nv_min/__nv_max (int), __nv_umin/__nv_umax via unsigned.
		if ir.IsInt(t) && same(2) {
			op := map[bool]map[string]ir.Op{false: {"min": ir.OpSMin, "max": ir.OpSMax}, true: {"min": ir.OpUMin, "max": ir.OpUMax}}[unsigned][n]
			return l.b.Binary(op, args[0], args[1]), true
		}
	case "abs":
		if ir.IsInt(t) && same(1) {
			return l.abs(args[0]), true
		}
	}
	return nil, false
}

// convertSpec reads an OpenCL convert_T[N][_sat][_rte|_rtz|_rtp|_rtn]
// builtin name: the destination is unsigned, saturates, and the rounding
// mode ("" is the default: toward zero for float to integer).
func convertSpec(name string) (dstUnsigned, sat bool, mode string, ok bool) {
	n, found := strings.CutPrefix(name, "convert_")
	if !found {
		return false, false, "", false
	}
	for _, m := range []string{"_rte", "_rtz", "_rtp", "_rtn"} {
		if s, cut := strings.CutSuffix(n, m); cut {
			n, mode = s, m[1:]
		}
	}
	n, sat = strings.CutSuffix(n, "_sat")
	n = strings.TrimRight(n, "0123456789")
	switch n {
	case "char", "short", "int", "long", "float", "double":
		return false, sat, mode, true
	case "uchar", "ushort", "uint", "ulong":
		return true, sat, mode, true
	}
	return false, false, "", false
}

// srcCode returns the Itanium builtin-type code of the first parameter of
// a mangled name, looking through a vector type (Dv4_h is uchar).
func srcCode(mangledName string, m mangled) byte {
	if m.first != 'D' {
		return m.first
	}
	i := strings.Index(mangledName, m.name)
	if i < 0 {
		return 0
	}
	rest := mangledName[i+len(m.name):]
	if !strings.HasPrefix(rest, "Dv") {
		return 0
	}
	j := strings.IndexByte(rest, '_')
	if j < 0 || j+1 >= len(rest) {
		return 0
	}
	return rest[j+1]
}

// convert emits an OpenCL conversion of x (whose source type code is src)
// to t, with saturation and the rounding mode as builtin.Convert gives
// them; ok is false for types or modes it does not convert.
func (l *lowerer) convert(x ir.Value, src byte, t ir.Type, dstUnsigned, sat bool, mode string) (ir.Value, bool) {
	scalar := func(t ir.Type) bool { return ir.IsInt(t) && t != ir.I1 || ir.IsFloat(t) }
	r, ok := builtin.ParseRounding(mode)
	if !ok || !scalar(x.Type()) || !scalar(t) || sat && !ir.IsInt(t) {
		return nil, false
	}
	c := builtin.Conv{SrcUnsigned: unsignedCode(src), DstUnsigned: dstUnsigned, Sat: sat, Round: r}
	return builtin.Convert(l.b, x, t, c), true
}

// intRange returns the smallest and largest value of a bits-wide integer
// (the largest unsigned 64-bit value is given as the largest signed one).
func intRange(bits int, unsigned bool) (lo, hi int64) {
	if unsigned {
		if bits >= 64 {
			return 0, 1<<63 - 1
		}
		return 0, 1<<uint(bits) - 1
	}
	return -(1 << uint(bits-1)), 1<<uint(bits-1) - 1
}
