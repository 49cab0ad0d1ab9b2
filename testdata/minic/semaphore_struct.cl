// semaphore_struct.cl: a counting semaphore of a GPU synchronization
// library as a struct of OpenCL 2.0 atomics: at most SLOTS work-items are
// inside at any time. sem_try_wait takes a slot with a weak
// compare-exchange (acquire); sem_post gives it back (release). The
// retry loop holds the whole critical section, so it is SIMT-safe. The
// work-items count themselves in and check that the semaphore never let
// more than SLOTS in.
//
// simtc:launch grid=2 block=32 warp=32 sem=int32[3]:2,0,0 work=int32[1]
// simtc:expect sem=[2,0,0]
// simtc:expect work=[64]

#define SLOTS 2

typedef struct {
    atomic_int count;    // free slots
    atomic_int holders;  // work-items inside
    atomic_int overflow; // set when more than SLOTS were inside
} semaphore_t;

inline bool sem_try_wait(volatile global semaphore_t *s)
{
    int c = atomic_load_explicit(&s->count, memory_order_relaxed);
    return c > 0 && atomic_compare_exchange_weak_explicit(&s->count, &c, c - 1,
                                                          memory_order_acquire, memory_order_relaxed);
}

inline void sem_post(volatile global semaphore_t *s)
{
    atomic_fetch_add_explicit(&s->count, 1, memory_order_release);
}

kernel void semaphore_work(volatile global semaphore_t *sem, global int *work)
{
    bool done = false;
    while (!done) {
        if (sem_try_wait(sem)) {
            int h = atomic_fetch_add_explicit(&sem->holders, 1, memory_order_relaxed) + 1;
            if (h > SLOTS)
                atomic_store_explicit(&sem->overflow, 1, memory_order_relaxed);
            atomic_fetch_add_explicit((volatile global atomic_int *)work, 1, memory_order_relaxed);
            atomic_fetch_sub_explicit(&sem->holders, 1, memory_order_relaxed);
            sem_post(sem);
            done = true;
        }
    }
}
