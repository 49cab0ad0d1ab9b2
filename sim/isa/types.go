package isa

import (
	"fmt"
	"strconv"
)

// InstSize is the size in bytes of every encoded instruction. Program
// counters are byte offsets into the code section, so they are multiples of
// InstSize.
const InstSize = 16

// NoPC marks an absent program counter, for example a branch without a
// reconvergence PC (or whose reconvergence point is the virtual exit).
const NoPC = ^uint32(0)

// MaxCode is the largest number of instructions in one object: every PC,
// including the one just past the end of the code, must stay below NoPC.
const MaxCode = (1<<32 - 1) / InstSize

// Reg is a general register number. r0 … r254 are the thread's registers (a
// kernel uses r0 … r(NumRegs-1)); RZ reads as zero and discards writes.
type Reg uint8

// RZ is the zero register.
const RZ Reg = 255

// MaxRegs is the largest register count of a kernel (r0 … r254).
const MaxRegs = 255

func (r Reg) String() string {
	if r == RZ {
		return "rz"
	}
	return "r" + strconv.Itoa(int(r))
}

// Type is the data type of an operation, or the type of a memory access.
// Integer types are signless: signedness lives in the operation (sdiv/udiv,
// slt/ult, sext/zext).
type Type uint8

// The types. I1, I8 and I16 appear only as the narrow side of sext, zext and
// trunc, as memory access widths (I8, I16) and as parameter/element types;
// arithmetic on them is done with I32 operations (see the package
// documentation for the narrow-integer convention).
const (
	TypeNone Type = iota
	I1
	I8
	I16
	I32
	I64
	F32
	F64
	numTypes
)

var typeNames = [numTypes]string{"none", "i1", "i8", "i16", "i32", "i64", "f32", "f64"}

func (t Type) String() string {
	if t < numTypes {
		return typeNames[t]
	}
	return fmt.Sprintf("type%d", uint8(t))
}

// Valid reports whether t is one of the types above other than TypeNone.
func (t Type) Valid() bool { return t > TypeNone && t < numTypes }

// IsInt reports whether t is an integer type.
func (t Type) IsInt() bool { return t >= I1 && t <= I64 }

// IsFloat reports whether t is f32 or f64.
func (t Type) IsFloat() bool { return t == F32 || t == F64 }

// Bits returns the width of t in bits (1 for i1, 0 for TypeNone).
func (t Type) Bits() int {
	switch t {
	case I1:
		return 1
	case I8:
		return 8
	case I16:
		return 16
	case I32, F32:
		return 32
	case I64, F64:
		return 64
	}
	return 0
}

// Size returns the size of a value of type t in memory, in bytes (1 for i1,
// 0 for TypeNone).
func (t Type) Size() int {
	if t == I1 {
		return 1
	}
	return t.Bits() / 8
}

// typeSet is a set of types, bit t set when t is in it.
type typeSet uint16

