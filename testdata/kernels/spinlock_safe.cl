// spinlock_safe.cl: the SIMT-compliant spin lock of ElTantawy & Aamodt, "MIMD
// Synchronization on SIMT Architectures" (MICRO 2016), Fig. 3.
//
// The well-known manual workaround for Fig. 1: the critical section and the
// release are moved inside the acquire loop, and a private done flag ends the
// loop. Threads that lose the compare-and-swap wait at the end of the if
// (inside the loop) while the winner runs the critical section and releases
// the lock, so the warp makes progress under IPDOM reconvergence.
//
// Algorithm 1 does not flag the loop: its exit condition is control dependent
// on atomic_cmpxchg(lock), but no shared write is reachable from the loop
// exit or parallel to the loop (the atomic_xchg is inside the loop body).
// The paper notes that -O1 jump-threading/simplifycfg can turn this CFG back
// into Fig. 1; at that point the detector must flag it again.
//
// simtc:launch grid=2 block=64 warp=32 lock=int32[1] counter=int32[1]
// simtc:expect counter=[128]
// simtc:expect lock=[0]
// simtc:expect status=ok mech=pdom

kernel void spinlock_safe(volatile global int *lock, global int *counter)
{
    int done = 0;
    while (!done) {
        if (atomic_cmpxchg(lock, 0, 1) == 0) {
            // critical section
            *counter = *counter + 1;
            atomic_xchg(lock, 0);
            done = 1;
        }
    }
}
