// ticket_lock.cl: a ticket lock from a GPU lock library (struct with the
// next-ticket and now-serving counters, OpenCL 2.0 atomics), taken by one
// leader work-item per work-group, so that waiting threads are in
// different warps (SIMT-safe under every mechanism). The critical section
// updates a shared struct of statistics.
//
// simtc:launch grid=4 block=32 warp=32 lock_=int32[2] stats=int32[3]
// simtc:expect lock_=[4,4]
// simtc:expect stats=[4,6,3]

typedef struct {
    atomic_int next;
    atomic_int serving;
} ticket_lock_t;

typedef struct {
    int entries;
    int group_sum;
    int last;
} stats_t;

static void lock(global ticket_lock_t *l)
{
    int t = atomic_fetch_add_explicit(&l->next, 1, memory_order_relaxed, memory_scope_device);
    while (atomic_load_explicit(&l->serving, memory_order_acquire, memory_scope_device) != t)
        ;
}

static void unlock(global ticket_lock_t *l)
{
    int s = atomic_load_explicit(&l->serving, memory_order_relaxed, memory_scope_device);
    atomic_store_explicit(&l->serving, s + 1, memory_order_release, memory_scope_device);
}

kernel void ticket_lock(global ticket_lock_t *lock_, global stats_t *stats)
{
    if (get_local_id(0) == 0) {
        int g = get_group_id(0);
        lock(lock_);
        stats->entries += 1;
        stats->group_sum += g;
        stats->last = stats->last > g ? stats->last : g;
        unlock(lock_);
    }
}
