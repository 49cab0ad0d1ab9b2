// minic_readvar_overflow.cl: frontend/minic crashed with "fatal error:
// stack overflow" in (*ssaState).readVar / readVarRecursive on this input
// (fixed: readVarChain). Found by FuzzChain (input d3a17590a68ec57e,
// generator of commit 20624c3), reduced by line deletion. The
// code after the constant-true `|| (0 < 7)) break;` is unreachable and holds
// a goto loop inside a switch without case labels. The generator makes
// constant conditions again.
int helper(int x, int y)
{
    return x;
}
// difftest: inline=true nvidia=false ssde=false sync=false
// simtc:launch grid=1 block=16 warp=4 out=int32[64] cnt=int32[4] lock=int32[1] crit=int32[1] data=int32[16]:iota
kernel void fuzz(global int *out, global int *cnt, volatile global int *lock, global int *crit, global int *data)
{
    int tid = get_local_id(0);
    int slot = get_global_id(0) * 4;
    int a = tid, b = data[tid & 15], c = 1;
    int pa[4];
    int k1 = 0;
    int k2 = 0;
    int k3 = 0;
    {
        do {
            if ((c - a) > tid || (0 < 7)) break;
            switch ((tid % ((2 & 7) + 1)) & 3) {
                L4: k2++;
                if (k2 + k3 < 2 && ((a + a) < a && (a < a))) goto L4;
                if (((a + a) + (a + a)) < a && ((a + a) < a && (a < a))) {
                }
            }
        } while (k1 < 1 && ((a + a) < a && (a < a)));
        L2: ;
    }
    out[slot + 0] += a; out[slot + 1] += b; out[slot + 2] += c;
}