// gate_ok.cl: the shape of spin_shared_header's SSDE output, written with
// a goto: the branch on sel is the switch block, whose spin region (the
// CAS retry) exits to the ticket test of the enclosing loop. The lock's CAS
// and release are reachable from that exit again, round the loop, but a
// waiting thread reaches the release only through its own successful CAS:
// it holds no lock while it waits. Lint is quiet (passes/deadlock
// lockgate.go) and no schedule deadlocks.
//
// simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1] tickets=int32[1]
// simtc:expect counter=[94]
// simtc:expect lock=[0]
// simtc:expect status=ok mech=pdom

kernel void gate_ok(volatile global int *lock, global int *counter, volatile global int *tickets)
{
    int t = 0;
    int sel;
retry:
    if (atomic_cmpxchg(lock, 0, 1) != 0) {
        sel = 1;
    } else {
        *counter = *counter + 1;
        atomic_xchg(lock, 0);
        t = atomic_add(tickets, 1);
        sel = 0;
    }
    if (sel == 1)
        goto retry;
    if (t < 31)
        goto retry;
}
