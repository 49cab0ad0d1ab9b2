/*
 * native/real_cuda.h: the CUDA side of testdata/real/real_cuda.h for a
 * native run (compiled as C++ with SIMTC_NATIVE, one POSIX thread per
 * thread, see internal/corpus's TestRealNative): thread geometry from the
 * harness, the NVVM atomics as sequentially consistent __atomic builtins
 * (atomicInc/atomicDec with CUDA's wrap-around), libdevice as <cmath>.
 */
#include <cmath>
#include <stddef.h>

extern "C" {
size_t get_local_id(unsigned dim);
size_t get_group_id(unsigned dim);
size_t get_local_size(unsigned dim);
void simtc_barrier(void);
void simtc_spin(void);
long simtc_sub_group(int op, long value, unsigned lane);
}

/* Whole-warp shuffles through the harness's sub-group exchange (op 2 reads
 * the value of a lane); every lane of the warp must call. */
static int simtc_lane(void) { return (int)get_local_id(0) % 32; }
static int __nvvm_shfl_sync_down_i32(unsigned, int v, int d, int)
{
	int src = simtc_lane() + d < 32 ? simtc_lane() + d : simtc_lane();
	return (int)simtc_sub_group(2, v, (unsigned)src);
}
static int __nvvm_shfl_sync_up_i32(unsigned, int v, int d, int)
{
	int src = simtc_lane() - d >= 0 ? simtc_lane() - d : simtc_lane();
	return (int)simtc_sub_group(2, v, (unsigned)src);
}
static int __nvvm_shfl_sync_bfly_i32(unsigned, int v, int d, int)
{
	return (int)simtc_sub_group(2, v, (unsigned)(simtc_lane() ^ d));
}

#define __global__
#define __device__
#define __shared__ static

#define threadIdx_x ((int)get_local_id(0))
#define blockIdx_x ((int)get_group_id(0))
#define blockDim_x ((int)get_local_size(0))
#define __syncthreads() simtc_barrier()
#define __nvvm_membar_gl() __atomic_thread_fence(__ATOMIC_SEQ_CST)

#define SIMTC_SC __ATOMIC_SEQ_CST
static int atomicCAS(volatile int *p, int cmp, int val)
{
	int old = cmp;
	if (!__atomic_compare_exchange_n((int *)p, &old, val, 0, SIMTC_SC, SIMTC_SC))
		simtc_spin();
	return old;
}
static int atomicExch(volatile int *p, int val) { return __atomic_exchange_n((int *)p, val, SIMTC_SC); }
static int atomicAdd(volatile int *p, int val) { return __atomic_fetch_add((int *)p, val, SIMTC_SC); }
static unsigned atomicInc(unsigned *p, unsigned limit)
{
	unsigned old = __atomic_load_n(p, SIMTC_SC);
	while (!__atomic_compare_exchange_n(p, &old, old >= limit ? 0 : old + 1, 0, SIMTC_SC, SIMTC_SC))
		;
	return old;
}
static unsigned atomicDec(unsigned *p, unsigned limit)
{
	unsigned old = __atomic_load_n(p, SIMTC_SC);
	while (!__atomic_compare_exchange_n(p, &old, old == 0 || old > limit ? limit : old - 1, 0, SIMTC_SC, SIMTC_SC))
		;
	return old;
}

static float __nvvm_ldg_f(const float *p) { return *p; }
static unsigned __nvvm_ldg_ui(const unsigned *p) { return *p; }
static float __nvvm_ex2_approx_f(float x) { return exp2f(x); }
static float __nvvm_lg2_approx_f(float x) { return log2f(x); }
static float __nvvm_sin_approx_f(float x) { return sinf(x); }
static float __nvvm_cos_approx_f(float x) { return cosf(x); }
static float __nvvm_rsqrt_approx_f(float x) { return 1 / sqrtf(x); }
static float __nvvm_div_approx_f(float x, float y) { return x / y; }
static float __nvvm_sqrt_rn_f(float x) { return sqrtf(x); }
static double __nvvm_fma_rn_d(double x, double y, double z) { return fma(x, y, z); }
static float __nvvm_saturate_f(float x) { return x < 0 ? 0 : x > 1 ? 1 : x; }
static float __nvvm_fmin_f(float x, float y) { return fminf(x, y); }
static int __nvvm_mulhi_i(int x, int y) { return (int)(((long long)x * y) >> 32); }
static int __nvvm_popc_i(int x) { return __builtin_popcount((unsigned)x); }
static int __nvvm_clz_i(int x) { return x ? __builtin_clz((unsigned)x) : 32; }

/* __syncthreads_count/_and/_or: a group-shared counter between barriers. */
static long simtc_sync_cell;
static int simtc_sync_count(int p)
{
	simtc_barrier();
	if (get_local_id(0) == 0)
		simtc_sync_cell = 0;
	simtc_barrier();
	__atomic_fetch_add(&simtc_sync_cell, p ? 1L : 0L, SIMTC_SC);
	simtc_barrier();
	return (int)__atomic_load_n(&simtc_sync_cell, SIMTC_SC);
}
static int __nvvm_bar0_popc(int p) { return simtc_sync_count(p); }
static int __nvvm_bar0_and(int p) { return simtc_sync_count(p) == (int)get_local_size(0); }
static int __nvvm_bar0_or(int p) { return simtc_sync_count(p) != 0; }

static float __nv_sinf(float x) { return sinf(x); }
static float __nv_cosf(float x) { return cosf(x); }
static float __nv_expf(float x) { return expf(x); }
static float __nv_logf(float x) { return logf(x); }
static float __nv_sqrtf(float x) { return sqrtf(x); }
static float __nv_rsqrtf(float x) { return 1 / sqrtf(x); }
static float __nv_fminf(float x, float y) { return fminf(x, y); }
static float __nv_fmaxf(float x, float y) { return fmaxf(x, y); }
static float __nv_fabsf(float x) { return fabsf(x); }
static float __nv_floorf(float x) { return floorf(x); }
static float __nv_powf(float x, float y) { return powf(x, y); }
static float __nv_fmaf(float x, float y, float z) { return fmaf(x, y, z); }
static double __nv_exp(double x) { return exp(x); }
static double __nv_sqrt(double x) { return sqrt(x); }
static double __nv_atan2(double y, double x) { return atan2(y, x); }
static float __nv_frexpf(float x, int *e) { return frexpf(x, e); }
static double __nv_frexp(double x, int *e) { return frexp(x, e); }
static float __nv_modff(float x, float *i) { return modff(x, i); }
static float __nv_remquof(float x, float y, int *q) { return remquof(x, y, q); }
static float __nv_scalbnf(float x, int n) { return scalbnf(x, n); }
static float __nv_ldexpf(float x, int n) { return ldexpf(x, n); }
static double __nv_ldexp(double x, int n) { return ldexp(x, n); }
static float __nv_lgammaf(float x) { return lgammaf(x); }
static float __nv_logbf(float x) { return logbf(x); }
static float __nv_fdimf(float x, float y) { return fdimf(x, y); }
static float __nv_nextafterf(float x, float y) { return nextafterf(x, y); }
static float __nv_hypotf(float x, float y) { return hypotf(x, y); }
static float __nv_cbrtf(float x) { return cbrtf(x); }
static float __nv_copysignf(float x, float y) { return copysignf(x, y); }
static int __nv_ilogbf(float x) { return ilogbf(x); } /* glibc and libdevice: INT_MIN for NaN */
static int __nv_ilogb(double x) { return ilogb(x); }
static void __nv_sincosf(float x, float *s, float *c) { *s = sinf(x); *c = cosf(x); }
