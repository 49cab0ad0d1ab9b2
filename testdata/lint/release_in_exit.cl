// release_in_exit.cl: a release inside an exit block (issue 14, missed
// class 2). The loop has two exits that reconverge after the loop; the
// lock is released on one exit path before that point. Starting the
// reachable-write search at the exits' common reconvergence point misses
// the release; starting it at each exit edge finds it. Under the IPDOM
// stack the spinning side runs first and the winner never gets to its
// release.
//
// simtc:launch grid=1 block=32 warp=32 lock=int32[1] counter=int32[1] stop=int32[32]
// simtc:expect counter=[32]
// simtc:expect lock=[0]
// simtc:expect status=deadlock mech=pdom

kernel void release_in_exit(volatile global int *lock, global int *counter, constant int *stop)
{
    int tid = get_global_id(0);
    while (1) { // want "SIMT deadlock"
        if (atomic_cmpxchg(lock, 0, 1) != 0) {
            if (stop[tid] != 0)
                break;
            continue;
        }
        *counter = *counter + 1;
        atomic_xchg(lock, 0);
        break;
    }
}
