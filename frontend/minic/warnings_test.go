package minic_test

// Incompatible pointer types (issue 27 point 9): what clang only warns
// about (-Wincompatible-pointer-types, seen in Parboil's sad and histo),
// mini-C warns about with clang's wording at clang's position and
// compiles as clang does, a bitcast; a change of address space stays an
// error, as in clang.

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
)

// incompatibleSrc has an incompatible pointer conversion in each context
// clang warns about: initialization (with OpenCL's typedef names, a cast
// and a const pointee), assignment, argument and return.
const incompatibleSrc = `void f(global int *p, int v) { *p = v; }
global int *g(global float *q) { return q; }
kernel void k(global float *b, global ushort *q, global uchar *c, global int *out) {
  global int *a = b;
  global uint *p = (global ushort *)q;
  a = b;
  float x = 1.0f;
  private int *d = &x;
  global uint *u = c + 1;
  const global int *w = b;
  global int *r = g(b);
  f(b, 3);
  out[0] = a[0] + (int)p[0] + *d + (int)u[0] + w[0] + r[0];
}
`

// incompatibleWarnings are clang-14's warnings about incompatibleSrc
// (clang -x cl -cl-std=CL2.0 -target spir64), copied.
var incompatibleWarnings = []string{
	"k.cl:2:41: warning: incompatible pointer types returning '__global float *__private' from a function with result type '__global int *' [-Wincompatible-pointer-types]",
	"k.cl:4:15: warning: incompatible pointer types initializing '__global int *__private' with an expression of type '__global float *__private' [-Wincompatible-pointer-types]",
	"k.cl:5:16: warning: incompatible pointer types initializing '__global uint *__private' (aka '__global unsigned int *__private') with an expression of type '__global ushort *' (aka '__global unsigned short *') [-Wincompatible-pointer-types]",
	"k.cl:6:5: warning: incompatible pointer types assigning to '__global int *__private' from '__global float *__private' [-Wincompatible-pointer-types]",
	"k.cl:8:16: warning: incompatible pointer types initializing '__private int *__private' with an expression of type '__private float *' [-Wincompatible-pointer-types]",
	"k.cl:9:16: warning: incompatible pointer types initializing '__global uint *__private' (aka '__global unsigned int *__private') with an expression of type '__global uchar *' (aka '__global unsigned char *') [-Wincompatible-pointer-types]",
	"k.cl:10:21: warning: incompatible pointer types initializing 'const __global int *__private' with an expression of type '__global float *__private' [-Wincompatible-pointer-types]",
	"k.cl:12:5: warning: incompatible pointer types passing '__global float *__private' to parameter of type '__global int *' [-Wincompatible-pointer-types]",
}

func warningLines(ws []ir.Warning) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.String())
	}
	return out
}

func TestIncompatiblePointerWarnings(t *testing.T) {
	m, err := minic.Compile("k.cl", []byte(incompatibleSrc), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(incompatibleWarnings, warningLines(m.Warnings)); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
}

// TestIncompatiblePointerWarningsClang: clang-14 gives the same warnings
// at the same positions (the wording is clang's, not a copy that drifted).
func TestIncompatiblePointerWarningsClang(t *testing.T) {
	clang, err := exec.LookPath(corpus.Clang)
	if err != nil {
		t.Skip("clang-14 not installed: ", err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "k.cl")
	if err := os.WriteFile(path, []byte(incompatibleSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(clang, "-x", "cl", "-cl-std=CL2.0", "-target", "spir64", "-fsyntax-only", path).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var got []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, ": warning: ") {
			got = append(got, strings.TrimPrefix(l, dir+string(filepath.Separator)))
		}
	}
	if d := cmp.Diff(incompatibleWarnings, got); d != "" {
		t.Errorf("clang's warnings differ from mini-C's (-mini-C +clang):\n%s", d)
	}
}

// A change of address space is an error in clang as in mini-C, however
// incompatible the pointees.
func TestIncompatiblePointerAddressSpace(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"kernel void k(global float *b, local int *l) { l = b; }", "k.cl:1:52: error: assigning to 'local int *' from incompatible type 'global float *': it changes the address space of the pointer"},
		{"kernel void k(local float *l) { global int *c = l; }", "k.cl:1:49: error: initializing 'global int *' with an expression of incompatible type 'local float *': it changes the address space of the pointer"},
	} {
		m, err := minic.Compile("k.cl", []byte(tc.src), minic.Options{})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %s", tc.src, err, tc.want)
		}
		if m != nil {
			t.Errorf("%s: a module", tc.src)
		}
	}
}

// The kernel reads through the converted pointers what clang's bitcast
// reads: a float's bits through an int pointer, two ushorts through a uint
// pointer (little-endian), from mini-C, against the values computed here
// and, when clang-14 is installed, against clang's IR of the same source
// run by the LLVM frontend.
func TestIncompatiblePointerRuns(t *testing.T) {
	const src = `kernel void k(global float *f, global ushort *h, global int *out, global uint *out2) {
  int i = get_global_id(0);
  global int *a = f;
  global uint *p;
  p = h;
  out[i] = a[i];
  out2[i] = p[i];
}
`
	const launch = "grid=1 block=4 f=float32[4]:iota h=uint16[8]:iota out=int32[4] out2=uint32[4]"
	m, err := minic.Compile("k.cl", []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Warnings) != 2 {
		t.Errorf("warnings: %v", m.Warnings)
	}
	mc := runByValue(t, m, launch)
	// float32 0, 1, 2, 3 as bits; h[2i] | h[2i+1]<<16.
	exps, err := harness.ParseExpects([]string{"out=[0,1065353216,1073741824,1077936128]", "out2=[65536,196610,327684,458758]"})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range harness.Check(exps, mc) {
		t.Errorf("mini-C: %v", e)
	}
	clang, err := exec.LookPath(corpus.Clang)
	if err != nil {
		t.Skip("clang-14 not installed: only mini-C's result is checked")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "k.cl")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, opt := range [][]string{{"-O0", "-Xclang", "-disable-O0-optnone"}, {"-O2"}} {
		ll := path + opt[0] + ".ll"
		args := append([]string{"-x", "cl", "-cl-std=CL2.0", "-Xclang", "-finclude-default-header", "-cl-kernel-arg-info",
			"-emit-llvm", "-S", "-target", "spir64"}, opt...)
		if out, err := exec.Command(clang, append(args, path, "-o", ll)...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", opt[0], err, out)
		}
		text, err := os.ReadFile(ll)
		if err != nil {
			t.Fatal(err)
		}
		lm, err := llvm.Import(ll, text, llvm.Options{})
		if err != nil {
			t.Fatalf("%s: %v", opt[0], err)
		}
		sameBuffers(t, "clang "+opt[0], runByValue(t, lm, launch), mc)
	}
}
