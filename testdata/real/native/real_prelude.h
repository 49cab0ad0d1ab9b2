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
static float fract(float x, float *f) { *f = floorf(x); return fminf(x - floorf(x), 0x1.fffffep-1f); }
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
#include "real_ints.h"
