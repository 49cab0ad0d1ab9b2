// syncwarp_part.cu: __syncwarp with a partial mask among converged
// threads. In each warp (a row of the 32×2 block) lanes 0-15 write shared
// memory, meet at __syncwarp(0xffff) and read their neighbour's value;
// the mask names exactly the threads of the branch, so every mechanism
// runs it (under a stack mechanism it is a no-op in the split of lanes
// 0-15; under its and mimd those 16 threads wait for each other).
// Expected: out[t] = 2·(t^1) for lanes 0-15, -1 for lanes 16-31.
//
// simtc:launch grid=1 block=32,2 in=int32[64]:iota out=int32[64]
// simtc:expect out=[2,0,6,4,10,8,14,12,18,16,22,20,26,24,30,28,-1*16,66,64,70,68,74,72,78,76,82,80,86,84,90,88,94,92,-1*16]
// simtc:expect status=ok

#include "../real/real_cuda.h"

#define threadIdx_y ((int)__nvvm_read_ptx_sreg_tid_y())
#define __syncwarp(mask) __nvvm_bar_warp_sync(mask)

extern "C" __global__ void syncwarp_part(const int *in, int *out)
{
    __shared__ int s[64];
    int t = threadIdx_y * blockDim_x + threadIdx_x;
    int lane = threadIdx_x;
    int r = -1;
    if (lane < 16) {
        s[t] = in[t] * 2;
        __syncwarp(0xffff);
        r = s[t ^ 1];
    }
    out[t] = r;
}
