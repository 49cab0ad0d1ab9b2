// Package ir is simtc's SSA intermediate representation: the one form that
// both frontends (mini-C and LLVM IR) produce, that every analysis and
// transform works on, and that the backend compiles.
//
// # Model
//
// A Module holds globals (shared-memory arrays and other module variables),
// functions and the simtc directives found in the source. A Func is a kernel
// (Kernel set) or a device function; its Blocks are basic blocks, Blocks[0]
// the entry. A Block holds phis first, then ordinary instructions, then one
// terminator. Control flow lives in Block.Succs and Block.Preds: a
// terminator's successors are its block's Succs (condbr: true, false; switch:
// default, then one per case), and the i-th operand of every phi flows in
// along the edge from Preds[i], as in the Go compiler's SSA backend.
//
// Values are *Instr (instruction results), *Const, *Param and *Global.
// Instructions carry an Op (see the Op constants for the meaning of their
// Args), a result Type (Void when none), a source Pos, and a few op-specific
// fields (Pred, Atomic, Volatile, Dim, Flags; Callee() and Cases()). Use lists are
// kept for instructions, so ReplaceAllUsesWith is cheap.
//
// Types are comparable values: void, iN (signless integers, N = 1, 8, 16, 32,
// 64), f32, f64, pointers with an address space (*global i32, *shared [256 x
// f32]) and arrays. Signedness lives in operations (sdiv/udiv, icmp.slt/ult,
// sext/zext), as in LLVM.
//
// Blocks and instructions have dense IDs (below NumBlocks and NumValues), so
// passes keep side data in slices indexed by ID. Analyses of the CFG are
// cached on the function with Func.Cached; every CFG edit made through this
// package drops the cache.
//
// # Text format
//
// The .ir text format is what Fprint writes and Parse reads; print → parse →
// print is the identity. Comments run from ';' to the end of the line.
//
//	module    = "; simtc IR"? [ "source" STRING ] { directive } { global } { func }
//	directive = "directive" KIND STRING [ pos ]
//	global    = "global" "@" NAME ":" TYPE SPACE [ pos ]
//	func      = ("kernel" | "func") "@" NAME "(" [ param { "," param } ] ")" [ ":" TYPE ] [ pos ] "{" { block } "}"
//	param     = "%" NAME ":" TYPE [ "noalias" ] [ byvalue ]
//	byvalue   = "byvalue" STRING ( "vector" "[" N "x" TYPE "]"
//	          | "record" N "align" N "{" [ N ":" TYPE { "," N ":" TYPE } ] "}" )
//	block     = NAME ":" { instr }
//	instr     = [ "%" NAME ":" TYPE "=" ] OP { "." MOD } [ operands ] [ pos ]
//	pos       = "!" [ STRING ":" ] LINE ":" COL
//	TYPE      = "void" | "i1" | "i8" | "i16" | "i32" | "i64" | "f32" | "f64"
//	          | "*" SPACE TYPE | "[" N "x" TYPE "]"
//	SPACE     = "generic" | "global" | "shared" | "private" | "constant"
//	operand   = "%" NAME | "@" NAME | TYPE LITERAL
//	LITERAL   = integer | float | "true" | "false" | "null" | "undef" | "+inf" | "-inf" | "nan"
//
// A pos without a file is in the module's source file. NAMEs are plain
// identifiers (letters, digits, '_', '.', '$', '-') or quoted strings.
// Instructions by op (MODs in brackets):
//
//	%r: T = add|sub|…|umax x, y           %r: i1 = icmp.PRED x, y   (fcmp.PRED)
//	%r: T = fneg|fabs|sqrt x              %r: T = select c, x, y
//	%r: T = math.FN x[, y[, z]]            (FN a MathFn: sin, pow, fma, …)
//	%r: T = sext|zext|…|addrspacecast x   %r: *S T = gep p, i…
//	%r: T = load[.volatile] p             store[.volatile] p, v
//	%r: T = atomic.OP[.volatile] p, v     %r: T = cmpxchg[.volatile] p, cmp, new
//	fence[.shared][.global]               barrier[.shared][.global]
//	%r: i32 = tid.x|ctaid.x|ntid.x|nctaid.x|laneid|warpid|warpsize
//	%r: i1 = vote.all|vote.any c[, mask]  %r: i64 = ballot c[, mask]
//	%r: T = shuffle v, lane[, mask]       warpsync mask
//	[%r: T =] call @f(args…)
//	%r: *private T = alloca               %r: T = phi [v, ^pred], …
//	br ^b     condbr c, ^t, ^f     switch v, ^default, N: ^b, …     ret [v]     unreachable
//
// The phis of a block name each operand's predecessor; the parser orders
// Block.Preds as the block's first phi lists them. In a block without phis,
// where the order means nothing, the "; preds:" comment after the label
// orders them when it lists exactly the incoming edges, so that print →
// parse → print is the identity; otherwise they follow the terminators in
// block order.
package ir
