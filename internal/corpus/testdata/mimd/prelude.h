/*
 * prelude.h: just enough of OpenCL C, as plain C11 + GNU extensions, to run
 * a mini-C kernel natively on a MIMD machine: one POSIX thread per work-item
 * (see harness.c and mimd_test.go). No system headers: the kernel's names
 * must not clash with libc.
 *
 * Address-space qualifiers vanish, except that `local` becomes `static`: the
 * harness runs one work-group at a time, so a function-scope static array is
 * exactly the group's shared memory. Atomics are the GCC/Clang __atomic
 * builtins (sequentially consistent); a failed compare-and-swap yields the
 * CPU so that spinning threads let the lock holder run.
 */
typedef unsigned long size_t;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef unsigned char uchar;
typedef unsigned short ushort;

#define kernel
#define __kernel
#define global
#define __global
#define local static
#define __local static
#define private
#define __private
#define constant const
#define __constant const

#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2

size_t get_local_id(uint dim);
size_t get_group_id(uint dim);
size_t get_local_size(uint dim);
size_t get_num_groups(uint dim);
size_t get_global_id(uint dim);
size_t get_global_size(uint dim);
uint get_sub_group_id(void);
uint get_sub_group_local_id(void);

void simtc_barrier(void);
void simtc_spin(void);
long simtc_sub_group(int op, long value, uint lane);

#define barrier(flags) simtc_barrier()
#define mem_fence(flags) __atomic_thread_fence(__ATOMIC_SEQ_CST)
#define read_mem_fence(flags) __atomic_thread_fence(__ATOMIC_SEQ_CST)
#define write_mem_fence(flags) __atomic_thread_fence(__ATOMIC_SEQ_CST)

#define SIMTC_SC __ATOMIC_SEQ_CST
#define atomic_add(p, v) __atomic_fetch_add((p), (v), SIMTC_SC)
#define atomic_sub(p, v) __atomic_fetch_sub((p), (v), SIMTC_SC)
#define atomic_inc(p) __atomic_fetch_add((p), 1, SIMTC_SC)
#define atomic_dec(p) __atomic_fetch_sub((p), 1, SIMTC_SC)
#define atomic_min(p, v) __atomic_fetch_min((p), (v), SIMTC_SC)
#define atomic_max(p, v) __atomic_fetch_max((p), (v), SIMTC_SC)
#define atomic_and(p, v) __atomic_fetch_and((p), (v), SIMTC_SC)
#define atomic_or(p, v) __atomic_fetch_or((p), (v), SIMTC_SC)
#define atomic_xor(p, v) __atomic_fetch_xor((p), (v), SIMTC_SC)
#define atomic_xchg(p, v) __atomic_exchange_n((p), (v), SIMTC_SC)
#define atomic_cmpxchg(p, cmp, v)                                              \
	({                                                                     \
		__typeof__(+*(p)) simtc_old_ = (cmp);                          \
		if (!__atomic_compare_exchange_n((p), &simtc_old_, (v), 0,     \
						 SIMTC_SC, SIMTC_SC))          \
			simtc_spin();                                          \
		simtc_old_;                                                    \
	})

#define atom_add atomic_add
#define atom_sub atomic_sub
#define atom_inc atomic_inc
#define atom_dec atomic_dec
#define atom_min atomic_min
#define atom_max atomic_max
#define atom_and atomic_and
#define atom_or atomic_or
#define atom_xor atomic_xor
#define atom_xchg atomic_xchg
#define atom_cmpxchg atomic_cmpxchg

#define sub_group_any(c) ((int)simtc_sub_group(0, (c), 0))
#define sub_group_all(c) ((int)simtc_sub_group(1, (c), 0))
#define sub_group_broadcast(x, lane) simtc_sub_group(2, (x), (lane))
