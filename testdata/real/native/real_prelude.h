/*
 * real_prelude.h: what the testdata/real OpenCL kernels need beyond
 * internal/corpus/testdata/mimd/prelude.h to run natively (one POSIX thread
 * per work-item, see internal/corpus's TestRealNative): OpenCL vector types
 * as clang's ext_vector_type, the math builtins through <tgmath.h>, and the
 * OpenCL 2.0 C11-style atomics as sequentially consistent GCC/Clang
 * __atomic builtins (memory order and scope arguments are ignored, which
 * only strengthens them).
 */
#include "prelude.h"
#include <tgmath.h>

int printf(const char *, ...);

typedef unsigned char uchar4 __attribute__((ext_vector_type(4)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));

#define convert_float4(v) __builtin_convertvector((v), float4)
#define convert_int4(v) __builtin_convertvector((v), int4)

#define rsqrt(x) (1 / sqrt(x))
#define mad(a, b, c) ((a) * (b) + (c))
#define mul24(a, b) ((a) * (b))
#define native_exp exp
#define half_sqrt sqrt

typedef int atomic_int;
typedef unsigned atomic_uint;
enum { memory_order_relaxed, memory_order_acquire, memory_order_release, memory_order_acq_rel, memory_order_seq_cst };
enum { memory_scope_work_item, memory_scope_work_group, memory_scope_device, memory_scope_all_svm_devices };
#define atomic_fetch_add_explicit(p, v, o, s) __atomic_fetch_add((p), (v), SIMTC_SC)
#define atomic_fetch_min_explicit(p, v, o, s) __atomic_fetch_min((p), (v), SIMTC_SC)
#define atomic_load_explicit(p, o, s) __atomic_load_n((p), SIMTC_SC)
#define atomic_store_explicit(p, v, o, s) __atomic_store_n((p), (v), SIMTC_SC)
#define atomic_compare_exchange_strong_explicit(p, e, v, so, fo, s) \
	(__atomic_compare_exchange_n((p), (e), (v), 0, SIMTC_SC, SIMTC_SC) ? 1 : (simtc_spin(), 0))
#define atomic_work_item_fence(f, o, s) __atomic_thread_fence(SIMTC_SC)

typedef int atomic_flag;
#define atomic_flag_test_and_set_explicit(p, o, s) __atomic_exchange_n((p), 1, SIMTC_SC)
#define atomic_flag_clear_explicit(p, o, s) __atomic_store_n((p), 0, SIMTC_SC)
#define atomic_fetch_sub_explicit(p, v, o, s) __atomic_fetch_sub((p), (v), SIMTC_SC)
#define atomic_fetch_or_explicit(p, v, o, s) __atomic_fetch_or((p), (v), SIMTC_SC)
#define atomic_exchange_explicit(p, v, o, s) __atomic_exchange_n((p), (v), SIMTC_SC)
#define atomic_load(p) __atomic_load_n((p), SIMTC_SC)

