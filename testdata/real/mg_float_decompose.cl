// mg_float_decompose.cl: splits floats into mantissa, exponent and parts in
// the style of a normalization/quantization pass (frexp and ldexp to
// rescale, modf and fract to split, ilogb for the bucket, remquo to fold
// into a period, minmag/maxmag to pick a neighbour, and nextafter,
// copysign, fdim, logb), on ordinary values and the OpenCL edge cases
// (±0, ±inf, NaN, a subnormal, the largest float). Exact results are
// stored as their bits (one NaN); rootn, hypot and cbrt scaled to integers.
//
// simtc:launch grid=1 block=16 warp=16 vals=float32[16]:iota out=int32[272] shift=3
// simtc:expect out=[2139095040,0,2139095040,0,2139095040,0,2139095040,2147483647,2143289344,0,2139169605,2139095039,-1077936128,2139095040,-42,-14,-527326592,-8388608,0,-8388608,-2147483648,-8388608,-2147483648,-8388608,2147483647,2143289344,0,-2130706433,-8388609,-1069547520,2139095040,-21,-14,2130706432,2143289344,0,2143289344,2143289344,2143289344,2143289344,2143289344,2147483647,2143289344,0,0,2143289344,-1073741824,2143289344,-42,-14,1681915904,-2147483648,0,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,0,1077280768,0,-1069547520,-8388608,-112,284,2139095040,0,0,0,0,0,0,0,-2147483648,0,0,-1073610752,0,1077936128,-8388608,-134,203,-8388608,1058120320,-132,596520,74565,0,74565,0,-133,74565,0,-1080220859,74564,1077936128,-1023082496,-182,121,-8388608,1065353215,128,2139095040,0,2139095039,0,2139095039,127,0,0,-1045430273,2139095038,-1077936129,1123942400,-409,-14,872415231,-1090519040,-125,-2113929216,-2139095040,-2147483648,1065353215,-1082130432,-126,-2139095040,0,-1102053376,-2139095041,-1069547520,-1023672320,530,40,-8388608,-1086980096,2,-1045037056,-1084751872,-1073741824,1042284544,-1069547520,1,1059586048,-2,-5636096,-1070202881,-1069547520,1065353216,-4001,-1107,-8388607,-1090387968,2,-1048444928,-1124073472,-1073741824,1064828928,-1069547520,1,-1097859072,-1,-2147483648,-1073610753,-1069547520,1065353216,-3107,-979,-8388607,-1088684032,1,-1055129600,-1101004800,-1082130432,1061683200,-1073741824,0,1057488896,-1,-5636096,-1080295425,-1069547520,0,-2129,-759,-8388607,-1085276160,-1,-1068498944,-1093664768,-2147483648,1058537472,-1082130432,-2,-1093664768,0,-1051721728,-1093664769,-1069547520,-1073741824,-1153,-747,-8388608,1062207488,-1,1078984704,1053818880,0,1053818880,0,-2,1053818880,0,-1051721728,1053818879,1077936128,-1073741824,1776,733,-8388608,1058799616,1,1092354048,1046478848,1065353216,1046478848,1065353216,0,-1089994752,1,0,1067188223,2124414976,0,3368,1061,2143289345,1057095680,2,1099038720,1023410176,1073741824,1023410176,1073741824,1,1049624576,1,-1073610752,1073872895,2143551488,1065353216,4701,1469,-2147483647,1060503552,2,1102446592,1062731776,1073741824,1062731776,1073741824,1,-1087897600,2,1077280768,1077280767,-2144600064,1065353216,5924,1700,1]

typedef struct {
    float period;
    int shift;
} fold_t;

typedef struct {
    float mant;
    int exp;
} split_t;

static float special(int i, float v)
{
    switch (i) {
    case 0: return as_float(0x7f800000u);   /* +inf */
    case 1: return as_float(0xff800000u);   /* -inf */
    case 2: return as_float(0x7fc00000u);   /* NaN */
    case 3: return -0.0f;
    case 4: return 0.0f;
    case 5: return as_float(0x00012345u);   /* a subnormal */
    case 6: return as_float(0x7f7fffffu);   /* FLT_MAX */
    case 7: return -as_float(0x00800000u);  /* -FLT_MIN */
    default: return (v - 11.5f) * 0.8125f;
    }
}

static split_t split(float x)
{
    split_t s;
    s.mant = frexp(x, &s.exp);
    return s;
}

/* The bits of v, with one NaN (hardware NaNs differ in sign and payload). */
static int bits(float v)
{
    return v != v ? 0x7fc00000 : as_int(v);
}

/* v*k as an int, -7 when that is not a number in int's range. */
static int finite_scaled(float v, float k)
{
    float s = v * k;
    return fabs(s) <= 2e9f ? (int)s : -7;
}

kernel void mg_float_decompose(global const float *vals, global int *out, int shift)
{
    int i = get_global_id(0);
    int n = get_global_size(0);
    fold_t f = {1.75f, shift};
    float x = special(i, vals[i]);
    float y = special((i + 5) % n, vals[(i + 5) % n]);
    global int *o = out + 17 * i;

    split_t s = split(x);
    o[0] = bits(s.mant);
    o[1] = s.exp;
    o[2] = bits(ldexp(s.mant, s.exp + f.shift));

    float ip, fl;
    o[3] = bits(modf(x, &ip));
    o[4] = bits(ip);
    o[5] = bits(fract(x, &fl));
    o[6] = bits(fl);
    o[7] = ilogb(x);

    int q = 0;
    o[8] = bits(remquo(x, f.period, &q));
    o[9] = q;
    o[10] = bits(minmag(x, y)) ^ bits(maxmag(x, y));
    o[11] = bits(nextafter(x, 0.0f));
    o[12] = bits(copysign(3.0f, x)) + bits(fdim(x, 1.0f));
    o[13] = bits(logb(x));

    int acc = 0;
    for (int k = 1; k <= 3; k++) {
        acc += finite_scaled(rootn(x, k), 1000.0f);
        acc += finite_scaled(rootn(y, -k), 100.0f);
    }
    o[14] = acc;
    o[15] = finite_scaled(hypot(x, y), 100.0f) + finite_scaled(cbrt(x), 1000.0f);
    o[16] = bits(ldexp(x, -f.shift * 50)) + bits(ldexp(y, 200));
}
