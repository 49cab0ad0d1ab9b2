// divergent_if_barrier.cl: the simplest SIMT deadlock of all (issue 31): a
// barrier under get_local_id(0) == 0. Only one thread of the work-group
// reaches it; under the IPDOM stack with per-thread barrier counting it
// waits for its warp-mates, whom the stack holds at the if's end. Undefined
// behaviour in OpenCL and CUDA; GPUVerify's barrier-divergence check finds
// it, and so does simtc lint (simt-barrier-divergence). SSDE cannot fix it.
//
// simtc:launch grid=1 block=64 warp=32 out=int32[64]
// simtc:expect status=deadlock mech=pdom

kernel void divergent_if_barrier(global int *out)
{
    local int buf[64];
    int lid = get_local_id(0);
    buf[lid] = lid;
    if (lid == 0)
        barrier(CLK_LOCAL_MEM_FENCE); // want "divergent barrier"
    out[lid] = buf[63 - lid];
}
