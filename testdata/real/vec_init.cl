// vec_init.cl: vector constants as initializers, as image and physics
// kernels write them: a private float4 array initialized with constant
// vectors (at -O0 clang copies a constant [3 x <4 x float>] into it),
// float4 locals set to constant vectors (at -O0, stores of <4 x float>
// constants), and a global vector buffer set to one. Brace initializers
// rather than OpenCL's (float4)(…) literals, so that the kernel also
// compiles as C for internal/corpus's TestRealNative.
//
// simtc:launch grid=1 block=8 warp=8 out=float32[8] acc=float32[32]
// simtc:expect out=[34.375,334.375,102.375,415,71.875,495,214.375,390.625]
// simtc:expect acc=[0,-0.25,-0.375,1.5,10,19.75,29.625,41.5,-2,-0.25,1.625,17.5,12.5,25.5,38.5,51.5,2,0.75,0.125,9.5,4.5,19.5,34.5,79.5,6,11.75,17.625,25.5,13,21.25,30.375,53.5]

kernel void vec_init(global float *out, global float4 *acc)
{
    int i = get_global_id(0);
    float4 w[3] = {{1.0f, 2.0f, 3.0f, 4.0f}, {0.5f, 0.25f, 0.125f, 2.0f}, {-1.0f, 0.0f, 1.0f, 8.0f}};
    float4 bias = {0.5f, 1.5f, 2.5f, 3.5f};
    const float4 ten = {10.0f, 20.0f, 30.0f, 40.0f}, neg = {-1.0f, -2.0f, -3.0f, -4.0f};
    float4 v = w[i % 3] * (float)i + bias;
    if (i % 2)
        w[1] = ten;
    v += w[1];
    acc[i] = neg;
    acc[i] += v;
    out[i] = v.x + 2.0f * v.y + 3.0f * v.z + 4.0f * v.w;
}
