package corpus

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// realSigRE finds the kernel of a testdata/real file: an OpenCL kernel or
// a CUDA __global__ function.
var realSigRE = regexp.MustCompile(`\b(?:(?:__)?kernel|__global__)\s+void\s+(\w+)\s*\(([^)]*)\)`)

// realScalars gives the launch element type of the scalar parameter types
// the testdata/real kernels use.
var realScalars = map[string]string{
	"int": "int32", "uint": "uint32", "unsigned": "uint32", "long": "int64", "float": "float32", "double": "float64",
	"uchar4": "uint32",
}

// TestRealNative runs every kernel of testdata/real (the OpenCL .cl files
// as C11 through native/real_prelude.h, the CUDA .cu files as C++ with
// SIMTC_NATIVE) natively with one POSIX thread per work-item, and checks
// its simtc:expect lines: the expectations the simulator is held to
// (backend/e2e's TestRealCorpusOnSimulator) are the native results.
func TestRealNative(t *testing.T) {
	clang, err := exec.LookPath(Clang)
	if err != nil {
		t.Skip("clang-14 not installed: ", err)
	}
	Sweep(t, "every kernel compiled by clang-14 and run natively")
	root := Root()
	realDir := filepath.Join(root, "testdata", "real")
	mimd, err := filepath.Abs(filepath.Join("testdata", "mimd"))
	if err != nil {
		t.Fatal(err)
	}
	native := filepath.Join(realDir, "native")
	dir := t.TempDir()
	harness := filepath.Join(dir, "harness.o")
	if out, err := exec.Command(clang, "-std=gnu11", "-O1", "-c", "-o", harness,
		filepath.Join(mimd, "harness.c")).CombinedOutput(); err != nil {
		t.Fatalf("compiling the harness: %v\n%s", err, out)
	}
	cl, _ := filepath.Glob(filepath.Join(realDir, "*.cl"))
	cu, _ := filepath.Glob(filepath.Join(realDir, "*.cu"))
	if len(cl)+len(cu) == 0 {
		t.Fatal("no testdata/real kernels")
	}
	for _, path := range append(cl, cu...) {
		path := path
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			kf, order := readRealKernel(t, path)
			isCUDA := strings.HasSuffix(path, ".cu")
			var call []string
			for i, p := range kf.Sig.Params {
				a := kf.Launch.Args[order[i]]
				switch {
				case a.isBuffer() && p.Pointer:
					call = append(call, "("+p.Type+")a["+itoa(i)+"]")
				default: // scalars, and structs passed by value from a buffer
					call = append(call, "*("+p.Type+" *)a["+itoa(i)+"]")
				}
			}
			work := filepath.Join(dir, strings.ReplaceAll(name, ".", "_"))
			if err := os.MkdirAll(work, 0o755); err != nil {
				t.Fatal(err)
			}
			var entry, lang, std string
			if isCUDA {
				entry = "#include \"" + path + "\"\n\nextern \"C\" void simtc_entry(void **a) { " + kf.Sig.Name + "(" + strings.Join(call, ", ") + "); }\n"
				lang, std = "c++", "-std=gnu++17"
			} else {
				entry = "#include \"real_prelude.h\"\n#include \"" + path + "\"\n\nvoid simtc_entry(void **a) { " + kf.Sig.Name + "(" + strings.Join(call, ", ") + "); }\n"
				lang, std = "c", "-std=gnu11"
			}
			src := filepath.Join(work, "entry")
			if err := os.WriteFile(src, []byte(entry), 0o644); err != nil {
				t.Fatal(err)
			}
			obj := filepath.Join(work, "entry.o")
			if out, err := exec.Command(clang, "-x", lang, std, "-O1", "-w", "-DSIMTC_NATIVE", "-I", mimd, "-I", native,
				"-c", "-o", obj, src).CombinedOutput(); err != nil {
				t.Fatalf("compiling %s natively: %v\n%s", name, err, out)
			}
			bin := filepath.Join(work, "kernel")
			if out, err := exec.Command(clang, "-pthread", "-o", bin, obj, harness, "-lm").CombinedOutput(); err != nil {
				t.Fatalf("linking %s: %v\n%s", name, err, out)
			}
			checkNative(t, bin, kf, func(p kparam) string { return realScalars[p.Type] })
		})
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// readRealKernel reads a testdata/real kernel's signature, launch and
// expectations. The launch names the parameters in order; order[i] is the
// launch name of parameter i.
func readRealKernel(t *testing.T, path string) (kernelFile, []string) {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	kf := kernelFile{Path: path}
	var order []string
	for i, line := range strings.Split(src, "\n") {
		if m := launchRE.FindStringSubmatch(line); m != nil {
			l, errs := parseLaunch(i+1, m[1])
			if len(errs) > 0 {
				t.Fatalf("line %d: %v", i+1, errs)
			}
			kf.Launch = l
			for _, f := range strings.Fields(m[1]) {
				if n, _, _ := strings.Cut(f, "="); n != "grid" && n != "block" && n != "warp" {
					order = append(order, n)
				}
			}
		}
		if m := expectRE.FindStringSubmatch(line); m != nil {
			e, err := parseExpect(i+1, m[1])
			if err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
			kf.Expects = append(kf.Expects, e)
		}
	}
	m := realSigRE.FindStringSubmatch(stripComments(src))
	if m == nil {
		t.Fatal("no kernel found")
	}
	kf.Sig.Name = m[1]
	for _, p := range strings.Split(m[2], ",") {
		p = strings.TrimSpace(p)
		nm := paramNameRE.FindStringSubmatch(p)
		if nm == nil {
			t.Fatalf("cannot read parameter %q", p)
		}
		typ := strings.TrimSpace(strings.TrimSuffix(p, nm[1]))
		kf.Sig.Params = append(kf.Sig.Params, kparam{Name: nm[1], Type: typ, Pointer: strings.HasSuffix(typ, "*")})
	}
	if len(order) != len(kf.Sig.Params) {
		t.Fatalf("launch names %d arguments, kernel %s has %d parameters", len(order), kf.Sig.Name, len(kf.Sig.Params))
	}
	for i, p := range kf.Sig.Params {
		a := kf.Launch.Args[order[i]]
		a.Name = p.Name
		kf.Launch.Args[p.Name] = a
	}
	for i := range kf.Expects {
		for j, n := range order {
			if kf.Expects[i].Name == n {
				kf.Expects[i].Name = kf.Sig.Params[j].Name
			}
		}
	}
	return kf, order
}
