// syncwarp_sites.cu: __syncwarp(0xffffffff) at two places of the code,
// one on each path of a divergent branch (allowed since Volta: the
// threads of the mask meet whichever __syncwarp each calls). Odd lanes
// add 100 to their shared element and even lanes 200, each path meets the
// other at its own __syncwarp, then reads its neighbour's element. Under
// its and mimd the threads of the mask meet across the two sites
// (mechutil.SyncedPC); under pdom the warp runs one path while the other
// waits, a diagnosed deadlock; dwf matches warp syncs by PC only, so it
// deadlocks too (at the two collective operations).
// Expected: out[t] = 2·(t-1+200) for odd t, t+102 for even t.
//
// simtc:launch grid=1 block=32,2 in=int32[64]:iota out=int32[64]
// simtc:expect out=[102,400,104,404,106,408,108,412,110,416,112,420,114,424,116,428,118,432,120,436,122,440,124,444,126,448,128,452,130,456,132,460,134,464,136,468,138,472,140,476,142,480,144,484,146,488,148,492,150,496,152,500,154,504,156,508,158,512,160,516,162,520,164,524]
// simtc:expect status=ok mech=its,mimd
// simtc:expect status=deadlock mech=pdom

#include "../real/real_cuda.h"

#define threadIdx_y ((int)__nvvm_read_ptx_sreg_tid_y())
#define __syncwarp(mask) __nvvm_bar_warp_sync(mask)

extern "C" __global__ void syncwarp_sites(const int *in, int *out)
{
    __shared__ int s[64];
    int t = threadIdx_y * blockDim_x + threadIdx_x;
    int lane = threadIdx_x;
    int v;
    if (lane & 1) {
        s[t] = in[t] + 100;
        __syncwarp(0xffffffff);
        v = s[t ^ 1] * 2;
    } else {
        s[t] = in[t] + 200;
        __syncwarp(0xffffffff);
        v = s[t ^ 1] + 1;
    }
    out[t] = v;
}
