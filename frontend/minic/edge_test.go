package minic

import "testing"

// TestEdgeCases compiles corner cases of the subset and verifies the IR.
func TestEdgeCases(t *testing.T) {
	tests := []struct{ name, src string }{
		{"void cast", kernel("(void)p[0];")},
		{"void ternary", "void f(global int *q) { q[0] = 1; }\nvoid g(global int *q) { q[1] = 2; }\n" + kernel("p[0] ? f(p) : g(p);")},
		{"comma value", kernel("int x = (p[0]++, 5); p[1] = x;")},
		{"continue in switch in loop", kernel("for (int i = 0; i < 4; i++) { switch (i) { case 1: continue; default: p[i] = i; } }")},
		{"duff", kernel("int n = p[0], i = 0; switch (n % 4) { case 0: do { p[i++] = 0; case 3: p[i++] = 3; case 2: p[i++] = 2; case 1: p[i++] = 1; } while ((n -= 4) > 0); }")},
		{"goto into loop", kernel("int i = 0; if (p[0]) goto in; while (i < 10) { i += 2; in: i++; } p[1] = i;")},
		{"goto backward nested", kernel("int i = 0; { top: i++; { if (i < 5) goto top; } } p[0] = i;")},
		{"label in switch", kernel("switch (p[0]) { case 0: L: p[1]++; if (p[1] < 3) goto L; break; default: goto L; }")},
		{"return in switch", "int f(int x) { switch (x) { case 0: return 1; default: return 2; } }\n" + kernel("p[0] = f(p[1]);")},
		{"endless loop function", "int f(int x) { for (;;) { if (x > 3) return x; x++; } }\n" + kernel("p[0] = f(p[1]);")},
		{"pointer to bool", kernel("bool b = p; if (b && !p) p[0] = 1; if (p == 0) p[1] = 2; if (p != (global int *)0) p[2] = 3;")},
		{"char arithmetic", kernel("char c = 'a'; c++; c += 1.5; c <<= 1; p[0] = c;")},
		{"unsigned compound", kernel("uint u = p[0]; u >>= 3; u *= 2u; u %= 7; p[1] = u;")},
		{"pointer difference", kernel("global int *q = p + 4; long d = q - p; p[0] = d; p[1] = q >= p;")},
		{"sizeof types", kernel("int a[] = {1, 2, 3}; p[0] = sizeof(a) + sizeof(global int *) + sizeof(char) + sizeof a[0];")},
		{"2d local", kernel("local float tile[16][17]; int x = get_local_id(0); tile[x % 16][x / 16] = x; barrier(CLK_LOCAL_MEM_FENCE); p[x] = tile[x / 16][x % 16];")},
		{"address of param", "int f(int x) { int *px = &x; *px += 1; return x; }\n" + kernel("p[0] = f(p[1]);")},
		{"assign in condition", kernel("int x, n = 0; while ((x = p[n]) != 0) n++; p[0] = n + x;")},
		{"chained assignment", kernel("int a, b, c; a = b = c = p[0]; p[1] = a + b + c;")},
		{"side effects in ternary condition", kernel("int i = 0; p[0] = p[i++] ? i : -i;")},
		{"empty switch", kernel("switch (p[0]) { } switch (p[1]) default: p[2] = 1; switch (p[3]) case 1: p[4] = 1;")},
		{"switch on char", kernel("char c = p[0]; switch (c) { case 'a': p[1] = 1; break; case -1: p[1] = 2; }")},
		{"switch on unsigned", kernel("uint u = p[0]; switch (u) { case 0xffffffffu: p[1] = 1; break; case 1: p[1] = 2; }")},
		{"switch on long", kernel("long l = p[0]; switch (l) { case 0x100000000L: p[1] = 1; break; case -1: p[1] = 2; }")},
		{"do while zero", kernel("do { p[0] = 1; } while (0);")},
		{"kernel calls kernel", "kernel void a(global int *q) { q[0] = 1; }\nkernel void b(global int *q) { a(q); }"},
		{"volatile local", kernel("volatile local int flag[1]; flag[0] = 0; barrier(CLK_LOCAL_MEM_FENCE); while (flag[0] == 0) { flag[0] = 1; } p[0] = flag[0];")},
		{"bool ops", kernel("bool a = p[0], b = p[1]; a++; b--; bool c = a + b; p[2] = c ? a : b; a += 2; p[3] = a;")},
		{"float ops", "kernel void k(global float *f) { float x = f[0]; x++; x /= 3; f[1] = -x; f[2] = x > 0.5 ? x : 0.5f; f[3] = !x; f[4] = x && f[5]; }"},
		{"double", "kernel void k(global double *d) { d[0] = d[1] * 2 + 1e-3; d[2] = (float)d[3]; }"},
		{"long shifts", kernel("long l = p[0]; l <<= 40; l = l >> p[1]; ulong u = l; u >>= 63; p[2] = l + u;")},
		{"uninitialized", kernel("int x; if (p[0]) x = 1; p[1] = x;")},
		{"unused label", kernel("unused: p[0] = 1;")},
		{"dead code after goto", kernel("goto end; p[0] = 1; while (p[1]) p[2]++; end: ;")},
		{"dead loop", kernel("return; for (int i = 0; i < 3; i++) p[i] = i;")},
		{"nested logical", kernel("p[0] = (p[1] && (p[2] || p[3])) || (!p[4] && p[5]);")},
		{"ternary of logical", kernel("p[0] = (p[1] && p[2]) ? (p[3] || p[4]) : p[5] && p[6];")},
		{"pointer increments", kernel("global int *q = p; *q++ = 1; *++q = 2; q -= 1; *q-- = 3; p[5] = *q;")},
		{"array of pointers", kernel("global int *ptrs[2]; ptrs[0] = p; ptrs[1] = p + 1; *ptrs[1] = 5;")},
		{"pointer to pointer", "void set(global int **pp, global int *v) { *pp = v; }\n" + kernel("global int *q; set(&q, p); *q = 1;")},
		{"constant pointer", "kernel void k(constant int *c, global int *p) { p[0] = c[1] + *c; }"},
		{"atom 64-bit", "kernel void k(global long *l) { atom_add(l, 5); atom_cmpxchg(l, 1, 2); atomic_xchg(l, 3L); }"},
		{"atomic xchg float", "kernel void k(global float *f) { float old = atomic_xchg(f, 1.0f); f[1] = old; }"},
		{"shadowing", kernel("int x = 1; { int x = 2; p[0] = x; } for (int x = 3; x < 4; x++) p[1] = x; p[2] = x;")},
		{"local pointer param", "kernel void k(local int *s, global int *p) { s[get_local_id(0)] = 1; barrier(CLK_LOCAL_MEM_FENCE); p[0] = s[0]; }"},
		{"generic pointer", "int rd(generic int *q) { return *q; }\n" + kernel("int x = 1; p[0] = rd(p) + rd(&x);")},
		{"restrict const", "kernel void k(global int * restrict const p, const global int *restrict q) { p[0] = q[0]; }"},
		{"large private init", kernel("int a[64] = {1}; p[0] = a[63];")},
		{"dims", kernel("p[0] = get_local_id(1) + get_group_id(2) + get_global_id(1);")},
		{"sub-group broadcast char", kernel("char c = p[0]; p[1] = sub_group_broadcast(c, 2u);")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			compileOK(t, tt.src)
		})
	}
}
