// geometry.cl: the OpenCL geometric, integer and relational builtins as
// particle, ray-tracing and hashing kernels use them (AMD APP SDK and SHOC
// style): dot, length, distance, normalize, cross, vload4/vstore4,
// sincos, fract, sign, step, select, bitselect, isnan/isinf/isfinite,
// any/all, popcount, clz, ctz, rotate, hadd, rhadd, abs_diff, mul_hi,
// add_sat, sub_sat, and a vector indexed by a variable. Float results are
// scaled to integers.
//
// simtc:launch grid=1 block=8 warp=8 p=float32[36]:1,2,3,0,4,5,6,0,-1,0.5,2,0,3,-2,1,0,0.25,0.75,-3,0,2,2,2,0,-4,1,0.5,0,1,1,1,0,9,8,7,0 out=int32[96] u=uint32[8]:1,7,255,65535,4294967295,2863311530,12345,305419896 f=float32[32]
// simtc:expect out=[3200,5190374,5400841,30000,311,1082130432,10334,3101,1,0,65534,3,1050,7820877,-6530756,70500,711,-1082130432,10334,2903,224,0,-2,12,-200,4820229,5399159,750,311,1077936128,10334,2408,261120,1,-1431655852,512,-375,5570374,-9889859,-30000,710,1048576000,10334,1616,2147450880,0,53190,77880,-400,5440310,9680247,10125,291,1073741824,10334,32,-1,7,-2,-1,-500,6260346,-4159091,30000,711,-1065353216,10334,10016,1431655765,3,-1431655767,-1431655763,-250,5020415,-6529244,10500,311,1065353216,10334,1806,1073744910,0,12338,12352,2400,12200173,5400841,10500,711,1091567616,10334,30313,-1851608128,7,305419659,305420151]
// simtc:expect f=[-2.7327387,6.5345225,-2.1982164,0,7.4558425,-13.430197,7.6837635,0,4.0635643,7.218218,1.3728715,0,6.0517836,8.715478,3.0172613,0,7.580582,-6.258253,-1.9669876,0,-0.42264974,-8.422649,10.577351,0,-0.46308684,4.740772,-4.8796144,0,-0.42264974,2.5773501,-0.42264974,0]

kernel void geometry(global const float *p, global int *out, global const uint *u, global float *f)
{
    int i = get_global_id(0);
    float4 a = vload4(i, p);
    float4 b = vload4(i + 1, p);
    int o = 12 * i;
    out[o] = (int)(dot(a, b) * 100.0f);
    out[o + 1] = (int)(length(a) * 100.0f) + (int)(distance(a, b) * 100.0f) * 10000;
    float4 n = normalize(a) + cross(a, b);
    vstore4(n, i, f);
    float c;
    float s = sincos(a.x, &c);
    float fl;
    float fr = fract(a.y * 1.5f, &fl);
    out[o + 2] = (int)(s * 1000.0f) + (int)(c * 1000.0f) * 10000;
    out[o + 3] = (int)(fr * 1000.0f) + (int)fl * 10000;
    out[o + 4] = (int)sign(a.z) * 10 + (int)step(0.5f, a.y) + (int)select(3.0f, 7.0f, i & 1) * 100;
    out[o + 5] = as_int(bitselect(a.x, b.x, as_float(0xffff0000u)));
    int4 nan = isnan(a / (float4)(a.w)) + isinf(b / (float4)(a.w)) * 2 + isfinite(a) * 4;
    out[o + 6] = nan.x + nan.y * 10 + nan.z * 100 + any(nan) * 1000 + all(nan < (int4)(0)) * 10000;
    uint x = u[i];
    uint y = u[(i + 3) & 7];
    out[o + 7] = popcount(x) + clz(x) * 100 + ctz(x) * 10000;
    out[o + 8] = rotate(x, (uint)i * 5u);
    out[o + 9] = hadd(x, y) ^ rhadd(x, y);
    out[o + 10] = abs_diff(x, y) + mul_hi(x, y);
    out[o + 11] = add_sat(x, y) - sub_sat(y, x) + (int)a[i & 3];
}
