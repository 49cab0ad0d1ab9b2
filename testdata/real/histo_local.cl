// histo_local.cl: a 16-bin histogram with per-group sub-histograms in local
// memory, in the style of Parboil's histo and the AMD SDK histogram: local
// atomic_inc, barriers, then one global atomic_add per bin and group.
//
// simtc:launch grid=2 block=64 warp=32 data=int32[128]:iota bins=int32[16]
// simtc:expect bins=[8*16]

#define NBINS 16

kernel void histo_local(global const int *data, global int *bins)
{
    local int sub[NBINS];
    int lid = get_local_id(0);
    if (lid < NBINS)
        sub[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int v = data[get_global_id(0)];
    atomic_inc(&sub[(v * 5) & (NBINS - 1)]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < NBINS)
        atomic_add(&bins[lid], sub[lid]);
}
