// own_store_countdown.cl: a back-off countdown kept in memory, one cell per
// thread (issue 31): while (delay[b]--) ends on the thread's own stores.
// The store that decrements delay[b] is reachable from the loop's exit
// (round the enclosing loop), but its address is the same injective
// function of the thread's id as the read's: a warp-mate writes another
// cell, so it is not a redefining write for anyone else. (The countdown is
// volatile, as back-off counters are, so that the compiler keeps it.)
//
// simtc:launch grid=1 block=64 warp=32 delay=int32[64] out=int32[64]
// simtc:expect out=[3*64]
// simtc:expect delay=[-1*64]
// simtc:expect status=ok mech=pdom

kernel void own_store_countdown(volatile global int *delay, global int *out)
{
    int b = get_global_id(0);
    for (int r = 0; r < 3; r++) {
        delay[b] = (b + r) % 5;
        while (delay[b]--)
            ;
        out[b] += 1;
    }
}
