// testlock_coarse.cl: the coarse-grained Test Lock microbenchmark (TL-CG) of
// ElTantawy & Aamodt, "MIMD Synchronization on SIMT Architectures" (MICRO
// 2016), Tables I and V; TL is the EPCC OpenMP syncbench lock test (Bull).
//
// Every thread of the grid competes for one lock, reps times. The lock is a
// test-and-test-and-set spin lock with exponential back-off, the shape of
// the OpenMP 4.0 GPU runtime's omp_set_lock ("a spin lock with back-off
// delay"): spin reading the lock until it looks free, then try to take it
// with atomic_xchg, and back off when that fails. Under IPDOM the lane that
// takes the lock waits at the exit of the for(;;) for its warp-mates, which
// spin in the test loop forever.
//
// Algorithm 1 flags both loops of the acquire: the for(;;) (its exit, the
// break, depends on atomic_xchg(lock, 1); the release is reachable from it)
// and the inner test loop (its exit reads *lock; the atomic_xchg after it is
// reachable). The back-off loop and the repetition loop depend only on
// private values and are not flagged.
//
// simtc:launch grid=2 block=64 warp=32 lock=int32[1] counter=int32[1] reps=4
// simtc:expect counter=[512]
// simtc:expect lock=[0]
// simtc:expect status=deadlock mech=pdom

#define MAX_BACKOFF 64

kernel void testlock_coarse(volatile global int *lock, global int *counter, int reps)
{
    for (int j = 0; j < reps; j++) {
        // omp_set_lock(lock)
        int backoff = 1;
        for (;;) { // want "SIMT deadlock"
            while (*lock != 0) { // want "SIMT deadlock"
            }
            if (atomic_xchg(lock, 1) == 0)
                break;
            for (int d = 0; d < backoff; d++) {
                mem_fence(CLK_GLOBAL_MEM_FENCE);
            }
            backoff = backoff < MAX_BACKOFF ? backoff * 2 : MAX_BACKOFF;
        }
        *counter = *counter + 1;
        // omp_unset_lock(lock)
        atomic_xchg(lock, 0);
    }
}
