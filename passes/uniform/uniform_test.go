package uniform

import (
	"testing"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
)

// branchesOf compiles src and returns, by the source line of each
// conditional branch, whether the analysis calls it divergent.
func branchesOf(t *testing.T, src string, opt Options) map[int]bool {
	t.Helper()
	m, err := minic.Compile("u.cl", []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f := m.Kernels()[0]
	r := Analyze(f, opt)
	out := make(map[int]bool)
	for _, b := range f.Blocks {
		if condition(b) != nil {
			line := b.Terminator().Pos.Line
			out[line] = out[line] || r.DivergentBranch(b)
		}
	}
	return out
}

func TestUniform(t *testing.T) {
	const src = `kernel void k(global int *out, constant int *table, global int *ro, volatile global int *flag, int n)
{
    int tid = get_local_id(0);
    int bid = get_group_id(0);
    if (n > 3)                     // 5: kernel argument
        out[0] = 1;
    if (bid == 2)                  // 7: block id
        out[1] = 1;
    if (tid == 0)                  // 9: thread id
        out[2] = 1;
    if (table[bid] > 0)            // 11: constant memory, uniform address
        out[3] = 1;
    if (table[tid] > 0)            // 13: divergent address
        out[4] = 1;
    if (ro[n] > 0)                 // 15: global memory no one writes
        out[5] = 1;
    if (*flag != 0)                // 17: memory the kernel writes
        out[6] = 1;
    if (atomic_add(flag, 0) != 0)  // 19: atomic result
        out[7] = 1;
    int x = 0;
    if (tid < 4)
        x = 1;
    if (x == 1)                    // 24: phi after a divergent branch
        out[8] = 1;
    int i = 0;
    while (i < n) {                // 27: counter of a loop with a divergent exit
        if (out[tid] == 5)         // 28: load of written memory
            break;
        i++;
    }
    if (i == n)                    // 32: that counter after the loop
        out[9] = 1;
    for (int j = 0; j < n; j++)    // 34: uniform loop
        out[10] = j;
}
`
	want := map[int]bool{5: false, 7: false, 9: true, 11: false, 13: true, 15: false, 17: true, 19: true, 24: true, 27: true, 28: true, 32: true, 34: false}
	got := branchesOf(t, src, Options{Alias: alias.Basic{DistinctParams: true}})
	for line, w := range want {
		if g, ok := got[line]; !ok {
			t.Errorf("line %d: no conditional branch", line)
		} else if g != w {
			t.Errorf("line %d: divergent = %v, want %v", line, g, w)
		}
	}
	// If out and ro may be one buffer, ro is written.
	if may := branchesOf(t, src, Options{}); !may[15] {
		t.Error("ro[n] is uniform although out may alias ro")
	}
	// The backend's conservative model: block ids and every load divergent.
	cons := branchesOf(t, src, Options{DynamicWarps: true, LoadsDivergent: true})
	for _, line := range []int{7, 11, 15} {
		if !cons[line] {
			t.Errorf("DynamicWarps+LoadsDivergent: line %d uniform", line)
		}
	}
	for _, line := range []int{5, 34} {
		if cons[line] {
			t.Errorf("DynamicWarps+LoadsDivergent: line %d divergent", line)
		}
	}
}

func TestDeviceParams(t *testing.T) {
	m := ir.NewModule("u.ir")
	f := m.NewFunc("dev", ir.Void)
	p := f.AddParam("p", ir.I32)
	r := Analyze(f, Options{})
	if !r.Divergent(p) {
		t.Error("a device-function parameter is uniform")
	}
	f.Kernel = true
	if r := Analyze(f, Options{}); r.Divergent(p) {
		t.Error("a kernel parameter is divergent")
	}
}
