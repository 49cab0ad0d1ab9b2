// shared_stride.cl: shared-memory strides, the bank-conflict
// microbenchmark: thread t of each warp reads word (t × stride) mod 1024
// of a shared array 8 times. With B banks of 4 bytes, a stride s access
// takes gcd(s, B) passes (sim/machine's TestMicrobenchmarks checks the
// passes per access exactly).
//
// simtc:launch grid=1 block=64 stride=1 out=int32[64]

kernel void shared_stride(int stride, global int *out)
{
    local int sh[1024];
    int t = get_local_id(0);
    for (int i = t; i < 1024; i += get_local_size(0))
        sh[i] = i;
    barrier(CLK_LOCAL_MEM_FENCE);
    volatile local int *p = sh + ((t % 32) * stride) % 1024;
    int s = 0;
    for (int k = 0; k < 8; k++)
        s += p[0];
    out[t] = s;
}
