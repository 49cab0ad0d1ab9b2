// lockfree_stack.cl: a lock-free stack (Treiber) whose head packs an ABA
// tag (high 16 bits) with the top index (low 16 bits, 0xffff when empty),
// pushed with a weak compare-exchange (OpenCL 2.0 atomic_uint), as GPU
// memory allocators and work queues do. Each work-item pushes its node; the CAS loop is lock-free, so the
// kernel terminates under every mechanism. The final chain is walked by
// work-item 0 after a barrier to count the nodes.
//
// simtc:launch grid=1 block=32 warp=32 head=uint32[1]:65535 next=int32[32] total=int32[2]
// simtc:expect total=[32,496]

kernel void lockfree_stack(global atomic_uint *head, global int *next, global int *total)
{
    int i = get_global_id(0);
    uint old = atomic_load_explicit(head, memory_order_relaxed, memory_scope_device), nw;
    do {
        next[i] = (old & 0xffffu) == 0xffffu ? -1 : (int)(old & 0xffffu);
        nw = ((old >> 16) + 1) << 16 | (uint)i;
    } while (!atomic_compare_exchange_weak_explicit(head, &old, nw, memory_order_release, memory_order_relaxed, memory_scope_device));
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (i == 0) {
        int n = 0, sum = 0;
        int top = (int)(atomic_load(head) & 0xffffu);
        if (top == 0xffff)
            top = -1;
        while (top != -1) {
            n++;
            sum += top;
            top = next[top];
        }
        total[0] = n;
        total[1] = sum;
    }
}
