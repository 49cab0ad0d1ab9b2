package minic_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
)

// The kernels of testdata/minic are written in the style of the benchmark
// suites (Rodinia, SHOC, Parboil, PolyBench) and of GPU lock libraries, with
// the constructs of issue 15: typedef, struct and union, vector types,
// math builtins, C11-style atomics, #include and -I. Each must be valid
// OpenCL C 2.0 for clang-14, compile, and end with its simtc:expect memory
// under every mechanism.

const suiteDir = "../../testdata/minic"

func suiteFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(suiteDir, "*.cl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no kernels in %s: %v", suiteDir, err)
	}
	return files
}

func suiteOptions() minic.Options {
	return minic.Options{IncludeDirs: []string{filepath.Join(suiteDir, "include")}}
}

func TestSuiteClangSyntax(t *testing.T) {
	clang, err := exec.LookPath(corpus.Clang)
	if err != nil {
		t.Skip("clang-14 not installed: ", err)
	}
	for _, path := range suiteFiles(t) {
		path := path
		t.Run(filepath.Base(path), func(t *testing.T) {
			args := append([]string{"-I", filepath.Join(suiteDir, "include")}, corpus.ClangSyntaxArgs(path)...)
			if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
				t.Errorf("%s %s: %v\n%s", corpus.Clang, strings.Join(args, " "), err, out)
			}
		})
	}
}

func TestSuiteOnSimulator(t *testing.T) {
	for _, path := range suiteFiles(t) {
		name := filepath.Base(path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := sim.ScanDirectives(string(src))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		exps, err := sim.ParseExpects(d.Expects)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(exps) == 0 {
			t.Fatalf("%s: no simtc:expect", name)
		}
		m, err := minic.Compile(path, src, suiteOptions())
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if err := ir.VerifyModule(m); err != nil {
			t.Fatalf("%s: VerifyModule: %v", name, err)
		}
		for _, mech := range sim.Mechanisms() {
			t.Run(name+"/"+mech, func(t *testing.T) {
				m, err := minic.Compile(path, src, suiteOptions())
				if err != nil {
					t.Fatal(err)
				}
				o, err := backend.Compile(m, backend.Options{})
				if err != nil {
					t.Fatal(err)
				}
				l, err := sim.ParseLaunch(d.Launch, filepath.Dir(path))
				if err != nil {
					t.Fatal(err)
				}
				res, err := sim.Run(o, mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatal(err)
				}
				if res.Status != sim.StatusOK {
					t.Errorf("status %s: %v %v", res.Status, res.Fault, res.Diagnosis)
				}
				for _, e := range sim.Check(exps, res) {
					t.Error(e)
				}
			})
		}
	}
}
