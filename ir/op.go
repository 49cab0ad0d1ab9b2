package ir

import "fmt"

// Op is an instruction's operation.
type Op uint8

// The operations. The comment after each group says what Args hold.
const (
	OpInvalid Op = iota

	// Integer arithmetic: Args = x, y of one integer type; the result has that type.
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

	// Float arithmetic: Args = x, y of one float type.
	OpFAdd
	OpFSub
	OpFMul
	OpFDiv
	OpFRem
	OpFMin
	OpFMax
	// Unary float: Args = x.
	OpFNeg
	OpFAbs
	OpSqrt
	// Math function: Args = the Instr.Math function's operands (1 to 3), all
	// of the result's float type. See MathFn for the semantics.
	OpMath

	// Compares: Args = x, y; result i1; Instr.Pred says how.
	OpICmp
	OpFCmp

	// Select: Args = cond (i1), x, y.
	OpSelect

	// Casts: Args = x; the result type is the destination type.
	OpTrunc
	OpZExt
	OpSExt
	OpFPTrunc
	OpFPExt
	OpFPToSI
	OpFPToUI
	OpSIToFP
	OpUIToFP
	OpPtrToInt
	OpIntToPtr
	OpBitcast
	OpAddrSpaceCast

	// GEP: Args = ptr, indices... with LLVM's getelementptr meaning: the
	// first index steps over whole pointees, later ones index into arrays.
	OpGEP

	// Memory: Load Args = ptr; Store Args = ptr, value. Instr.Volatile.
	OpLoad
	OpStore

	// Atomics: Atomic Args = ptr, value (Instr.Atomic says which);
	// CmpXchg Args = ptr, compare, new. Both return the old value.
	OpAtomic
	OpCmpXchg

	// Fence and Barrier: no Args; Instr.Flags holds the MemFlags.
	OpFence
	OpBarrier

	// Thread geometry: no Args, result i32; Instr.Dim is 0, 1 or 2 for the
	// first four.
	OpThreadID  // thread index within the block (get_local_id, threadIdx)
	OpBlockID   // block index within the grid (get_group_id, blockIdx)
	OpBlockSize // threads per block (get_local_size, blockDim)
	OpGridSize  // blocks in the grid (get_num_groups, gridDim)
	OpLaneID    // lane within the warp
	OpWarpID    // warp within the block
	OpWarpSize  // threads per warp
	OpWorkDim   // dimensions the launch gives: 1, 2 or 3 (get_work_dim)

	// Warp-level: VoteAll/VoteAny Args = pred (i1), result i1; Ballot
	// Args = pred, result i64 (bit i set when lane i's pred holds); Shuffle
	// Args = value, lane (i32), result the value read from that lane. Each
	// takes an optional last operand, the i32 member mask of a *_sync
	// intrinsic (bit i = lane i): the threads it computes over.
	OpVoteAll
	OpVoteAny
	OpBallot
	OpShuffle
	// WarpSync: Args = mask (i32), no result: __syncwarp(mask), the
	// threads of the warp named in the mask meet (bar.warp.sync).
	OpWarpSync

	// Call: Args = arguments; Instr.Callee() is the function.
	OpCall
	// Alloca: no Args; the result is a private pointer to fresh memory of
	// its element type.
	OpAlloca
	// Phi: Args[i] flows in from Block.Preds[i].
	OpPhi

	// Terminators. Successors are Block.Succs. Br: no Args, one successor.
	// CondBr: Args = cond, Succs = true, false. Switch: Args = value, Succs =
	// default, then one per Instr.Cases() entry. Ret: Args = [] or [value].
	// Unreachable: nothing.
	OpBr
	OpCondBr
	OpSwitch
	OpRet
	OpUnreachable

	// Printf: Args[0] is the format, a constant (or global, or generic)
	// global holding a NUL-terminated i8 array (its Init), the other Args the values it
	// converts, one per scalar conversion, * width and precision, and
	// vector lane (an OpenCL vector argument is split into its lanes):
	// integers, floats, and pointers for %s (to a NUL-terminated string in
	// global or constant memory) and %p. No result (the frontends make
	// printf's int result 0). The simulator records each executing
	// thread's text; see PrintfFormat and CheckPrintf.
	OpPrintf

	numOps
)

// opKind groups ops that share printing, parsing and checking rules.
type opKind uint8

const (
	kindNone opKind = iota
	kindIntBin
	kindFloatBin
	kindFloatUn
	kindCmp
	kindCast
	kindSpecial
	kindOther
	kindTerm
)

type opInfo struct {
	name string
	kind opKind
	args int // fixed operand count, -1 when variable
}

