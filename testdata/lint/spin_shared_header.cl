// spin_shared_header.cl: a spin cycle that shares its loop's header (issue
// 14, missed class 1). A thread that fails the CAS jumps straight back to
// the loop header (a goto-style retry, and what clang's jump threading
// makes of a structured retry); the loop's only exit depends on a ticket
// counter whose writes are not after the loop, so per-natural-loop analysis
// (Algorithm 1 of ElTantawy & Aamodt, MICRO 2016) finds nothing. The CAS
// branch reconverges at the critical section inside the loop: the lock
// winner waits there while its warp-mates spin on the lock it holds. The
// spin region of the CAS branch is flagged. Each thread takes the lock until
// its ticket is 31 or more: 31 tickets below that, one more per thread.
//
// simtc:launch grid=1 block=32 warp=32 lock=int32[1] counter=int32[1] tickets=int32[1]
// simtc:expect counter=[63]
// simtc:expect lock=[0]
// simtc:expect tickets=[63]
// simtc:expect status=deadlock mech=pdom

kernel void spin_shared_header(volatile global int *lock, global int *counter, volatile global int *tickets)
{
    for (;;) {
        if (atomic_cmpxchg(lock, 0, 1) != 0) // want "SIMT deadlock"
            continue;
        *counter = *counter + 1;
        atomic_xchg(lock, 0);
        if (atomic_add(tickets, 1) >= 31)
            break;
    }
}
