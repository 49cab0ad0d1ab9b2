package main

import (
	"strings"
	"testing"
)

// Issue 32's command-line papercuts: each message is one line that names
// what is wrong and where the help is, never the help text itself.
func TestUsageOneLine(t *testing.T) {
	k := "testdata/kernels/saxpy.cl"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--gird", "2", k}, "simtc run: unknown flag --gird (did you mean --grid?); see 'simtc run --help'"},
		{[]string{"run", "--frobnicate", k}, "simtc run: unknown flag --frobnicate; see 'simtc run --help'"},
		{[]string{"run", "--grid", "two", k}, `simtc run: --grid two: "two": want a whole number ≥ 1 in every dimension (X, X,Y or X,Y,Z); see 'simtc run --help'`},
		{[]string{"bench", "merge", "--formt", "csv", "x"}, "simtc bench merge: unknown flag --formt (did you mean --format?); see 'simtc bench merge --help'"},
		{[]string{"--frob"}, "simtc: unknown flag --frob; see 'simtc --help'"},
		{[]string{"rnu", k}, `simtc: unknown command "rnu" (did you mean "run"?); see 'simtc --help'`},
		{[]string{"frobnicate"}, `simtc: unknown command "frobnicate"; the commands are build, lint, diff, run, objdump, analyze, cfg, ir, bench, version; see 'simtc --help'`},
	} {
		code, out, errs := simtc(t, tt.args...)
		if code != exitInput || out != "" || errs != tt.want+"\n" {
			t.Errorf("simtc %v: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and the one line:\n%s", tt.args, code, out, errs, tt.want)
		}
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		code, out, errs := simtc(t, args...)
		if code != 0 || !strings.HasPrefix(out, "simtc ") || strings.Count(out, "\n") != 1 || !strings.Contains(out, "go1.") {
			t.Errorf("simtc %v: exit %d, %q %s", args, code, out, errs)
		}
		if strings.Contains(out, "simtc simtc") {
			t.Errorf("simtc %v: the name is doubled: %q", args, out)
		}
	}
}

// Flags may follow the FILE: they mean what they would in front of it.
func TestFlagsAfterFile(t *testing.T) {
	k := "testdata/kernels/saxpy.cl"
	code, after, errs := simtc(t, "run", k, "--mech", "mimd", "--json")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	_, before, _ := simtc(t, "run", "--mech", "mimd", "--json", k)
	if after != before || !strings.Contains(after, `"mechanism":"mimd"`) {
		t.Errorf("flags after FILE give\n%s\nflags before give\n%s", after, before)
	}
	// "--" ends the flags: a FILE may start with a dash.
	if code, _, errs := simtc(t, "lint", "--", "-nope.cl"); code != exitInput || !strings.Contains(errs, "-nope.cl: error: no such file") {
		t.Errorf("lint -- -nope.cl: exit %d\n%s", code, errs)
	}
}
