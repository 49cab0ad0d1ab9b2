/*
 * ocl_rt.c: the OpenCL C builtins the kernels of testdata/minic call, for
 * running them natively. The kernels are compiled by clang-14 as OpenCL C
 * 2.0 for the host (x86-64), so their builtin calls are to the Itanium-
 * mangled overloads declared by clang's opencl-c.h; this file defines those
 * overloads in C on top of internal/corpus/testdata/mimd/harness.c (one
 * POSIX thread per work-item, work-groups one after another). Atomics are
 * sequentially consistent; a failed compare-exchange yields the CPU so
 * that a spinning work-item lets the holder run. Math is the C library's
 * in double, rounded to float for the float overloads (rsqrt as 1/sqrt).
 */
#include <math.h>
#include <stddef.h>

typedef unsigned int uint;
typedef unsigned char uchar;
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef uchar uchar4 __attribute__((ext_vector_type(4)));

size_t get_local_id(unsigned d);
size_t get_group_id(unsigned d);
size_t get_local_size(unsigned d);
size_t get_global_id(unsigned d);
void simtc_barrier(void);
void simtc_spin(void);

#define SC __ATOMIC_SEQ_CST

/* Work-items and synchronization. */
size_t _Z13get_global_idj(uint d) { return get_global_id(d); }
size_t _Z12get_local_idj(uint d) { return get_local_id(d); }
size_t _Z12get_group_idj(uint d) { return get_group_id(d); }
size_t _Z14get_local_sizej(uint d) { return get_local_size(d); }
void _Z7barrierj(uint flags) { __atomic_thread_fence(SC); simtc_barrier(); }
void _Z9mem_fencej(uint flags) { __atomic_thread_fence(SC); }

/* OpenCL 1.x atomics. */
uint _Z10atomic_addPU8CLglobalVjj(volatile uint *p, uint v) { return __atomic_fetch_add(p, v, SC); }
uint _Z10atomic_incPU7CLlocalVj(volatile uint *p) { return __atomic_fetch_add(p, 1, SC); }
int _Z10atomic_incPU8CLglobalVi(volatile int *p) { return __atomic_fetch_add(p, 1, SC); }
int _Z11atomic_xchgPU8CLglobalVii(volatile int *p, int v) { return __atomic_exchange_n(p, v, SC); }
int _Z14atomic_cmpxchgPU8CLglobalViii(volatile int *p, int cmp, int v)
{
	int old = cmp;
	if (!__atomic_compare_exchange_n(p, &old, v, 0, SC, SC))
		simtc_spin();
	return old;
}

/* OpenCL 2.0 atomics (memory order and scope ignored: all are SC). */
int _Z20atomic_load_explicitPU9CLgenericVU7_Atomici12memory_order(volatile int *p, int o) { return __atomic_load_n(p, SC); }
uint _Z20atomic_load_explicitPU9CLgenericVU7_Atomicj12memory_order12memory_scope(volatile uint *p, int o, int s)
{
	uint v = __atomic_load_n(p, SC);
	simtc_spin();
	return v;
}
void _Z21atomic_store_explicitPU9CLgenericVU7_Atomicii12memory_order(volatile int *p, int v, int o) { __atomic_store_n(p, v, SC); }
void _Z21atomic_store_explicitPU9CLgenericVU7_Atomicii12memory_order12memory_scope(volatile int *p, int v, int o, int s) { __atomic_store_n(p, v, SC); }
int _Z25atomic_fetch_add_explicitPU9CLgenericVU7_Atomicii12memory_order(volatile int *p, int v, int o) { return __atomic_fetch_add(p, v, SC); }
uint _Z25atomic_fetch_add_explicitPU9CLgenericVU7_Atomicjj12memory_order12memory_scope(volatile uint *p, uint v, int o, int s) { return __atomic_fetch_add(p, v, SC); }
int _Z25atomic_fetch_sub_explicitPU9CLgenericVU7_Atomicii12memory_order(volatile int *p, int v, int o) { return __atomic_fetch_sub(p, v, SC); }
static _Bool cas(volatile int *p, int *expected, int desired)
{
	if (__atomic_compare_exchange_n(p, expected, desired, 0, SC, SC))
		return 1;
	simtc_spin();
	return 0;
}
_Bool _Z37atomic_compare_exchange_weak_explicitPU9CLgenericVU7_AtomiciPU9CLgenericii12memory_orderS4_(volatile int *p, int *e, int d, int o1, int o2) { return cas(p, e, d); }
_Bool _Z39atomic_compare_exchange_strong_explicitPU9CLgenericVU7_AtomiciPU9CLgenericii12memory_orderS4_12memory_scope(volatile int *p, int *e, int d, int o1, int o2, int s) { return cas(p, e, d); }

/* Math, common and integer functions. */
float _Z3cosf(float x) { return (float)cos(x); }
float _Z3sinf(float x) { return (float)sin(x); }
float _Z3tanf(float x) { return (float)tan(x); }
float _Z4atanf(float x) { return (float)atan(x); }
float _Z3expf(float x) { return (float)exp(x); }
float _Z3logf(float x) { return (float)log(x); }
float _Z4log2f(float x) { return (float)log2(x); }
float _Z3powff(float x, float y) { return (float)pow(x, y); }
double _Z3powdd(double x, double y) { return pow(x, y); }
float _Z4sqrtf(float x) { return sqrtf(x); }
double _Z4sqrtd(double x) { return sqrt(x); }
float _Z11native_sqrtf(float x) { return sqrtf(x); }
float _Z5rsqrtf(float x) { return (float)(1.0 / sqrt(x)); }
float _Z10half_recipf(float x) { return 1.0f / x; }
float _Z4fabsf(float x) { return fabsf(x); }
float _Z5floorf(float x) { return floorf(x); }
double _Z5floord(double x) { return floor(x); }
float _Z4fminff(float x, float y) { return fminf(x, y); }
float _Z4fmaxff(float x, float y) { return fmaxf(x, y); }
double _Z4fmaxdd(double x, double y) { return fmax(x, y); }
double _Z5hypotdd(double x, double y) { return hypot(x, y); }
double _Z3fmaddd(double x, double y, double z) { return fma(x, y, z); }
float _Z3madfff(float x, float y, float z) { return x * y + z; }
float _Z5clampfff(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }
int _Z5mul24ii(int x, int y) { return x * y; }
int _Z3minii(int x, int y) { return x < y ? x : y; }
int _Z3maxii(int x, int y) { return x > y ? x : y; }
uint _Z3maxjj(uint x, uint y) { return x > y ? x : y; }

/* Geometric, conversion and vector memory functions. */
float _Z3dotDv2_fS_(float2 a, float2 b) { return a.x * b.x + a.y * b.y; }
float _Z3dotDv4_fS_(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
int4 _Z12convert_int4Dv4_h(uchar4 v) { return (int4){v.x, v.y, v.z, v.w}; }
float4 _Z14convert_float4Dv4_h(uchar4 v) { return (float4){v.x, v.y, v.z, v.w}; }
uchar4 _Z6vload4mPU9CLgenericKh(size_t off, const uchar *p)
{
	p += off * 4;
	return (uchar4){p[0], p[1], p[2], p[3]};
}
