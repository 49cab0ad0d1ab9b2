package corpus

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
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestMIMDReference compiles every kernel as C with clang-14 (through
// testdata/mimd/prelude.h), runs it natively with one POSIX thread per
// work-item, and compares the final buffers with the kernel's simtc:expect
// lines. This is an independent check of the hand-computed expectations
// against a real MIMD machine; it does not involve simtc at all. Status
// expectations (deadlock under pdom, ...) are for the simulator and are not
// checked here: on a MIMD machine every kernel must terminate.
func TestMIMDReference(t *testing.T) {
	clang, err := exec.LookPath(Clang)
	if err != nil {
		t.Skip("clang-14 not installed: ", err)
	}
	Sweep(t, "every kernel compiled by clang-14 and run natively")
	mimd, err := filepath.Abs(filepath.Join("testdata", "mimd"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	harness := filepath.Join(dir, "harness.o")
	if out, err := exec.Command(clang, "-std=gnu11", "-O1", "-c", "-o", harness,
		filepath.Join(mimd, "harness.c")).CombinedOutput(); err != nil {
		t.Fatalf("compiling the harness: %v\n%s", err, out)
	}
	good, _ := loadKernels(t) // files with directive problems fail TestKernelDirectives
	for _, kf := range good {
		kf := kf
		name := filepath.Base(kf.Path)
		t.Run(name, func(t *testing.T) {
			runMIMD(t, clang, mimd, harness, filepath.Join(dir, strings.TrimSuffix(name, ".cl")), kf)
		})
	}
}

func runMIMD(t *testing.T, clang, mimd, harness, work string, kf kernelFile) {
	if err := os.MkdirAll(work, 0o755); err != nil {
		t.Fatal(err)
	}
	// The entry point unpacks the argument array into the kernel's parameters.
	var call []string
	for i, p := range kf.Sig.Params {
		if p.Pointer {
			call = append(call, fmt.Sprintf("a[%d]", i))
		} else {
			call = append(call, fmt.Sprintf("*(%s *)a[%d]", p.Type, i))
		}
	}
	entry := fmt.Sprintf("#include \"prelude.h\"\n#include %q\n\nvoid simtc_entry(void **a) { %s(%s); }\n",
		kf.Path, kf.Sig.Name, strings.Join(call, ", "))
	entryC := filepath.Join(work, "entry.c")
	if err := os.WriteFile(entryC, []byte(entry), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(work, "kernel")
	if out, err := exec.Command(clang, "-std=gnu11", "-O1", "-w", "-I", mimd, "-pthread",
		"-o", bin, entryC, harness).CombinedOutput(); err != nil {
		t.Fatalf("compiling %s as C: %v\n%s", kf.Path, err, out)
	}
	checkNative(t, bin, kf, func(p kparam) string { return elemTypes[p.Type] })
}

// checkNative runs the native kernel binary bin (built with harness.c)
// with kf's launch and compares the final buffers with kf's expectations.
// scalarElem gives the launch element type a scalar parameter is passed as.
func checkNative(t *testing.T, bin string, kf kernelFile, scalarElem func(kparam) string) {
	l := kf.Launch
	warp := l.Warp
	if warp == 0 {
		warp = 32
	}
	var in strings.Builder
	fmt.Fprintf(&in, "%d %d %d %d\n", l.Grid, l.Block, warp, len(kf.Sig.Params))
	var buffers []argSpec
	for _, p := range kf.Sig.Params {
		a := l.Args[p.Name]
		if a.isBuffer() {
			data, err := initialBytes(a)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&in, "b %d %d %s\n", elemSize(a.Elem), a.Count, hex.EncodeToString(data))
			buffers = append(buffers, a)
			continue
		}
		elem := scalarElem(p)
		data, err := encode(elem, a.Scalar)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&in, "s %d %s\n", elemSize(elem), hex.EncodeToString(data))
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	cmd.Stdin = strings.NewReader(in.String())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("running %s: %v\n%s", kf.Sig.Name, err, stderr.String())
	}
	lines := strings.Fields(stdout.String())
	if len(lines) != len(buffers) {
		t.Fatalf("harness printed %d buffers, want %d", len(lines), len(buffers))
	}
	final := map[string][]string{}
	for i, a := range buffers {
		data, err := hex.DecodeString(lines[i])
		if err != nil {
			t.Fatal(err)
		}
		final[a.Name] = decode(a.Elem, data)
	}

	nbuf := 0
	for _, e := range kf.Expects {
		if e.Status != "" {
			continue
		}
		nbuf++
		a := l.Args[e.Name]
		got := final[e.Name]
		if e.Index >= 0 {
			if !sameValue(a.Elem, got[e.Index], e.Values[0]) {
				t.Errorf("line %d: %s[%d] = %s, want %s", e.Line, e.Name, e.Index, got[e.Index], e.Values[0])
			}
			continue
		}
		if len(e.Values) != len(got) {
			t.Errorf("line %d: %s lists %d values, the buffer has %d\n  got %s=[%s]", e.Line, e.Name, len(e.Values), len(got), e.Name, strings.Join(got, ","))
			continue
		}
		var diffs []string
		for i := range got {
			if !sameValue(a.Elem, got[i], e.Values[i]) {
				diffs = append(diffs, fmt.Sprintf("[%d] = %s, want %s", i, got[i], e.Values[i]))
			}
		}
		if len(diffs) > 0 {
			if len(diffs) > 8 {
				diffs = append(diffs[:8], "...")
			}
			t.Errorf("line %d: %s differs in %d elements: %s\n  got %s=[%s]",
				e.Line, e.Name, len(diffs), strings.Join(diffs, ", "), e.Name, strings.Join(got, ","))
		}
	}
	if nbuf == 0 {
		t.Errorf("no buffer expectations to check")
	}
}

func elemSize(elem string) int {
	bits, _ := strconv.Atoi(strings.TrimLeft(elem, "abcdefghijklmnopqrstuvwxyz"))
	return bits / 8
}

func initialBytes(a argSpec) ([]byte, error) {
	var data []byte
	for i := 0; i < a.Count; i++ {
		v := "0"
		switch a.Init {
		case "iota":
			v = strconv.Itoa(i)
		case "list":
			v = a.List[i]
		case "file":
			return nil, fmt.Errorf("%s: @file initializers are not supported by this test", a.Name)
		}
		b, err := encode(a.Elem, v)
		if err != nil {
			return nil, err
		}
		data = append(data, b...)
	}
	return data, nil
}

// encode returns the native-endian bytes of literal v as element type elem.
func encode(elem, v string) ([]byte, error) {
	b := make([]byte, elemSize(elem))
	switch {
	case strings.HasPrefix(elem, "float"):
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return nil, err
		}
		if elem == "float32" {
			binary.NativeEndian.PutUint32(b, math.Float32bits(float32(f)))
		} else {
			binary.NativeEndian.PutUint64(b, math.Float64bits(f))
		}
		return b, nil
	case strings.HasPrefix(elem, "uint"):
		u, err := strconv.ParseUint(v, 0, len(b)*8)
		if err != nil {
			return nil, err
		}
		putUint(b, u)
	default:
		n, err := strconv.ParseInt(v, 0, len(b)*8)
		if err != nil {
			return nil, err
		}
		putUint(b, uint64(n))
	}
	return b, nil
}

func putUint(b []byte, u uint64) {
	switch len(b) {
	case 1:
		b[0] = byte(u)
	case 2:
		binary.NativeEndian.PutUint16(b, uint16(u))
	case 4:
		binary.NativeEndian.PutUint32(b, uint32(u))
	default:
		binary.NativeEndian.PutUint64(b, u)
	}
}

// decode formats the elements of data as decimal literals.
func decode(elem string, data []byte) []string {
	size := elemSize(elem)
	var out []string
	for i := 0; i+size <= len(data); i += size {
		b := data[i : i+size]
		var u uint64
		switch size {
		case 1:
			u = uint64(b[0])
		case 2:
			u = uint64(binary.NativeEndian.Uint16(b))
		case 4:
			u = uint64(binary.NativeEndian.Uint32(b))
		default:
			u = binary.NativeEndian.Uint64(b)
		}
		switch {
		case elem == "float32":
			out = append(out, strconv.FormatFloat(float64(math.Float32frombits(uint32(u))), 'g', -1, 32))
		case elem == "float64":
			out = append(out, strconv.FormatFloat(math.Float64frombits(u), 'g', -1, 64))
		case strings.HasPrefix(elem, "uint"):
			out = append(out, strconv.FormatUint(u, 10))
		default:
			shift := 64 - 8*size
			out = append(out, strconv.FormatInt(int64(u<<shift)>>shift, 10))
		}
	}
	return out
}

// sameValue compares two literals of element type elem numerically.
func sameValue(elem, got, want string) bool {
	g, err1 := encode(elem, got)
	w, err2 := encode(elem, want)
	return err1 == nil && err2 == nil && bytes.Equal(g, w)
}
