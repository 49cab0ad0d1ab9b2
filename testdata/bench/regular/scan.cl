// scan.cl: inclusive prefix sum per block (Hillis-Steele in local memory,
// double-buffered), and each block's total for a second pass: the active
// lanes shrink from the bottom (lid >= off) as the offset doubles.
//
// simtc:launch grid=2 block=128 warp=32 in=int32[256]:1*256 out=int32[256] sums=int32[2]
// simtc:launch-paper grid=168 block=128 warp=32 in=int32[21504]:1*21504 out=int32[21504] sums=int32[168]
// simtc:expect out=[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128]
// simtc:expect sums=[128,128]
// simtc:expect status=ok mech=pdom

#define B 128

kernel void scan(global const int *in, global int *out, global int *sums)
{
    local int buf[2 * B];
    int lid = get_local_id(0);
    int gid = get_global_id(0);
    int cur = 0;
    buf[lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = 1; off < B; off <<= 1) {
        int v = buf[cur * B + lid];
        if (lid >= off)
            v += buf[cur * B + lid - off];
        buf[(1 - cur) * B + lid] = v;
        cur = 1 - cur;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[gid] = buf[cur * B + lid];
    if (lid == B - 1)
        sums[get_group_id(0)] = buf[cur * B + lid];
}
