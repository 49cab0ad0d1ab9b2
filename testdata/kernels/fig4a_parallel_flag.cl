// fig4a_parallel_flag.cl: ElTantawy & Aamodt, "MIMD Synchronization on SIMT
// Architectures" (MICRO 2016), Fig. 4 (left scenario): a wait loop whose flag
// is set on a path *parallel* to the loop, i.e. on the other side of a
// divergent branch.
//
// Even and odd lanes of every warp diverge. Each side first raises its own
// flag and then waits for the flag raised by the other side: a two-way
// handshake, so each wait loop has its redefining write on the parallel path.
// On a MIMD machine both sides meet. Under a SIMT stack the sides are
// serialized (Constraint-1): whichever side runs first waits forever for a
// flag that only the postponed side can raise, so the kernel deadlocks under
// pdom whatever order the stack picks for the two sides.
//
// Algorithm 1 flags both wait loops: each exit condition reads a flag, and a
// store to that flag sits in a block parallel to the loop (lines 9-11,
// "parallel"). Algorithm 2 moves each loop's safe reconvergence point to the
// join of the if/else (the branch's IPDOM), the dark block of Fig. 4.
//
// simtc:launch grid=1 block=64 warp=32 flags=int32[2] out=int32[64]
// simtc:expect flags=[1,1]
// simtc:expect out=[11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21]
// simtc:expect status=deadlock mech=pdom

kernel void fig4a_parallel_flag(volatile global int *flags, global int *out)
{
    int lid = get_local_id(0);
    int r;
    if (lid % 2 == 0) {
        flags[0] = 1;
        while (flags[1] == 0) { // want "SIMT deadlock"
        }
        r = 10 + flags[1];
    } else {
        flags[1] = 1;
        while (flags[0] == 0) { // want "SIMT deadlock"
        }
        r = 20 + flags[0];
    }
    out[get_global_id(0)] = r;
}
