// saxpy.cl: y = a*x + y in single precision, a non-divergent floating-point
// kernel (the float32 counterpart of vecadd.cl). The inputs are chosen so
// that every result is exactly representable, with or without a fused
// multiply-add. Uses the __kernel/__global spellings. Nothing flagged.
//
// simtc:launch grid=1 block=8 x=float32[8]:0,1,2,3,4,5,6,7 y=float32[8]:0.5,0.5,0.5,0.5,-1,-1,-1,-1 a=2.5
// simtc:expect y=[0.5,3,5.5,8,9,11.5,14,16.5]

__kernel void saxpy(__global const float *x, __global float *y, float a)
{
    int i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
