// warpsum.cu: a block sum whose last 32 partial sums are reduced by one
// warp through shared memory with __syncwarp() between the steps (the
// CUDA samples' pattern since Volta, where a warp's threads are no longer
// implicitly in step), over a 2-D block (16×8: warps take x fastest, so
// warp 0 is rows 0 and 1). Expected: out[b] = the sum of in over block b,
// in[i] = i: 128·128b + 8128.
//
// simtc:launch grid=2 block=16,8 in=int32[256]:iota out=int32[2]
// simtc:expect out=[8128,24512]

#include "../real/real_cuda.h"

#define threadIdx_y ((int)__nvvm_read_ptx_sreg_tid_y())
#define blockDim_y ((int)__nvvm_read_ptx_sreg_ntid_y())
#define __syncwarp() __nvvm_bar_warp_sync(0xffffffff)

extern "C" __global__ void warpsum(const int *in, int *out)
{
    __shared__ int s[128];
    int t = threadIdx_y * blockDim_x + threadIdx_x;
    int n = blockDim_x * blockDim_y;
    s[t] = in[blockIdx_x * n + t];
    __syncthreads();
    for (int k = n / 2; k >= 32; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
        __syncthreads();
    }
    if (t < 32) {
        for (int k = 16; k > 0; k >>= 1) {
            int v = s[t] + s[t + k];
            __syncwarp();
            s[t] = v;
            __syncwarp();
        }
        if (t == 0)
            out[blockIdx_x] = s[0];
    }
}
