// array_max.cl: the Array Max microbenchmark (AM, after Microsoft's OpenMP
// "critical" example) of ElTantawy & Aamodt, "MIMD Synchronization on SIMT
// Architectures" (MICRO 2016), Tables I and V.
//
// A grid-stride loop over the array. A non-blocking test (is my element
// larger than the current maximum?) filters most elements before the
// critical section; inside the critical section, guarded by one global spin
// lock, the test is repeated and the maximum updated. The result is the
// array maximum whatever the interleaving. Under IPDOM the first warp to
// reach the lock has several lanes inside the if, and they deadlock as in
// Fig. 1.
//
// Algorithm 1 flags the acquire loop (release reachable from its exit). The
// grid-stride loop is not flagged: its exit depends on i and n only, even
// though its body reads *result.
//
// simtc:launch grid=2 block=64 warp=32 data=int32[256]:iota lock=int32[1] result=int32[1] n=256
// simtc:expect result=[255]
// simtc:expect lock=[0]
// simtc:expect status=deadlock mech=pdom

kernel void array_max(global const int *data, volatile global int *lock,
                      volatile global int *result, int n)
{
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        int v = data[i];
        if (v > *result) {
            while (atomic_cmpxchg(lock, 0, 1) != 0) { // want "SIMT deadlock"
            }
            if (v > *result)
                *result = v;
            atomic_xchg(lock, 0);
        }
    }
}
