package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nvidiaJoin is the pipeline's kernel with a branch that does not dominate
// its IPDOM (see its CFG there).
var nvidiaJoin = filepath.Join("pipeline", "testdata", "nvidia_join.cl")

// TestReconvNvidia: --reconv nvidia reaches the object code: build prints
// a different rpc, and run issues more warp instructions for the same
// memory.
func TestReconvNvidia(t *testing.T) {
	_, ip, errs := simtc(t, "build", "--emit", "asm", nvidiaJoin)
	_, nv, errs2 := simtc(t, "build", "--emit", "asm", "--reconv", "nvidia", nvidiaJoin)
	if ip == "" || nv == "" {
		t.Fatalf("build failed:\n%s\n%s", errs, errs2)
	}
	if ip == nv {
		t.Fatalf("--reconv nvidia gives the same code as ipdom:\n%s", ip)
	}
	type result struct {
		Status           string          `json:"status"`
		WarpInstructions int64           `json:"warp_instructions"`
		Buffers          json.RawMessage `json:"buffers"`
	}
	var r [2]result
	for k, args := range [][]string{{"run", "--json", nvidiaJoin}, {"run", "--json", "--reconv", "nvidia", nvidiaJoin}} {
		code, out, errs := simtc(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, code, errs)
		}
		if err := json.Unmarshal([]byte(out), &r[k]); err != nil {
			t.Fatal(err)
		}
	}
	if r[1].WarpInstructions <= r[0].WarpInstructions {
		t.Errorf("warp instructions: nvidia %d, ipdom %d", r[1].WarpInstructions, r[0].WarpInstructions)
	}
	if string(r[0].Buffers) != string(r[1].Buffers) {
		t.Errorf("memory differs:\n ipdom  %s\n nvidia %s", r[0].Buffers, r[1].Buffers)
	}
}

// TestFlagErrors: malformed flag values exit 2 and name the flag.
func TestFlagErrors(t *testing.T) {
	k := "testdata/kernels/saxpy.cl"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"build", "--emit", "elf", k}, "--emit"},
		{[]string{"build", "--mech", "bogus", k}, "--mech"},
		{[]string{"build", "--reconv", "amd", k}, "--reconv"},
		{[]string{"build", "--ssde", "--no-inline", k}, "--no-inline"},
		{[]string{"build", "-D", "9x=1", k}, "-D"},
		{[]string{"lint", "--format", "xml", k}, "--format"},
		{[]string{"lint", "--reconv", "", k}, "--reconv"},
		{[]string{"analyze", "--reconv", "amd", k}, "--reconv"},
		{[]string{"analyze", "--json=maybe", k}, "json"},
		{[]string{"run", "--reconv", "amd", k}, "--reconv"},
		{[]string{"run", "--mech", "bogus", k}, "--mech"},
		{[]string{"diff", "--reconv", "amd", k}, "--reconv"},
		{[]string{"run", "--reconv", "nvidia", "testdata/bad/none.simt"}, "--reconv"},
		{[]string{"run", "--ssde", "testdata/bad/none.simt"}, "--ssde"},
	} {
		code, _, errs := simtc(t, tt.args...)
		if code != exitInput || !strings.Contains(errs, tt.want) {
			t.Errorf("simtc %v: exit %d, want 2 with a message naming %s:\n%s", tt.args, code, tt.want, errs)
		}
	}
}

// TestBuildOutputAtomic: -o is written through a temporary file in the
// same directory and a rename: no temporary file is left behind, a failed
// build leaves the old output as it was, and an -o that cannot be written
// is an input error naming it.
func TestBuildOutputAtomic(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "k.simt")
	if code, _, errs := simtc(t, "build", "-o", out, "testdata/kernels/saxpy.cl"); code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	first, err := os.ReadFile(out)
	if err != nil || len(first) == 0 {
		t.Fatalf("output: %v (%d bytes)", err, len(first))
	}
	if code, _, _ := simtc(t, "build", "-o", out, "testdata/bad/syntax.cl"); code != exitInput {
		t.Errorf("bad input: exit %d, want 2", code)
	}
	if again, _ := os.ReadFile(out); string(again) != string(first) {
		t.Errorf("a failed build changed %s", out)
	}
	if code, _, errs := simtc(t, "build", "--emit", "asm", "-o", out, "testdata/kernels/saxpy.cl"); code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	if asm, _ := os.ReadFile(out); !strings.Contains(string(asm), "saxpy") {
		t.Errorf("-o was not replaced by the listing:\n%s", asm)
	}
	if fi, err := os.Stat(out); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("mode: %v %v", fi.Mode(), err)
	}
	for _, bad := range []string{dir, filepath.Join(dir, "no", "such", "dir.simt")} {
		code, _, errs := simtc(t, "build", "-o", bad, "testdata/kernels/saxpy.cl")
		if code != exitInput || !strings.Contains(errs, bad) {
			t.Errorf("-o %s: exit %d, want 2 naming it:\n%s", bad, code, errs)
		}
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %v, want only k.simt", names)
	}
}
