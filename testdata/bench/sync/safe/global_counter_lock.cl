// global_counter_lock.cl, SIMT-safe: one coarse global lock around a three-word update, written by hand
// the way ElTantawy & Aamodt (MICRO 2016) Fig. 3 rewrites a spin lock so
// that it terminates under IPDOM reconvergence (their S0- versions): the
// critical section and the release sit inside the loop, under a
// successful CAS, and the thread leaves the loop through a done flag.
// The twin of ../global_counter_lock.cl (the MIMD code): same launch, same results.
//
// simtc:launch grid=2 block=64 warp=32 in=int32[128]:rand(141,0,9) lock=int32[1] acc=int32[3]
// simtc:expect acc=[93,545,9]
// simtc:expect lock=[0]
// simtc:expect status=ok mech=pdom

kernel void global_counter_lock(global const int *in, volatile global int *lock, global int *acc)
{
    int v = in[get_global_id(0)];
    if (v >= 3) {
        bool done = false;
        while (!done) {
            if (atomic_cmpxchg(lock, 0, 1) == 0) {
                acc[0] += 1;
                acc[1] += v;
                if (v > acc[2])
                    acc[2] = v;
                mem_fence(CLK_GLOBAL_MEM_FENCE);
                atomic_xchg(lock, 0);
                done = true;
            }
        }
    }
}
