package minic

// Kernel parameters passed by value (float4 gain, uchar4 tint, a struct).
//
// They follow the launch convention of the LLVM frontend
// (frontend/llvm/vecabi.go), so that the simtc:launch line of a .cl and of
// the clang-14 .ll made from it are the same (see ir.ByValue):
//
//   - a vector of at most 8 bytes (uchar4, short2, float2; a 3-lane vector
//     has the size of 4) is one integer parameter of its size, lanes packed
//     little-endian with lane 0 in the low bits: tint=0x01020304 is
//     (uchar4)(4, 3, 2, 1);
//   - a wider vector is a *global [N x T] launch buffer of its N lanes
//     (gain=float32[4]:0.5,2,1,0.25), a struct or union a *global buffer of
//     the record's IR type (its bytes: p=float32[3]:0.5,0.25,2).
//
// The kernel copies the value into a private alloca of the type's IR form
// at entry, which is then the parameter's memory, as a device function's
// aggregate parameter is the caller's copy. The IR parameter carries an
// ir.ByValue saying what the source had, for backend/llvmir.

import "github.com/simtc/simtc/ir"

// byValueOf returns the marker of a kernel parameter of aggregate type t.
func byValueOf(t *Type) *ir.ByValue {
	if t.Kind == Vector {
		return &ir.ByValue{Name: t.unqual().String(), Lanes: int(t.Len), Elem: irType(t.Elem)}
	}
	bv := &ir.ByValue{Name: t.unqual().String(), Size: t.size(), Align: t.align()}
	if t.Rec.Tag == "" && t.Rec.Typedef != "" {
		bv.Name = t.Rec.Typedef // as clang's kernel_arg_type names it
	}
	end := int64(0)
	var leaves func(t *Type, off int64)
	leaves = func(t *Type, off int64) {
		switch t.Kind {
		case Struct:
			for _, f := range t.Rec.Fields {
				leaves(f.Type, off+f.Offset)
			}
		case Array:
			for k := int64(0); k < t.Len; k++ {
				leaves(t.Elem, off+k*t.Elem.size())
			}
		case Vector:
			for k := int64(0); k < t.Len; k++ {
				leaves(t.Elem, off+k*t.Elem.size())
			}
		default:
			// Scalars; a union's later members overlap its first and are
			// left out.
			it := irType(t)
			if t.Kind == Bool {
				it = ir.I8
			}
			if off >= end && t.isArithmetic() {
				bv.Fields = append(bv.Fields, ir.ByValueField{Offset: off, Type: it})
				end = off + ir.SizeOf(it)
			}
		}
	}
	leaves(t, 0)
	return bv
}

// byValueIRType returns the IR type of a kernel parameter of aggregate
// type t with marker bv.
func byValueIRType(t *Type, bv *ir.ByValue) ir.Type {
	if bits := bv.PackedBits(); bits != 0 {
		return ir.IntType{Bits: bits}
	}
	if t.Kind == Vector {
		return ir.PtrTo(ir.ArrayOf(t.Len, irType(t.Elem)), ir.SpaceGlobal)
	}
	return ir.PtrTo(irType(t), ir.SpaceGlobal)
}

// hasPointer reports whether a record type has a pointer member (OpenCL
// forbids them in a kernel's struct parameters).
func hasPointer(t *Type) bool {
	switch t.Kind {
	case Pointer:
		return true
	case Array:
		return hasPointer(t.Elem)
	case Struct:
		for _, f := range t.Rec.Fields {
			if hasPointer(f.Type) {
				return true
			}
		}
	}
	return false
}

// byValueCopy copies the by-value kernel parameter ip of type t into its
// private memory a.
func (fl *funcLowerer) byValueCopy(a ir.Value, ip *ir.Param, t *Type) {
	b := fl.b
	zero := ir.ConstInt(ir.I64, 0)
	at := irType(t).(ir.ArrayType)
	if bits := ip.ByValue.PackedBits(); bits != 0 {
		et := at.Elem
		lb := 8 * int(ir.SizeOf(et))
		for k := int64(0); k < t.Len; k++ {
			x := ir.Value(ip)
			if k > 0 {
				x = b.Binary(ir.OpLShr, x, ir.ConstInt(ip.Typ, k*int64(lb)))
			}
			if lb < bits {
				x = b.Cast(ir.OpTrunc, x, ir.IntType{Bits: lb})
			}
			if ir.IsFloat(et) {
				x = b.Cast(ir.OpBitcast, x, et)
			}
			b.Store(b.GEP(a, zero, ir.ConstInt(ir.I64, k)), x, false)
		}
		return
	}
	n := at.Len
	if t.Kind == Vector {
		n = t.Len // a 3-lane vector's buffer has 3 lanes
	}
	for k := int64(0); k < n; k++ {
		idx := ir.ConstInt(ir.I64, k)
		b.Store(b.GEP(a, zero, idx), b.Load(b.GEP(ip, zero, idx), false), false)
	}
}
