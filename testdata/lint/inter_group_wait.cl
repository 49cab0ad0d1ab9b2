// inter_group_wait.cl: a wait across work-groups (issue 31): group 0
// publishes its data and raises a flag; every thread of group 1 spins on
// the flag. The branch between the two roles is on the group id, uniform
// across every warp, so no warp holds both a waiter and the writer: no SIMT
// deadlock. The kernel needs the two work-groups to run at the same time
// (lint --notes says so: inter-group-wait).
//
// simtc:launch grid=2 block=32 warp=32 flag=int32[1] data=int32[32] out=int32[32]
// simtc:expect flag=[1]
// simtc:expect status=ok mech=pdom

kernel void inter_group_wait(volatile global int *flag, volatile global int *data, global int *out)
{
    int lid = get_local_id(0);
    if (get_group_id(0) == 0) {
        data[lid] = lid * 3;
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (lid == 0)
            atomic_xchg(flag, 1);
    } else {
        while (*flag == 0)
            ;
        out[lid] = data[lid] + 1;
    }
}
