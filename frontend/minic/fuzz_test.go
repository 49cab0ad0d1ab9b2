package minic

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
)

// FuzzCompile feeds arbitrary source to Compile: it must never panic (an
// internal error is a failure), every error must read
// "file:line:col: error: …", and every module it returns must verify.
func FuzzCompile(f *testing.F) {
	suite, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "minic", "*.cl"))
	for _, file := range append(kernelFiles(f), suite...) {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	for _, s := range []string{
		"",
		kernel("int a[2][3] = {{1}, {2, 3}}; p[0] = a[1][1];"),
		kernel("switch (p[0]) { case 1: L: p[1] = 2; default: goto L; }"),
		kernel("p[0] = p[1] ? p[2] && p[3] : (p[4], p[5]++);"),
		kernel("for (;;) { if (p[0]) break; else continue; }"),
		kernel("do p[0]--; while (p[0] > 0 || p[1]);"),
		kernel("float f = 1.5f; double d = f / 3; p[0] = (int)d + (p[1] << 40);"),
		kernel("local float t[16][17]; t[get_local_id(0)][0] = 1; barrier(CLK_LOCAL_MEM_FENCE);"),
		"int f(int x) { return x ? f(x - 1) : 0; }\n" + kernel("p[0] = f(3);"),
		kernel("struct S s;"),
		kernel("int x = (int4)(1);"),
		"typedef struct { int a; float4 v; } T;\nT g(T t) { t.v.xy = t.v.zw; return t; }\n" + kernel("T t = {1}; t = g(t); p[0] = t.a + (int)t.v.s1;"),
		"union U { int i; float f; };\n" + kernel("union U u; u.f = 1.0f; p[0] = u.i;"),
		kernel("int e = 0; atomic_compare_exchange_strong_explicit((volatile global atomic_int *)p, &e, 1, memory_order_acquire, memory_order_relaxed);"),
		kernel("float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f); p[0] = (int)dot(v, cos(v)) + max(p[1], 2);"),
		"typedef struct { int a[2]; float2 v; } E;\n" + kernel("E e[2] = {1, 2, 3.0f, 4, [1].v = 5.0f}; int m[2][2] = {1, [1] = 2, 3}; p[0] = e[1].a[0] + m[1][1];"),
		kernel("float c; float s = sincos((float)p[0], &c); float f; p[1] = (int)(fract(s, &f) + c) + add_sat(p[2], p[3]);"),
		kernel("p[0] = work_group_scan_inclusive_max(p[1]) + work_group_broadcast(p[2], 0) + work_group_all(p[3]);"),
		"void dbg(int x) { printf(\"%d\\n\", x); }\n" + kernel("if (0) dbg(p[0]);"),
	} {
		f.Add([]byte(s))
	}
	line := regexp.MustCompile(`^[^:\n]*:\d+:\d+: error: \S`)
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Compile("f.cl", src, Options{})
		if err != nil {
			msg := err.Error()
			if strings.Contains(msg, "internal error") {
				t.Fatalf("Compile(%q): %v", src, err)
			}
			for _, l := range strings.Split(msg, "\n") {
				if !line.MatchString(l) {
					t.Fatalf("Compile(%q): error line %q is not file:line:col: error: …", src, l)
				}
			}
			return
		}
		if err := ir.VerifyModule(m); err != nil {
			t.Fatalf("Compile(%q): module does not verify: %v\n%s", src, err, m)
		}
		_ = m.String()
	})
}
