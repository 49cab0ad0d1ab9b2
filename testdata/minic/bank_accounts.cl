// bank_accounts.cl: concurrent transfers between bank accounts, each
// account a struct holding its own lock, as in the bank benchmarks of GPU
// lock and transactional-memory libraries.
//
// The locks are OpenCL 2.0 atomic_int members taken with
// atomic_compare_exchange_strong_explicit (acquire) and released with
// atomic_store_explicit (release). A transfer needs both accounts' locks:
// they are taken in index order and, when the second is busy, the first is
// released and the whole attempt retried, all inside one loop (SIMT-safe:
// no lane of a warp waits for another). Balances are conserved; every
// account takes part in 24 transfers.
//
// simtc:launch grid=2 block=48 warp=32 acc=int32[24]:0,100,0,0,100,0,0,100,0,0,100,0,0,100,0,0,100,0,0,100,0,0,100,0 done=int32[1]
// simtc:expect acc=[0,100,24,0,98,24,0,102,24,0,101,24,0,99,24,0,103,24,0,97,24,0,100,24]
// simtc:expect done=[96]

#define NACC 8

typedef struct {
    atomic_int lock;
    int balance;
    int ntx;
} account_t;

inline bool try_lock(volatile global atomic_int *l)
{
    int expected = 0;
    return atomic_compare_exchange_strong_explicit(l, &expected, 1,
        memory_order_acquire, memory_order_relaxed, memory_scope_device);
}

inline void unlock(volatile global atomic_int *l)
{
    atomic_store_explicit(l, 0, memory_order_release, memory_scope_device);
}

kernel void transfer(global account_t *acc, global int *done)
{
    int t = get_global_id(0);
    int from = t % NACC;
    int to = (t * 3 + 1) % NACC;
    if (from == to)
        to = (to + 1) % NACC;
    int amount = t % 5 + 1;
    int lo = min(from, to), hi = max(from, to);
    bool finished = false;
    while (!finished) {
        if (try_lock(&acc[lo].lock)) {
            if (try_lock(&acc[hi].lock)) {
                global account_t *src = &acc[from];
                src->balance -= amount;
                acc[to].balance += amount;
                src->ntx++;
                acc[to].ntx++;
                unlock(&acc[hi].lock);
                finished = true;
            }
            unlock(&acc[lo].lock);
        }
    }
    atomic_fetch_add_explicit((volatile __global atomic_int *)done, 1, memory_order_relaxed);
}
