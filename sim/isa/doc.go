// Package isa is the simtc instruction set and object file format: the
// contract between the backend, which writes .simt objects, and the
// simulator, which runs them. It is a leaf package: it imports no other simtc
// package, keeps no mutable package state, and never panics on bad input.
//
// # Machine model
//
// The ISA describes one SIMT thread: a small load/store RISC. A thread has
// general registers r0 … r(NumRegs-1) of 64 bits each (NumRegs ≤ 255 per
// kernel, all zero at launch), the zero register rz (reads 0, writes are
// discarded), a stack pointer sp, and read-only special registers (s2r).
// How threads are grouped into warps, and how a warp's threads follow
// divergent control flow, is the simulator's business; the reconvergence
// instructions and metadata below are hints and annotations for it, and are
// no-ops under the mechanisms that do not use them.
//
// # Values in registers
//
// Registers are untyped 64-bit containers; the operation's type says how to
// read them.
//
//   - i64 operations read and write all 64 bits.
//   - i32 operations read the low 32 bits of their sources and write their
//     result zero-extended to 64 bits (as AArch64 W registers do).
//   - i1, i8 and i16 values are computed with i32 operations. Their bits
//     above the narrow width are unspecified (an i8 add may carry into bit
//     8), so the backend normalizes with zext/sext (or trunc) before any
//     operation that looks at those bits: compares, division, remainder,
//     right shifts, min/max, conversions, widening, and use as an address.
//     Stores of i8/i16 write only the low bits and need no normalization.
//   - i1 values used as conditions (cbra, select, vote, ballot) are tested
//     for non-zero over all 64 bits, so the backend keeps them exactly 0 or
//     1: compares produce 0/1, and/or/xor of 0/1 values stay 0/1, and
//     trunc.i1 normalizes anything else.
//   - f32 values live in the low 32 bits (IEEE-754 bits) with the upper 32
//     bits zero; f64 values use all 64 bits. A bitcast between an integer and
//     a float of the same width is therefore a plain mov.
//   - Pointers are 64-bit addresses (see Memory).
//
// # Operands and immediates
//
// Operands are registers, except that the last source operand of the ALU
// operations, mov, select and shfl may be a 64-bit immediate instead
// (FlagImm; Inst.Imm holds it). For 32-bit types the low 32 bits of the
// immediate are used; float immediates are IEEE bit patterns (f32: low 32
// bits). Memory operations always take an address register plus a signed
// 64-bit byte offset ([a+imm]; [imm] when a is rz). Every immediate fits the
// encoding, so no instruction needs splitting.
//
// # Instructions
//
// Assembly syntax is shown as Inst.String prints it. d is the destination,
// a, b, c sources; "b|imm" may be an immediate.
//
// Moves and special registers:
//
//	nop
//	mov.T d, a|imm          T = i32 i64 f32 f64; copies T's width (32-bit: zero-extended)
//	s2r d, %S               S = tid.{x,y,z} ctaid.{x,y,z} ntid.{x,y,z} nctaid.{x,y,z}
//	                            laneid warpid warpsize (32-bit), sp (64-bit)
//	gaddr d, gN             d = address of global variable N (Object.Globals[N]), in its space
//
// Integer ALU, T = i32 or i64, op.T d, a, b|imm:
//
//	add sub mul             wrapping
//	sdiv udiv srem urem     division by zero faults; sdiv MIN/-1 = MIN, srem MIN/-1 = 0
//	and or xor
//	shl lshr ashr           the shift amount is taken modulo the width
//	smin smax umin umax
//
// Float ALU, T = f32 or f64 (IEEE-754, round to nearest even):
//
//	fadd fsub fmul fdiv frem d, a, b|imm     frem is C fmod
//	fmin fmax d, a, b|imm   if one operand is NaN the result is the other (LLVM minnum/maxnum)
//	fneg fabs fsqrt d, a
//	math.FN.T d, a[, b[, c]] the math function FN (MathFn, which defines the results;
//	                        SFU latency) with its 1, 2 or 3 sources:
//	    FN = sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh exp exp2 exp10
//	         expm1 log log2 log10 log1p rsqrt cbrt floor ceil trunc round rint erf erfc
//	         tgamma lgamma logb sinpi cospi (one source), pow atan2 hypot fmod remainder
//	         copysign fdim nextafter (two), fma mad (three)
//
// Compares and select; the result is 0 or 1:
//
//	icmp.C.T d, a, b|imm    C = eq ne ugt uge ult ule sgt sge slt sle; T = i32 i64
//	fcmp.C.T d, a, b|imm    C = false oeq ogt oge olt ole one ord (ordered: false on NaN)
//	                            ueq ugt uge ult ule une uno true (unordered: true on NaN)
//	select.T d, c, a, b|imm d = c != 0 ? a : b (T's width)
//
// Conversions, op.To.From d, a:
//
//	sext.{i32,i64}.{i1,i8,i16,i32}     sign-extend the low From bits (From narrower than To)
//	zext.{i32,i64}.{i1,i8,i16,i32}     zero-extend the low From bits
//	trunc.{i1,i8,i16,i32}.{i32,i64}    keep the low To bits, zero-extended (To narrower than From)
//	fptosi fptoui .{i32,i64}.{f32,f64} round toward zero; NaN gives 0; out of range saturates
//	sitofp uitofp .{f32,f64}.{i32,i64} round to nearest even
//	fpext.f64.f32, fptrunc.f32.f64
//	cvta.S d, a             S address → generic address (S = global const shared private)
//	cvta.to.S d, a          generic address → S address; faults if a is not in S
//
// Memory, T = i8 i16 i32 i64 f32 f64 (integer loads zero-extend; the backend
// sign-extends with sext when it needs to):
//
//	ld[.volatile].S.T d, [a+imm]       S = global shared private const param generic
//	st[.volatile].S.T [a+imm], b       S = global shared private generic
//	atom.S.OP.T d, [a+imm], b          S = global shared generic; d = old value
//	    OP = add sub and or xor min max umin umax xchg (T = i32 i64), fadd (T = f32 f64),
//	         inc dec (no b: OpenCL atomic_inc/atomic_dec, add/subtract 1 without wrap-around),
//	         uinc_wrap udec_wrap (CUDA atomicInc/atomicDec with limit b: inc stores
//	         old >= b ? 0 : old+1, dec stores old == 0 || old > b ? b : old-1, unsigned)
//	cas.S.T d, [a+imm], b, c           if mem == b { mem = c }; d = old value; T = i32 i64
//
// Accesses are little-endian and must be naturally aligned (a misaligned or
// out-of-bounds access faults, naming the thread, PC and source line).
// Atomics of one warp instruction are performed one lane at a time in lane
// order. volatile marks accesses that must not be combined or elided; in
// the simulator every access goes to memory, so it is informational.
//
// Synchronization and warp-level operations:
//
//	fence.M                 orders the thread's memory accesses (M = shared, global, shared.global)
//	bar[.M]                 block-wide barrier: waits until every thread of the block that has
//	                        not exited arrives at a barrier, then orders memory M
//	vote.all d, a           d = 1 if a != 0 in every thread executing the instruction together
//	vote.any d, a           d = 1 if a != 0 in any of them
//	ballot d, a             bit i of d set when lane i executes it with a != 0 (lanes 0…63)
//	shfl d, a, b|imm        d = register a of lane (b mod warpsize); from an inactive lane,
//	                        that lane's current register value
//	…, mask=c               (FlagMask, on vote, ballot and shfl: a *_sync intrinsic's member
//	                        mask, bit i = lane i) computed over the threads of c only
//	wsync a                 __syncwarp(a): the threads of the mask a meet
//
// "The threads executing the instruction together" is the issuing split of
// the warp under a SIMT mechanism; under mimd they are collective (OpenCL
// sub-group functions, CUDA *_sync intrinsics): every live thread of the
// warp must reach the same one, and they execute it together. With a
// member mask (and for wsync) only the live threads of the mask take part:
// under mimd and its they wait for each other; under a SIMT mechanism a
// live thread of the mask outside the issuing split is a deadlock the
// simulator diagnoses (see package sim, "Warp-level operations").
//
// Control flow. PCs are byte offsets into the code (multiples of 16); NoPC
// (0xffffffff) means "none":
//
//	bra[.cons] T [rpc=R]           jump to T
//	@[!]a bra[.cons] T [rpc=R]     (cbra) jump to T if a != 0 (with !, if a == 0), else fall through
//	brx a [rpc=R]                  jump to the PC in a, which must be one of the targets listed
//	                               in the branch metadata (else fault)
//	call T                         sp -= 8; store the return PC (64-bit) at private [sp]; jump to T,
//	                               which must be a function entry in the symbol table
//	ret                            load the return PC from private [sp]; sp += 8; jump there
//	spadd imm                      sp += imm (allocates or frees a stack frame)
//	printf [a], #N                 print Object.Printfs[N] with the thread's arguments,
//	                               argument k read from private memory at a+8k
//	                               (its type's size); the simulator records the text
//	exit                           the thread terminates
//	trap                           the thread faults (unreachable code was reached)
//
// Reconvergence:
//
//	ssy R     push a reconvergence (SYNC) entry for R with the active mask
//	sync      join: pop the warp's top entry (see below)
//
// A thread-frontier reconvergence check is not an instruction: it is a
// flag on the block where it is made (Block.Join, below). Opcode 65 was
// an issued "join" up to object format 1; it is retired.
//
// The unit each operation uses (ALU, SFU for division/remainder/sqrt, MEM,
// CTRL) is Op.Unit, for timing models; Inst.Uses and Inst.Def give the
// registers for a scoreboard.
//
// # What each reconvergence mechanism finds in the binary
//
// IPDOM stack, GPGPU-Sim style (pdom, hws): every potentially divergent
// branch (cbra, brx) carries rpc = the first PC of its immediate
// post-dominator block (after SSDE: of its SafePDom or switch block), NoPC
// when that is the virtual exit. On divergence the warp's top entry's PC
// becomes R and entries for the taken and not-taken paths, with RPC R, are
// pushed; an entry is popped when its next PC equals its RPC.
//
// IPDOM stack, token style (ssy/sync, as on NVIDIA Tesla/Fermi): the backend
// emits "ssy R" before a potentially divergent branch whose post-dominator
// block starts at R, and "sync" as the first instruction at R. Semantics: ssy
// pushes a SYNC entry {R, active mask}. A divergent cbra pushes a DIV entry
// {PC of the path not run first, its mask} and continues with the other path.
// sync pops the top entry: a DIV entry makes the warp continue on that entry's
// path with its mask; the SYNC entry restores its mask and continues at the
// instruction after the sync. Threads that exit leave every mask; a warp
// whose active mask becomes empty pops as if it executed sync. Placement
// rules the backend must keep: every executed ssy is matched by exactly one
// sync of its SYNC entry, so (1) an ssy whose branch sits inside a loop that
// does not contain R is hoisted out of that loop (e.g. to the preheader;
// one ssy serves all exits of the loop to R), and (2) if R can be reached
// from outside the region the ssy opens, the sync goes on the region's edges
// into R (split edge blocks), not at R. Branches also carry rpc=R, so
// either style can run the same code.
//
// Multi-path IPDOM and AWARE (mp, mp-orec, dps, aware): the branch rpc field
// is the reconvergence point (the IPDOM, or the SafePDom after SSDE; AWARE's
// delayed reconvergence uses the same field). Divergent barriers are plain
// bar instructions.
//
// Stack-less min(SP:PC) (minpc, Collange 2011): each thread has its own PC
// and sp; call/ret and spadd change sp, the stack grows down, so the thread
// with the deepest call nesting has the smallest sp and min(sp:pc) favours
// it. Nothing else is needed; brx handles indirect jumps.
//
// Thread frontiers (tf-stack, tf-sandy, Diamos 2011): the Blocks table gives
// each basic block its priority (0 highest); a PC's priority is that of the
// block containing it, and when no block has a priority the PC order is the
// priority order (the backend lays blocks out by priority for TF). Each
// potentially divergent branch's metadata lists its block's thread frontier
// (BranchInfo.Frontier: for each frontier block the first PC of its run,
// the edge blocks holding its phi copies included, plus, for TF-SANDY, the
// machine blocks of the same IR branch between the branch and its farthest
// target where threads may wait).
//
//   - TF-STACK keeps a stack of {PC, mask} entries sorted by priority and
//     runs the top; a branch inserts its destinations in order, merging
//     masks with an entry at the same PC. The compiler-placed
//     reconvergence checks (the paper's checks on the edges into a block
//     of the source block's frontier, Sec. 4.1) are the blocks flagged
//     Join: every block that is in the thread frontier of one of its
//     predecessors. When the running entry's PC enters such a block (by a
//     branch or by falling through), the entry waiting at that PC is
//     merged into it before the block's first instruction issues — the
//     paper's comparator between the current PC and the first stack
//     entry (Sec. 5.2), which takes no issue slot.
//   - TF-SANDY keeps a PC per thread and one warp PC; an instruction runs for
//     the threads whose PC equals the warp PC (the hardware compares every
//     thread's PC with the warp PC at every instruction, so it needs no
//     Join flags). After a branch the warp PC is
//     the smallest destination PC among the threads that executed it; for a
//     conservative branch (bra.cons / cbra.cons, the dotted edges of the
//     paper's figure 3) it is min(that, the smallest PC of the branch's
//     frontier), so the warp visits the frontier blocks in priority order
//     even if no thread waits there (it then executes with no thread enabled
//     until it meets waiting threads). The backend marks a branch
//     conservative whenever one of its targets has a lower priority (higher
//     PC) than a block in its frontier. With no thread enabled, a branch
//     just falls through. Those instructions are issued slots with no
//     active thread: they count as warp instructions.
//
// The object's Mech field names the mechanism the annotations were made for
// ("" when generic), so the simulator can reject code built for another;
// its Layout field the block layout the code was emitted in ("rpo",
// "priority", or "" when not recorded), which run reports repeat.
//
// # Memory
//
// Address spaces: global (device memory, shared by all blocks; kernel
// buffers and global variables), shared (per block: [0, SharedSize) static,
// then the dynamically sized buffers of shared-pointer parameters, each
// 16-byte aligned, in parameter order), private (per thread: [0,
// PrivateSize) static allocations, then the StackSize-byte call stack; sp
// starts at PrivateSize+StackSize and a call that would push below
// PrivateSize faults), const (read-only global memory: a const address is a
// global address; st and atom reject it), param (the read-only parameter
// block, read with ld.param at the parameter's offset, e.g.
// "ld.param.i64 r1, [8]"), and generic.
//
// Generic addresses carry their space in bits 63…56: tag 0 is global (so a
// global address is its own generic address, as CUDA kernel pointers need),
// tag 2 shared, tag 3 private (the Space values); bits 55…0 are the address
// in that space. ToGeneric and FromGeneric implement the convention; the
// simulator keeps global, shared and private addresses below GenericLimit
// and faults on a generic access with any other tag.
//
// # Launch
//
// A launch names a kernel; the simulator fills the parameter block
// (ParamSize bytes) from the arguments at the parameters' offsets
// (little-endian; pointers are global, const, shared (an offset in shared
// memory) or generic addresses), allocates SharedSize bytes of shared memory
// per block plus the dynamic buffers, and PrivateSize+StackSize bytes of
// private memory per thread, zeroes registers, and starts every thread at
// the kernel's PC. Global variables are allocated and initialized once per
// launch (from Init, else zero) at addresses aligned to Align; gaddr returns
// them.
//
// # Encoding
//
// Every instruction is 16 bytes, little-endian:
//
//	byte  0      opcode (Op)
//	byte  1      bits 0-3 Type; bits 4-7 From (conversions) or Space (ld st atom cas cvta)
//	byte  2      modifier: Cond (icmp fcmp), Atom (atom), SReg (s2r), Mem (fence bar)
//	byte  3      Flags: 1 imm, 2 volatile, 4 neg (cbra), 8 cons (bra cbra)
//	bytes 4-7    registers d, a, b, c (255 = rz)
//	bytes 8-15   Imm (int64), or for bra cbra brx call ssy: Target (bytes 8-11), RPC (bytes 12-15)
//
// Fields an operation does not use are zero, and Decode rejects anything
// else (a non-zero unused field, an unknown opcode or modifier, a type the
// operation does not take, a misaligned PC), so each valid Inst has exactly
// one encoding and Encode(Decode(b)) == b whenever Decode succeeds. Opcode and
// enum values are part of the format: new ones are only appended.
//
// # Object file (.simt), format versions 2 and 3
//
// A 16-byte header, then eight sections (nine in version 3) in a fixed order,
// each exactly once:
// a section id byte, the payload length as a uvarint, the payload. Numbers
// inside sections are unsigned LEB128 varints (uvarint), minimally encoded;
// signed ones are zigzag varints (sint); strings are a uvarint length plus
// that many bytes (UTF-8 where they are names).
//
//	header     "SIMTOBJ\x00", version (u16: 2, or 3 with printf formats), reserved (u16 = 0), file size (u32)
//	1 meta     mech string, layout string
//	2 code     16 bytes per instruction; instruction i is at PC 16*i
//	3 symbols  count; per function: name, pc, size (bytes)            sorted by PC, disjoint
//	4 kernels  count; per kernel: name, pc, numregs, paramsize, sharedsize,
//	           privatesize, stacksize, param count; per param: name,
//	           kind (u8: 1 scalar, 2 pointer), type (u8 Type), space (u8 Space),
//	           size, offset                                           sorted by name
//	5 globals  count; per global: name, space (u8), size, align,
//	           init length (0 or size), init bytes                     in gaddr index order
//	6 blocks   count; per block: pc, name, priority (sint, -1 = none),
//	           flags (u8: bit 0 join point; other bits 0)            sorted by PC
//	7 branches count; per branch: pc, frontier count, frontier pcs,
//	           target count, brx target pcs                            sorted by PC; sets sorted
//	8 lines    file count, file names (sorted, each used); entry count;
//	           per entry: pc delta/16 from the previous entry (first: from 0),
//	           file index, line delta (sint) from the previous entry's line, column
//	9 printf   (version 3 only, which has it and at least one format) count; per
//	           format: format string, argument count, per argument: type (u8 Type)
//
// Read (Unmarshal) checks everything Object.Validate checks and gives an
// *Error (or ErrorList) naming the byte offset and what is wrong: truncated
// input, bad magic, unknown version, sections out of order or with unused
// bytes, counts larger than the remaining bytes, undecodable instructions,
// targets and PCs outside the code or misaligned, call targets that are not
// function entries, registers at or above the NumRegs of a kernel whose code
// reaches them (through branches, brx targets and calls), execution running
// off the end of the code, unsorted or overlapping tables, brx without
// targets, conservative branches without a frontier, inconsistent
// parameters and globals. An object Read accepts is canonical: Write gives
// back the same bytes. Write validates first and never writes a file Read
// would reject.
package isa
