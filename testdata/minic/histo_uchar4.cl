// histo_uchar4.cl: a 16-bin histogram of 8-bit pixels in the style of
// Parboil's histo: each work-item reads four pixels at once with vload4
// into a uchar4, counts them in the work-group's local bins with
// atomic_inc, and the group adds its bins to the global histogram.
//
// simtc:launch grid=2 block=8 img=uint8[64]:0,37,74,111,148,185,222,3,40,77,114,151,188,225,6,43,80,117,154,191,228,9,46,83,120,157,194,231,12,49,86,123,160,197,234,15,52,89,126,163,200,237,18,55,92,129,166,203,240,21,58,95,132,169,206,243,24,61,98,135,172,209,246,27 histo=uint32[16]
// simtc:expect histo=[6,4,4,5,2,6,2,5,3,4,5,3,5,2,5,3]

#define NBINS 16

kernel void histo(global const uchar *img, volatile global uint *histo)
{
    local uint bins[NBINS];
    uint lid = get_local_id(0);
    for (uint b = lid; b < NBINS; b += get_local_size(0))
        bins[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);

    uchar4 px = vload4(get_global_id(0), img);
    uchar4 bin = px >> (uchar)4;
    atomic_inc(&bins[bin.x]);
    atomic_inc(&bins[bin.y]);
    atomic_inc(&bins[bin.z]);
    atomic_inc(&bins[bin.w]);
    barrier(CLK_LOCAL_MEM_FENCE);

    for (uint b = lid; b < NBINS; b += get_local_size(0))
        atomic_add(&histo[b], bins[b]);
}
