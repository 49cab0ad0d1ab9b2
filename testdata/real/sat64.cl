// sat64.cl: saturating 64-bit arithmetic (OpenCL C 6.13.3 add_sat and
// sub_sat on long and ulong), as fixed-point accumulators and byte
// counters that must not wrap use it; clang -O2 emits llvm.sadd.sat.i64,
// llvm.ssub.sat.i64, llvm.uadd.sat.i64 and llvm.usub.sat.i64, -O0 the
// mangled builtins.
//
// simtc:launch grid=1 block=8 warp=8 a=int64[8]:iota b=uint64[8]:iota r=int64[8] u=uint64[8]
// simtc:expect r=[-9223372036854775808,9223372036854775807,9223372036854775807,-9223372036854775808,9223372036854775788,9223372036854775789,9223372036854775790,9223372036854775791]
// simtc:expect u=[18446744073709551615,0,18446744073709551615,0,18446744073709551604,3,18446744073709551606,5]

kernel void sat64(global const long *a, global const ulong *b, global long *r, global ulong *u)
{
    int i = get_global_id(0);
    long x = a[i];
    ulong y = b[i];
    long big = 0x7ffffffffffffff0L;
    ulong ubig = 0xfffffffffffffff0UL;
    long s;
    ulong v;
    switch (i % 4) {
    case 0:
        s = add_sat(-big, -x - 100);
        v = add_sat(ubig, y + 100);
        break;
    case 1:
        s = add_sat(big, x + 100);
        v = sub_sat(y, y + 1);
        break;
    case 2:
        s = sub_sat(big, -x - 100);
        v = add_sat(ubig + y, (ulong)20);
        break;
    default:
        s = sub_sat(-big, x + 100);
        v = sub_sat(y + 1, y + 1);
        break;
    }
    if (i >= 4) {
        s = add_sat(big, x - 8);
        v = i % 2 ? sub_sat(y, (ulong)2) : add_sat(ubig, y);
    }
    r[i] = s;
    u[i] = v;
}
