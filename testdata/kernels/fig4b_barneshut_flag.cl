// fig4b_barneshut_flag.cl: ElTantawy & Aamodt, "MIMD Synchronization on SIMT
// Architectures" (MICRO 2016), Fig. 4 (right scenario), modelled on the sort
// kernel of BarnesHut (Burtscher & Pingali): an inner self loop waits for a
// ready flag that other threads set later in the enclosing outer loop.
//
// Cells of a complete binary tree are numbered 1..nnodes, root first (the
// children of cell k are 2k and 2k+1). Each thread walks its cells top-down
// (k, k + global size, ...). Before a cell can be processed its start value
// must have been published by the thread that processed its parent; start 0
// means "not ready yet", so the thread spins in the inner do/while. The
// thread then records the cell and publishes start = s + 1 for its children.
// On a MIMD machine the waits resolve level by level. Under IPDOM the root
// thread blocks at the join of the if/else (or at the inner loop's exit) before
// it publishes anything, while its warp-mates spin in the self loop: deadlock.
// Parents may need more than one outer iteration to release a child, which
// is why the safe reconvergence point is the outer loop's exit.
//
// Algorithm 1 flags the inner do/while only: its exit reads start[k], and the
// stores to start[2k] and start[2k+1] are reachable from its exit (through
// the outer loop's back edge). The outer loop's exit depends only on
// private values.
//
// simtc:launch grid=1 block=64 warp=32 start=int32[128] depth=int32[128] nnodes=127
// simtc:expect depth=[0,1,2*2,3*4,4*8,5*16,6*32,7*64]
// simtc:expect start=[0,0,2*2,3*4,4*8,5*16,6*32,7*64]
// simtc:expect status=deadlock mech=pdom

kernel void fig4b_barneshut_flag(volatile global int *start, global int *depth, int nnodes)
{
    int k = get_global_id(0) + 1;
    int dec = get_global_size(0);
    int s;
    while (k <= nnodes) {
        if (k == 1) {
            s = 1; // the root's start is known
        } else {
            do { s = start[k]; } while (s == 0); // want "SIMT deadlock"
        }
        depth[k] = s;
        if (2 * k <= nnodes)
            start[2 * k] = s + 1;
        if (2 * k + 1 <= nnodes)
            start[2 * k + 1] = s + 1;
        k += dec;
    }
}
