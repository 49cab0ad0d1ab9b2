/*
 * real_ints.h: the OpenCL integer, relational, vector and conversion
 * builtins the lg_*.cl kernels of testdata/real use, for their native run
 * (internal/corpus's TestRealNative), written from the OpenCL C 2.0
 * specification with clang's overloadable C functions on the
 * ext_vector types. Names real_prelude.h already defines for one type
 * (mul_hi, rotate, clz, popcount, select, step) are redirected to
 * overload sets that keep those definitions' behaviour for that type.
 */
#define SIMTC_OL static __attribute__((overloadable))

typedef unsigned char uchar16 __attribute__((ext_vector_type(16)));
typedef short short4 __attribute__((ext_vector_type(4)));
typedef unsigned short ushort4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef unsigned uint2 __attribute__((ext_vector_type(2)));
typedef long long2 __attribute__((ext_vector_type(2)));
typedef ulong ulong2 __attribute__((ext_vector_type(2)));

/* mul_hi, mad_hi: the high half of the double-width product. */
SIMTC_OL uint simtc_mul_hi(uint x, uint y) { return (uint)(((ulong)x * y) >> 32); }
SIMTC_OL int simtc_mul_hi(int x, int y) { return (int)(((long)x * y) >> 32); }
SIMTC_OL ulong simtc_mul_hi(ulong x, ulong y) { return (ulong)(((unsigned __int128)x * y) >> 64); }
SIMTC_OL long simtc_mul_hi(long x, long y) { return (long)(((__int128)x * y) >> 64); }
#define mul_hi simtc_mul_hi
#define mad_hi(a, b, c) (simtc_mul_hi((a), (b)) + (c))

/* mad_sat: a*b + c clamped to the type's range. */
SIMTC_OL int mad_sat(int a, int b, int c)
{
	long v = (long)a * b + c;
	return v > 2147483647L ? 2147483647 : v < -2147483648L ? (int)-2147483648L : (int)v;
}
SIMTC_OL uint mad_sat(uint a, uint b, uint c)
{
	ulong v = (ulong)a * b + c;
	return v > 0xffffffffUL ? 0xffffffffu : (uint)v;
}
SIMTC_OL long mad_sat(long a, long b, long c)
{
	__int128 v = (__int128)a * b + c;
	return v > (__int128)0x7fffffffffffffffL ? 0x7fffffffffffffffL : v < -(__int128)0x7fffffffffffffffL - 1 ? (long)(1UL << 63) : (long)v;
}
SIMTC_OL ulong mad_sat(ulong a, ulong b, ulong c)
{
	unsigned __int128 v = (unsigned __int128)a * b + c;
	return v > (unsigned __int128)~0UL ? ~0UL : (ulong)v;
}

/* upsample(hi, lo) = hi << w | lo, in twice the width. */
SIMTC_OL int upsample(short hi, ushort lo) { return (int)((uint)(int)hi << 16 | lo); }
SIMTC_OL uint upsample(ushort hi, ushort lo) { return (uint)hi << 16 | lo; }
SIMTC_OL long upsample(int hi, uint lo) { return (long)((ulong)(long)hi << 32 | lo); }
SIMTC_OL ulong upsample(uint hi, uint lo) { return (ulong)hi << 32 | lo; }

/* rotate, clz, popcount, lane by lane on uint4. */
SIMTC_OL uint simtc_rotate(uint x, uint n) { n &= 31; return n ? (x << n) | (x >> (32 - n)) : x; }
SIMTC_OL uint4 simtc_rotate(uint4 x, uint4 n)
{
	uint4 r = {simtc_rotate(x.x, n.x), simtc_rotate(x.y, n.y), simtc_rotate(x.z, n.z), simtc_rotate(x.w, n.w)};
	return r;
}
SIMTC_OL uint simtc_clz(uint x) { return x ? __builtin_clz(x) : 32; }
SIMTC_OL uint4 simtc_clz(uint4 x) { uint4 r = {simtc_clz(x.x), simtc_clz(x.y), simtc_clz(x.z), simtc_clz(x.w)}; return r; }
SIMTC_OL ulong simtc_clz(ulong x) { return x ? __builtin_clzl(x) : 64; }
SIMTC_OL uint simtc_popcount(uint x) { return __builtin_popcount(x); }
SIMTC_OL uint4 simtc_popcount(uint4 x)
{
	uint4 r = {__builtin_popcount(x.x), __builtin_popcount(x.y), __builtin_popcount(x.z), __builtin_popcount(x.w)};
	return r;
}
SIMTC_OL ulong simtc_popcount(ulong x) { return __builtin_popcountl(x); }
#define rotate simtc_rotate
#define clz simtc_clz
#define popcount simtc_popcount

