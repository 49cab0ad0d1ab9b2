package deadlock

import (
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/passes/alias"
)

// TestDivergentBarriers: a barrier under a branch that may diverge within
// the work-group is reported with that branch (issue 31); barriers under
// uniform control flow are not.
func TestDivergentBarriers(t *testing.T) {
	for _, c := range []struct {
		name   string
		src    string
		lines  []int // the barriers' lines
		branch []int // the guarding branches' lines
	}{
		{"under get_local_id(0) == 0", `kernel void k(global int *out)
{
    local int buf[64];
    int lid = get_local_id(0);
    buf[lid] = lid;
    if (lid == 0)
        barrier(CLK_LOCAL_MEM_FENCE);
    out[lid] = buf[63 - lid];
}`, []int{7}, []int{6}},
		{"uniform reduction loop", `kernel void k(global int *out, int n)
{
    local int buf[64];
    int lid = get_local_id(0);
    buf[lid] = lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = n / 2; s > 0; s >>= 1) {
        if (lid < s)
            buf[lid] += buf[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[lid] = buf[0];
}`, nil, nil},
		{"in a loop with a thread-dependent trip count", `kernel void k(global int *out)
{
    int lid = get_local_id(0);
    for (int i = 0; i < lid; i++)
        barrier(CLK_GLOBAL_MEM_FENCE);
    out[lid] = 1;
}`, []int{5}, []int{4}},
		{"under a sub-group id (uniform in the warp, not the work-group)", `kernel void k(global int *out)
{
    if (get_sub_group_id() == 1)
        barrier(CLK_GLOBAL_MEM_FENCE);
    out[get_local_id(0)] = 1;
}`, []int{4}, []int{3}},
		{"after an early return of some threads", `kernel void k(global int *out, int n)
{
    int lid = get_local_id(0);
    if (lid >= n)
        return;
    out[lid] = 1;
    barrier(CLK_GLOBAL_MEM_FENCE);
    out[lid + 1] = 2;
}`, []int{7}, []int{4}},
		{"under a group id", `kernel void k(global int *out)
{
    if (get_group_id(0) == 1)
        barrier(CLK_GLOBAL_MEM_FENCE);
    out[get_local_id(0)] = 1;
}`, nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := compileSource(t, c.src)
			var lines, branches []int
			for _, f := range m.Kernels() {
				for _, b := range DivergentBarriers(f, Options{Alias: alias.Basic{DistinctParams: true}}) {
					lines = append(lines, b.Barrier.Pos.Line)
					branches = append(branches, b.Branch.Pos.Line)
				}
			}
			sort.Ints(lines)
			sort.Ints(branches)
			if d := cmp.Diff(c.lines, lines); d != "" {
				t.Errorf("barriers (-want +got):\n%s", d)
			}
			if d := cmp.Diff(c.branch, branches); d != "" {
				t.Errorf("branches (-want +got):\n%s", d)
			}
		})
	}
}