func typesOf(ts ...Type) typeSet {
	var s typeSet
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

func (s typeSet) has(t Type) bool { return t < 16 && s&(1<<t) != 0 }

// Space is a memory address space.
type Space uint8

// The address spaces. SpaceShared is per-block memory (OpenCL local, CUDA
// __shared__); SpacePrivate is per-thread memory (OpenCL private, CUDA local),
// which also holds the call stack. SpaceConst is read-only global memory: a
// const address is a global address. SpaceParam is the read-only kernel
// argument block of the launch. SpaceGeneric addresses carry their space in
// their top byte (see ToGeneric).
const (
	SpaceNone Space = iota
	SpaceGlobal
	SpaceShared
	SpacePrivate
	SpaceConst
	SpaceParam
	SpaceGeneric
	numSpaces
)

var spaceNames = [numSpaces]string{"none", "global", "shared", "private", "const", "param", "generic"}

func (s Space) String() string {
	if s < numSpaces {
		return spaceNames[s]
	}
	return fmt.Sprintf("space%d", uint8(s))
}

// Valid reports whether s is one of the spaces above other than SpaceNone.
func (s Space) Valid() bool { return s > SpaceNone && s < numSpaces }

type spaceSet uint16

func spacesOf(ss ...Space) spaceSet {
	var s spaceSet
	for _, x := range ss {
		s |= 1 << x
	}
	return s
}

func (s spaceSet) has(x Space) bool { return x < 16 && s&(1<<x) != 0 }

// GenericShift is the position of the space tag in a generic address: bits
// 63…56 hold the tag, bits 55…0 the address within that space.
const GenericShift = 56

// GenericLimit is the first address that cannot be made generic: global,
// shared and private addresses must stay below it.
const GenericLimit = uint64(1) << GenericShift

// ToGeneric returns the generic address of addr in space s (what cvta does).
// Global and const addresses are their own generic addresses (tag 0), so a
// global pointer can be used as a generic one unchanged; shared addresses get
// tag 2 and private addresses tag 3 (the Space values). ok is false for other
// spaces and for addresses at or above GenericLimit.
func ToGeneric(s Space, addr uint64) (g uint64, ok bool) {
	if addr >= GenericLimit {
		return 0, false
	}
	switch s {
	case SpaceGlobal, SpaceConst:
		return addr, true
	case SpaceShared, SpacePrivate:
		return uint64(s)<<GenericShift | addr, true
	}
	return 0, false
}

// FromGeneric splits a generic address into its space (SpaceGlobal, SpaceShared
// or SpacePrivate) and the address within it (what a generic load, store or
// atomic, and cvta.to, do). ok is false when the tag names no space; a
// simulator faults on such an access.
func FromGeneric(g uint64) (s Space, addr uint64, ok bool) {
	addr = g & (GenericLimit - 1)
	switch g >> GenericShift {
	case 0:
		return SpaceGlobal, addr, true
	case uint64(SpaceShared):
		return SpaceShared, addr, true
	case uint64(SpacePrivate):
		return SpacePrivate, addr, true
	}
	return SpaceNone, 0, false
}

// Cond is a compare condition. The integer conditions (CondEQ … CondSLE) go
// with icmp, the float ones (CondFalse … CondTrue) with fcmp; the values are
// those of ir.Pred, so a backend may convert with Cond(p).
type Cond uint8

// The conditions, with LLVM's names. For fcmp, CondO* are ordered (false if
// either operand is NaN) and CondU*/CondFU* unordered (true if either is NaN).
const (
	CondNone Cond = iota
	CondEQ
	CondNE
	CondUGT
	CondUGE
	CondULT
	CondULE
	CondSGT
	CondSGE
	CondSLT
	CondSLE

	CondFalse
	CondOEQ
	CondOGT
	CondOGE
	CondOLT
	CondOLE
	CondONE
	CondORD
	CondUEQ
	CondFUGT
	CondFUGE
	CondFULT
	CondFULE
	CondUNE
	CondUNO
	CondTrue
	numConds
)

var condNames = [numConds]string{
	"none",
	"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
}

func (c Cond) String() string {
	if c < numConds {
		return condNames[c]
	}
	return fmt.Sprintf("cond%d", uint8(c))
}

// IsInt reports whether c is an icmp condition.
func (c Cond) IsInt() bool { return c >= CondEQ && c <= CondSLE }

// IsFloat reports whether c is an fcmp condition.
func (c Cond) IsFloat() bool { return c >= CondFalse && c <= CondTrue }

// AtomOp is the read-modify-write operation of an atom instruction. The values
// are those of ir.AtomicOp.
type AtomOp uint8

// The atomic operations. Min and Max are signed, UMin and UMax unsigned; Inc
// and Dec add and subtract one (OpenCL atomic_inc/atomic_dec, no wrap-around)
// and take no value operand; Xchg stores the value; FAdd is a float add.
const (
	AtomNone AtomOp = iota
	AtomAdd
	AtomSub
	AtomAnd
	AtomOr
	AtomXor
	AtomMin
	AtomMax
	AtomUMin
	AtomUMax
	AtomXchg
	AtomInc
	AtomDec
	AtomFAdd
	AtomUIncWrap // old >= b (unsigned) ? 0 : old+1 (CUDA atomicInc)
	AtomUDecWrap // old == 0 || old > b (unsigned) ? b : old-1 (CUDA atomicDec)
	numAtomOps
)

var atomNames = [numAtomOps]string{
	"none", "add", "sub", "and", "or", "xor", "min", "max", "umin", "umax", "xchg", "inc", "dec", "fadd",
	"uinc_wrap", "udec_wrap",
}

func (a AtomOp) String() string {
	if a < numAtomOps {
		return atomNames[a]
	}
	return fmt.Sprintf("atom%d", uint8(a))
}

// SReg is a special (read-only, per-thread) register, read with s2r.
type SReg uint8

// The special registers. All are 32-bit values except SRegSP, the thread's
// 64-bit stack pointer (a private-memory address).
const (
	SRegNone     SReg = iota
	SRegTidX          // thread index within the block
	SRegTidY          //
	SRegTidZ          //
	SRegCtaidX        // block index within the grid
	SRegCtaidY        //
	SRegCtaidZ        //
	SRegNtidX         // threads per block
	SRegNtidY         //
	SRegNtidZ         //
	SRegNctaidX       // blocks per grid
	SRegNctaidY       //
	SRegNctaidZ       //
	SRegLaneID        // lane within the warp
	SRegWarpID        // warp within the block
	SRegWarpSize      // threads per warp
	SRegSP            // stack pointer
	SRegWorkDim       // dimensions the launch gives (1, 2 or 3)
	numSRegs
)

var sregNames = [numSRegs]string{
	"none", "tid.x", "tid.y", "tid.z", "ctaid.x", "ctaid.y", "ctaid.z",
	"ntid.x", "ntid.y", "ntid.z", "nctaid.x", "nctaid.y", "nctaid.z",
	"laneid", "warpid", "warpsize", "sp", "workdim",
}

func (s SReg) String() string {
	if s < numSRegs {
		return sregNames[s]
	}
	return fmt.Sprintf("sreg%d", uint8(s))
}

// MemFlags say which memory a fence or barrier orders. The values are those of
// ir.MemFlags (OpenCL's CLK_LOCAL_MEM_FENCE and CLK_GLOBAL_MEM_FENCE).
type MemFlags uint8

// The memory flags.
const (
	MemShared MemFlags = 1 << iota
	MemGlobal
	memAll = MemShared | MemGlobal
)

func (m MemFlags) String() string {
	switch m {
	case 0:
		return ""
	case MemShared:
		return "shared"
	case MemGlobal:
		return "global"
	case MemShared | MemGlobal:
		return "shared.global"
	}
	return fmt.Sprintf("mem%d", uint8(m))
}

// Flags are an instruction's boolean modifiers.
type Flags uint8

// The flags.
const (
	// FlagImm: the instruction's last source operand is Inst.Imm instead of
	// a register (ALU ops, mov, select, shfl).
	FlagImm Flags = 1 << iota
	// FlagVolatile: a volatile load or store.
	FlagVolatile
	// FlagNeg: a conditional branch taken when its condition is zero.
	FlagNeg
	// FlagCons: a conservative branch for TF-SANDY (see the package
	// documentation); needs a thread frontier in the branch metadata.
	FlagCons
	// FlagMask: a warp-level operation (vote, ballot, shfl) of a *_sync
	// intrinsic, whose member mask (bit i = lane i) is register c.
	FlagMask
	numFlagBits = iota
)