/* The relational functions: 1/0 on scalars, -1/0 lanes on vectors (the
 * ext_vector comparisons give those). isnotequal and isunordered are true
 * for NaNs. */
#undef isequal
#undef isnotequal
#undef isgreater
#undef isgreaterequal
#undef isless
#undef islessequal
#undef islessgreater
#undef isordered
#undef isunordered
#define SIMTC_REL(name, sexpr, vexpr)                                          \
	SIMTC_OL int name(float a, float b) { return (sexpr) ? 1 : 0; }        \
	SIMTC_OL int4 name(float4 a, float4 b) { return (vexpr); }
SIMTC_REL(isequal, a == b, a == b)
SIMTC_REL(isnotequal, a != b, a != b)
SIMTC_REL(isgreater, a > b, a > b)
SIMTC_REL(isgreaterequal, a >= b, a >= b)
SIMTC_REL(isless, a < b, a < b)
SIMTC_REL(islessequal, a <= b, a <= b)
SIMTC_REL(isordered, a == a && b == b, (a == a) & (b == b))
SIMTC_REL(isunordered, a != a || b != b, (a != a) | (b != b))
SIMTC_OL int4 simtc_signbit(float4 v) { int4 r = {signbit(v.x) ? -1 : 0, signbit(v.y) ? -1 : 0, signbit(v.z) ? -1 : 0, signbit(v.w) ? -1 : 0}; return r; }
#undef signbit
#define signbit simtc_signbit
SIMTC_OL int simtc_any(int4 v) { return v.x < 0 || v.y < 0 || v.z < 0 || v.w < 0; }
SIMTC_OL int simtc_all(int4 v) { return v.x < 0 && v.y < 0 && v.z < 0 && v.w < 0; }
#define any simtc_any
#define all simtc_all

/* select(a, b, c) and bitselect on vectors; step and smoothstep (the
 * Hermite form t*t*(3 - 2*t) of the clamped t), edges scalar or not. */
SIMTC_OL float simtc_select(float a, float b, int c) { return c ? b : a; }
SIMTC_OL float4 simtc_select(float4 a, float4 b, int4 c) { return c < 0 ? b : a; }
SIMTC_OL int4 simtc_select(int4 a, int4 b, int4 c) { return c < 0 ? b : a; }
#define select simtc_select
SIMTC_OL int4 simtc_bitselect(int4 a, int4 b, int4 c) { return (a & ~c) | (b & c); }
SIMTC_OL float simtc_bitselect(float a, float b, float c) { return as_float((as_int(a) & ~as_int(c)) | (as_int(b) & as_int(c))); }
#define bitselect simtc_bitselect
SIMTC_OL float simtc_step(float e, float x) { return x < e ? 0 : 1; }
SIMTC_OL float4 simtc_step(float e, float4 x) { float4 r = {simtc_step(e, x.x), simtc_step(e, x.y), simtc_step(e, x.z), simtc_step(e, x.w)}; return r; }
SIMTC_OL float4 simtc_step(float4 e, float4 x) { float4 r = {simtc_step(e.x, x.x), simtc_step(e.y, x.y), simtc_step(e.z, x.z), simtc_step(e.w, x.w)}; return r; }
#define step simtc_step
SIMTC_OL float smoothstep(float e0, float e1, float x)
{
	float t = fminf(fmaxf((x - e0) / (e1 - e0), 0.0f), 1.0f);
	return t * t * (3.0f - 2.0f * t);
}
SIMTC_OL float4 smoothstep(float e0, float e1, float4 x)
{
	float4 r = {smoothstep(e0, e1, x.x), smoothstep(e0, e1, x.y), smoothstep(e0, e1, x.z), smoothstep(e0, e1, x.w)};
	return r;
}
SIMTC_OL float4 smoothstep(float4 e0, float4 e1, float4 x)
{
	float4 r = {smoothstep(e0.x, e1.x, x.x), smoothstep(e0.y, e1.y, x.y), smoothstep(e0.z, e1.z, x.z), smoothstep(e0.w, e1.w, x.w)};
	return r;
}

