// lock_then_wait.cl: take a CAS mutex, bump a counter, release; then loop
// taking the mutex to check whether the counter reached the global size
// (OpenCL in Action, Listing 7.9; issue 31, smallest form, plus a back-off
// after each release in the waiting loop and a block of 8: without them
// the deterministic round-robin mimd scheduler lets the waiting loop's
// threads keep the lock from the first loop's spinners, a livelock of the
// unfair lock, not of SIMT). Both acquire
// loops deadlock under the IPDOM stack. The paper's SafePDom of the first
// lock lies past the waiting loop, whose acquire and release Algorithm 2
// counts as redefining writes; they cannot free the lock for the first
// loop's spinners (a thread reaches them only through its own successful
// acquire: the lock-gate rule), so the SafePDom is right after the first
// release and SSDE (lint --fix) gives a kernel that runs on every schedule.
//
// simtc:launch grid=1 block=8 warp=8 m=int32[1] sum=int32[1]
// simtc:expect sum=[8]
// simtc:expect m=[0]
// simtc:expect status=deadlock mech=pdom

kernel void lock_then_wait(volatile global int *m, volatile global int *sum)
{
    while (atomic_cmpxchg(m, 0, 1)) // want "SIMT deadlock"
        ;
    *sum += 1;
    atomic_xchg(m, 0);
    int w = 1;
    while (w) {
        while (atomic_cmpxchg(m, 0, 1)) // want "SIMT deadlock"
            ;
        if (*sum == get_global_size(0))
            w = 0;
        atomic_xchg(m, 0);
        for (int d = 0; d < 64; d++) // back off: let the others take the lock
            mem_fence(CLK_GLOBAL_MEM_FENCE);
    }
}
