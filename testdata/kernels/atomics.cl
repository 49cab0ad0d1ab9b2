// atomics.cl: every 32-bit atomic of the mini-C builtin list (atomic_add,
// atomic_sub, atomic_inc, atomic_dec, atomic_min, atomic_max, atomic_and,
// atomic_or, atomic_xor, atomic_cmpxchg, atomic_xchg and the atom_
// spellings) on contended locations. Atomic read-modify-writes commute, so
// the final values are exact under any interleaving. The value returned by
// atomic_inc drives a divergent branch: exactly one thread sees the last
// ticket. Shared writes without loops: nothing flagged.
//
// simtc:launch grid=2 block=64 warp=32 counters=int32[10]:0,0,0,0,1000,0,0,0,0,7 bits=uint32[3]:0,4294967295,0
// simtc:expect counters=[8128,-256,128,-128,-27,381,128,128,5,135]
// simtc:expect bits=[4294967295,4294901760,3]

kernel void atomics(volatile global int *counters, volatile global uint *bits)
{
    int gid = get_global_id(0);
    int n = get_global_size(0);
    atomic_add(&counters[0], gid);
    atomic_sub(&counters[1], 2);
    int ticket = atomic_inc(&counters[2]);
    atomic_dec(&counters[3]);
    atomic_min(&counters[4], 100 - gid);
    atomic_max(&counters[5], gid * 3);
    atom_add(&counters[6], 1);
    if (ticket == n - 1)
        atomic_xchg(&counters[7], n); // only the last ticket holder
    atomic_cmpxchg(&counters[8], 0, 5);     // only the first succeeds
    atom_inc(&counters[9]);
    atomic_or(&bits[0], 1u << (gid % 32));
    atomic_and(&bits[1], ~(1u << (gid % 16)));
    atomic_xor(&bits[2], 1u << (gid % 3));
}