/* Geometric, relational and integer builtins on the ext_vector types. */
static float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
static float length(float4 a) { return sqrtf(dot(a, a)); }
static float distance(float4 a, float4 b) { return length(a - b); }
static float4 normalize(float4 a) { return a / sqrtf(dot(a, a)); }
static float4 cross(float4 a, float4 b)
{
	float4 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x, 0};
	return r;
}
static float4 vload4(size_t i, const float *p)
{
	float4 r = {p[4 * i], p[4 * i + 1], p[4 * i + 2], p[4 * i + 3]};
	return r;
}
static void vstore4(float4 v, size_t i, float *p)
{
	p[4 * i] = v.x, p[4 * i + 1] = v.y, p[4 * i + 2] = v.z, p[4 * i + 3] = v.w;
}
static float sincos(float x, float *c) { *c = cosf(x); return sinf(x); }
/* fract as OpenCL C defines it: ±0 and ±inf give ±0, NaN gives NaN. */
static float fract(float x, float *f)
{
	*f = floorf(x);
	if (x != x)
		return x;
	if (x == 0 || __builtin_isinf(x))
		return copysignf(0, x);
	return fminf(x - floorf(x), 0x1.fffffep-1f);
}
static float sign(float x) { return x > 0 ? 1 : x < 0 ? -1 : x != x ? 0 : x; }
static float step(float e, float x) { return x < e ? 0 : 1; }
static float select(float a, float b, int c) { return c ? b : a; }
static int as_int(float f) { union { float f; int i; } u; u.f = f; return u.i; }
static float as_float(unsigned i) { union { float f; unsigned i; } u; u.i = i; return u.f; }
static float bitselect(float a, float b, float c) { return as_float((as_int(a) & ~as_int(c)) | (as_int(b) & as_int(c))); }
static int4 simtc_isnan4(float4 v) { int4 r = {v.x != v.x ? -1 : 0, v.y != v.y ? -1 : 0, v.z != v.z ? -1 : 0, v.w != v.w ? -1 : 0}; return r; }
static int4 simtc_isinf4(float4 v) { int4 r = {__builtin_isinf(v.x) ? -1 : 0, __builtin_isinf(v.y) ? -1 : 0, __builtin_isinf(v.z) ? -1 : 0, __builtin_isinf(v.w) ? -1 : 0}; return r; }
static int4 simtc_isfinite4(float4 v) { int4 r = {__builtin_isfinite(v.x) ? -1 : 0, __builtin_isfinite(v.y) ? -1 : 0, __builtin_isfinite(v.z) ? -1 : 0, __builtin_isfinite(v.w) ? -1 : 0}; return r; }
#define isnan(v) simtc_isnan4(v)
#define isinf(v) simtc_isinf4(v)
#define isfinite(v) simtc_isfinite4(v)
static int any(int4 v) { return v.x < 0 || v.y < 0 || v.z < 0 || v.w < 0; }
static int all(int4 v) { return v.x < 0 && v.y < 0 && v.z < 0 && v.w < 0; }
static uint popcount(uint x) { return __builtin_popcount(x); }
static uint clz(uint x) { return x ? __builtin_clz(x) : 32; }
static uint ctz(uint x) { return x ? __builtin_ctz(x) : 32; }
static uint rotate(uint x, uint n) { n &= 31; return n ? (x << n) | (x >> (32 - n)) : x; }
static uint hadd(uint x, uint y) { return (uint)(((unsigned long)x + y) >> 1); }
static uint rhadd(uint x, uint y) { return (uint)(((unsigned long)x + y + 1) >> 1); }
static uint abs_diff(uint x, uint y) { return x > y ? x - y : y - x; }
static uint mul_hi(uint x, uint y) { return (uint)(((unsigned long)x * y) >> 32); }
static uint simtc_add_sat_u(uint x, uint y) { unsigned long s = (unsigned long)x + y; return s > 0xffffffffu ? 0xffffffffu : (uint)s; }
static uint simtc_sub_sat_u(uint x, uint y) { return x > y ? x - y : 0; }
static long simtc_add_sat_l(long x, long y) { long r; return __builtin_add_overflow(x, y, &r) ? (x < 0 ? (long)(1UL << 63) : (long)(~0UL >> 1)) : r; }
static long simtc_sub_sat_l(long x, long y) { long r; return __builtin_sub_overflow(x, y, &r) ? (x < 0 ? (long)(1UL << 63) : (long)(~0UL >> 1)) : r; }
static ulong simtc_add_sat_ul(ulong x, ulong y) { ulong r; return __builtin_add_overflow(x, y, &r) ? ~0UL : r; }
static ulong simtc_sub_sat_ul(ulong x, ulong y) { return x > y ? x - y : 0; }
#define add_sat(x, y) _Generic((x), long: simtc_add_sat_l, ulong: simtc_add_sat_ul, default: simtc_add_sat_u)((x), (y))
#define sub_sat(x, y) _Generic((x), long: simtc_sub_sat_l, ulong: simtc_sub_sat_ul, default: simtc_sub_sat_u)((x), (y))

