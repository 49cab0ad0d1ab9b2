// nested_lock_ssde.cl: SSDE must not create a deadlock (issue 14, class 3).
// The inner lock is taken only by the holder of the outer one, inside the
// SIMT-safe done-flag loop of Fig. 3 (ElTantawy & Aamodt, MICRO 2016); it
// starts taken and thread 32 (another warp) frees it. The inner loop's
// SafePDom (Algorithm 2) lies outside the outer loop, so the paper's SSDE
// routes the inner back edge through a switch after the outer loop, and the
// outer CAS branch then reconverges at that switch: the outer lock holder
// waits there while its warp-mates spin on the outer lock. The kernel as
// written runs to completion under IPDOM; the paper's rewrite deadlocks;
// checked placement (ssde.Apply) puts the switch inside the outer loop.
// Since issue 31 lint reports nothing here: the inner lock lies in the
// outer lock's critical section, which holds one thread at a time, so no
// warp-mate of its spinner can be the one to release it (the paper's
// Algorithm 1 still flags it; clang -O2 moves the critical section out of
// the done-flag loop, which deadlocks, and lint flags that build).
//
// simtc:launch grid=1 block=64 warp=32 outer=int32[1] inner=int32[1]:1 counter=int32[1] spin=int32[1]
// simtc:expect counter=[64]
// simtc:expect outer=[0]
// simtc:expect inner=[0]
// simtc:expect status=ok mech=pdom

kernel void nested_lock_ssde(volatile global int *outer, volatile global int *inner, global int *counter, volatile global int *spin)
{
    int tid = get_global_id(0);
    if (tid == 32) {
        for (int i = 0; i < 100; i++)
            *spin = i;
        atomic_xchg(inner, 0);
    }
    int done = 0;
    while (!done) {
        if (atomic_cmpxchg(outer, 0, 1) == 0) {
            while (atomic_cmpxchg(inner, 0, 1) != 0) {
            }
            *counter = *counter + 1;
            atomic_xchg(inner, 0);
            atomic_xchg(outer, 0);
            done = 1;
        }
    }
}
