// reduce_dyn.cu: a block sum through dynamic shared memory (extern
// __shared__, sized by the launch: shared-bytes, CUDA's third <<<>>>
// parameter), after a static shared flag, in the CUDA samples' style. The
// other kernel of the file does not use the dynamic array and builds too;
// it keeps its C++ name (_Z4fillPi): --kernel fill selects it.
// Expected: out[b] = the sum of in[64b .. 64b+63] = 4096b + 2016.
//
// simtc:launch kernel=reduce grid=2 block=64 shared-bytes=256 in=float32[128]:iota out=float32[2] flag=int32[2]
// simtc:expect out=[2016,6112]
// simtc:expect flag=[1,1]

#include "../real/real_cuda.h"

extern __shared__ float sdata[];

extern "C" __global__ void reduce(const float *in, float *out, int *flag)
{
    __shared__ int seen;
    int t = threadIdx_x;
    if (t == 0)
        seen = 1;
    sdata[t] = in[blockIdx_x * blockDim_x + t];
    __syncthreads();
    for (int s = blockDim_x / 2; s > 0; s >>= 1) {
        if (t < s)
            sdata[t] += sdata[t + s];
        __syncthreads();
    }
    if (t == 0) {
        out[blockIdx_x] = sdata[0];
        flag[blockIdx_x] = seen;
    }
}

__global__ void fill(int *p)
{
    p[blockIdx_x * blockDim_x + threadIdx_x] = 7;
}
