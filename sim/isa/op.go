package isa

import "fmt"

// Op is an instruction's operation. Its value is the instruction's first
// byte in the encoding, so the numbering is part of the object format: new
// operations are appended, never inserted.
type Op uint8

// The operations. The package documentation gives the semantics of each; the
// comment after each group shows its assembly form.
const (
	OpInvalid Op = iota

	OpNop   // nop
	OpMov   // mov.T d, a|imm
	OpS2R   // s2r d, %sreg
	OpGAddr // gaddr d, gN         (address of global variable N)

	// Integer ALU, T = i32 or i64: op.T d, a, b|imm
	OpAdd
	OpSub
	OpMul
	OpSDiv
	OpUDiv
	OpSRem
	OpURem
	OpAnd
	OpOr
	OpXor
	OpShl
	OpLShr
	OpAShr
	OpSMin
	OpSMax
	OpUMin
	OpUMax

	// Float ALU, T = f32 or f64: op.T d, a, b|imm
	OpFAdd
	OpFSub
	OpFMul
	OpFDiv
	OpFRem
	OpFMin
	OpFMax
	// Unary float: op.T d, a
	OpFNeg
	OpFAbs
	OpFSqrt

	// Compares: icmp.C.T d, a, b|imm / fcmp.C.T d, a, b|imm; d = 0 or 1.
	OpICmp
	OpFCmp
	// select.T d, c, a, b|imm: d = c != 0 ? a : b
	OpSelect

	// Conversions: op.To.From d, a
	OpSExt
	OpZExt
	OpTrunc
	OpFPToSI
	OpFPToUI
	OpSIToFP
	OpUIToFP
	OpFPExt
	OpFPTrunc

	// Generic addresses: cvta.S d, a (S address → generic) and
	// cvta.to.S d, a (generic → S address).
	OpCvta
	OpCvtaTo

	// Memory: ld[.volatile].S.T d, [a+imm]; st[.volatile].S.T [a+imm], b;
	// atom.S.OP.T d, [a+imm], b (no b for inc, dec);
	// cas.S.T d, [a+imm], b, c (compare b, new value c).
	OpLd
	OpSt
	OpAtom
	OpCas

	// fence.M; bar[.M]
	OpFence
	OpBar

	// Warp-level: vote.all d, a; vote.any d, a; ballot d, a; shfl d, a, b|imm;
	// with FlagMask (the *_sync forms) the member mask is c, written last
	// ("vote.any d, a, mask=c").
	OpVoteAll
	OpVoteAny
	OpBallot
	OpShfl

	// Control flow.
	OpBra  // bra[.cons] target [rpc=R]
	OpCBra // @[!]a bra[.cons] target [rpc=R]
	OpBrx  // brx a [rpc=R]            (targets in the branch metadata)
	OpCall // call target
	OpRet  // ret
	OpExit // exit
	OpTrap // trap

	// Reconvergence.
	OpSSY  // ssy R
	OpSync // sync
	// opRetired65 was join, an issued reconvergence check, up to object
	// format 1. A thread-frontier check is not an instruction: it is
	// Block.Join, which the simulator consumes when a warp enters the
	// block. The opcode stays reserved (never valid) so that later ones
	// keep their numbers.
	opRetired65

	// Stack: spadd imm (sp += imm)
	OpSPAdd

	// Math functions, T = f32 or f64: math.FN.T d, a[, b[, c]] with as many
	// sources as Inst.Math takes (MathFn.Arity).
	OpMath

	// printf [a], #N: print entry N of Object.Printfs, its arguments read
	// from the thread's private memory at address a (argument k at a+8k).
	OpPrintf

	// wsync a: __syncwarp(mask), the threads of the warp named in the
	// mask a (bit i = lane i) meet; see the simulator for what each
	// mechanism does.
	OpWSync

	numOps
)

// Unit is the functional unit an operation occupies; a timing model may give
// each its own latency.
type Unit uint8

