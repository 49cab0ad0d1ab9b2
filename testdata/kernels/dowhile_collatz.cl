// dowhile_collatz.cl: a do/while loop with data-dependent, per-thread trip
// counts (Collatz stopping times). The loop diverges from its first
// iteration: lanes leave one by one and, under IPDOM, wait at the loop exit
// while the SIMD efficiency of the warp drops (activity factor, Diamos et
// al., MICRO 2011, Sec. 6.2; the loop case of ElTantawy & Aamodt, MICRO 2016,
// Fig. 2b). The exit depends on private values only: nothing flagged.
//
// simtc:launch grid=1 block=64 warp=32 start=int32[64]:iota steps=int32[64]
// simtc:expect steps=[3,1,7,2,5,8,16,3,19,6,14,9,9,17,17,4,12,20,20,7,7,15,15,10,23,10,111,18*3,106,5,26,13,13,21*3,34,8,109,8,29,16*3,104,11,24*3,11,11,112,112,19,32,19,32,19,19,107,107,6]

kernel void dowhile_collatz(global const int *start, global int *steps)
{
    int id = get_global_id(0);
    uint n = start[id] + 1;
    int s = 0;
    do {
        if (n % 2 == 0)
            n = n / 2;
        else
            n = 3 * n + 1;
        s++;
    } while (n != 1);
    steps[id] = s;
}
