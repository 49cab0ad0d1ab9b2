// reduction.cl: tree reduction in local memory with sequential addressing
// (Harris' reduction #3); the active half shrinks each step, so warps go
// partly idle in the last steps.
//
// simtc:launch grid=4 block=128 warp=32 in=int32[512]:iota out=int32[4]
// simtc:launch-paper grid=168 block=128 warp=32 in=int32[21504]:iota out=int32[168]
// simtc:expect out=[8128,24512,40896,57280]
// simtc:expect status=ok mech=pdom

#define B 128

kernel void reduction(global const int *in, global int *out)
{
    local int s[B];
    int lid = get_local_id(0);
    s[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = B / 2; k > 0; k >>= 1) {
        if (lid < k)
            s[lid] += s[lid + k];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = s[0];
}
