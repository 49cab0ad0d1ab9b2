int f(int x) { return x > 0 ? f(x - 1) : 0; }
kernel void k(global int *p) { p[0] = f(3); }
// simtc:launch grid=1 block=32 p=int32[1]
