package e2e_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// TestPrivateAddressNotNull: no private variable is at address 0, so
// "&x != 0" holds: the first alloca of a kernel (mini-C and clang-14 -O0
// IR of testdata/null_alloca.cl), and the alloca of a device function
// whose frame is the deepest on a stack sized exactly for it (--no-inline;
// the stack used to start at private address 0 there).
func TestPrivateAddressNotNull(t *testing.T) {
	load := func(name string) *ir.Module {
		path := filepath.Join("testdata", name)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var m *ir.Module
		if filepath.Ext(name) == ".ll" {
			m, err = llvm.Import(name, src, llvm.Options{})
		} else {
			m, err = minic.Compile(name, src, minic.Options{})
		}
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	const device = `
int g(int t) {
    int x = t;
    private int *p = &x;
    return (p != 0) + 2 * (*p == t);
}
kernel void k(global int *out) {
    int t = get_global_id(0);
    out[t] = g(t);
}`
	for _, tc := range []struct {
		name     string
		noInline bool
		want     []int64
	}{
		{"null_alloca.cl", false, []int64{3, 3, 3, 3, 1, 1, 1, 1}},
		{"null_alloca.O0.ll", false, []int64{3, 3, 3, 3, 1, 1, 1, 1}},
		{"device", true, []int64{3, 3, 3, 3}},
		{"device", false, []int64{3, 3, 3, 3}},
	} {
		var m *ir.Module
		if tc.name == "device" {
			var err error
			if m, err = minic.Compile("device.cl", []byte(device), minic.Options{}); err != nil {
				t.Fatal(err)
			}
		} else {
			m = load(tc.name)
		}
		o, err := backend.Compile(m, backend.Options{NoInline: tc.noInline})
		if err != nil {
			t.Fatal(err)
		}
		l, err := harness.ParseLaunch("grid=1 block=4 warp=4 out=int32["+string(rune('0'+len(tc.want)))+"]", ".")
		if err != nil {
			t.Fatal(err)
		}
		for _, mech := range []string{"mimd", "pdom", "minpc"} {
			res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != sim.StatusOK {
				t.Fatalf("%s no-inline=%v %s: %s %v", tc.name, tc.noInline, mech, res.Status, res.Fault)
			}
			for i, w := range tc.want {
				if got := res.Buffer("out").Int(i); got != w {
					t.Errorf("%s no-inline=%v %s: out[%d] = %d, want %d", tc.name, tc.noInline, mech, i, got, w)
				}
			}
		}
	}
}
