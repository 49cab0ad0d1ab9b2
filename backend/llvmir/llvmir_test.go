package llvmir

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/dom/domtest"
)

// llFiles are every LLVM IR kernel in testdata.
func llFiles(t *testing.T) []string {
	var fs []string
	for _, pat := range []string{"../../testdata/llvm/*.ll", "../../testdata/llvm/*/*.ll"} {
		m, _ := filepath.Glob(pat)
		fs = append(fs, m...)
	}
	if len(fs) == 0 {
		t.Fatal("no .ll files in testdata")
	}
	return fs
}

func clFiles(t *testing.T) []string {
	fs, _ := filepath.Glob("../../testdata/kernels/*.cl")
	if len(fs) == 0 {
		t.Fatal("no .cl files in testdata")
	}
	return fs
}

// load reads a kernel and returns its module and the Options to write it.
func load(t *testing.T, path, target string) (*ir.Module, Options) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m *ir.Module
	opt := Options{Source: src, Target: target}
	if strings.HasSuffix(path, ".ll") {
		m, err = llvm.Import(path, src, llvm.Options{})
		opt.Template = src
	} else {
		m, err = minic.Compile(path, src, minic.Options{})
	}
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return m, opt
}

// tool returns the path of an LLVM 14 tool or skips the test.
func tool(t *testing.T, name string) string {
	if p, err := exec.LookPath(name + "-14"); err == nil {
		return p
	}
	t.Skipf("LLVM 14 %s (%s-14) not found; install llvm-14 to run this test", name, name)
	return ""
}

func writeTemp(t *testing.T, dir, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// outputs writes every kernel of testdata as LLVM IR, with and without
// SSDE, for both targets when the input is mini-C, and calls check on
// each; nvptx says whether the output is for nvptx64.
func outputs(t *testing.T, check func(t *testing.T, name, file string, nvptx bool)) {
	dir := t.TempDir()
	type job struct{ path, target string }
	var jobs []job
	for _, f := range llFiles(t) {
		jobs = append(jobs, job{f, ""})
	}
	for _, f := range clFiles(t) {
		jobs = append(jobs, job{f, SPIR64}, job{f, NVPTX64})
	}
	for _, j := range jobs {
		for _, ssde := range []bool{false, true} {
			name := strings.TrimPrefix(j.path, "../../testdata/")
			if j.target != "" {
				name += "." + j.target
			}
			if ssde {
				name += ".ssde"
			}
			t.Run(name, func(t *testing.T) {
				m, opt := load(t, j.path, j.target)
				if ssde {
					rw, err := ApplySSDE(m, deadlock.Options{})
					if err != nil {
						t.Fatal(err)
					}
					opt.Rewrites, opt.Transforms = rw, SSDETransforms
				}
				b, err := Write(m, opt)
				if err != nil {
					t.Fatal(err)
				}
				file := writeTemp(t, dir, strings.NewReplacer("/", "_").Replace(name)+".ll", b)
				check(t, name, file, bytes.Contains(b, []byte(`target triple = "nvptx`)))
			})
		}
	}
}

// Every output is valid LLVM IR, and every nvptx64 output compiles to PTX.
func TestVerifyAndCompile(t *testing.T) {
	opt, llc := tool(t, "opt"), tool(t, "llc")
	nptx := 0
	outputs(t, func(t *testing.T, name, file string, nvptx bool) {
		if out, err := exec.Command(opt, "-passes=verify", "-disable-output", file).CombinedOutput(); err != nil {
			t.Fatalf("opt-14 -passes=verify rejects the output: %v\n%s", err, out)
		}
		if nvptx {
			nptx++
			ptx := file + ".ptx"
			if out, err := exec.Command(llc, "-march=nvptx64", "-mcpu=sm_70", file, "-o", ptx).CombinedOutput(); err != nil {
				t.Fatalf("llc-14 -march=nvptx64 fails: %v\n%s", err, out)
			}
			if b, _ := os.ReadFile(ptx); !bytes.Contains(b, []byte(".entry")) {
				t.Errorf("the PTX has no kernel entry:\n%s", b)
			}
		}
	})
	if nptx == 0 {
		t.Error("no nvptx64 output was compiled")
	}
}

// Without transforms, the output's dominator trees, post-dominator trees
// and loops, as opt-14 prints them, are the input's.
func TestRoundTripTrees(t *testing.T) {
	opt := tool(t, "opt")
	dir := t.TempDir()
	blocks, loops := 0, 0
	defer func() {
		// The comparison must have had something to compare.
		if !t.Failed() && (blocks < 100 || loops < 20) {
			t.Errorf("compared only %d blocks and %d loops", blocks, loops)
		}
		t.Logf("compared %d blocks' dominators and post-dominators and %d loops", blocks, loops)
	}()
	for _, f := range llFiles(t) {
		t.Run(strings.TrimPrefix(f, "../../testdata/"), func(t *testing.T) {
			m, o := load(t, f, "")
			b, err := Write(m, o)
			if err != nil {
				t.Fatal(err)
			}
			out := writeTemp(t, dir, strings.NewReplacer("/", "_", ".", "_").Replace(f)+".ll", b)
			want := domtest.RunOpt(t, opt, f)
			got := domtest.RunOpt(t, opt, out)
			if len(want.Dom) == 0 {
				t.Fatal("opt printed no dominator tree for the input")
			}
			for fn := range want.Dom {
				if m.Func(fn) == nil {
					continue // a declaration's (empty) tree
				}
				blocks += len(want.Dom[fn])
				loops += len(want.Loops[fn])
				if d := cmp.Diff(want.Dom[fn], got.Dom[fn]); d != "" {
					t.Errorf("%s: dominator tree differs (-in +out):\n%s", fn, d)
				}
				if d := cmp.Diff(want.PostDom[fn], got.PostDom[fn]); d != "" {
					t.Errorf("%s: post-dominator tree differs (-in +out):\n%s", fn, d)
				}
				if d := cmp.Diff(want.Loops[fn], got.Loops[fn]); d != "" {
					t.Errorf("%s: loops differ (-in +out):\n%s", fn, d)
				}
			}
		})
	}
}
