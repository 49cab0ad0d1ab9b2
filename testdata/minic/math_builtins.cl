// math_builtins.cl: the OpenCL math, common and integer builtins that
// benchmark kernels call, in float and double: exact cases (sqrt of a
// square, floor, fmin/fmax, mad, pow of two, exp(0), cos(0), log2 of a
// power of two, native_ and half_ variants, mul24, clamp, fma, hypot) and
// identities checked within single-precision tolerances (sin²+cos², exp of
// log, atan of tan, rsqrt·sqrt).
//
// simtc:launch grid=1 block=4 x=float32[4]:iota out=float32[32] dout=float64[8] ok=int32[4]
// simtc:expect out=[0,0,3,1,1,4.5,5,0,1,1,4,3,2,5.5,5,3,2,2,5,5,4,6.5,5,7,3,3,5,7,8,7.5,5,10]
// simtc:expect dout=[6,5,7,7,9,13,10,23]
// simtc:expect ok=[1,1,1,1]

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void math_check(global const float *x, global float *out,
                       global double *dout, global int *ok)
{
    int i = get_global_id(0);
    float v = x[i];
    out[i * 8 + 0] = sqrt(v * v);
    out[i * 8 + 1] = floor(v + 0.5f);
    out[i * 8 + 2] = fmin(v, 2.0f) + fmax(v, 3.0f);
    out[i * 8 + 3] = mad(v, 2.0f, 1.0f);
    out[i * 8 + 4] = pow(2.0f, v);
    out[i * 8 + 5] = fabs(-v) + native_sqrt(16.0f) + half_recip(2.0f);
    out[i * 8 + 6] = exp(0.0f) + cos(0.0f) + log2(8.0f);
    out[i * 8 + 7] = (float)mul24(i, 3) + clamp(v, 1.0f, 2.0f) - 1.0f;
    ok[i] = fabs(sin(v) * sin(v) + cos(v) * cos(v) - 1.0f) < 1e-6f
         && fabs(exp(log(v + 1.0f)) - (v + 1.0f)) < 1e-5f
         && fabs(atan(tan(0.5f)) - 0.5f) < 1e-6f
         && fabs(rsqrt(v + 1.0f) * sqrt(v + 1.0f) - 1.0f) < 1e-6f;
    double d = (double)v;
    dout[i * 2] = sqrt(d * d) + floor(d / 2.0) + hypot(3.0, 4.0) + 1.0;
    dout[i * 2 + 1] = pow(d, 2.0) + fma(d, d, 1.0) + fmax(d, 4.0);
}
