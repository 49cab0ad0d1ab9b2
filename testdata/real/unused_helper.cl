// unused_helper.cl: a kernel file that also defines a host-style debugging
// helper nobody calls (printf), as real code bases often do. The kernel must
// import; the helper is only reported if something uses it.
//
// simtc:launch grid=1 block=32 warp=32 v=int32[32]:iota
// simtc:expect v=[0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62]

void debug_dump(global const int *v, int n)
{
    for (int i = 0; i < n; i++)
        printf("v[%d] = %d\n", i, v[i]);
}

kernel void unused_helper(global int *v)
{
    int i = get_global_id(0);
    v[i] = v[i] * 2;
}
