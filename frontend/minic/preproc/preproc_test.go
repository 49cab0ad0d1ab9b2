package preproc

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/ir"
)

// okCase is a source that preprocesses without error into want.
type okCase struct {
	name    string
	src     string
	defines []string
	want    string
	pragmas []Pragma // nil: none
}

var okCases = []okCase{
	// Text without directives or macros comes out byte for byte.
	{name: "empty", src: "", want: ""},
	{name: "one newline", src: "\n", want: "\n"},
	{name: "no final newline", src: "int x;", want: "int x;"},
	{
		name: "verbatim",
		src:  "kernel void k(global int *p) {\r\n\tp[0] = 'a' + \"s\";   \r\n  x\t=  y ;\n}\n",
		want: "kernel void k(global int *p) {\r\n\tp[0] = 'a' + \"s\";   \r\n  x\t=  y ;\n}\n",
	},
	{
		name: "object-like",
		src:  "#define N 4\nint a[N];\n",
		want: "\nint a[4];\n",
	},
	{
		name: "columns before the first expansion are kept",
		src:  "#define N 4\n\t  x   =  N ;   // N\n",
		want: "\n\t  x   =  4 ;   // N\n",
	},
	{
		name: "indentation of a leading expansion is kept",
		src:  "#define N 4\n    N;\n",
		want: "\n    4;\n",
	},
	{
		name: "comments and literals are not expanded",
		src:  "#define N 4\n// simtc:launch grid=N\nint s = \"N\"[N] + 'N'; /* N */ // want \"N\"\n",
		want: "\n// simtc:launch grid=N\nint s = \"N\"[4] + 'N'; /* N */ // want \"N\"\n",
	},
	{
		name: "block comment spanning lines keeps them",
		src:  "#define N 4\nN /* one\ntwo N\n*/ N\n",
		want: "\n4 /* one\ntwo N\n*/ 4\n",
	},
	{
		name: "object-like with empty body",
		src:  "#define E\na E b\n",
		want: "\na b\n",
	},
	{
		name: "object-like body starting with paren",
		src:  "#define P (1)\n#define Q(x) x\nP Q(2)\n",
		want: "\n\n(1) 2\n",
	},
	{
		name: "function-like",
		src:  "#define SQ(x) ((x)*(x))\ny = SQ(a+1);\n",
		want: "\ny = ((a+1)*(a+1));\n",
	},
	{
		name: "function-like without arguments",
		src:  "#define Z() 0\n#define V(...) [__VA_ARGS__]\nZ() V() V(1)\n",
		want: "\n\n0 [] [1]\n",
	},
	{
		name: "function-like name without paren is not expanded",
		src:  "#define F(x) x\nint F;\nF + 1\n",
		want: "\nint F;\nF + 1\n",
	},
	{
		name: "arguments with parentheses and commas",
		src:  "#define FST(a, b) a\nFST((1, 2), 3) FST(f(x, y), z)\n",
		want: "\n(1, 2) f(x, y)\n",
	},
	{
		name: "arguments are expanded first",
		src:  "#define N 2\n#define ID(x) x\n#define TW(x) ID(x) ID(x)\nTW(N)\n",
		want: "\n\n\n2 2\n",
	},
	{
		name: "nested object-like",
		src:  "#define A B\n#define B C\n#define C 7\nA\n",
		want: "\n\n\n7\n",
	},
	{
		name: "self-reference is painted blue",
		src:  "#define X X+1\n#define foo a foo b\nX foo\n",
		want: "\n\nX+1 a foo b\n",
	},
	{
		name: "mutual recursion stops",
		src:  "#define AA BB\n#define BB AA\nAA BB\n",
		want: "\n\nAA BB\n",
	},
	{
		name: "painted token stays blue in later rescans",
		src:  "#define ID(x) x\nID(ID)(3)\n",
		want: "\nID(3)\n",
	},
	{
		// C99 6.10.3.4 EXAMPLE: f(2)(9) gives 2*9*g.
		name: "rescan with the rest of the source",
		src:  "#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)\n",
		want: "\n\n2*9*g\n",
	},
	{
		name: "parenthesis from an expansion",
		src:  "#define LP (\n#define F(x) [x]\nF LP 1) F\n(2)\n",
		want: "\n\nF ( 1) [2]\n\n",
	},
	{
		name: "stringify",
		src:  "#define S(x) #x\n#define XS(x) S(x)\n#define N 4\nS(  a   +  \"b\\n\" 'c' ) S() XS(N) S(N)\n",
		want: "\n\n\n\"a + \\\"b\\\\n\\\" 'c'\" \"\" \"4\" \"N\"\n",
	},
	{
		name: "paste",
		src:  "#define CAT(a, b) a ## b\n#define XCAT(a, b) CAT(a, b)\n#define N 4\nCAT(x, 1) CAT(N, 2) XCAT(N, 2) CAT(<, <=) CAT(, y) CAT(z, ) CAT(,)\n",
		want: "\n\n\nx1 N2 42 <<= y z\n",
	},
	{
		name: "paste chain with empty arguments",
		src:  "#define T(x,y,z) x ## y ## z\n{ T(1,2,3), T(,4,5), T(6,,7), T(8,9,), T(10,,), T(,11,), T(,,12), T(,,) }\n",
		want: "\n{ 123, 45, 67, 89, 10, 11, 12, }\n",
	},
	{
		name: "paste in object-like macro",
		src:  "#define AB a ## b\nAB\n",
		want: "\nab\n",
	},
	{
		name: "variadic",
		src:  "#define P(fmt, ...) printf(fmt, __VA_ARGS__)\n#define L(...) #__VA_ARGS__\nP(\"%d %d\", 1, (2, 3)) L(a,  b ,c)\n",
		want: "\n\nprintf(\"%d %d\", 1, (2, 3)) \"a, b ,c\"\n",
	},
	{
		name: "gnu comma paste",
		src:  "#define P(fmt, ...) f(fmt , ## __VA_ARGS__)\nP(x) P(x, 1, 2) P(x,)\n",
		want: "\nf(x) f(x ,1, 2) f(x)\n",
	},
	{
		name: "expansions do not paste by accident",
		src:  "#define NEG -1\n#define E\n#define S /\nx = -NEG - -E-1 + S/ y;\n",
		want: "\n\n\nx = - -1 - - -1 + / / y;\n",
	},
	{
		name: "undef",
		src:  "#define N 1\nN\n#undef N\nN\n#undef NEVER\n",
		want: "\n1\n\nN\n\n",
	},
	{
		name: "redefinition replaces",
		src:  "#define N 1\n#define N 2\nN\n",
		want: "\n\n2\n",
	},
	{
		name: "ifdef ifndef else",
		src:  "#define A\n#ifdef A\na\n#else\nnot a\n#endif\n#ifndef A\nnot a\n#else\na2\n#endif\n",
		want: "\n\na\n\n\n\n\n\n\na2\n\n",
	},
	{
		name: "if elif else chain",
		src:  "#define V 2\n#if V == 1\none\n#elif V == 2\ntwo\n#elif V == 2\nagain\n#else\nother\n#endif\n",
		want: "\n\n\n\ntwo\n\n\n\n\n\n",
	},
	{
		name: "elifdef elifndef",
		src:  "#define B\n#ifdef A\na\n#elifdef B\nb\n#endif\n#if 0\n#elifndef A\nna\n#endif\n",
		want: "\n\n\n\nb\n\n\n\nna\n\n",
	},
	{
		name: "nested conditionals",
		src:  "#if 1\n#if 0\nx\n#else\ny\n#endif\n#else\n#if 1\nz\n#endif\n#endif\n",
		want: "\n\n\n\ny\n\n\n\n\n\n\n",
	},
	{
		name: "false groups drop comments and ignore other directives",
		src:  "#if 0\n// simtc:expect counter=[1]\n#error no\n#frobnicate\n#include \"x.h\"\ndon't\n/* x\n#endif\n*/\n#else\nyes\n#endif\n",
		want: "\n\n\n\n\n\n\n\n\n\nyes\n\n",
	},
	{
		name: "elif after a taken branch is not evaluated",
		src:  "#if 1\na\n#elif 1/0\nb\n#endif\n",
		want: "\na\n\n\n\n",
	},
	{
		name: "short-circuit operands may divide by zero",
		src:  "#if 0 && 1/0 || 1 || 2/0\nok\n#endif\n#if 1 ? 2 : 1/0\nok\n#endif\n",
		want: "\nok\n\n\nok\n\n",
	},
	{
		name: "if with macros and defined",
		src:  "#define N 3\n#define M\n#if defined M && defined(N) && !defined(O) && N * 2 == 6 && UNKNOWN == 0\nyes\n#endif\n",
		want: "\n\n\nyes\n\n",
	},
	{
		name: "defined produced by a macro",
		src:  "#define HAS(x) defined(x)\n#define HAS_Y defined(Y)\n#define Y\n#if HAS_Y && !HAS(Z)\nyes\n#endif\n",
		want: "\n\n\n\nyes\n\n",
	},
	{
		name: "function-like macro in if",
		src:  "#define MAX(a, b) ((a) > (b) ? (a) : (b))\n#if MAX(2, 7) == 7\nyes\n#endif\n",
		want: "\n\nyes\n\n",
	},
	{
		name: "continued code line",
		src:  "#define N 1\nint a = \\\n  N + \\\n  2;\nb;\n",
		want: "\nint a =   1 +   2;\n\n\nb;\n",
	},
	{
		name: "continued code line without macros",
		src:  "int a = \\\n  2;\n",
		want: "int a =   2;\n\n",
	},
	{
		name: "continued directive",
		src:  "#define SUM(a, b) \\\n  ((a) + \\\n   (b))\nSUM(1, 2)\n",
		want: "\n\n\n((1) + (2))\n",
	},
	{
		name: "comment in directive spanning lines",
		src:  "#define X 1 /* a\nb */ + 2\nX\n",
		want: "\n\n1 + 2\n",
	},
	{
		name: "comment before the hash",
		src:  "/* c */ # define X 5\nX\n",
		want: "\n5\n",
	},
	{
		name: "arguments span lines",
		src:  "#define ADD(a, b) ((a) + (b))\nint x = ADD(1,\n            2) + 3;\nnext\n",
		want: "\nint x = ((1) + (2)) + 3;\n\nnext\n",
	},
	{
		name: "paren on a later line",
		src:  "#define F(x) [x]\nF\n\n// c\n(1) y\n",
		want: "\n[1] y\n\n\n\n",
	},
	{
		name: "paren not on the next line",
		src:  "#define F(x) [x]\nF\n+ 1\nF\n#define G\nF\n",
		want: "\nF\n+ 1\nF\n\nF\n",
	},
	{
		name: "comments inside arguments are dropped",
		src:  "#define F(x) [x]\nF(1 /* one */) F /* a */ (2) F(a/**/b)\n",
		want: "\n[1] [2] [a b]\n",
	},
	{
		name: "line and file",
		src:  "#define L __LINE__\nint a = __LINE__;\nchar *f = __FILE__;\nint b = L;\nint c = \\\n __LINE__;\n",
		want: "\nint a = 2;\nchar *f = \"k.cl\";\nint b = 4;\nint c =  6;\n\n",
	},
	{
		name: "predefined",
		src:  "barrier(CLK_LOCAL_MEM_FENCE|CLK_GLOBAL_MEM_FENCE);\n#if __OPENCL_VERSION__ == 200 && __OPENCL_C_VERSION__ >= CL_VERSION_2_0 && defined(__simtc__) && CHAR_BIT == 8\nx = INT_MIN + CHAR_MIN;\n#endif\n#if INT_MAX == 2147483647 && UINT_MAX == 4294967295 && LONG_MIN < 0 && ULONG_MAX == -1 && LONG_MAX > INT_MAX && SHRT_MIN == -32768 && USHRT_MAX == 65535 && UCHAR_MAX == 255 && SCHAR_MAX == 127 && CL_VERSION_1_0 < CL_VERSION_1_1 && CL_VERSION_1_1 < CL_VERSION_1_2\nok\n#endif\n",
		want: "barrier(0x01|0x02);\n\nx = (-2147483647-1) + (-128);\n\n\nok\n\n",
	},
	{
		name:    "command-line defines",
		src:     "FOO BAR EMPTY| F(2) __OPENCL_VERSION__\n",
		defines: []string{"FOO", "BAR=2", "EMPTY=", "F(x)=x+1", "__OPENCL_VERSION__=120"},
		want:    "1 2| 2+1 120\n",
	},
	{
		name: "pragmas",
		src:  "#pragma OPENCL EXTENSION cl_khr_fp64 : enable // c\nint x;\n#if 0\n#pragma skipped\n#endif\n  #  pragma   unroll 4  \n#pragma\n",
		want: "\nint x;\n\n\n\n\n\n",
		pragmas: []Pragma{
			{Pos: ir.Pos{File: "k.cl", Line: 1, Col: 1}, Text: "OPENCL EXTENSION cl_khr_fp64 : enable"},
			{Pos: ir.Pos{File: "k.cl", Line: 6, Col: 3}, Text: "unroll 4"},
			{Pos: ir.Pos{File: "k.cl", Line: 7, Col: 1}, Text: ""},
		},
	},
	{
		name: "opencl headers are accepted",
		src:  "#include <opencl-c.h>\n#include \"opencl-c.h\"\n#include <opencl-c-base.h>\n#include \"opencl-c-base.h\"\nx\n",
		want: "\n\n\n\nx\n",
	},
	{
		name: "warning and null directive",
		src:  "#warning careful\n#\n# /* nothing */\nx\n",
		want: "\n\n\nx\n",
	},
	{
		name: "extra tokens after directives are ignored",
		src:  "#ifdef X junk\n#else junk\n#endif junk\n#undef X junk\n",
		want: "\n\n\n\n",
	},
	{
		name: "hash inside code is not a directive",
		src:  "#define S(x) #x\nx = S(a) # b\n",
		want: "\nx = \"a\" # b\n",
	},
	{
		name: "unterminated literal in code passes through",
		src:  "#define N 1\nc = 'x; N\n",
		want: "\nc = 'x; N\n",
	},
	{
		name: "crlf",
		src:  "#define N 1\r\nx = N;\r\n",
		want: "\nx = 1;\r\n",
	},
	{
		name: "backslash with trailing blanks splices",
		src:  "#define N \\  \n 3\nN\n",
		want: "\n\n3\n",
	},
}

