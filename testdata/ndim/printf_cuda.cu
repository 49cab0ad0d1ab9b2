// printf_cuda.cu: printf.cl in CUDA (clang-14 lowers printf to vprintf
// with an argument buffer); CUDA has no vector formats, so the odd lines
// print the two ids with %d,%d, the same text as %v2hld.
//
// simtc:launch grid=2,1 block=2,2 out=int32[8]
// simtc:expect out=[0,1,2,3,4,5,6,7]

#include "../real/real_cuda.h"

#define threadIdx_y ((int)__nvvm_read_ptx_sreg_tid_y())
#define blockDim_y ((int)__nvvm_read_ptx_sreg_ntid_y())
#define gridDim_x ((int)__nvvm_read_ptx_sreg_nctaid_x())
#define blockIdx_y ((int)__nvvm_read_ptx_sreg_ctaid_y())

extern "C" __device__ int printf(const char *, ...);

extern "C" __global__ void printf_ids(int *out)
{
    int x = blockIdx_x * blockDim_x + threadIdx_x;
    int y = blockIdx_y * blockDim_y + threadIdx_y;
    int i = y * gridDim_x * blockDim_x + x;
    out[i] = i;
    if (x % 2 == 0)
        printf("even x=%d y=%d i=%03d %s %.2f %#x\n", x, y, i, "ok", 0.5f * i, i * 17);
    else
        printf("odd %d,%d %c\n", x, y, 'a' + i);
    __syncthreads();
    if (i == 0)
        printf("%5.1e|%-4d|%+d|%g|%%\n", 1234.5, 7, 3, 0.0001);
}
