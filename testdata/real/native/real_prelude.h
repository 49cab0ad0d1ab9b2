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
