// const_vectors.cl: constant-memory tables of vectors (colour palettes,
// filter taps), as image-processing kernels of the AMD APP SDK declare
// them: a constant float4 array and a constant float2 with initializers.
//
// simtc:launch grid=1 block=8 warp=8 out=float32[8]
// simtc:expect out=[4.5,40.5,108.5,4.5,40.5,108.5,4.5,40.5]

constant float4 palette[3] = {{1.0f, 2.0f, 3.0f, 4.0f}, {5.0f, 6.0f, 7.0f, 8.0f}, {9.0f, 10.0f, 11.0f, 12.0f}};
constant float2 bias = {0.5f, 1.5f};

kernel void const_vectors(global float *out)
{
    int i = get_global_id(0);
    float4 v = palette[i % 3];
    out[i] = v.x + v.y * v.z - v.w + bias.y;
}