/* shuffle and shuffle2: lane k is x[mask[k] mod n] (of x then y). */
SIMTC_OL uchar4 shuffle(uchar4 x, uchar4 m) { uchar4 r; for (int k = 0; k < 4; k++) r[k] = x[m[k] & 3]; return r; }
SIMTC_OL float4 shuffle(float4 x, uint4 m) { float4 r; for (int k = 0; k < 4; k++) r[k] = x[m[k] & 3]; return r; }
SIMTC_OL float4 shuffle2(float4 x, float4 y, uint4 m)
{
	float4 r;
	for (int k = 0; k < 4; k++)
		r[k] = (m[k] & 4) ? y[m[k] & 3] : x[m[k] & 3];
	return r;
}
SIMTC_OL int4 shuffle2(int4 x, int4 y, uint4 m)
{
	int4 r;
	for (int k = 0; k < 4; k++)
		r[k] = (m[k] & 4) ? y[m[k] & 3] : x[m[k] & 3];
	return r;
}

/* Conversions with saturation and rounding modes. */
static float simtc_round(float x, int mode) { return mode == 1 ? rintf(x) : mode == 2 ? ceilf(x) : mode == 3 ? floorf(x) : truncf(x); }
static long simtc_sat_f(float x, int mode, long lo, long hi)
{
	if (x != x)
		return 0;
	x = simtc_round(x, mode);
	return x <= (float)lo ? lo : x >= (float)hi + 1.0f ? hi : (long)x;
}
#define SIMTC_CVT1(T, suffix, mode, lo, hi) \
	SIMTC_OL T convert_##T##_sat##suffix(float x) { return (T)simtc_sat_f(x, mode, lo, hi); }
#define SIMTC_CVT4(T, suffix, mode, lo, hi)                                    \
	SIMTC_OL T##4 convert_##T##4_sat##suffix(float4 x)                      \
	{                                                                      \
		T##4 r = {(T)simtc_sat_f(x.x, mode, lo, hi), (T)simtc_sat_f(x.y, mode, lo, hi), \
			  (T)simtc_sat_f(x.z, mode, lo, hi), (T)simtc_sat_f(x.w, mode, lo, hi)}; \
		return r;                                                      \
	}
SIMTC_CVT1(int, , 0, -2147483648L, 2147483647L)
SIMTC_CVT1(int, _rte, 1, -2147483648L, 2147483647L)
SIMTC_CVT1(uchar, _rtn, 3, 0, 255)
SIMTC_CVT1(short, _rtp, 2, -32768, 32767)
SIMTC_CVT4(uchar, , 0, 0, 255)
SIMTC_CVT4(uchar, _rte, 1, 0, 255)
SIMTC_CVT4(int, _rte, 1, -2147483648L, 2147483647L)
SIMTC_OL short4 convert_short4_sat(int4 x)
{
	short4 r;
	for (int k = 0; k < 4; k++)
		r[k] = x[k] < -32768 ? -32768 : x[k] > 32767 ? 32767 : x[k];
	return r;
}
SIMTC_OL uchar convert_uchar_sat(int x) { return x < 0 ? 0 : x > 255 ? 255 : x; }
/* int to float toward zero: the nearest float, stepped toward zero when
 * it is farther from zero than x. */
static float simtc_rtz(int x)
{
	float f = (float)x;
	if ((long)f > (long)x && x > 0 || (long)f < (long)x && x < 0)
		f = nextafterf(f, 0.0f);
	return f;
}
SIMTC_OL float4 convert_float4_rtz(int4 x) { float4 r = {simtc_rtz(x.x), simtc_rtz(x.y), simtc_rtz(x.z), simtc_rtz(x.w)}; return r; }
/* as_T between vectors of one size: clang's vector casts keep the bits. */
#define as_int4(v) ((int4)(v))
#define as_float4(v) ((float4)(v))
#define convert_uchar4(v) __builtin_convertvector((v), uchar4)
/* add_sat and sub_sat on int too (real_prelude.h's default is uint). */
static int simtc_add_sat_i(int x, int y) { long s = (long)x + y; return s > 2147483647L ? 2147483647 : s < -2147483648L ? (int)-2147483648L : (int)s; }
static int simtc_sub_sat_i(int x, int y) { long s = (long)x - y; return s > 2147483647L ? 2147483647 : s < -2147483648L ? (int)-2147483648L : (int)s; }
#undef add_sat
#undef sub_sat
#define add_sat(x, y) _Generic((x), long: simtc_add_sat_l, ulong: simtc_add_sat_ul, int: simtc_add_sat_i, default: simtc_add_sat_u)((x), (y))
#define sub_sat(x, y) _Generic((x), long: simtc_sub_sat_l, ulong: simtc_sub_sat_ul, int: simtc_sub_sat_i, default: simtc_sub_sat_u)((x), (y))

