// wg_reduce.cl: OpenCL 2.0 work-group collective functions as convergence
// checks and reductions use them (work_group_any/all,
// work_group_reduce_add/min/max), e.g. a per-group "changed" flag in
// iterative graph kernels.
//
// simtc:launch grid=2 block=32 warp=32 p=int32[64]:iota r=int32[64]
// simtc:expect r=[3110496*32,326312520*32]

kernel void wg_reduce(global const int *p, global int *r)
{
    int i = get_global_id(0);
    int x = p[i];
    r[i] = work_group_reduce_add(x) + 1000 * work_group_any(x > 60) + 10000 * work_group_all(x >= 0) +
           100000 * work_group_reduce_max(x) + 10000000 * work_group_reduce_min(x);
}
