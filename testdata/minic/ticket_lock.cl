// ticket_lock.cl: a ticket lock of a GPU lock library as a struct of two
// OpenCL 2.0 atomic_uint counters (next ticket, ticket served), with its
// operations as static inline functions taking a pointer to the struct.
// Every work-item takes a ticket and increments a shared counter when its
// ticket is served; the wait is SIMT-safe (the critical section is inside
// the retry loop), so it completes under pdom too.
//
// simtc:launch grid=2 block=32 warp=32 lock=uint32[2] counter=int32[1]
// simtc:expect lock=[64,64]
// simtc:expect counter=[64]

typedef struct {
    atomic_uint next;
    atomic_uint serving;
} ticket_lock_t;

static inline uint ticket_take(volatile __global ticket_lock_t *l)
{
    return atomic_fetch_add_explicit(&l->next, 1u, memory_order_relaxed, memory_scope_device);
}

static inline bool ticket_ready(volatile __global ticket_lock_t *l, uint t)
{
    return atomic_load_explicit(&l->serving, memory_order_acquire, memory_scope_device) == t;
}

static inline void ticket_release(volatile __global ticket_lock_t *l)
{
    atomic_fetch_add_explicit(&l->serving, 1u, memory_order_release, memory_scope_device);
}

__kernel void ticket_counter(volatile __global ticket_lock_t *lock, __global int *counter)
{
    uint t = ticket_take(lock);
    bool done = false;
    while (!done) {
        if (ticket_ready(lock, t)) {
            counter[0] += 1;
            ticket_release(lock);
            done = true;
        }
    }
}
