package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDynamicSharedRefused (issue 27): run, run --explore and bench refuse
// a launch of a kernel that uses an extern __shared__ array without
// dynamic shared memory, before it runs (exit 2, naming the kernel, the
// array, --shared-bytes N and shared-bytes=N; at the directive, or the
// flag that gave 0), instead of faulting at its first access; the file's
// other kernel launches without --shared-bytes.
func TestDynamicSharedRefused(t *testing.T) {
	const own = "testdata/ndim/reduce_dyn.cuda.O2.ll"
	text, err := os.ReadFile(own)
	if err != nil {
		t.Fatal(err)
	}
	noBytes := filepath.Join(t.TempDir(), "nobytes.ll")
	if err := os.WriteFile(noBytes, []byte(strings.Replace(string(text), " shared-bytes=256", "", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	const why = "kernel reduce uses the dynamic shared array @sdata (extern __shared__), but the launch gives it no dynamic shared memory: give --shared-bytes N or simtc:launch shared-bytes=N"
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"run-directive", []string{"run", noBytes}, noBytes + ":1:1: error: " + why},
		{"run-flag", []string{"run", "--shared-bytes", "0", own}, "simtc run: --shared-bytes 0: " + why},
		{"explore-directive", []string{"run", "--explore", noBytes}, noBytes + ":1:1: error: " + why},
		{"bench-directive", []string{"bench", "--mech", "pdom", noBytes}, "nobytes.ll: pdom: " + noBytes + ":1:1: error: " + why},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := simtc(t, c.args...)
			if code != exitInput || !strings.Contains(out+errs, c.want) {
				t.Errorf("exit %d (want %d), output lacks %q:\n%s%s", code, exitInput, c.want, out, errs)
			}
			if strings.Contains(out+errs, "fault") {
				t.Errorf("the kernel ran:\n%s%s", out, errs)
			}
		})
	}
	for _, args := range [][]string{
		{"run", own},
		{"run", "--kernel", "fill", "--grid", "1", "--block", "32", "--arg", "0=int32[32]", noBytes},
	} {
		if code, out, errs := simtc(t, args...); code != 0 {
			t.Errorf("simtc %q: exit %d\n%s%s", args, code, out, errs)
		}
	}
}
