// fft_radix2.cl: radix-2 butterflies on float2 complex numbers in local
// memory, in the style of SHOC's FFT: complex multiply helpers taking and
// returning float2, twiddles from sincos/native_cos, barriers between
// stages. The result is scaled to integers.
//
// simtc:launch grid=1 block=8 warp=8 data=float32[32]:1,0,2,0,3,0,4,0,5,0,6,0,7,0,8,0,8,0,7,0,6,0,5,0,4,0,3,0,2,0,1,0 out=int32[32]
// simtc:expect out=[7200,0,-100,-19,-400,-165,-100,-66,-1600,-1600,-100,-149,-400,-965,-100,-502,0,0,-99,502,-399,965,-100,149,-1599,1600,-99,66,-400,165,-99,19]

#define N 16

static float2 cmul(float2 a, float2 b)
{
    float2 r;
    r.x = a.x * b.x - a.y * b.y;
    r.y = a.x * b.y + a.y * b.x;
    return r;
}

kernel void fft_radix2(global const float2 *data, global int *out)
{
    local float2 buf[N];
    int t = get_local_id(0);
    buf[t] = data[t];
    buf[t + N / 2] = data[t + N / 2];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int hw = 1; hw < N; hw <<= 1) {
        int group = t / hw;
        int k = t % hw;
        int i = group * 2 * hw + k;
        int j = i + hw;
        float c;
        float s = sincos(-3.14159265f * (float)k / (float)hw, &c);
        float2 w;
        w.x = c;
        w.y = s;
        float2 u = buf[i];
        float2 v = cmul(buf[j], w);
        barrier(CLK_LOCAL_MEM_FENCE);
        buf[i] = u + v;
        buf[j] = u - v;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[2 * t] = (int)(buf[t].x * 100.0f);
    out[2 * t + 1] = (int)(buf[t].y * 100.0f);
    out[2 * (t + N / 2)] = (int)(buf[t + N / 2].x * 100.0f);
    out[2 * (t + N / 2) + 1] = (int)(buf[t + N / 2].y * 100.0f);
}
