// libdevice_math.cu: a CUDA kernel using the libdevice math functions
// (__nv_sinf, __nv_fminf, ...) as CUDA's math headers lower sinf, fminf,
// on particle structs passed by pointer (Rodinia-style particle filter
// weights). Results are scaled to integers.
//
// simtc:launch grid=1 block=32 warp=32 parts=float32[96]:iota out=int32[32]
// simtc:expect out=[5768,6401,6802,7007,7042,6930,5688,5391,5069,5782,5541,5390,5338,5384,5506,4657,4832,4978,5068,5086,5031,4918,4771,4624,4508,4451,4466,4555,4702,4882,6073,6205]
#include "real_cuda.h"

struct particle {
    float x;
    float y;
    float w;
};

__device__ float weight(const particle *p)
{
    float d = __nv_sqrtf(p->x * p->x + p->y * p->y);
    float s = __nv_sinf(d * 0.1f) + __nv_cosf(d * 0.05f);
    float e = __nv_expf(-d * 0.01f) * __nv_logf(1.0f + p->w);
    float r = __nv_fmaf(s, 0.5f, e) + __nv_rsqrtf(1.0f + d) + __nv_powf(1.5f, 2.0f);
    return __nv_fminf(__nv_fmaxf(r, -10.0f), 10.0f) + __nv_floorf(__nv_fabsf(s));
}

extern "C" __global__ void libdevice_math(particle *parts, int *out)
{
    int i = blockIdx_x * blockDim_x + threadIdx_x;
    float w = weight(&parts[i]);
    double g = __nv_exp((double)w * 0.1) + __nv_sqrt((double)i) + __nv_atan2((double)i, 3.0);
    out[i] = (int)(w * 1000.0f) + (int)(g * 100.0);
}
