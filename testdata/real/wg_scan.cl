// wg_scan.cl: OpenCL 2.0 work-group scans and float reductions, as
// stream compaction (an exclusive add scan gives each kept item its
// output slot), running minima and maxima, prefix sums of float data,
// and the range of float data with a NaN in it (work_group_reduce_min
// and _max on floats ignore NaNs, as fmin and fmax do) use them; and a
// scan in a loop whose trip count is a parameter, which clang -O2 keeps
// as a loop (the scan's block is its latch, with phis of itself).
//
// simtc:launch grid=2 block=16 warp=8 p=int32[32]:iota f=float32[32]:iota out=int32[32] pos=int32[32] u=uint32[32] r=float32[32] s=float32[32] n=3 acc=int32[32]
// simtc:expect out=[1,2,4,5,7,8,10,11,13,14,0,0,0,0,0,0,16,17,19,20,22,23,25,26,28,29,31,0,0,0,0,0]
// simtc:expect pos=[89495,-49803,-49805,-49500,-49499,-49502,-49498,-49498,-49502,-49499,-49500,-49505,-49503,-49505,-49500,-49499,89697,-29599,-29599,-29603,-39600,-39601,-39606,-49604,-49606,-49501,-49500,-49503,-49499,-49499,-49503,-49500]
// simtc:expect u=[0,5,110,210,310,312,312,312,312,312,312,312,312,312,312,312,2,7,112,212,312,312,312,312,312,312,312,312,312,312,312,312]
// simtc:expect r=[-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5]
// simtc:expect s=[-409004,-404007.5,-403510.5,-803018.5,-803020.5,-802022,-801523,-801023.5,-800523.5,-800023,-799522,-799020.5,-798518.5,-798016,-797513,-797009.5,391004,404008.5,404513.5,-794994.5,-794988.5,-793982,-793475,-792967.5,-792459.5,-791951,-791442,-790932.5,-790422.5,-789912,-789401,-788889.5]
// simtc:expect acc=[-3,-3,-3,12,34,37,54,63,75,90,93,99,108,120,135,138,-3,-3,10,31,34,51,60,72,87,90,96,105,117,132,135,141]

kernel void wg_scan(global const int *p, global const float *f, global int *out, global int *pos, global uint *u,
                    global float *r, global float *s, int n, global int *acc)
{
    int i = get_global_id(0);
    int l = get_local_id(0);
    int x = p[i];
    int keep = x % 3 != 0;
    int slot = work_group_scan_exclusive_add(keep);
    if (keep)
        out[get_group_id(0) * 16 + slot] = x;
    int v = (x * 7) % 11 - 5;
    pos[i] = work_group_scan_inclusive_add(v) + 100 * work_group_scan_inclusive_max(v) +
             10000 * min(work_group_scan_exclusive_min(v), 9);
    u[i] = work_group_scan_inclusive_max((uint)(x * 5 % 13)) + 100 * work_group_scan_exclusive_max((uint)(x % 4));
    float y = f[i] * 0.5f - 4.0f;
    if (l == 3)
        y = NAN;
    float lo = work_group_reduce_min(y), hi = work_group_reduce_max(y);
    r[i] = lo * 1000.0f + hi;
    float z = y == y ? y : -8.0f;
    s[i] = work_group_scan_inclusive_add(z) + 1000.0f * fmax(work_group_scan_exclusive_max(z), -9.0f) +
           100000.0f * work_group_scan_inclusive_min(z);
    int a = 0;
    for (int k = 0; k < n; k++) {
        int w = work_group_scan_inclusive_add(x % 5 + k);
        a = w > 10 ? a + w : a - 1;
    }
    acc[i] = a;
}
