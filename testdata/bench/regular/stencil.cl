// stencil.cl: 5-point 2-D Jacobi stencil on a 32×32 grid with a fixed
// boundary, 1 thread per cell: boundary lanes take the copy path, interior
// lanes the averaging path (boundary divergence only).
//
// simtc:launch grid=16 block=64 warp=32 in=int32[1024]:rand(111,0,1000) out=int32[1024] n=32
// simtc:launch-paper grid=256 block=64 warp=32 in=int32[16384]:rand(111,0,1000) out=int32[16384] n=128
// simtc:expect status=ok mech=pdom

kernel void stencil(global const int *in, global int *out, int n)
{
    int id = get_global_id(0);
    int x = id % n;
    int y = id / n;
    if (x == 0 || y == 0 || x == n - 1 || y == n - 1) {
        out[id] = in[id];
    } else {
        out[id] = (4 * in[id] + in[id - 1] + in[id + 1] + in[id - n] + in[id + n]) / 8;
    }
}
