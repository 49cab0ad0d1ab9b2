package simtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// GoldenKernel loads a kernel of the simulator's golden corpus: the
// object compiled for the golden file (sim/testdata/golden/obj) and the
// launch of its source's simtc:launch directive. name is the source's
// path under testdata ("kernels/spinlock.cl"); root is the repository's
// root from the test's directory ("../..").
func GoldenKernel(t testing.TB, root, name string) (*isa.Object, *sim.Launch) {
	t.Helper()
	obj := filepath.Join(root, "sim", "testdata", "golden", "obj", strings.ReplaceAll(name, "/", "__")+".simt")
	b, err := os.ReadFile(obj)
	if err != nil {
		t.Fatal(err)
	}
	o, err := isa.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	_, _, l := Kernel(t, filepath.Join(root, "testdata", filepath.FromSlash(name)))
	return o, l
}

// Kernel reads a kernel file, its directives and its launch (relative
// paths in the launch resolve against the file's directory).
func Kernel(t testing.TB, path string) ([]byte, harness.Directives, *sim.Launch) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d, err := harness.Scan(path, src)
	if err != nil {
		t.Fatal(err)
	}
	l, err := harness.ParseLaunch(d.Launch, filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	return src, d, l
}
