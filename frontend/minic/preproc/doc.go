// Package preproc is the small C preprocessor that mini-C (a subset of
// OpenCL C) runs before parsing.
//
// # Model
//
// Preprocess works line by line and keeps the source's lines: the output
// has exactly as many lines as the input and line N of the output comes
// from line N of the input, so the parser's positions are the original ones
// without a line map.
//
// The unit of work is a logical line (a group): a physical line, joined
// with the next ones while it ends in a backslash (the splice is removed;
// like clang, white space after the backslash is allowed) or while a block
// comment is still open at its end. A group is then
//
//   - a directive (its first token other than comments is '#'): it is run
//     and all its physical lines become empty;
//   - in a false conditional: all its lines become empty, comments
//     included;
//   - live code: it is tokenized, macro-expanded and written back. When a
//     group joins several physical lines with splices, the joined text goes
//     on the first line and the others are empty. A block comment keeps its
//     newlines, so the code after it stays on its own line.
//
// A group that contains no macro invocation is written back byte for byte,
// so its columns are exact. On a group with expansions the text up to the
// first expansion is exact; an expansion starts at the column of the macro
// name, and later columns on that line may shift, because a replacement
// rarely has the length of its invocation. The white space between source
// tokens is kept; tokens produced by an expansion are separated by one space
// where the macro body or argument had white space, or where two tokens
// would otherwise lex as one (a "-" followed by "-" becomes "- -").
//
// Comments and string and character literals are never expanded and pass
// through untouched, because simtc reads its own directives from comments
// ("// simtc:launch ...", "// want \"...\""). The exceptions: a comment
// inside the arguments of a function-like macro invocation, or between its
// name and '(', is dropped with the invocation, and comments in directives
// count as white space.
//
// An invocation of a function-like macro may span lines: the '(' may be on
// a following line (past blank and comment-only lines) and the arguments may
// go on over several lines. The consumed lines are joined to the first one,
// the expansion goes there and they become empty. A directive ends the
// search: a name followed by a directive is not an invocation, and an
// argument list cut by a directive is unterminated.
//
// # Macros
//
// Expansion follows C99 6.10.3 with Prosser's hide-set algorithm: every
// token carries the set of macro names it must not be expanded by (it is
// "painted blue" for them). Arguments are fully expanded before they are
// substituted, except next to # and ##; # spells an argument as a string
// literal; ## pastes tokens and must give one valid token; empty arguments
// act as placemarkers. Variadic macros take "..." and __VA_ARGS__, and the
// GNU ", ## __VA_ARGS__" drops the comma when __VA_ARGS__ is empty. A
// function-like macro name not followed by '(' is left alone; an invocation
// with the wrong number of arguments is an error at the name. Redefining a
// macro silently replaces it.
//
// # Conditionals
//
// #if and #elif evaluate integer constant expressions in intmax_t and
// uintmax_t (64 bits) with the usual conversions: all the C integer
// operators, ?:, the comma, short-circuit && and || (a skipped operand may
// divide by zero), unary ! ~ - +, parentheses, "defined X" and
// "defined(X)" (also when produced by a macro), integer literals in
// decimal, octal, hex and binary with u/l suffixes (too large for intmax_t
// means unsigned), and character literals (a plain one has the value of a
// signed char). Identifiers left after expansion are 0. Division by zero is
// an error at the operator. A #elif after a taken branch is not evaluated.
// #ifdef, #ifndef, #else, #endif and the C23 #elifdef and #elifndef are
// supported. In a false conditional only the conditional directives are
// looked at; anything else there is ignored, even an unknown directive.
//
// # Other directives
//
//   - #include <opencl-c.h>, "opencl-c.h" and <opencl-c-base.h> (either
//     spelling) are accepted and ignored, since the OpenCL builtins are known
//     to the compiler. Other files are included when Options.ReadFile and
//     FileExists are set (minic.Compile sets them; without them any other
//     #include is an error): "FILE" is searched in the including file's
//     directory, then in Options.IncludeDirs (-I); <FILE> only in
//     IncludeDirs. The included file is preprocessed with the includer's
//     macros (its #defines stay visible after it), at most 32 levels deep;
//     #pragma once and include guards work. Its output, without comments
//     (so that a header's simtc directives are not taken for the
//     includer's), is joined into the single line of the #include, so that
//     the includer's output stays line for line with its source: code from
//     a header is reported at the #include line, the header's own
//     preprocessing errors at the header's file:line:col.
//   - #error is an error ("#error" and the message); #warning is ignored.
//   - #pragma is recorded in Result.Pragmas (the position of its '#' and
//     the raw text after "pragma", trimmed) and its line emptied; pragmas in
//     false conditionals are not recorded.
//   - #line and unknown directives are errors; the null directive "#" is
//     allowed. Extra tokens after #undef, #ifdef, #else, #endif are ignored
//     (clang only warns about them).
//
// # Predefined macros
//
// These are defined before the -D arguments, with the values clang's
// OpenCL headers and driver give them (-D overrides any of them, #undef
// removes it):
//
//	__OPENCL_VERSION__      200
//	__OPENCL_C_VERSION__    200
//	CL_VERSION_1_0          100
//	CL_VERSION_1_1          110
//	CL_VERSION_1_2          120
//	CL_VERSION_2_0          200
//	__simtc__               1
//	CLK_LOCAL_MEM_FENCE     0x01
//	CLK_GLOBAL_MEM_FENCE    0x02
//	CHAR_BIT                8
//	SCHAR_MAX               127
//	SCHAR_MIN               (-128)
//	UCHAR_MAX               255
//	CHAR_MAX                SCHAR_MAX
//	CHAR_MIN                SCHAR_MIN
//	USHRT_MAX               65535
//	SHRT_MAX                32767
//	SHRT_MIN                (-32768)
//	UINT_MAX                0xffffffff
//	INT_MAX                 2147483647
//	INT_MIN                 (-2147483647-1)
//	ULONG_MAX               0xffffffffffffffffUL
//	LONG_MAX                0x7fffffffffffffffL
//	LONG_MIN                (-0x7fffffffffffffffL-1)
//	CLK_IMAGE_MEM_FENCE     0x04
//	__ENDIAN_LITTLE__       1
//	cl_khr_fp64 and the other extensions simtc implements (int64 and
//	int32 atomics, byte-addressable store, subgroups), and the OpenCL 3.0
//	feature macros __opencl_c_generic_address_space, __opencl_c_fp64,
//	__opencl_c_int64, __opencl_c_atomic_order_acq_rel, …_seq_cst,
//	__opencl_c_atomic_scope_device: 1
//	memory_order_relaxed … memory_order_seq_cst   0, 2, 3, 4, 5
//	memory_scope_work_item, _work_group, _device, _all_svm_devices
//	(= _all_devices), _sub_group                  0, 1, 2, 3, 4
//	                        (enumerators in clang, macros here)
//	ATOMIC_VAR_INIT(x)      (x)
//	ATOMIC_FLAG_INIT        0
//	FLT_* and DBL_*         clang's float.h values (FLT_MAX 0x1.fffffep127f …)
//	M_PI_F, M_E_F, … and M_PI, M_E, …   the OpenCL math constants
//	MAXFLOAT, HUGE_VALF, HUGE_VAL, INFINITY, NAN
//	__FILE__                the file name, as a string literal
//	__LINE__                the line of the use (of the outermost invocation
//	                        when it comes from a macro)
//
// A -D argument is "NAME" (defined as 1), "NAME=VALUE" or "NAME(PARAMS)=BODY"
// (a function-like macro). A malformed one is an error at
// "<command line>:N:COL", N being the argument's index counted from 1.
//
// # Errors
//
// Every error is an *ir.Error at file:line:col (columns count bytes from 1).
// Preprocess goes on after an error to report more, and returns them all as
// an ir.ErrorList sorted by position (or the single *ir.Error) with a nil
// Result. Hostile input cannot make it panic or run away: macro expansion
// has a size budget and nesting limits, reported as errors.
//
// # Not supported
//
// #line, _Pragma, __VA_OPT__, __has_include and the other __has_*
// operators, digraphs, trigraphs, __COUNTER__, __DATE__ and __TIME__,
// and directives inside the arguments of a macro invocation.
package preproc
