// hashtable.cu: CUDA version of testdata/kernels/hashtable.cl, hash-table
// insertion with one spin lock per bucket (the HT kernel of ElTantawy &
// Aamodt, MICRO 2016, Table I).
//
// simtc:launch grid=2 block=64 warp=32 keys=int32[128]:iota locks=int32[8] count=int32[8] sum=int32[8]
// simtc:expect count=[16*8]
// simtc:expect status=deadlock mech=pdom
#include "cuda_prelude.h"

#define NBUCKETS 8
#define HASH(k) (((k) * 31 + 7) % NBUCKETS)

extern "C" __global__ void hashtable(const int *keys, volatile int *locks, int *count, int *sum)
{
    int key = keys[blockIdx_x * blockDim_x + threadIdx_x];
    int b = HASH(key);
    while (atomicCAS(&locks[b], 0, 1) != 0) { // want "SIMT deadlock"
    }
    count[b] = count[b] + 1;
    sum[b] = sum[b] + key;
    atomicExch(&locks[b], 0);
}
