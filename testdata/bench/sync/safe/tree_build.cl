// tree_build.cl, SIMT-safe: tree summarization with node locks, written by hand
// the way ElTantawy & Aamodt (MICRO 2016) Fig. 3 rewrites a spin lock so
// that it terminates under IPDOM reconvergence (their S0- versions): the
// critical section and the release sit inside the loop, under a
// successful CAS, and the thread leaves the loop through a done flag.
// The twin of ../tree_build.cl (the MIMD code): same launch, same results.
//
// simtc:launch grid=2 block=64 warp=32 pos=int32[128]:rand(31,0,65535) mass=int32[128]:rand(32,1,9) locks=int32[128] count=int32[128] msum=int32[128] psum=int32[128]
// simtc:expect msum=[0,660,340,320,187,153,183,137,109,78,84,69,84,99,96,41,53,56,41,37,32,52,24,45,28,56,33,66,55,41,16,25,23,30,22,34,17,24,10,27,26,6,42,10,9,15,20,25,14,14,7,49,21,12,38,28,25,30,25,16,12,4,10,15,21,2,16,14,11,11,16,18,11,6,16,8,0,10,7,20,0,26,3,3,27,15,2,8,6,3,0,15,10,10,25,0,0,14,8,6,1,6,11,38,6,15,9,3,11,27,16,12,15,10,15,15,7,18,9,7,9,3,3,1,10,0,6,9]
// simtc:expect psum=[0,61427,15309,46118,4281,11028,22304,23814,1400,2881,4738,6290,8877,13427,13246,10568,342,1058,1226,1655,2351,2387,2499,3791,2705,6172,5366,8061,7176,6070,4632,5936,81,261,307,751,700,526,424,1231,1124,1227,1654,733,1184,1315,1845,1946,1594,1111,1768,4404,3298,2068,5055,3006,3922,3254,2556,3514,1814,2818,2907,3029,50,31,159,102,132,175,521,230,412,288,342,184,0,424,471,760,0,1124,603,624,971,683,352,381,781,403,0,1315,904,941,1946,0,0,1594,545,566,576,1192,1241,3163,641,2657,1368,700,1413,3642,1485,1521,2330,1592,1607,1647,843,1713,1736,1778,897,917,1874,944,2907,0,997,2032]
// simtc:expect locks=[0*128]
// simtc:expect count[1]=128
// simtc:expect status=ok mech=pdom

#define DEPTH 6

kernel void tree_build(global const int *pos, global const int *mass, volatile global int *locks,
                       global int *count, global int *msum, global int *psum)
{
    int id = get_global_id(0);
    int p = pos[id];
    int m = mass[id];
    int node = 1;
    for (int d = 0; d <= DEPTH; d++) {
        bool done = false;
        while (!done) {
            if (atomic_cmpxchg(&locks[node], 0, 1) == 0) {
                count[node] += 1;
                msum[node] += m;
                psum[node] += p / 64;
                mem_fence(CLK_GLOBAL_MEM_FENCE);
                atomic_xchg(&locks[node], 0);
                done = true;
            }
        }
        node = node * 2 + ((p >> (15 - d)) & 1);
    }
}
