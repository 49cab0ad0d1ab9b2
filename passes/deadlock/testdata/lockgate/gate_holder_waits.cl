// gate_holder_waits.cl: a third thread between the spinners and the
// waiting thread. Warp 0 runs gate_ok.cl's loop, thread 0 marking seen after
// its critical section and setting go once it is past the switch; thread
// 32 (warp 1) waits for seen, takes the lock, waits for go, and releases
// the lock (so under MIMD thread 0 always gets to go). When thread 32 takes
// the lock while thread 0 waits at the switch, thread 0's warp-mates spin
// on a lock whose holder waits for thread 0. Thread 32's release is reachable from the switch's
// exit after a successful CAS of the lock, but not straight after it (the
// wait for go lies between), so it stays a redefining write. Flagged.
//
// simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1] tickets=int32[1] go=int32[1] seen=int32[1]

kernel void gate_holder_waits(volatile global int *lock, global int *counter, volatile global int *tickets, volatile global int *go, volatile global int *seen)
{
    int tid = get_local_id(0);
    if (tid < 32) {
        int t = 0;
        int sel;
    retry:
        if (atomic_cmpxchg(lock, 0, 1) != 0) {
            sel = 1;
        } else {
            *counter = *counter + 1;
            atomic_xchg(lock, 0);
            if (tid == 0)
                *seen = 1;
            t = atomic_add(tickets, 1);
            sel = 0;
        }
        if (sel == 1) // want "SIMT deadlock"
            goto retry;
        if (tid == 0)
            *go = 1;
        if (t < 31)
            goto retry;
    }
    if (tid == 32) {
        while (*seen == 0) {
        }
        while (atomic_cmpxchg(lock, 0, 1) != 0) {
        }
        while (*go == 0) {
        }
        atomic_xchg(lock, 0);
    }
}
