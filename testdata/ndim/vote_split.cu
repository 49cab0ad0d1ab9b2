// vote_split.cu: __any_sync whose member mask names a thread on another
// path: lanes 0-15 vote with the mask 0x0001ffff, which names lane 16 too,
// and lane 16 takes the other branch and never votes. Under its and mimd
// lanes 0-15 wait at the vote until lane 16 exits (exited threads count as
// arrived), then vote among themselves. Under pdom the warp runs lanes
// 0-15 alone while lane 16 waits at the reconvergence point, live but on
// another path: a deadlock the simulator diagnoses (the vote, its mask,
// the missing thread) instead of voting over part of the mask.
// Expected (its, mimd): out[t] = 1 for lanes 0-15 (lane 3 votes yes), 7
// for lanes 16-31.
//
// simtc:launch grid=1 block=32,2 out=int32[64]
// simtc:expect out=[1*16,7*16,1*16,7*16]
// simtc:expect status=ok mech=its,mimd
// simtc:expect status=deadlock mech=pdom

#include "../real/real_cuda.h"

#define threadIdx_y ((int)__nvvm_read_ptx_sreg_tid_y())

extern "C" __global__ void vote_split(int *out)
{
    int t = threadIdx_y * blockDim_x + threadIdx_x;
    int lane = threadIdx_x;
    int r;
    if (lane < 16)
        r = __nvvm_vote_any_sync(0x0001ffffu, lane == 3);
    else
        r = 7;
    out[t] = r;
}
