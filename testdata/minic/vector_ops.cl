// vector_ops.cl: colour-pixel vector code in the style of the image kernels
// of Rodinia and the AMD/NVIDIA SDK samples: uchar4 pixels, a weighted
// grey level, convert_int4 and convert_float4, swizzles read and written
// (.wzyx, .s02, .s13, .lo, .hi, .even, .odd, .x), component-wise compares
// giving -1 or 0, and float8 literals built from two float4s.
//
// simtc:launch grid=1 block=4 img=uint8[16]:10,200,30,255,120,80,160,40,0,0,0,0,255,255,255,255 gray=uint8[4] misc=int32[16] f8=float32[32]
// simtc:expect gray=[123,101,0,255]
// simtc:expect misc=[30,30,10,10,161,159,121,119,1,0,1,0,255,254,255,254]
// simtc:expect f8=[12,204,36,263,1,2,3,16,122,84,166,48,1,2,3,126,2,4,6,8,1,2,3,6,257,259,261,263,1,2,3,261]

kernel void rgba_ops(global const uchar4 *img, global uchar *gray,
                     global int4 *misc, global float8 *f8)
{
    int i = get_global_id(0);
    uchar4 px = img[i];
    uint g = (px.x * 77u + px.y * 150u + px.z * 29u) >> 8;
    gray[i] = (uchar)g;

    int4 v = convert_int4(px);
    v.wzyx = v;
    int4 m = v > (int4)(100);
    v.s02 = v.s13 + 1;
    misc[i] = v + m;

    float8 f = (float8)(convert_float4(px), (float4)(1.0f, 2.0f, 3.0f, 4.0f));
    f.lo = f.hi * 2.0f + f.lo;
    f.s7 = f.even.x + f.odd.w;
    f8[i] = f;
}
