package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFrontendWarnings: mini-C's warnings (an incompatible pointer
// initialization and assignment, issue 27 point 9) go to stderr once,
// positioned and in source order, and the command goes on as without
// them: build writes its object, run meets the file's expectations, lint
// finds nothing.
func TestFrontendWarnings(t *testing.T) {
	dir := t.TempDir()
	k := filepath.Join(dir, "k.cl")
	const src = `// simtc:launch grid=1 block=2 f=float32[2]:1,1 out=int32[2]
// simtc:expect out=[1065353216*2]
kernel void k(global float *f, global int *out) {
  global int *p;
  global int *a = f;
  p = f;
  out[get_global_id(0)] = a[get_global_id(0)] & p[get_global_id(0)];
}
`
	if err := os.WriteFile(k, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	want := k + ":5:15: warning: incompatible pointer types initializing '__global int *__private' with an expression of type '__global float *__private' [-Wincompatible-pointer-types]\n" +
		k + ":6:5: warning: incompatible pointer types assigning to '__global int *__private' from '__global float *__private' [-Wincompatible-pointer-types]\n"
	for _, args := range [][]string{
		{"build", "-o", filepath.Join(dir, "k.simt"), k},
		{"run", k},
		{"lint", k},
		{"diff", k},
	} {
		code, out, errs := simtc(t, args...)
		if code != 0 {
			t.Errorf("%s: exit %d\n%s%s", args[0], code, out, errs)
		}
		if errs != want {
			t.Errorf("%s: stderr\n%s\nwant\n%s", args[0], errs, want)
		}
		if args[0] == "run" && !strings.Contains(out, "out (int32[2]) = [1065353216, 1065353216]") {
			t.Errorf("run: %s", out)
		}
	}
}
