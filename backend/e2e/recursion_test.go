package e2e_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// recursionKernels are the recursive kernels of testdata/recursion (the
// mini-C sources and clang-14's -O0 and -O2 IR of them): they compile
// only with --no-inline.
func recursionKernels(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, ext := range []string{"*.cl", "*.ll"} {
		fs, err := filepath.Glob(filepath.Join("..", "..", "testdata", "recursion", ext))
		if err != nil || len(fs) == 0 {
			t.Fatalf("no recursive kernels %s: %v", ext, err)
		}
		files = append(files, fs...)
	}
	return files
}

// compileNoInline compiles src for mech's target with device functions
// as real calls.
func compileNoInline(t *testing.T, path string, src []byte, mech string) (*isa.Object, error) {
	t.Helper()
	mi, err := mechs.Default().Lookup(mech)
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.New(mi.Target, pipeline.Options{Check: true, NoInline: true, Mech: mech})
	if err != nil {
		return nil, err
	}
	var m *ir.Module
	if filepath.Ext(path) == ".ll" {
		m, err = llvm.Import(filepath.Base(path), src, llvm.Options{})
	} else {
		m, err = minic.Compile(filepath.Base(path), src, minic.Options{})
	}
	if err != nil {
		t.Fatal(err)
	}
	return p.Compile(m)
}

// TestRecursionOnSimulator: recursive and mutually recursive device
// functions (factorial, Fibonacci, even/odd, tree depth, a private array
// in every frame, Listing 1 with a recursive f), from mini-C and from
// clang-14's -O0 and -O2 IR, compiled with --no-inline for each mechanism's target
// meet their expectations (computed independently, by hand or in Python,
// and written in the files) and end with mimd's memory, at two warp
// sizes. A mechanism whose target needs inlining (aware's safe
// post-dominators) refuses --no-inline with an error instead.
func TestRecursionOnSimulator(t *testing.T) {
	corpus.Sweep(t, "every recursion kernel under every mechanism")
	for _, path := range recursionKernels(t) {
		name := filepath.Base(path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := harness.Scan(path, src)
		if err != nil {
			t.Fatal(err)
		}
		exps, err := harness.ParseExpects(d.Expects)
		if err != nil || len(exps) == 0 {
			t.Fatalf("%s: expectations: %v (%d)", name, err, len(exps))
		}
		// The code depends on the mechanism, not on the warp size: each
		// mechanism's is compiled once, for both warp sizes.
		type compiled struct {
			o   *isa.Object
			err error
		}
		objs := map[string]compiled{}
		for _, warp := range []int{4, 32} {
			l, err := harness.ParseLaunch(d.Launch, filepath.Dir(path))
			if err != nil {
				t.Fatal(err)
			}
			l.Warp = warp
			var ref *sim.Result
			for _, mech := range append([]string{"mimd"}, mechs.Default().Names()...) {
				c, ok := objs[mech]
				if !ok {
					c.o, c.err = compileNoInline(t, path, src, mech)
					objs[mech] = c
				}
				o, err := c.o, c.err
				if err != nil {
					if mech == "aware" && strings.Contains(err.Error(), "needs the device functions inlined") {
						continue
					}
					t.Errorf("%s/%s: %v", name, mech, err)
					continue
				}
				res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatalf("%s/%s: %v", name, mech, err)
				}
				if res.Status != sim.StatusOK {
					t.Errorf("%s/%s warp %d: status %s: %v %v", name, mech, warp, res.Status, res.Fault, res.Diagnosis)
					continue
				}
				for _, e := range harness.Check(exps, res) {
					t.Errorf("%s/%s warp %d: %v", name, mech, warp, e)
				}
				if ref == nil {
					ref = res
				} else if !bytes.Equal(res.Buffer("out").Data, ref.Buffer("out").Data) {
					t.Errorf("%s/%s warp %d: out differs from mimd", name, mech, warp)
				}
			}
		}
	}
}

// TestRecursionNeedsNoInline: without --no-inline, recursion is still the
// inliner's positioned error.
func TestRecursionNeedsNoInline(t *testing.T) {
	path := filepath.Join("..", "..", "testdata", "recursion", "fact.cl")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := minic.Compile("fact.cl", src, minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = backend.Compile(m, backend.Options{})
	if err == nil || !strings.Contains(err.Error(), "fact.cl:12:16") || !strings.Contains(err.Error(), "recursive call of fact cannot be inlined") {
		t.Fatalf("err = %v, want the inliner's positioned recursion error", err)
	}
}

// TestStackOverflowFaults: recursion deeper than the per-thread stack is a
// fault naming the stack, under mimd and minpc, and the faulting thread
// wrote nothing outside its stack (the other buffers are intact).
func TestStackOverflowFaults(t *testing.T) {
	src := []byte(`
int down(int n) { if (n == 0) return 0; return 1 + down(n - 1); }
kernel void ovf(int n, global int *out, global int *guard) {
    int t = get_global_id(0);
    out[t] = down(n + t);
    guard[t] = 7;
}`)
	for _, tc := range []struct {
		n      string
		stack  uint32
		status sim.Status
	}{
		{"n=10", 0, sim.StatusOK},
		{"n=100000", 0, sim.StatusFault},
		{"n=100", 0, sim.StatusOK},
		{"n=100", 512, sim.StatusFault},
	} {
		for _, mech := range []string{"mimd", "minpc", "pdom"} {
			m, err := minic.Compile("ovf.cl", src, minic.Options{})
			if err != nil {
				t.Fatal(err)
			}
			o, err := backend.Compile(m, backend.Options{NoInline: true, StackSize: tc.stack})
			if err != nil {
				t.Fatal(err)
			}
			want := tc.stack
			if want == 0 {
				want = backend.DefaultStackSize
			}
			if got := o.Kernels[0].StackSize; got != want {
				t.Fatalf("stack size %d, want %d", got, want)
			}
			l, err := harness.ParseLaunch("grid=1 block=4 warp=4 "+tc.n+" out=int32[4] guard=int32[4]", ".")
			if err != nil {
				t.Fatal(err)
			}
			res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != tc.status {
				t.Fatalf("%s %s stack %d: status %s, want %s (%v)", mech, tc.n, tc.stack, res.Status, tc.status, res.Fault)
			}
			if tc.status == sim.StatusFault {
				if res.Fault == nil || !strings.Contains(res.Fault.Message, "stack overflow") {
					t.Errorf("%s %s: fault %+v, want a stack overflow", mech, tc.n, res.Fault)
				}
				for i := 0; i < 4; i++ {
					if g := res.Buffer("guard").Int(i); g != 0 {
						t.Errorf("%s: guard[%d] = %d after the fault", mech, i, g)
					}
				}
				continue
			}
			for i := 0; i < 4; i++ {
				n := int64(10)
				if tc.n == "n=100" {
					n = 100
				}
				if got := res.Buffer("out").Int(i); got != n+int64(i) {
					t.Errorf("%s: out[%d] = %d, want %d", mech, i, got, n+int64(i))
				}
			}
		}
	}
}
