// gate_flag_reentry.cl: the counterexample to "ignore writes reached only
// by re-entry" (cmd/simtc/lintssde_test.go): the spinners wait for a flag
// that a waiting thread clears only when it comes round the enclosing loop
// again, before its own CAS. Flagged; pdom deadlocks.
//
// simtc:launch grid=1 block=64 warp=32 flag=int32[1] counter=int32[1] tickets=int32[1]
// simtc:expect status=deadlock mech=pdom

kernel void gate_flag_reentry(volatile global int *flag, global int *counter, volatile global int *tickets)
{
    int t = 0;
    int sel;
retry:
    if (atomic_cmpxchg(flag, 0, 1) != 0) {
        sel = 1;
    } else {
        *counter = *counter + 1;
        t = atomic_add(tickets, 1);
        sel = 0;
    }
    if (sel == 1) // want "SIMT deadlock"
        goto retry;
    if (t < 31) {
        atomic_xchg(flag, 0);
        goto retry;
    }
    atomic_xchg(flag, 0);
}
