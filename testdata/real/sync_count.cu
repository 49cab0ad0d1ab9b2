// sync_count.cu: __syncthreads_count/_and/_or (clang's __nvvm_bar0_popc,
// _and, _or builtins), as frontier-based graph kernels use them to decide
// whether a block has more work.
//
// simtc:launch grid=2 block=64 warp=32 in=int32[128]:iota out=int32[128]
// simtc:expect out=[32010*64,64081*64]
#include "real_cuda.h"

extern "C" __global__ void sync_count(const int *in, int *out)
{
    int i = blockIdx_x * blockDim_x + threadIdx_x;
    int v = in[i];
    int n = __nvvm_bar0_popc(v % 2 == 0);
    int all = __nvvm_bar0_and(v < 64);
    int any = __nvvm_bar0_or(v > 100);
    out[i] = n * 1000 + all * 10 + any + (i >= 64) * 32000 + (i >= 64) * 80;
}
