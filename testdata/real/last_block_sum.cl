// last_block_sum.cl: single-pass reduction with a "last work-group done"
// ticket, in the style of SHOC's reduction and the CUDA threadFenceReduction
// sample: each group reduces in local memory, publishes its partial sum,
// fences, and takes a ticket; the group that draws the last ticket adds the
// partial sums. No thread waits for another group, so there is no spinning.
//
// Constructs: local arrays, barriers, mem_fence, atomic_inc's result, a
// struct global in local memory holding the group's result and ticket.
//
// simtc:launch grid=4 block=32 warp=32 in=int32[128]:iota partial=int32[4] count=int32[1] total=int32[1]
// simtc:expect total=[8128]
// simtc:expect count=[4]
// simtc:expect partial=[496,1520,2544,3568]

struct group_state {
    int ticket;
    int last;
};

kernel void last_block_sum(global const int *in, global int *partial, global volatile int *count, global int *total)
{
    local int buf[32];
    local struct group_state st;
    int lid = get_local_id(0);
    int gid = get_group_id(0);
    int n = get_local_size(0);
    buf[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = n / 2; s > 0; s >>= 1) {
        if (lid < s)
            buf[lid] += buf[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        partial[gid] = buf[0];
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        st.ticket = atomic_inc(count);
        st.last = st.ticket == (int)get_num_groups(0) - 1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (st.last && lid == 0) {
        int sum = 0;
        for (int g = 0; g < (int)get_num_groups(0); g++)
            sum += ((volatile global int *)partial)[g];
        *total = sum;
    }
}
