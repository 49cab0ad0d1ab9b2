package preproc

import (
	"strings"
	"testing"
)

// benchKernel is a kernel in the style of real OpenCL code: guards, helper
// macros, comments with simtc directives, and many lines without macros.
const benchKernel = `// simtc:launch grid=2 block=64 lock=int32[1] data=int32[256]:iota n=256
#include <opencl-c.h>
#ifndef BLOCK
#define BLOCK 64
#endif
#define IDX(i, j) ((i) * BLOCK + (j))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define LOCK(l) while (atomic_cmpxchg((l), 0, 1) != 0) ; /* spin */
#define UNLOCK(l) atomic_xchg((l), 0)
#if __OPENCL_VERSION__ >= CL_VERSION_2_0 && defined(__simtc__)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

kernel void k(global int *lock, global int *data, int n) {
	local int buf[BLOCK];
	int i = get_local_id(0);
	int g = get_group_id(0);
	buf[i] = data[IDX(g, i)];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (int s = 1; s < BLOCK; s *= 2) {
		if (i % (2 * s) == 0)
			buf[i] += buf[MIN(i + s, BLOCK - 1)];
		barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	}
	if (i == 0) {
		LOCK(lock)  // want "SIMT deadlock"
		data[0] += buf[0];
		UNLOCK(lock);
	}
}
`

func BenchmarkPreprocess(b *testing.B) {
	src := []byte(benchKernel + strings.Repeat("int unused_line = 1 + 2; /* comment */\n", 200))
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		if _, err := Preprocess("k.cl", src, Options{Defines: []string{"BLOCK=128"}}); err != nil {
			b.Fatal(err)
		}
	}
}
