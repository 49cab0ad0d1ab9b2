// lock_order.cl: a lock-order inversion that the deterministic MIMD order
// hides. Thread 0 takes locks[0] then locks[1]; thread 1 first does some
// private work (about 24 loop iterations), then takes locks[1] then
// locks[0]. Under mimd's fair round-robin, thread 0 holds both locks and
// releases them long before thread 1 finishes its work, so every
// deterministic schedule finishes (pdom too: the two threads are on the
// two sides of one branch and run one after the other). If thread 0 is
// delayed between its two acquisitions long enough for thread 1 to take
// locks[1], each holds the lock the other waits for: a deadlock that only
// some interleavings show, which `simtc run --explore` finds with its
// seeded random interleavings (--sched random --seed S).
//
// simtc:launch grid=1 block=2 locks=int32[2] out=int32[2]

kernel void lock_order(volatile global int *locks, global int *out)
{
    int t = get_local_id(0);
    if (t == 0) {
        while (atomic_cmpxchg(&locks[0], 0, 1) != 0) {
        }
        while (atomic_cmpxchg(&locks[1], 0, 1) != 0) {
        }
        out[0] = out[0] + 1;
        atomic_xchg(&locks[1], 0);
        atomic_xchg(&locks[0], 0);
    } else {
        int x = 0;
        for (int i = 0; i < 24; i++) {
            x = x + i;
        }
        out[1] = x;
        while (atomic_cmpxchg(&locks[1], 0, 1) != 0) {
        }
        while (atomic_cmpxchg(&locks[0], 0, 1) != 0) {
        }
        out[0] = out[0] + 1;
        atomic_xchg(&locks[0], 0);
        atomic_xchg(&locks[1], 0);
    }
}
