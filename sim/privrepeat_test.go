package sim_test

// Issue 34 item 3: the exact-repeat check costs O(state that changed), not
// O(private memory): private memory is hashed incrementally at each store
// (privhash.go).

import (
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// privLoop is a kernel with words long values of private memory per
// thread that spins storing into it without making progress (no global
// write) until the cycle limit.
func privLoop(words int) string {
	return fmt.Sprintf(`
kernel void k(global long *out) {
    long v[%d];
    int t = get_local_id(0);
    long s = 0;
    for (int i = 0; i < 100000000; i++) {
        v[(i * 7 + t) & %d] = i;
        s += v[(i * 3) & %d];
    }
    out[t] = s;
}`, words, words-1, words-1)
}

// Private stores of every size and through a call keep each lane's
// incremental hash equal to its memory hashed from scratch, under a
// per-warp and a per-thread repeat unit.
func TestPrivateHashFollowsStores(t *testing.T) {
	t.Parallel()
	o := compileMiniC(t, "priv.cl", `
long mix(long x) { char c[3]; c[x & 1] = (char)x; return x * 3 + c[0]; }
kernel void k(global long *out) {
    char b[37]; short h[9]; int w[5]; long v[7];
    int t = get_local_id(0);
    for (int i = 0; i < 100000000; i++) {
        b[(i + t) % 37] = (char)(i * t);
        h[(i * 5 + t) % 9] = (short)i;
        w[i % 5] += t;
        v[(i + 3 * t) % 7] = mix(i) ^ (long)w[t % 5];
        if (i == 3 * t) { v[i % 7] = 0; b[i % 37] = 0; }
    }
    out[t] = v[1] + b[2] + h[3];
}`)
	for _, mech := range []string{"pdom", "mimd"} {
		me, err := mechs.Default().Parse(mech)
		if err != nil {
			t.Fatal(err)
		}
		l := mustLaunch(t, "grid=2 block=48 out=int64[96]")
		cfg := sim.DefaultConfig()
		cfg.MaxCycles = 30000
		bad, n, err := sim.PrivHashMismatches(o, me, l, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			t.Fatalf("%s: no lane keeps a private-memory hash", mech)
		}
		if len(bad) != 0 {
			t.Errorf("%s: the incremental hash differs from the memory's in %d of %d lanes: %v", mech, len(bad), n, bad)
		}
	}
}

// The verdicts of kernels with large private memory: a spin that keeps
// changing private memory is not a deadlock (max-cycles); the spin lock's
// SIMT deadlock with 4 MiB of private memory per thread is found under
// pdom, and the kernel runs to completion under mimd.
func TestPrivateMemoryVerdicts(t *testing.T) {
	t.Parallel()
	o := compileMiniC(t, "loop.cl", privLoop(1<<19))
	for _, mech := range []string{"pdom", "mimd"} {
		cfg := sim.DefaultConfig()
		cfg.MaxCycles = 20000
		r := runLaunch(t, o, mech, "grid=1 block=32 out=int64[32]", cfg)
		if r.Status != sim.StatusMaxCycles {
			t.Errorf("%s: private-memory loop: status %s, want max-cycles", mech, r.Status)
		}
	}
	lock := compileMiniC(t, "lock.cl", `
kernel void spinlock(volatile global int *lock, global int *counter) {
    long big[524288];
    int t = get_local_id(0);
    big[t * 1000] = t;
    while (atomic_cmpxchg(lock, 0, 1) != 0) { big[t] = 1; }
    *counter = *counter + 1 + (int)big[t * 1000 + 1];
    atomic_xchg(lock, 0);
}`)
	for _, c := range []struct{ mech, want string }{{"pdom", "deadlock"}, {"mimd", "ok"}} {
		r := runLaunch(t, lock, c.mech, "grid=1 block=32 lock=int32[1] counter=int32[1]", sim.DefaultConfig())
		if string(r.Status) != c.want {
			t.Errorf("%s: spin lock with 4 MiB private memory per thread: status %s, want %s", c.mech, r.Status, c.want)
		}
	}
}

// Private memory over privEager per thread lives in pages allocated at the
// first write: a kernel that writes and reads back 64 KiB per thread
// computes the right values under pdom and mimd, serially and with the
// cores in parallel.
func TestPagedPrivateMemoryValues(t *testing.T) {
	t.Parallel()
	o := compileMiniC(t, "paged.cl", `
kernel void k(global long *out) {
    long v[8192];
    int t = get_global_id(0);
    for (int i = 0; i < 200; i++) v[(i * 13 + t) & 8191] = i + t;
    long s = v[8000 + (t & 7)];
    for (int i = 0; i < 200; i++) s += v[(i * 13 + t) & 8191];
    out[t] = s;
}`)
	for _, mech := range []string{"pdom", "mimd"} {
		for _, jobs := range []int{1, 2} {
			cfg := sim.DefaultConfig()
			cfg.Jobs = jobs
			r := runLaunch(t, o, mech, "grid=8 block=64 out=int64[512]", cfg)
			if r.Status != sim.StatusOK {
				t.Fatalf("%s jobs=%d: status %s", mech, jobs, r.Status)
			}
			out := r.Buffers[0].Data
			for tid := 0; tid < 512; tid++ {
				// v[8000+(t&7)] is written by no iteration unless
				// (i*13+t)&8191 hits it, which for i < 200 it never does:
				// an unwritten (zero) page reads 0.
				want := int64(19900 + 200*tid)
				if got := int64(binary.LittleEndian.Uint64(out[8*tid:])); got != want {
					t.Fatalf("%s jobs=%d: out[%d] = %d, want %d", mech, jobs, tid, got, want)
				}
			}
		}
	}
}

// BenchmarkPrivateMemoryLoop runs privLoop with 256 bytes and with 4 MiB of
// private memory per thread (32 threads, 20,000 cycles without progress,
// so the repeat check runs at every backward branch after cycle 1,000):
// the repeat checks cost the same in both (they took 29 s for 18k cycles
// with 4 MiB when each check hashed all private memory), and the 4 MiB
// costs only the pages the loop writes (privmem.go: pages at the first
// write), not 4 MiB × 32 allocated and zeroed at launch.
func BenchmarkPrivateMemoryLoop(b *testing.B) {
	for _, c := range []struct {
		name  string
		words int
	}{{"256B", 32}, {"4MiB", 1 << 19}} {
		o := compileMiniC(b, "loop.cl", privLoop(c.words))
		for _, mech := range []string{"pdom", "mimd"} {
			b.Run(c.name+"/"+mech, func(b *testing.B) {
				cfg := sim.DefaultConfig()
				cfg.MaxCycles = 20000
				for i := 0; i < b.N; i++ {
					r := runLaunch(b, o, mech, "grid=1 block=32 out=int64[32]", cfg)
					if r.Status != sim.StatusMaxCycles {
						b.Fatalf("status %s", r.Status)
					}
				}
			})
		}
	}
}
