// readonly_bound.cl: a loop bounded by values read from a buffer the kernel
// never writes, inside a device function (issue 31, "quiet on code without
// synchronization"; -O0 as quiet as -O2). At -O0 the helper spills its
// pointer arguments to allocas and reloads them; after inlining, the
// spills are stored once where the call was, so the reloads are the
// caller's pointers, and rows, which no store reaches, cannot redefine the
// bound. (The kernel adds its results up atomically, so it synchronizes
// and lint's rule for code without synchronization does not decide it.)
//
// simtc:launch grid=1 block=32 warp=32 rows=int32[33]:iota cols=int32[64] out=int32[32] total=int32[1]
// simtc:expect out=[3*32]
// simtc:expect total=[96]
// simtc:expect status=ok mech=pdom

static int scan_row(global const int *rows, global int *cols, int g)
{
    int s = 0;
    for (int i = rows[g]; i < rows[g + 1]; i++) {
        s += cols[i] + 1;
        cols[i] = s;
    }
    return s;
}

kernel void readonly_bound(global const int *rows, global int *cols, global int *out, global int *total)
{
    int g = get_global_id(0);
    for (int r = 0; r < 2; r++)
        out[g] += scan_row(rows, cols, g);
    atomic_add(total, out[g]);
}
