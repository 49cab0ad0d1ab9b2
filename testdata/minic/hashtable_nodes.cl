// hashtable_nodes.cl: chained hash-table insertion with a pool of node
// structs and one spin lock per bucket, in the style of the hash-table
// kernels of GPU transactional-memory and lock studies.
//
// Each work-item builds its node (a struct copied into the pool), hashes
// its key and pushes the node on its bucket's chain under the bucket's
// lock. The lock is taken SIMT-safely: the critical section is inside the
// loop that retries the lock, so a warp never waits on one of its own
// lanes. After a barrier, work-item b < NBUCKETS walks chain b through the
// next fields and writes the bucket's value sum and length.
//
// simtc:launch grid=1 block=64 warp=32 keys=int32[64]:iota buckets=int32[16] pool=int32[192] locks=int32[8] out=int32[16]
// simtc:expect out=[744,720,696,672,840,816,792,768,8*8]
// simtc:expect locks=[0*8]

#define NBUCKETS 8
#define HASH(k) (((k) * 7 + 3) % NBUCKETS)

typedef struct node {
    int key;
    int value;
    int next; // 1 + index of the next node in the pool; 0 ends the chain
} node_t;

typedef struct {
    int head; // 1 + index of the first node; 0 when empty
    int count;
} bucket_t;

inline void bucket_push(global bucket_t *b, global node_t *pool, int idx)
{
    pool[idx].next = b->head;
    b->head = idx + 1;
    b->count++;
}

kernel void ht_insert(global const int *keys, global bucket_t *buckets,
                      global node_t *pool, volatile global int *locks,
                      global int *out)
{
    int gid = get_global_id(0);
    node_t n = { keys[gid], keys[gid] * 3, 0 };
    pool[gid] = n;
    int b = HASH(n.key);
    bool done = false;
    while (!done) {
        if (atomic_cmpxchg(&locks[b], 0, 1) == 0) {
            bucket_push(&buckets[b], pool, gid);
            mem_fence(CLK_GLOBAL_MEM_FENCE);
            atomic_xchg(&locks[b], 0);
            done = true;
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (gid < NBUCKETS) {
        int sum = 0;
        for (int i = buckets[gid].head; i != 0; i = pool[i - 1].next)
            sum += pool[i - 1].value;
        out[gid] = sum;
        out[NBUCKETS + gid] = buckets[gid].count;
    }
}
