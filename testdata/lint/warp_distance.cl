// warp_distance.cl: a writer and a waiter a warp apart (issue 31): thread 0
// publishes a value and raises a flag, thread 32 waits for it. They are
// selected by constant thread ids 32 apart, so with warps of up to 32
// threads they are in different warps and the wait is no SIMT deadlock;
// with 64-thread warps they would share one and the waiter would spin
// while the stack holds the writer. lint assumes --warp 32 (and says so
// with --notes: warp-size); lint --warp 64 reports the loop.
//
// simtc:launch grid=1 block=64 warp=32 flag=int32[1] val=int32[2]
// simtc:expect flag=[1]
// simtc:expect val=[7,8]
// simtc:expect status=ok mech=pdom

kernel void warp_distance(volatile global int *flag, volatile global int *val)
{
    int tid = get_local_id(0);
    if (tid == 0) {
        val[0] = 7;
        atomic_xchg(flag, 1);
    } else if (tid == 32) {
        while (*flag == 0)
            ;
        val[1] = val[0] + 1;
    }
}