typedef float float2 __attribute__((ext_vector_type(2)));
typedef unsigned uint4 __attribute__((ext_vector_type(4)));
#define atomic_compare_exchange_weak_explicit atomic_compare_exchange_strong_explicit
#define false 0
#define true 1

/* OpenCL 2.0 work-group functions: one cell shared by the group (the
 * harness runs one group at a time), reset, combined and read between
 * barriers, as simtc lowers them. */
static long simtc_wg_cell;
#define SIMTC_WG(reset, combine)                                               \
	({                                                                     \
		simtc_barrier();                                               \
		if (get_local_id(0) == 0)                                      \
			simtc_wg_cell = (reset);                               \
		simtc_barrier();                                               \
		combine;                                                       \
		simtc_barrier();                                               \
		(int)__atomic_load_n(&simtc_wg_cell, SIMTC_SC);                \
	})
#define work_group_reduce_add(x) SIMTC_WG(0, __atomic_fetch_add(&simtc_wg_cell, (long)(x), SIMTC_SC))
#define work_group_reduce_max(x) SIMTC_WG(-2147483648L, __atomic_fetch_max(&simtc_wg_cell, (long)(x), SIMTC_SC))
#define work_group_reduce_min(x) SIMTC_WG(2147483647L, __atomic_fetch_min(&simtc_wg_cell, (long)(x), SIMTC_SC))
#define work_group_any(c) (SIMTC_WG(0, __atomic_fetch_add(&simtc_wg_cell, (c) ? 1L : 0L, SIMTC_SC)) != 0)
#define work_group_all(c) (SIMTC_WG(0, __atomic_fetch_add(&simtc_wg_cell, (c) ? 1L : 0L, SIMTC_SC)) == (int)get_local_size(0))

/* Work-group scans, and min and max reductions of any type (floats
 * ignore NaNs, as fmin and fmax do): every work-item publishes its value
 * in an array indexed by its local id and combines the values of the
 * lower ids (all ids for a reduction) between barriers (one-dimensional
 * work-groups). */
static long simtc_wg_vals[1024];
#define SIMTC_WG_MIN(a, b) ((b) < (a) || (a) != (a) ? (b) : (a))
#define SIMTC_WG_MAX(a, b) ((b) > (a) || (a) != (a) ? (b) : (a))
#define SIMTC_WG_ADD(a, b) ((a) + (b))
#define SIMTC_WG_TOP(x) _Generic((x), int: 2147483647, uint: 0xffffffffu, long: 0x7fffffffffffffffL, ulong: ~0UL, float: INFINITY, double: INFINITY)
#define SIMTC_WG_BOTTOM(x) _Generic((x), int: (-2147483647 - 1), uint: 0u, long: (-0x7fffffffffffffffL - 1), ulong: 0UL, float: -INFINITY, double: -INFINITY)
#define SIMTC_WG_SCAN(x, id, OP, upto)                                         \
	({                                                                     \
		__typeof__((x) + 0) simtc_x = (x), *simtc_v = (void *)simtc_wg_vals; \
		size_t simtc_l = get_local_id(0), simtc_n = (upto);            \
		simtc_barrier();                                               \
		simtc_v[simtc_l] = simtc_x;                                    \
		simtc_barrier();                                               \
		__typeof__(simtc_x) simtc_r = (id);                            \
		for (size_t simtc_k = 0; simtc_k < simtc_n; simtc_k++)         \
			simtc_r = OP(simtc_r, simtc_v[simtc_k]);               \
		simtc_barrier();                                               \
		simtc_r;                                                       \
	})
