// hashtable.cl, SIMT-safe: hash-table insert under a lock per bucket, written by hand
// the way ElTantawy & Aamodt (MICRO 2016) Fig. 3 rewrites a spin lock so
// that it terminates under IPDOM reconvergence (their S0- versions): the
// critical section and the release sit inside the loop, under a
// successful CAS, and the thread leaves the loop through a done flag.
// The twin of ../hashtable.cl (the MIMD code): same launch, same results.
//
// simtc:launch grid=4 block=64 warp=32 keys=int32[256]:rand(11,0,100000) locks=int32[32] count=int32[32] sum=int32[32] maxkey=int32[32] xkey=int32[32]
// simtc:expect count=[11,11,6,7,5,6,11,9,9,10,8,5,13,6,11,10,7,8,6,9,5,6,6,8,7,5,11,7,7,12,4,10]
// simtc:expect sum=[445705,494022,268566,207168,256339,360948,609751,499772,585803,593028,287400,350488,452611,291812,623807,586760,225229,377424,267350,352720,224707,278068,298142,543328,425557,344834,608283,453048,261081,566600,115028,516360]
// simtc:expect maxkey=[97915,95858,96617,64224,85463,91342,99973,95900,97523,98154,87873,99320,66831,93574,95389,90452,86987,90914,91449,79120,91975,95294,88117,94444,85251,94234,90673,94760,74239,99350,56429,88772]
// simtc:expect xkey=[42683,8786,41632,14336,50807,5664,81829,49500,14451,40352,109344,78584,103439,43392,91037,23616,35595,74752,52160,20368,125991,110528,108768,71616,127619,71898,131057,90504,34783,2304,18016,12576]
// simtc:expect locks=[0*32]
// simtc:expect status=ok mech=pdom

#define NB 32

kernel void hashtable(global const int *keys, volatile global int *locks, global int *count,
                      global int *sum, global int *maxkey, global int *xkey)
{
    int key = keys[get_global_id(0)];
    int b = (key * 7 + 3) % NB;
    bool done = false;
    while (!done) {
        if (atomic_cmpxchg(&locks[b], 0, 1) == 0) {
            count[b] += 1;
            sum[b] += key;
            if (key > maxkey[b])
                maxkey[b] = key;
            xkey[b] ^= key;
            mem_fence(CLK_GLOBAL_MEM_FENCE);
            atomic_xchg(&locks[b], 0);
            done = true;
        }
    }
}
