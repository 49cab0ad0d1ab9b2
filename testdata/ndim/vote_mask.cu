// vote_mask.cu: *_sync votes and ballots with partial member masks. In
// each warp (a row of the 32×2 block) lanes 0-15 pass the mask 0x0000ffff
// and lanes 16-31 the mask 0xffff0000: each half votes over its own
// threads only, though the whole warp executes the instruction together.
// Expected: out[t] = 10·any + all with any = vote.any(lane == 20) and
// all = vote.all(lane != 5): 0 for lanes 0-15, 11 for lanes 16-31;
// bal[t] = ballot(lane odd) over the half: 0xaaaa (43690) for lanes 0-15,
// 0xaaaa0000 (-1431699456) for lanes 16-31; sh[t] = t^1, read by
// __shfl_sync(mask, t, lane^1) within each half.
//
// simtc:launch grid=1 block=32,2 out=int32[64] bal=int32[64] sh=int32[64]
// simtc:expect out=[0*16,11*16,0*16,11*16]
// simtc:expect bal=[43690*16,-1431699456*16,43690*16,-1431699456*16]
// simtc:expect sh=[1,0,3,2,5,4,7,6,9,8,11,10,13,12,15,14,17,16,19,18,21,20,23,22,25,24,27,26,29,28,31,30,33,32,35,34,37,36,39,38,41,40,43,42,45,44,47,46,49,48,51,50,53,52,55,54,57,56,59,58,61,60,63,62]
// simtc:expect status=ok

#include "../real/real_cuda.h"

#define threadIdx_y ((int)__nvvm_read_ptx_sreg_tid_y())

extern "C" __global__ void vote_mask(int *out, int *bal, int *sh)
{
    int t = threadIdx_y * blockDim_x + threadIdx_x;
    int lane = threadIdx_x;
    unsigned mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
    int any = __nvvm_vote_any_sync(mask, lane == 20);
    int all = __nvvm_vote_all_sync(mask, lane != 5);
    out[t] = any * 10 + all;
    bal[t] = (int)__nvvm_vote_ballot_sync(mask, lane & 1);
    sh[t] = __nvvm_shfl_sync_idx_i32(mask, t, lane ^ 1, 0x1f);
}
