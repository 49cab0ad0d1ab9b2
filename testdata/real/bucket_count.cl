// bucket_count.cl: hash-table bucket statistics, in the style of Parboil's
// and the hash-table benchmarks of GPU synchronization studies: every key is
// hashed; its node is written into a node array of structs and the bucket's
// counters (a struct of two ints) are updated with atomics by a helper
// function that takes a pointer to the struct.
//
// Constructs: pointer-to-struct parameters of a kernel and of a device
// function, stores into struct fields, struct array indexing.
//
// simtc:launch grid=2 block=32 warp=32 keys=int32[64]:iota nodes=int32[192] buckets=int32[16] nbuckets=8
// simtc:expect buckets=[8,248,8,240,8,232,8,224,8,280,8,272,8,264,8,256]

struct node {
    int key;
    int value;
    int bucket;
};

struct bucket {
    int count;
    int sum;
};

void bucket_add(global struct bucket *b, int key)
{
    atomic_inc(&b->count);
    atomic_add(&b->sum, key);
}

kernel void bucket_count(global const int *keys, global struct node *nodes, global struct bucket *buckets, int nbuckets)
{
    int i = get_global_id(0);
    int key = keys[i];
    int h = (key * 7 + 3) % nbuckets;
    nodes[i].key = key;
    nodes[i].value = key * key;
    nodes[i].bucket = h;
    bucket_add(&buckets[h], key);
}
