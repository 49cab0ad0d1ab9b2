// saxpy_float.cl: y = a·x + y in float, a grid-stride loop; the
// fully-convergent, memory-bound reference point.
//
// simtc:launch grid=2 block=128 warp=32 x=float32[1024]:rand(131,-1,1) y=float32[1024]:rand(132,-1,1) a=2.5 n=1024
// simtc:launch-paper grid=168 block=128 warp=32 x=float32[21504]:rand(131,-1,1) y=float32[21504]:rand(132,-1,1) a=2.5 n=21504
// simtc:expect status=ok mech=pdom

kernel void saxpy_float(global const float *x, global float *y, float a, int n)
{
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        y[i] = a * x[i] + y[i];
}
