package llvm

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// Vectors across function boundaries and in memory (see vector.go for
// vectors in registers, which are lists of lanes).
//
//   - A vector parameter or result of at most 8 bytes (uchar4, float2,
//     int2 …) is passed as one integer of its size: the lanes packed
//     little-endian, lane 0 in the low bits, which is the vector's memory
//     image. A kernel's uchar4 parameter is therefore launched as a 32-bit
//     scalar (tint=0x01020304 is x=4, y=3, z=2, w=1). A wider vector is
//     one parameter per lane for a device function (its result goes
//     through a hidden pointer to the caller's copy), and a launch buffer
//     for a kernel (gain=float32[4]:…), as a byval struct is.
//   - A pointer to a vector is a pointer to its first lane: the IR type of
//     <4 x i8> addrspace(1)* is *global i8. Loads and stores of the vector
//     go lane by lane; getelementptr steps by the vector's size. Casts of
//     a vector pointer are casts of that lane pointer: bitcast to another
//     vector or scalar pointer (a byte view of a float4 buffer, the i8* of
//     llvm.memcpy), addrspacecast (OpenCL 2.0's generic float4*), ptrtoint.
//   - A constant vector in memory (a store of <4 x float> <…>, or a
//     constant array of vectors that llvm.memcpy copies into a private
//     array at -O0) is stored as its bytes (calls.go's flattenConst).
//   - A vector alloca has the vector's size and alignment (as structs do,
//     structs.go), seen through a pointer to its first lane.
//   - A bitcast between a vector and a scalar, or between vectors of other
//     lane shapes, of at most 64 bits repacks the lanes through an integer:
//     <8 x i1> ↔ i8 (clang's vector-compare masks), <4 x i8> ↔ i32 ….
//     Wider vectors regroup their lanes chunk by chunk (vecwide.go).

// vecABIType returns the integer type a vector parameter or result is
// passed as.
func vecABIType(vt *types.VectorType) (ir.Type, error) {
	size, _, err := layoutOf(vt)
	if err != nil {
		return nil, err
	}
	if vt.Scalable || size > 8 {
		return nil, fmt.Errorf("unsupported vector type %s across a call (vectors of at most 8 bytes are passed as integers)", vt)
	}
	bits := 8
	for int64(bits) < 8*size {
		bits *= 2
	}
	return ir.IntType{Bits: bits}, nil
}

// laneBits is the width of a lane when lanes are packed: i1 lanes take one
// bit (as LLVM's bitcast of <N x i1> does), others their size.
func laneBits(t ir.Type) int {
	if t == ir.I1 {
		return 1
	}
	return 8 * int(ir.SizeOf(t))
}

// pack packs lanes into the integer type t, lane 0 in the low bits.
func (l *lowerer) pack(lanes []ir.Value, t ir.Type) ir.Value {
	var acc ir.Value = ir.ConstInt(t, 0)
	w := ir.Bits(t)
	for k, x := range lanes {
		b := laneBits(x.Type())
		if k*b >= w {
			break
		}
		if ir.IsFloat(x.Type()) {
			x = l.b.Cast(ir.OpBitcast, x, ir.IntType{Bits: b})
		}
		if ir.IsPtr(x.Type()) {
			x = l.b.Cast(ir.OpPtrToInt, x, ir.I64)
		}
		switch xb := ir.Bits(x.Type()); {
		case xb < w:
			x = l.b.Cast(ir.OpZExt, x, t)
		case xb > w:
			x = l.b.Cast(ir.OpTrunc, x, t)
		}
		if k > 0 {
			x = l.b.Binary(ir.OpShl, x, ir.ConstInt(t, int64(k*b)))
		}
		acc = l.b.Binary(ir.OpOr, acc, x)
	}
	return acc
}

// unpack splits the integer v into n lanes of type et.
func (l *lowerer) unpack(v ir.Value, n int, et ir.Type) []ir.Value {
	w := ir.Bits(v.Type())
	b := laneBits(et)
	out := make([]ir.Value, n)
	for k := range out {
		x := v
		if k > 0 {
			x = l.b.Binary(ir.OpLShr, x, ir.ConstInt(v.Type(), int64(k*b)))
		}
		it := ir.IntType{Bits: b}
		switch {
		case b < w:
			x = l.b.Cast(ir.OpTrunc, x, it)
		case b > w:
			x = l.b.Cast(ir.OpZExt, x, it)
		}
		if ir.IsFloat(et) {
			x = l.b.Cast(ir.OpBitcast, x, et)
		}
		out[k] = x
	}
	return out
}

// vecValue lowers a vector operand to its packed integer of type t.
func (l *lowerer) vecValue(v value.Value, t ir.Type) ir.Value {
	return l.pack(l.vec(v), t)
}

// vecParams unpacks the function's vector parameters into lanes.
func (l *lowerer) vecParams() {
	for k, p := range l.lf.Params {
		vt := vectorOf(p.Typ)
		s := l.imp.sigs[l.lf].slots[k]
		if vt == nil || s.lanes {
			continue
		}
		if fp := l.f.Params[s.first]; ir.IsPtr(fp.Type()) {
			// A kernel's wide vector parameter: its lanes from the buffer.
			zero := ir.ConstInt(ir.I64, 0)
			lanes := make([]ir.Value, vt.Len)
			for j := range lanes {
				lanes[j] = l.b.Load(l.b.GEP(fp, zero, ir.ConstInt(ir.I64, int64(j))), false)
			}
			l.defVec(p, lanes)
			continue
		}
		l.defVec(p, l.unpack(l.f.Params[s.first], int(vt.Len), l.vecElem(vt.ElemType)))
	}
}

// byvalParams gives each byval parameter its own copy: a private alloca
// the pointed-to bytes are copied into, seen through the parameter's own
// pointer type (generic on nvptx). A kernel's byval parameter is a buffer
// from the launch (in global memory), which the copy reads.
func (l *lowerer) byvalParams() {
	for k, p := range l.lf.Params {
		bt := byvalType(p)
		if bt == nil {
			continue
		}
		src := l.f.Params[l.imp.sigs[l.lf].slots[k].first]
		st, ok := src.Type().(ir.PtrType)
		if !ok {
			l.failIn("byval parameter %d of type %s", k, src.Type())
		}
		a := l.b.Alloca(st.Elem)
		var d, s ir.Value = a, src
		n := int64(1)
		unit := st.Elem
		if at, ok := st.Elem.(ir.ArrayType); ok {
			n, unit = at.Len, at.Elem
			zero := ir.ConstInt(ir.I64, 0)
			d, s = l.b.GEP(a, zero, zero), l.b.GEP(src, zero, zero)
		}
		if !ir.IsFirstClass(unit) {
			l.failIn("unsupported byval parameter of type %s", st.Elem)
		}
		for j := int64(0); j < n; j++ {
			idx := ir.ConstInt(ir.I64, j)
			l.b.Store(l.b.GEP(d, idx), l.b.Load(l.b.GEP(s, idx), false), false)
		}
		var v ir.Value = a
		want := l.typ(p.Typ)
		if wp, ok := want.(ir.PtrType); ok && wp.Space != ir.SpacePrivate {
			v = l.b.Cast(ir.OpAddrSpaceCast, v, ir.PtrTo(st.Elem, wp.Space))
		}
		l.record(p, v)
	}
}

// isByvalKernelParam reports whether parameter p of lf is passed by value
// to a kernel: its IR type is then a global pointer (the launch buffer).
func isByvalKernelParam(p *llir.Param, kernel bool) bool {
	return kernel && byvalType(p) != nil
}
