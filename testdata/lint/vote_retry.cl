// vote_retry.cl: an atomic increment emulated without atomics, as the
// histogram256 and bucketsort kernels do (ElTantawy & Aamodt, MICRO 2016,
// section V-B1, their false detections; issue 31): each thread tags the
// incremented count with its id, stores it, and retries until it reads its
// own store back. Under lockstep execution one store per bin sticks each
// round: no SIMT deadlock, and lint reports none; but the idiom relies on
// warp-synchronous execution (lint --notes: warp-synchronous), and MIMD
// interleavings lose increments (run --explore: memory differs under some
// seeded mimd schedules).
//
// simtc:launch grid=1 block=32 warp=32 data=int32[64]:iota hist=int32[8]

#define TAG_MASK 0x07FFFFFF

kernel void vote_retry(global const int *data, global int *hist)
{
    local volatile int s_hist[8];
    int lid = get_local_id(0);
    if (lid < 8)
        s_hist[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int tag = lid << 27;
    for (int p = lid; p < 64; p += 32) {
        int bin = data[p] % 8;
        int v;
        do {
            v = s_hist[bin] & TAG_MASK;
            v = tag | (v + 1);
            s_hist[bin] = v;
        } while (s_hist[bin] != v);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 8)
        hist[lid] = s_hist[lid] & TAG_MASK;
}
