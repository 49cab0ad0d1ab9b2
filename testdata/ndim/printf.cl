// printf.cl: printf from a 2-D launch (issue 27 item 7): every thread
// prints one line whose format depends on its x (the warp diverges), with
// integer, string, float, hex and OpenCL vector conversions, and thread 0
// prints one more after a barrier. The lines (their set: the order is by
// cycle, which depends on the mechanism) are the same from every form,
// under every mechanism: driver/printf_test.go.
//
// simtc:launch grid=2,1 block=2,2 out=int32[8]
// simtc:expect out=[0,1,2,3,4,5,6,7]

kernel void printf_ids(global int *out)
{
    int x = get_global_id(0), y = get_global_id(1);
    int i = y * get_global_size(0) + x;
    out[i] = i;
    if (x % 2 == 0)
        printf("even x=%d y=%d i=%03d %s %.2f %#x\n", x, y, i, "ok", 0.5f * i, i * 17);
    else
        printf("odd %v2hld %c\n", (int2)(x, y), 'a' + i);
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (i == 0)
        printf("%5.1e|%-4d|%+d|%g|%%\n", 1234.5, 7, 3, 0.0001);
}
