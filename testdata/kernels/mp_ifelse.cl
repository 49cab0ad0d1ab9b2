// mp_ifelse.cl: the divergent if/else of ElTantawy et al., "A Scalable
// Multi-Path Microarchitecture for Efficient GPU Control Flow" (HPCA 2014),
// Fig. 2 (executed in Fig. 3 with the single-path stack and in Fig. 5 with
// Multi-Path IPDOM).
//
// Block A ends in a branch on thread id parity; B (even lanes) and C (odd
// lanes) each start with a long-latency load followed by dependent ALU work,
// and reconverge at D, the IPDOM. The single-path stack runs B then C and
// leaves the load latency exposed; Multi-Path IPDOM interleaves the two
// splits and hides it. No synchronization, nothing flagged.
//
// simtc:launch grid=1 block=32 a=int32[32]:iota b=int32[32]:iota out=int32[32]
// simtc:expect out=[0,12,8,22,16,32,24,42,32,52,40,62,48,72,56,82,64,92,72,102,80,112,88,122,96,132,104,142,112,152,120,162]

kernel void mp_ifelse(global const int *a, global const int *b, global int *out)
{
    // BB_A
    int id = get_global_id(0);
    int x = a[id];
    int r;
    if (id % 2 == 0) {
        // BB_B
        r = b[id] * 3;
        r = r + x;
    } else {
        // BB_C
        r = b[id] * 5;
        r = r + 7;
    }
    // BB_D
    out[id] = r;
}
