package llvm

import (
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// Structs are byte layouts. simtc IR has no struct type: an LLVM struct of
// size S and alignment A becomes the array [S/U x iU·8], U = min(A, 8), so
// that the IR type has the struct's size and (as the backend aligns arrays
// by their element) its alignment. A getelementptr that steps into a
// struct field is lowered to byte arithmetic: the base pointer cast to i8*,
// one gep by the byte offset, and a cast to the field's pointer type.
// Loads and stores then go through the field's own type, and llvm.memcpy /
// llvm.memset of a struct copy its U-byte units.
//
// Sizes, alignments and field offsets follow the datalayouts clang-14 uses
// for spir64 and nvptx64 (and the amdgcn and spir layouts agree on them):
// integers, floats and pointers are aligned to their size (i1 and i8 to 1,
// pointers of 8 bytes); an array is aligned as its element; a vector of N
// elements takes N·size bytes rounded up to a power of two and is aligned
// to that; a struct is aligned to its most aligned field, every field is
// placed at the next multiple of its alignment and the size is rounded up
// to the alignment. A packed struct (<{ … }>) has alignment 1 and no
// padding. Alignments above 8 (vectors of 16 bytes and more) are kept for
// the layout; the IR type of a struct containing them is aligned to 8,
// which is all the simulator's scalar accesses need.

// layoutOf returns the store size and ABI alignment of t in bytes.
func layoutOf(t types.Type) (size, align int64, err error) {
	switch t := t.(type) {
	case *types.IntType:
		switch {
		case t.BitSize <= 8:
			return 1, 1, nil
		case t.BitSize <= 16:
			return 2, 2, nil
		case t.BitSize <= 32:
			return 4, 4, nil
		case t.BitSize <= 64:
			return 8, 8, nil
		}
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 2, 2, nil
		case types.FloatKindFloat:
			return 4, 4, nil
		case types.FloatKindDouble:
			return 8, 8, nil
		}
	case *types.PointerType:
		return 8, 8, nil
	case *types.ArrayType:
		s, a, err := layoutOf(t.ElemType)
		if err != nil {
			return 0, 0, err
		}
		if t.Len > 1<<32 {
			break
		}
		return s * int64(t.Len), a, nil
	case *types.VectorType:
		s, _, err := layoutOf(t.ElemType)
		if err != nil {
			return 0, 0, err
		}
		n := s * int64(t.Len)
		p := int64(1)
		for p < n {
			p *= 2
		}
		return p, p, nil
	case *types.StructType:
		if t.Opaque {
			return 0, 0, fmt.Errorf("unsupported opaque struct type %s", structName(t))
		}
		offs, size, align, err := structLayout(t)
		_ = offs
		return size, align, err
	}
	return 0, 0, fmt.Errorf("unsupported type %s in memory", t)
}

// structLayout returns the field offsets, size and alignment of a struct.
func structLayout(t *types.StructType) (offs []int64, size, align int64, err error) {
	align = 1
	for _, f := range t.Fields {
		s, a, err := layoutOf(f)
		if err != nil {
			return nil, 0, 0, err
		}
		if t.Packed {
			a = 1
		}
		size = (size + a - 1) / a * a
		offs = append(offs, size)
		size += s
		if a > align {
			align = a
		}
	}
	size = (size + align - 1) / align * align
	return offs, size, align, nil
}

// structName names a struct type for messages.
func structName(t *types.StructType) string {
	if t.TypeName != "" {
		return "%" + t.TypeName
	}
	return t.String()
}

// structType returns the IR type of a struct: its bytes as an array of
// units of its alignment (at most 8).
func structType(t *types.StructType) (ir.Type, error) {
	if isImage(t) {
		return nil, fmt.Errorf("unsupported OpenCL image type %s (images are not simulated)", structName(t))
	}
	if t.Opaque {
		return nil, fmt.Errorf("unsupported opaque struct type %s", structName(t))
	}
	_, size, align, err := structLayout(t)
	if err != nil {
		return nil, err
	}
	u := align
	if u > 8 {
		u = 8
	}
	return ir.ArrayOf(size/u, ir.IntType{Bits: int(8 * u)}), nil
}

