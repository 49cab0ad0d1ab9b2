package main

import (
	"strings"
	"testing"
)

// TestMalformedFlagValues: every flag the launch syntax, the trace and
// report outputs, the layout and alias options and lint --fix brought to
// run, build and lint refuses a malformed or empty value with exit 2, no
// output and a message that names the flag, never a panic. (bench's are in
// benchflags_test.go.)
func TestMalformedFlagValues(t *testing.T) {
	const (
		k    = "testdata/kernels/vecadd.cl"
		lock = "testdata/kernels/spinlock.cl"
	)
	dir := t.TempDir()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--grid", "0,1", k}, `--grid 0,1: "0": want a whole number ≥ 1`},
		{[]string{"run", "--printf-lines", "abc", k}, "--printf-lines abc: not a number"},
		{[]string{"run", "--printf-lines", "0", k}, "--printf-lines 0: want a positive number of lines"},
		{[]string{"run", "--printf-lines", "-3", k}, "--printf-lines -3: want a positive number of lines"},
		{[]string{"run", "--printf-lines", "", k}, "--printf-lines"},
		{[]string{"run", "--printf-ids=maybe", k}, `invalid boolean value "maybe" for -printf-ids`},
		{[]string{"run", "--grid", "1x0", k}, `--grid 1x0: "0"`},
		{[]string{"run", "--grid", "99999999999", k}, "--grid 99999999999: more than 2147483648 in all"},
		{[]string{"run", "--grid", "2,2,2,2", k}, "--grid 2,2,2,2: 4 dimensions: want X, X,Y or X,Y,Z"},
		{[]string{"run", "--grid", "1,,1", k}, `--grid 1,,1: ""`},
		{[]string{"run", "--grid", "", k}, `--grid "": want X[,Y[,Z]]`},
		{[]string{"run", "--block", "0", k}, `--block 0: "0"`},
		{[]string{"run", "--block", "2,2,2,2", k}, "--block 2,2,2,2: 4 dimensions"},
		{[]string{"run", "--block", "", k}, `--block "": want X[,Y[,Z]]`},
		{[]string{"run", "--shared-bytes", "-1", k}, "--shared-bytes -1: want a whole number of bytes from 0 to 1073741824"},
		{[]string{"run", "--shared-bytes", "99999999999999999999", k}, "--shared-bytes 99999999999999999999: want a whole number of bytes"},
		{[]string{"run", "--shared-bytes", "", k}, `--shared-bytes "": want a number of bytes`},
		{[]string{"run", "--kernel", "nope", k}, "--kernel nope: testdata/kernels/vecadd.cl: no kernel nope; the kernels are: vecadd"},
		{[]string{"run", "--kernel", "", k}, `--kernel "": want a kernel NAME`},
		{[]string{"run", "--arg", "c=int32[64]:fill()", k}, `--arg c=int32[64]:fill(): argument c: "fill()": want fill(VALUE)`},
		{[]string{"run", "--arg", "c=int32[64]:fill(abc)", k}, `--arg c=int32[64]:fill(abc): argument c: fill: "abc" is not a int32`},
		{[]string{"run", "--arg", "c=int32[3]:fill(1,2)", k}, `--arg c=int32[3]:fill(1,2): argument c: fill: "1,2" is not a int32`},
		{[]string{"run", "--arg", "c=local:0", k}, "--arg c=local:0: argument c: local:0: want a whole number of bytes from 1 to 1073741824"},
		{[]string{"run", "--arg", "c=local:-5", k}, "--arg c=local:-5: argument c: local:-5"},
		{[]string{"run", "--arg", "c=local:abc", k}, "--arg c=local:abc: argument c: local:abc"},
		{[]string{"run", "--max-memory", "-1", k}, `--max-memory "-1": want a positive number of bytes`},
		{[]string{"run", "--max-memory", "1x", k}, `--max-memory "1x": want a positive number of bytes`},
		{[]string{"run", "--max-memory", "", k}, `--max-memory "": want a positive number of bytes`},
		{[]string{"run", "--explore", "--max-memory", "1x", k}, `--max-memory "1x": want a positive number of bytes`},
		{[]string{"run", "--explore", "--max-memory", "", k}, `--max-memory "": want a positive number of bytes`},
		{[]string{"run", "--trace", "", k}, "--trace: want a FILE"},
		{[]string{"run", "--trace", dir, k}, "--trace " + dir + ": is a directory"},
		{[]string{"run", "--trace", "/dev/null", "--trace-cycles", "5:1", k}, `--trace-cycles "5:1": want A:B`},
		{[]string{"run", "--trace", "/dev/null", "--trace-cycles", "a:b", k}, `--trace-cycles "a:b": want A:B`},
		{[]string{"run", "--trace", "/dev/null", "--trace-cycles", "", k}, `--trace-cycles "": want A:B`},
		{[]string{"run", "--trace-cycles", "1:2", k}, "--trace-cycles: only with --trace FILE"},
		{[]string{"run", "--report", "", k}, "--report: want a FILE.html"},
		{[]string{"run", "--report", dir, k}, "--report " + dir + ": is a directory"},
		{[]string{"run", "--layout", "bogus", k}, `--layout: unknown layout "bogus": want rpo or priority`},
		{[]string{"run", "--layout", "", k}, `--layout: unknown layout "": want rpo or priority`},
		{[]string{"run", "--ssde", "--alias", "bogus", k}, `--alias "bogus": want distinct or conservative`},
		{[]string{"run", "--ssde", "--alias", "", k}, `--alias "": want distinct or conservative`},
		{[]string{"build", "--mech", "bogus", "-o", "/dev/null", k}, `simtc build: --mech "bogus": want one of`},
		{[]string{"build", "--mech", "", "-o", "/dev/null", k}, `simtc build: --mech "": want one of`},
		{[]string{"build", "--layout", "bogus", "-o", "/dev/null", k}, `simtc build: --layout: unknown layout "bogus"`},
		{[]string{"build", "--alias", "bogus", "-o", "/dev/null", k}, `simtc build: --alias "bogus": want distinct or conservative`},
		{[]string{"lint", "--warp", "0", lock}, "simtc lint: --warp 0: want 1 to 64"},
		{[]string{"lint", "--warp", "65", lock}, "simtc lint: --warp 65: want 1 to 64"},
		{[]string{"lint", "--alias", "", lock}, `simtc lint: --alias "": want distinct or conservative`},
		{[]string{"lint", "-o", "x.ll", lock}, "simtc lint: -o needs --fix and one FILE"},
		{[]string{"lint", "--fix", "-o", "", lock}, `simtc lint: -o "": want a FILE`},
	} {
		code, out, errs := simtc(t, tt.args...)
		if code != exitInput || !strings.Contains(errs, tt.want) {
			t.Errorf("simtc %q: exit %d (want %d), stderr lacks %q:\n%s", tt.args, code, exitInput, tt.want, errs)
		}
		if out != "" {
			t.Errorf("simtc %q: stdout %q, want none", tt.args, out)
		}
		if strings.Contains(errs, "panic") || strings.Contains(errs, "goroutine") {
			t.Errorf("simtc %q panicked:\n%s", tt.args, errs)
		}
	}
	// lint prints its findings, then fails to write the fix.
	code, out, errs := simtc(t, "lint", "--fix", "-o", dir, lock)
	if want := "simtc lint: -o " + dir + ": is a directory"; code != exitInput || !strings.Contains(errs, want) || !strings.Contains(out, "[simt-deadlock]") {
		t.Errorf("lint --fix -o DIR: exit %d (want %d), stdout %q, stderr lacks %q:\n%s", code, exitInput, out, want, errs)
	}
}
