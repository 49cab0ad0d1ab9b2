// ring_queue.cu: a bounded ring-buffer work queue in the style of GPU queue
// and allocator libraries: slots are claimed with atomicInc, which wraps
// at the queue size (llvm.nvvm.atomic.load.inc.32), and a credit counter
// drains with atomicDec (llvm.nvvm.atomic.load.dec.32), kept in a struct.
//
// simtc:launch grid=2 block=32 warp=32 q=int32[4] slots=int32[16]
// simtc:expect q=[0,937,64,0]
#include "real_cuda.h"

struct queue {
    unsigned head;
    unsigned credits;
    unsigned pushed;
    unsigned pad;
};

extern "C" __global__ void ring_queue(queue *q, int *slots)
{
    int i = blockIdx_x * blockDim_x + threadIdx_x;
    unsigned s = atomicInc(&q->head, 15);
    atomicAdd((volatile int *)&slots[s], i);
    atomicDec(&q->credits, 1000);
    atomicAdd((volatile int *)&q->pushed, 1);
}