// The units.
const (
	UnitALU  Unit = iota // integer and simple float operations, moves, compares
	UnitSFU              // division, remainder, square root, math functions
	UnitMem              // loads, stores, atomics
	UnitCtrl             // branches, calls, reconvergence, barriers, fences, exit
)

func (u Unit) String() string {
	switch u {
	case UnitALU:
		return "alu"
	case UnitSFU:
		return "sfu"
	case UnitMem:
		return "mem"
	case UnitCtrl:
		return "ctrl"
	}
	return fmt.Sprintf("unit%d", uint8(u))
}

// Operand register fields.
type regMask uint8

const (
	useD regMask = 1 << iota
	useA
	useB
	useC
)

// immKind says what Inst.Imm, Target and RPC mean for an op.
type immKind uint8

const (
	immNone   immKind = iota
	immOpt            // Imm replaces the last source register when FlagImm is set
	immOffset         // Imm is a signed byte offset added to the address in A
	immValue          // Imm is always an operand (gaddr index, spadd amount)
	immPC             // Target and/or RPC (see pcs)
)

// auxKind says what the high nibble of byte 1 holds.
type auxKind uint8

const (
	auxNone  auxKind = iota
	auxFrom          // Inst.From, the source type of a conversion
	auxSpace         // Inst.Space
)

// modKind says what byte 2 holds.
type modKind uint8

const (
	modNone  modKind = iota
	modICond         // Inst.Cond, integer
	modFCond         // Inst.Cond, float
	modAtom          // Inst.Atom
	modSReg          // Inst.SReg
	modMem           // Inst.Mem
	modMath          // Inst.Math
)

type pcMask uint8

const (
	pcTarget pcMask = 1 << iota
	pcRPC
)

type opInfo struct {
	name   string
	regs   regMask
	imm    immKind
	types  typeSet // allowed Inst.Type; empty means TypeNone only
	aux    auxKind
	from   typeSet  // allowed Inst.From when aux == auxFrom
	spaces spaceSet // allowed Inst.Space when aux == auxSpace
	mod    modKind
	flags  Flags // allowed flags (FlagImm is implied by immOpt)
	pcs    pcMask
	unit   Unit
}

var (
	intTypes   = typesOf(I32, I64)
	floatTypes = typesOf(F32, F64)
	valTypes   = typesOf(I32, I64, F32, F64)
	memTypes   = typesOf(I8, I16, I32, I64, F32, F64)
	atomTypes  = typesOf(I32, I64, F32, F64)

	ldSpaces   = spacesOf(SpaceGlobal, SpaceShared, SpacePrivate, SpaceConst, SpaceParam, SpaceGeneric)
	stSpaces   = spacesOf(SpaceGlobal, SpaceShared, SpacePrivate, SpaceGeneric)
	atomSpaces = spacesOf(SpaceGlobal, SpaceShared, SpaceGeneric)
	cvtaSpaces = spacesOf(SpaceGlobal, SpaceShared, SpacePrivate, SpaceConst)
)

func intBin(name string, unit Unit) opInfo {
	return opInfo{name: name, regs: useD | useA | useB, imm: immOpt, types: intTypes, unit: unit}
}

func floatBin(name string, unit Unit) opInfo {
	return opInfo{name: name, regs: useD | useA | useB, imm: immOpt, types: floatTypes, unit: unit}
}

func floatUn(name string, unit Unit) opInfo {
	return opInfo{name: name, regs: useD | useA, types: floatTypes, unit: unit}
}

func conv(name string, to, from typeSet) opInfo {
	return opInfo{name: name, regs: useD | useA, types: to, aux: auxFrom, from: from, unit: UnitALU}
}

