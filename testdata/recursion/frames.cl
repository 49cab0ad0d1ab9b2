// frames.cl: recursion with a private array in every frame, and a
// pointer to the caller's array passed down: each level must get its own
// frame (the caller's array must survive the callee's).
//
// simtc:launch grid=1 block=16 out=int32[16]
// simtc:expect out=[301,2702,7003,13304,21701,32102,44403,301,2702,7003,13304,21701,32102,44403,301,2702]

int walk(private int *up, int n)
{
    int a[4];
    for (int i = 0; i < 4; i++)
        a[i] = n * 10 + i;
    int below = 0;
    if (n > 0)
        below = walk(a, n - 1);
    up[n % 4] += 1;
    return below + a[0] + a[3];
}

kernel void frames(global int *out)
{
    int t = get_global_id(0);
    int top[4];
    for (int i = 0; i < 4; i++)
        top[i] = 0;
    int s = walk(top, t % 7);
    out[t] = s * 100 + top[0] + top[1] * 2 + top[2] * 3 + top[3] * 4;
}
