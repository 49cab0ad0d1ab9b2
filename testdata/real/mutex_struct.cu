// mutex_struct.cu: a CUDA mutex library object (struct with the lock word
// and its owner) in a __device__ global, used with the SIMT-safe locking
// pattern, plus a struct local copied by value.
//
// Constructs: struct globals, struct allocas, field GEPs into a global,
// struct copies.
//
// simtc:launch grid=1 block=64 warp=32 out=int32[2]
// simtc:expect out=[64,2016]
#include "real_cuda.h"

struct mutex {
    int lock;
    int owner;
    int count;
    int sum;
};

__device__ mutex g_mutex;

__device__ void critical(mutex *m, int id)
{
    m->owner = id;
    m->count = m->count + 1;
    m->sum = m->sum + id;
}

extern "C" __global__ void mutex_struct(int *out)
{
    int i = blockIdx_x * blockDim_x + threadIdx_x;
    bool done = false;
    while (!done) {
        if (atomicCAS(&g_mutex.lock, 0, 1) == 0) {
            critical(&g_mutex, i);
            __nvvm_membar_gl();
            atomicExch(&g_mutex.lock, 0);
            done = true;
        }
    }
    __syncthreads();
    if (i == 0) {
        __nvvm_membar_gl();
        mutex snap = g_mutex;
        out[0] = snap.count;
        out[1] = snap.sum;
    }
}
