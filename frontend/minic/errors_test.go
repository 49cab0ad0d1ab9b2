package minic

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
)

// kernel wraps a kernel body.
func kernel(body string) string {
	return "kernel void k(global int *p)\n{\n" + body + "\n}\n"
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"empty file", "", "k.cl:1:1: error: no kernel or function in file"},
		{"only comments", "// simtc:launch grid=1 block=1\n", "k.cl:1:1: error: no kernel or function in file"},
		{"only a prototype", "void f(void);\n", "k.cl:1:1: error: no kernel or function in file"},
		{"syntax: missing semicolon", kernel("p[0] = 1\n}"), `k.cl:4:1: error: syntax error: expected ';', found '}'`},
		{"syntax: end of file", "kernel void k(global int *p) {\n  p[0] = 1;\n", "k.cl:3:1: error: syntax error: expected '}', found end of file"},
		// A declaration missing its ';' is reported where the ';' is
		// missing, not at the declaration's first token as "expected '}'"
		// (the parser backtracks over the declaration).
		{"syntax: declaration without semicolon", kernel("int a = 1\np[0] = a;"), `k.cl:4:1: error: syntax error: expected ';', found 'p'`},
		{"syntax: if without )", kernel("if (p[0] { p[1] = 1; }"), `k.cl:3:10: error: syntax error: expected ')', found '{'`},
		{"syntax: for without ;", kernel("for (int i = 0; i < 4 i++) p[i] = 1;"), `k.cl:3:23: error: syntax error: expected ';', found 'i'`},
		// An operator without its operand is reported where the operand
		// should start, not at the operator the parser backtracked over.
		{"syntax: missing operand", kernel("p[0] = (1 + ;"), `k.cl:3:13: error: syntax error: expected an expression after '+', found ';'`},
		{"syntax: missing argument", "int f(int a, int b) { return a; }\n" + kernel("p[0] = f(1, );"), `k.cl:4:13: error: syntax error: expected an expression after ',', found ')'`},
		{"syntax: missing operand of a prefix operator", kernel("p[0] = -;"), `k.cl:3:9: error: syntax error: expected an expression after '-', found ';'`},
		{"syntax: parameter list without )", "kernel void k(global int *p\n{\n}\n", `k.cl:2:1: error: syntax error: expected ')', found '{'`},
		{"syntax: bad character", kernel("p[0] = $;"), "k.cl:3:8: error: invalid character '$' in source"},
		{"syntax: unterminated comment", kernel("/* no end"), "k.cl:3:1: error: unterminated /* comment"},
		{"undeclared variable", kernel("p[0] = y;"), "k.cl:3:8: error: use of undeclared identifier 'y'"},
		{"undeclared variable used twice", kernel("y = 1;\ny = 2;"), "k.cl:3:1: error: use of undeclared identifier 'y'"},
		{"pointer to float", kernel("float f;\nf = p;"), "k.cl:4:5: error: assigning to 'float' from incompatible type 'global int *'"},
		{"pointer init float", kernel("float f = p;"), "k.cl:3:11: error: initializing 'float' with an expression of incompatible type 'global int *'"},
		{"too few arguments", "int f(int a, int b) { return a + b; }\n" + kernel("p[0] = f(1);"), "k.cl:4:8: error: too few arguments to function call 'f', expected 2, have 1"},
		{"too many arguments", "int f(int a) { return a; }\n" + kernel("p[0] = f(1, 2);"), "k.cl:4:8: error: too many arguments to function call 'f', expected 1, have 2"},
		{"constant not initialized", "constant int c;\n" + kernel(""), "k.cl:1:14: error: variable in constant address space must be initialized"},
		{"constant not constant", "int f(void) { return 1; }\nconstant int c = f();\n" + kernel(""), "k.cl:2:18: error: initializer element is not a compile-time constant"},
		{"constant write", "constant int c = 1;\n" + kernel("c = 2;"), "k.cl:4:1: error: cannot write to constant memory"},
		{"designator unknown field", "struct S { int x; };\n" + kernel("struct S s = { .y = 1 };"), "k.cl:4:16: error: field designator 'y' does not refer to any field in type 'struct S'"},
		{"designator in array", kernel("int a[2] = { .x = 1 };"), "k.cl:3:14: error: field designator cannot initialize a non-struct, non-union type 'int[2]'"},
		{"struct incomplete local", kernel("struct S s;"), "k.cl:3:10: error: variable has incomplete type 'struct S'"},
		{"struct no member", "struct S { int x; };\n" + kernel("struct S s; s.y = 1;"), "k.cl:4:14: error: no member named 'y' in 'struct S'"},
		{"struct arrow on value", "struct S { int x; };\n" + kernel("struct S s; s->x = 1;"), "k.cl:4:14: error: member reference type 'struct S' is not a pointer"},
		{"struct dot on pointer", "struct S { int x; };\n" + kernel("struct S s; struct S *q = &s; q.x = 1;"), "k.cl:4:32: error: member reference type 'struct S *' is a pointer; did you mean to use '->'?"},
		{"struct redefinition", "struct S { int x; };\nstruct S { int y; };\n" + kernel(""), "k.cl:2:8: error: redefinition of 'struct S'"},
		{"struct kernel param with pointer", "struct S { int x; int *p; };\nkernel void k(struct S s) { }", "k.cl:2:24: error: struct kernel parameters may not contain pointers"},
		{"struct compare", "struct S { int x; };\n" + kernel("struct S a, b; a.x = b.x = 0; p[0] = a == b;"), "k.cl:4:40: error: invalid operands to binary expression ('struct S' and 'struct S')"},
		{"union tag mismatch", "struct S { int x; };\n" + kernel("union S u;"), "k.cl:4:7: error: use of 'S' with tag type that does not match previous declaration"},
		{"typedef unknown", kernel("T x;"), "k.cl:3:1: error: unknown type name 'T'"},
		{"typedef redefinition", "typedef int T;\ntypedef float T;\n" + kernel(""), "k.cl:2:15: error: typedef redefinition with different types ('float' vs 'int')"},
		{"image parameter", "kernel void k(read_only image2d_t img) { }", "k.cl:1:25: error: 'image2d_t': images are not supported by mini-C"},
		{"vector wrong count", kernel("int4 x = (int4)(1, 2, 3);"), "k.cl:3:10: error: a 'int4' literal needs 4 components, has 3"},
		{"vector bad swizzle", kernel("int2 x = (int2)(1, 2); p[0] = x.z;"), "k.cl:3:32: error: invalid vector component access '.z' on 'int2'"},
		{"vector mixed types", kernel("int2 x = (int2)(1, 2); float2 y = (float2)(1.0f); y = x + y;"), "k.cl:3:57: error: invalid operands to binary expression ('int2' and 'float2'): vectors of different types"},
		{"vector cast", kernel("int2 x = (int2)(1, 2); float2 y = (float2)(x);"), "k.cl:3:35: error: invalid conversion between vector types 'int2' and 'float2' (use convert_float2)"},
		{"float saturate", kernel("int2 x = (int2)(1, 2); float2 y = convert_float2_sat(x);"), "k.cl:3:35: error: convert_float2_sat: only conversions to integer types saturate"},
		{"saturate lengths", kernel("int2 x = (int2)(1, 2); uchar4 y = convert_uchar4_sat_rte(x);"), "k.cl:3:58: error: cannot convert 'int2' with convert_uchar4_sat_rte"},
		{"shuffle signed mask", kernel("int4 x = (int4)(1); int4 y = shuffle(x, x);"), "k.cl:3:41: error: shuffle needs a mask of unsigned 32-bit components, not 'int4'"},
		{"shuffle scalar", kernel("int x = 1; int4 y = shuffle(x, (uint4)(0));"), "k.cl:3:29: error: shuffle needs a vector of 2, 4, 8 or 16 components, not 'int'"},
		{"upsample types", kernel("int y = upsample((short)1, (short)2);"), "k.cl:3:9: error: upsample needs a char, short or int and the unsigned type of its width, not 'short' and 'short'"},
		{"isgreater of ints", kernel("int y = isgreater(1, 2);"), "k.cl:3:9: error: isgreater needs float or double arguments, not 'int'"},
		{"mad_sat of floats", kernel("float y = mad_sat(1.0f, 2.0f, 3.0f);"), "k.cl:3:11: error: mad_sat needs integer arguments, not 'float'"},
		{"vector half", "kernel void k(global half4 *p) { }", "k.cl:1:22: error: the vector type 'half4' is not supported by mini-C"},
		{"enum redefinition", "enum E { A, B };\n" + kernel("enum F { B };"), "k.cl:4:10: error: redefinition of 'B'"},
		{"enum not constant", kernel("int x = 1; enum E { A = x };"), "k.cl:3:25: error: expression is not an integer constant expression"},
		{"unknown type", kernel("foo x;"), "k.cl:3:1: error: unknown type name 'foo'"},
		{"member access", kernel("p->x = 1;"), "k.cl:3:2: error: member reference base type 'global int' is not a structure or union"},
		{"unknown function", kernel("p[0] = foo(1);"), "k.cl:3:8: error: unknown function 'foo'"},
		{"function pointer", "int f(int x) { return x; }\n" + kernel("p[0] = (int)f;"), "k.cl:4:13: error: function pointers are not supported by mini-C"},
		{"string", kernel(`p[0] = "s";`), "k.cl:3:8: error: string literals are not supported by mini-C"},
		{"attribute", "__attribute__((aligned(16))) " + kernel(""), "k.cl:1:1: error: the attribute 'aligned' is not supported by mini-C"},
		{"attribute without parentheses", "__attribute__ " + kernel(""), "k.cl:1:1: error: attributes are not supported by mini-C"},
		{"attribute packed", "struct S { char c; int i; } __attribute__((packed));\n" + kernel(""), "k.cl:1:29: error: the attribute 'packed' is not supported by mini-C"},
		{"program-scope variable", "int x;\n" + kernel(""), "k.cl:1:5: error: program scope variable must reside in constant or global address space"},
		{"long long", kernel("long long x;"), "k.cl:3:1: error: 'long long' is not supported in OpenCL C"},
		{"octal digit", kernel("int x = 09;"), "k.cl:3:9: error: invalid digit '9' in octal constant"},
		{"literal too large", kernel("long x = 99999999999999999999;"), "k.cl:3:10: error: integer literal '99999999999999999999' is too large"},
		{"const assignment", kernel("const int x = 1;\nx = 2;"), "k.cl:4:1: error: cannot assign to variable 'x' with const-qualified type 'const int'"},
		{"not assignable", kernel("1 = 2;"), "k.cl:3:1: error: expression is not assignable"},
		{"break outside loop", kernel("break;"), "k.cl:3:1: error: 'break' statement not in loop or switch statement"},
		{"continue in switch", kernel("switch (p[0]) { case 0: continue; }"), "k.cl:3:25: error: 'continue' statement not in loop statement"},
		{"duplicate case", kernel("switch (p[0]) { case 1: case 1: break; }"), "k.cl:3:30: error: duplicate case value '1'"},
		{"case not constant", kernel("switch (p[0]) { case p[1]: break; }"), "k.cl:3:22: error: case value is not an integer constant expression"},
		{"undeclared label", kernel("goto out;"), "k.cl:3:6: error: use of undeclared label 'out'"},
		{"duplicate label", kernel("L: ;\nL: ;"), "k.cl:4:1: error: redefinition of label 'L'"},
		{"redefinition", kernel("int x;\nint x;"), "k.cl:4:5: error: redefinition of 'x'"},
		{"function redefinition", "void f() {}\nvoid f() {}\n" + kernel(""), "k.cl:2:6: error: redefinition of 'f'"},
		{"conflicting prototype", "int f(int);\nfloat f(int x) { return x; }\n" + kernel(""), "k.cl:2:7: error: conflicting types for 'f'"},
		{"missing return", "int f(int x) { if (x) return 1; }\n" + kernel("p[0] = f(1);"), "k.cl:1:33: error: non-void function 'f' does not return a value on all paths"},
		{"return value from void", kernel("return 1;"), "k.cl:3:8: error: void function 'k' should not return a value"},
		{"return without value", "int f() { return; }\n" + kernel(""), "k.cl:1:11: error: non-void function 'f' should return a value"},
		{"undefined function", "void f(void);\n" + kernel("f();"), "k.cl:4:1: error: function 'f' is declared but never defined"},
		{"private kernel pointer", "kernel void k(int *p) { }", "k.cl:1:20: error: pointer arguments to kernel functions must point to global, local or constant memory"},
		{"kernel returns int", "kernel int k() { return 0; }", "k.cl:1:12: error: kernel function 'k' must have void return type"},
		{"address space mismatch", kernel("local int *q = p;"), "k.cl:3:16: error: initializing 'local int *' with an expression of incompatible type 'global int *': it changes the address space of the pointer"},
		{"local in device function", "void f() { local int x; }\n" + kernel(""), "k.cl:1:22: error: local variables can only be declared in kernel functions"},
		{"local with initializer", kernel("local int x = 1;"), "k.cl:3:15: error: local variables cannot be initialized"},
		{"barrier flags not constant", kernel("barrier(p[0]);"), "k.cl:3:9: error: the flags of barrier must be a constant in mini-C"},
		{"dimension not constant", kernel("int i = get_local_id(p[0]);"), "k.cl:3:22: error: the dimension argument of get_local_id must be a constant in mini-C"},
		{"dimension out of range", kernel("int i = get_local_id(3);"), "k.cl:3:22: error: dimension 3 of get_local_id is out of range (0, 1 or 2)"},
		{"atomic on float", "kernel void k(global float *p) { atomic_add(p, 1); }", "k.cl:1:45: error: atomic_add needs a pointer to int, uint, long or ulong, not 'global float *'"},
		{"atomic on private", kernel("int x; atomic_add(&x, 1);"), "k.cl:3:19: error: atomic_add needs a pointer to global or local memory, not 'int *'"},
		{"atomic arity", kernel("atomic_inc(p, 1);"), "k.cl:3:1: error: too many arguments to function call 'atomic_inc', expected 1, have 2"},
		{"array size", kernel("int a[p[0]];"), "k.cl:3:7: error: array size must be an integer constant expression"},
		{"array size zero", kernel("int a[0];"), "k.cl:3:7: error: array size must be positive"},
		{"excess initializers", kernel("int a[2] = {1, 2, 3};"), "k.cl:3:19: error: excess elements in array initializer"},
		{"excess initializers with elided braces", kernel("int a[2][2] = {1, 2, 3, 4, 5};"), "k.cl:3:28: error: excess elements in array initializer"},
		{"elided braces stop at a designator", "struct S { int a[2]; int b; };\n" + kernel("struct S s = {1, .c = 2};"), "k.cl:4:18: error: field designator 'c' does not refer to any field in type 'struct S'"},
		{"array designator out of bounds", kernel("int a[2][2] = {[2] = 1};"), "k.cl:3:17: error: array designator index 2 exceeds array bounds (2)"},
		{"sincos without a pointer", kernel("float s = sincos(1.0f, 2.0f);"), "k.cl:3:24: error: the second argument of sincos must be a pointer, not 'float'"},
		{"sincos to int", kernel("float s = sincos(1.0f, p);"), "k.cl:3:24: error: sincos needs a pointer to float, double or a vector of them, not 'global int *'"},
		{"sincos to constant", "kernel void k(constant float *c) { float s = sincos(1.0f, c); }", "k.cl:1:59: error: sincos writes through its second argument, which points to const or constant memory ('constant float *')"},
		{"fract vector mismatch", kernel("float4 f; float2 x = 0.5f; float2 r = fract(x, &f);"), "k.cl:3:45: error: fract: 'float2' argument does not match the pointer 'float4 *'"},
		{"add_sat on float", kernel("float f = add_sat(1.0f, 2.0f);"), "k.cl:3:11: error: add_sat needs integer arguments"},
		{"bitselect on pointers", kernel("int x = bitselect(p, p, p);"), "k.cl:3:19: error: bitselect needs integer or float arguments, not 'global int *'"},
		{"work-group reduce of a vector", kernel("int4 v = 0; int4 r = work_group_reduce_add(v);"), "k.cl:3:44: error: work_group_reduce_add needs an int, uint, long, ulong, float or double argument, not 'int4'"},
		{"work-group scan of a pointer", kernel("int r = work_group_scan_inclusive_max(p);"), "k.cl:3:39: error: work_group_scan_inclusive_max needs an int, uint, long, ulong, float or double argument, not 'global int *'"},
		{"work-group broadcast without an id", kernel("int r = work_group_broadcast(p[0]);"), "k.cl:3:9: error: too few arguments to function call 'work_group_broadcast', expected 2 or 4, have 1"},
		{"work-group unknown reduction", kernel("int r = work_group_reduce_mul(p[0]);"), "k.cl:3:9: error: unknown function 'work_group_reduce_mul'"},
		{"printf with a bad format", kernel("if (p[0])\n  printf(\"%d %y\\n\", p[1]);"), "k.cl:4:10: error: printf format, byte 3: \"%y\": unknown conversion \"y\""},
		{"printf with too few arguments", kernel("printf(\"%d %d\", p[0]);"), "k.cl:3:1: error: printf: the format takes 2 arguments, the call has 1"},
		{"printf of a float as an integer", kernel("printf(\"%d\", 1.5f);"), "k.cl:3:1: error: printf: argument 1 (f64) of \"%d\" is a float, want an integer"},
		{"printf format not a literal", "void dbg(constant char *f) { printf(f); }\n" + kernel(""), "k.cl:1:37: error: the format of printf must be a string literal"},
		{"printf without arguments", "void dbg(void) { printf(); }\n" + kernel(""), "k.cl:1:18: error: too few arguments to function call 'printf', expected 1, have 0"},
		{"zero-size array from an empty initializer", kernel("int a[] = {};"), "k.cl:3:11: error: zero-size array 'a': the initializer list is empty"},
		{"incompatible ternary", kernel("int x = p[0] ? 1 : p;"), "k.cl:3:9: error: incompatible operand types ('int' and 'global int *')"},
		{"invalid operands", kernel("p[0] = p * 2;"), "k.cl:3:10: error: invalid operands to binary expression ('global int *' and 'int')"},
		{"deref non-pointer", kernel("int x = 1;\np[0] = *x;"), "k.cl:4:8: error: indirection requires pointer operand ('int' invalid)"},
		{"call a variable", kernel("p(1);"), "k.cl:3:1: error: called object type 'global int *' is not a function"},
		{"sizeof void", kernel("p[0] = sizeof(void);"), "k.cl:3:8: error: invalid application of 'sizeof' to an incomplete type 'void'"},
		{"multi-char literal", kernel("p[0] = 'ab';"), "k.cl:3:8: error: multi-character character constants are not supported by mini-C"},
		{"float out of range", kernel("float f = 1e999;"), "k.cl:3:11: error: floating constant '1e999' is out of range"},
		{"store to constant", "kernel void k(constant int *c) { c[0] = 1; }", "k.cl:1:34: error: cannot write to constant memory"},
		{"address of rvalue", kernel("int *q = &1;"), "k.cl:3:10: error: cannot take the address of an rvalue of type 'int'"},
		{"unknown directive", "// simtc:lanch grid=1\n" + kernel(""), "k.cl:1:1: error: unknown directive 'simtc:lanch'"},
		{"preprocessor error", "#error stop\n" + kernel(""), "k.cl:1:1: error: #error stop"},
		{"nesting too deep", kernel("p[0] = " + strings.Repeat("(", 300) + "1" + strings.Repeat(")", 300) + ";"), "k.cl:3:263: error: brackets nested too deeply (more than 256 levels): simtc's limit on nesting"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Compile("k.cl", []byte(tt.src), Options{})
			if err == nil {
				t.Fatalf("Compile succeeded, want error %q\n%s", tt.want, m)
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("Compile:\n%s\ngot  %s\nwant %s", tt.src, got, tt.want)
			}
		})
	}
}

// TestErrorFormat checks that every error is an ir error with a position
// and reads "file:line:col: error: message", one line per problem.
func TestErrorFormat(t *testing.T) {
	src := kernel("int a = x;\nint b = y;\nfloat f = p;")
	_, err := Compile("k.cl", []byte(src), Options{})
	var list ir.ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("got %T (%v), want ir.ErrorList", err, err)
	}
	if len(list) != 3 {
		t.Fatalf("got %d errors, want 3:\n%v", len(list), err)
	}
	line := regexp.MustCompile(`^k\.cl:\d+:\d+: error: \S`)
	for _, l := range strings.Split(err.Error(), "\n") {
		if !line.MatchString(l) {
			t.Errorf("error line %q does not match %s", l, line)
		}
	}
}