// hasVector reports whether an array type has vectors among its elements.
func hasVector(t types.Type) bool {
	for {
		switch tt := t.(type) {
		case *types.ArrayType:
			t = tt.ElemType
			continue
		case *types.VectorType:
			return true
		}
		return false
	}
}

// unitArray returns the byte layout of t as an array of units of its
// alignment (at most 8 bytes).
func unitArray(t types.Type) (ir.Type, error) {
	size, align, err := layoutOf(t)
	if err != nil {
		return nil, err
	}
	u := min(align, 8)
	return ir.ArrayOf(size/u, ir.IntType{Bits: int(8 * u)}), nil
}

// isImage reports whether t is one of clang's OpenCL image, sampler, pipe,
// event or queue types, which simtc does not simulate.
func isImage(t *types.StructType) bool {
	for _, p := range []string{"opencl.image", "opencl.sampler", "opencl.pipe", "opencl.event", "opencl.queue", "opencl.reserve_id", "opencl.clk_event"} {
		if strings.HasPrefix(t.TypeName, p) {
			return true
		}
	}
	return false
}

// hasStruct reports whether indexing t with n indices (the first steps over
// whole t's) passes through a struct or vector, or ends at one, so that the
// gep must be lowered as byte arithmetic.
func hasStruct(t types.Type, indices int) bool {
	for k := 0; ; k++ {
		switch tt := t.(type) {
		case *types.StructType, *types.VectorType:
			return true
		case *types.ArrayType:
			if k >= indices {
				return false
			}
			t = tt.ElemType
			continue
		}
		return false
	}
}

// structGEP lowers a getelementptr whose path involves a struct: the byte
// offset of the indices from src (a pointer to elem), then src cast to i8*,
// offset and cast to the result pointer.
func (l *lowerer) structGEP(src value.Value, elem types.Type, indices []value.Value) ir.Value {
	base := l.val(src)
	bt, ok := base.Type().(ir.PtrType)
	if !ok {
		l.failIn("getelementptr on %s", base.Type())
	}
	var konst int64
	var dyn ir.Value
	add := func(idx value.Value, stride int64) {
		if c, ok := unwrapArg(idx).(*constant.Int); ok {
			konst += bigInt64(c.X) * stride
			return
		}
		if _, ok := idx.(*constant.Index); ok {
			if c, ok := idx.(*constant.Index).Constant.(*constant.Int); ok {
				konst += bigInt64(c.X) * stride
				return
			}
		}
		x := l.val(idx)
		if !ir.IsInt(x.Type()) || x.Type() == ir.I1 {
			l.failIn("getelementptr index of type %s", x.Type())
		}
		if x.Type() != ir.I64 {
			x = l.b.Cast(ir.OpSExt, x, ir.I64)
		}
		if stride != 1 {
			x = l.b.Binary(ir.OpMul, x, ir.ConstInt(ir.I64, stride))
		}
		if dyn == nil {
			dyn = x
		} else {
			dyn = l.b.Binary(ir.OpAdd, dyn, x)
		}
	}
	cur := elem
	for k, idx := range indices {
		if k == 0 {
			s, _, err := layoutOf(cur)
			if err != nil {
				l.failIn("unsupported getelementptr: %v", err)
			}
			add(idx, s)
			continue
		}
		switch t := cur.(type) {
		case *types.StructType:
			c := constIndex(idx)
			if c == nil {
				l.failIn("getelementptr with a variable struct field index")
			}
			offs, _, _, err := structLayout(t)
			if err != nil {
				l.failIn("unsupported getelementptr: %v", err)
			}
			f := bigInt64(c.X)
			if f < 0 || f >= int64(len(offs)) {
				l.failIn("getelementptr field %d of %s, which has %d fields", f, structName(t), len(offs))
			}
			konst += offs[f]
			cur = t.Fields[f]
		case *types.ArrayType:
			s, _, err := layoutOf(t.ElemType)
			if err != nil {
				l.failIn("unsupported getelementptr: %v", err)
			}
			add(idx, s)
			cur = t.ElemType
		case *types.VectorType:
			s, _, err := layoutOf(t.ElemType)
			if err != nil {
				l.failIn("unsupported getelementptr: %v", err)
			}
			add(idx, s)
			cur = t.ElemType
		default:
			l.failIn("getelementptr indexes into %s", cur)
		}
	}
	var rt ir.Type
	if vt, ok := cur.(*types.VectorType); ok {
		rt = ir.PtrTo(l.vecElem(vt.ElemType), bt.Space)
	} else {
		rt = ir.PtrTo(l.typ(cur), bt.Space)
	}
	p := base
	if konst != 0 || dyn != nil {
		p = l.b.Cast(ir.OpBitcast, base, ir.PtrTo(ir.I8, bt.Space))
		off := dyn
		switch {
		case off == nil:
			off = ir.ConstInt(ir.I64, konst)
		case konst != 0:
			off = l.b.Binary(ir.OpAdd, off, ir.ConstInt(ir.I64, konst))
		}
		p = l.b.GEP(p, off)
	}
	if p.Type() != rt {
		p = l.b.Cast(ir.OpBitcast, p, rt)
	}
	return p
}

