// account_lock.cl: per-account locks embedded in a struct, in the style of
// GPU lock libraries (a bank-account / ATM benchmark). Each work-item
// deposits into one account. The lock is taken with the SIMT-safe pattern
// (critical section inside the retry loop), so the kernel terminates under
// every reconvergence mechanism.
//
// Constructs: pointer-to-struct kernel parameter, getelementptr into struct
// fields (an i64 field makes the struct 8-byte aligned: offsets 0, 4, 8, 16;
// size 24), atomics on a struct field.
//
// simtc:launch grid=1 block=64 warp=32 acc=int32[24] ops=int32[64]:iota nacc=4
// simtc:expect acc=[0,496,480,0,16,0,0,512,496,0,16,0,0,528,512,0,16,0,0,544,528,0,16,0]

typedef struct account {
    int lock;
    int balance;
    long history;
    int count;
} account_t;

kernel void account_lock(global account_t *acc, global const int *ops, int nacc)
{
    int tid = get_global_id(0);
    global account_t *a = &acc[ops[tid] % nacc];
    int done = 0;
    while (!done) {
        if (atomic_cmpxchg((volatile global int *)&a->lock, 0, 1) == 0) {
            a->balance += tid + 1;
            a->history += tid;
            a->count++;
            mem_fence(CLK_GLOBAL_MEM_FENCE);
            atomic_xchg((volatile global int *)&a->lock, 0);
            done = 1;
        }
    }
}
