// spinlock.cu: CUDA version of testdata/kernels/spinlock.cl, the MIMD spin
// lock of ElTantawy & Aamodt (MICRO 2016), Fig. 1 (SIMT-induced deadlock).
//
// simtc:launch grid=2 block=64 warp=32 lock=int32[1] counter=int32[1]
// simtc:expect counter=[128]
// simtc:expect status=deadlock mech=pdom
#include "cuda_prelude.h"

extern "C" __global__ void spinlock(volatile int *lock, int *counter)
{
    while (atomicCAS(lock, 0, 1) != 0) { // want "SIMT deadlock"
    }
    // critical section
    *counter = *counter + 1;
    atomicExch(lock, 0);
}
