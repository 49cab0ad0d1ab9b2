// even_odd.cl: mutual recursion (is_even calls is_odd calls is_even);
// needs --no-inline.
//
// simtc:launch grid=1 block=32 out=int32[32]
// simtc:expect out=[0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11]

int is_odd(int n);

int is_even(int n)
{
    if (n == 0)
        return 1;
    return is_odd(n - 1);
}

int is_odd(int n)
{
    if (n == 0)
        return 0;
    return is_even(n - 1);
}

kernel void even_odd(global int *out)
{
    int t = get_global_id(0);
    int e = is_even(t * 3 + 1);
    int o = is_odd(t);
    out[t] = e * 10 + o;
}
