// bounded_wait.cl: a bounded wait (issue 31). Every thread but 0 polls the
// flag at most LIMIT times; thread 0 raises it after the wait. The loop
// cannot hang, but under a stack-based mechanism thread 0 is a warp-mate
// held at the loop's reconvergence point, so the wait always times out:
// every waiter records a flag of 0, where a MIMD run records 1.
// simtc lint reports simt-bounded-wait; SSDE (lint --fix) makes the write
// happen first.
//
// simtc:launch grid=1 block=32 warp=32 flag=int32[1] seen=int32[32]
// simtc:expect flag=[1]
// simtc:expect seen=[0,1*31]

#define LIMIT 100000

kernel void bounded_wait(volatile global int *flag, global int *seen)
{
    int lid = get_local_id(0);
    int t = 0;
    if (lid != 0) {
        while (*flag == 0 && t < LIMIT) // want "bounded wait always times out"
            t++;
        seen[lid] = *flag;
    }
    if (lid == 0)
        atomic_xchg(flag, 1);
}
