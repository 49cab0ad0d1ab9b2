// null_alloca.cl: the address of a private variable is never null. The
// first alloca of a kernel used to get private address 0, so &x == 0 and
// "p != 0" was false; private frames now start after an 8-byte null guard.
// null_alloca.O0.ll is clang-14's output (spir64, as testdata/llvm/regen.sh
// makes -O0 files): clang keeps the comparisons with null there, but its
// first alloca is the slot of the parameter, so it passed before as well.
//
// simtc:launch grid=1 block=4 out=int32[8]
// simtc:expect out=[3,3,3,3,1,1,1,1]
kernel void nullk(global int *out) {
    int t = get_global_id(0);
    int x = t;
    private int *p = &x;
    out[t] = (p != 0) + 2 * (*p == t);
    int arr[2];
    arr[0] = t;
    private int *q = &arr[0];
    out[4 + t] = (q != 0);
}
