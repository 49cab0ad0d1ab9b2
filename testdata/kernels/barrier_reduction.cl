// barrier_reduction.cl: tree reduction in local (shared) memory with
// work-group barriers. Background kernel for ElTantawy & Aamodt, "MIMD
// Synchronization on SIMT Architectures" (MICRO 2016), Sec. III-A: the
// detector assumes barrier-divergence freedom, and "reachable" blocks stop at
// barriers. Also exercises Diamos et al. (MICRO 2011), Sec. 3.1: barrier-aware
// block priorities for thread frontiers.
//
// Every barrier is reached by all threads of the work-group (the if inside
// the loop closes before the barrier), so the kernel is barrier-divergence
// free and runs under every mechanism. No loop is flagged: the reduction
// loop's exit depends on s only, never on the local-memory reads.
//
// simtc:launch grid=4 block=64 in=int32[256]:iota out=int32[4]
// simtc:expect out=[2016,6112,10208,14304]

#ifndef BLOCK
#define BLOCK 64
#endif

kernel void barrier_reduction(global const int *in, global int *out)
{
    local int buf[BLOCK];
    int lid = get_local_id(0);
    buf[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            buf[lid] += buf[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = buf[0];
}
