// long_loop_nest.cl: found by FuzzChain (testdata/fuzz/FuzzChain/
// bd8189e0296a84ef, with the generator before
// loop nesting was bounded). A healthy loop nest without memory writes:
// with the default 100,000-cycle no-progress window, sim reports mimd
// "deadlock" at cycle 101,349; with a longer window it finishes ok at
// cycle 115,487. That is issue 19, point 1 (a sim bug, being fixed there);
// difftest runs with a 1,000,000-cycle window until then.
//
// difftest: inline=true nvidia=false ssde=false sync=false
// simtc:launch grid=2 block=49 warp=2 out=int32[392] cnt=int32[8] lock=int32[1] crit=int32[1] data=int32[16]:3,-1,4,1,-5,9,2,-6,5,3,-5,8,9,7,-9,3

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
    int k1 = 0;
    int k2 = 0;
    int k3 = 0;
    int k4 = 0;
    int k5 = 0;
    int k6 = 0;
    int k7 = 0;
    int k8 = 0;
    int k9 = 0;
    int k10 = 0;
    int k11 = 0;
    int k12 = 0;
    int k13 = 0;
    int k14 = 0;
    {
        for (k0 = 0; k0 < ((c % ((c & 7) + 1)) & 3) + 1; k0++) {
            for (k1 = 0; k1 < ((c % ((c & 7) + 1)) & 3) + 1; k1++) {
                for (k2 = 0; k2 < ((c % ((c & 7) + 1)) & 3) + 1; k2++) {
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    L3: ;
                }
                for (k3 = 0; k3 < ((c % ((c & 7) + 1)) & 3) + 1; k3++) {
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    L4: ;
                }
                L2: ;
            }
            for (k4 = 0; k4 < ((c % ((c & 7) + 1)) & 3) + 1; k4++) {
                for (k5 = 0; k5 < ((c % ((c & 7) + 1)) & 3) + 1; k5++) {
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    L6: ;
                }
                for (k6 = 0; k6 < ((c % ((c & 7) + 1)) & 3) + 1; k6++) {
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    L7: ;
                }
                L5: ;
            }
            L1: ;
        }
        for (k7 = 0; k7 < ((c % ((c & 7) + 1)) & 3) + 1; k7++) {
            for (k8 = 0; k8 < ((c % ((c & 7) + 1)) & 3) + 1; k8++) {
                for (k9 = 0; k9 < ((c % ((c & 7) + 1)) & 3) + 1; k9++) {
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    L10: ;
                }
                for (k10 = 0; k10 < ((c % ((c & 7) + 1)) & 3) + 1; k10++) {
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    L11: ;
                }
                L9: ;
            }
            for (k11 = 0; k11 < ((c % ((c & 7) + 1)) & 3) + 1; k11++) {
                for (k12 = 0; k12 < ((c % ((c & 7) + 1)) & 3) + 1; k12++) {
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    L13: ;
                }
                for (k13 = 0; k13 < ((c % ((c & 7) + 1)) & 3) + 1; k13++) {
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    c = ((c % ((c & 7) + 1)) % (((c % ((c & 7) + 1)) & 7) + 1));
                    L14: ;
                }
                L12: ;
            }
            L8: ;
        }
        L0: ;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    c += sh[(tid + 7) % get_local_size(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    {
        for (k14 = 0; k14 < ((a + a) & 3) + 1; k14++) {
            if (((a + a) + (a + a)) < a && ((a + a) < a && (a < a))) {
                if (((a + a) + (a + a)) < a && ((a + a) < a && (a < a))) {
                    a = ((a + a) + (a + a));
                    L18: ;
                }
                else {
                    a = ((a + a) + (a + a));
                    L19: ;
                }
                L17: ;
            }
            else {
                L20: ;
            }
            L16: ;
        }
        L15: ;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    a += sh[(tid + 1) % get_local_size(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    {
        L21: ;
    }
    out[slot + 0] += a; out[slot + 1] += b; out[slot + 2] += c;
}
