// atm.cl, SIMT-safe: bank transfers under two account locks (the second lock tried, and the first released again when it is taken), written by hand
// the way ElTantawy & Aamodt (MICRO 2016) Fig. 3 rewrites a spin lock so
// that it terminates under IPDOM reconvergence (their S0- versions): the
// critical section and the release sit inside the loop, under a
// successful CAS, and the thread leaves the loop through a done flag.
// The twin of ../atm.cl (the MIMD code): same launch, same results.
//
// simtc:launch grid=2 block=64 warp=32 from=int32[384]:rand(21,0,63) to=int32[384]:rand(22,0,63) amount=int32[384]:rand(23,1,50) locks=int32[64] balance=int32[64]:1000*64
// simtc:expect balance=[990,930,996,1034,1078,879,1190,1080,977,1014,1105,979,953,1058,1018,947,726,1020,951,970,817,911,998,1065,922,1058,890,802,860,1146,1071,1200,1115,761,946,1050,1216,968,1039,975,899,1030,936,1109,949,1183,876,1061,1069,1212,1037,947,1012,903,966,928,989,1073,1129,955,1065,929,1124,914]
// simtc:expect locks=[0*64]
// simtc:expect status=ok mech=pdom

#define NACC 64
#define PER 3

kernel void atm(global const int *from, global const int *to, global const int *amount,
                volatile global int *locks, global int *balance)
{
    int id = get_global_id(0);
    for (int t = 0; t < PER; t++) {
        int k = id * PER + t;
        int a = from[k];
        int b = to[k];
        if (a == b)
            b = (b + 1) % NACC;
        int lo = a < b ? a : b;
        int hi = a < b ? b : a;
        bool done = false;
        while (!done) {
            if (atomic_cmpxchg(&locks[lo], 0, 1) == 0) {
                if (atomic_cmpxchg(&locks[hi], 0, 1) == 0) {
                    balance[a] -= amount[k];
                    balance[b] += amount[k];
                    mem_fence(CLK_GLOBAL_MEM_FENCE);
                    atomic_xchg(&locks[hi], 0);
                    done = true;
                }
                atomic_xchg(&locks[lo], 0);
            }
        }
    }
}
