package minic

import (
	"fmt"
	"strings"

	"github.com/simtc/simtc/ir"
)

// Kind is the kind of a mini-C type.
type Kind uint8

// The type kinds. The arithmetic kinds are ordered by conversion rank, with
// each unsigned kind right after its signed one.
const (
	Invalid Kind = iota // the type of an expression that already had an error
	Void
	Bool
	Char
	UChar
	Short
	UShort
	Int
	UInt
	Long
	ULong
	Float
	Double
	Pointer
	Array
	Func
)

var kindNames = [...]string{
	Invalid: "<invalid>", Void: "void", Bool: "bool", Char: "char", UChar: "uchar",
	Short: "short", UShort: "ushort", Int: "int", UInt: "uint", Long: "long",
	ULong: "ulong", Float: "float", Double: "double",
}

// Type is a mini-C type with its qualifiers. Space is the address space an
// object of this type lives in: it matters for pointees (Pointer.Elem.Space
// is where the pointer points) and for arrays, whose elements share the
// array's space.
type Type struct {
	Kind     Kind
	Elem     *Type // Pointer, Array
	Len      int64 // Array; -1 when the size is not given
	Space    ir.AddrSpace
	Const    bool
	Volatile bool
	Restrict bool // Pointer

	Ret    *Type   // Func
	Params []*Type // Func
}

func basic(k Kind) *Type { return &Type{Kind: k, Space: ir.SpacePrivate} }

func invalidType() *Type { return &Type{Kind: Invalid} }

// pointerTo returns the type of pointers to elem (elem.Space says where it points).
func pointerTo(elem *Type) *Type {
	return &Type{Kind: Pointer, Elem: elem, Space: ir.SpacePrivate}
}

// sizeT is OpenCL's size_t (64-bit, as on spir64 and nvptx64).
func sizeT() *Type { return basic(ULong) }

// unqual returns t without its top-level qualifiers and in private space.
func (t *Type) unqual() *Type {
	if !t.Const && !t.Volatile && !t.Restrict && t.Space == ir.SpacePrivate {
		return t
	}
	c := *t
	c.Const, c.Volatile, c.Restrict = false, false, false
	c.Space = ir.SpacePrivate
	return &c
}

func (t *Type) isInvalid() bool    { return t.Kind == Invalid }
func (t *Type) isInteger() bool    { return t.Kind >= Bool && t.Kind <= ULong }
func (t *Type) isFloat() bool      { return t.Kind == Float || t.Kind == Double }
func (t *Type) isArithmetic() bool { return t.Kind >= Bool && t.Kind <= Double }
func (t *Type) isPointer() bool    { return t.Kind == Pointer }
func (t *Type) isScalar() bool     { return t.isArithmetic() || t.isPointer() }

// isSigned reports whether an integer type is signed.
func (t *Type) isSigned() bool {
	switch t.Kind {
	case Char, Short, Int, Long:
		return true
	}
	return false
}

// bits returns the width of an arithmetic type.
func (t *Type) bits() int {
	switch t.Kind {
	case Bool:
		return 1
	case Char, UChar:
		return 8
	case Short, UShort:
		return 16
	case Int, UInt, Float:
		return 32
	case Long, ULong, Double, Pointer:
		return 64
	}
	return 0
}

// size returns sizeof(t) in bytes, or -1 for types without a size.
func (t *Type) size() int64 {
	switch t.Kind {
	case Bool:
		return 1
	case Array:
		if t.Len < 0 {
			return -1
		}
		es := t.Elem.size()
		if es < 0 {
			return -1
		}
		return t.Len * es
	case Void, Func, Invalid:
		return -1
	}
	return int64(t.bits() / 8)
}

func (t *Type) String() string {
	var sb strings.Builder
	t.format(&sb)
	return sb.String()
}

func spaceName(s ir.AddrSpace) string {
	switch s {
	case ir.SpaceGlobal:
		return "global"
	case ir.SpaceShared:
		return "local"
	case ir.SpaceConstant:
		return "constant"
	case ir.SpaceGeneric:
		return "generic"
	}
	return "private"
}

