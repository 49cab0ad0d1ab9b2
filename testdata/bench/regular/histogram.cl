// histogram.cl: 64-bin histogram with per-block local-memory atomics,
// merged into the global histogram with global atomics (the privatized
// histogram of the CUDA samples).
//
// simtc:launch grid=4 block=128 warp=32 data=int32[2048]:rand(121,0,63) hist=int32[64]
// simtc:launch-paper grid=168 block=128 warp=32 data=int32[86016]:rand(121,0,63) hist=int32[64]
// simtc:expect hist=[43,39,36,32,41,22,35,30,29,26,32,33,36,35,27,29,29,21,24,39,41,32,37,25,38,29,27,35,46,34,42,32,33,40,34,32,27,32,25,20,29,31,35,36,37,31,39,34,31,24,31,25,34,39,39,32,25,35,29,37,31,20,19,26]
// simtc:expect status=ok mech=pdom

#define BINS 64
#define PER 4

kernel void histogram(global const int *data, global int *hist)
{
    local int h[BINS];
    int lid = get_local_id(0);
    if (lid < BINS)
        h[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int base = get_group_id(0) * get_local_size(0) * PER;
    for (int i = 0; i < PER; i++)
        atomic_inc(&h[data[base + i * get_local_size(0) + lid]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < BINS)
        atomic_add(&hist[lid], h[lid]);
}
