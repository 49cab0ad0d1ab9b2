// warp_uniform_wait.cl: a flag wait that Algorithm 1 flags but that cannot
// deadlock. ElTantawy & Aamodt, "MIMD Synchronization on SIMT
// Architectures" (MICRO 2016), Sec. V-B1 (false detections: a BH-FC loop
// whose check "uses the __all() CUDA intrinsic that evaluates the same for
// all threads within a warp") and Sec. IV-A2 ("Warp-Synchronous Behaviour
// ... disable our transformation possibly using pragmas").
//
// Warp 0 produces, warp 1 consumes: each producer lane writes its element
// and then counts itself in *flag; the consumers wait until all WARP
// producers are done. The branch is on the sub-group id, so it never
// diverges inside a warp, and the wait loop's exit is a warp-wide vote, so
// all lanes of warp 1 leave in the same iteration. The only dependence is
// between warps, which any fair warp scheduler satisfies. The paper's
// Algorithm 1 sees a loop whose exit reads *flag with a redefining write on
// the parallel path; simtc lint sees that the only branch between them is
// uniform across the warp (issue 31, uniform separation), so no warp holds
// both a waiter and a writer, and reports nothing (it once needed an allow
// pragma on the loop header). Lint must report nothing here.
//
// simtc:launch grid=1 block=64 warp=32 flag=int32[1] out=int32[64]
// simtc:expect flag=[32]
// simtc:expect out=[0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,1,3,5,7,9,11,13,15,17,19,21,23,25,27,29,31,33,35,37,39,41,43,45,47,49,51,53,55,57,59,61,63]

#define WARP 32

kernel void warp_uniform_wait(volatile global int *flag, volatile global int *out)
{
    int gid = get_global_id(0);
    if (get_sub_group_id() == 0) {
        out[gid] = gid * 2;
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        atomic_inc(flag); // one more producer done
    } else {
        while (!sub_group_all(*flag == WARP)) {
        }
        out[gid] = out[gid - WARP] + 1;
    }
}