func TestPreprocess(t *testing.T) {
	for _, tc := range okCases {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Preprocess("k.cl", []byte(tc.src), Options{Defines: tc.defines})
			if err != nil {
				t.Fatalf("Preprocess: %v", err)
			}
			got := string(res.Text)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("text mismatch (-want +got):\n%s", diff)
			}
			checkLines(t, tc.src, got)
			if diff := cmp.Diff(tc.pragmas, res.Pragmas); diff != "" {
				t.Errorf("pragmas mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// checkLines checks the central invariant: as many lines out as in.
func checkLines(t *testing.T, src, out string) {
	t.Helper()
	if in, o := strings.Count(src, "\n"), strings.Count(out, "\n"); in != o {
		t.Errorf("output has %d newlines, input %d", o, in)
	}
}

// TestUnexpandedLinesAreVerbatim checks that every line of a source with
// no macro use comes out unchanged, column for column.
func TestUnexpandedLinesAreVerbatim(t *testing.T) {
	src := "#define UNUSED(x) x\n" +
		"kernel void k(global int *p, int n) {  \n" +
		"\tint i = get_local_id(0);   // simtc:launch grid=2 block=64\n" +
		"    while (atomic_cmpxchg(p, 0, 1) != 0) ; /* spin */\n" +
		"  UNUSED;\n" +
		"\"str\\\" UNUSED\" 'q'\n" +
		"}"
	res, err := Preprocess("k.cl", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	in, out := strings.Split(src, "\n"), strings.Split(string(res.Text), "\n")
	if len(in) != len(out) {
		t.Fatalf("got %d lines, want %d", len(out), len(in))
	}
	for i := 1; i < len(in); i++ {
		if in[i] != out[i] {
			t.Errorf("line %d: got %q, want %q", i+1, out[i], in[i])
		}
	}
}

// TestIfExpressions checks #if arithmetic; each expression must be true.
func TestIfExpressions(t *testing.T) {
	exprs := []string{
		"1", "!0", "1 + 2 * 3 == 7", "(1 + 2) * 3 == 9", "10 - 2 - 3 == 5",
		"-1 < 0", "-1 > 0u", "!(-1 < 0u)", "0xffffffffffffffff == -1", "0xffffffffffffffff > 0",
		"18446744073709551615 > 0", "9223372036854775807 > 0", "9223372036854775808 > 0",
		"~0 == -1", "~0u == 18446744073709551615", "!5 == 0", "+3 == 3", "- -3 == 3",
		"7 / 2 == 3", "-7 / 2 == -3", "-7 % 2 == -1", "7 % -2 == 1", "-7 / 2u > 0",
		"1 << 63 < 0", "1u << 63 > 0", "-8 >> 1 == -4", "-8 >> 63 == -1", "-8 >> 64 == -1",
		"1 << 64 == 0", "1 << -1 == 0", "4 >> -1 == 8", "0xffffffffffffffffu >> 63 == 1",
		"(-9223372036854775807 - 1) / -1 < 0", "(-9223372036854775807 - 1) % -1 == 0",
		"'a' == 97", "'\\n' == 10", "'\\377' < 0", "'\\xff' == -1", "'\\0' == 0", "'\\'' == 39",
		"'ab' == 24930", "L'a' == 97", "u'\\xffff' == 65535", "U'\\U0001F600' == 0x1F600", "'\\e' == 27",
		"0 && 1/0 || 1", "1 || 1/0", "0 ? 1/0 : 2", "1 ? 2 : 1 % 0", "(1, 2) == 2",
		"(1 ? -1 : 0u) > 0", "(0 ? 0u : -1) > 0", "1 ? 2 ? 3 : 4 : 5", "(0 ? 1 : 0 ? 2 : 3) == 3",
		"010 == 8", "0x10 == 16", "0X1f == 31", "0b101 == 5", "0 == 0u",
		"10u == 10", "10UL == 10", "10ll == 10", "10LLU == 10", "10lu == 10",
		"1 == 1 == 1", "3 > 2 > 0", "(1 ^ 3) == 2", "(5 & 3 | 8) == 9", "(6 ^ 3 & 1) == 7",
		"3 <= 3 && 3 >= 3 && 2 != 3 && !(2 > 3)", "(2 || 0) == 1", "(2 && 3) == 1",
		"UNDEFINED == 0", "true == 0", "defined __FILE__ && defined(__LINE__)",
		"__LINE__ == 1", "(((((1)))))",
	}
	for _, e := range exprs {
		t.Run(e, func(t *testing.T) {
			res, err := Preprocess("k.cl", []byte("#if "+e+"\nyes\n#else\nno\n#endif\n"), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := string(res.Text); got != "\nyes\n\n\n\n" {
				t.Errorf("#if %s is false", e)
			}
		})
	}
	for _, e := range []string{"0", "0u", "-1 < 0u", "1 && 0", "0 || 0", "UNDEFINED", "defined X", "'\\0'"} {
		t.Run("not "+e, func(t *testing.T) {
			res, err := Preprocess("k.cl", []byte("#if "+e+"\nyes\n#endif\n"), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := string(res.Text); got != "\n\n\n" {
				t.Errorf("#if %s is true", e)
			}
		})
	}
}

// errCase is a source that must fail with exactly want.
type errCase struct {
	name    string
	src     string
	defines []string
	want    string
}

var errCases = []errCase{
	{name: "error directive", src: "int x;\n  #error no  doubles here  \n", want: "k.cl:2:3: error: #error no  doubles here"},
	{name: "error without message", src: "#error\n", want: "k.cl:1:1: error: #error"},
	{name: "include quoted", src: "#include \"x.h\"\n", want: "k.cl:1:1: error: #include of \"x.h\" is not supported: simtc compiles one file"},
	{name: "include angled", src: "\n#include <stdio.h>\n", want: "k.cl:2:1: error: #include of <stdio.h> is not supported: simtc compiles one file"},
	{name: "include nothing", src: "#include\n", want: "k.cl:1:1: error: #include expects \"FILENAME\" or <FILENAME>"},
	{name: "include macro", src: "#define H \"x.h\"\n#include H\n", want: "k.cl:2:1: error: #include expects \"FILENAME\" or <FILENAME>"},
	{name: "unknown directive", src: "#frobnicate 1\n", want: "k.cl:1:1: error: invalid preprocessing directive #frobnicate"},
	{name: "line directive", src: "#line 5\n", want: "k.cl:1:1: error: #line is not supported"},
	{name: "line marker", src: "# 1 \"k.cl\"\n", want: "k.cl:1:1: error: invalid preprocessing directive"},
	{name: "unterminated if", src: "x\n#if 1\ny\n", want: "k.cl:2:1: error: unterminated #if"},
	{name: "unterminated ifdef nested", src: "#ifdef A\n#ifndef B\n#endif\n", want: "k.cl:1:1: error: unterminated #ifdef"},
	{name: "unterminated ifndef inside false", src: "#if 0\n#ifndef B\n#endif\n", want: "k.cl:1:1: error: unterminated #if"},
	{name: "else without if", src: "#else\n", want: "k.cl:1:1: error: #else without #if"},
	{name: "endif without if", src: "#if 1\n#endif\n#endif\n", want: "k.cl:3:1: error: #endif without #if"},
	{name: "elif without if", src: "#elif 1\n", want: "k.cl:1:1: error: #elif without #if"},
	{name: "duplicate else", src: "#if 1\n#else\n#else\n#endif\n", want: "k.cl:3:1: error: #else after #else"},
	{name: "elif after else", src: "#if 0\n#else\n#elif 1\n#endif\n", want: "k.cl:3:1: error: #elif after #else"},
	{name: "too few arguments", src: "#define F(a, b) a\nx = F(1);\n", want: "k.cl:2:5: error: macro \"F\" requires 2 arguments, but only 1 given"},
	{name: "too many arguments", src: "#define F(a) a\nx = F(1, 2);\n", want: "k.cl:2:5: error: macro \"F\" passed 2 arguments, but takes just 1"},
	{name: "arguments to a zero-parameter macro", src: "#define F() 0\nF(1)\n", want: "k.cl:2:1: error: macro \"F\" passed 1 arguments, but takes just 0"},
	{name: "variadic too few", src: "#define F(a, b, ...) a\nF(1)\n", want: "k.cl:2:1: error: macro \"F\" requires at least 2 arguments, but only 1 given"},
	{name: "argument count from an expansion", src: "#define F(a, b) a\n#define G F(1)\n  G\n", want: "k.cl:3:3: error: macro \"F\" requires 2 arguments, but only 1 given"},
	{name: "argument count in if", src: "#define F(a, b) a\n#if F(1)\n#endif\n", want: "k.cl:2:5: error: macro \"F\" requires 2 arguments, but only 1 given"},
	{name: "unterminated invocation", src: "#define F(x) x\nF(1,\n(2)\n", want: "k.cl:2:1: error: unterminated argument list invoking macro \"F\""},
	{name: "invocation cut by a directive", src: "#define F(x) x\nF(1\n#define Y\n)\n", want: "k.cl:2:1: error: unterminated argument list invoking macro \"F\""},
	{name: "division by zero", src: "#if 1 / 0\n#endif\n", want: "k.cl:1:7: error: division by zero in preprocessor expression"},
	{name: "remainder by zero", src: "#if 2 + 1 % (1 - 1)\n#endif\n", want: "k.cl:1:11: error: division by zero in preprocessor expression"},
	{name: "division by zero from a macro", src: "#define D(x) (1/(x))\n#if 1 + D(0)\n#endif\n", want: "k.cl:2:9: error: division by zero in preprocessor expression"},
	{name: "division by zero in elif", src: "#if 0\n#elif 1/0\n#endif\n", want: "k.cl:2:8: error: division by zero in preprocessor expression"},
	{name: "if without expression", src: "#if\n#endif\n", want: "k.cl:1:1: error: #if with no expression"},
	{name: "if with only a comment", src: "#if /* c */\n#endif\n", want: "k.cl:1:1: error: #if with no expression"},
	{name: "if expression ends early", src: "#if 1 +\n#endif\n", want: "k.cl:1:8: error: expected value in expression"},
	{name: "if missing paren", src: "#if (1\n#endif\n", want: "k.cl:1:7: error: missing ')' in expression"},
	{name: "if extra token", src: "#if 1 2\n#endif\n", want: "k.cl:1:7: error: missing binary operator before token \"2\""},
	{name: "if assignment", src: "#if 1 = 2\n#endif\n", want: "k.cl:1:7: error: missing binary operator before token \"=\""},
	{name: "if unmatched paren", src: "#if 1)\n#endif\n", want: "k.cl:1:6: error: missing binary operator before token \")\""},
	{name: "if operator without operand", src: "#if * 2\n#endif\n", want: "k.cl:1:5: error: expected value in expression, found \"*\""},
	{name: "if float", src: "#if 1.0\n#endif\n", want: "k.cl:1:5: error: floating constant in preprocessor expression"},
	{name: "if float exponent", src: "#if 1e3\n#endif\n", want: "k.cl:1:5: error: floating constant in preprocessor expression"},
	{name: "if hex float", src: "#if 0x1p3\n#endif\n", want: "k.cl:1:5: error: floating constant in preprocessor expression"},
	{name: "if question without colon", src: "#if 1 ? 2\n#endif\n", want: "k.cl:1:7: error: '?' without following ':'"},
	{name: "if string", src: "#if \"s\"\n#endif\n", want: "k.cl:1:5: error: token \"\\\"s\\\"\" is not valid in preprocessor expressions"},
	{name: "if octal digit", src: "#if 08\n#endif\n", want: "k.cl:1:5: error: invalid digit \"8\" in octal constant"},
	{name: "if binary digit", src: "#if 0b12\n#endif\n", want: "k.cl:1:5: error: invalid digit \"2\" in binary constant"},
	{name: "if bad suffix", src: "#if 1x\n#endif\n", want: "k.cl:1:5: error: invalid suffix \"x\" on integer constant"},
	{name: "if bad hex", src: "#if 0x\n#endif\n", want: "k.cl:1:5: error: invalid suffix \"x\" on integer constant"},
	{name: "if too large", src: "#if 18446744073709551616\n#endif\n", want: "k.cl:1:5: error: integer constant 18446744073709551616 is too large"},
	{name: "if empty char", src: "#if ''\n#endif\n", want: "k.cl:1:5: error: empty character constant"},
	{name: "if unterminated char", src: "#if 'a\n#endif\n", want: "k.cl:1:5: error: missing terminating ' character"},
	{name: "defined without name", src: "#if defined\n#endif\n", want: "k.cl:1:5: error: operator \"defined\" requires an identifier"},
	{name: "defined of a number", src: "#if defined(1)\n#endif\n", want: "k.cl:1:13: error: operator \"defined\" requires an identifier"},
	{name: "defined missing paren", src: "#if defined(X\n#endif\n", want: "k.cl:1:13: error: missing ')' after \"defined\""},
	{name: "ifdef without name", src: "#ifdef\n#endif\n", want: "k.cl:1:1: error: no macro name given in #ifdef directive"},
	{name: "ifdef number", src: "#ifdef 1\n#endif\n", want: "k.cl:1:8: error: macro names must be identifiers"},
	{name: "define without name", src: "#define\n", want: "k.cl:1:1: error: no macro name given in #define directive"},
	{name: "define number", src: "#define 1 2\n", want: "k.cl:1:9: error: macro names must be identifiers"},
	{name: "define defined", src: "#define defined 1\n", want: "k.cl:1:9: error: \"defined\" cannot be used as a macro name"},
	{name: "undef defined", src: "#undef defined\n", want: "k.cl:1:8: error: \"defined\" cannot be used as a macro name"},
	{name: "undef without name", src: "#undef\n", want: "k.cl:1:1: error: no macro name given in #undef directive"},
	{name: "duplicate parameter", src: "#define F(x, x) x\n", want: "k.cl:1:14: error: duplicate macro parameter \"x\""},
	{name: "unclosed parameters", src: "#define F(x\n", want: "k.cl:1:11: error: missing ')' in macro parameter list"},
	{name: "bad parameter", src: "#define F(1) x\n", want: "k.cl:1:11: error: expected parameter name, found \"1\""},
	{name: "bad parameter separator", src: "#define F(a b) x\n", want: "k.cl:1:13: error: expected ',' or ')' in macro parameter list, found \"b\""},
	{name: "ellipsis not last", src: "#define F(..., a) x\n", want: "k.cl:1:11: error: missing ')' after \"...\" in macro parameter list"},
	{name: "va args as parameter", src: "#define F(__VA_ARGS__) x\n", want: "k.cl:1:11: error: __VA_ARGS__ can not be used as a parameter name"},
	{name: "va args outside variadic", src: "#define F(x) __VA_ARGS__\n", want: "k.cl:1:14: error: __VA_ARGS__ can only appear in the expansion of a variadic macro"},
	{name: "stringify non-parameter", src: "#define F(x) #y\n", want: "k.cl:1:14: error: '#' is not followed by a macro parameter"},
	{name: "paste at start", src: "#define F ## x\n", want: "k.cl:1:11: error: '##' cannot appear at either end of a macro expansion"},
	{name: "paste at end", src: "#define F(x) x ##\n", want: "k.cl:1:16: error: '##' cannot appear at either end of a macro expansion"},
	{name: "invalid paste", src: "#define P(a, b) a ## b\nx = P(+, /);\n", want: "k.cl:2:5: error: pasting \"+\" and \"/\" does not give a valid preprocessing token"},
	{name: "paste into a comment", src: "#define P(a, b) a ## b\nP(/, /)\n", want: "k.cl:2:1: error: pasting \"/\" and \"/\" does not give a valid preprocessing token"},
	{name: "unterminated comment", src: "int x;\n  /* open\n\n", want: "k.cl:2:3: error: unterminated /* comment"},
	{name: "unterminated comment in false group", src: "#if 0\n/*\n#endif\n", want: "k.cl:1:1: error: unterminated #if\nk.cl:2:1: error: unterminated /* comment"},
	{name: "malformed define", src: "", defines: []string{"OK", "=1"}, want: "<command line>:2:1: error: malformed -D argument \"=1\": want NAME or NAME=VALUE"},
	{name: "malformed define name", src: "", defines: []string{"1X=2"}, want: "<command line>:1:1: error: malformed -D argument \"1X=2\": want NAME or NAME=VALUE"},
	{name: "malformed function-like define", src: "", defines: []string{"F(x=x"}, want: "<command line>:1:5: error: expected ',' or ')' in macro parameter list, found \"x\""},
	{name: "defined of an empty expansion", src: "#define HAS(x) defined(x)\n#define Y\n#if HAS(Y)\n#endif\n", want: "k.cl:3:5: error: operator \"defined\" requires an identifier"},
	{name: "exponential expansion", src: "#define A0 x x\n#define A1 A0 A0\n#define A2 A1 A1\n#define A3 A2 A2\n#define A4 A3 A3\n#define A5 A4 A4\n#define A6 A5 A5\n#define A7 A6 A6\n#define A8 A7 A7\n#define A9 A8 A8\n#define B0 A9 A9\n#define B1 B0 B0\n#define B2 B1 B1\n#define B3 B2 B2\n#define B4 B3 B3\n#define B5 B4 B4\n#define B6 B5 B5\n#define B7 B6 B6\n#define B8 B7 B7\n#define B9 B8 B8\n#define C0 B9 B9\n#define C1 C0 C0\n#define C2 C1 C1\n  C2\n", want: "k.cl:24:3: error: macro expansion too large"},
	{name: "if nested too deeply", src: "#if " + strings.Repeat("(", 1000) + "1" + strings.Repeat(")", 1000) + "\n#endif\n", want: "k.cl:1:255: error: expression nested too deeply"},
	{name: "conditional chain too deep", src: "#if " + strings.Repeat("1?", 1000) + "1" + strings.Repeat(":1", 1000) + "\n#endif\n", want: "k.cl:1:1003: error: expression nested too deeply"},
	{name: "arguments nested too deeply", src: "#define F(x) x\n" + strings.Repeat("F(", 300) + strings.Repeat(")", 300) + "\n", want: "k.cl:2:401: error: macro invocations nested too deeply"},
	{name: "several errors sorted", src: "#error one\n#if 1/0\n#endif\n#define F(x) x\nF()F(1,2)\n#foo\n", want: "k.cl:1:1: error: #error one\nk.cl:2:6: error: division by zero in preprocessor expression\nk.cl:5:4: error: macro \"F\" passed 2 arguments, but takes just 1\nk.cl:6:1: error: invalid preprocessing directive #foo"},
}

func TestErrors(t *testing.T) {
	for _, tc := range errCases {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Preprocess("k.cl", []byte(tc.src), Options{Defines: tc.defines})
			if err == nil {
				t.Fatalf("no error; output:\n%s", res.Text)
			}
			if res != nil {
				t.Errorf("got a Result with an error")
			}
			if diff := cmp.Diff(tc.want, err.Error()); diff != "" {
				t.Errorf("error mismatch (-want +got):\n%s", diff)
			}
			var one *ir.Error
			var list ir.ErrorList
			if !errors.As(err, &one) && !errors.As(err, &list) {
				t.Errorf("error is a %T, want *ir.Error or ir.ErrorList", err)
			}
		})
	}
}

// TestNoSharedState runs the same inputs twice, interleaved, and requires
// identical results: definitions of one run must not leak into another.
func TestNoSharedState(t *testing.T) {
	a := []byte("#define N 1\nN\n")
	b := []byte("N\n")
	for i := 0; i < 2; i++ {
		ra, err := Preprocess("a.cl", a, Options{Defines: []string{"M=2"}})
		if err != nil {
			t.Fatal(err)
		}
		rb, err := Preprocess("b.cl", b, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if string(ra.Text) != "\n1\n" || string(rb.Text) != "N\n" {
			t.Fatalf("run %d: got %q and %q", i, ra.Text, rb.Text)
		}
	}
}
