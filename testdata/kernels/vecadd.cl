// vecadd.cl: vector addition, the non-divergent baseline. Every SIMT
// mechanism of the papers (IPDOM stack, Multi-Path, thread frontiers,
// min(SP:PC), AWARE, hybrid warp size) must behave identically here: no
// branch, every thread on the same path, activity factor 1.0 (Diamos et al.,
// MICRO 2011, Sec. 6.2). Nothing flagged.
//
// simtc:launch grid=2 block=32 a=int32[64]:iota b=int32[64]:iota c=int32[64]
// simtc:expect c=[0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,72,74,76,78,80,82,84,86,88,90,92,94,96,98,100,102,104,106,108,110,112,114,116,118,120,122,124,126]

kernel void vecadd(global const int *restrict a, global const int *restrict b,
                   global int *restrict c)
{
    int i = get_global_id(0);
    c[i] = a[i] + b[i];
}
