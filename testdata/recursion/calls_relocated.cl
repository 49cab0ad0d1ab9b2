// calls_relocated.cl: not recursive; device functions called from both
// sides of a divergent branch, with private arrays. Under en-dwf at warp
// size 4 (quarters of one lane) threads of different home warps run in one
// formed warp at the same lane, and their ret targets must not mix (a
// simulator bug found with the recursive kernels here).
//
// simtc:launch grid=1 block=16 out=int32[16]
// simtc:expect out=[0,0,15,7,38,28,66,54,39,19,152,130,204,180,63,31]
int g(int n) { int a[3]; for (int i = 0; i < 3; i++) a[i] = n + i; return a[n % 3] * 2; }
int h(int n) { if (n % 3 == 0) return g(n) + 1; int r = 0; for (int i = 0; i < n; i++) r += g(i); return r; }
kernel void nr(global int *out) { int t = get_global_id(0); int v = 0; if (t % 2) v = h(t); else v = g(t) + h(t+1); out[t] = v; }
