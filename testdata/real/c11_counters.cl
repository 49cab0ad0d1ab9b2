// c11_counters.cl: OpenCL 2.0 C11-style atomics with explicit memory order
// and scope, in the style of lock-free work queues and GPU barrier
// libraries: a relaxed ticket counter, a release store published after a
// work-item fence, a compare-exchange loop computing a maximum (lock-free,
// so it terminates under every reconvergence mechanism), and acquire loads.
//
// simtc:launch grid=2 block=32 warp=32 tickets=int32[1] maxv=int32[1] flags=int32[64] seen=int32[64]
// simtc:expect tickets=[64]
// simtc:expect maxv=[1953]
// simtc:expect flags=[1*64]
// simtc:expect seen=[1*64]

kernel void c11_counters(global atomic_int *tickets, global atomic_int *maxv, global atomic_int *flags, global int *seen)
{
    int i = get_global_id(0);
    int t = atomic_fetch_add_explicit(tickets, 1, memory_order_relaxed, memory_scope_device);
    int mine = (i * 31) % 64 * 31;
    int cur = atomic_load_explicit(maxv, memory_order_acquire, memory_scope_device);
    while (cur < mine &&
           !atomic_compare_exchange_strong_explicit(maxv, &cur, mine, memory_order_acq_rel,
                                                    memory_order_relaxed, memory_scope_device)) {
    }
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
    atomic_store_explicit(&flags[i], t >= 0 ? 1 : 2, memory_order_release, memory_scope_device);
    atomic_fetch_min_explicit(&flags[i], 1, memory_order_relaxed, memory_scope_work_group);
    seen[i] = atomic_load_explicit(&flags[i], memory_order_acquire, memory_scope_device);
}
