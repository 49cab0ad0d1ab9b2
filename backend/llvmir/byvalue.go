package llvmir

// Kernel parameters passed by value.
//
// simtc's launch convention (frontend/llvm/vecabi.go, and mini-C's, which
// follows it) passes a kernel's by-value vector of at most 8 bytes (uchar4
// tint) as one packed integer, and a wider vector (float4 gain) or a byval
// struct as a launch buffer in global memory: the IR parameter is a *global
// pointer the body loads from (the frontends copy it into the thread's own
// memory first). LLVM has the value itself — <4 x float> %gain, or
// %struct.S* byval(%struct.S) align 4 %p, the thread's private copy — and
// there is no global buffer to point at: an addrspacecast of the private
// copy to global would compile and read the wrong memory.
//
// So the writer keeps the parameter as LLVM declares it (the template's, or
// the one newFunc writes from ir.Param.ByValue in clang-14's form) and gives
// the IR parameter a pointer in the copy's own address space instead:
//
//   - a packed vector (uchar4 as i32): the vector bitcast to the integer
//     (a value, not a pointer: nothing to retype);
//   - a wider vector: an alloca of the IR parameter's pointee type (an
//     array of the lanes) in the entry block that the lanes are stored
//     into one by one with extractelement (frontend/llvm reads no bitcast
//     of a vector pointer, so the output could not be read back);
//   - a byval struct: the LLVM parameter itself (private on spir64, generic
//     on nvptx64, both address space 0), bitcast to the IR pointee type.
//
// Every pointer derived from such a parameter (getelementptr, bitcast) is
// then written with that address space instead of the IR's global one —
// the derived chain is retyped — and loads read through it. Any other use
// of such a pointer (stored, passed to a call, compared, merged by a phi or
// select, cast to another space or to an integer, written through) would
// need the global buffer itself; it is reported as an error at the
// instruction's position rather than written wrong. Writes are refused
// too: in simtc they reach the launch buffer every thread reads, in LLVM
// only the thread's copy. The frontends only
// load from these parameters (the copy into private memory), so the error
// is for IR that a transform or a hand-written .ir file made.

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// byValueParam returns the value that stands for the IR parameter p when
// p is a kernel's by-value parameter read as a launch buffer (see above)
// and lp, its LLVM parameter, is the value itself: a pointer into the
// thread's copy, written in the entry block. It returns nil otherwise.
func (fn *fn) byValueParam(p *ir.Param, lp *llir.Param, want types.Type) value.Value {
	wp, ok := want.(*types.PointerType)
	if !fn.f.Kernel || !ok {
		return nil
	}
	var base value.Value
	switch lt := lp.Typ.(type) {
	case *types.VectorType:
		// The lanes are stored one by one into an array of the IR's
		// pointee type (simtc reads no bitcast of a vector pointer).
		at, ok := wp.ElemType.(*types.ArrayType)
		if !ok || !types.Equal(at.ElemType, lt.ElemType) || at.Len > lt.Len {
			return nil
		}
		a := fn.cur.NewAlloca(at)
		if name := p.Name + ".addr"; !fn.names[name] {
			a.SetName(name)
			fn.names[name] = true
		}
		zero := constant.NewInt(types.I64, 0)
		for k := uint64(0); k < at.Len; k++ {
			lane := fn.cur.NewExtractElement(lp, constant.NewInt(types.I32, int64(k)))
			fn.cur.NewStore(lane, fn.cur.NewGetElementPtr(at, a, zero, constant.NewInt(types.I64, int64(k))))
		}
		base = a
	case *types.PointerType:
		if !hasByval(lp) || lt.AddrSpace == wp.AddrSpace {
			return nil
		}
		base = lp
	default:
		return nil
	}
	if t := respace(want, base.Type()); !types.Equal(t, base.Type()) {
		base = fn.cur.NewBitCast(base, t)
	}
	fn.paramCopy[p.Index] = true
	return base
}

func hasByval(p *llir.Param) bool {
	for _, a := range p.Attrs {
		if _, ok := a.(llir.Byval); ok {
			return true
		}
	}
	return false
}

// respace returns the pointer type t in the address space of the pointer
// type like.
func respace(t, like types.Type) types.Type {
	pt, ok := t.(*types.PointerType)
	lp, ok2 := like.(*types.PointerType)
	if !ok || !ok2 || pt.AddrSpace == lp.AddrSpace {
		return t
	}
	n := types.NewPointer(pt.ElemType)
	n.AddrSpace = lp.AddrSpace
	return n
}

