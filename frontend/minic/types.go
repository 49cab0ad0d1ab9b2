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
	Struct // struct and union types (Type.Rec)
	Vector // OpenCL vector types: Elem, Len components
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

	Rec *Record // Struct
}

// Record is a struct or union type. Its layout follows OpenCL C on the
// 64-bit targets (clang's spir64 and nvptx64 datalayouts): every member at
// the next multiple of its alignment (all members of a union at 0), the
// alignment that of the most aligned member, the size rounded up to the
// alignment. Scalars are aligned to their size, vectors to their size with
// 3-component vectors as 4, arrays as their elements.
type Record struct {
	Tag string // "" for an anonymous record
	// Typedef is the first typedef name of an anonymous record, which
	// clang names a by-value kernel parameter's type after (lower_byvalue.go).
	Typedef  string
	Union    bool
	Pos      ir.Pos
	Fields   []*Field
	Size     int64
	Align    int64
	Complete bool
}

// Field is a member of a record at its byte offset.
type Field struct {
	Name   string // "" for an anonymous struct or union member
	Pos    ir.Pos
	Type   *Type
	Offset int64
}

// lookupField finds the member name of r, looking into anonymous members;
// the offset is from the start of r.
func (r *Record) lookupField(name string) (*Field, int64) {
	for _, f := range r.Fields {
		if f.Name == name {
			return f, f.Offset
		}
		if f.Name == "" && f.Type.Kind == Struct {
			if g, off := f.Type.Rec.lookupField(name); g != nil {
				return g, f.Offset + off
			}
		}
	}
	return nil, 0
}

func (r *Record) kw() string {
	if r.Union {
		return "union"
	}
	return "struct"
}

// layout computes the offsets, size and alignment of r from its fields.
func (r *Record) layout() {
	var size, align int64 = 0, 1
	for _, f := range r.Fields {
		a := f.Type.align()
		if a > align {
			align = a
		}
		fs := f.Type.size()
		if r.Union {
			f.Offset = 0
			if fs > size {
				size = fs
			}
			continue
		}
		size = (size + a - 1) / a * a
		f.Offset = size
		size += fs
	}
	r.Size = (size + align - 1) / align * align
	r.Align = align
	r.Complete = true
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
	case Struct:
		if !t.Rec.Complete {
			return -1
		}
		return t.Rec.Size
	case Vector:
		n := t.Len
		if n == 3 {
			n = 4
		}
		return n * t.Elem.size()
	case Void, Func, Invalid:
		return -1
	}
	return int64(t.bits() / 8)
}

// align returns the alignment of t in bytes.
func (t *Type) align() int64 {
	switch t.Kind {
	case Array:
		return t.Elem.align()
	case Struct:
		if t.Rec.Align == 0 {
			return 1
		}
		return t.Rec.Align
	case Vector:
		return t.size()
	}
	if s := t.size(); s > 0 {
		return s
	}
	return 1
}

// isAggregate reports whether values of t live in memory: structs and vectors.
func (t *Type) isAggregate() bool { return t.Kind == Struct || t.Kind == Vector }

// inSpace returns t with its object (and its array elements) in space s.
func (t *Type) inSpace(s ir.AddrSpace) *Type {
	if t.Space == s && (t.Kind != Array || t.Elem.Space == s) {
		return t
	}
	c := *t
	c.Space = s
	if c.Kind == Array {
		c.Elem = c.Elem.inSpace(s)
	}
	return &c
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
	case Struct:
		sb.WriteString(t.quals())
		sb.WriteString(t.Rec.kw())
		if t.Rec.Tag != "" {
			sb.WriteString(" " + t.Rec.Tag)
		} else {
			sb.WriteString(" <anonymous>")
		}
	case Vector:
		sb.WriteString(t.quals())
		fmt.Fprintf(sb, "%s%d", kindNames[t.Elem.Kind], t.Len)
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
	case Struct:
		return a.Rec == b.Rec
	case Vector:
		return a.Len == b.Len && a.Elem.Kind == b.Elem.Kind
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
	case Struct:
		// The IR has no struct type: a record is an array of integers of
		// its alignment (at most 8 bytes), so that allocas and globals of
		// it are aligned; members are reached by byte offsets.
		unit := t.align()
		if unit > 8 {
			unit = 8
		}
		n := t.size() / unit
		if n < 0 {
			n = 0
		}
		return ir.ArrayOf(n, ir.IntType{Bits: int(unit * 8)})
	case Vector:
		n := t.Len
		if n == 3 {
			n = 4
		}
		return ir.ArrayOf(n, irType(t.Elem))
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

// vectorElemKinds maps the element names of the OpenCL vector types.
var vectorElemKinds = map[string]Kind{
	"char": Char, "uchar": UChar, "short": Short, "ushort": UShort, "int": Int, "uint": UInt,
	"long": Long, "ulong": ULong, "float": Float, "double": Double,
}

// vectorType parses an OpenCL vector type name (float4, uchar16, …).
func vectorType(name string) (*Type, bool) {
	for base, k := range vectorElemKinds {
		if len(name) > len(base) && name[:len(base)] == base {
			var n int64
			switch name[len(base):] {
			case "2":
				n = 2
			case "3":
				n = 3
			case "4":
				n = 4
			case "8":
				n = 8
			case "16":
				n = 16
			default:
				continue
			}
			return &Type{Kind: Vector, Elem: basic(k), Len: n, Space: ir.SpacePrivate}, true
		}
	}
	return nil, false
}

// scalarTypeNames are the builtin type names that denote scalar types:
// the C11-style atomic types of OpenCL 2.0 (an atomic_int is an int in
// memory that the atomic_*_explicit functions access) and the enums of the
// memory-model builtins.
var scalarTypeNames = map[string]Kind{
	"atomic_int": Int, "atomic_uint": UInt, "atomic_long": Long, "atomic_ulong": ULong,
	"atomic_float": Float, "atomic_double": Double, "atomic_flag": Int,
	"atomic_size_t": ULong, "atomic_ptrdiff_t": Long, "atomic_intptr_t": Long, "atomic_uintptr_t": ULong,
	"memory_order": Int, "memory_scope": Int, "cl_mem_fence_flags": UInt,
	"event_t": Int, // the event of an async copy: always 0, see asyncCopy
}

// unsupportedTypeNames are builtin OpenCL types mini-C recognizes only to
// reject them with a clear message.
var unsupportedTypeNames = map[string]string{
	"image1d_t": "images", "image2d_t": "images", "image3d_t": "images",
	"image1d_array_t": "images", "image2d_array_t": "images", "image1d_buffer_t": "images",
	"image2d_depth_t": "images", "image2d_array_depth_t": "images",
	"sampler_t": "samplers", "queue_t": "device-side enqueue",
	"clk_event_t": "device-side enqueue", "ndrange_t": "device-side enqueue",
	"reserve_id_t": "pipes", "pipe": "pipes",
}

// isBuiltinTypeName reports whether name is a type name OpenCL C predefines.
func isBuiltinTypeName(name string) bool {
	if _, ok := scalarTypeNames[name]; ok {
		return true
	}
	if _, ok := unsupportedTypeNames[name]; ok {
		return true
	}
	return isVectorTypeName(name)
}
