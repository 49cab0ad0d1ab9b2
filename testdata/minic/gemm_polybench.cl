// gemm_polybench.cl: C = alpha*A*B + beta*C in the style of PolyBench/GPU's
// gemm kernel: the element type is a typedef (DATA_TYPE), the sizes are
// macros, one work-item per element of C.
//
// simtc:launch grid=1 block=16 a=float32[16]:iota b=float32[16]:iota c=float32[16]:1*16 alpha=2.0 beta=3.0
// simtc:expect c=[115,127,139,151,307,351,395,439,499,575,651,727,691,799,907,1015]

typedef float DATA_TYPE;

#define NI 4
#define NJ 4
#define NK 4

kernel void gemm(__global const DATA_TYPE *a, __global const DATA_TYPE *b,
                 __global DATA_TYPE *c, DATA_TYPE alpha, DATA_TYPE beta)
{
    int gid = get_global_id(0);
    int i = gid / NJ;
    int j = gid % NJ;
    if (i < NI) {
        DATA_TYPE acc = c[i * NJ + j] * beta;
        for (int k = 0; k < NK; k++)
            acc += alpha * a[i * NK + k] * b[k * NJ + j];
        c[i * NJ + j] = acc;
    }
}