#define work_group_scan_exclusive_add(x) SIMTC_WG_SCAN(x, 0, SIMTC_WG_ADD, simtc_l)
#define work_group_scan_inclusive_add(x) SIMTC_WG_SCAN(x, 0, SIMTC_WG_ADD, simtc_l + 1)
#define work_group_scan_exclusive_min(x) SIMTC_WG_SCAN(x, SIMTC_WG_TOP(simtc_x), SIMTC_WG_MIN, simtc_l)
#define work_group_scan_inclusive_min(x) SIMTC_WG_SCAN(x, SIMTC_WG_TOP(simtc_x), SIMTC_WG_MIN, simtc_l + 1)
#define work_group_scan_exclusive_max(x) SIMTC_WG_SCAN(x, SIMTC_WG_BOTTOM(simtc_x), SIMTC_WG_MAX, simtc_l)
#define work_group_scan_inclusive_max(x) SIMTC_WG_SCAN(x, SIMTC_WG_BOTTOM(simtc_x), SIMTC_WG_MAX, simtc_l + 1)
#undef work_group_reduce_min
#undef work_group_reduce_max
#define work_group_reduce_min(x) SIMTC_WG_SCAN(x, SIMTC_WG_TOP(simtc_x), SIMTC_WG_MIN, get_local_size(0))
#define work_group_reduce_max(x) SIMTC_WG_SCAN(x, SIMTC_WG_BOTTOM(simtc_x), SIMTC_WG_MAX, get_local_size(0))
#define min(a, b) ({ __typeof__((a) + (b)) simtc_a = (a), simtc_b = (b); simtc_a < simtc_b ? simtc_a : simtc_b; })
#define work_group_broadcast(x, id)                                            \
	({                                                                     \
		__typeof__((x) + 0) simtc_x = (x), *simtc_v = (void *)simtc_wg_vals; \
		simtc_barrier();                                               \
		simtc_v[get_local_id(0)] = simtc_x;                            \
		simtc_barrier();                                               \
		simtc_x = simtc_v[(id)];                                       \
		simtc_barrier();                                               \
		simtc_x;                                                       \
	})

/* OpenCL math builtins that C lacks, or defines otherwise, for float and
 * double: modf and lgamma_r (not type-generic in <tgmath.h>), ilogb
 * (OpenCL's FP_ILOGBNAN is INT_MAX, glibc's INT_MIN), minmag, maxmag and
 * rootn (pow in double, with OpenCL's edge cases). */
#define modf(x, p) _Generic((x), float: modff, default: modf)((x), (p))
#define lgamma_r(x, s) _Generic((x), float: lgammaf_r, default: lgamma_r)((x), (s))
static int simtc_ilogbf(float x) { return x != x ? 2147483647 : ilogbf(x); }
static int simtc_ilogb(double x) { return x != x ? 2147483647 : ilogb(x); }
#undef ilogb
#define ilogb(x) _Generic((x), float: simtc_ilogbf, default: simtc_ilogb)(x)
static double simtc_minmag(double x, double y) { return fabs(x) < fabs(y) ? x : fabs(y) < fabs(x) ? y : fmin(x, y); }
static double simtc_maxmag(double x, double y) { return fabs(x) > fabs(y) ? x : fabs(y) > fabs(x) ? y : fmax(x, y); }
#define minmag(x, y) ((__typeof__((x) + (y)))simtc_minmag((x), (y)))
#define maxmag(x, y) ((__typeof__((x) + (y)))simtc_maxmag((x), (y)))
static double simtc_rootn(double x, int n)
{
	if (n == 0 || (x < 0 && n % 2 == 0))
		return NAN;
	double p = pow(fabs(x), 1.0 / n);
	return n % 2 != 0 && signbit(x) ? -p : p;
}
#define rootn(x, n) ((__typeof__(x))simtc_rootn((x), (n)))