var opTable = [numOps]opInfo{
	OpInvalid: {"invalid", kindNone, 0},

	OpAdd:  {"add", kindIntBin, 2},
	OpSub:  {"sub", kindIntBin, 2},
	OpMul:  {"mul", kindIntBin, 2},
	OpSDiv: {"sdiv", kindIntBin, 2},
	OpUDiv: {"udiv", kindIntBin, 2},
	OpSRem: {"srem", kindIntBin, 2},
	OpURem: {"urem", kindIntBin, 2},
	OpAnd:  {"and", kindIntBin, 2},
	OpOr:   {"or", kindIntBin, 2},
	OpXor:  {"xor", kindIntBin, 2},
	OpShl:  {"shl", kindIntBin, 2},
	OpLShr: {"lshr", kindIntBin, 2},
	OpAShr: {"ashr", kindIntBin, 2},
	OpSMin: {"smin", kindIntBin, 2},
	OpSMax: {"smax", kindIntBin, 2},
	OpUMin: {"umin", kindIntBin, 2},
	OpUMax: {"umax", kindIntBin, 2},

	OpFAdd: {"fadd", kindFloatBin, 2},
	OpFSub: {"fsub", kindFloatBin, 2},
	OpFMul: {"fmul", kindFloatBin, 2},
	OpFDiv: {"fdiv", kindFloatBin, 2},
	OpFRem: {"frem", kindFloatBin, 2},
	OpFMin: {"fmin", kindFloatBin, 2},
	OpFMax: {"fmax", kindFloatBin, 2},
	OpFNeg: {"fneg", kindFloatUn, 1},
	OpFAbs: {"fabs", kindFloatUn, 1},
	OpSqrt: {"sqrt", kindFloatUn, 1},
	OpMath: {"math", kindOther, -1},

	OpICmp: {"icmp", kindCmp, 2},
	OpFCmp: {"fcmp", kindCmp, 2},

	OpSelect: {"select", kindOther, 3},

	OpTrunc:         {"trunc", kindCast, 1},
	OpZExt:          {"zext", kindCast, 1},
	OpSExt:          {"sext", kindCast, 1},
	OpFPTrunc:       {"fptrunc", kindCast, 1},
	OpFPExt:         {"fpext", kindCast, 1},
	OpFPToSI:        {"fptosi", kindCast, 1},
	OpFPToUI:        {"fptoui", kindCast, 1},
	OpSIToFP:        {"sitofp", kindCast, 1},
	OpUIToFP:        {"uitofp", kindCast, 1},
	OpPtrToInt:      {"ptrtoint", kindCast, 1},
	OpIntToPtr:      {"inttoptr", kindCast, 1},
	OpBitcast:       {"bitcast", kindCast, 1},
	OpAddrSpaceCast: {"addrspacecast", kindCast, 1},

	OpGEP:     {"gep", kindOther, -1},
	OpLoad:    {"load", kindOther, 1},
	OpStore:   {"store", kindOther, 2},
	OpAtomic:  {"atomic", kindOther, 2},
	OpCmpXchg: {"cmpxchg", kindOther, 3},
	OpFence:   {"fence", kindOther, 0},
	OpBarrier: {"barrier", kindOther, 0},

	OpThreadID:  {"tid", kindSpecial, 0},
	OpBlockID:   {"ctaid", kindSpecial, 0},
	OpBlockSize: {"ntid", kindSpecial, 0},
	OpGridSize:  {"nctaid", kindSpecial, 0},
	OpLaneID:    {"laneid", kindSpecial, 0},
	OpWarpID:    {"warpid", kindSpecial, 0},
	OpWarpSize:  {"warpsize", kindSpecial, 0},
	OpWorkDim:   {"workdim", kindSpecial, 0},

	OpVoteAll: {"vote.all", kindOther, -1},
	OpVoteAny: {"vote.any", kindOther, -1},
	OpBallot:  {"ballot", kindOther, -1},
	OpShuffle: {"shuffle", kindOther, -1},

	OpWarpSync: {"warpsync", kindOther, 1},

	OpCall:   {"call", kindOther, -1},
	OpAlloca: {"alloca", kindOther, 0},
	OpPhi:    {"phi", kindOther, -1},

	OpBr:          {"br", kindTerm, 0},
	OpCondBr:      {"condbr", kindTerm, 1},
	OpSwitch:      {"switch", kindTerm, 1},
	OpRet:         {"ret", kindTerm, -1},
	OpUnreachable: {"unreachable", kindTerm, 0},

	OpPrintf: {"printf", kindOther, -1},
}

func (op Op) String() string {
	if op < numOps {
		return opTable[op].name
	}
	return fmt.Sprintf("op%d", uint8(op))
}

// IsTerminator reports whether op ends a block.
func (op Op) IsTerminator() bool { return op < numOps && opTable[op].kind == kindTerm }

// IsIntBinary reports whether op is an integer binary operation.
func (op Op) IsIntBinary() bool { return op < numOps && opTable[op].kind == kindIntBin }

// IsFloatBinary reports whether op is a float binary operation.
func (op Op) IsFloatBinary() bool { return op < numOps && opTable[op].kind == kindFloatBin }

// IsFloatUnary reports whether op is a unary float operation.
func (op Op) IsFloatUnary() bool { return op < numOps && opTable[op].kind == kindFloatUn }

// IsCast reports whether op converts its operand to the result type.
func (op Op) IsCast() bool { return op < numOps && opTable[op].kind == kindCast }

// IsSpecial reports whether op reads a thread-geometry register.
func (op Op) IsSpecial() bool { return op < numOps && opTable[op].kind == kindSpecial }

