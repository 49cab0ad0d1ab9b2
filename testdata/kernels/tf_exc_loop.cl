// tf_exc_loop.cl: the exception-loop microbenchmark of Diamos et al., "SIMD
// Re-Convergence at Thread Frontiers" (MICRO 2011), Sec. 6 ("Experiment:
// Exceptions"): an exception thrown (as a goto) from within a divergent loop.
//
// Each thread sums a per-thread number of elements (id % 8 + 1 trips, so the
// loop diverges). The throw edge leaves the loop body directly for the catch
// block, skipping the loop exit, so the loop's PDOM reconvergence point
// moves to the kernel exit. No exception is thrown with the default launch;
// use --arg limit=100 to throw.
//
// The input is in the constant address space. The throw condition reads it
// inside the loop, but a constant buffer cannot be written, so with
// address-space separation Algorithm 1 must not flag this loop (a false
// positive here means the alias analysis mixes constant and global memory).
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32] errors=int32[1] n=32 limit=1000000
// simtc:expect out=[0,3,9,18,30,45,63,84,8,19,33,50,70,93,119,148,16,35,57,82,110,141,175,212,24,51,81,114,118,93,71,52]
// simtc:expect errors=[0]

kernel void tf_exc_loop(constant int *in, global int *out, global int *errors, int n, int limit)
{
    int id = get_global_id(0);
    int trips = id % 8 + 1;
    int acc = 0;
    // try {
    for (int i = 0; i < trips; i++) {
        acc += in[(id + i) % n];
        if (acc > limit)
            goto handler; // throw
    }
    out[id] = acc;
    return;
    // } catch {
handler:
    atomic_inc(errors);
    out[id] = -1;
    // }
}
