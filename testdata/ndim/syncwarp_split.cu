// syncwarp_split.cu: __syncwarp(0xffffffff) that the named threads reach
// on different paths: the odd lanes run the loop twice, the even lanes
// once, so at the second __syncwarp the even lanes are past the loop.
// Under its and mimd (per-thread PCs) the odd lanes wait there until the
// even lanes exit (exited threads count as arrived) and go on. Under
// pdom the warp runs the odd lanes' second iteration while the even
// lanes wait at the loop's reconvergence point, live but on another path:
// the warp can never meet them at the warp sync, a deadlock the simulator
// diagnoses (the warp sync, its mask, the missing threads) instead of
// passing it silently (driver's TestSyncwarpSplit checks the text).
// Expected: out[t] = t·(1 + t%2).
//
// simtc:launch grid=1 block=32,2 in=int32[64]:iota out=int32[64]
// simtc:expect out=[0,2,2,6,4,10,6,14,8,18,10,22,12,26,14,30,16,34,18,38,20,42,22,46,24,50,26,54,28,58,30,62,32,66,34,70,36,74,38,78,40,82,42,86,44,90,46,94,48,98,50,102,52,106,54,110,56,114,58,118,60,122,62,126]
// simtc:expect status=ok mech=its,mimd
// simtc:expect status=deadlock mech=pdom

#include "../real/real_cuda.h"

#define threadIdx_y ((int)__nvvm_read_ptx_sreg_tid_y())
#define __syncwarp(mask) __nvvm_bar_warp_sync(mask)

extern "C" __global__ void syncwarp_split(const int *in, int *out)
{
    __shared__ int s[64];
    int t = threadIdx_y * blockDim_x + threadIdx_x;
    int lane = threadIdx_x;
    s[t] = 0;
    __syncwarp(0xffffffff);
    for (int i = 0; i <= (lane & 1); i++) {
        s[t] += in[t];
        __syncwarp(0xffffffff);
    }
    out[t] = s[t];
}
