// leader_lock.cl: the leader-thread lock (issue 31, class "one thread per
// warp reaches the loop"): only get_local_id(0) == 0 of each work-group
// takes the lock, so no warp has two threads in the spin loop and no
// warp-mate of the spinner can be the one holding the lock. The release is
// reachable from the loop's exit, as in Fig. 1 (ElTantawy & Aamodt, MICRO
// 2016), but only the spinning thread itself runs it: no SIMT deadlock.
//
// simtc:launch grid=4 block=64 warp=32 lock=int32[1] total=int32[1]
// simtc:expect total=[10]
// simtc:expect lock=[0]
// simtc:expect status=ok mech=pdom

kernel void leader_lock(volatile global int *lock, volatile global int *total)
{
    if (get_local_id(0) == 0) {
        while (atomic_cmpxchg(lock, 0, 1) != 0)
            ;
        *total = *total + get_group_id(0) + 1;
        atomic_xchg(lock, 0);
    }
}
