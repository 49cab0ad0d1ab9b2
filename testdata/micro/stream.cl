// stream.cl: streaming reads, the bandwidth microbenchmark: every thread
// of a grid that fills the machine sums `reps` coalesced loads, lap
// after lap of the grid over the next grid × block words of `in` (all
// warps stream through the same rows together, as DRAM likes it), so
// every line is read once, from DRAM. The bandwidth is the difference of
// two runs' DRAM bytes over the difference of their cycles (sim/machine's
// TestMicrobenchmarks gives the grid from the machine's cores).
//
// simtc:launch grid=4 block=256 in=int32[16384] reps=4 out=int32[1024]

kernel void stream(global int *in, int reps, global int *out)
{
    int n = get_global_size(0);
    int g = get_global_id(0);
    int s = 0;
    for (int r = 0; r < reps; r++)
        s += in[r * n + g];
    out[g] = s;
}
