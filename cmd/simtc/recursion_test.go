package main

import (
	"strings"
	"testing"
)

// Recursion under --no-inline from the command line: the recursive
// kernels run and meet their expectations under minpc and pdom (exit 0);
// without --no-inline recursion is the inliner's positioned error (exit
// 2); a stack too small for the recursion (--stack-size) is a fault naming
// the stack overflow (exit 4); --stack-size without --no-inline or out of
// range is a usage error naming the flag; and a build records the stack
// size in the kernel.
func TestRecursionCommands(t *testing.T) {
	const fact = "testdata/recursion/fact.cl"
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"run", "--no-inline", "--mech", "minpc", fact}, 0, "fact_kernel, mechanism minpc: ok"},
		{[]string{"run", "--no-inline", "--mech", "pdom", "testdata/recursion/collange_listing1_rec.cl"}, 0, "mechanism pdom: ok"},
		{[]string{"run", "--no-inline", "--mech", "minpc", "--no-sp", "testdata/recursion/even_odd.cl"}, 0, "mechanism minpc: ok"},
		{[]string{"run", fact}, exitInput, "fact.cl:12:16: error: recursive call of fact cannot be inlined (fact -> fact)"},
		{[]string{"run", "--no-inline", "--stack-size", "256", fact}, exitFault, "stack overflow"},
		{[]string{"run", "--stack-size", "256", fact}, exitInput, "--stack-size"},
		{[]string{"run", "--no-inline", "--stack-size", "4294967296", fact}, exitInput, "--stack-size"},
		{[]string{"run", "--no-inline", "--stack-size", "-5", fact}, exitInput, "stack-size"},
	} {
		code, out, errs := simtc(t, tt.args...)
		if code != tt.code || !strings.Contains(out+errs, tt.want) {
			t.Errorf("simtc %s: exit %d, want %d with %q\nstdout: %s\nstderr: %s", strings.Join(tt.args, " "), code, tt.code, tt.want, out, errs)
		}
	}
	dir := t.TempDir()
	code, _, errs := simtc(t, "build", "--no-inline", "--stack-size", "1024", "-o", dir+"/f.simt", fact)
	if code != 0 {
		t.Fatalf("build: exit %d: %s", code, errs)
	}
	code, out, errs := simtc(t, "objdump", dir+"/f.simt")
	if code != 0 || !strings.Contains(out, "stack=1024") {
		t.Errorf("objdump: exit %d, want stack=1024 in the header: %s%s", code, out[:min(len(out), 200)], errs)
	}
}
