package minic_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
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
		d, err := harness.Scan(path, src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		exps, err := harness.ParseExpects(d.Expects)
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
		for _, mech := range mechs.Default().Names() {
			t.Run(name+"/"+mech, func(t *testing.T) {
				m, err := minic.Compile(path, src, suiteOptions())
				if err != nil {
					t.Fatal(err)
				}
				o, err := backend.Compile(m, backend.Options{})
				if err != nil {
					t.Fatal(err)
				}
				l, err := harness.ParseLaunch(d.Launch, filepath.Dir(path))
				if err != nil {
					t.Fatal(err)
				}
				res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatal(err)
				}
				if res.Status != sim.StatusOK {
					t.Errorf("status %s: %v %v", res.Status, res.Fault, res.Diagnosis)
				}
				for _, e := range harness.Check(exps, res) {
					t.Error(e)
				}
			})
		}
	}
}

// TestSuiteNative confirms the expectations of testdata/minic on a real
// MIMD machine, independently of simtc's compiler and simulator: clang-14
// compiles each kernel as OpenCL C 2.0 for the host, testdata/minic/native/
// ocl_rt.c supplies the builtins it calls, and internal/corpus's pthreads
// harness runs it with one thread per work-item. The final buffers must
// satisfy the kernel's simtc:expect lines (status lines are for the
// simulator and are skipped).
func TestSuiteNative(t *testing.T) {
	clang, err := exec.LookPath(corpus.Clang)
	if err != nil {
		t.Skip("clang-14 not installed: ", err)
	}
	corpus.Sweep(t, "every kernel compiled by clang-14 and run natively")
	dir := t.TempDir()
	objs := map[string]string{
		filepath.Join(corpus.Root(), "internal", "corpus", "testdata", "mimd", "harness.c"): filepath.Join(dir, "harness.o"),
		filepath.Join(suiteDir, "native", "ocl_rt.c"):                                       filepath.Join(dir, "ocl_rt.o"),
	}
	for src, obj := range objs {
		if out, err := exec.Command(clang, "-std=gnu11", "-O1", "-c", "-o", obj, src).CombinedOutput(); err != nil {
			t.Fatalf("compiling %s: %v\n%s", src, err, out)
		}
	}
	for _, path := range suiteFiles(t) {
		path := path
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		t.Run(name, func(t *testing.T) {
			runNative(t, clang, path, filepath.Join(dir, name), objs)
		})
	}
}

func runNative(t *testing.T, clang, path, work string, objs map[string]string) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d, err := harness.Scan(path, src)
	if err != nil {
		t.Fatal(err)
	}
	all, err := harness.ParseExpects(d.Expects)
	if err != nil {
		t.Fatal(err)
	}
	var exps []harness.Expect
	for _, e := range all {
		if e.Kind != harness.ExpectStatus {
			exps = append(exps, e)
		}
	}
	l, err := harness.ParseLaunch(d.Launch, filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	// The kernel's parameters, in order, from the mini-C compilation.
	m, err := minic.Compile(path, src, suiteOptions())
	if err != nil {
		t.Fatal(err)
	}
	ks := m.Kernels()
	if len(ks) != 1 {
		t.Fatalf("%d kernels", len(ks))
	}
	k := ks[0]
	if err := os.MkdirAll(work, 0o755); err != nil {
		t.Fatal(err)
	}
	kobj := filepath.Join(work, "kernel.o")
	args := []string{"-x", "cl", "-cl-std=CL2.0", "-target", "x86_64-unknown-linux-gnu", "-Xclang", "-finclude-default-header",
		"-I", filepath.Join(suiteDir, "include"), "-O1", "-c", "-o", kobj, path}
	if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
		t.Fatalf("compiling the kernel for the host: %v\n%s", err, out)
	}
	byName := map[string]sim.Arg{}
	for _, a := range l.Args {
		byName[a.Name] = a
	}
	var protos, call []string
	var in strings.Builder
	warp := l.Warp
	if warp == 0 {
		warp = 32
	}
	fmt.Fprintf(&in, "%d %d %d %d\n", l.Grid, l.Block, warp, len(k.Params))
	var bufs []sim.Buffer
	for i, p := range k.Params {
		a, ok := byName[p.Name]
		if !ok {
			t.Fatalf("the launch has no argument %s", p.Name)
		}
		if a.IsBuffer {
			protos = append(protos, "void *")
			call = append(call, fmt.Sprintf("a[%d]", i))
			fmt.Fprintf(&in, "b %d %d %s\n", a.Type.Size(), a.Count, hex.EncodeToString(a.Data))
			bufs = append(bufs, sim.Buffer{Name: a.Name, Type: a.Type})
			continue
		}
		var ctype string
		var data []byte
		switch p.Type() {
		case ir.I32:
			ctype = "int"
			v, err := strconv.ParseInt(a.Scalar, 0, 32)
			if err != nil {
				t.Fatal(err)
			}
			data = binary.LittleEndian.AppendUint32(nil, uint32(v))
		case ir.F32:
			ctype = "float"
			v, err := strconv.ParseFloat(a.Scalar, 32)
			if err != nil {
				t.Fatal(err)
			}
			data = binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(v)))
		default:
			t.Fatalf("scalar parameter %s of type %s: add it to the native runner", p.Name, p.Type())
		}
		protos = append(protos, ctype)
		call = append(call, fmt.Sprintf("*(%s *)a[%d]", ctype, i))
		fmt.Fprintf(&in, "s %d %s\n", len(data), hex.EncodeToString(data))
	}
	entry := fmt.Sprintf("void %s(%s);\nvoid simtc_entry(void **a) { %s(%s); }\n",
		k.Name, strings.Join(protos, ", "), k.Name, strings.Join(call, ", "))
	entryC := filepath.Join(work, "entry.c")
	if err := os.WriteFile(entryC, []byte(entry), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(work, "kernel")
	link := []string{"-O1", "-pthread", "-o", bin, entryC, kobj}
	for _, o := range objs {
		link = append(link, o)
	}
	sort.Strings(link[5:])
	link = append(link, "-lm")
	if out, err := exec.Command(clang, link...).CombinedOutput(); err != nil {
		t.Fatalf("linking: %v\n%s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	cmd.Stdin = strings.NewReader(in.String())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("running: %v\n%s", err, stderr.String())
	}
	lines := strings.Fields(stdout.String())
	if len(lines) != len(bufs) {
		t.Fatalf("harness printed %d buffers, want %d", len(lines), len(bufs))
	}
	for i := range bufs {
		if bufs[i].Data, err = hex.DecodeString(lines[i]); err != nil {
			t.Fatal(err)
		}
	}
	res := &sim.Result{Kernel: k.Name, Mechanism: "native", Status: sim.StatusOK, Buffers: bufs}
	for _, e := range harness.Check(exps, res) {
		t.Error(e)
	}
}
