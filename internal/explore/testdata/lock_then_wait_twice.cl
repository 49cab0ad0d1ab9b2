// lock_then_wait_twice.cl: generated kernel w30 (explore.GenerateWaits(30))
// on one warp, without its unused parameters. Two blocks, one after the
// other, each run by the first four threads of work-group 0: take a lock,
// count in cnt[k], release it, then retake it until cnt[k] is 4 (backing
// off after each release). It deadlocks under pdom as written (the spin
// locks).
//
// With lint's detection options (kernel buffers distinct) checked SSDE
// rewrites it so that every schedule finishes. With the paper's assumption
// that kernel parameters may alias, cnt[1]'s store may redefine locks[0],
// so the first lock's SafePDom is the kernel's end: its winner runs on
// into the second block and waits there for a count the other three,
// held at the switch block at the end, never make (livelock under pdom).
// SSDE says so (ssde.Result.Flagged > 0, and simtc lint --alias
// conservative --fix reports the loops as not fixed); the explorer's
// checked-SSDE helper once rewrote with those options, and
// TestLintGeneratedCorpus reported w30 and a dozen other GenerateWaits
// kernels as not clean after SSDE.
//
// simtc:launch grid=2 block=32 warp=32 locks=int32[8] cnt=int32[32]

kernel void lock_then_wait_twice(volatile global int *locks, volatile global int *cnt)
{
    if (get_group_id(0) == 0 && get_local_id(0) < 4) {
        while (atomic_cmpxchg(&locks[0], 0, 1) != 0) {
        }
        cnt[0] = cnt[0] + 1;
        atomic_xchg(&locks[0], 0);
        int w0 = 1;
        while (w0) {
            while (atomic_cmpxchg(&locks[0], 0, 1) != 0) {
            }
            if (cnt[0] == 4)
                w0 = 0;
            atomic_xchg(&locks[0], 0);
            for (int d0 = 0; d0 < 16; d0++)
                mem_fence(CLK_GLOBAL_MEM_FENCE);
        }
    }
    if (get_group_id(0) == 0 && get_local_id(0) < 4) {
        while (atomic_cmpxchg(&locks[1], 0, 1) != 0) {
        }
        cnt[1] = cnt[1] + 1;
        atomic_xchg(&locks[1], 0);
        int w1 = 1;
        while (w1) {
            while (atomic_cmpxchg(&locks[1], 0, 1) != 0) {
            }
            if (cnt[1] == 4)
                w1 = 0;
            atomic_xchg(&locks[1], 0);
            for (int d1 = 0; d1 < 16; d1++)
                mem_fence(CLK_GLOBAL_MEM_FENCE);
        }
    }
}
