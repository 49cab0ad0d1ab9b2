// noinline_returns.cl: found by TestSeeded (seed 1, kernel 19). Compiled
// with --no-inline, the device function helper has three returns, so its
// divergent branches post-dominate only the virtual exit and had no rpc:
// under pdom the threads that returned first ran on to the barrier while
// the others waited on the stack (status deadlock; mimd ok). Fixed by
// merging the returns of device functions (backend.Compile and the
// pipeline's merge-returns pass).
//
// difftest: inline=false nvidia=true ssde=false sync=false
// simtc:launch grid=1 block=8 warp=16 out=int32[32] cnt=int32[8] lock=int32[1] crit=int32[1] data=int32[16]:3,-1,4,1,-5,9,2,-6,5,3,-5,8,9,7,-9,3

int helper(int x, int y)
{
    if (x < y)
        return x * 2 + y;
    if (x == y)
        return 7;
    return y - x;
}

kernel void fuzz(global int *out, global int *cnt, volatile global int *lock, global int *crit, global int *data)
{
    int tid = get_local_id(0);
    int slot = get_global_id(0) * 4;
    int a = tid, b = data[tid & 15], c = 1;
    int pa[4];
    local int sh[64];
    pa[0] = 0; pa[1] = 1; pa[2] = 2; pa[3] = 3;
    sh[tid] = tid * 3;
    int k0 = 0;
    {
        for (k0 = 0; k0 < (out[slot + 3] & 3) + 1; k0++) {
             {
                if (!(out[slot + 0] != data[(b) & 15])) {
                    atomic_or(&cnt[2], (pa[b & 3] - data[(b) & 15]));
                    b = ((a + pa[c & 3]) | (7 ^ tid));
                }
                else {
                    atomic_inc(&cnt[a & 1]);
                    out[slot + 2] = ((pa[c & 3] * b) % (((4 | pa[c & 3]) & 7) + 1));
                    b = (((pa[b & 3] == data[(c) & 15]) ? tid : b) ^ (tid ^ data[(a) & 15]));
                    L2: ;
                }
                L1: ;
            }
        }
        a = (((tid % ((b & 7) + 1)) >= b) ? helper(a, 4) : ((6 > tid) ? data[(b) & 15] : data[(a) & 15]));
        L0: ;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    a += sh[(tid + 1) % get_local_size(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    {
        pa[data[(c) & 15] & 3] = (5 % ((tid & 7) + 1));
        a = (sh[tid] + data[(a) & 15] << ((pa[c & 3] / ((a & 7) + 1)) & 7));
        atomic_max(&cnt[6], (a + a));
    }
    out[slot + 0] += a; out[slot + 1] += b; out[slot + 2] += c;
}
