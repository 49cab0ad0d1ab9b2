// mp_nested.cl: nested divergence, ElTantawy et al., "A Scalable Multi-Path
// Microarchitecture for Efficient GPU Control Flow" (HPCA 2014), Fig. 6.
//
// The figure's code with a 4-thread warp: A branches on id % 2 to B (even)
// or C (odd); C branches again to D (id == 1) or E (id == 3); D and E
// reconverge at F, the IPDOM of the inner branch; B and F reconverge at G,
// the IPDOM of the outer branch. Here id == 1 is written id % 4 == 1 so that
// every group of four lanes of a 32-wide warp behaves like the figure's warp.
// Multi-Path IPDOM has three parallel splits (B, D, E) in flight. No
// synchronization, nothing flagged.
//
// simtc:launch grid=1 block=32 out=int32[32]
// simtc:expect out=[100,36,102,-12,104,60,106,12,108,84,110,36,112,108,114,60,116,132,118,84,120,156,122,108,124,180,126,132,128,204,130,156]

kernel void mp_nested(global int *out)
{
    // BB_A
    int id = get_local_id(0);
    int r = id;
    if (id % 2 == 0) {
        // BB_B
        r = r + 100;
    } else {
        // BB_C
        r = r * 2;
        if (id % 4 == 1) {
            // BB_D
            r = r + 10;
        } else {
            // BB_E
            r = r - 10;
        }
        // BB_F
        r = r * 3;
    }
    // BB_G
    out[get_global_id(0)] = r;
}
