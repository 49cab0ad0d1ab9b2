// queue.cl: a concurrent FIFO queue with two spin locks, Michael & Scott's
// two-lock queue (PODC 1996) on an array of slots: enqueuers serialize on
// the tail lock, dequeuers on the head lock, so one enqueue and one
// dequeue can proceed at once (the concurrent-queue workload of the
// lock-based GPU kernels ElTantawy & Aamodt 2016 evaluate). Each thread
// enqueues PER seeded items, then dequeues PER items, retrying while the
// queue is empty, and files each item it got into a histogram.
//
// Which thread gets which item depends on the interleaving; what is
// dequeued does not: every item exactly once (a dequeue never waits
// forever, since each thread enqueues before it dequeues). A dequeued slot
// is cleared, so the slots end zero and head and tail both at the item
// count.
//
// simtc:launch grid=2 block=64 warp=32 items=int32[256]:rand(231,0,999) slots=int32[256] locks=int32[2] ends=int32[2] hist=int32[16] sum=int32[1]
// simtc:expect hist=[14,15,17,15,12,23,19,12,25,14,12,13*2,20,14,18]
// simtc:expect sum=[131814]
// simtc:expect slots=[0*256]
// simtc:expect locks=[0,0]
// simtc:expect ends=[256,256]
// simtc:expect status=deadlock mech=pdom

#define PER 2
#define NBIN 16
#define HEAD 0
#define TAIL 1

kernel void queue(global const int *items, volatile global int *slots, volatile global int *locks,
                  volatile global int *ends, global int *hist, global int *sum)
{
    int id = get_global_id(0);
    for (int k = 0; k < PER; k++) {
        int v = items[id * PER + k];
        while (atomic_cmpxchg(&locks[TAIL], 0, 1) != 0) {
        }
        int t = ends[TAIL];
        slots[t] = v + 1; // 0 marks an empty slot
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        ends[TAIL] = t + 1;
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        atomic_xchg(&locks[TAIL], 0);
    }
    for (int k = 0; k < PER; k++) {
        int v = 0;
        while (v == 0) {
            while (atomic_cmpxchg(&locks[HEAD], 0, 1) != 0) {
            }
            int h = ends[HEAD];
            // The tail is read without its lock: a stale value only makes
            // the queue look emptier than it is, and the dequeue retries.
            if (h != ends[TAIL]) {
                v = slots[h];
                slots[h] = 0;
                ends[HEAD] = h + 1;
            }
            mem_fence(CLK_GLOBAL_MEM_FENCE);
            atomic_xchg(&locks[HEAD], 0);
        }
        v -= 1;
        atomic_inc(&hist[v % NBIN]);
        atomic_add(sum, v);
    }
}
