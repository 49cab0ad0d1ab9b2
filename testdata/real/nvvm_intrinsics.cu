// nvvm_intrinsics.cu: the NVVM intrinsics that CUDA's headers and
// libdevice use (clang's __nvvm_* builtins): __ldg, fast approximate math
// (ex2, lg2, sin, cos, rsqrt, div), correctly rounded sqrt and fma,
// saturate, fmin, mulhi, ctpop, ctlz and funnel-shift rotates. Float
// results are scaled to integers.
//
// simtc:launch grid=1 block=32 warp=32 in=float32[32]:iota bits=uint32[32]:iota out=int32[128]
// simtc:expect out=[1771,5746,500,31,2680,5729,1900750,1013899511,3381,6125,1801000,-239347476,3964,6687,1701250,-718052972,4481,7332,1801500,-1914797300,4976,8025,1401750,-492039426,5493,8746,1602000,1396079514,6076,9486,1602500,-1037436059,6776,10238,1803000,-1144158655,7643,10999,1903500,-426877437,8736,11767,1404000,-1425821332,10111,12540,1604000,299160745,11833,13316,1504000,-1689986370,13969,14094,1604000,633316039,16589,14875,1604000,703305983,19773,15656,1204000,279949228,23609,16439,1704000,-1693393385,28194,17223,1304000,696445842,33646,18008,1804000,969442719,40100,18793,1404000,1092478086,47717,19578,1404000,491116221,56693,20363,1904000,1891586200,67265,21149,1504000,1302732202,79719,21935,2304000,1939572820,94401,22720,1504000,-1730860200,111732,23506,1604000,-1830360190,132218,24291,1604000,-398029628,156467,25076,2104000,1568587667,185210,25862,1504000,-991878230,219322,26647,1404000,-1115089558,259843,27431,1204000,-1566573940,308018,28216,1904000,-1805916700]
#include "real_cuda.h"

extern "C" __global__ void nvvm_intrinsics(const float *in, const unsigned *bits, int *out)
{
    int i = blockIdx_x * blockDim_x + threadIdx_x;
    float x = __nvvm_ldg_f(&in[i]) * 0.25f + 0.5f;
    unsigned b = __nvvm_ldg_ui(&bits[i]) * 2654435761u;
    float e = __nvvm_ex2_approx_f(x) + __nvvm_lg2_approx_f(x) + __nvvm_sin_approx_f(x) + __nvvm_cos_approx_f(x);
    float r = __nvvm_rsqrt_approx_f(x) + __nvvm_div_approx_f(1.0f, x) + __nvvm_sqrt_rn_f(x);
    double d = __nvvm_fma_rn_d((double)x, 3.0, 0.125);
    float s = __nvvm_saturate_f(x - 2.0f) + __nvvm_fmin_f(x, 3.0f);
    out[4 * i] = (int)(e * 1000.0f);
    out[4 * i + 1] = (int)(r * 1000.0f) + (int)(d * 1000.0);
    out[4 * i + 2] = (int)(s * 1000.0f) + __builtin_popcount(b) * 100000;
    out[4 * i + 3] = __nvvm_mulhi_i((int)b, 12345) + __builtin_clz(b | 1u) + (int)__builtin_rotateleft32(b, i & 31);
}
