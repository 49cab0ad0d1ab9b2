package sim_test

import (
	"fmt"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/sim/mechs"
)

// BenchmarkMillionThreads is issue 33's large launch: the escape-time
// Mandelbrot of testdata/bench/irregular on a 1024×1024 image at 64
// iterations, one pixel per thread (16384 blocks of 64: 2^20 threads), on
// the simple machine, under pdom and its; a 256×256 launch (2^16 threads)
// first, so that the peak RSS of the two sizes can be compared (the
// process's peak only grows). It reports thread-instructions per
// CPU-second and the process's peak RSS after the runs: memory per
// resident thread is bounded when the peak grows by little more than the
// 4 MiB image from 2^16 to 2^20 threads (no per-thread state is kept for
// retired blocks).
func BenchmarkMillionThreads(b *testing.B) {
	src, err := driver.Load("../testdata/bench/irregular/mandelbrot.cl", frontend.Options{})
	if err != nil {
		b.Fatal(err)
	}
	cfg := benchMachine(b, "simple", 0)
	for _, mech := range []string{"pdom", "its"} {
		obj, err := src.Compile(driver.CompileOptions{Mech: mech})
		if err != nil {
			b.Fatal(err)
		}
		m, err := mechs.Default().Parse(mech)
		if err != nil {
			b.Fatal(err)
		}
		for _, side := range []int{256, 1024} {
			n := side * side
			l := mustLaunch(b, fmt.Sprintf("grid=%d block=64 iters=int32[%d] width=%d height=%d maxiter=64", n/64, n, side, side))
			b.Run(fmt.Sprintf("%s/threads=%d", mech, n), func(b *testing.B) {
				th, _, cpu := benchRuns(b, obj, m, l, cfg)
				if cpu > 0 {
					b.ReportMetric(float64(th)/cpu.Seconds()/1e6, "M-thread-inst/cpu-s")
				}
				b.ReportMetric(float64(th)/float64(b.N), "thread-inst/op")
				if rss := peakRSS(); rss > 0 {
					b.ReportMetric(float64(rss)/(1<<20), "peak-RSS-MiB")
				}
			})
		}
	}
}