/* as_T between types of one size and any numbers of components: the
 * bytes reinterpreted (the kernels' targets are little-endian, as the
 * native one is). */
typedef int int2 __attribute__((ext_vector_type(2)));
typedef char char4 __attribute__((ext_vector_type(4)));
typedef short short2 __attribute__((ext_vector_type(2)));
typedef unsigned short ushort4 __attribute__((ext_vector_type(4)));
#define SIMTC_AS(T, x) ({ __typeof__(x) simtc_v = (x); T simtc_r; __builtin_memcpy(&simtc_r, &simtc_v, sizeof simtc_r); simtc_r; })
#define as_int2(x) SIMTC_AS(int2, x)
#define as_char4(x) SIMTC_AS(char4, x)
#define as_short2(x) SIMTC_AS(short2, x)
#define as_ushort4(x) SIMTC_AS(ushort4, x)
#define as_uchar4(x) SIMTC_AS(uchar4, x)
#define as_uint(x) SIMTC_AS(unsigned, x)
#define as_long(x) SIMTC_AS(long, x)
#define as_double(x) SIMTC_AS(double, x)

/* The math builtins above on float4, lane by lane (int4 for the int
 * operands and results), beside the scalar float and double forms. */
static float4 simtc_frexp4(float4 x, int4 *e)
{
	float4 r;
	for (int k = 0; k < 4; k++) {
		int ek;
		r[k] = frexpf(x[k], &ek);
		(*e)[k] = ek;
	}
	return r;
}
static float4 simtc_remquo4(float4 x, float4 y, int4 *q)
{
	float4 r;
	for (int k = 0; k < 4; k++) {
		int qk = 0;
		r[k] = remquof(x[k], y[k], &qk);
		(*q)[k] = qk;
	}
	return r;
}
static float4 simtc_lgamma_r4(float4 x, int4 *s)
{
	float4 r;
	for (int k = 0; k < 4; k++) {
		int sk;
		r[k] = lgammaf_r(x[k], &sk);
		(*s)[k] = sk;
	}
	return r;
}
static float4 simtc_modf4(float4 x, float4 *ip)
{
	float4 r;
	for (int k = 0; k < 4; k++) {
		float ik;
		r[k] = modff(x[k], &ik);
		(*ip)[k] = ik;
	}
	return r;
}
static float4 simtc_ldexp4(float4 x, int4 n)
{
	float4 r;
	for (int k = 0; k < 4; k++)
		r[k] = ldexpf(x[k], n[k]);
	return r;
}
static float4 simtc_rootn4(float4 x, int4 n)
{
	float4 r;
	for (int k = 0; k < 4; k++)
		r[k] = (float)simtc_rootn(x[k], n[k]);
	return r;
}
static int4 simtc_ilogb4(float4 x)
{
	int4 r;
	for (int k = 0; k < 4; k++)
		r[k] = simtc_ilogbf(x[k]);
	return r;
}
static float4 simtc_minmag4(float4 x, float4 y)
{
	float4 r;
	for (int k = 0; k < 4; k++)
		r[k] = (float)simtc_minmag(x[k], y[k]);
	return r;
}
static float4 simtc_maxmag4(float4 x, float4 y)
{
	float4 r;
	for (int k = 0; k < 4; k++)
		r[k] = (float)simtc_maxmag(x[k], y[k]);
	return r;
}
static float simtc_rootnf(float x, int n) { return (float)simtc_rootn(x, n); }
static float simtc_minmagf(float x, float y) { return (float)simtc_minmag(x, y); }
static float simtc_maxmagf(float x, float y) { return (float)simtc_maxmag(x, y); }
static float simtc_frexpf(float x, int *e) { return frexpf(x, e); }
static double simtc_frexp(double x, int *e) { return frexp(x, e); }
static float simtc_remquof(float x, float y, int *q) { return remquof(x, y, q); }
static double simtc_remquo(double x, double y, int *q) { return remquo(x, y, q); }
static float simtc_ldexpf(float x, int n) { return ldexpf(x, n); }
static double simtc_ldexp(double x, int n) { return ldexp(x, n); }
#undef frexp
#undef remquo
#undef ldexp
#undef modf
#undef lgamma_r
#undef ilogb
#undef rootn
#undef minmag
#undef maxmag
#define frexp(x, e) _Generic((x), float4: simtc_frexp4, float: simtc_frexpf, default: simtc_frexp)((x), (e))
#define remquo(x, y, q) _Generic((x), float4: simtc_remquo4, float: simtc_remquof, default: simtc_remquo)((x), (y), (q))
#define ldexp(x, n) _Generic((x), float4: simtc_ldexp4, float: simtc_ldexpf, default: simtc_ldexp)((x), (n))
#define modf(x, p) _Generic((x), float4: simtc_modf4, float: modff, default: modf)((x), (p))
#define lgamma_r(x, s) _Generic((x), float4: simtc_lgamma_r4, float: lgammaf_r, default: lgamma_r)((x), (s))
#define ilogb(x) _Generic((x), float4: simtc_ilogb4, float: simtc_ilogbf, default: simtc_ilogb)(x)
#define rootn(x, n) _Generic((x), float4: simtc_rootn4, float: simtc_rootnf, default: simtc_rootn)((x), (n))
#define minmag(x, y) _Generic((x) + (y), float4: simtc_minmag4, float: simtc_minmagf, default: simtc_minmag)((x), (y))
#define maxmag(x, y) _Generic((x) + (y), float4: simtc_maxmag4, float: simtc_maxmagf, default: simtc_maxmag)((x), (y))

