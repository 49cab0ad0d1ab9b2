package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDirectivesValidated (issue 34 item 5): a launch or expectation that
// cannot be meant — an argument given twice, a buffer of -0 or 0
// elements, a status given twice, expectations that contradict each other
// — is an input error at its file:line:col before anything runs (nothing
// on standard output), also when the launch is overridden.
func TestDirectivesValidated(t *testing.T) {
	dir := t.TempDir()
	const body = "kernel void k(global int *out) { out[get_local_id(0)] = get_local_id(0); }\n"
	for _, tt := range []struct {
		name, src string
		args      []string
		want      string
	}{
		{"dup-arg", "// simtc:launch grid=1  block=32 out=int32[32] out=int32[4]\n" + body, nil,
			"dup-arg.cl:1:48: error: simtc:launch: out given twice"},
		{"dup-grid", "// simtc:launch grid=1 block=32 grid=2 out=int32[32]\n" + body, nil,
			"dup-grid.cl:1:33: error: simtc:launch: grid given twice"},
		{"minus-zero", "// simtc:launch grid=1 block=32 out=int32[-0]\n" + body, nil,
			`minus-zero.cl:1:33: error: simtc:launch: argument out: bad element count "-0"`},
		{"zero", "// simtc:launch grid=1 block=32 out=int32[0]\n" + body, nil,
			`zero.cl:1:33: error: simtc:launch: argument out: bad element count "0"`},
		{"two-status", "// simtc:launch grid=1 block=32 out=int32[32]\n" + body + "// simtc:expect status=deadlock status=ok\n", nil,
			"two-status.cl:3:1: error: simtc:expect status=deadlock status=ok: status given twice"},
		{"status-conflict", "// simtc:launch grid=1 block=32 out=int32[32]\n" + body + "// simtc:expect status=ok mech=pdom\n  // simtc:expect status=deadlock mech=mp,pdom\n", nil,
			"status-conflict.cl:4:3: error: simtc:expect status=deadlock mech=mp,pdom contradicts the simtc:expect on line 3 (status ok and status deadlock under pdom)"},
		{"buffer-conflict", "// simtc:launch grid=1 block=32 out=int32[32]\n" + body + "// simtc:expect out[3]=3\n// simtc:expect out=[0,1,2,4,4*28]\n", []string{"--grid", "2"},
			"buffer-conflict.cl:4:1: error: simtc:expect out=[0,1,2,4,4*28] contradicts the simtc:expect on line 3 (out[3] = 3 and out[3] = 4)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name+".cl")
			if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errs := simtc(t, append(append([]string{"run"}, tt.args...), path)...)
			if code != exitInput || out != "" || !strings.Contains(errs, tt.want) {
				t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant exit 2, no output, and %q", code, out, errs, tt.want)
			}
		})
	}
	// Not contradictions: -1 and 4294967295 are one int32; 1 and 1.0 one
	// number; statuses about different mechanisms.
	path := filepath.Join(dir, "fine.cl")
	src := "// simtc:launch grid=1 block=32 out=int32[32]\n" + body +
		"// simtc:expect out[0]=0\n// simtc:expect out[0]=0.0\n// simtc:expect status=ok mech=pdom\n// simtc:expect status=ok\n// simtc:expect status=deadlock mech=mp\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := simtc(t, "run", "--mech", "pdom", path); code != 0 {
		t.Errorf("fine.cl: exit %d\n%s", code, errs)
	}
}

// TestArgGivenTwice: --arg NAME= twice is a flag error naming it.
func TestArgGivenTwice(t *testing.T) {
	code, _, errs := simtc(t, "run", "--arg", "x=int32[64]", "--arg", "x=int32[64]", "testdata/kernels/saxpy.cl")
	if code != exitInput || !strings.Contains(errs, "--arg x=int32[64]: argument x given twice") {
		t.Errorf("exit %d\n%s", code, errs)
	}
}
