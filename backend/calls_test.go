package backend

import (
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// TestDeviceFunctionReconverges: with NoInline, a device function whose
// divergent branch leads to two returns must reconverge before returning.
// With two return blocks the branch post-dominates only the virtual exit
// and used to carry no rpc: under pdom the threads of the first path
// returned and ran on to the barrier while the others waited on the
// stack, a deadlock mimd does not have (found by internal/difftest).
func TestDeviceFunctionReconverges(t *testing.T) {
	src := `
int pick(int x) {
    if (x < 2)
        return x * 2;
    return 7;
}
kernel void k(global int *out) {
    int t = get_local_id(0);
    int v = pick(t);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[t] = v;
}`
	m, err := minic.Compile("calls.cl", []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := Compile(m, Options{NoInline: true})
	if err != nil {
		t.Fatal(err)
	}
	l, err := harness.ParseLaunch("grid=1 block=4 warp=4 out=int32[4]", ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, mech := range []string{"mimd", "pdom"} {
		res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != sim.StatusOK {
			t.Fatalf("%s: status %s", mech, res.Status)
		}
		want := []int64{0, 2, 7, 7}
		b := res.Buffer("out")
		for i, w := range want {
			if b.Int(i) != w {
				t.Errorf("%s: out[%d] = %d, want %d", mech, i, b.Int(i), w)
			}
		}
	}
}
