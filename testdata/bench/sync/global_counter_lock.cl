// global_counter_lock.cl: one coarse global lock around a read-modify-write
// of three words (the TL/coarse-grained case of ElTantawy & Aamodt, MICRO
// 2016, Table I), taken by every thread whose input passes a test: the
// busiest contention in the suite.
//
// simtc:launch grid=2 block=64 warp=32 in=int32[128]:rand(141,0,9) lock=int32[1] acc=int32[3]
// simtc:expect acc=[93,545,9]
// simtc:expect lock=[0]
// simtc:expect status=deadlock mech=pdom

kernel void global_counter_lock(global const int *in, volatile global int *lock, global int *acc)
{
    int v = in[get_global_id(0)];
    if (v >= 3) {
        while (atomic_cmpxchg(lock, 0, 1) != 0) {
        }
        acc[0] += 1;
        acc[1] += v;
        if (v > acc[2])
            acc[2] = v;
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        atomic_xchg(lock, 0);
    }
}
