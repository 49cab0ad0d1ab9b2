// flag_lock.cl: a test-and-set lock on an OpenCL 2.0 atomic_flag (as in
// lock libraries built on C11 atomics), used with the SIMT-safe pattern
// (the critical section inside the retry loop), plus atomic_exchange and
// atomic_fetch_sub/or with explicit order and scope.
//
// simtc:launch grid=1 block=64 warp=32 flag=int32[1] counter=int32[4]
// simtc:expect counter=[64,-64,2016,255]

kernel void flag_lock(global atomic_flag *flag, global int *counter)
{
    int i = get_global_id(0);
    int done = 0;
    while (!done) {
        if (!atomic_flag_test_and_set_explicit(flag, memory_order_acquire, memory_scope_device)) {
            counter[0] += 1;
            counter[2] += i;
            atomic_flag_clear_explicit(flag, memory_order_release, memory_scope_device);
            done = 1;
        }
    }
    atomic_fetch_sub_explicit((global atomic_int *)&counter[1], 1, memory_order_relaxed, memory_scope_device);
    atomic_fetch_or_explicit((global atomic_int *)&counter[3], 1 << (i % 8), memory_order_relaxed, memory_scope_device);
    atomic_exchange_explicit((global atomic_int *)&counter[3], atomic_load((global atomic_int *)&counter[3]), memory_order_relaxed, memory_scope_device);
}
