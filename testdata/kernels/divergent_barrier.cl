// divergent_barrier.cl: a barrier in both arms of an if on a thread-dependent
// condition. ElTantawy & Aamodt, "MIMD Synchronization on SIMT Architectures"
// (MICRO 2016), Sec. II-A ("Barriers") and Sec. IV-B ("Handling Barriers" in
// AWARE); see also Diamos et al. (MICRO 2011), Fig. 2.
//
// Following MIMD semantics the programmer intends every thread to reach
// either the first or the second barrier before any thread continues: each
// lane writes its slot, waits, and then reads the slot written by its
// neighbour on the other side of the branch. Barrier arrival is counted per
// thread, whichever barrier it is. Under a SIMT stack the two sides are
// serialized, so with per-thread barrier counting the first side waits at
// its barrier forever for threads that cannot run: deadlock (with per-warp
// counting the behaviour is implementation dependent and the neighbour reads
// may see stale values). AWARE blocks each split at its barrier and releases
// them together, which gives the MIMD result.
//
// Not a loop, so nothing for Algorithm 1 to flag (the detector assumes
// barrier-divergence freedom; this kernel deliberately violates it); the
// barrier-divergence check reports both barriers (issue 31).
//
// simtc:launch grid=1 block=64 warp=32 out=int32[64]
// simtc:expect out=[100,0,300,20,500,40,700,60,900,80,1100,100,1300,120,1500,140,1700,160,1900,180,2100,200,2300,220,2500,240,2700,260,2900,280,3100,300,3300,320,3500,340,3700,360,3900,380,4100,400,4300,420,4500,440,4700,460,4900,480,5100,500,5300,520,5500,540,5700,560,5900,580,6100,600,6300,620]
// simtc:expect status=deadlock mech=pdom

#define BLOCK 64

kernel void divergent_barrier(global int *out)
{
    __local int buf[BLOCK];
    int lid = get_local_id(0);
    int n = get_local_size(0);
    int r;
    if (lid % 2 == 0) {
        buf[lid] = lid * 10;
        barrier(CLK_LOCAL_MEM_FENCE); // want "divergent barrier"
        r = buf[(lid + 1) % n];
    } else {
        buf[lid] = lid * 100;
        barrier(CLK_LOCAL_MEM_FENCE); // want "divergent barrier"
        r = buf[(lid + n - 1) % n];
    }
    out[get_global_id(0)] = r;
}
