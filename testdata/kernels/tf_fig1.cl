// tf_fig1.cl: the unstructured CFG of Diamos et al., "SIMD Re-Convergence at
// Thread Frontiers" (MICRO 2011), Fig. 1, written with goto.
//
//     BB1 -> BB2, BB3      BB2 -> Exit, BB3      BB3 -> BB4, BB5
//     BB4 -> BB5, Exit     BB5 -> Exit
//
// Lanes T0..T3 of each group of four take the paths of Sec. 3:
//     T0: BB1 BB3 BB4 BB5   T1: BB1 BB2   T2: BB1 BB2 BB3 BB5   T3: BB1 BB2 BB3 BB4
// With PDOM every branch reconverges only at Exit, so BB3, BB4 and BB5 are
// fetched twice; thread frontiers (priority order BB1..BB5) merge [T0] with
// [T2, T3] at BB3 and run it once. No synchronization, nothing flagged.
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
// simtc:expect out=[13,4,2,55,33,12,10,95,53,20,18,135,73,28,26,175,93,36,34,215,113,44,42,255,133,52,50,295,153,60,58,335]

kernel void tf_fig1(global const int *in, global int *out)
{
    int id = get_global_id(0);
    int t = id % 4;
    int v = in[id];

    // BB1
    v = v + 1;
    if (t == 0)
        goto bb3;
    // BB2
    v = v * 2;
    if (t == 1)
        goto done;
bb3:
    v = v + 3;
    if (t == 2)
        goto bb5;
    // BB4
    v = v * 5;
    if (t == 3)
        goto done;
bb5:
    v = v - 7;
done:
    out[id] = v;
}
