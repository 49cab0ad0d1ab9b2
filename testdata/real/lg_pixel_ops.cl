// lg_pixel_ops.cl: per-pixel image operations as filters and tone mappers
// write them on float4 RGBA pixels: a smoothstep tone curve (scalar and
// per-channel edges), thresholds with step and the vector relational
// functions (isgreater, isless, isnotequal, isordered, isunordered on
// float4, with a NaN channel), masks combined by select, bitselect, any
// and all, channel swizzles by shuffle and shuffle2 with masks computed at
// run time, and the saturating conversions back to 8-bit and 16-bit
// channels (convert_uchar4_sat, convert_int4_sat_rte, convert_short4_sat,
// convert_float4_rtz …). OpenCL C 6.13.6, 6.13.12 and 6.2.3.
//
// simtc:launch grid=1 block=16 warp=8 src=float32[64]:iota dst=uint8[64] flags=int32[64] out=float32[64] ints=int32[48]
// simtc:expect dst=[43,254,4,0,0,71,243,19,51,31,105,255,255,82,36,143,175,244,128,54,83,218,243,182,226,101,247,254,255,244,129,240,255,243,252,181,235,243,244,253,240,243,252,249,240,243,244,242,240,243,252,250,240,243,244,255,240,243,252,243,240,243,244,245]
// simtc:expect flags=[-26,-24,-9,-26,-25,-24,-9,-26,-25,-20,-8,-26,-25,-24,-8,-27,-25,-24,-8,-27,-24,-24,-8,-25,-24,-24,-8,-25,-24,-20,-8,-25,-8,-24,-24,-25,-8,-24,-8,-25,-8,-25,-8,-24,-8,-25,-8,-24,-8,-20,-8,-8,-8,-25,-8,-8,-8,-25,-8,-8,-8,-27,-8,-8]
// simtc:expect out=[1.25,1.2308198,0.23081985,0.14583334,1.0167369,1.2790425,0.5290424,0.016736863,0.32954025,0.31329304,1.2468221,1.3263624,0.63172853,0.33339792,0.4883536,1.3615448,1.3650948,0.87239313,0.4620799,0.4758102,0.8478947,1.4323409,1.051014,0.5155307,0.66422445,1.0839121,1.2438705,1.1461082,1.3237252,0.63691765,1.251215,1.408041,1.2409692,1.2248517,0.67707455,1.4743656,1.2152588,0.9984619,0.9652022,0.8328092,0.98861593,1.2619355,1.2425629,1.0672722,1.3584857,1.5739055,1.9405355,0.82152855,1.2055078,1.928055,1.8683311,1.7062941,2.1742406,1.2750742,2.0878499,2.056065,2.265628,2.3113642,0.90379953,2.159181,0.97476465,2.875,1.2528076,0.047281902]
// simtc:expect ints=[-187986201,-143329897,29830798,-355199929,-114032944,117525658,-280320978,-61308501,111960600,695653355,14774340,99414155,1002066678,114386288,48203605,659513304,237435748,47471419,412105376,383922687,13213672,647416880,553837116,58388151,940038688,747209111,66283704,94816960,964008484,3055403,23724992,1204245487,1920853,115795456,1467919867,5933007,1702387200,1755020815,51361287,1438699232,2065581331,52840294,2083293439,-2147475939,-2091883447,1888882784,-2147473366,66687539]

typedef struct {
    float4 lo, hi;
} tone_t;

float4 tone(float4 p, tone_t t)
{
    return smoothstep(t.lo, t.hi, p) * 0.5f + smoothstep(0.0f, 0.75f, p) * 0.5f;
}

kernel void lg_pixel_ops(global const float4 *src, global uchar4 *dst, global int4 *flags, global float4 *out, global int *ints)
{
    int i = get_global_id(0);
    float4 s = src[i] * (1.0f / 64.0f);
    float4 p = s;
    p.y = 1.0f - s.y;
    p.z = s.z * 0.5f + 0.25f;
    p.w = s.w * s.w - 0.05f;
    tone_t t;
    t.lo = (float4)(0.0f);
    t.hi = (float4)(0.9f);
    t.lo.yw = p.xz * 0.25f;
    t.hi.z = 1.0f;
    float4 c = tone(p, t);

    // relational masks; one channel of some pixels is NaN
    float zero = src[0].x;
    float4 q = p;
    if (i % 5 == 2)
        q.y = zero / zero;
    int4 hot = isgreater(q, c);
    int4 dark = isless(q, (float4)(0.05f));
    int4 bad = isunordered(q, c) | isnotequal(q, q);
    int4 ok = isordered(q, (float4)(0.5f)) & islessequal(c, (float4)(1.0f)) & isgreaterequal(c, (float4)(0.0f));
    float4 edges = s.wzyx;
    int4 same = isequal(step(0.5f, p), step(edges, p));
    flags[i] = hot + 2 * dark + 4 * bad + 8 * ok + 16 * same;

    float4 lifted = select(c, c * 0.5f + 0.25f, dark);
    int4 sel = (int4)(0x7fffff);
    sel.y = 0;
    sel.z = -1;
    sel.w = 0x7f800000;
    int4 bits = bitselect(as_int4(lifted), as_int4(p), sel);
    float4 mixed = select(lifted, as_float4(bits), isgreater(p, (float4)(0.5f)));

    // swizzles: RGBA to BGRA, and a rotation across two pixels
    uint4 m = (uint4)((uint)i);
    m.y += 1u;
    m.z += 2u;
    m.w += 7u;
    float4 next = src[(i + 1) % 16] * (1.0f / 48.0f);
    out[i] = shuffle2(mixed, next, m) + shuffle(c, m.wzyx * 3u);

    float4 bias = edges * 320.0f - 20.0f;
    uchar4 px = convert_uchar4_sat(c * 255.0f + bias);
    uchar4 rounded = convert_uchar4_sat_rte(p * 255.0f);
    dst[i] = shuffle(px, convert_uchar4(m.zyxw)) ^ (rounded & (uchar)0x0f);

    int4 fixed = convert_int4_sat_rte(p * 1.7e8f * (float)(i + 1));
    short4 narrow = convert_short4_sat(fixed >> 4);
    float4 back = convert_float4_rtz(fixed + (int4)(16777217)) - convert_float4(narrow);
    ints[3 * i] = fixed.x ^ fixed.y ^ fixed.z ^ fixed.w;
    ints[3 * i + 1] = convert_int_sat(p.w * 3.0e9f) + convert_int_sat_rte(p.x * 1000.5f) + convert_uchar_sat_rtn(p.z * 300.0f) +
                      convert_short_sat_rtp(p.y * -40000.0f) + any(hot) * 1000 + all(ok) * 10000 + any(signbit(p)) * 100000;
    ints[3 * i + 2] = as_int(back.x) ^ as_int(back.y) ^ as_int(back.z) ^ as_int(back.w);
}
