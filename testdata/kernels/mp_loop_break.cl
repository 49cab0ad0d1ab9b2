// mp_loop_break.cl: the unstructured loop of ElTantawy et al., "A Scalable
// Multi-Path Microarchitecture for Efficient GPU Control Flow" (HPCA 2014),
// Fig. 10 (executed in Fig. 11 with opportunistic early reconvergence).
//
//     do { A; if (cond1) { B; break; } else { C } } while (cond2); D
//
// The break gives the loop two exits (from B and from the latch after C).
// Threads leave in different iterations and through different exits, so
// splits of one warp can meet again in block B in different iterations: the
// early reconvergence opportunity that MP with OREC detects.
//
// The loop's exits depend only on private values (x is loaded from global
// memory before the loop), so Algorithm 1 reports nothing.
//
// simtc:launch grid=1 block=32 seed=int32[32]:iota out=int32[32]
// simtc:expect out=[3910,102604,101300,1810,105205,101306,105209,101302,102601,4010,3310,2610,1910,105203,6910,100004,101307,103909,4110,102603,103900,101305,1310,105207,102602,100000,4910,4210,102609,103901,100001,103905]

kernel void mp_loop_break(global const int *seed, global int *out)
{
    int id = get_global_id(0);
    int x = seed[id];
    int i = 0;
    do {
        // BB_A
        x = (x * 5 + 3) % 64;
        if (x % 13 == 0) {
            // BB_B
            x = x + 1000;
            break;
        } else {
            // BB_C
            x = x + i;
        }
        i++;
    } while (i < 10);
    // BB_D
    out[id] = x * 100 + i;
}
