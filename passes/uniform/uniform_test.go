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

// TestWorkGroup: across the work-group (issue 31, barrier divergence) warp
// ids are divergent too; within a warp they are not.
func TestWorkGroup(t *testing.T) {
	const src = `kernel void k(global int *out)
{
    if (get_sub_group_id() == 0)   // 3: warp id
        out[0] = 1;
    if (get_group_id(0) == 1)      // 5: group id
        out[1] = 1;
}`
	warp := branchesOf(t, src, Options{})
	group := branchesOf(t, src, Options{WorkGroup: true})
	if warp[3] || !group[3] || warp[5] || group[5] {
		t.Errorf("warp %v, work-group %v: want only line 3 divergent, across the work-group only", warp, group)
	}
}

// TestPrivateVariables: a thread-local variable of -O0 code (an alloca
// loaded and stored directly) is uniform when every store to it stores a
// uniform value outside the region of every divergent branch, like the phi
// mem2reg would make; a store of a divergent value, or a store under a
// divergent branch, makes its loads divergent.
func TestPrivateVariables(t *testing.T) {
	m := ir.NewModule("p.ll")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	n := f.AddParam("n", ir.I32)
	b := ir.NewBuilder(f)
	entry, loop, body, then, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("then"), f.NewBlock("exit")
	b.SetBlock(entry)
	i32 := func(v int64) ir.Value { return ir.ConstInt(ir.I32, v) }
	s := b.Alloca(ir.I32) // stored with uniform values at uniform points
	d := b.Alloca(ir.I32) // stored with a thread id
	c := b.Alloca(ir.I32) // stored under a divergent branch
	tid := b.Special(ir.OpThreadID, 0)
	b.Store(s, n, false)
	b.Store(d, tid, false)
	b.Store(c, i32(0), false)
	b.Br(loop)
	b.SetBlock(loop)
	ls := b.Load(s, false)
	ld := b.Load(d, false)
	lc := b.Load(c, false)
	b.CondBr(b.ICmp(ir.PredSGT, ls, i32(0)), body, exit)
	b.SetBlock(body)
	b.Store(s, b.Binary(ir.OpSub, b.Load(s, false), i32(1)), false)
	b.CondBr(b.ICmp(ir.PredEQ, tid, i32(0)), then, loop)
	b.SetBlock(then)
	b.Store(c, i32(1), false)
	b.Br(loop)
	b.SetBlock(exit)
	b.Ret(nil)
	r := Analyze(f, Options{})
	if r.Divergent(ls) || !r.Divergent(ld) || !r.Divergent(lc) {
		t.Errorf("divergent: uniform-stored %v (want false), thread-id-stored %v (want true), stored under a divergent branch %v (want true)",
			r.Divergent(ls), r.Divergent(ld), r.Divergent(lc))
	}
	if r.DivergentBranch(loop) {
		t.Error("the loop's exit on the uniform variable is divergent")
	}
}

// TestBarrierIntervals: a load of local memory written only in other
// barrier intervals reads one value in every thread of the work-group;
// global memory only with OneGroup (other work-groups write it any
// time); a write in the same interval (round a loop without a barrier
// between) keeps the load divergent.
func TestBarrierIntervals(t *testing.T) {
	const src = `kernel void k(global int *out, global int *g)
{
    local int flag[1];
    int lid = get_local_id(0);
    for (int d = 0; d < 8; d++) {
        if (lid == 0) {
            flag[0] = d;
            g[0] = d;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        int f = flag[0];
        int h = g[0];
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        if (f == 3)                // 14: local, other intervals
            break;
        if (h == 4)                // 16: global
            break;
    }
    for (int d = 0; d < 8; d++) {
        if (lid == 0)
            flag[0] = d;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (flag[0] == 5)          // 23: read while thread 0 may write it in the next round
            break;
    }
}`
	plain := branchesOf(t, src, Options{WorkGroup: true})
	one := branchesOf(t, src, Options{WorkGroup: true, OneGroup: true})
	if plain[14] || !plain[16] || !plain[23] {
		t.Errorf("divergent branches %v: want 16 and 23 but not 14", plain)
	}
	if one[14] || one[16] || !one[23] {
		t.Errorf("with OneGroup, divergent branches %v: want 23 but not 14 or 16", one)
	}
}
