package backend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
)

// TestKernelSemantics runs every bundled kernel, compiled in each mode, on
// the simulator and checks the kernel's simtc:expect lines.
func TestKernelSemantics(t *testing.T) {
	modes := []struct {
		name string
		o    Options
	}{{"inline", Options{}}, {"noinline", Options{NoInline: true}}, {"alldiv", Options{AllDivergent: true}},
		{"reversed", Options{NoInline: true, Layout: reversedLayout}}}
	for _, path := range kernelFiles(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		for _, mode := range modes {
			t.Run(name+"/"+mode.name, func(t *testing.T) {
				m := compileFile(t, path)
				if mode.name != "inline" {
					// The IPDOM stack runs the default code; the
					// other modes change what mimd must agree on.
					runExpectations(t, m, m.Directives, mode.o, "mimd")
					return
				}
				runExpectations(t, m, m.Directives, mode.o)
			})
		}
	}
}

// reversedLayout lays out the entry block, then the other reachable
// blocks in reverse post-order reversed: as unlike the default as possible.
func reversedLayout(f *ir.Func) []*ir.Block {
	rpo := dom.RPO(f)
	out := []*ir.Block{rpo[0]}
	for i := len(rpo) - 1; i > 0; i-- {
		out = append(out, rpo[i])
	}
	return out
}

// runExpectations compiles m and checks the expectations of dirs on the
// simulator under mechs (mimd and pdom when none).
func runExpectations(t *testing.T, m *ir.Module, dirs []ir.Directive, opts Options, mechs ...string) {
	t.Helper()
	if l, e := directives(dirs); l == "" || len(e) == 0 {
		t.Skip("no launch or expectation")
	}
	if len(m.Kernels()) != 1 {
		t.Fatalf("%d kernels", len(m.Kernels()))
	}
	o, err := Compile(m, opts)
	if err != nil {
		t.Fatal(err)
	}
	checkExpects(t, o, dirs, mechs...)
}

// TestLLVMConstructs runs hand-written LLVM IR for constructs clang emits
// that the bundled kernels do not, through the LLVM frontend and the MIMD
// test machine: odd-width integers (clang -O2's switch i2, i3/i5/i6
// arithmetic) and llvm.ctpop/ctlz/cttz, both once rejected by the frontend.
func TestLLVMConstructs(t *testing.T) {
	for _, file := range []string{"narrow_ints.ll", "bitcount.ll", "vector_masks.ll", "linear_id.ll"} {
		path := filepath.Join("testdata", file)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []struct {
			name string
			o    Options
		}{{"inline", Options{}}, {"noinline", Options{NoInline: true}}, {"alldiv", Options{AllDivergent: true}}} {
			t.Run(file+"/"+mode.name, func(t *testing.T) {
				m, err := llvm.Import(file, src, llvm.Options{})
				if err != nil {
					t.Fatal(err)
				}
				runExpectations(t, m, llDirectives(string(src)), mode.o)
			})
		}
	}
}

// TestLLVMKernels compiles every LLVM IR file of testdata/llvm (clang-14
// output for the bundled kernels) and, where the mini-C original has
// expectations, runs it on the simulator.
func TestLLVMKernels(t *testing.T) {
	corpus.Sweep(t, "every .ll compiled and run")
	var files []string
	for _, pat := range []string{"*.ll", "nvptx/*.ll", "cuda/*.ll", "debug/*.ll"} {
		fs, _ := filepath.Glob(filepath.Join("..", "testdata", "llvm", pat))
		files = append(files, fs...)
	}
	if len(files) == 0 {
		t.Skip("no LLVM IR files")
	}
	for _, path := range files {
		rel, _ := filepath.Rel(filepath.Join("..", "testdata", "llvm"), path)
		for _, mode := range []struct {
			name string
			o    Options
		}{{"inline", Options{}}, {"noinline", Options{NoInline: true}}} {
			t.Run(rel+"/"+mode.name, func(t *testing.T) {
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				m, err := llvm.Import(filepath.Base(path), src, llvm.Options{})
				if err != nil {
					t.Fatalf("frontend: %v", err)
				}
				base := filepath.Base(path)
				base = base[:strings.IndexByte(base, '.')]
				cl := filepath.Join("..", "testdata", "kernels", base+".cl")
				if strings.HasPrefix(rel, "cuda") || strings.HasPrefix(rel, "debug") {
					cl = ""
				}
				if cl != "" {
					if _, err := os.Stat(cl); err == nil {
						// Under mimd only: the .cl's status expectations
						// describe its own code, and clang -O2 may
						// restructure a loop that is safe under pdom
						// (spinlock_safe) into one that is not.
						orig := compileFile(t, cl)
						runExpectations(t, m, orig.Directives, mode.o, "mimd")
						return
					}
				}
				if _, err := Compile(m, mode.o); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// llDirectives reads the simtc:launch and simtc:expect comment lines of a
// .ll file (the LLVM importer does not keep comments).
func llDirectives(src string) []ir.Directive {
	var ds []ir.Directive
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), ";"))
		for _, kind := range []string{"launch", "expect"} {
			if rest, ok := strings.CutPrefix(line, "simtc:"+kind+" "); ok {
				ds = append(ds, ir.Directive{Kind: kind, Text: strings.TrimSpace(rest)})
			}
		}
	}
	return ds
}
