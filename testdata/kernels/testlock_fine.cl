// testlock_fine.cl: the fine-grained Test Lock microbenchmark (TL-FG) of
// ElTantawy & Aamodt, "MIMD Synchronization on SIMT Architectures" (MICRO
// 2016), Tables I and V; TL is the EPCC OpenMP syncbench lock test (Bull).
//
// Each thread repeatedly sets a lock, does a little work in the critical
// section and unsets the lock (omp_set_lock / omp_unset_lock, which the
// OpenMP 4.0 GPU runtime lowers to a Fig. 1 style spin lock). Fine-grained:
// there are NLOCKS locks and thread t uses lock t % NLOCKS, so only a few
// threads compete for each lock. Under IPDOM the four lanes of a warp that
// share a lock still deadlock as in Fig. 1.
//
// Algorithm 1 flags the acquire loop (its release is reachable from its
// exit, and so is its own compare-and-swap through the repetition loop). The
// repetition loop is not flagged: its exit depends on j and reps only.
//
// simtc:launch grid=2 block=64 warp=32 locks=int32[8] counters=int32[8] reps=4
// simtc:expect counters=[64*8]
// simtc:expect locks=[0*8]
// simtc:expect status=deadlock mech=pdom

#define NLOCKS 8

kernel void testlock_fine(volatile global int *locks, global int *counters, int reps)
{
    int l = get_global_id(0) % NLOCKS;
    for (int j = 0; j < reps; j++) {
        // omp_set_lock(&locks[l])
        while (atomic_cmpxchg(&locks[l], 0, 1) != 0) { // want "SIMT deadlock"
        }
        counters[l] += 1;
        // omp_unset_lock(&locks[l])
        atomic_xchg(&locks[l], 0);
    }
}
