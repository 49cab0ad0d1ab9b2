package llvm

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// The helpers of the builtins' lowering (ordinary.go, calls.go):
// operands as lanes, results from lanes, and vloadN/vstoreN.

// elemPtrOfT casts the pointer p to a pointer to t in its space.
func (l *lowerer) elemPtrOfT(p ir.Value, t ir.Type) ir.Value {
	pt := p.Type().(ir.PtrType)
	if pt.Elem == t {
		return p
	}
	return l.b.Cast(ir.OpBitcast, p, ir.PtrTo(t, pt.Space))
}

// vloadStore lowers vloadN(offset, p) (lanes p[offset*N + k]) and
// vstoreN(data, offset, p), the catalogue's VLoad and VStore rows.
func (l *lowerer) vloadStore(in *llir.InstCall, r *builtin.Builtin) {
	n := r.N
	if r.Kind == builtin.VLoad {
		if len(in.Args) != 2 {
			l.failIn("%s called with %d arguments", r.Name, len(in.Args))
		}
		off, p := l.val(in.Args[0]), l.val(in.Args[1])
		rt := vectorOf(in.Typ)
		if rt == nil || int(rt.Len) != n || !ir.IsInt(off.Type()) || !ir.IsPtr(p.Type()) {
			l.failIn("unsupported %s", r.Name)
		}
		et := l.vecElem(rt.ElemType)
		ep := l.elemPtrOfT(p, et)
		base := l.b.Binary(ir.OpMul, l.resize(off, ir.I64), ir.ConstInt(ir.I64, int64(n)))
		out := make([]ir.Value, n)
		for k := range out {
			idx := l.b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))
			out[k] = l.b.Load(l.b.GEP(ep, idx), false)
		}
		l.defVec(in, out)
		return
	}
	if len(in.Args) != 3 {
		l.failIn("%s called with %d arguments", r.Name, len(in.Args))
	}
	xs := l.vec(unwrapArg(in.Args[0]))
	off, p := l.val(in.Args[1]), l.val(in.Args[2])
	if len(xs) != n || !ir.IsInt(off.Type()) || !ir.IsPtr(p.Type()) {
		l.failIn("unsupported %s", r.Name)
	}
	ep := l.elemPtrOfT(p, xs[0].Type())
	base := l.b.Binary(ir.OpMul, l.resize(off, ir.I64), ir.ConstInt(ir.I64, int64(n)))
	for k, x := range xs {
		idx := l.b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))
		l.b.Store(l.b.GEP(ep, idx), x, false)
	}
}

// builtinOperands returns a builtin call's operands, each a vector's lanes
// or one scalar, the result's vector type (nil for a scalar or void
// result) and its element (or scalar) type.
func (l *lowerer) builtinOperands(in *llir.InstCall) (ops [][]ir.Value, rt *types.VectorType, et ir.Type) {
	ops = make([][]ir.Value, len(in.Args))
	scalars := make([]ir.Value, len(in.Args)) // the scalar operands' one-lane lists
	for k, a := range in.Args {
		if vectorOf(typeOf(unwrapArg(a))) != nil {
			ops[k] = l.vec(unwrapArg(a))
		} else {
			scalars[k] = l.val(a)
			ops[k] = scalars[k : k+1 : k+1]
		}
	}
	rt = vectorOf(in.Typ)
	if rt != nil {
		et = l.vecElem(rt.ElemType)
	} else if in.Typ != types.Void {
		et = l.typ(in.Typ)
	}
	return ops, rt, et
}

// lanewise applies f to the lanes of a builtin call's operands ops (a
// scalar operand repeats in every lane; vector operands must have the
// same number of lanes) and defines the call's result as f's lanes.
func (l *lowerer) lanewise(in *llir.InstCall, name string, ops [][]ir.Value, rt *types.VectorType, et ir.Type, f func(xs []ir.Value) ir.Value) {
	n := 1
	for _, o := range ops {
		if len(o) != 1 {
			if n != 1 && len(o) != n {
				l.failIn("%s of vectors of %d and %d lanes", name, n, len(o))
			}
			n = len(o)
		}
	}
	xs := make([]ir.Value, len(ops)) // f does not keep it (builtin.LaneFunc)
	if n == 1 && rt == nil {
		for k, o := range ops {
			xs[k] = o[0]
		}
		l.def(in, f(xs))
		return
	}
	out := make([]ir.Value, n)
	for j := range out {
		for k, o := range ops {
			if len(o) == 1 {
				xs[k] = o[0]
			} else {
				xs[k] = o[j]
			}
		}
		out[j] = f(xs)
	}
	l.defineLanes(in, name, rt, et, out)
}

// defineLanes defines a builtin call's result as the lanes out: one for a
// scalar result, rt's lanes of type et for a vector.
func (l *lowerer) defineLanes(in *llir.InstCall, name string, rt *types.VectorType, et ir.Type, out []ir.Value) {
	if rt == nil {
		if len(out) != 1 {
			l.failIn("%s of %d lanes returns %s", name, len(out), in.Typ)
		}
		l.def(in, out[0])
		return
	}
	if len(out) != int(rt.Len) || out[0].Type() != et {
		l.failIn("%s returns %s", name, in.Typ)
	}
	l.defVec(in, out)
}
