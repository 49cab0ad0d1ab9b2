// tf_exc_call.cl: the exception-call microbenchmark of Diamos et al., "SIMD
// Re-Convergence at Thread Frontiers" (MICRO 2011), Sec. 6 ("Experiment:
// Exceptions"): an exception thrown from within a divergent (nested)
// function call.
//
// Without C++ exceptions the throw is an error code: scale() "throws" by
// returning -1 from inside its loop, transform() propagates the error from
// its nested call, and the kernel jumps to its catch block when it sees it.
// After inlining, the early returns and the goto make the CFG unstructured:
// the call's PDOM reconvergence point is pushed past the function exit
// block to the kernel exit. Only even lanes make the call, so the call is
// divergent. No exception is thrown with the default launch; use
// --arg limit=100 to throw. No synchronization, nothing flagged.
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32] errors=int32[1] limit=1000000
// simtc:expect out=[30,2,58,6,86,10,114,14,142,18,170,22,198,26,226,30,254,34,282,38,310,42,338,46,366,50,394,54,422,58,450,62]
// simtc:expect errors=[0]

#define ERROR (-1)

int scale(int x, int limit)
{
    int r = x;
    for (int i = 0; i < 3; i++) {
        r = r * 2 + 1;
        if (r > limit)
            return ERROR; // throw
    }
    return r;
}

int transform(int x, int limit)
{
    int r = scale(x + 1, limit);
    if (r == ERROR)
        return ERROR; // propagate
    return r - x;
}

kernel void tf_exc_call(global const int *in, global int *out, global int *errors, int limit)
{
    int id = get_global_id(0);
    int x = in[id];
    int r;
    // try {
    if (id % 2 == 0) {
        r = transform(x, limit);
        if (r == ERROR)
            goto handler;
        r = r * 2;
    } else {
        r = x * 2;
    }
    out[id] = r;
    return;
    // } catch {
handler:
    atomic_inc(errors);
    out[id] = -1;
    // }
}
