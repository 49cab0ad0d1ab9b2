package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// runJSON runs a kernel and returns its status and final buffers.
func runJSON(t *testing.T, mech, file string) (string, any) {
	t.Helper()
	_, out, errs := simtc(t, "run", "--mech", mech, "--json", file)
	var r struct {
		Status  string `json:"status"`
		Buffers any    `json:"buffers"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("run --mech %s %s: %v\n%s\n%s", mech, file, err, out, errs)
	}
	return r.Status, r.Buffers
}

// build --ssde --emit llvm, for every kernel: the output lints clean,
// computes under mimd what the input computes, and runs to completion
// under pdom (ok, or the input's own status when SSDE cannot help, as for
// a barrier in divergent code).
func TestBuildLLVMSemantics(t *testing.T) {
	if _, err := exec.LookPath("opt-14"); err != nil {
		t.Log("opt-14 not installed: only simtc itself checks the output here")
	}
	var inputs []string
	for _, pat := range []string{"testdata/kernels/*.cl", "testdata/llvm/*.ll", "testdata/llvm/*/*.ll"} {
		m, _ := filepath.Glob(pat)
		inputs = append(inputs, m...)
	}
	dir := t.TempDir()
	for _, in := range inputs {
		targets := []string{""}
		if strings.HasSuffix(in, ".cl") {
			// nvidia: the Nvidia reconvergence rule, single-entry loops.
			targets = []string{"spir64", "nvptx64", "nvidia"}
		}
		for _, target := range targets {
			name := strings.NewReplacer("/", "_").Replace(in) + target
			t.Run(name, func(t *testing.T) {
				out := filepath.Join(dir, name+".ssde.ll")
				args := []string{"build", "--ssde", "--emit", "llvm", "-o", out}
				reconv := "ipdom"
				switch target {
				case "":
				case "nvidia":
					reconv = "nvidia"
					args = append(args, "--reconv", "nvidia")
				default:
					args = append(args, "--target", target)
				}
				if code, _, errs := simtc(t, append(args, in)...); code != 0 {
					t.Fatalf("exit %d\n%s", code, errs)
				}
				// Every SSDE output lints clean, -O0 inputs included (their
				// counters and bounds live in private memory: see memStep in
				// passes/deadlock).
				if code, lout, errs := simtc(t, "lint", "--reconv", reconv, out); code != 0 {
					t.Errorf("lint of the SSDE output: exit %d\n%s%s", code, lout, errs)
				}
				st0, buf0 := runJSON(t, "mimd", in)
				st1, buf1 := runJSON(t, "mimd", out)
				if st0 != st1 || !reflect.DeepEqual(buf0, buf1) {
					t.Errorf("mimd: input %s %v, output %s %v", st0, buf0, st1, buf1)
				}
				// And without the rewrite.
				plain := filepath.Join(dir, name+".ll")
				args = append([]string{"build", "--emit", "llvm", "-o", plain}, args[6:]...)
				if code, _, errs := simtc(t, append(args, in)...); code != 0 {
					t.Fatalf("without --ssde: exit %d\n%s", code, errs)
				}
				if st2, buf2 := runJSON(t, "mimd", plain); st0 != st2 || !reflect.DeepEqual(buf0, buf2) {
					t.Errorf("mimd without --ssde: input %s %v, output %s %v", st0, buf0, st2, buf2)
				}
				pst, _ := runJSON(t, "pdom", out)
				if pst != "ok" {
					if in0, _ := runJSON(t, "pdom", in); in0 != pst || pst != "deadlock" {
						t.Errorf("pdom on the output: %s (input: %s)", pst, in0)
					}
				}
			})
		}
	}
}

// lint --fix writes K.ssde.ll next to the input and says what changed;
// the fixed file lints clean.
func TestLintFix(t *testing.T) {
	dir := t.TempDir()
	for _, k := range []string{"testdata/kernels/spinlock.cl", "testdata/llvm/spinlock.O0.ll"} {
		src, err := os.ReadFile(k)
		if err != nil {
			t.Fatal(err)
		}
		in := filepath.Join(dir, filepath.Base(k))
		if err := os.WriteFile(in, src, 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := simtc(t, "lint", "--fix", in)
		if code != 0 {
			t.Fatalf("lint --fix %s: exit %d\n%s%s", k, code, out, errs)
		}
		fixed := strings.TrimSuffix(in, filepath.Ext(in)) + ".ssde.ll"
		for _, w := range []string{"warning: loop may cause a SIMT deadlock", "fixed 1 loop(s), wrote " + fixed, "spinlock: loop ", "new: ssde.switch"} {
			if !strings.Contains(out, w) {
				t.Errorf("lint --fix %s: output lacks %q:\n%s", k, w, out)
			}
		}
		if code, out, errs := simtc(t, "lint", fixed); code != 0 {
			t.Errorf("lint %s: exit %d\n%s%s", fixed, code, out, errs)
		}
		if st, _ := runJSON(t, "pdom", fixed); st != "ok" {
			t.Errorf("pdom on %s: %s", fixed, st)
		}
		if m, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(m) > 0 {
			t.Errorf("temporary files left: %v", m)
		}
	}
	// Without --fix nothing is written.
	simtc(t, "lint", filepath.Join(dir, "spinlock.cl"))
	if code, _, _ := simtc(t, "build", "--emit", "obj", "--target", "nvptx64", "testdata/kernels/spinlock.cl"); code != exitInput {
		t.Errorf("--target without --emit llvm: exit %d, want 2", code)
	}
	if code, _, _ := simtc(t, "build", "--emit", "llvm", "--target", "nvptx64", "testdata/llvm/spinlock.O0.ll"); code != exitInput {
		t.Errorf("--target nvptx64 on a spir64 .ll: exit %d, want 2", code)
	}
}
