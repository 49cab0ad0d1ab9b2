// stride.cl: strided access, the coalescing microbenchmark: thread t of
// each warp loads in[t × stride] (4-byte words) 8 times, and stores one
// word. The transactions of a load are what the coalescer makes of 32
// addresses stride × 4 bytes apart (sim/machine's TestMicrobenchmarks
// checks them exactly against the machine's coalescing rule).
//
// simtc:launch grid=1 block=64 in=int32[4096] stride=1 out=int32[64]

kernel void stride(global int *in, int stride, global int *out)
{
    int t = get_local_id(0);
    volatile global int *p = in + (t % 32) * stride;
    int s = 0;
    for (int k = 0; k < 8; k++)
        s += p[0];
    out[t] = s;
}
