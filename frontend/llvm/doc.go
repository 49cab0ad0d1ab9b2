// Package llvm is simtc's LLVM IR frontend: it reads the textual .ll that
// clang-14 emits for OpenCL C (targets spir64 and nvptx64) and for CUDA
// device code (--cuda-device-only), at -O0 and -O2, and lowers it into the
// simtc IR (package ir). The model is github.com/llir/llvm's module (its
// parser reads the module header, this package's fast parser the function
// bodies; see Cost); this package maps it onto simtc's model.
//
// # What maps to what
//
//   - Functions with a body become ir.Funcs, in module order; the kernels
//     are those with the spir_kernel or ptx_kernel calling convention or a
//     "kernel" entry in !nvvm.annotations, or exactly the functions named in
//     Options.Kernels (simtc's --kernel). Declarations are resolved at their
//     calls.
//   - Blocks keep their LLVM labels as names; numbered labels keep their
//     number (%5 → block "5", and the unnamed entry block gets its number
//     too, "0", "1", … as LLVM's printers call it), so analyses can be
//     diffed against `opt -passes='print<domtree>'`. Values keep their LLVM
//     names, numbers included; the extra instructions one LLVM instruction
//     may become (the parts of get_global_id, the cast after an NVPTX
//     alloca, materialized constant expressions) are named "NAME.OP".
//     Unreachable blocks, which LLVM's analyses ignore, are dropped. The
//     one construct that adds blocks is an OpenCL work-group scan, a loop
//     over the work-items (groupops.go): its blocks are named
//     "LABEL.scan.cond" … after the block of the call, whose terminator
//     moves to "LABEL.scan.end".
//   - Address spaces are numbered per target (see target): spir uses 0
//     private, 1 global, 2 constant, 3 local (shared), 4 generic; nvptx and
//     amdgcn use 0 generic, 1 global, 3 shared, 4 constant, 5 local
//     (private), and an alloca in address space 0 there is a private
//     alloca cast to generic.
//   - Instructions: integer and float arithmetic, compares, select, casts,
//     getelementptr, alloca, load and store (volatile; atomic ones become
//     volatile; an access aligned below its size is split into aligned
//     pieces), cmpxchg, atomicrmw, fence, phi, freeze (its operand),
//     extractvalue/insertvalue, br, switch, ret, unreachable.
//   - Structs are byte layouts after the target's datalayout (structs.go);
//     struct and array values in registers are lists of leaves
//     (aggregates.go); byval parameters get their own copy; OpenCL image
//     parameters are an error naming the parameter. cmpxchg yields a {T, i1}
//     pair: extractvalue 0 is the ir cmpxchg (the old value), extractvalue 1
//     is old == cmp; any other use of the pair is unsupported. Constant
//     expressions are materialized as instructions where they are used.
//   - Short fixed vectors (clang -O2's SLP vectorizer, OpenCL's float4 and
//     uchar4) are scalarized; see vector.go. Vectors cross calls as packed
//     integers or lane by lane, vector pointers point at the first lane;
//     see vecabi.go.
//   - OpenCL and CUDA builtins are the rows of a catalogue shared with
//     mini-C (ir/builtin; Options.Builtins, the default catalogue when
//     nil). Their LLVM spellings — Itanium-mangled OpenCL names, CUDA
//     libdevice __nv_*, llvm.* and llvm.nvvm.* intrinsics — are normalised
//     to the rows (ordinary.go); the ordinary builtins (math, common,
//     integer, geometric, relational, vector functions) are checked
//     against the row's domain and signature and lowered lane by lane with
//     the row's functions, the special forms (work-item, barrier, fence,
//     sub-group, atomic, work-group functions, vloadN/vstoreN) from the
//     row's data in calls.go and groupops.go. What is CUDA's or LLVM's
//     alone stays here: libdevice's integer intrinsics (__nv_mulhi,
//     __nv_popc, __nv_byte_perm …, intbuiltins.go), its ilogb and sincos
//     (mathbuiltins.go), NVVM's own instructions (nvvm.go) and the integer
//     LLVM intrinsics of -O2 idioms (llvm.bswap, llvm.bitreverse,
//     llvm.*.with.overflow, funnel shifts and saturation); conversions
//     convert_T… are parsed by name (convert.go).
//   - Only the functions the kernels reach must lower; the others are left
//     out when they do not (Report lists every function's status).
//   - Odd-width integers in registers (clang -O2's `switch i2`, i3 compares)
//     live zero-extended in the next wider simtc type, re-masked and
//     sign-extended where the operation needs it; see narrow.go. In memory
//     (pointers to them, allocas, vectors) they are rejected.
//   - Calls of functions defined in the module stay calls (package
//     passes/transform inlines them). Calls of OpenCL builtins
//     (Itanium-mangled: _Z12get_local_idj, _Z14atomic_cmpxchgPU3AS1Viii, …),
//     NVVM intrinsics (llvm.nvvm.read.ptx.sreg.*, llvm.nvvm.barrier0,
//     llvm.nvvm.membar.*, votes and shuffles — the member mask of their .sync
//     forms kept as the operation's last operand unless it is the constant
//     0xffffffff —, llvm.nvvm.bar.warp.sync as ir.OpWarpSync with its mask) and the LLVM intrinsics clang
//     -O2 emits (llvm.smax/smin/umax/umin/abs/fabs/sqrt/fmuladd/minnum/
//     maxnum, llvm.ctpop/ctlz/cttz expanded into straight-line code,
//     llvm.memcpy/memmove/memset of a constant size up to 4 kB,
//     expanded into loads and stores; of a run-time or larger size, a
//     byte loop, downwards for a memmove to a higher address) become ir
//     operations; llvm.dbg.*,
//     llvm.lifetime.* and llvm.assume are dropped. get_global_id(d) is
//     get_group_id(d) * get_local_size(d) + get_local_id(d).
//   - Globals without an initializer or with an all-zero one (__shared__
//     and local arrays, __device__ variables) become ir.Globals. simtc IR
//     has no initializers, so code using any other initialized global is
//     rejected; clang's private array-initializer constants that only feed
//     llvm.memcpy are folded into stores instead.
//
// # Cost
//
// llir's parser reads only the module header: the types, globals,
// declarations, attribute groups, metadata and every function's signature
// (each define keeps a one-instruction stub body). Function bodies are
// parsed by the importer's own parser (fastparse.go: a lexer over the
// text, no AST, no regexps), straight into the llir values llir's
// translator would build, right before each function lowers; its blocks
// are dropped once it has lowered. Bodies parse and lower in parallel, on
// GOMAXPROCS goroutines (importer.lowerAll), into the same module
// whatever their number. What the fast parser does not know (see
// fastparse.go), and any error it finds in a body, makes Import parse
// the whole file with llir instead, which gives the same module
// (TestFastPathMatchesLLIR; FuzzImport checks it on every input) and
// reports errors as before. Nothing keeps llir's module once Import
// returns. ImportEach (stream.go) goes further for callers that look at
// one function at a time: each function is handed over as soon as it has
// lowered and verified, and its body dropped after, so the module is
// never held whole.
//
// # Positions
//
// An instruction with a !dbg location gets that DILocation's file, line and
// column, so diagnostics point into the .cl or .cu source; otherwise it is
// positioned at its own line of the .ll file. llir keeps no positions, so
// the importer finds each instruction's line itself by scanning the text
// (lines.go): in each define's body, every line that is not blank, a
// comment or a label and that starts outside brackets starts the next
// instruction, in block order — LLVM writes one instruction per line, and
// only a switch continues over the following lines inside brackets.
//
// OpenCL compiled with -g names DWARF calling conventions llir does not
// know (DW_CC_LLVM_OpenCLKernel, DW_CC_LLVM_SpirFunction) and llir panics on
// them; the importer rewrites unknown DW_CC_* enumerators to DW_CC_normal on
// the same line before parsing, so the debug info and its line numbers
// survive.
//
// # Errors
//
// Everything Import rejects comes back as one *ir.Error at a position in
// the .ll file: "k.ll:42:3: error: unsupported instruction 'extractelement'
// with a variable lane number in function foo". Syntax errors from llir
// carry its line; its other errors are positioned at the first use of the
// identifier they name. llir's and the importer's own panics are recovered
// and reported as internal errors. What llir accepts but LLVM's verifier
// would not (a use that its definition does not dominate, say) is caught by
// ir.VerifyModule, which Import runs on its result.
//
// TestFastPathMatchesLLIR, TestFastPathLLString,
// TestImportEachMatchesImport, TestParallelLoweringDeterministic and
// TestNeverPanics are corpus sweeps (internal/corpus.Sweep, which lists
// them all): go test -short skips them, go test ./... runs them.
package llvm
