// black_scholes.cl: option pricing in the style of SHOC/Parboil's
// Black-Scholes kernels, float and double, with the OpenCL math builtins
// (exp, log, sqrt, rsqrt, fabs, pow, cos, atan, floor, fmin, fmax, mad,
// mul24, native_exp, half_sqrt). Results are scaled to integers so that
// they do not depend on the last bits of the transcendental functions.
//
// simtc:launch grid=1 block=32 warp=32 s=float32[32]:iota out=int32[64] rate=0.05
// simtc:expect out=[1,37,2,36,7,36,21,34,46,31,84,27,134,23,195,17,264,1865,341,1965,424,204,512,319,604,434,699,549,797,665,897,779,999,893,1102,1008,1206,1122,1311,1235,1417,1349,1524,1463,1631,1576,1739,1689,1847,1802,1956,1915,2064,2027,2173,2140,2282,2253,2392,2365,2501,2477,2611,2590]

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

static float cnd(float d)
{
    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f;
    const float a4 = -1.821255978f, a5 = 1.330274429f;
    float k = 1.0f / (1.0f + 0.2316419f * fabs(d));
    float c = 0.39894228f * exp(-0.5f * d * d) * k *
              (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
    return d > 0 ? 1.0f - c : c;
}

static double cndd(double d)
{
    double k = 1.0 / (1.0 + 0.2316419 * fabs(d));
    double c = 0.39894228 * exp(-0.5 * d * d) * k * (0.31938153 + k * -0.356563782);
    return d > 0 ? 1.0 - c : c;
}

kernel void black_scholes(global const float *s, global int *out, float rate)
{
    int i = get_global_id(0);
    float price = 10.0f + s[i];
    float strike = 20.0f;
    float t = 0.5f + 0.05f * (float)mul24(i, 3);
    float vol = 0.3f;
    float sq = sqrt(t);
    float d1 = (log(price / strike) + (rate + 0.5f * vol * vol) * t) / (vol * sq);
    float d2 = d1 - vol * sq;
    float call = price * cnd(d1) - strike * exp(-rate * t) * cnd(d2);
    float extra = fmin(pow(price, 0.5f), fmax(cos(price), atan(price))) + rsqrt(t) * native_exp(0.1f) + half_sqrt(t);
    float m = mad(floor(call), 2.0f, 1.0f);
    double dd = (double)d1;
    double calld = (double)price * cndd(dd) - 20.0 * exp(-(double)rate * (double)t) * cndd(dd - 0.3 * sqrt((double)t));
    out[2 * i] = (int)(call * 100.0f) + (int)m - 2 * (int)floor(call);
    out[2 * i + 1] = (int)(calld * 100.0) + (int)(extra * 10.0f);
}
