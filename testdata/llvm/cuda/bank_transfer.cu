// bank_transfer.cu: CUDA version of testdata/kernels/bank_transfer.cl, the
// two-lock bank transfer (the ATM kernel of ElTantawy & Aamodt, MICRO 2016,
// Table I).
//
// simtc:launch grid=1 block=64 warp=32 locks=int32[16] balance=int32[16] naccounts=16
// simtc:expect status=deadlock mech=pdom
#include "cuda_prelude.h"

extern "C" __global__ void bank_transfer(volatile int *locks, int *balance, int naccounts)
{
    int tid = blockIdx_x * blockDim_x + threadIdx_x;
    int from = tid % naccounts;
    int to = (tid * 5 + 3) % naccounts;
    if (to == from)
        to = (to + 1) % naccounts;
    int amount = tid + 1;
    int first = from < to ? from : to;
    int second = from < to ? to : from;

    while (atomicCAS(&locks[first], 0, 1) != 0) { // want "SIMT deadlock"
    }
    while (atomicCAS(&locks[second], 0, 1) != 0) { // want "SIMT deadlock"
    }
    balance[from] -= amount;
    balance[to] += amount;
    atomicExch(&locks[second], 0);
    atomicExch(&locks[first], 0);
}