// opTable is read-only after initialization.
var opTable = [numOps]opInfo{
	OpInvalid: {name: "invalid"},

	OpNop:   {name: "nop", unit: UnitALU},
	OpMov:   {name: "mov", regs: useD | useA, imm: immOpt, types: valTypes, unit: UnitALU},
	OpS2R:   {name: "s2r", regs: useD, mod: modSReg, unit: UnitALU},
	OpGAddr: {name: "gaddr", regs: useD, imm: immValue, unit: UnitALU},

	OpAdd:  intBin("add", UnitALU),
	OpSub:  intBin("sub", UnitALU),
	OpMul:  intBin("mul", UnitALU),
	OpSDiv: intBin("sdiv", UnitSFU),
	OpUDiv: intBin("udiv", UnitSFU),
	OpSRem: intBin("srem", UnitSFU),
	OpURem: intBin("urem", UnitSFU),
	OpAnd:  intBin("and", UnitALU),
	OpOr:   intBin("or", UnitALU),
	OpXor:  intBin("xor", UnitALU),
	OpShl:  intBin("shl", UnitALU),
	OpLShr: intBin("lshr", UnitALU),
	OpAShr: intBin("ashr", UnitALU),
	OpSMin: intBin("smin", UnitALU),
	OpSMax: intBin("smax", UnitALU),
	OpUMin: intBin("umin", UnitALU),
	OpUMax: intBin("umax", UnitALU),

	OpFAdd:  floatBin("fadd", UnitALU),
	OpFSub:  floatBin("fsub", UnitALU),
	OpFMul:  floatBin("fmul", UnitALU),
	OpFDiv:  floatBin("fdiv", UnitSFU),
	OpFRem:  floatBin("frem", UnitSFU),
	OpFMin:  floatBin("fmin", UnitALU),
	OpFMax:  floatBin("fmax", UnitALU),
	OpFNeg:  floatUn("fneg", UnitALU),
	OpFAbs:  floatUn("fabs", UnitALU),
	OpFSqrt: floatUn("fsqrt", UnitSFU),

	OpICmp:   {name: "icmp", regs: useD | useA | useB, imm: immOpt, types: intTypes, mod: modICond, unit: UnitALU},
	OpFCmp:   {name: "fcmp", regs: useD | useA | useB, imm: immOpt, types: floatTypes, mod: modFCond, unit: UnitALU},
	OpSelect: {name: "select", regs: useD | useA | useB | useC, imm: immOpt, types: valTypes, unit: UnitALU},

	OpSExt:    conv("sext", intTypes, typesOf(I1, I8, I16, I32)),
	OpZExt:    conv("zext", intTypes, typesOf(I1, I8, I16, I32)),
	OpTrunc:   conv("trunc", typesOf(I1, I8, I16, I32), intTypes),
	OpFPToSI:  conv("fptosi", intTypes, floatTypes),
	OpFPToUI:  conv("fptoui", intTypes, floatTypes),
	OpSIToFP:  conv("sitofp", floatTypes, intTypes),
	OpUIToFP:  conv("uitofp", floatTypes, intTypes),
	OpFPExt:   conv("fpext", typesOf(F64), typesOf(F32)),
	OpFPTrunc: conv("fptrunc", typesOf(F32), typesOf(F64)),

	OpCvta:   {name: "cvta", regs: useD | useA, aux: auxSpace, spaces: cvtaSpaces, unit: UnitALU},
	OpCvtaTo: {name: "cvta.to", regs: useD | useA, aux: auxSpace, spaces: cvtaSpaces, unit: UnitALU},

	OpLd:   {name: "ld", regs: useD | useA, imm: immOffset, types: memTypes, aux: auxSpace, spaces: ldSpaces, flags: FlagVolatile, unit: UnitMem},
	OpSt:   {name: "st", regs: useA | useB, imm: immOffset, types: memTypes, aux: auxSpace, spaces: stSpaces, flags: FlagVolatile, unit: UnitMem},
	OpAtom: {name: "atom", regs: useD | useA | useB, imm: immOffset, types: atomTypes, aux: auxSpace, spaces: atomSpaces, mod: modAtom, unit: UnitMem},
	OpCas:  {name: "cas", regs: useD | useA | useB | useC, imm: immOffset, types: intTypes, aux: auxSpace, spaces: atomSpaces, unit: UnitMem},

	OpFence: {name: "fence", mod: modMem, unit: UnitCtrl},
	OpBar:   {name: "bar", mod: modMem, unit: UnitCtrl},

	OpVoteAll: {name: "vote.all", regs: useD | useA | useC, flags: FlagMask, unit: UnitALU},
	OpVoteAny: {name: "vote.any", regs: useD | useA | useC, flags: FlagMask, unit: UnitALU},
	OpBallot:  {name: "ballot", regs: useD | useA | useC, flags: FlagMask, unit: UnitALU},
	OpShfl:    {name: "shfl", regs: useD | useA | useB | useC, imm: immOpt, flags: FlagMask, unit: UnitALU},

	OpBra:  {name: "bra", imm: immPC, pcs: pcTarget | pcRPC, flags: FlagCons, unit: UnitCtrl},
	OpCBra: {name: "cbra", regs: useA, imm: immPC, pcs: pcTarget | pcRPC, flags: FlagNeg | FlagCons, unit: UnitCtrl},
	OpBrx:  {name: "brx", regs: useA, imm: immPC, pcs: pcRPC, unit: UnitCtrl},
	OpCall: {name: "call", imm: immPC, pcs: pcTarget, unit: UnitCtrl},
	OpRet:  {name: "ret", unit: UnitCtrl},
	OpExit: {name: "exit", unit: UnitCtrl},
	OpTrap: {name: "trap", unit: UnitCtrl},

	OpSSY:       {name: "ssy", imm: immPC, pcs: pcTarget, unit: UnitCtrl},
	OpSync:      {name: "sync", unit: UnitCtrl},
	opRetired65: {name: "join (retired)"},

	OpSPAdd: {name: "spadd", imm: immValue, unit: UnitALU},

	OpMath: {name: "math", regs: useD | useA | useB | useC, types: floatTypes, mod: modMath, unit: UnitSFU},

	OpPrintf: {name: "printf", regs: useA, imm: immValue, unit: UnitCtrl},

	OpWSync: {name: "wsync", regs: useA, unit: UnitCtrl},
}