// inCopy reports whether v points into a by-value parameter's copy.
func (fn *fn) inCopy(v ir.Value) bool {
	switch v := v.(type) {
	case *ir.Param:
		return v.Func == fn.f && fn.paramCopy[v.Index]
	case *ir.Instr:
		return fn.instrCopy[v.ID]
	}
	return false
}

// copyUse checks i's operands that point into a by-value parameter's copy
// and returns i's LLVM result type: rt, or for a getelementptr or bitcast
// of such a pointer (which points into the copy too) rt in the copy's
// address space.
func (fn *fn) copyUse(i *ir.Instr, args []value.Value, rt types.Type) (types.Type, error) {
	for k, a := range i.Args {
		if !fn.inCopy(a) {
			continue
		}
		switch {
		case k == 0 && (i.Op == ir.OpGEP || i.Op == ir.OpBitcast && ir.IsPtr(i.Typ)):
			fn.instrCopy[i.ID] = true
			return respace(rt, args[0].Type()), nil
		case k == 0 && i.Op == ir.OpLoad:
			continue
		}
		return nil, fn.copyEscapes(i, a)
	}
	return rt, nil
}

// copyEscapes reports the use of v, a pointer into a by-value parameter's
// copy, by i, which the writer cannot retype.
func (fn *fn) copyEscapes(i *ir.Instr, v ir.Value) error {
	for {
		x, ok := v.(*ir.Instr)
		if !ok || len(x.Args) == 0 {
			break
		}
		v = x.Args[0]
	}
	name := "?"
	if p, ok := v.(*ir.Param); ok {
		name = p.Name
	}
	return fn.errorf(i, "%s uses a pointer into by-value parameter %s, which simtc reads from a global launch buffer and LLVM passes as the thread's own copy: only getelementptr, bitcast and load can be written for it", i.Op, name)
}

// newByValueParam returns the LLVM parameter of p, a kernel parameter the
// source passes by value (p.ByValue), in clang-14's form for OpenCL on
// spir64 and nvptx64 alike: a vector as the vector (<4 x float> %gain), a
// record as a pointer to the thread's copy, byval, with the record's
// alignment (%struct.S* byval(%struct.S) align 4 %p, address space 0).
func (w *writer) newByValueParam(p *ir.Param) (*llir.Param, error) {
	bv := p.ByValue
	if bv.Lanes != 0 {
		et, err := w.t.typ(bv.Elem)
		if err != nil {
			return nil, err
		}
		return llir.NewParam(p.Name, types.NewVector(uint64(bv.Lanes), et)), nil
	}
	st, err := w.recordType(bv)
	if err != nil {
		return nil, err
	}
	lp := llir.NewParam(p.Name, types.NewPointer(st))
	lp.Attrs = append(lp.Attrs, llir.Byval{Typ: st}, llir.Align(bv.Align))
	return lp, nil
}

// recordType returns the named struct type of a by-value record: its
// scalar members at their offsets, with [N x i8] where the C layout has
// padding that LLVM's would not, so that its size and offsets are the
// source's; the module's type of that name when it already has one.
func (w *writer) recordType(bv *ir.ByValue) (types.Type, error) {
	kind, tag := "struct", bv.Name
	for _, k := range []string{"struct ", "union "} {
		if strings.HasPrefix(tag, k) {
			kind, tag = strings.TrimSpace(k), tag[len(k):]
		}
	}
	// A name without struct or union is a typedef of an anonymous record,
	// which clang names the struct after.
	if tag == "" || strings.ContainsAny(tag, "<> ") {
		tag = "anon"
	}
	name := kind + "." + tag
	for _, t := range w.mod.TypeDefs {
		if t.Name() == name {
			return t, nil
		}
	}
	var fields []types.Type
	cur, align := int64(0), int64(1) // LLVM's layout so far (scalars aligned to their size)
	pad := func(n int64) {
		if n > 0 {
			fields = append(fields, types.NewArray(uint64(n), types.I8))
			cur += n
		}
	}
	for _, f := range bv.Fields {
		ft, err := w.t.typ(f.Type)
		if err != nil {
			return nil, err
		}
		if a := ir.SizeOf(f.Type); (cur+a-1)/a*a != f.Offset {
			pad(f.Offset - cur)
		}
		fields = append(fields, ft)
		cur = f.Offset + ir.SizeOf(f.Type)
		align = max(align, ir.SizeOf(f.Type))
	}
	if (cur+align-1)/align*align != bv.Size {
		pad(bv.Size - cur)
	}
	return w.mod.NewTypeDef(name, types.NewStruct(fields...)), nil
}
