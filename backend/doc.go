// Package backend compiles simtc IR (package ir) to simtc machine code and
// .simt objects (package sim/isa): instruction selection, phi elimination,
// register assignment, block layout, reconvergence annotations, and the
// object's tables (kernels and parameters, globals, symbols, blocks,
// branches, lines).
//
// # Pipeline
//
// Compile runs, for each function it emits:
//
//  1. Inlining (default): transform.Inline makes every kernel call-free, in
//     place in the caller's module. With Options.NoInline device functions
//     are emitted as functions of their own and called with call/ret, each
//     with its returns merged into one (transform.MergeReturns), so that a
//     branch whose paths return separately still reconverges before the
//     return instead of at the virtual exit.
//  2. Uniformity (uniform.go): which conditional branches may diverge.
//  3. Instruction selection (lower.go) from IR to machine blocks over
//     virtual registers, following the width conventions of sim/isa: i1
//     values are kept exactly 0 or 1, i8 and i16 values are computed with
//     i32 operations and sign- or zero-extended (sext/zext) right before an
//     operation that looks at their high bits (compares, division,
//     remainder, right shifts, min/max, conversions), and every value of 32
//     bits or fewer has zero bits 32-63. Constants become immediates where
//     the ISA allows one, rz when zero, and a mov right before the use
//     otherwise. A gep whose only use is the address of a load, store or
//     atomic in the same block is folded into its [reg+offset] operand.
//  4. Phi elimination (phi.go): each CFG edge into a block with phis gets a
//     parallel copy, placed at the end of the source block when that block
//     has one successor and in a new edge block otherwise (so critical edges
//     are split and there is no lost-copy problem). Parallel copies are
//     sequentialized with a temporary for each cycle (the swap problem).
//  5. switch is lowered to a compare-and-branch chain: "@(v == case_i) bra
//     target_i", falling through to the next compare and, after the last, to
//     the default. Each branch of the chain diverges first to the default,
//     not-taken path, as Algorithm 3 of ElTantawy and Aamodt (MICRO 2016)
//     requires of the SSDE switch block, and carries the switch block's
//     reconvergence PC.
//  6. Register assignment (regalloc.go): liveness over the machine CFG, an
//     interference graph whose size is about that of the code, however
//     many registers are live at once (interference.go: the edges between
//     a long-lived register and those defined while it lives are ranges),
//     and greedy colouring in first-definition order
//     with a preference for the colour of a copy-related register (so most
//     phi copies become "mov rX, rX" and are dropped). A definition that is
//     never used writes rz. When the colouring needs more than isa.MaxRegs
//     registers, Chaitin-style simplification picks the registers with the
//     lowest spill cost (definitions and uses) per interference, which are
//     spilled to the thread's frame (spill.go: a store after each
//     definition, a load before each use, through short-lived temporaries),
//     and allocation runs again.
//  7. Layout and emission (emit.go): blocks in reverse post-order of the IR
//     (or Options.Layout), edge blocks right before their target, switch
//     chains right after the switch block; branches to the next block are
//     dropped, and a conditional branch whose taken target is next is
//     inverted (@!c).
//
// Inlined kernels are call-free, so each one goes through steps 2-7 and
// its machine code is dropped before the next is lowered (as llc emits
// function by function): memory holds the IR, the object so far and one
// function's machine form. A Stream (stream.go) goes one step further for
// a module whose functions call none: each kernel is compiled as it is
// read and its IR dropped after, so memory holds the IR of the kernels in
// flight, not the module's (simtc build on an LLVM file). With NoInline,
// register bases and the saves around calls need the whole call graph
// (callgraph.go), and every function is allocated before any is emitted.
//
// # Reconvergence annotations
//
// Every conditional branch that may diverge carries rpc = the PC of the
// first instruction of its block's immediate post-dominator (of the switch
// block, for the branches of a switch chain), isa.NoPC when that is the
// virtual exit. A reconvergence point whose block has no code of its own
// (it only falls through) gets none: its PC is that of the code after it,
// as a label's, and the stack compares PCs there (GPGPU-Sim's PTX labels
// work the same), so reconverging issues nothing. Branches the
// uniformity analysis proves non-divergent, and unconditional branches,
// carry isa.NoPC. Options.PostDom replaces the reconvergence points (e.g.
// with SafePDoms).
//
// With Options.SSY the code also carries the ssy/sync instructions of the
// token-style IPDOM stack (ssy.go): "ssy R" on every edge into the region of
// blocks that reconverge at R (so once before a loop, not per iteration),
// "sync" on every edge from the region into R (or once at the top of R when
// all of R's predecessors are in the region). The regions must nest;
// overlapping regions (some unstructured gotos) are an error in that mode.
//
// For the thread-frontier mechanisms, Options.Layout orders the blocks (by
// priority), Options.Priority fills the block table's priorities (isa.NoPriority
// otherwise, which tells the simulator to use PC order), and
// Options.Frontier gives each block's thread frontier: it goes into the
// metadata of the branches ending the block, a branch with a target after
// a block of its frontier is marked conservative (bra.cons, for TF-SANDY),
// and a block in the frontier of one of its predecessors is a join point
// (isa.Block.Join, on the block table entry where its code starts): the
// TF-STACK reconvergence check, which the simulator makes when a warp
// enters the block and which is not an instruction. frontier.go fills the three hooks
// from passes/frontier (WithTarget maps an isa.Target to them); a frontier
// entry is the first PC of the block's run, its edge blocks included.
//
// # Uniformity
//
// A value is uniform when it is provably the same in every thread of a warp
// however threads are grouped into warps (dynamic warp formation included):
// constants, kernel parameters, global addresses, allocas, the block size,
// grid size and warp size, and pure operations on uniform values. Thread,
// lane, warp and block ids, loads, atomics, votes, shuffles, call results
// and device-function parameters are divergent; a phi is divergent when an
// operand is, or when its block can be reached from a divergent branch
// before that branch's immediate post-dominator (the sync dependence of
// Karrenberg and Hack, conservatively). A conditional branch on a divergent
// value may diverge. Options.AllDivergent turns the analysis off.
//
// # Memory layout
//
// Kernel parameters are laid out in declaration order at offsets aligned to
// their size (pointers take 8 bytes) and read with ld.param in the entry
// block. Shared-memory globals get static offsets in shared memory (module
// order, naturally aligned; Kernel.SharedSize covers those the kernel's code
// uses); global and constant globals become Object.Globals, addressed with
// gaddr. Allocas of a kernel are static slots in private memory
// [0, PrivateSize), followed by its spill and save slots; an alloca
// executed several times (in a loop) reuses its slot.
//
// # Calls (Options.NoInline)
//
// Calling convention (recursion and mutual recursion included):
//
//   - Arguments and result on the per-thread stack: the caller reserves an
//     argument area of 8 bytes per argument (plus 8 for a result) with
//     "spadd -area", stores argument k at [sp+8k], calls (call pushes the
//     8-byte return address), reads the result from [sp+8n] after the
//     return and frees the area with "spadd +area". No value is passed in
//     a register.
//   - Callee-allocated frames: the callee's prologue does "spadd -frame"
//     and sets its frame pointer fp = sp; its epilogue stores the result
//     and does "spadd +frame" before ret. Frame layout, from fp upwards:
//     allocas, spill slots (spill.go), save slots (8 bytes per machine
//     register it saves around its calls); then, above the frame, the
//     return address at [fp+frame] and the caller's argument area from
//     [fp+frame+8]. The stack grows down; each thread has its own sp, so
//     every recursion level has its own frame.
//   - Registers: each function is allocated on its own (registers 0 …
//     numRegs-1), then shifted by a base (callgraph.go): along the acyclic
//     part of the call graph a callee's base is above all its callers'
//     registers, so those calls save nothing; the functions of a
//     recursive cycle share a base. Caller-save: around each call the
//     caller stores the registers live across the call that the callee
//     may clobber (the registers of every function it can reach) to its
//     save slots right before the call and loads them right after,
//     addressing them through a scratch register set from sp (a register
//     that nothing live across the call occupies; in a kernel the slots
//     are static addresses). A clobbered fp is recomputed from sp. The
//     callee saves nothing.
//
// Kernel.StackSize is the deepest use of the stack along any call chain;
// a kernel that reaches recursion, whose depth is unbounded, gets
// Options.StackSize (DefaultStackSize, 8 KiB per thread, when 0), and a
// recursion deeper than that is a simulator fault (stack overflow), never
// a write outside the thread's stack. Kernel.NumRegs covers the registers
// of every function the kernel reaches. Without NoInline a recursive call
// is transform.Inline's positioned error.
//
// Unsupported IR (an atomic on private memory, a store to constant memory,
// values of array type, an unknown op) is an *ir.Error at the instruction's
// position naming the function; Compile never panics on valid IR.
//
// TestLLVMKernels is a corpus sweep (internal/corpus.Sweep, which lists them
// all): go test -short skips it, go test ./... runs it.
package backend
