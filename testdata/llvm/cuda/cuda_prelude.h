// cuda_prelude.h: the few CUDA declarations the simtc test kernels use, for
// clang-14 -x cuda --cuda-device-only -nocudainc -nocudalib (no CUDA SDK).
// The builtins are clang's own (BuiltinsNVPTX.def); __syncthreads() becomes
// llvm.nvvm.barrier0, the __nvvm_atom_* builtins become cmpxchg/atomicrmw.
#ifndef CUDA_PRELUDE_H
#define CUDA_PRELUDE_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#define threadIdx_x ((int)__nvvm_read_ptx_sreg_tid_x())
#define blockIdx_x ((int)__nvvm_read_ptx_sreg_ctaid_x())
#define blockDim_x ((int)__nvvm_read_ptx_sreg_ntid_x())
#define gridDim_x ((int)__nvvm_read_ptx_sreg_nctaid_x())

static __device__ int atomicCAS(volatile int *p, int cmp, int val) { return __nvvm_atom_cas_gen_i(p, cmp, val); }
static __device__ int atomicExch(volatile int *p, int val) { return __nvvm_atom_xchg_gen_i(p, val); }
static __device__ int atomicAdd(volatile int *p, int val) { return __nvvm_atom_add_gen_i(p, val); }

#endif
