// gate_some_paths.cl: as gate_ok.cl, but only odd threads release the lock
// before the switch; even ones release it after, holding it while they
// wait. Flagged; pdom deadlocks.
//
// simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1] tickets=int32[1]
// simtc:expect status=deadlock mech=pdom

kernel void gate_some_paths(volatile global int *lock, global int *counter, volatile global int *tickets)
{
    int tid = get_local_id(0);
    int t = 0;
    int sel;
retry:
    if (atomic_cmpxchg(lock, 0, 1) != 0) {
        sel = 1;
    } else {
        *counter = *counter + 1;
        t = atomic_add(tickets, 1);
        if (tid & 1)
            atomic_xchg(lock, 0);
        sel = 0;
    }
    if (sel == 1) // want "SIMT deadlock"
        goto retry;
    if (!(tid & 1))
        atomic_xchg(lock, 0);
    if (t < 31)
        goto retry;
}
