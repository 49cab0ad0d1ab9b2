// Package llvmir writes a simtc ir.Module back out as LLVM 14 IR, so a
// kernel that simtc has transformed (Static SIMT Deadlock Elimination,
// inlining, merged returns) goes on through opt, llc -march=nvptx64 and the
// user's own LLVM tools. The module is built with github.com/llir/llvm's IR
// builder and printed with its printer; only the leading comment header is
// text.
//
// # Two starting points
//
//   - LLVM input (Options.Template is the original .ll): the original text is
//     parsed again with llir and used as a template. Every function that is
//     still in the ir.Module keeps its llir header — name, linkage, calling
//     convention, parameter types, names and attributes, attribute groups,
//     !kernel_arg_* and !dbg attachments — and gets a new body built from the
//     simtc IR. Globals, named metadata (!nvvm.annotations, !llvm.dbg.cu,
//     !opencl.ocl.version …), metadata nodes, the data layout and the triple
//     are the template's. Functions the ir.Module no longer has (device
//     functions inlined away) are dropped, and so are declarations nothing
//     calls any more (llvm.dbg.declare, …). Nothing new is stored in the
//     simtc IR or in the frontend for this. An instruction that survives
//     unchanged from the template keeps its nsw/nuw/exact and fast-math
//     flags, inbounds, explicit align, !tbaa, !llvm.loop (not in a
//     function SSDE rewrote) and call-site attributes (keep.go).
//   - Other input (mini-C, .ir): a new module in the form clang-14 emits for
//     Options.Target: spir64 (spir_kernel and spir_func calling conventions,
//     !kernel_arg_* metadata, OpenCL address spaces, Itanium-mangled OpenCL
//     builtins) or nvptx64 (CUDA's form: kernels listed in !nvvm.annotations,
//     NVPTX address spaces, llvm.nvvm.* intrinsics, atomics as LLVM
//     instructions).
//
// # The simtc operations
//
// Thread geometry, barriers, fences, atomics, votes and shuffles map back to
// the target's own spelling, inverting frontend/llvm/calls.go. The spelling
// follows the template: when the original module declares the OpenCL
// builtin (_Z12get_local_idj, _Z7barrierj, _Z10atomic_addPU3AS1Vii, …),
// that builtin is called — which is what clang emits for OpenCL on both
// spir64 and nvptx64 — otherwise the target's default form is used: OpenCL
// builtins on spir64, llvm.nvvm.* intrinsics and atomicrmw/cmpxchg on
// nvptx64. An OpenCL atomic keeps the spelling the template declares for its
// operation and pointer (atomic_ or atom_, signed or unsigned element);
// sub-group builtins and atomics on other types get the default Itanium
// mangling. get_global_id and get_global_size, which the frontend expands,
// come back expanded (get_group_id * get_local_size + get_local_id). LLVM
// intrinsics the frontend turned into operations (llvm.smax, llvm.fabs,
// llvm.sqrt, llvm.minnum, …) are emitted as those intrinsics; ones it
// expanded into straight-line code (llvm.ctpop, llvm.memcpy, fmuladd) stay
// expanded.
// Math functions (ir.OpMath) are written as the template declares them,
// otherwise as the OpenCL builtin (_Z3sinf) for OpenCL, as an LLVM
// intrinsic llc lowers natively (llvm.floor, llvm.fma) or the libdevice
// function (__nv_sinf) for CUDA on nvptx64 (math.go).
// CUDA's atomicInc/atomicDec are the llvm.nvvm.atomic.load.inc/dec
// intrinsics (wrap.go). A device function whose simtc signature is not its
// template header (vectors and by-value structs passed lane by lane) gets
// a header from the simtc signature; a vector pointer simtc sees as a
// pointer to its first lane is a gep to lane 0 (header.go, body.go). A
// kernel's by-value vector or byval struct, which simtc reads from a launch
// buffer in global memory, keeps its LLVM form, and the pointers simtc
// derives from it point into the thread's own copy (byvalue.go).
//
// # Names and positions
//
// Blocks keep their simtc names, which for LLVM input are the original
// labels, numbered ones included (block "5" is written %"5", which LLVM
// reads as the name 5 and prints back the same way), so dominator trees,
// post-dominator trees and loops printed by opt name the same blocks as
// for the input. Values keep non-numeric names; numbered values are
// renumbered by the printer. An instruction whose position came from a
// !dbg location (a position outside the .ll file itself) gets a !dbg
// location again when its function has a DISubprogram: the template's
// own DILocation for that line and column in that function when there is
// one, otherwise a new one scoped to the function's subprogram (code inlined
// from another function is attributed to the caller's subprogram at the
// callee's line). The DWARF calling conventions llir cannot parse
// (DW_CC_LLVM_OpenCLKernel, DW_CC_LLVM_SpirFunction) stand in as ones it
// can while the template is read and are restored in the output.
//
// # Parallel edges
//
// The simtc IR gives each CFG edge its own phi operand; LLVM keys phi
// operands by predecessor block. When two edges from one block reach the
// same block with different phi operands (SSDE with the Nvidia rule routes
// a loop's entry and its latch through one switch to the header, as two
// cases), the second edge goes through a new block FROM.to.TO that only
// branches on. This is the only place the output's CFG differs from the
// simtc IR's.
//
// # What is added
//
// A comment header names the source, the target and the transforms applied,
// and repeats the source's simtc:launch and simtc:expect directives so
// `simtc run` can run the output (status expectations are dropped when SSDE
// rewrote a loop: they described the original's deadlock). SSDE rewrites are
// listed in the named metadata !simtc.ssde, one node per rewritten loop:
// !{!"function", !"loop header", !"switch block"}.
//
// TestVerifyAndCompile, TestRoundTripTrees, TestSSDECFGIsWrittenExactly and
// TestKeepsFlags are corpus sweeps (internal/corpus.Sweep, which lists them
// all): go test -short skips them, go test ./... runs them.
package llvmir
