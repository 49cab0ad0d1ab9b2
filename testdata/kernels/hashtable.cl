// hashtable.cl: hash-table insertion with one lock per bucket, the HT kernel
// (KILO TM, Fung et al.) evaluated in ElTantawy & Aamodt, "MIMD
// Synchronization on SIMT Architectures" (MICRO 2016), Table I.
//
// Each thread hashes its key and inserts it into its bucket under the
// bucket's spin lock (Fig. 1 style). The lock makes a multi-word update
// atomic: the bucket's entry count and key checksum. Both updates commute, so
// the final table does not depend on the order of the insertions. Under
// IPDOM, two lanes of a warp that hash to the same bucket deadlock exactly as
// in Fig. 1 (here every bucket receives several keys from each warp).
//
// Algorithm 1 flags the acquire loop: its exit depends on
// atomic_cmpxchg(&locks[b]) and the release atomic_xchg(&locks[b]) is
// reachable from the loop exit (it may alias: same base, unknown index).
//
// simtc:launch grid=2 block=64 warp=32 keys=int32[128]:iota locks=int32[8] count=int32[8] sum=int32[8]
// simtc:expect count=[16*8]
// simtc:expect sum=[1072,1056,1040,1024,1008,992,976,960]
// simtc:expect locks=[0*8]
// simtc:expect status=deadlock mech=pdom

#define NBUCKETS 8
#define HASH(k) (((k) * 31 + 7) % NBUCKETS)

kernel void hashtable(global const int *keys, volatile global int *locks,
                      global int *count, global int *sum)
{
    int key = keys[get_global_id(0)];
    int b = HASH(key);
    while (atomic_cmpxchg(&locks[b], 0, 1) != 0) { // want "SIMT deadlock"
    }
    // critical section: a two-word update of the bucket
    count[b] = count[b] + 1;
    sum[b] = sum[b] + key;
    atomic_xchg(&locks[b], 0);
}