// constIndex returns the constant integer of a gep index, or nil.
func constIndex(v value.Value) *constant.Int {
	switch c := unwrapArg(v).(type) {
	case *constant.Int:
		return c
	case *constant.Index:
		if i, ok := c.Constant.(*constant.Int); ok {
			return i
		}
	}
	return nil
}

// structBytes lays out a constant struct as little-endian bytes.
func structBytes(c *constant.Struct) ([]byte, bool) {
	st := c.Typ
	if st == nil {
		return nil, false
	}
	offs, size, _, err := structLayout(st)
	if err != nil || len(c.Fields) != len(st.Fields) {
		return nil, false
	}
	out := make([]byte, size)
	for k, f := range c.Fields {
		b, ok := constBytes(f, st.Fields[k])
		if !ok {
			return nil, false
		}
		copy(out[offs[k]:], b)
	}
	return out, true
}

// constBytes lays out a constant of LLVM type t.
func constBytes(c constant.Constant, t types.Type) ([]byte, bool) {
	if s, ok := c.(*constant.Struct); ok {
		return structBytes(s)
	}
	if v, ok := c.(*constant.Vector); ok {
		vt, ok := t.(*types.VectorType)
		if !ok {
			return nil, false
		}
		size, _, err := layoutOf(vt)
		if err != nil {
			return nil, false
		}
		out := make([]byte, 0, size)
		for _, e := range v.Elems {
			b, ok := constBytes(e, vt.ElemType)
			if !ok {
				return nil, false
			}
			out = append(out, b...)
		}
		return append(out, make([]byte, size-int64(len(out)))...), true
	}
	if a, ok := c.(*constant.Array); ok {
		at, ok := t.(*types.ArrayType)
		if !ok {
			return nil, false
		}
		var out []byte
		for _, e := range a.Elems {
			b, ok := constBytes(e, at.ElemType)
			if !ok {
				return nil, false
			}
			out = append(out, b...)
		}
		return out, true
	}
	size, _, err := layoutOf(t)
	if err != nil {
		return nil, false
	}
	if isZeroConst(c) {
		return make([]byte, size), true
	}
	it, err := (target{spir: true}).typ(t)
	if err != nil {
		return nil, false
	}
	return initBytes(c, it)
}

// unitsOf splits bytes into constants of the integer type elem (little-endian).
func unitsOf(b []byte, elem ir.Type) ([]ir.Value, bool) {
	n := ir.SizeOf(elem)
	if !ir.IsInt(elem) || elem == ir.I1 || int64(len(b))%n != 0 {
		return nil, false
	}
	var out []ir.Value
	for k := int64(0); k < int64(len(b)); k += n {
		var v uint64
		for j := n - 1; j >= 0; j-- {
			v = v<<8 | uint64(b[k+j])
		}
		out = append(out, ir.ConstInt(elem, int64(v)))
	}
	return out, true
}

// byvalType returns the pointee type of a byval parameter attribute, or nil.
func byvalType(p *llir.Param) types.Type {
	for _, a := range p.Attrs {
		if b, ok := a.(llir.Byval); ok {
			if b.Typ != nil {
				return b.Typ
			}
			if pt, ok := p.Typ.(*types.PointerType); ok {
				return pt.ElemType
			}
		}
	}
	return nil
}
