// collange_listing1_rec.cl: Collange, "Stack-less SIMT reconvergence at
// low cost" (2011), Listing 1 with a recursive f: a call to f() inside a
// divergent if, f defined after the kernel (laid out after it), and f
// calling itself to a depth that differs between threads (x = v % 8 is 1
// or 5 for the threads that call). Needs --no-inline.
//
// Arbitrating on min(SP:PC), the deepest thread goes first and the others
// wait at their return point; as the deep ones unwind they meet them there,
// at the same PC and the same SP, so threads reconverge inside f at each
// recursion depth, and everyone meets right after the if. Under plain
// min(PC) (--no-sp) the threads that skipped the call run the end of the
// kernel first, and threads at different depths of f are merged at the
// same PC only to split again at ret: they reconverge only at the end.
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
// simtc:expect out=[1,11,3,4,5,53,7,8,9,11,11,12,13,53,15,16,17,11,19,20,21,53,23,24,25,11,27,28,29,53,31,32]

int f(int x);

kernel void collange_listing1_rec(global const int *in, global int *out)
{
    int id = get_global_id(0);
    int v = in[id];
    if (v % 4 == 1) { // divergent condition
        v = f(v % 8);
    }
    v = v + 1;
    out[id] = v;
}

int f(int x)
{
    if (x <= 0)
        return 7;
    int r = 0;
    for (int i = 0; i < 3; i++)
        r += x * i;
    return r + f(x - 1);
}
