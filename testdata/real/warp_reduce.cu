// warp_reduce.cu: warp-level reductions with shuffles, as in CUB-style and
// the CUDA reduction samples: __shfl_down_sync (tree sum), __shfl_xor_sync
// (butterfly max), __shfl_up_sync (inclusive scan), with the per-warp
// results in a struct.
//
// simtc:launch grid=1 block=64 warp=32 in=int32[64]:iota out=int32[6] scan=int32[64]
// simtc:expect out=[496,31,1520,63,0,0]
// simtc:expect scan=[0,1,3,6,10,15,21,28,36,45,55,66,78,91,105,120,136,153,171,190,210,231,253,276,300,325,351,378,406,435,465,496,32,65,99,134,170,207,245,284,324,365,407,450,494,539,585,632,680,729,779,830,882,935,989,1044,1100,1157,1215,1274,1334,1395,1457,1520]
#include "real_cuda.h"

struct warp_result {
    int sum;
    int max;
};

extern "C" __global__ void warp_reduce(const int *in, warp_result *out, int *scan)
{
    int i = blockIdx_x * blockDim_x + threadIdx_x;
    int lane = threadIdx_x & 31;
    int v = in[i];
    int s = v;
    for (int d = 16; d > 0; d >>= 1)
        s += __nvvm_shfl_sync_down_i32(0xffffffff, s, d, 0x1f);
    int m = v;
    for (int d = 16; d > 0; d >>= 1) {
        int o = __nvvm_shfl_sync_bfly_i32(0xffffffff, m, d, 0x1f);
        m = o > m ? o : m;
    }
    int x = v;
    for (int d = 1; d < 32; d <<= 1) {
        int y = __nvvm_shfl_sync_up_i32(0xffffffff, x, d, 0);
        if (lane >= d)
            x += y;
    }
    scan[i] = x;
    if (lane == 0) {
        out[i / 32].sum = s;
        out[i / 32].max = m;
    }
}
