package llvm

import (
	"strings"

	llir "github.com/llir/llvm/ir"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// NVVM intrinsics that CUDA headers and libdevice code use: __ldg
// (llvm.nvvm.ldg.global.*, a plain load), the math instructions
// (llvm.nvvm.ex2.approx.f, sqrt.rn.f, rsqrt.approx.f, div.approx.f,
// fma.rn.d, sin.approx.f, fmin.ftz.f, saturate.f …) and the integer ones
// (mul24.i, mulhi.i, clz.i, popc.i). Rounding-mode and flush-to-zero
// variants are computed as the correctly rounded operation (simtc has no
// denormal flushing); the approximate ones as the full-precision function.
// Also the generic funnel shifts (llvm.fshl/fshr, from rotates) and
// saturating add/sub (llvm.[su]{add,sub}.sat).

// nvvmBase strips llvm.nvvm. and the rounding, approximation, ftz and type
// tokens: llvm.nvvm.ex2.approx.ftz.f → ex2; mulhi.ui → mulhi with unsigned.
func nvvmBase(name string) (base string, unsigned bool) {
	parts := strings.Split(strings.TrimPrefix(name, "llvm.nvvm."), ".")
	var keep []string
	for _, p := range parts {
		switch p {
		case "approx", "ftz", "rn", "rz", "rm", "rp", "full", "sat":
		case "f", "d", "i", "ll":
		case "ui", "ull":
			unsigned = true
		default:
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, "."), unsigned
}

// nvvmIntrinsic lowers the intrinsics above, reporting whether name was one.
func (l *lowerer) nvvmIntrinsic(in *llir.InstCall, name string) bool {
	if strings.HasPrefix(name, "llvm.nvvm.ldg.global.") {
		a := l.args(in, name, 2)
		if pt, ok := a[0].Type().(ir.PtrType); ok && pt.Elem == l.typ(in.Typ) && ir.IsFirstClass(pt.Elem) {
			l.def(in, l.b.Load(a[0], false))
			return true
		}
		return false
	}
	base := intrinsicBase(name)
	switch base {
	case "llvm.fshl", "llvm.fshr":
		a := l.args(in, name, 3)
		t := a[0].Type()
		if !ir.IsInt(t) || t == ir.I1 || a[1].Type() != t || a[2].Type() != t {
			return false
		}
		w := ir.ConstInt(t, int64(ir.Bits(t)))
		s := l.b.Binary(ir.OpURem, a[2], w)
		back := l.b.Binary(ir.OpSub, w, s)
		var r ir.Value
		if base == "llvm.fshl" {
			r = l.b.Binary(ir.OpOr, l.b.Binary(ir.OpShl, a[0], s), l.b.Binary(ir.OpLShr, a[1], back))
			r = l.b.Select(l.b.ICmp(ir.PredEQ, s, ir.ConstInt(t, 0)), a[0], r)
		} else {
			r = l.b.Binary(ir.OpOr, l.b.Binary(ir.OpShl, a[0], back), l.b.Binary(ir.OpLShr, a[1], s))
			r = l.b.Select(l.b.ICmp(ir.PredEQ, s, ir.ConstInt(t, 0)), a[1], r)
		}
		l.def(in, r)
		return true
	case "llvm.sadd.sat", "llvm.uadd.sat", "llvm.ssub.sat", "llvm.usub.sat":
		a := l.args(in, name, 2)
		t := a[0].Type()
		if !ir.IsInt(t) || ir.Bits(t) > 64 || t == ir.I1 || a[1].Type() != t {
			return false
		}
		unsigned := base[5] == 'u'
		if ir.Bits(t) > 32 {
			l.def(in, builtin.Saturate(l.b, strings.Contains(base, "add"), a[0], a[1], !unsigned))
			return true
		}
		l.def(in, builtin.SaturateWide(l.b, strings.Contains(base, "add"), a[0], a[1], unsigned))
		return true
	}
	if !strings.HasPrefix(name, "llvm.nvvm.") {
		return false
	}
	n, unsigned := nvvmBase(name)
	if r, u := l.imp.cat.Spelled(builtin.NVVM, n); r != nil && r.Kind.Ordinary() {
		l.ordinary(in, r, name, unsigned || u) // ordinary.go
		return true
	}
	args := make([]ir.Value, len(in.Args))
	for k, a := range in.Args {
		args[k] = l.val(a)
	}
	t := l.typ(in.Typ)
	switch n {
	case "saturate":
		if len(args) == 1 && ir.IsFloat(t) && args[0].Type() == t {
			x := l.b.Binary(ir.OpFMax, args[0], ir.ConstFloat(t, 0))
			l.def(in, l.b.Binary(ir.OpFMin, x, ir.ConstFloat(t, 1)))
			return true
		}
	case "mulhi", "umulhi":
		if len(args) == 2 && ir.IsInt(t) && ir.Bits(t) == 32 && args[0].Type() == t && args[1].Type() == t {
			ext := ir.OpSExt
			if unsigned || n == "umulhi" {
				ext = ir.OpZExt
			}
			p := l.b.Binary(ir.OpMul, l.b.Cast(ext, args[0], ir.I64), l.b.Cast(ext, args[1], ir.I64))
			l.def(in, l.b.Cast(ir.OpTrunc, l.b.Binary(ir.OpLShr, p, ir.ConstInt(ir.I64, 32)), t))
			return true
		}
	case "clz", "popc":
		if len(args) == 1 && ir.IsInt(args[0].Type()) && ir.Bits(args[0].Type()) >= 8 {
			b := "llvm.ctlz"
			if n == "popc" {
				b = "llvm.ctpop"
			}
			l.def(in, l.resize(builtin.CountBits(l.b, bitCountOf(b), args[0]), t))
			return true
		}
	}
	return false
}
