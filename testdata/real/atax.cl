// atax.cl: y = A^T (A x), the PolyBench/GPU ATAX kernel pair fused into one
// kernel per column (written in PolyBench's style: DATA_TYPE, row-major
// arrays, plain loops).
//
// simtc:launch grid=1 block=8 warp=8 a=float32[64]:iota x=float32[8]:1,1,1,1,1,1,1,1 y=float32[8] n=8
// simtc:expect y=[77952,79968,81984,84000,86016,88032,90048,92064]

typedef float DATA_TYPE;

kernel void atax(global const DATA_TYPE *a, global const DATA_TYPE *x, global DATA_TYPE *y, int n)
{
    int j = get_global_id(0);
    if (j < n) {
        DATA_TYPE acc = 0;
        for (int i = 0; i < n; i++) {
            DATA_TYPE t = 0;
            for (int k = 0; k < n; k++)
                t += a[i * n + k] * x[k];
            acc += a[i * n + j] * t;
        }
        y[j] = acc;
    }
}
