// tf_exc_cond.cl: the exception-cond microbenchmark of Diamos et al., "SIMD
// Re-Convergence at Thread Frontiers" (MICRO 2011), Sec. 6 ("Experiment:
// Exceptions"): an exception thrown from within a divergent conditional.
//
// CUDA has no try/catch, so the paper writes the throw as a goto to the
// catch block. The throw edge leaves the then-arm and skips the join of the
// if/else, so the if's immediate post-dominator moves down to the kernel's
// exit: under PDOM the two arms stay split through the rest of the try
// block, which runs twice, even though no exception is ever thrown with the
// default launch (limit is larger than any 7*x). Thread frontiers reconverge
// at the join. Launch with a small limit (e.g. --arg limit=100) to throw.
// No synchronization, nothing flagged.
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32] errors=int32[1] limit=1000000
// simtc:expect out=[2,6,8,44,12,14,86,18,20,128,24,26,170,30,32,212,36,38,254,42,44,296,48,50,338,54,56,380,60,62,422,66]
// simtc:expect errors=[0]

kernel void tf_exc_cond(global const int *in, global int *out, global int *errors, int limit)
{
    int id = get_global_id(0);
    int x = in[id];
    int r;
    // try {
    if (x % 3 == 0) {
        r = x * 7;
        if (r > limit)
            goto handler; // throw
        r = r + 1;
    } else {
        r = x + 2;
    }
    r = r * 2;
    out[id] = r;
    return;
    // } catch {
handler:
    atomic_inc(errors);
    out[id] = -1;
    // }
}
