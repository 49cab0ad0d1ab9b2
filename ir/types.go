package ir

import (
	"fmt"
	"math"
)

// AddrSpace is a pointer's address space.
type AddrSpace uint8

// The address spaces. SpaceShared is OpenCL's local and CUDA's __shared__ memory;
// SpacePrivate is per-thread memory (OpenCL private, CUDA local).
const (
	SpaceGeneric AddrSpace = iota
	SpaceGlobal
	SpaceShared
	SpacePrivate
	SpaceConstant
	numAddrSpaces
)

var addrSpaceNames = [...]string{SpaceGeneric: "generic", SpaceGlobal: "global", SpaceShared: "shared", SpacePrivate: "private", SpaceConstant: "constant"}

func (s AddrSpace) String() string {
	if s < numAddrSpaces {
		return addrSpaceNames[s]
	}
	return fmt.Sprintf("addrspace(%d)", uint8(s))
}

// IsShared reports whether memory in s is visible to more than one thread
// (global, shared, and generic, which may point at either). These are the
// spaces whose reads and writes Algorithm 1 of the SIMT-deadlock paper tracks.
func (s AddrSpace) IsShared() bool {
	return s == SpaceGlobal || s == SpaceShared || s == SpaceGeneric
}

// ParseAddrSpace returns the address space named s.
func ParseAddrSpace(s string) (AddrSpace, bool) {
	for i, n := range addrSpaceNames {
		if n == s {
			return AddrSpace(i), true
		}
	}
	return 0, false
}

// Type is an IR type. Types are comparable values: two types are equal
// exactly when they compare equal with ==.
//
// The types are VoidType, IntType, FloatType, PtrType and ArrayType.
type Type interface {
	String() string
	isType()
}

// VoidType is the result type of instructions that produce no value.
type VoidType struct{}

// IntType is a signless integer of Bits bits (1, 8, 16, 32 or 64).
type IntType struct{ Bits int }

// FloatType is an IEEE float of Bits bits (32 or 64).
type FloatType struct{ Bits int }

// PtrType points at Elem in address space Space.
type PtrType struct {
	Elem  Type
	Space AddrSpace
}

// ArrayType is Len elements of Elem.
type ArrayType struct {
	Len  int64
	Elem Type
}

func (VoidType) isType()  {}
func (IntType) isType()   {}
func (FloatType) isType() {}
func (PtrType) isType()   {}
func (ArrayType) isType() {}

func (VoidType) String() string    { return "void" }
func (t IntType) String() string   { return fmt.Sprintf("i%d", t.Bits) }
func (t FloatType) String() string { return fmt.Sprintf("f%d", t.Bits) }
func (t PtrType) String() string   { return "*" + t.Space.String() + " " + t.Elem.String() }
func (t ArrayType) String() string { return fmt.Sprintf("[%d x %s]", t.Len, t.Elem) }

// The scalar types.
var (
	Void Type = VoidType{}
	I1   Type = IntType{1}
	I8   Type = IntType{8}
	I16  Type = IntType{16}
	I32  Type = IntType{32}
	I64  Type = IntType{64}
	F32  Type = FloatType{32}
	F64  Type = FloatType{64}
)

// PtrTo returns the type of pointers to elem in space.
func PtrTo(elem Type, space AddrSpace) Type { return PtrType{Elem: elem, Space: space} }

// ArrayOf returns the type of n elements of elem.
func ArrayOf(n int64, elem Type) Type { return ArrayType{Len: n, Elem: elem} }

// IsInt reports whether t is an integer type (including i1).
func IsInt(t Type) bool { _, ok := t.(IntType); return ok }

// IsFloat reports whether t is a floating-point type.
func IsFloat(t Type) bool { _, ok := t.(FloatType); return ok }

// IsPtr reports whether t is a pointer type.
func IsPtr(t Type) bool { _, ok := t.(PtrType); return ok }

// IsFirstClass reports whether values of type t can live in registers:
// integers, floats and pointers.
func IsFirstClass(t Type) bool { return IsInt(t) || IsFloat(t) || IsPtr(t) }

// Bits returns the width of an integer or float type, 64 for pointers, and 0
// otherwise.
func Bits(t Type) int {
	switch t := t.(type) {
	case IntType:
		return t.Bits
	case FloatType:
		return t.Bits
	case PtrType:
		return 64
	}
	return 0
}

// SizeOf returns the size of t in bytes as stored in memory (i1 takes a
// byte, pointers take 8); a size beyond int64 saturates at math.MaxInt64.
func SizeOf(t Type) int64 {
	switch t := t.(type) {
	case IntType:
		if t.Bits == 1 {
			return 1
		}
		return int64(t.Bits / 8)
	case FloatType:
		return int64(t.Bits / 8)
	case PtrType:
		return 8
	case ArrayType:
		e := SizeOf(t.Elem)
		if t.Len > 0 && e > math.MaxInt64/t.Len {
			return math.MaxInt64 // saturated: larger than any limit
		}
		return t.Len * e
	}
	return 0
}

// Elem returns the element type of a pointer or array type, or nil.
func Elem(t Type) Type {
	switch t := t.(type) {
	case PtrType:
		return t.Elem
	case ArrayType:
		return t.Elem
	}
	return nil
}
