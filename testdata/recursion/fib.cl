// fib.cl: doubly recursive Fibonacci; needs --no-inline. The first call's
// result and n are live across the second call.
//
// simtc:launch grid=1 block=32 out=int32[32]
// simtc:expect out=[0,101,102,203,304,505,806,1307,2108,3409,5510,8911,12,113,114,215,316,517,818,1319,2120,3421,5522,8923,24,125,126,227,328,529,830,1331]

int fib(int n)
{
    if (n < 2)
        return n;
    int a = fib(n - 1);
    int b = fib(n - 2);
    return a + b;
}

kernel void fib_kernel(global int *out)
{
    int t = get_global_id(0);
    out[t] = fib(t % 12) * 100 + t;
}
