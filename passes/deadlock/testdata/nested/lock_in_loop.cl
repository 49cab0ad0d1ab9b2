// lock_in_loop.cl: a spin lock nested in an outer counted loop, the shape
// of the bank transfers (testdata/bench/sync/atm.cl): each thread takes
// the lock, updates, releases, and goes round again. Algorithm 2 of
// ElTantawy & Aamodt 2016 puts the lock loop's SafePDom after the outer
// loop (TestNestedLockSafePDom says why).
//
// simtc:launch grid=1 block=64 warp=32 lock=int32[1] acc=int32[1]
// simtc:expect acc=[256]

kernel void lock_in_loop(volatile global int *lock, global int *acc)
{
    for (int t = 0; t < 4; t++) {
        while (atomic_cmpxchg(lock, 0, 1) != 0) {
        }
        acc[0] += 1;
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        atomic_xchg(lock, 0);
    }
}
