// real_cuda_int.h: CUDA's integer intrinsics (the CUDA Math API's
// "Integer Intrinsics": __mulhi, __umul64hi, __popc, __clz, __ffs, __brev,
// __byte_perm, __sad, __hadd …) as CUDA's device_functions.h defines them,
// on the libdevice functions (__nv_*), for clang-14 -x cuda
// --cuda-device-only -nocudainc -nocudalib; with SIMTC_NATIVE, the
// libdevice functions themselves, written from libdevice's documentation,
// for the native run (internal/corpus's TestRealNative).
#ifndef REAL_CUDA_INT_H
#define REAL_CUDA_INT_H
#include "real_cuda.h"

#ifdef SIMTC_NATIVE
static int __nv_mulhi(int x, int y) { return (int)(((long long)x * y) >> 32); }
static unsigned __nv_umulhi(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x * y) >> 32); }
static long long __nv_mul64hi(long long x, long long y) { return (long long)(((__int128)x * y) >> 64); }
static unsigned long long __nv_umul64hi(unsigned long long x, unsigned long long y)
{
	return (unsigned long long)(((unsigned __int128)x * y) >> 64);
}
static int __nv_popc(unsigned x) { return __builtin_popcount(x); }
static int __nv_popcll(unsigned long long x) { return __builtin_popcountll(x); }
static int __nv_clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
static int __nv_clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
static int __nv_ffs(int x) { return __builtin_ffs(x); }
static int __nv_ffsll(long long x) { return __builtin_ffsll(x); }
static unsigned __nv_brev(unsigned x)
{
	unsigned r = 0;
	for (int k = 0; k < 32; k++)
		r |= ((x >> k) & 1u) << (31 - k);
	return r;
}
static unsigned long long __nv_brevll(unsigned long long x)
{
	unsigned long long r = 0;
	for (int k = 0; k < 64; k++)
		r |= ((x >> k) & 1ull) << (63 - k);
	return r;
}
static unsigned __nv_byte_perm(unsigned x, unsigned y, unsigned s)
{
	unsigned long long v = (unsigned long long)y << 32 | x;
	unsigned r = 0;
	for (int n = 0; n < 4; n++)
		r |= (unsigned)((v >> (8 * ((s >> (4 * n)) & 7))) & 0xff) << (8 * n);
	return r;
}
static unsigned __nv_sad(int x, int y, unsigned z) { return (x > y ? (unsigned)x - (unsigned)y : (unsigned)y - (unsigned)x) + z; }
static unsigned __nv_usad(unsigned x, unsigned y, unsigned z) { return (x > y ? x - y : y - x) + z; }
static int __nv_hadd(int x, int y) { return (int)(((long long)x + y) >> 1); }
static int __nv_rhadd(int x, int y) { return (int)(((long long)x + y + 1) >> 1); }
static unsigned __nv_uhadd(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x + y) >> 1); }
static unsigned __nv_urhadd(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x + y + 1) >> 1); }
#else
extern "C" __device__ int __nv_mulhi(int, int);
extern "C" __device__ unsigned __nv_umulhi(unsigned, unsigned);
extern "C" __device__ long long __nv_mul64hi(long long, long long);
extern "C" __device__ unsigned long long __nv_umul64hi(unsigned long long, unsigned long long);
extern "C" __device__ int __nv_popc(unsigned);
extern "C" __device__ int __nv_popcll(unsigned long long);
extern "C" __device__ int __nv_clz(int);
extern "C" __device__ int __nv_clzll(long long);
extern "C" __device__ int __nv_ffs(int);
extern "C" __device__ int __nv_ffsll(long long);
extern "C" __device__ unsigned __nv_brev(unsigned);
extern "C" __device__ unsigned long long __nv_brevll(unsigned long long);
extern "C" __device__ unsigned __nv_byte_perm(unsigned, unsigned, unsigned);
extern "C" __device__ unsigned __nv_sad(int, int, unsigned);
extern "C" __device__ unsigned __nv_usad(unsigned, unsigned, unsigned);
extern "C" __device__ int __nv_hadd(int, int);
extern "C" __device__ int __nv_rhadd(int, int);
extern "C" __device__ unsigned __nv_uhadd(unsigned, unsigned);
extern "C" __device__ unsigned __nv_urhadd(unsigned, unsigned);
#endif

static __device__ int __mulhi(int x, int y) { return __nv_mulhi(x, y); }
static __device__ unsigned __umulhi(unsigned x, unsigned y) { return __nv_umulhi(x, y); }
static __device__ long long __mul64hi(long long x, long long y) { return __nv_mul64hi(x, y); }
static __device__ unsigned long long __umul64hi(unsigned long long x, unsigned long long y) { return __nv_umul64hi(x, y); }
static __device__ int __popc(unsigned x) { return __nv_popc(x); }
static __device__ int __popcll(unsigned long long x) { return __nv_popcll(x); }
static __device__ int __clz(int x) { return __nv_clz(x); }
static __device__ int __clzll(long long x) { return __nv_clzll(x); }
static __device__ int __ffs(int x) { return __nv_ffs(x); }
static __device__ int __ffsll(long long x) { return __nv_ffsll(x); }
static __device__ unsigned __brev(unsigned x) { return __nv_brev(x); }
static __device__ unsigned long long __brevll(unsigned long long x) { return __nv_brevll(x); }
static __device__ unsigned __byte_perm(unsigned x, unsigned y, unsigned s) { return __nv_byte_perm(x, y, s); }
static __device__ unsigned __sad(int x, int y, unsigned z) { return __nv_sad(x, y, z); }
static __device__ unsigned __usad(unsigned x, unsigned y, unsigned z) { return __nv_usad(x, y, z); }
static __device__ int __hadd(int x, int y) { return __nv_hadd(x, y); }
static __device__ int __rhadd(int x, int y) { return __nv_rhadd(x, y); }
static __device__ unsigned __uhadd(unsigned x, unsigned y) { return __nv_uhadd(x, y); }
static __device__ unsigned __urhadd(unsigned x, unsigned y) { return __nv_urhadd(x, y); }
#endif
