// gate_cs_wait.cl: as gate_ok.cl, but thread 32 waits inside the critical
// section for a flag that thread 0 sets after the switch, where it waits
// for its spinning warp-mates: the region has a cycle that does not take
// the CAS's failure edge, so the lock-gate rule does not apply. Flagged.
// (Thread 32 starts once thread 0 has been through the critical section,
// so under MIMD thread 0 always gets to go.)
//
// simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1] tickets=int32[1] go=int32[1] seen=int32[1]

kernel void gate_cs_wait(volatile global int *lock, global int *counter, volatile global int *tickets, volatile global int *go, volatile global int *seen)
{
    int tid = get_local_id(0);
    int t = 0;
    int sel;
    if (tid == 32)
        while (*seen == 0) {
        }
retry:
    if (atomic_cmpxchg(lock, 0, 1) != 0) {
        sel = 1;
    } else {
        if (tid == 32)
            while (*go == 0) {
            }
        *counter = *counter + 1;
        if (tid == 0)
            *seen = 1;
        atomic_xchg(lock, 0);
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
