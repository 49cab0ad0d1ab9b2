// real_cuda.h: the CUDA declarations the testdata/real kernels use, for
// clang-14 -x cuda --cuda-device-only -nocudainc -nocudalib (no CUDA SDK):
// clang's own NVVM builtins, and the libdevice functions (__nv_*) declared
// as CUDA's math headers declare them.
#ifndef REAL_CUDA_H
#define REAL_CUDA_H
#ifdef SIMTC_NATIVE
#include "native/real_cuda.h"
#else

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#define threadIdx_x ((int)__nvvm_read_ptx_sreg_tid_x())
#define blockIdx_x ((int)__nvvm_read_ptx_sreg_ctaid_x())
#define blockDim_x ((int)__nvvm_read_ptx_sreg_ntid_x())

static __device__ int atomicCAS(volatile int *p, int cmp, int val) { return __nvvm_atom_cas_gen_i(p, cmp, val); }
static __device__ int atomicExch(volatile int *p, int val) { return __nvvm_atom_xchg_gen_i(p, val); }
static __device__ int atomicAdd(volatile int *p, int val) { return __nvvm_atom_add_gen_i(p, val); }
static __device__ unsigned atomicInc(unsigned *p, unsigned limit) { return __nvvm_atom_inc_gen_ui(p, limit); }
static __device__ unsigned atomicDec(unsigned *p, unsigned limit) { return __nvvm_atom_dec_gen_ui(p, limit); }

extern "C" __device__ float __nv_sinf(float);
extern "C" __device__ float __nv_cosf(float);
extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_logf(float);
extern "C" __device__ float __nv_sqrtf(float);
extern "C" __device__ float __nv_rsqrtf(float);
extern "C" __device__ float __nv_fminf(float, float);
extern "C" __device__ float __nv_fmaxf(float, float);
extern "C" __device__ float __nv_fabsf(float);
extern "C" __device__ float __nv_floorf(float);
extern "C" __device__ float __nv_powf(float, float);
extern "C" __device__ float __nv_fmaf(float, float, float);
extern "C" __device__ double __nv_exp(double);
extern "C" __device__ double __nv_sqrt(double);
extern "C" __device__ double __nv_atan2(double, double);
extern "C" __device__ float __nv_frexpf(float, int *);
extern "C" __device__ double __nv_frexp(double, int *);
extern "C" __device__ float __nv_modff(float, float *);
extern "C" __device__ float __nv_remquof(float, float, int *);
extern "C" __device__ float __nv_scalbnf(float, int);
extern "C" __device__ float __nv_ldexpf(float, int);
extern "C" __device__ double __nv_ldexp(double, int);
extern "C" __device__ float __nv_lgammaf(float);
extern "C" __device__ float __nv_logbf(float);
extern "C" __device__ float __nv_fdimf(float, float);
extern "C" __device__ float __nv_nextafterf(float, float);
extern "C" __device__ float __nv_hypotf(float, float);
extern "C" __device__ float __nv_cbrtf(float);
extern "C" __device__ float __nv_copysignf(float, float);
extern "C" __device__ int __nv_ilogbf(float);
extern "C" __device__ int __nv_ilogb(double);
extern "C" __device__ void __nv_sincosf(float, float *, float *);

#endif
#endif
