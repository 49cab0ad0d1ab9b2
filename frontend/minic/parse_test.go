package minic

import (
	"fmt"
	"strings"
	"testing"
)

// exprString prints an expression fully parenthesized, to test the
// parser's precedence and associativity.
func exprString(e Expr) string {
	switch e := e.(type) {
	case *Ident:
		return e.Name
	case *IntLit:
		return e.Text
	case *FloatLit:
		return e.Text
	case *BoolLit:
		return fmt.Sprint(e.Val)
	case *StringLit:
		return `"…"`
	case *Unary:
		return "(" + e.Op + exprString(e.X) + ")"
	case *IncDec:
		if e.Post {
			return "(" + exprString(e.X) + e.Op + ")"
		}
		return "(" + e.Op + exprString(e.X) + ")"
	case *Binary:
		return "(" + exprString(e.X) + " " + e.Op + " " + exprString(e.Y) + ")"
	case *Assign:
		return "(" + exprString(e.X) + " " + e.Op + "= " + exprString(e.Y) + ")"
	case *CondExpr:
		return "(" + exprString(e.Cond) + " ? " + exprString(e.X) + " : " + exprString(e.Y) + ")"
	case *Call:
		var args []string
		for _, a := range e.Args {
			args = append(args, exprString(a))
		}
		return e.Name + "(" + strings.Join(args, ", ") + ")"
	case *Index:
		return exprString(e.X) + "[" + exprString(e.I) + "]"
	case *Member:
		op := "."
		if e.Arrow {
			op = "->"
		}
		return exprString(e.X) + op + e.Name
	case *Cast:
		if e.To == nil {
			return exprString(e.X)
		}
		return "((" + typeNameString(e.To) + ")" + exprString(e.X) + ")"
	case *Sizeof:
		if e.To != nil {
			return "sizeof(" + typeNameString(e.To) + ")"
		}
		return "sizeof " + exprString(e.X)
	case *Comma:
		var xs []string
		for _, x := range e.List {
			xs = append(xs, exprString(x))
		}
		return "(" + strings.Join(xs, ", ") + ")"
	}
	return fmt.Sprintf("<%T>", e)
}

func typeNameString(t *TypeName) string {
	var ws []string
	for _, w := range t.Specs.Words {
		ws = append(ws, w.Text)
	}
	return strings.Join(ws, " ") + strings.Repeat("*", len(t.Decl.Ptrs))
}

// parseExpr parses src as the expression of a statement in a function.
func parseExpr(t *testing.T, src string) Expr {
	t.Helper()
	f, err := parse("e.cl", []byte("void f() { "+src+"; }"))
	if err != nil {
		t.Fatalf("parse %q: %v", src, err)
	}
	s, ok := f.Decls[0].Body.Stmts[0].(*ExprStmt)
	if !ok {
		t.Fatalf("parse %q: got %T, want an expression statement", src, f.Decls[0].Body.Stmts[0])
	}
	return s.X
}