/* Wide vectors (lg_byte_lanes.cl). */
typedef unsigned char uchar8 __attribute__((ext_vector_type(8)));
typedef unsigned short ushort8 __attribute__((ext_vector_type(8)));
typedef unsigned uint8 __attribute__((ext_vector_type(8)));
typedef double double2 __attribute__((ext_vector_type(2)));
#define SIMTC_LANES(N, expr) for (int k = 0; k < (N); k++) r[k] = (expr)
SIMTC_OL ushort8 simtc_sub_sat_v(ushort8 x, ushort8 y) { ushort8 r; SIMTC_LANES(8, x[k] > y[k] ? x[k] - y[k] : 0); return r; }
SIMTC_OL ushort8 simtc_add_sat_v(ushort8 x, ushort8 y) { ushort8 r; SIMTC_LANES(8, x[k] + y[k] > 0xffff ? 0xffff : x[k] + y[k]); return r; }
SIMTC_OL uchar16 simtc_add_sat_v(uchar16 x, uchar16 y) { uchar16 r; SIMTC_LANES(16, x[k] + y[k] > 0xff ? 0xff : x[k] + y[k]); return r; }
#undef add_sat
#undef sub_sat
#define add_sat(x, y) _Generic((x), long: simtc_add_sat_l, ulong: simtc_add_sat_ul, int: simtc_add_sat_i, ushort8: simtc_add_sat_v, \
	uchar16: simtc_add_sat_v, default: simtc_add_sat_u)((x), (y))
#define sub_sat(x, y) _Generic((x), long: simtc_sub_sat_l, ulong: simtc_sub_sat_ul, int: simtc_sub_sat_i, ushort8: simtc_sub_sat_v, \
	default: simtc_sub_sat_u)((x), (y))
SIMTC_OL uint8 upsample(ushort8 hi, ushort8 lo) { uint8 r; SIMTC_LANES(8, (uint)hi[k] << 16 | lo[k]); return r; }
SIMTC_OL ushort8 upsample(uchar8 hi, uchar8 lo) { ushort8 r; SIMTC_LANES(8, (ushort)(hi[k] << 8 | lo[k])); return r; }
SIMTC_OL ushort8 mad_sat(ushort8 a, ushort8 b, ushort8 c) { ushort8 r; SIMTC_LANES(8, (uint)a[k] * b[k] + c[k] > 0xffff ? 0xffff : (uint)a[k] * b[k] + c[k]); return r; }
SIMTC_OL uchar16 shuffle(uchar16 x, uchar16 m) { uchar16 r; SIMTC_LANES(16, x[m[k] & 15]); return r; }
SIMTC_OL uchar16 shuffle2(uchar16 x, uchar16 y, uchar16 m) { uchar16 r; SIMTC_LANES(16, (m[k] & 16) ? y[m[k] & 15] : x[m[k] & 15]); return r; }
SIMTC_OL uchar16 simtc_rotate(uchar16 x, uchar16 n) { uchar16 r; SIMTC_LANES(16, (uchar)(x[k] << (n[k] & 7) | x[k] >> ((8 - (n[k] & 7)) & 7))); return r; }
SIMTC_OL ulong2 simtc_rotate(ulong2 x, ulong2 n) { ulong2 r; SIMTC_LANES(2, (n[k] & 63) ? x[k] << (n[k] & 63) | x[k] >> (64 - (n[k] & 63)) : x[k]); return r; }
SIMTC_OL uchar16 simtc_popcount(uchar16 x) { uchar16 r; SIMTC_LANES(16, __builtin_popcount(x[k])); return r; }
SIMTC_OL ulong2 simtc_popcount(ulong2 x) { ulong2 r; SIMTC_LANES(2, __builtin_popcountl(x[k])); return r; }
SIMTC_OL uchar16 simtc_clz(uchar16 x) { uchar16 r; SIMTC_LANES(16, x[k] ? __builtin_clz(x[k]) - 24 : 8); return r; }
SIMTC_OL ulong2 simtc_clz(ulong2 x) { ulong2 r; SIMTC_LANES(2, x[k] ? __builtin_clzl(x[k]) : 64); return r; }
SIMTC_OL ulong2 simtc_mul_hi(ulong2 x, ulong2 y) { ulong2 r; SIMTC_LANES(2, simtc_mul_hi(x[k], y[k])); return r; }
SIMTC_OL long2 simtc_mul_hi(long2 x, long2 y) { long2 r; SIMTC_LANES(2, simtc_mul_hi(x[k], y[k])); return r; }
#define as_long2(v) ((long2)(v))
#define convert_double2(v) __builtin_convertvector((v), double2)

