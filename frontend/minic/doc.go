// Package minic is the mini-C frontend: it compiles one file of mini-C, the
// subset of OpenCL C described in DESIGN.md, to simtc's SSA IR.
//
// # Pipeline
//
// Compile runs four phases; each stops the compilation when it reports an
// error:
//
//  1. preprocess (package preproc): macros and conditionals, line for line,
//     comments kept; directives.go then collects the simtc directives from
//     the line comments (// simtc:launch …, // simtc:expect …,
//     //simtc:allow …, // want "…") into Module.Directives;
//  2. parse (lexer.go, grammar.go, convert.go): a hand-written lexer feeds
//     a participle grammar whose parse tree is converted into the AST of
//     ast.go; binary operators are parsed as flat lists and given C
//     precedence by precedence climbing. The lexer follows typedef
//     declarations and returns typedef names and OpenCL's builtin type
//     names (float4, atomic_int, …) as TypeName tokens, so that "(T)x" and
//     sizeof(T) parse. A syntax error is reported alone, at its token, or
//     at an earlier keyword outside the subset (enum, extern, …) with a
//     message naming it;
//  3. check (check.go, check_expr.go, builtins.go, const.go, literals.go):
//     scopes and name resolution (functions may be used before their
//     definition), C types with OpenCL address spaces, the integer
//     promotions and usual arithmetic conversions, made explicit as implicit
//     Cast nodes, integer and float constant folding, and every rule of the
//     subset. One error per problem, in source order; an expression that had
//     an error gets the invalid type, which silences the errors it would
//     cause further up. What clang only warns about, mini-C compiles as
//     clang does and reports in Module.Warnings with clang's wording and
//     position (an implicit conversion between pointers to incompatible
//     types in the same address space: -Wincompatible-pointer-types, a
//     bitcast); the driver's Source carries them and the commands print
//     them on stderr;
//  4. lower (lower.go, lower_expr.go, lower_call.go, ssa.go): the AST to
//     IR, building SSA form directly with the algorithm of Braun et al.,
//     "Simple and Efficient Construction of Static Single Assignment Form"
//     (CC 2013): per-block variable maps, sealed and unsealed blocks,
//     incomplete phis, recursive trivial-phi removal, and a final pass that
//     removes redundant phi cycles (their Algorithm 5, for the irreducible
//     loops goto can make).
//
// # Semantics
//
// Integers are signless in the IR; the frontend picks sdiv/udiv, srem/urem,
// ashr/lshr, signed or unsigned compares and sext/zext from the C types.
// bool is i1, char i8, short i16, int i32, long i64, float f32, double f64;
// size_t is ulong (the 64-bit OpenCL targets). Shift counts are masked to
// the width of the shifted value, as OpenCL requires.
//
// Scalar locals live in SSA values; a variable whose address is taken and
// every private array live in an alloca at the top of the entry block; a
// local-memory variable of a kernel (local int buf[64];) is a shared module
// global named "kernel.variable". A pointer declared without an address
// space points to private memory (OpenCL 1.2), so the IR never sees generic
// pointers unless the program writes generic.
//
// && and || make control flow (condition blocks land.rhs / lor.rhs, and a
// phi in land.end / lor.end when the value is used); ?: is a select when
// both arms are side-effect free and cannot fault, and control flow
// (cond.true, cond.false, cond.end) otherwise. Constant conditions jump
// directly, so while (1) has no exit edge. Blocks are named after their
// construct (entry, if.then, if.else, if.end, while.cond, while.body,
// while.end, do.body, do.cond, do.end, for.cond, for.body, for.inc, for.end,
// switch.case, switch.default, switch.end; a label names its own block),
// made unique by the IR, and laid out in source order. Unreachable blocks
// (code after return, break, continue or goto) are removed. A non-void
// function whose end is reachable is an error.
//
// # Aggregates and vectors
//
// struct and union types (with tags, typedefs, anonymous members, nested
// records and array members) are laid out as clang lays them out for
// spir64 and nvptx64 (types.go, Record). The IR has no record type: a
// record is an array of integers of its alignment and members are reached
// by byte offsets (lower_agg.go). Struct values live in memory: locals are
// allocas, assignment and initialization copy, device functions take them
// by value through a pointer to the caller's copy and return them through a
// hidden first parameter (sret). A kernel's record or vector parameter
// follows the LLVM frontend's launch convention (a vector of at most 8
// bytes as one packed integer, wider vectors and records as a global
// launch buffer) and is copied into the kernel's own memory at entry; the
// IR parameter carries an ir.ByValue (lower_byvalue.go). A record kernel
// parameter may not contain pointers.
//
// Vector types (charN … doubleN, N = 2, 3, 4, 8, 16; 3-component vectors
// have the size of 4) are scalarized: every operation becomes one per
// component. Swizzles (.xyzw, .rgba, .s0….sF, .lo, .hi, .even, .odd) read
// and write, (T)(…) literals from scalars and vectors, a scalar widens to
// a vector operand, comparisons give -1 or 0, convert_T converts component
// by component (with _sat and the _rte/_rtz/_rtp/_rtn rounding modes too,
// builtins_int.go), vloadN and vstoreN read and write through scalar
// pointers. as_T reinterprets the bytes of a value of the same size,
// across numbers of components too (as_int2(long), as_uchar16(float4):
// asbits.go).
//
// Initializer lists follow C11 6.7.9: designators, and brace elision in
// arrays of arrays, arrays of records and records with array or record
// members (an element whose initializer does not begin with a brace takes
// as many items as it has scalars, and a designator ends the elided
// level); a vector element takes one expression, which a scalar splats,
// as in clang. Designators nest (.a.b = 1, [2].x = 3, .arr[1] = 2) and
// initialize that sub-object only, over what an earlier initializer gave
// the element (designators.go).
//
// # Builtins
//
// The builtins are the rows of a catalogue (ir/builtin; Options.Builtins,
// the default catalogue when nil), shared with frontend/llvm: mini-C looks
// a called name up there. The ordinary builtins — the math, common,
// integer, geometric, relational and vector functions — are checked
// against their row's domain and signature and lowered with the row's
// functions, on scalars and component by component on vectors (math.go;
// the calls with pointer arguments, nan, shuffle, upsample and the strict
// ones in builtins_math.go and builtins_int.go): one row, one IR, whichever
// frontend the call comes through. native_ and half_ variants compute the
// full-precision function. sincos, fract, modf, frexp, lgamma_r and remquo
// return one result and store the other through their pointer argument
// (in any address space but constant). The special forms below are
// catalogue rows too, checked and lowered here.
//
// The OpenCL 2.0 atomics on atomic_int and
// friends (atomic_load, atomic_store, atomic_exchange, atomic_fetch_OP,
// atomic_compare_exchange_strong/weak, atomic_flag_*, each with
// _explicit) take their memory order and scope as constants and are
// sequentially consistent at device scope; atomic_work_item_fence is a
// fence. atomic_int is an int in memory: mini-C does not forbid ordinary
// accesses to it as clang does.
//
// The special forms are the work-item functions (get_local_id … get_global_size,
// returning size_t; the dimension must be a constant 0, 1 or 2 and is kept
// in Instr.Dim), barrier, work_group_barrier, mem_fence and its read/write
// variants, the atomic_ and atom_ functions (min and max are unsigned on
// unsigned pointees), and the sub-group functions (lane and warp ids, votes,
// broadcast as a shuffle).
//
// The OpenCL 2.0 work-group functions (work_group_all, _any, _broadcast,
// _reduce_add/min/max, _scan_exclusive_ and _scan_inclusive_add/min/max
// on int, uint, long, ulong, float and double) lower to barriers around a
// shared cell, as frontend/llvm lowers clang's calls of them; scans visit
// the work-items in linear local id order (workgroup.go).
//
// printf is checked (its format must be a string literal) but never runs:
// a function no kernel calls that calls it is left out of the module, as
// frontend/llvm leaves it out, and a printf a kernel can reach is an
// error (printf.go).
//
// Every instruction carries the position of the construct it comes from:
// the operator for binary operations, the start of the expression
// otherwise, the statement for branches.
//
// TestSuiteNative is a corpus sweep (internal/corpus.Sweep, which lists them
// all): go test -short skips it, go test ./... runs it.
package minic