func TestParseExpressions(t *testing.T) {
	tests := []struct{ src, want string }{
		{"a + b * c", "(a + (b * c))"},
		{"a * b + c", "((a * b) + c)"},
		{"a - b - c", "((a - b) - c)"},
		{"a / b % c * d", "(((a / b) % c) * d)"},
		{"a << 1 + b", "(a << (1 + b))"},
		{"a < b == c > d", "((a < b) == (c > d))"},
		{"a & b ^ c | d", "(((a & b) ^ c) | d)"},
		{"a || b && c", "(a || (b && c))"},
		{"a && b || c && d", "((a && b) || (c && d))"},
		{"a | b && c | d", "((a | b) && (c | d))"},
		{"a == b & c", "((a == b) & c)"},
		{"a + b * c - d / e", "((a + (b * c)) - (d / e))"},
		{"a * b + c * d << e", "(((a * b) + (c * d)) << e)"},
		{"a = b = c", "(a = (b = c))"},
		{"a += b -= c", "(a += (b -= c))"},
		{"x <<= 2", "(x <<= 2)"},
		{"c ? a : b ? d : e", "(c ? a : (b ? d : e))"},
		{"c ? a = 1 : b", "(c ? (a = 1) : b)"},
		{"a = c ? x : y", "(a = (c ? x : y))"},
		{"a, b = 1, c", "(a, (b = 1), c)"},
		{"-a * b", "((-a) * b)"},
		{"!a && ~b", "((!a) && (~b))"},
		{"*p++", "(*(p++))"},
		{"++*p", "(++(*p))"},
		{"&a[i]", "(&a[i])"},
		{"a[i][j]", "a[i][j]"},
		{"f(a, b + 1)(c)", "(f(a, (b + 1)), c)"}, // the callee is kept as an argument

		{"(int)x + 1", "(((int)x) + 1)"},
		{"(unsigned long)x", "((unsigned long)x)"},
		{"(global int *)p", "((global int*)p)"},
		{"(x) * y", "(x * y)"},
		{"(x)(y)", "x(y)"},
		{"sizeof(int) * 2", "(sizeof(int) * 2)"},
		{"sizeof x + 1", "(sizeof x + 1)"},
		{"p->x.y", "p->x.y"},
		{"a - -b", "(a - (-b))"},
		{"a--- b", "((a--) - b)"},
		{"x = 0x1Fu + 017 + 'a' + 1.5f + .5e-3", "(x = ((((0x1Fu + 017) + 'a') + 1.5f) + .5e-3))"},
		{"true || false", "(true || false)"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			got := exprString(parseExpr(t, tt.src))
			if got != tt.want {
				t.Errorf("parse(%q) = %s, want %s", tt.src, got, tt.want)
			}
		})
	}
}

