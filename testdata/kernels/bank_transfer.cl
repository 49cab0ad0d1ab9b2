// bank_transfer.cl: two-lock bank transfer, the ATM kernel (KILO TM, Fung et
// al.) evaluated in ElTantawy & Aamodt, "MIMD Synchronization on SIMT
// Architectures" (MICRO 2016), Table I.
//
// Each thread moves tid+1 units from one account to another. It takes the
// two account locks in increasing account order (so no MIMD deadlock is
// possible), updates both balances and releases the locks. The balance
// updates commute, so the final balances are deterministic. Under IPDOM, two
// lanes of a warp that need the same first lock deadlock as in Fig. 1.
//
// Algorithm 1 flags both acquire loops. The first: its exit depends on
// atomic_cmpxchg(&locks[first]); the second loop's compare-and-swap and both
// releases are reachable from its exit and may alias it. The second: the
// releases are reachable from its exit. (The paper's Table III reports one
// true and one false detection for ATM at -O0; by Algorithm 1 with basic
// alias analysis both loops are flagged.)
//
// simtc:launch grid=1 block=64 warp=32 locks=int32[16] balance=int32[16] naccounts=16
// simtc:expect balance=[36,20,4,-12,36,20,4,-12,-28,20,4,-12,-28,-44,4,-12]
// simtc:expect locks=[0*16]
// simtc:expect status=deadlock mech=pdom

kernel void bank_transfer(volatile global int *locks, global int *balance, int naccounts)
{
    int tid = get_global_id(0);
    int from = tid % naccounts;
    int to = (tid * 5 + 3) % naccounts;
    if (to == from)
        to = (to + 1) % naccounts;
    int amount = tid + 1;
    int first = from < to ? from : to;
    int second = from < to ? to : from;

    while (atomic_cmpxchg(&locks[first], 0, 1) != 0) { // want "SIMT deadlock"
    }
    while (atomic_cmpxchg(&locks[second], 0, 1) != 0) { // want "SIMT deadlock"
    }
    balance[from] -= amount;
    balance[to] += amount;
    atomic_xchg(&locks[second], 0);
    atomic_xchg(&locks[first], 0);
}
