package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// ByValue marks a kernel parameter that the source declares by value with a
// vector or record type. The IR has neither type, so the parameter arrives
// by simtc's launch convention (the LLVM frontend's, frontend/llvm/vecabi.go,
// which mini-C follows):
//
//   - a vector of at most 8 bytes (uchar4, float2) is one integer of its
//     size rounded up to a power of two bytes, the lanes packed little-endian
//     with lane 0 in the low bits (tint=0x01020304 is x=4, y=3, z=2, w=1);
//   - a wider vector is a *global [Lanes x Elem] launch buffer
//     (gain=float32[4]:…), a record a *global buffer of Size bytes (the
//     record's IR type, an array of integers); the kernel copies either
//     into its own memory before anything else.
//
// ByValue says what the source had, so that a backend can write the
// parameter as the source's compiler would (backend/llvmir: <4 x float>
// %gain, %struct.S* byval(%struct.S) align 4 %p). Nothing else reads it:
// the IR's semantics are those of the parameter's IR type.
//
// In the text format it follows the parameter's type (and noalias):
//
//	byvalue "float4" vector [4 x f32]
//	byvalue "struct S" record 12 align 4 {0: f32, 4: f32, 8: i32}
type ByValue struct {
	// Name is the type as the source spells it: "float4", "struct S".
	Name string
	// Lanes, when not 0, makes this a vector of Lanes lanes of Elem (an
	// integer or float type).
	Lanes int
	Elem  Type
	// Otherwise it is a record of Size bytes aligned to Align, whose scalar
	// members (nested records, arrays and vectors flattened) are Fields,
	// by increasing offset; a union's overlapping members are left out
	// after the first.
	Fields      []ByValueField
	Size, Align int64
}

// ByValueField is a scalar member of a record at its byte offset.
type ByValueField struct {
	Offset int64
	Type   Type
}

// String returns bv in the text format.
func (bv *ByValue) String() string {
	var sb strings.Builder
	sb.WriteString("byvalue ")
	sb.WriteString(strconv.Quote(bv.Name))
	if bv.Lanes != 0 {
		fmt.Fprintf(&sb, " vector [%d x %v]", bv.Lanes, bv.Elem)
		return sb.String()
	}
	fmt.Fprintf(&sb, " record %d align %d {", bv.Size, bv.Align)
	for k, f := range bv.Fields {
		if k > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "%d: %v", f.Offset, f.Type)
	}
	sb.WriteString("}")
	return sb.String()
}

// PackedBits returns the width of the integer a vector of bv's shape is
// passed as, or 0 when it is passed as a launch buffer (wider than 8
// bytes) or bv is a record. A 3-lane vector has the size of 4 lanes.
func (bv *ByValue) PackedBits() int {
	if bv.Lanes == 0 {
		return 0
	}
	n := int64(bv.Lanes)
	if n == 3 {
		n = 4
	}
	size := n * SizeOf(bv.Elem)
	if size > 8 {
		return 0
	}
	bits := 8
	for int64(bits) < 8*size {
		bits *= 2
	}
	return bits
}

// problem returns what is wrong with bv as the marker of a parameter of
// type t, or "".
func (bv *ByValue) problem(t Type) string {
	if bv.Lanes != 0 {
		if bv.Lanes < 2 || bv.Lanes > 16 || !IsInt(bv.Elem) && !IsFloat(bv.Elem) || bv.Elem == I1 {
			return fmt.Sprintf("by-value vector of %d x %v", bv.Lanes, bv.Elem)
		}
		if bits := bv.PackedBits(); bits != 0 {
			if t != (IntType{Bits: bits}) {
				return fmt.Sprintf("by-value %s has type %v, want i%d", bv.Name, t, bits)
			}
			return ""
		}
		if want := PtrTo(ArrayOf(int64(bv.Lanes), bv.Elem), SpaceGlobal); t != want {
			return fmt.Sprintf("by-value %s has type %v, want %v", bv.Name, t, want)
		}
		return ""
	}
	pt, ok := t.(PtrType)
	if !ok || pt.Space != SpaceGlobal || SizeOf(pt.Elem) != bv.Size {
		return fmt.Sprintf("by-value %s of %d bytes has type %v, want a *global buffer of that size", bv.Name, bv.Size, t)
	}
	if bv.Align < 1 || bv.Align&(bv.Align-1) != 0 || bv.Size%bv.Align != 0 {
		return fmt.Sprintf("by-value %s: bad alignment %d for size %d", bv.Name, bv.Align, bv.Size)
	}
	end := int64(0)
	for _, f := range bv.Fields {
		if !IsInt(f.Type) && !IsFloat(f.Type) || f.Offset < end || f.Offset+SizeOf(f.Type) > bv.Size {
			return fmt.Sprintf("by-value %s: bad member %v at offset %d", bv.Name, f.Type, f.Offset)
		}
		end = f.Offset + SizeOf(f.Type)
	}
	return ""
}

// byValue reads the marker after "byvalue".
func (p *parser) byValue() *ByValue {
	bv := &ByValue{Name: p.str("the type's name (a string)")}
	kind, pos := p.word("'vector' or 'record'")
	num := func(what string) int64 {
		w, pos := p.word(what)
		n, err := strconv.ParseInt(w, 10, 64)
		if p.err == nil && (err != nil || n < 0 || !isDigits(w)) {
			p.failAt(pos, "invalid %s %q", what, w)
		}
		return n
	}
	switch {
	case p.err != nil:
	case kind == "vector":
		tpos := p.pos()
		at, ok := p.typ().(ArrayType)
		if !ok && p.err == nil {
			p.failAt(tpos, "a by-value vector is written [N x T]")
		}
		bv.Lanes, bv.Elem = int(at.Len), at.Elem
	case kind == "record":
		bv.Size = num("record size")
		if x, xpos := p.word("'align'"); x != "align" && p.err == nil {
			p.failAt(xpos, "expected 'align', found %q", x)
		}
		bv.Align = num("record alignment")
		p.expect("{")
		for p.err == nil && !p.accept("}") {
			if len(bv.Fields) > 0 {
				p.expect(",")
			}
			off := num("member offset")
			p.expect(":")
			bv.Fields = append(bv.Fields, ByValueField{Offset: off, Type: p.valueType("a member")})
		}
	default:
		p.failAt(pos, "expected 'vector' or 'record', found %q", kind)
	}
	return bv
}
