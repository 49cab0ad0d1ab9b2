// idempotent_flag.cl: a flag read with atomic read-modify-writes that write
// nothing (issue 31): atomic_add(flag, 0) and atomic_or(flag, 0) are the
// usual way to read a flag atomically (clang -O2 turns a CUDA atomicAdd(p,
// 0) into atomicrmw or 0). Group 1 waits for group 0's flag and reads it
// again after the loop; the read after the loop is reachable from the exit
// but changes no memory, so it is no redefining write, and the writer is in
// the other work-group (inter-group-wait with lint --notes).
//
// simtc:launch grid=2 block=32 warp=32 flag=int32[1] data=int32[32] out=int32[32]
// simtc:expect flag=[1]
// simtc:expect status=ok mech=pdom

kernel void idempotent_flag(volatile global int *flag, volatile global int *data, global int *out)
{
    int lid = get_local_id(0);
    if (get_group_id(0) == 0) {
        data[lid] = lid * 2;
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (lid == 0)
            atomic_xchg(flag, 1);
    } else {
        while (atomic_add(flag, 0) == 0)
            ;
        out[lid] = data[lid] + atomic_or(flag, 0);
    }
}
