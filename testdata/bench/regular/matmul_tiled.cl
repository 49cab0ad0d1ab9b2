// matmul_tiled.cl: dense matrix multiply C = A·B (32×32 ints) with 8×8
// local-memory tiles and barriers, the regular baseline of every paper's
// evaluation (no divergence: SIMD efficiency 1 under pdom).
//
// simtc:launch grid=16 block=64 warp=32 a=int32[1024]:rand(101,-4,4) b=int32[1024]:rand(102,-4,4) c=int32[1024] n=32
// simtc:launch-paper grid=256 block=64 warp=32 a=int32[16384]:rand(101,-4,4) b=int32[16384]:rand(102,-4,4) c=int32[16384] n=128
// simtc:expect status=ok mech=pdom

#define T 8

kernel void matmul_tiled(global const int *a, global const int *b, global int *c, int n)
{
    local int ta[T * T];
    local int tb[T * T];
    int lid = get_local_id(0);
    int tx = lid % T;
    int ty = lid / T;
    int tilesPerRow = n / T;
    int bx = get_group_id(0) % tilesPerRow;
    int by = get_group_id(0) / tilesPerRow;
    int row = by * T + ty;
    int col = bx * T + tx;
    int sum = 0;
    for (int t = 0; t < tilesPerRow; t++) {
        ta[ty * T + tx] = a[row * n + t * T + tx];
        tb[ty * T + tx] = b[(t * T + ty) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < T; k++)
            sum += ta[ty * T + k] * tb[k * T + tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = sum;
}
