// barrier_reduction.cu: CUDA version of testdata/kernels/barrier_reduction.cl,
// a tree reduction in __shared__ memory with __syncthreads() in a loop.
//
// simtc:launch grid=2 block=64 warp=32 in=int32[128]:iota out=int32[2]
// simtc:expect out=[2016,6112]
#include "cuda_prelude.h"

#define BLOCK 64

extern "C" __global__ void barrier_reduction(const int *in, int *out)
{
    __shared__ int buf[BLOCK];
    int lid = threadIdx_x;
    buf[lid] = in[blockIdx_x * blockDim_x + lid];
    __syncthreads();
    for (int s = blockDim_x / 2; s > 0; s >>= 1) {
        if (lid < s)
            buf[lid] += buf[lid + s];
        __syncthreads();
    }
    if (lid == 0)
        out[blockIdx_x] = buf[0];
    __nvvm_membar_gl(); // __threadfence()
}
