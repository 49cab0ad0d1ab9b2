// collatz.cl: Collatz trajectory lengths, a do-while loop whose trip count
// differs wildly between neighbouring lanes (the loop-divergence case of
// ElTantawy et al., HPCA 2014, Sec. 2), capped at 200 steps.
//
// simtc:launch grid=2 block=64 warp=32 start=int32[128]:rand(151,1,500) len=int32[128]
// simtc:launch-paper grid=112 block=192 warp=32 start=int32[21504]:rand(151,1,500) len=int32[21504]
// simtc:expect len=[17,113,3,115,32,107,13,28,9,47,93,34,120,114,58,9,26,23,24,36,91,15,47,18,27,16,119,34,11,19,35,22,16,28,27,20,28,106,18,52,14,78,32,45,5,76,27,112,35,58,9,22,120,19,108,32,13,28,71,48,21,35,21,32,19,35,11,32,53,24,13,40,86,22,36,24,42,27,106,115,24,125,40,24,8,47,94,81,110,104,12,73,36,27,111,32,88,15,109,104,40,84,18,45,67,19,94,32,21,99,3,115,107,106,27,21,118,53,17,19,36,111,119,27,20,84,4,114]
// simtc:expect status=ok mech=pdom

kernel void collatz(global const int *start, global int *len)
{
    int id = get_global_id(0);
    int x = start[id];
    int n = 0;
    do {
        if (x & 1)
            x = 3 * x + 1;
        else
            x = x >> 1;
        n++;
    } while (x != 1 && n < 200);
    len[id] = n;
}
