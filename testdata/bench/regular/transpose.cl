// transpose.cl: 32×32 matrix transpose through a padded local-memory tile,
// so both the global read and the global write are coalesced (memory
// efficiency: transactions per access near 1 on both sides).
//
// simtc:launch grid=16 block=64 warp=32 in=int32[1024]:iota out=int32[1024] n=32
// simtc:launch-paper grid=256 block=64 warp=32 in=int32[16384]:iota out=int32[16384] n=128
// simtc:expect status=ok mech=pdom

#define T 8

kernel void transpose(global const int *in, global int *out, int n)
{
    local int tile[T * (T + 1)];
    int lid = get_local_id(0);
    int tx = lid % T;
    int ty = lid / T;
    int tpr = n / T;
    int bx = get_group_id(0) % tpr;
    int by = get_group_id(0) / tpr;
    tile[ty * (T + 1) + tx] = in[(by * T + ty) * n + bx * T + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[(bx * T + ty) * n + by * T + tx] = tile[tx * (T + 1) + ty];
}
