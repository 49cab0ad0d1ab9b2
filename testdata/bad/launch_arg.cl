kernel void k(global int *p) { p[0] = 1; }
// simtc:launch grid=1 block=32 q=int32[1]
