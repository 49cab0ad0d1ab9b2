package llvm

import (
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// Vectors. simtc's IR is scalar, but clang -O2 for spir64 runs the SLP
// vectorizer, which packs a few independent scalar operations of one
// thread into short fixed vectors (<2 x i32>, <4 x i1>). The importer
// scalarizes them: a vector value is a slice of lane values, built and read
// by insertelement, extractelement and shufflevector with constant lane
// numbers, computed lane by lane by the element-wise instructions
// (arithmetic, compares, casts, select, phi, freeze) and the element-wise
// intrinsics, loaded and stored lane by lane through a pointer bitcast to a
// vector pointer, and folded by llvm.vector.reduce.*. What falls outside
// this (variable lane numbers, scalable vectors, vectors crossing calls,
// bitcasts that reshape lanes, vector getelementptr) is reported as
// unsupported.

// vectorOf returns t as a fixed-length vector type, or nil.
func vectorOf(t types.Type) *types.VectorType {
	if v, ok := t.(*types.VectorType); ok {
		return v
	}
	return nil
}

// vecPtrOf returns the vector type t points to, or nil.
func vecPtrOf(t types.Type) *types.VectorType {
	if p, ok := t.(*types.PointerType); ok && p.ElemType != nil {
		return vectorOf(p.ElemType)
	}
	return nil
}

func typeOf(v value.Value) types.Type {
	if v == nil {
		return nil
	}
	return v.Type()
}

// isVectorInst reports whether inst produces or consumes vectors or
// vector pointers. Allocas, geps, loads, phis and selects that only make a
// vector pointer are scalar instructions: a vector pointer is a pointer to
// its first lane (vecabi.go).
func isVectorInst(inst llir.Instruction) bool {
	switch in := inst.(type) {
	case *llir.InstAlloca, *llir.InstGetElementPtr, *llir.InstPhi, *llir.InstSelect:
		if v := inst.(value.Value); vecPtrOf(v.Type()) != nil {
			if s, ok := inst.(*llir.InstSelect); !ok || vectorOf(typeOf(s.Cond)) == nil {
				return false
			}
		}
	case *llir.InstLoad:
		if vecPtrOf(in.ElemType) != nil {
			return false
		}
	}
	switch in := inst.(type) {
	case *llir.InstExtractElement, *llir.InstInsertElement, *llir.InstShuffleVector:
		return true
	case *llir.InstStore:
		return vectorOf(typeOf(in.Src)) != nil || vecPtrOf(typeOf(in.Dst)) != nil
	case *llir.InstLoad:
		return vectorOf(in.ElemType) != nil || vecPtrOf(typeOf(in.Src)) != nil
	case *llir.InstCall:
		if vectorOf(in.Typ) != nil {
			return true
		}
		for _, a := range in.Args {
			if vectorOf(typeOf(unwrapArg(a))) != nil {
				return true
			}
		}
		return false
	}
	if v, ok := inst.(value.Value); ok {
		t := v.Type()
		if vectorOf(t) != nil || vecPtrOf(t) != nil {
			return true
		}
	}
	if _, x, _, ok := binaryOf(inst); ok {
		return vectorOf(typeOf(x)) != nil
	}
	if _, from, _, ok := castOf(inst); ok {
		return vectorOf(typeOf(from)) != nil || vecPtrOf(typeOf(from)) != nil
	}
	return false
}

// vectorInst lowers inst if it deals in vectors, and reports whether it did.
func (l *lowerer) vectorInst(inst llir.Instruction) bool {
	if !isVectorInst(inst) {
		return false
	}
	if op, x, y, ok := binaryOf(inst); ok {
		xs, ys := l.vec(x), l.vec(y)
		l.sameLen(inst, xs, ys)
		out := make([]ir.Value, len(xs))
		for k := range xs {
			out[k] = l.binaryV(op, xs[k], ys[k])
		}
		l.defVec(inst.(value.Value), out)
		return true
	}
	if op, from, to, ok := castOf(inst); ok {
		l.vectorCast(inst, op, from, to)
		return true
	}
	switch in := inst.(type) {
	case *llir.InstExtractElement:
		xs := l.vec(in.X)
		if _, ok := in.Index.(*constant.Int); !ok {
			// A variable lane: a chain of selects on the index.
			idx := l.val(in.Index)
			r := xs[0]
			for k := 1; k < len(xs); k++ {
				r = l.b.Select(l.b.ICmp(ir.PredEQ, idx, ir.ConstInt(idx.Type(), int64(k))), xs[k], r)
			}
			l.def(in, r)
			break
		}
		k := l.lane(inst, in.Index, len(xs))
		l.def(in, xs[k])
	case *llir.InstInsertElement:
		xs := l.vec(in.X)
		e := l.val(in.Elem)
		if e.Type() != xs[0].Type() {
			l.failIn("insertelement of %s into a vector of %s", e.Type(), xs[0].Type())
		}
		out := append([]ir.Value(nil), xs...)
		if _, ok := in.Index.(*constant.Int); !ok {
			idx := l.val(in.Index)
			for k := range out {
				out[k] = l.b.Select(l.b.ICmp(ir.PredEQ, idx, ir.ConstInt(idx.Type(), int64(k))), e, xs[k])
			}
			l.defVec(in, out)
			break
		}
		out[l.lane(inst, in.Index, len(xs))] = e
		l.defVec(in, out)
	case *llir.InstShuffleVector:
		xs, ys := l.vec(in.X), l.vec(in.Y)
		l.sameLen(inst, xs, ys)
		both := append(append([]ir.Value(nil), xs...), ys...)
		mask := l.shuffleMask(inst, in.Mask)
		out := make([]ir.Value, len(mask))
		for k, m := range mask {
			if m < 0 {
				out[k] = ir.Undef(xs[0].Type())
				continue
			}
			if m >= len(both) {
				l.failIn("shufflevector lane %d out of range", m)
			}
			out[k] = both[m]
		}
		l.defVec(in, out)
	case *llir.InstICmp:
		xs, ys := l.vec(in.X), l.vec(in.Y)
		l.sameLen(inst, xs, ys)
		out := make([]ir.Value, len(xs))
		for k := range xs {
			out[k] = l.icmpV(in.Pred, xs[k], ys[k])
		}
		l.defVec(in, out)
	case *llir.InstFCmp:
		xs, ys := l.vec(in.X), l.vec(in.Y)
		l.sameLen(inst, xs, ys)
		out := make([]ir.Value, len(xs))
		for k := range xs {
			out[k] = l.fcmpV(in.Pred, xs[k], ys[k])
		}
		l.defVec(in, out)
	case *llir.InstSelect:
		xs, ys := l.vec(in.ValueTrue), l.vec(in.ValueFalse)
		l.sameLen(inst, xs, ys)
		var cs []ir.Value
		if vectorOf(typeOf(in.Cond)) != nil {
			cs = l.vec(in.Cond)
			l.sameLen(inst, xs, cs)
		} else {
			c := l.val(in.Cond)
			for range xs {
				cs = append(cs, c)
			}
		}
		out := make([]ir.Value, len(xs))
		for k := range xs {
			out[k] = l.selV(cs[k], xs[k], ys[k])
		}
		l.defVec(in, out)
	case *llir.InstFNeg:
		xs := l.vec(in.X)
		out := make([]ir.Value, len(xs))
		for k := range xs {
			if !ir.IsFloat(xs[k].Type()) {
				l.failIn("fneg of %s", xs[k].Type())
			}
			out[k] = l.b.Unary(ir.OpFNeg, xs[k])
		}
		l.defVec(in, out)
	case *llir.InstFreeze:
		l.defVec(in, l.vec(in.X))
	case *llir.InstLoad:
		base, n := l.vecPtr(in.Src)
		vt := vectorOf(in.ElemType)
		if vt == nil || int(vt.Len) != n {
			l.failIn("unsupported instruction 'load' of %s through a vector pointer", in.ElemType)
		}
		out := make([]ir.Value, n)
		for k := range out {
			out[k] = l.b.Load(l.b.GEP(base, ir.ConstInt(ir.I64, int64(k))), in.Volatile || in.Atomic)
		}
		l.defVec(in, out)
	case *llir.InstStore:
		base, n := l.vecPtr(in.Dst)
		xs := l.vec(in.Src)
		if len(xs) != n || xs[0].Type() != elemOf(base) {
			l.failIn("unsupported instruction 'store' of %s through %s", in.Src.Type(), in.Dst.Type())
		}
		for k, x := range xs {
			l.b.Store(l.b.GEP(base, ir.ConstInt(ir.I64, int64(k))), x, in.Volatile || in.Atomic)
		}
	case *llir.InstPhi:
		vt := vectorOf(in.Typ)
		if vt == nil || vt.Scalable {
			l.failIn("unsupported instruction 'phi' of type %s", in.Typ)
		}
		et := l.vecElem(vt.ElemType)
		lanes := make([]*ir.Instr, vt.Len)
		out := make([]ir.Value, vt.Len)
		for k := range lanes {
			lanes[k] = l.b.Phi(et)
			out[k] = lanes[k]
		}
		l.defVec(in, out)
		l.pendingPhi(in, nil, lanes)
	case *llir.InstCall:
		l.vectorCall(in)
	default:
		l.failIn("unsupported instruction '%s' on vectors", opcode(inst))
	}
	return true
}

// sameLen fails unless the lane lists have the same length.
func (l *lowerer) sameLen(inst llir.Instruction, xs, ys []ir.Value) {
	if len(xs) != len(ys) {
		l.failIn("unsupported instruction '%s' on vectors of %d and %d lanes", opcode(inst), len(xs), len(ys))
	}
}

// lane returns the constant lane number idx, below n.
func (l *lowerer) lane(inst llir.Instruction, idx value.Value, n int) int {
	c, ok := idx.(*constant.Int)
	if !ok {
		l.failIn("unsupported instruction '%s' with a variable lane number", opcode(inst))
	}
	k := bigInt64(c.X)
	if k < 0 || k >= int64(n) {
		l.failIn("lane %d of a vector of %d lanes", k, n)
	}
	return int(k)
}

// shuffleMask returns the lane numbers of a shufflevector mask, -1 for undef.
func (l *lowerer) shuffleMask(inst llir.Instruction, mask value.Value) []int {
	var elems []constant.Constant
	switch m := mask.(type) {
	case *constant.Vector:
		elems = m.Elems
	case *constant.ZeroInitializer:
		if vt := vectorOf(m.Typ); vt != nil {
			out := make([]int, vt.Len)
			return out
		}
	case *constant.Undef, *constant.Poison:
		if vt := vectorOf(m.Type()); vt != nil {
			out := make([]int, vt.Len)
			for k := range out {
				out[k] = -1
			}
			return out
		}
	}
	if elems == nil {
		l.failIn("unsupported instruction '%s' with a mask that is not a constant", opcode(inst))
	}
	out := make([]int, len(elems))
	for k, e := range elems {
		switch e := e.(type) {
		case *constant.Int:
			out[k] = int(bigInt64(e.X))
		case *constant.Undef, *constant.Poison:
			out[k] = -1
		default:
			l.failIn("unsupported shufflevector mask element %s", short(e.Ident()))
		}
	}
	return out
}

// defVec records the lanes of the vector value lv, naming new lane
// instructions "NAME.K".
func (l *lowerer) defVec(lv value.Value, lanes []ir.Value) {
	if len(lanes) == 0 {
		l.failIn("empty vector")
	}
	name := valueName(lv)
	// The lanes' names name.0, name.1, ... are substrings of one string
	// built once (one allocation per vector instead of one per lane).
	var all string
	off := 0 // where lane k's name starts in all
	for k, x := range lanes {
		n := len(name) + 1 + digits(k)
		if i, ok := x.(*ir.Instr); ok && i.ID >= l.first && i.Name == "" && name != "" {
			if all == "" {
				var sb strings.Builder
				sb.Grow(len(lanes) * (len(name) + 3)) // vectors have at most 64 lanes
				for j := range lanes {
					sb.WriteString(name)
					sb.WriteByte('.')
					sb.WriteString(strconv.Itoa(j))
				}
				all = sb.String()
			}
			i.Name = all[off : off+n]
		}
		off += n
	}
	if l.vecs == nil {
		l.vecs = make(map[value.Value][]ir.Value)
	}
	l.vecs[lv] = lanes
}

// vec returns the lanes of a vector operand.
func (l *lowerer) vec(v value.Value) []ir.Value {
	v = unwrapArg(v)
	if xs, ok := l.vecs[v]; ok {
		return xs
	}
	vt := vectorOf(typeOf(v))
	if vt == nil {
		l.failIn("expected a vector operand, got %s", typeOf(v))
	}
	if vt.Scalable {
		l.failIn("unsupported scalable vector type %s", vt)
	}
	n := int(vt.Len)
	if n < 1 || n > 64 {
		l.failIn("unsupported vector type %s", vt)
	}
	switch c := v.(type) {
	case *constant.Vector:
		if len(c.Elems) != n {
			l.failIn("malformed vector constant")
		}
		out := make([]ir.Value, n)
		for k, e := range c.Elems {
			out[k] = l.val(e)
		}
		return out
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		et := l.vecElem(vt.ElemType)
		out := make([]ir.Value, n)
		for k := range out {
			if _, zero := c.(*constant.ZeroInitializer); zero {
				out[k] = zeroOf(et)
			} else {
				out[k] = ir.Undef(et)
			}
		}
		return out
	case constant.Constant:
		l.failIn("unsupported vector constant %s", short(c.Ident()))
	}
	l.failIn("unsupported use of vector value %%%s before its definition", valueName(v))
	return nil
}

// vecPtr returns a vector pointer operand as a pointer to its element type
// and the vector's length. Vector pointers are made by bitcasts of scalar
// pointers (instructions, or constant expressions).
func (l *lowerer) vecPtr(v value.Value) (ir.Value, int) {
	v = unwrapArg(v)
	vt := vecPtrOf(typeOf(v))
	if vt == nil || vt.Scalable {
		l.failIn("unsupported vector pointer %s", typeOf(v))
	}
	if e, ok := v.(*constant.ExprBitCast); ok {
		return l.elemPtrOf(l.val(e.From), vt), int(vt.Len)
	}
	// Any other vector pointer (a parameter, a gep, an alloca, a loaded
	// pointer) is a pointer to its first lane (vecabi.go).
	if p := l.val(v); elemOf(p) == l.vecElem(vt.ElemType) {
		return p, int(vt.Len)
	}
	l.failIn("unsupported vector pointer %%%s", valueName(v))
	return nil, 0
}

// elemPtrOf casts the scalar pointer p to a pointer to vt's element type.
func (l *lowerer) elemPtrOf(p ir.Value, vt *types.VectorType) ir.Value {
	pt, ok := p.Type().(ir.PtrType)
	if !ok {
		l.failIn("bitcast of %s to a vector pointer", p.Type())
	}
	et := l.vecElem(vt.ElemType)
	if pt.Elem == et {
		return p
	}
	return l.b.Cast(ir.OpBitcast, p, ir.PtrTo(et, pt.Space))
}

// vectorCast lowers a cast on vectors lane by lane, a bitcast of a
// scalar pointer to a vector pointer as a pointer to the element type,
// and a cast of a vector pointer as a cast of its first lane's pointer.
func (l *lowerer) vectorCast(inst llir.Instruction, op ir.Op, from value.Value, to types.Type) {
	if fv := vecPtrOf(typeOf(from)); fv != nil && (op == ir.OpBitcast || op == ir.OpAddrSpaceCast || op == ir.OpPtrToInt) {
		// From a vector pointer (a pointer to its first lane): to another
		// vector pointer (an OpenCL 2.0 generic float4*, a float4* seen
		// as an int4*), to a scalar pointer (a byte view of a vector
		// buffer, llvm.memcpy's i8*), or to an integer.
		if vt := vecPtrOf(to); vt != nil && vt.Scalable {
			l.failIn("unsupported instruction '%s' to %s", opcode(inst), to)
		}
		p, _ := l.vecPtr(from)
		t := l.firstClass(to)
		if op == ir.OpAddrSpaceCast {
			if pt, ok := p.Type().(ir.PtrType); ok && ir.IsPtr(t) {
				p = l.castV(op, p, ir.PtrTo(pt.Elem, t.(ir.PtrType).Space))
				op = ir.OpBitcast
			}
		}
		if p.Type() != t {
			p = l.castV(op, p, t)
		}
		l.def(inst.(value.Value), p)
		return
	}
	if vt := vecPtrOf(to); vt != nil {
		if op != ir.OpBitcast || vecPtrOf(typeOf(from)) != nil || vt.Scalable {
			l.failIn("unsupported instruction '%s' to %s", opcode(inst), to)
		}
		l.def(inst.(value.Value), l.elemPtrOf(l.val(from), vt))
		return
	}
	vt := vectorOf(to)
	if fv := vectorOf(typeOf(from)); op == ir.OpBitcast && (fv == nil || vt == nil || fv.Len != vt.Len || !fv.ElemType.Equal(vt.ElemType)) {
		l.reshape(inst, from, to)
		return
	}
	xs := l.vec(from)
	if vt == nil || int(vt.Len) != len(xs) {
		l.failIn("unsupported instruction '%s' from %s to %s", opcode(inst), typeOf(from), to)
	}
	et := l.vecElem(vt.ElemType)
	out := make([]ir.Value, len(xs))
	for k, x := range xs {
		out[k] = l.castV(op, x, et)
	}
	l.defVec(inst.(value.Value), out)
}

// vectorCall lowers the element-wise and reduction intrinsics on vectors.
func (l *lowerer) vectorCall(in *llir.InstCall) {
	callee, ok := in.Callee.(*llir.Func)
	if !ok {
		l.failIn("unsupported indirect call with vector operands")
	}
	if f := l.imp.funcs[callee]; f != nil {
		l.deviceCall(in, callee, f)
		return
	}
	name := valueName(callee)
	if name == "printf" { // OpenCL's vector formats (printf.go)
		l.printf(in, false)
		return
	}
	base := intrinsicBase(name)
	lanes := func(k int) []ir.Value {
		if k >= len(in.Args) {
			l.failIn("%s called with %d arguments", name, len(in.Args))
		}
		return l.vec(in.Args[k])
	}
	switch base {
	case "llvm.smax", "llvm.smin", "llvm.umax", "llvm.umin", "llvm.minnum", "llvm.maxnum":
		op, _ := minMax(base)
		xs, ys := lanes(0), lanes(1)
		l.sameLen(in, xs, ys)
		out := make([]ir.Value, len(xs))
		for k := range xs {
			out[k] = l.binaryV(op, xs[k], ys[k])
		}
		l.defVec(in, out)
		return
	case "llvm.abs":
		xs := lanes(0)
		out := make([]ir.Value, len(xs))
		for k, x := range xs {
			if !ir.IsInt(x.Type()) {
				l.failIn("%s of %s", name, x.Type())
			}
			out[k] = builtin.Abs(l.b, x)
		}
		l.defVec(in, out)
		return
	case "llvm.fabs", "llvm.sqrt":
		op := ir.OpFAbs
		if base == "llvm.sqrt" {
			op = ir.OpSqrt
		}
		xs := lanes(0)
		out := make([]ir.Value, len(xs))
		for k, x := range xs {
			if !ir.IsFloat(x.Type()) {
				l.failIn("%s of %s", name, x.Type())
			}
			out[k] = l.b.Unary(op, x)
		}
		l.defVec(in, out)
		return
	case "llvm.fmuladd":
		xs, ys, zs := lanes(0), lanes(1), lanes(2)
		l.sameLen(in, xs, ys)
		l.sameLen(in, xs, zs)
		out := make([]ir.Value, len(xs))
		for k := range xs {
			out[k] = l.binaryV(ir.OpFAdd, l.binaryV(ir.OpFMul, xs[k], ys[k]), zs[k])
		}
		l.defVec(in, out)
		return
	}
	if l.intIntrinsic(in, name) {
		return
	}
	if m, ok := demangle(name); ok {
		if r := l.imp.cat.Lookup(m.name); r != nil {
			switch {
			case r.Kind.Ordinary():
				l.ordinary(in, r, m.name, unsignedCode(srcCode(name, m))) // ordinary.go
				return
			case r.Kind == builtin.VLoad || r.Kind == builtin.VStore:
				l.vloadStore(in, r) // builtins.go
				return
			}
		}
		// OpenCL conversions: convert_float4(uchar4) …
		if cn, du, ok := convertSpec(m.name); ok && len(in.Args) == 1 {
			rt := vectorOf(in.Typ)
			xs := lanes(0)
			if rt == nil || int(rt.Len) != len(xs) {
				l.failIn("%s returns %s", name, in.Typ)
			}
			et := l.vecElem(rt.ElemType)
			src := srcCode(name, m)
			out := make([]ir.Value, len(xs))
			for k, x := range xs {
				v, ok := l.convert(x, src, et, cn, du)
				if !ok {
					l.failIn("unsupported %s of %s", m.name, x.Type())
				}
				out[k] = v
			}
			l.defVec(in, out)
			return
		}
	}
	// Element-wise builtins of other spellings: llvm.cos.v4f32, __nv_*.
	if r, unsigned := l.imp.cat.Spelled(builtin.Intrinsic, strings.TrimPrefix(base, "llvm.")); strings.HasPrefix(name, "llvm.") && r != nil && r.Kind.Ordinary() {
		l.ordinary(in, r, name, unsigned)
		return
	}
	if r, unsigned := l.unmangled(name); r != nil {
		l.ordinary(in, r, name, unsigned)
		return
	}
	if op, ok := reduction(base); ok && len(in.Args) == 1 {
		xs := lanes(0)
		acc := xs[0]
		for _, x := range xs[1:] {
			acc = l.binaryV(op, acc, x)
		}
		if acc.Type() != l.typ(in.Typ) {
			l.failIn("%s returns %s", name, in.Typ)
		}
		l.def(in, acc)
		return
	}
	l.failIn("unsupported call of '%s' with vector operands", name)
}

// reduction returns the op llvm.vector.reduce.NAME folds the lanes with.
func reduction(base string) (ir.Op, bool) {
	switch base {
	case "llvm.vector.reduce.add":
		return ir.OpAdd, true
	case "llvm.vector.reduce.mul":
		return ir.OpMul, true
	case "llvm.vector.reduce.and":
		return ir.OpAnd, true
	case "llvm.vector.reduce.or":
		return ir.OpOr, true
	case "llvm.vector.reduce.xor":
		return ir.OpXor, true
	case "llvm.vector.reduce.smax":
		return ir.OpSMax, true
	case "llvm.vector.reduce.smin":
		return ir.OpSMin, true
	case "llvm.vector.reduce.umax":
		return ir.OpUMax, true
	case "llvm.vector.reduce.umin":
		return ir.OpUMin, true
	}
	return 0, false
}

// vecElem converts a vector's element type; odd-width integer elements
// (see narrow.go) are not supported.
func (l *lowerer) vecElem(t types.Type) ir.Type {
	if k := narrowBits(t); k > 0 {
		l.failIn("unsupported vector of integer type i%d", k)
	}
	return l.firstClass(t)
}

// reshape lowers a bitcast between a vector and a scalar, or between
// vectors of different lane shapes, of at most 64 bits, by packing the
// lanes into an integer and splitting it again (vecabi.go).
func (l *lowerer) reshape(inst llir.Instruction, from value.Value, to types.Type) {
	var bits int
	var x ir.Value
	if fv := vectorOf(typeOf(from)); fv != nil {
		lanes := l.vec(from)
		bits = len(lanes) * laneBits(lanes[0].Type())
		if tv := vectorOf(to); tv != nil && bits > 64 {
			l.reshapeWide(inst.(value.Value), lanes, fv, tv)
			return
		}
		if bits > 64 || bits%8 != 0 && bits > 8 {
			l.failIn("unsupported bitcast from %s to %s", typeOf(from), to)
		}
		w := 8
		for w < bits {
			w *= 2
		}
		x = l.pack(lanes, ir.IntType{Bits: w})
	} else {
		x = l.val(from)
		if ir.IsFloat(x.Type()) {
			x = l.b.Cast(ir.OpBitcast, x, ir.IntType{Bits: ir.Bits(x.Type())})
		}
		if !ir.IsInt(x.Type()) {
			l.failIn("unsupported bitcast from %s to %s", typeOf(from), to)
		}
		bits = ir.Bits(x.Type())
	}
	if tv := vectorOf(to); tv != nil {
		et := l.vecElem(tv.ElemType)
		if int(tv.Len)*laneBits(et) != bits && !(bits == 8 && int(tv.Len)*laneBits(et) < 8) {
			l.failIn("unsupported bitcast from %s to %s", typeOf(from), to)
		}
		l.defVec(inst.(value.Value), l.unpack(x, int(tv.Len), et))
		return
	}
	t := l.firstClass(to)
	if ir.Bits(t) != bits && !(ir.Bits(t) == ir.Bits(x.Type())) {
		l.failIn("unsupported bitcast from %s to %s", typeOf(from), to)
	}
	if ir.Bits(x.Type()) > ir.Bits(t) {
		x = l.b.Cast(ir.OpTrunc, x, ir.IntType{Bits: ir.Bits(t)})
	}
	if ir.IsFloat(t) {
		x = l.b.Cast(ir.OpBitcast, x, t)
	}
	l.def(inst.(value.Value), x)
}

// digits is the length of strconv.Itoa(j) for j >= 0.
func digits(j int) int {
	n := 1
	for j >= 10 {
		j /= 10
		n++
	}
	return n
}