// TestParseStatements parses (and compiles) one function per construct.
func TestParseStatements(t *testing.T) {
	tests := []struct{ name, body string }{
		{"empty", ";"},
		{"block", "{ int a = 1; { int a = 2; p[0] = a; } }"},
		{"decls", "int a, b = 2, c[3] = {1, 2}; global int *q = p, *r = q + 1; int d[] = {1, 2}; a = b + d[1] + *r;"},
		{"qualifiers", "const volatile int a = 1; volatile global int *restrict v = p; p[0] = a + *v;"},
		{"types", "bool b = true; char c = 1; uchar uc = 2; short s = 3; ushort us = 4; unsigned u = 5; unsigned int ui = 6; " +
			"long l = 7; long int li = 8; unsigned long ul = 9; ulong ul2 = 10; float f = 1.0f; double d = 2.0; size_t z = 3; " +
			"signed char sc = -1; short int si = 2; p[0] = b + c + uc + s + us + u + ui + l + li + ul + ul2 + f + d + z + sc + si;"},
		{"if", "if (p[0]) p[1] = 1;"},
		{"if else", "if (p[0]) p[1] = 1; else p[2] = 2;"},
		{"dangling else", "if (p[0]) if (p[1]) p[2] = 1; else p[3] = 2;"},
		{"while", "int i = 0; while (i < 10) i++;"},
		{"do while", "int i = 0; do { i += 2; } while (i < 10); p[0] = i;"},
		{"for", "for (int i = 0; i < 4; i++) p[i] = i;"},
		{"for expr init", "int i; for (i = 0; i < 4; ++i) p[i] = i;"},
		{"for empty", "for (;;) { if (p[0]) break; }"},
		{"for comma", "for (int i = 0, j = 3; i < j; i++, j--) p[i] = j;"},
		{"break continue", "for (int i = 0; i < 10; i++) { if (i == 2) continue; if (i == 5) break; p[i] = i; }"},
		{"switch", "switch (p[0]) { case 0: p[1] = 0; break; case 1: case 2: p[1] = 1; default: p[1] = 2; }"},
		{"switch no default", "switch (p[0]) { case 'a': p[1] = 0; }"},
		{"goto", "int i = 0; again: i++; if (i < 4) goto again; p[0] = i;"},
		{"goto forward", "if (p[0]) goto out; p[1] = 1; out: p[2] = 2;"},
		{"return", "if (p[0]) return; p[1] = 1; return;"},
		{"ternary", "p[0] = p[1] ? p[2] : 3;"},
		{"compound assign", "int a = 1; a += 1; a -= 1; a *= 2; a /= 2; a %= 3; a &= 7; a |= 8; a ^= 1; a <<= 2; a >>= 1; p[0] = a;"},
		{"pointer arithmetic", "global int *q = p + 1; q += 2; q--; p[0] = q - p; p[1] = *(q - 1); p[2] = q > p;"},
		{"address of", "int x = 1; int *px = &x; *px = 2; p[0] = x;"},
		{"private array", "int a[4]; for (int i = 0; i < 4; i++) a[i] = i; p[0] = a[3];"},
		{"2d array", "int a[2][3] = {{1, 2, 3}, {4, 5, 6}}; p[0] = a[1][2];"},
		{"local array", "local int buf[64]; buf[get_local_id(0)] = p[0]; barrier(CLK_LOCAL_MEM_FENCE); p[1] = buf[0];"},
		{"casts", "float f = (float)p[0]; p[1] = (int)f + (char)300 + (uint)-1;"},
		{"sizeof", "p[0] = sizeof(int) + sizeof(long) + sizeof p[0];"},
		{"builtins", "size_t g = get_global_id(0) + get_global_size(0) + get_local_id(0) + get_local_size(0) + get_group_id(0) + get_num_groups(0); p[0] = g;"},
		{"atomics", "atomic_add(p, 1); atomic_sub(p, 1); atomic_inc(p); atomic_dec(p); atomic_min(p, 2); atomic_max(p, 3); " +
			"atomic_and(p, 4); atomic_or(p, 5); atomic_xor(p, 6); atomic_xchg(p, 7); atomic_cmpxchg(p, 7, 8); atom_add(p, 1);"},
		{"fences", "mem_fence(CLK_GLOBAL_MEM_FENCE); read_mem_fence(CLK_LOCAL_MEM_FENCE); write_mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); barrier(0);"},
		{"subgroups", "p[0] = get_sub_group_local_id() + get_sub_group_id(); p[1] = sub_group_all(p[2] > 0) + sub_group_any(p[3]); p[4] = sub_group_broadcast(p[5], 0);"},
		{"char literals", "p[0] = 'a' + '\\n' + '\\x41' + '\\101' + '\\0' + '\\'';"},
		{"short circuit value", "p[0] = p[1] && p[2]; p[3] = p[4] || p[5];"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			compileOK(t, "kernel void k(global int *p) {\n"+tt.body+"\n}\n")
		})
	}
}

func TestParseFunctions(t *testing.T) {
	tests := []struct{ name, src string }{
		{"kernel spellings", "__kernel void a(__global int *p, __local float *s, __constant int *c, int n) { p[0] = n; }\n" +
			"kernel void b(global int *p) { p[0] = 1; }"},
		{"prototype then definition", "int f(int);\nkernel void k(global int *p) { p[0] = f(1); }\nint f(int x) { return x + 1; }"},
		{"defined after caller", "kernel void k(global int *p) { p[0] = g(1, 2); }\nint g(int a, int b) { return a * b; }"},
		{"void params", "void h(void) { }\nkernel void k(global int *p) { h(); }"},
		{"inline device function", "inline int sq(int x) { return x * x; }\nkernel void k(global int *p) { p[0] = sq(p[1]); }"},
		{"pointer params", "void put(global int *q, int v) { *q = v; }\nkernel void k(global int *p) { put(p + 1, 2); }"},
		{"array params", "int first(global int a[]) { return a[0]; }\nkernel void k(global int *p) { p[0] = first(p); }"},
		{"restrict", "kernel void k(global int *restrict p, global const int *restrict q) { p[0] = q[0]; }"},
		{"recursion", "int fact(int n) { if (n <= 1) return 1; return n * fact(n - 1); }\nkernel void k(global int *p) { p[0] = fact(5); }"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			compileOK(t, tt.src)
		})
	}
}
