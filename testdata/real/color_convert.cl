// color_convert.cl: RGBA image processing in the style of the AMD APP SDK
// and Rodinia image kernels: uchar4 pixels, a uchar4 tint passed by value,
// a helper taking and returning uchar4, swizzles, float4 arithmetic and
// vector compares.
//
// Constructs: vector parameters and returns (<4 x i8>), vector allocas at
// -O0, shufflevector and insertelement beyond lane-wise scalarization,
// vector compares and selects.
//
// simtc:launch grid=1 block=16 warp=16 in=uint8[64]:iota out=uint8[64] grey=int32[16] tint=0x01020304
// simtc:expect grey=[1,3,5,7,9,11,13,15,1017,1019,1021,1023,1025,1027,1029,1031]
// simtc:expect out=[2,1,2,1,4,3,4,3,6,5,6,5,8,7,8,7,10,9,10,9,12,11,12,11,14,13,14,13,16,15,16,15,18,17,18,17,20,19,20,255,22,21,22,255,24,23,24,255,26,25,26,255,28,27,28,255,30,29,30,255,32,31,32,255]

static uchar4 blend(uchar4 a, uchar4 b)
{
    uchar4 r = a / (uchar4)(2) + b / (uchar4)(2);
    return r.zyxw;
}

kernel void color_convert(global const uchar4 *in, global uchar4 *out, global int *grey, uchar4 tint)
{
    int i = get_global_id(0);
    uchar4 p = in[i];
    uchar4 q = blend(p, tint);
    float4 f = convert_float4(q);
    float g = 0.299f * f.x + 0.587f * f.y + 0.114f * f.z;
    int4 bright = convert_int4(p) > (int4)(32);
    q.w = bright.x ? 255 : q.w;
    out[i] = q;
    grey[i] = (int)g + (bright.y & 1) * 1000;
}