func (t *Type) quals() string {
	var q []string
	if t.Space != ir.SpacePrivate {
		q = append(q, spaceName(t.Space))
	}
	if t.Const {
		q = append(q, "const")
	}
	if t.Volatile {
		q = append(q, "volatile")
	}
	if len(q) == 0 {
		return ""
	}
	return strings.Join(q, " ") + " "
}

func (t *Type) format(sb *strings.Builder) {
	switch t.Kind {
	case Pointer:
		t.Elem.format(sb)
		if t.Elem.Kind != Pointer {
			sb.WriteString(" ")
		}
		sb.WriteString("*")
		if t.Const {
			sb.WriteString(" const")
		}
		if t.Restrict {
			sb.WriteString(" restrict")
		}
	case Array:
		t.Elem.format(sb)
		if t.Len < 0 {
			sb.WriteString("[]")
		} else {
			fmt.Fprintf(sb, "[%d]", t.Len)
		}
	case Func:
		t.Ret.format(sb)
		sb.WriteString(" (")
		for i, p := range t.Params {
			if i > 0 {
				sb.WriteString(", ")
			}
			p.format(sb)
		}
		sb.WriteString(")")
	default:
		sb.WriteString(t.quals())
		sb.WriteString(kindNames[t.Kind])
	}
}

// sameType reports whether a and b are the same type. The qualifiers and
// address spaces of pointees must match too; top-level qualifiers do not
// matter.
func sameType(a, b *Type) bool {
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case Pointer:
		return samePointee(a.Elem, b.Elem)
	case Array:
		return a.Len == b.Len && sameType(a.Elem, b.Elem)
	case Func:
		if !sameType(a.Ret, b.Ret) || len(a.Params) != len(b.Params) {
			return false
		}
		for i := range a.Params {
			if !sameType(a.Params[i], b.Params[i]) {
				return false
			}
		}
	}
	return true
}

func samePointee(a, b *Type) bool {
	return a.Space == b.Space && a.Const == b.Const && a.Volatile == b.Volatile && sameType(a, b)
}

// promote applies the integer promotions.
func promote(t *Type) *Type {
	if t.isInteger() && t.Kind < Int {
		return basic(Int)
	}
	return t.unqual()
}

// usualArith returns the common type of the usual arithmetic conversions.
func usualArith(a, b *Type) *Type {
	if a.Kind == Double || b.Kind == Double {
		return basic(Double)
	}
	if a.Kind == Float || b.Kind == Float {
		return basic(Float)
	}
	a, b = promote(a), promote(b)
	if a.Kind == b.Kind {
		return a
	}
	if a.Kind < b.Kind {
		a, b = b, a
	}
	// a has the higher rank (or is the unsigned of the same rank).
	if !a.isSigned() || b.isSigned() {
		return a
	}
	// a signed, b unsigned of lower rank: a can represent all of b's values
	// when it is wider.
	if a.bits() > b.bits() {
		return a
	}
	return basic(a.Kind + 1)
}

// irType returns the IR type of values of t.
func irType(t *Type) ir.Type {
	switch t.Kind {
	case Void:
		return ir.Void
	case Bool:
		return ir.I1
	case Char, UChar:
		return ir.I8
	case Short, UShort:
		return ir.I16
	case Int, UInt:
		return ir.I32
	case Long, ULong:
		return ir.I64
	case Float:
		return ir.F32
	case Double:
		return ir.F64
	case Pointer:
		return ir.PtrTo(memType(t.Elem), t.Elem.Space)
	case Array:
		n := t.Len
		if n < 0 {
			n = 0
		}
		return ir.ArrayOf(n, memType(t.Elem))
	}
	return ir.I32
}

// memType returns the IR type of t as a pointee: void becomes i8.
func memType(t *Type) ir.Type {
	if t.Kind == Void {
		return ir.I8
	}
	return irType(t)
}
