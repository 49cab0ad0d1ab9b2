// work_queue.cl: a per-block work queue in local memory (the persistent
// threads pattern the MIMD paper's introduction motivates): threads claim
// items with an atomic head index; an item k > 0 spawns item k-1, appended
// at an atomic tail index. Threads leave when no item is queued or in
// flight. The processed-item counts are deterministic; the queue's order is
// not, so it lives in local memory. A slot is published by a ready flag set
// after the item is written: a thread that claims a slot between the
// producer's tail increment and its write would otherwise read a stale item
// (on the jin2012 machine, under dwf, it did).
//
// simtc:launch grid=2 block=64 warp=32 items=int32[128]:rand(41,0,5) out=int32[6]
// simtc:expect out=[128,110,83,61,38,21]
// simtc:expect status=ok mech=pdom

#define B 64
#define CAP 512

kernel void work_queue(global const int *items, global int *out)
{
    local int queue[CAP];
    local int head;
    local int tail;
    local int pending;
    local int ready[CAP];
    int lid = get_local_id(0);
    queue[lid] = items[get_global_id(0)];
    for (int k = lid; k < CAP; k += B)
        ready[k] = k < B;
    if (lid == 0) {
        head = 0;
        tail = B;
        pending = B;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int iter = 0; iter < 4096; iter++) {
        if (atomic_add(&pending, 0) == 0)
            break;
        int h = atomic_add(&head, 0);
        if (h >= atomic_add(&tail, 0) || atomic_add(&ready[h], 0) == 0)
            continue;
        if (atomic_cmpxchg(&head, h, h + 1) != h)
            continue;
        int item = queue[h];
        atomic_inc(&out[item]);
        if (item > 0) {
            int t = atomic_inc(&tail);
            queue[t] = item - 1;
            atomic_xchg(&ready[t], 1);
            atomic_inc(&pending);
        }
        atomic_dec(&pending);
    }
}
