// fact.cl: recursive factorial; needs --no-inline (recursion cannot be
// inlined). n stays live across the recursive call, so the call must save
// it. Thread t computes (t % 13)!, a divergent recursion depth.
//
// simtc:launch grid=1 block=32 out=int64[32]
// simtc:expect out=[1,1,2,6,24,120,720,5040,40320,362880,3628800,39916800,479001600,1,1,2,6,24,120,720,5040,40320,362880,3628800,39916800,479001600,1,1,2,6,24,120]

long fact(int n)
{
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

kernel void fact_kernel(global long *out)
{
    int t = get_global_id(0);
    out[t] = fact(t % 13);
}
