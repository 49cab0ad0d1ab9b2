// spinlock.cl: the MIMD spin lock of ElTantawy & Aamodt, "MIMD Synchronization
// on SIMT Architectures" (MICRO 2016), Fig. 1 (SIMT-induced deadlock).
//
// Every thread spins on atomic_cmpxchg until it owns the lock, increments a
// global counter in the critical section and releases the lock with
// atomic_xchg. On a MIMD machine this terminates. Under IPDOM (stack)
// reconvergence the one thread of a warp that wins the lock (the leading
// thread) waits at the loop exit for the lagging threads of its warp, which
// spin forever because the leading thread never reaches the release:
// Constraint-2 (forced reconvergence) against the lock.
//
// Algorithm 1 flags the acquire loop: its exit condition depends on the
// shared read done by atomic_cmpxchg(lock), and atomic_xchg(lock), a write
// reachable from the loop exit, redefines the same location.
//
// simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1]
// simtc:expect counter=[64]
// simtc:expect lock=[0]
// simtc:expect status=deadlock mech=pdom

kernel void spinlock(volatile global int *lock, global int *counter)
{
    while (atomic_cmpxchg(lock, 0, 1) != 0) { // want "SIMT deadlock"
    }
    // critical section
    *counter = *counter + 1;
    atomic_xchg(lock, 0);
}
