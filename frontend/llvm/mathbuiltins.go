package llvm

import (
	"math"

	llir "github.com/llir/llvm/ir"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
	"github.com/simtc/simtc/mathfn"
)

// libdeviceFloat lowers the libdevice functions that differ from the
// OpenCL builtins of their names (the others are catalogue rows with a
// Libdevice spelling, ordinary.go), and reports whether name was one:
// __nv_ilogbf and __nv_ilogb give INT_MIN for a NaN, as libdevice
// documents (OpenCL gives INT_MAX); __nv_sincosf and __nv_sincos store
// both results.
func (l *lowerer) libdeviceFloat(in *llir.InstCall, name string) bool {
	switch name {
	case "__nv_ilogbf", "__nv_ilogb":
		a := l.args(in, name, 1)
		if !ir.IsFloat(a[0].Type()) || l.typ(in.Typ) != ir.I32 {
			l.failIn("%s of %s returning %s", name, a[0].Type(), in.Typ)
		}
		l.def(in, builtin.IlogbNaN(l.b, a[0], math.MinInt32))
		return true
	case "__nv_sincosf", "__nv_sincos":
		a := l.args(in, name, 3)
		if !ir.IsFloat(a[0].Type()) || !ir.IsPtr(a[1].Type()) || !ir.IsPtr(a[2].Type()) {
			l.failIn("%s of %s, %s, %s", name, a[0].Type(), a[1].Type(), a[2].Type())
		}
		s, c := l.b.Math(mathfn.Sin, a[0]), l.b.Math(mathfn.Cos, a[0])
		l.b.Store(l.elemPtrOfT(a[1], s.Type()), s, false)
		l.b.Store(l.elemPtrOfT(a[2], c.Type()), c, false)
		return true
	}
	return false
}