// HasDim reports whether op takes a dimension (x, y, z).
func (op Op) HasDim() bool { return op >= OpThreadID && op <= OpGridSize }

// IsMemWrite reports whether op may write memory.
func (op Op) IsMemWrite() bool {
	return op == OpStore || op == OpAtomic || op == OpCmpXchg || op == OpCall
}

// IsMemRead reports whether op may read memory.
func (op Op) IsMemRead() bool {
	return op == OpLoad || op == OpAtomic || op == OpCmpXchg || op == OpCall
}

// Pred is a compare predicate, for OpICmp (EQ … SGE) and OpFCmp (False … True).
type Pred uint8

// The predicates, with LLVM's names.
const (
	PredNone Pred = iota
	PredEQ
	PredNE
	PredUGT
	PredUGE
	PredULT
	PredULE
	PredSGT
	PredSGE
	PredSLT
	PredSLE

	PredFalse
	PredOEQ
	PredOGT
	PredOGE
	PredOLT
	PredOLE
	PredONE
	PredORD
	PredUEQ
	PredFUGT
	PredFUGE
	PredFULT
	PredFULE
	PredUNE
	PredUNO
	PredTrue
	numPreds
)

var predNames = [numPreds]string{
	PredNone: "none",
	PredEQ:   "eq", PredNE: "ne", PredUGT: "ugt", PredUGE: "uge", PredULT: "ult", PredULE: "ule",
	PredSGT: "sgt", PredSGE: "sge", PredSLT: "slt", PredSLE: "sle",
	PredFalse: "false", PredOEQ: "oeq", PredOGT: "ogt", PredOGE: "oge", PredOLT: "olt", PredOLE: "ole",
	PredONE: "one", PredORD: "ord", PredUEQ: "ueq", PredFUGT: "ugt", PredFUGE: "uge", PredFULT: "ult",
	PredFULE: "ule", PredUNE: "une", PredUNO: "uno", PredTrue: "true",
}

func (p Pred) String() string {
	if p < numPreds {
		return predNames[p]
	}
	return fmt.Sprintf("pred%d", uint8(p))
}

// IsIntPred reports whether p is an integer compare predicate.
func (p Pred) IsIntPred() bool { return p >= PredEQ && p <= PredSLE }

// IsFloatPred reports whether p is a float compare predicate.
func (p Pred) IsFloatPred() bool { return p >= PredFalse && p <= PredTrue }

// ParsePred returns the predicate named s for an icmp (float false) or an
// fcmp (float true).
func ParsePred(s string, float bool) (Pred, bool) {
	lo, hi := PredEQ, PredSLE
	if float {
		lo, hi = PredFalse, PredTrue
	}
	for p := lo; p <= hi; p++ {
		if predNames[p] == s {
			return p, true
		}
	}
	return PredNone, false
}

// AtomicOp is the read-modify-write operation of an OpAtomic.
type AtomicOp uint8

// The atomic operations. Inc and Dec add and subtract one (OpenCL's
// atomic_inc/atomic_dec); Xchg stores the value.
const (
	AtomicNone AtomicOp = iota
	AtomicAdd
	AtomicSub
	AtomicAnd
	AtomicOr
	AtomicXor
	AtomicMin
	AtomicMax
	AtomicUMin
	AtomicUMax
	AtomicXchg
	AtomicInc
	AtomicDec
	AtomicFAdd
	// UIncWrap and UDecWrap are CUDA's atomicInc/atomicDec (LLVM's
	// uinc_wrap/udec_wrap) with the value as the limit, unsigned:
	// inc stores old >= v ? 0 : old+1; dec stores old == 0 || old > v ? v : old-1.
	AtomicUIncWrap
	AtomicUDecWrap
	numAtomicOps
)

var atomicNames = [numAtomicOps]string{
	AtomicNone: "none", AtomicAdd: "add", AtomicSub: "sub", AtomicAnd: "and", AtomicOr: "or",
	AtomicXor: "xor", AtomicMin: "min", AtomicMax: "max", AtomicUMin: "umin", AtomicUMax: "umax",
	AtomicXchg: "xchg", AtomicInc: "inc", AtomicDec: "dec", AtomicFAdd: "fadd",
	AtomicUIncWrap: "uinc_wrap", AtomicUDecWrap: "udec_wrap",
}

func (a AtomicOp) String() string {
	if a < numAtomicOps {
		return atomicNames[a]
	}
	return fmt.Sprintf("atomic%d", uint8(a))
}

// ParseAtomicOp returns the atomic operation named s.
func ParseAtomicOp(s string) (AtomicOp, bool) {
	for a := AtomicAdd; a < numAtomicOps; a++ {
		if atomicNames[a] == s {
			return a, true
		}
	}
	return AtomicNone, false
}

// MemFlags say which memory a barrier or fence orders.
type MemFlags uint8

// The memory flags, with OpenCL's CLK_LOCAL_MEM_FENCE and CLK_GLOBAL_MEM_FENCE values.
const (
	MemShared MemFlags = 1 << iota
	MemGlobal
)
