package llvm

import (
	"errors"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// Aggregates (structs and arrays) as values in registers: what clang emits
// for a struct returned by value on nvptx (`call %struct.best @f(…)`,
// `ret %struct.best %v`), for aggregate loads and stores, and for
// extractvalue and insertvalue. Like a vector (vector.go), an aggregate
// value is a list of its leaves: the scalar fields of its (nested) structs,
// arrays and vectors, in memory order. A load or store moves each leaf at
// its byte offset (structs.go); a function returning an aggregate stores
// the leaves through a hidden pointer to the caller's private copy (as for
// wide vectors, vecabi.go); an aggregate parameter passed by value (not
// byval) is one parameter per leaf.

// leaf is a scalar inside an aggregate: its byte offset and LLVM type.
type leaf struct {
	off int64
	t   types.Type
}

// isAggregate reports whether t is a struct or array type (the cmpxchg
// result pair {T, i1} is handled apart, see cmpxchg).
func isAggregate(t types.Type) bool {
	switch t.(type) {
	case *types.StructType, *types.ArrayType:
		return true
	}
	return false
}

// leavesOf lists the leaves of t at byte offset base.
func leavesOf(t types.Type, base int64, out []leaf) ([]leaf, error) {
	switch t := t.(type) {
	case *types.StructType:
		offs, _, _, err := structLayout(t)
		if err != nil {
			return nil, err
		}
		for k, f := range t.Fields {
			if out, err = leavesOf(f, base+offs[k], out); err != nil {
				return nil, err
			}
		}
		return out, nil
	case *types.ArrayType, *types.VectorType:
		var et types.Type
		var n uint64
		if a, ok := t.(*types.ArrayType); ok {
			et, n = a.ElemType, a.Len
		} else {
			v := t.(*types.VectorType)
			et, n = v.ElemType, v.Len
		}
		s, _, err := layoutOf(et)
		if err != nil {
			return nil, err
		}
		if n > 4096 {
			return nil, errTooBig
		}
		for k := uint64(0); k < n; k++ {
			if out, err = leavesOf(et, base+int64(k)*s, out); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	return append(out, leaf{off: base, t: t}), nil
}

var errTooBig = errors.New("aggregate too large to hold in registers")

// leaves lists the leaves of t or fails.
func (l *lowerer) leaves(t types.Type) []leaf {
	ls, err := leavesOf(t, 0, nil)
	if err != nil {
		l.failIn("unsupported aggregate %s: %v", t, err)
	}
	return ls
}

// subRange returns the leaves [start, start+n) of the member of t that the
// extractvalue/insertvalue indices select, and the member's type.
func (l *lowerer) subRange(t types.Type, indices []uint64) (start, n int, sub types.Type) {
	for _, idx := range indices {
		switch tt := t.(type) {
		case *types.StructType:
			if idx >= uint64(len(tt.Fields)) {
				l.failIn("index %d of %s out of range", idx, t)
			}
			for k := uint64(0); k < idx; k++ {
				start += len(l.leaves(tt.Fields[k]))
			}
			t = tt.Fields[idx]
		case *types.ArrayType:
			if idx >= tt.Len {
				l.failIn("index %d of %s out of range", idx, t)
			}
			start += int(idx) * len(l.leaves(tt.ElemType))
			t = tt.ElemType
		default:
			l.failIn("extractvalue index into %s", t)
		}
	}
	if isAggregate(t) || vectorOf(t) != nil {
		return start, len(l.leaves(t)), t
	}
	return start, 1, t
}

// agg returns the leaf values of an aggregate operand.
func (l *lowerer) agg(v value.Value) []ir.Value {
	v = unwrapArg(v)
	if xs, ok := l.vecs[v]; ok {
		return xs
	}
	if _, ok := l.pairs[v]; ok {
		l.failIn("unsupported use of the {value, success} pair of a cmpxchg (only extractvalue 0 and 1 are supported)")
	}
	t := typeOf(v)
	switch c := v.(type) {
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		var out []ir.Value
		for _, lf := range l.leaves(t) {
			et := l.firstClass(lf.t)
			if _, zero := c.(*constant.ZeroInitializer); zero {
				out = append(out, zeroOf(et))
			} else {
				out = append(out, ir.Undef(et))
			}
		}
		return out
	case *constant.Struct:
		var out []ir.Value
		for _, f := range c.Fields {
			out = append(out, l.member(f)...)
		}
		return out
	case *constant.Array:
		var out []ir.Value
		for _, e := range c.Elems {
			out = append(out, l.member(e)...)
		}
		return out
	}
	l.failIn("unsupported aggregate value %s", short(v.Ident()))
	return nil
}

// member returns the leaves of a value that is a member of an aggregate:
// itself when it is a scalar.
func (l *lowerer) member(v value.Value) []ir.Value {
	t := typeOf(unwrapArg(v))
	switch {
	case isAggregate(t):
		return l.agg(v)
	case vectorOf(t) != nil:
		return l.vec(v)
	}
	return []ir.Value{l.val(v)}
}

// leafPtr returns a pointer to the leaf at byte offset off of the memory p points to.
func (l *lowerer) leafPtr(p ir.Value, off int64, t ir.Type) ir.Value {
	pt := p.Type().(ir.PtrType)
	q := l.b.Cast(ir.OpBitcast, p, ir.PtrTo(ir.I8, pt.Space))
	if off != 0 {
		q = l.b.GEP(q, ir.ConstInt(ir.I64, off))
	}
	if t == ir.I8 {
		return q
	}
	return l.b.Cast(ir.OpBitcast, q, ir.PtrTo(t, pt.Space))
}

// loadAgg loads the leaves of an aggregate of type t through p.
func (l *lowerer) loadAgg(p ir.Value, t types.Type, volatile bool) []ir.Value {
	var out []ir.Value
	for _, lf := range l.leaves(t) {
		et := l.firstClass(lf.t)
		out = append(out, l.b.Load(l.leafPtr(p, lf.off, et), volatile))
	}
	return out
}

// storeAgg stores the leaves xs of an aggregate of type t through p.
func (l *lowerer) storeAgg(p ir.Value, t types.Type, xs []ir.Value, volatile bool) {
	ls := l.leaves(t)
	if len(ls) != len(xs) {
		l.failIn("store of %d values into %s", len(xs), t)
	}
	for k, lf := range ls {
		l.b.Store(l.leafPtr(p, lf.off, xs[k].Type()), xs[k], volatile)
	}
}

// aggregateInst lowers the aggregate forms of load, store, extractvalue
// and insertvalue, and reports whether inst was one.
func (l *lowerer) aggregateInst(inst llir.Instruction) bool {
	switch in := inst.(type) {
	case *llir.InstLoad:
		if !isAggregate(in.ElemType) {
			return false
		}
		l.defVec(in, l.loadAgg(l.val(in.Src), in.ElemType, in.Volatile || in.Atomic))
	case *llir.InstStore:
		if !isAggregate(typeOf(in.Src)) {
			return false
		}
		l.storeAgg(l.val(in.Dst), typeOf(in.Src), l.agg(in.Src), in.Volatile || in.Atomic)
	case *llir.InstExtractValue:
		if _, ok := l.pairs[in.X]; ok || !isAggregate(typeOf(in.X)) {
			return false
		}
		xs := l.agg(in.X)
		start, n, sub := l.subRange(typeOf(in.X), in.Indices)
		if isAggregate(sub) || vectorOf(sub) != nil {
			l.defVec(in, append([]ir.Value(nil), xs[start:start+n]...))
		} else {
			l.def(in, xs[start])
		}
	case *llir.InstInsertValue:
		if !isAggregate(typeOf(in.X)) {
			return false
		}
		xs := append([]ir.Value(nil), l.agg(in.X)...)
		start, n, _ := l.subRange(typeOf(in.X), in.Indices)
		ys := l.member(in.Elem)
		if len(ys) != n {
			l.failIn("insertvalue of %d values into %d", len(ys), n)
		}
		for k, y := range ys {
			if y.Type() != xs[start+k].Type() {
				l.failIn("insertvalue of %s where %s is", y.Type(), xs[start+k].Type())
			}
			xs[start+k] = y
		}
		l.defVec(in, xs)
	default:
		return false
	}
	return true
}