func (op Op) String() string {
	if op > OpInvalid && op < numOps {
		return opTable[op].name
	}
	return fmt.Sprintf("op%d", uint8(op))
}

// Valid reports whether op is an operation (not OpInvalid, not a retired
// opcode, not out of range).
func (op Op) Valid() bool { return op > OpInvalid && op < numOps && op != opRetired65 }

func (op Op) info() *opInfo {
	if op < numOps {
		return &opTable[op]
	}
	return &opTable[OpInvalid]
}

// Unit returns the functional unit op occupies.
func (op Op) Unit() Unit { return op.info().unit }

// IsBranch reports whether op is bra, cbra or brx: the instructions that may
// carry branch metadata and a reconvergence PC.
func (op Op) IsBranch() bool { return op == OpBra || op == OpCBra || op == OpBrx }

// IsMem reports whether op accesses memory (ld, st, atom, cas). call and ret
// also access private memory (the return address on the stack).
func (op Op) IsMem() bool { return op >= OpLd && op <= OpCas }

// EndsFlow reports whether execution never continues at the next instruction
// after op: bra, brx, ret, exit and trap.
func (op Op) EndsFlow() bool {
	switch op {
	case OpBra, OpBrx, OpRet, OpExit, OpTrap:
		return true
	}
	return false
}

// HasTarget reports whether op has a Target PC (bra, cbra, call, ssy).
func (op Op) HasTarget() bool { return op.info().pcs&pcTarget != 0 }

// HasRPC reports whether op has a reconvergence PC field (bra, cbra, brx).
func (op Op) HasRPC() bool { return op.info().pcs&pcRPC != 0 }
