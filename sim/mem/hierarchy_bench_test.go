package mem

import (
	"math/rand"
	"testing"
)

// Benchmarks of Core.Access: one warp instruction of 32 lanes per op,
// filling the request included (the machine does that in its lane loop).
// They report warp accesses per CPU second and CPU ns per access (process
// CPU time: wall time on a shared machine is not the simulator's cost).

func benchAccess(b *testing.B, cfg Config, op Op, class Class, addrs func(i int) []uint64, gap int64) {
	h, err := New(cfg, 1)
	if err != nil {
		b.Fatal(err)
	}
	c := h.Core(0)
	// Precompute the address lists (not part of the measurement).
	const n = 1024
	lists := make([][]uint64, n)
	for i := range lists {
		lists[i] = addrs(i)
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := processCPU()
	now := int64(0)
	for i := 0; i < b.N; i++ {
		h.Sync(now)
		r := c.Begin(op, 4)
		for _, a := range lists[i%n] {
			r.Add(class, a)
		}
		c.Access(now, r)
		now += gap
	}
	b.StopTimer()
	if cpu := processCPU() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "accesses/cpu-s")
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/access")
	}
}

// coalesced: 32 × 4 bytes of line i mod lines.
func coalesced(lines int) func(int) []uint64 {
	return func(i int) []uint64 { return lanes(32, uint64(i%lines)*128, 4) }
}

func scattered(i int) []uint64 {
	rng := rand.New(rand.NewSource(int64(i)))
	a := make([]uint64, 32)
	for l := range a {
		a[l] = uint64(rng.Intn(1<<18)) * 4
	}
	return a
}

// BenchmarkRequestOnly is the cost of filling a request, the baseline of
// the others.
func BenchmarkRequestOnly(b *testing.B) {
	h, err := New(Simple(), 1)
	if err != nil {
		b.Fatal(err)
	}
	c := h.Core(0)
	a := lanes(32, 0x1000, 4)
	b.ResetTimer()
	cpu0 := processCPU()
	for i := 0; i < b.N; i++ {
		r := c.Begin(OpLoad, 4)
		for _, x := range a {
			r.Add(ClassGlobal, x)
		}
	}
	if cpu := processCPU() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/access")
	}
}

func BenchmarkAccessFixedCoalesced(b *testing.B) {
	benchAccess(b, Simple(), OpLoad, ClassGlobal, coalesced(1<<20), 1)
}

func BenchmarkAccessFixedScattered(b *testing.B) {
	benchAccess(b, Simple(), OpLoad, ClassGlobal, scattered, 1)
}

func BenchmarkAccessGTX480L1Hit(b *testing.B) {
	benchAccess(b, GTX480(), OpLoad, ClassGlobal, coalesced(64), 1) // 8 KB: fits the 16 KB L1
}

func BenchmarkAccessGTX480L2Hit(b *testing.B) {
	benchAccess(b, GTX480(), OpLoad, ClassGlobal, coalesced(1024), 4) // 128 KB: misses the L1, hits the L2
}

func BenchmarkAccessGTX480Miss(b *testing.B) {
	benchAccess(b, GTX480(), OpLoad, ClassGlobal, func(i int) []uint64 { return lanes(32, uint64(i)*4096, 4) }, 4)
}

func BenchmarkAccessGTX480Scattered(b *testing.B) {
	benchAccess(b, GTX480(), OpLoad, ClassGlobal, scattered, 40)
}

func BenchmarkAccessGTX480Store(b *testing.B) {
	benchAccess(b, GTX480(), OpStore, ClassGlobal, coalesced(1024), 4)
}

func BenchmarkAccessVoltaL1Hit(b *testing.B) {
	benchAccess(b, Volta(), OpLoad, ClassGlobal, coalesced(256), 1)
}

func BenchmarkAccessSharedStride1(b *testing.B) {
	benchAccess(b, GTX480(), OpLoad, ClassShared, func(int) []uint64 { return lanes(32, 0, 4) }, 1)
}

func BenchmarkAccessSharedStride32(b *testing.B) {
	benchAccess(b, GTX480(), OpLoad, ClassShared, func(int) []uint64 { return lanes(32, 0, 128) }, 1)
}
