// vec_cast.cl: vector pointers viewed as other types, as OpenCL 2.0 code
// does it: a private float4 passed to a helper taking a generic pointer
// (an addrspacecast to a generic vector pointer at -O0), a float4 array
// copied to another with a structure assignment (llvm.memcpy on the
// <4 x float>* cast to i8*), and a byte view of a vector buffer.
//
// simtc:launch grid=1 block=8 warp=8 src=float32[32]:iota dst=float32[32] bytes=uint32[8]
// simtc:expect dst=[4,7,10,13,16,19,22,25,28,31,34,37,40,43,46,49,52,55,58,61,64,67,70,73,76,79,82,85,56,59,62,65]
// simtc:expect bytes=[4128768,4210688,4276480,4276480,4276480,4276480,4276480,4276480]

typedef struct { float4 v[2]; } pair;

void scale(float4 *p, float s)
{
    *p = *p * s;
}

kernel void vec_cast(global const float4 *src, global float4 *dst, global uint *bytes)
{
    int i = get_global_id(0);
    float4 a = src[i];
    scale(&a, 2.0f);
    pair q, r;
    q.v[0] = a;
    q.v[1] = src[(i + 1) % 8];
    r = q;
    dst[i] = r.v[i % 2] + r.v[1 - i % 2];
    global const uchar *c = (global const uchar *)(src + i);
    bytes[i] = c[0] + 256 * c[3] + 65536 * c[7];
}
