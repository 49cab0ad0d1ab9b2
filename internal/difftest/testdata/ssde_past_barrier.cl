// ssde_past_barrier.cl: found by TestSeeded (seed 1, kernel 87) once the
// generator put barriers in loops with a uniform trip count; reduced by
// hand. SSDE made a kernel that is ok under pdom deadlock at a barrier.
//
// The spin loop's exit condition reads out[0]; the store out[tid] after
// the barrier loop may redefine it and is reachable from the loop exit (the
// barrier loop can run zero times, so the barrier does not stop the
// reach). Algorithm 2 puts the SafePDom after that store, past the
// barrier; the paper's SSDE routes the loop's back edge through it, so the
// if's reconvergence point moves past the barrier: under pdom threads 0-2
// and 4-31 waited at the barrier for thread 3, held on the stack.
//
// Fixed in passes/ssde (checked placement, deadlock.Hazards): a placement
// that puts a barrier before a divergent branch's reconvergence point is
// refused; the switch goes to the join of the if, before the barrier loop
// (passes/ssde TestPastBarrier, internal/explore TestSSDEPastBarrier).
//
// difftest: inline=true nvidia=false ssde=true sync=false
// simtc:launch grid=1 block=32 warp=32 out=int32[32] n=1
kernel void k(global int *out, int n)
{
    int tid = get_local_id(0);
    if (tid == 3) {
        while (out[0] > 5) {
        }
    }
    for (int i = 0; i < n; i++) {
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[tid] = 1;
}
