// chase.cl: pointer chasing, the latency microbenchmark (as Accel-Sim's
// and Wong et al.'s "Demystifying GPU microarchitecture" l1/l2/mem
// latency kernels): one thread links `count` elements `stride` 8-byte
// words apart into a ring of absolute pointers, then follows it for
// 128 × `hops` dependent loads. Each load's address is the previous load's
// value, so the chase runs at one load latency per hop, and the level it
// measures is set by the footprint, count × stride × 8 bytes: within the
// L1, the L1 hit latency (after the first lap); between the L1 and the
// L2, the L2 hit latency; beyond the L2 (the build touched every element,
// the ring's start was evicted first), DRAM. The loop body is 128 hops,
// so its own instructions (which do not wait for the loads) cost less
// than a cycle per hop even when a load takes 1 (perfect memory).
//
// The latency per hop is the difference of two runs' cycles over the
// difference of their hops (the build and the tail cancel): see
// sim/machine's TestMicrobenchmarks. warp=8: one issue per cycle also on
// a SIMD unit 8 lanes wide (jin2012), so perfect memory measures 1.
//
// simtc:launch grid=1 block=1 warp=8 ring=uint64[8192] count=256 stride=16 hops=4 out=uint64[1]

#define HOP p = *(global ulong *)p;
#define HOP8 HOP HOP HOP HOP HOP HOP HOP HOP
#define HOP128 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8 HOP8

kernel void chase(global ulong *ring, int count, int stride, int hops, global ulong *out)
{
    for (int i = 0; i < count; i++) {
        int next = i + 1 == count ? 0 : i + 1;
        ring[i * stride] = (ulong)(ring + next * stride);
    }
    ulong p = (ulong)ring;
    for (int h = 0; h < hops; h++) {
        HOP128
    }
    out[0] = p;
}
