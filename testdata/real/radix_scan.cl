// radix_scan.cl: one digit pass of a radix sort in the style of SHOC's
// sort: uint4 keys loaded per work-item, 2-bit digits, a local
// Hillis-Steele scan of the digit counts with
// barriers, and a scatter.
//
// simtc:launch grid=1 block=8 warp=8 keys=uint32[32]:7,3,12,1,9,14,0,5,11,2,8,15,6,13,4,10,3,3,1,0,2,2,3,1,0,1,2,3,15,14,13,12 counts=uint32[32] out=uint32[32]
// simtc:expect counts=[0,1,2,3,4,5,5,6,7,8,10,10,11,12,13,14,15,15,16,17,19,19,21,22,23,25,25,27,27,29,30,31]
// simtc:expect out=[12,0,8,4,0,0,12,1,9,5,13,1,1,1,13,14,2,6,10,2,2,2,14,7,3,11,15,3,3,3,3,15]

kernel void radix_scan(global const uint4 *keys, global uint *counts, global uint *out)
{
    local uint hist[4 * 8];
    local uint scan[4 * 8];
    int t = get_local_id(0);
    uint4 k = keys[t];
    for (int d = 0; d < 4; d++)
        hist[d * 8 + t] = 0;
    uint4 dig = k & (uint4)(3);
    hist[dig.x * 8 + t]++;
    hist[dig.y * 8 + t]++;
    hist[dig.z * 8 + t]++;
    hist[dig.w * 8 + t]++;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = 0; d < 4; d++)
        scan[d * 8 + t] = hist[d * 8 + t];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = 1; off < 32; off <<= 1) {
        uint v[4];
        for (int d = 0; d < 4; d++) {
            int i = d * 8 + t;
            v[d] = i >= off ? scan[i - off] : 0;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int d = 0; d < 4; d++)
            scan[d * 8 + t] += v[d];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int d = 0; d < 4; d++)
        counts[d * 8 + t] = scan[d * 8 + t] - hist[d * 8 + t];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint base[4];
    for (int d = 0; d < 4; d++)
        base[d] = scan[d * 8 + t] - hist[d * 8 + t];
    out[base[dig.x]++] = k.x;
    out[base[dig.y]++] = k.y;
    out[base[dig.z]++] = k.z;
    out[base[dig.w]++] = k.w;
}