SIMTC_OL int4 simtc_isnan(float4 v) { return simtc_isnan4(v); }
SIMTC_OL int4 simtc_isinf(float4 v) { return simtc_isinf4(v); }
SIMTC_OL int4 simtc_isfinite(float4 v) { return simtc_isfinite4(v); }
SIMTC_OL long2 simtc_isnan(double2 v) { return v != v; }
SIMTC_OL long2 simtc_isinf(double2 v) { long2 r; SIMTC_LANES(2, __builtin_isinf(v[k]) ? -1 : 0); return r; }
SIMTC_OL long2 simtc_isfinite(double2 v) { long2 r; SIMTC_LANES(2, __builtin_isfinite(v[k]) ? -1 : 0); return r; }
#undef isnan
#undef isinf
#undef isfinite
#define isnan simtc_isnan
#define isinf simtc_isinf
#define isfinite simtc_isfinite
SIMTC_OL long2 isgreater(double2 a, double2 b) { return a > b; }
SIMTC_OL int isless(double a, double b) { return a < b; }
SIMTC_OL int islessgreater(double a, double b) { return a < b || a > b; }
SIMTC_OL int isunordered(double a, double b) { return a != a || b != b; }
SIMTC_OL double2 simtc_select(double2 a, double2 b, long2 c) { return c < 0 ? b : a; }
SIMTC_OL double smoothstep(double e0, double e1, double x)
{
	double t = fmin(fmax((x - e0) / (e1 - e0), 0.0), 1.0);
	return t * t * (3.0 - 2.0 * t);
}
static long simtc_sat_d(double x, int mode, long lo, long hi)
{
	if (x != x)
		return 0;
	x = mode == 1 ? rint(x) : mode == 2 ? ceil(x) : mode == 3 ? floor(x) : trunc(x);
	if (lo == (long)(1UL << 63))
		return x < -0x1p63 ? lo : x >= 0x1p63 ? hi : (long)x;
	return x <= (double)lo ? lo : x >= (double)hi + 1.0 ? hi : (long)x;
}
SIMTC_OL int convert_int_sat(double x) { return (int)simtc_sat_d(x, 0, -2147483648L, 2147483647L); }
SIMTC_OL int convert_int_sat_rtp(double x) { return (int)simtc_sat_d(x, 2, -2147483648L, 2147483647L); }
SIMTC_OL long2 convert_long2_sat_rtn(double2 x)
{
	long2 r;
	SIMTC_LANES(2, simtc_sat_d(x[k], 3, (long)(1UL << 63), 0x7fffffffffffffffL));
	return r;
}
SIMTC_OL uint convert_uint_sat(long x) { return x < 0 ? 0 : x > 0xffffffffL ? 0xffffffffu : (uint)x; }
/* double to float toward zero and upward: the nearest float, stepped
 * when it lies on the wrong side of x. */
SIMTC_OL float convert_float_rtz(double x)
{
	float f = (float)x;
	return fabs((double)f) > fabs(x) ? nextafterf(f, 0.0f) : f;
}
SIMTC_OL float convert_float_rtp(double x)
{
	float f = (float)x;
	return (double)f < x ? nextafterf(f, INFINITY) : f;
}
/* lg_vec_pun.cl */
typedef short short8 __attribute__((ext_vector_type(8)));
SIMTC_OL short8 simtc_add_sat_v(short8 x, short8 y) { short8 r; SIMTC_LANES(8, x[k] + y[k] > 32767 ? 32767 : x[k] + y[k] < -32768 ? -32768 : x[k] + y[k]); return r; }
#undef add_sat
#define add_sat(x, y) _Generic((x), long: simtc_add_sat_l, ulong: simtc_add_sat_ul, int: simtc_add_sat_i, ushort8: simtc_add_sat_v, \
	uchar16: simtc_add_sat_v, short8: simtc_add_sat_v, default: simtc_add_sat_u)((x), (y))
