// tf_split_merge.cl: the split-merge ("virtual call") microbenchmark of
// Diamos et al., "SIMD Re-Convergence at Thread Frontiers" (MICRO 2011),
// Sec. 6 ("each thread in a warp executes a different function ... Then, in
// the body of each function, some threads call the same shared function").
//
// Mini-C has no function pointers, so the virtual call is a switch on the
// object's type (id % 4) that calls one of four methods; two of them call
// the shared helper. Under PDOM the lanes meet only after the switch, so the
// helper runs once per caller; thread frontiers (and min(SP:PC) without
// inlining) can run it cooperatively. Nothing flagged.
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
// simtc:expect out=[1,6,-4,21,5,2,94,49,9,198,27,77,13,64,5,105,17,20,-2,133,21,6,-4,161,25,2,94,189,29,198,27,217]

int shared_helper(int x)
{
    int r = 1;
    for (int i = 0; i < x % 5; i++)
        r = r * 3 + i;
    return r;
}

int method0(int x) { return x + 1; }

int method1(int x) { return shared_helper(x) * 2; }

int method2(int x) { return shared_helper(x + 3) - 5; }

int method3(int x) { return x * 7; }

kernel void tf_split_merge(global const int *in, global int *out)
{
    int id = get_global_id(0);
    int x = in[id];
    int r;
    switch (id % 4) {
    case 0:
        r = method0(x);
        break;
    case 1:
        r = method1(x);
        break;
    case 2:
        r = method2(x);
        break;
    default:
        r = method3(x);
        break;
    }
    out[id] = r;
}
