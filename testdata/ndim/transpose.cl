// transpose.cl: out = in^T for a W×H matrix (W columns, H rows, row-major),
// through a padded __local tile so that both the reads and the writes of
// global memory are along x — the classic shared-memory transpose of the
// CUDA samples, written in OpenCL C. A 2-D launch: a TILE×TILE work-group
// per tile, grid (W/TILE, H/TILE); W ≠ H, so swapped x and y show.
// Expected: out[x*H + y] = in[y*W + x] = y*W + x (computed on the host).
//
// simtc:launch grid=3,2 block=4,4 w=12 h=8 in=int32[96]:iota out=int32[96]
// simtc:expect out=[0,12,24,36,48,60,72,84,1,13,25,37,49,61,73,85,2,14,26,38,50,62,74,86,3,15,27,39,51,63,75,87,4,16,28,40,52,64,76,88,5,17,29,41,53,65,77,89,6,18,30,42,54,66,78,90,7,19,31,43,55,67,79,91,8,20,32,44,56,68,80,92,9,21,33,45,57,69,81,93,10,22,34,46,58,70,82,94,11,23,35,47,59,71,83,95]

#define TILE 4

kernel void transpose(int w, int h, global const int *in, global int *out)
{
    local int tile[TILE][TILE + 1];
    int x = get_group_id(0) * TILE + get_local_id(0);
    int y = get_group_id(1) * TILE + get_local_id(1);
    tile[get_local_id(1)][get_local_id(0)] = in[y * w + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    // The transposed tile: block (gx, gy) writes rows gx*TILE.. of out.
    int ox = get_group_id(1) * TILE + get_local_id(0);
    int oy = get_group_id(0) * TILE + get_local_id(1);
    out[oy * h + ox] = tile[get_local_id(0)][get_local_id(1)];
}
