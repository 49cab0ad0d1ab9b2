// collange_listing1.cl: Collange, "Stack-less SIMT reconvergence at low
// cost" (2011), Listing 1: a call to a device function f() inside a
// divergent if, with f defined after its caller.
//
// Under the min(PC) policy the lanes that skip the call sit at lower
// addresses than f's code (f is laid out after the kernel), so they are
// scheduled first and run on to the end of the kernel; the lanes inside f
// only reconverge with them at the exit. Arbitrating on min(SP:PC), the
// deeper call level (smaller stack pointer) wins, so the callers finish f
// first and everyone reconverges right after the if. f needs the prototype
// below because it is defined after the kernel. No synchronization, nothing
// flagged.
//
// simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
// simtc:expect out=[1,11,3,4,5,23,7,8,9,35,11,12,13,47,15,16,17,59,19,20,21,71,23,24,25,83,27,28,29,95,31,32]

int f(int x);

kernel void collange_listing1(global const int *in, global int *out)
{
    int id = get_global_id(0);
    int v = in[id];
    if (v % 4 == 1) { // divergent condition
        v = f(v);
    }
    v = v + 1;
    out[id] = v;
}

int f(int x)
{
    int r = 0;
    for (int i = 0; i < 3; i++)
        r += x * i;
    return r + 7;
}