/* acospi, asinpi, atanpi, atan2pi and tanpi (in double, tanpi reduced to
 * [0, 0.25] as simtc reduces it), and nan(code) (a quiet NaN whose payload
 * is the code), which C does not have. */
static double simtc_tanpi(double x)
{
	double n = rint(x), r = x - n, a = fabs(r);
	if (r == 0)
		return fmod(n, 2) != 0 ? copysign(0, -x) : copysign(0, x);
	double s = a > 0.25 ? 0.5 - a : a;
	double t = sin(M_PI * s) / cos(M_PI * s);
	return copysign(a > 0.25 ? 1 / t : t, r);
}
#define acospi(x) ((__typeof__(x))(acos((double)(x)) / M_PI))
#define asinpi(x) ((__typeof__(x))(asin((double)(x)) / M_PI))
#define atanpi(x) ((__typeof__(x))(atan((double)(x)) / M_PI))
#define atan2pi(y, x) ((__typeof__((y) + (x)))(atan2((double)(y), (double)(x)) / M_PI))
#define tanpi(x) ((__typeof__(x))simtc_tanpi(x))
static float simtc_nanf(unsigned c) { return as_float(0x7fc00000u | (c & 0x3fffffu)); }
static double simtc_nand(unsigned long c)
{
	unsigned long b = 0x7ff8000000000000UL | (c & 0x7ffffffffffffUL);
	double d;
	__builtin_memcpy(&d, &b, sizeof d);
	return d;
}
#undef nan
#define nan(c) _Generic((c), unsigned long: simtc_nand, default: simtc_nanf)(c)

/* pown (the exponent exact, in double) and powr (pow for x >= 0, NaN where
 * OpenCL C asks it). */
#define pown(x, n) ((__typeof__(x))pow((double)(x), (double)(n)))
static double simtc_powr(double x, double y)
{
	if (x < 0 || x != x || y != y || (x == 0 && y == 0) || (__builtin_isinf(x) && y == 0) || (x == 1 && __builtin_isinf(y)))
		return NAN;
	return pow(fabs(x), y);
}
#define powr(x, y) ((__typeof__((x) + (y)))simtc_powr((x), (y)))

#include "real_ints.h"
