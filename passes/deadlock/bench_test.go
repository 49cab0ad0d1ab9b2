package deadlock_test

import (
	"fmt"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/perfinput"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/deadlock"
)

// bigKernel is one kernel in the shape of bench/perf.sh's inputs
// (../shared/perf/gen_big_c.py): stmts statements cycling through a
// counted loop over global memory, a thread-dependent if, a while loop
// whose exit reads global memory (a candidate for Algorithm 1), and a
// switch; every eighth statement also writes global memory, and every
// sixteenth adds a spin loop on global memory with no counter, so that
// some loops are flagged. It starts with a fence: a kernel without
// synchronization is quiet (issue 31), and from then until issue 33 Detect
// flagged nothing here and the benchmarks below measured no Algorithm 2.
func bigKernel(stmts int) string {
	var b strings.Builder
	b.WriteString("kernel void big(global int *a, int n)\n{\n    int tid = get_global_id(0);\n    int acc = 0;\n")
	b.WriteString("    mem_fence(CLK_GLOBAL_MEM_FENCE);\n")
	for k := 0; k < stmts; k++ {
		switch k % 4 {
		case 0:
			fmt.Fprintf(&b, "    for (int i%d = 0; i%d < n; i%d++) { if (a[i%d] > %d) acc += a[i%d]; else acc -= %d; }\n", k, k, k, k, k, k, k)
		case 1:
			fmt.Fprintf(&b, "    if (tid & %d) { acc ^= %d; if (acc > %d) acc >>= 1; } else { acc += tid; }\n", 1<<(k%14), k, k)
		case 2:
			fmt.Fprintf(&b, "    while (acc > %d && a[acc & 63] != %d) { acc -= 3; if (acc == %d) break; }\n", k, k, 7*k)
			if k%16 == 2 {
				fmt.Fprintf(&b, "    while (a[(tid + %d) & 63] != %d) { if (a[tid & 63] == %d) break; }\n", k, k, k+1)
			}
		case 3:
			fmt.Fprintf(&b, "    switch ((acc + %d) & 3) { case 0: acc += 1; break; case 1: acc *= 3; break; case 2: acc -= tid; break; default: acc = ~acc; }\n", k)
			if k%8 == 7 {
				fmt.Fprintf(&b, "    a[(acc + %d) & 63] = acc;\n", k)
			}
		}
	}
	b.WriteString("    a[tid] = acc;\n}\n")
	return b.String()
}

// BenchmarkDetectBlocks runs Detect (with the options simtc lint uses) on
// single kernels of about 1k, 4k, 16k and 50k blocks and reports the time
// per block. Unlike perf.sh's inputs, where it stays flat (issue 18), every
// flagged loop here (one per 80 blocks) has redefining writes down to the
// end of the function. Its reachable walk, its ReachBrSet union and its
// safe point's conflict walk each spanned the rest of the function, and
// who's zones walked the dominator tree per write: flagged loops × blocks
// (4.3, 7.8, 41 and 287 us per block; 10, 94, 1768 and more than 15 min
// of total before Loop.ReachBr was one walk per loop; issue 33, CPU on a
// loaded machine: 4.6, 10.2, 42.7 and 242 us). safepoint.go answers them
// without a walk per region; what still grows is the results themselves,
// each flagged loop's list of reachable writes, flagged loops × writes
// (issue 33: 3.8, 4.6, 6.3 and 12.3 us per block of CPU, minimum of three
// runs at load average 20-38). BenchmarkDetectFlagged is the case of many
// flagged loops with local writes: flat.
func BenchmarkDetectBlocks(b *testing.B) {
	for _, blocks := range []int{1000, 4000, 16000, 50000} {
		stmts := blocks / 5
		m, err := minic.Compile("big.cl", []byte(bigKernel(stmts)), minic.Options{})
		if err != nil {
			b.Fatal(err)
		}
		f := m.Funcs[0]
		runtime.GC() // the compiler's garbage is not Detect's
		b.Run(fmt.Sprintf("blocks=%d", blocks), func(b *testing.B) {
			var res *deadlock.Result
			b.ResetTimer()
			c0 := cpuTime()
			for k := 0; k < b.N; k++ {
				res = detectFresh(f)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(f.Blocks)), "ns/block")
			b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N)/float64(len(f.Blocks)), "cpu-ns/block")
			b.ReportMetric(float64(len(f.Blocks)), "blocks")
			b.ReportMetric(float64(len(res.Loops)), "flagged")
		})
	}
}

// detectFresh runs Detect as simtc lint does, on a function whose cached
// analyses (dominators, loops, control dependences) were dropped, so every
// iteration pays for them.
func detectFresh(f *ir.Func) *deadlock.Result {
	f.InvalidateCFG()
	return deadlock.Detect(f, deadlock.Options{Alias: alias.Basic{DistinctParams: true}})
}

// flagKernel is one kernel of stmts statements in which every statement
// makes a flagged loop with a redefining write: a thread-dependent branch
// whose one arm spins on its own flag slot and whose other arm sets it (a
// parallel write), plus a store to another buffer that aliases no flag.
// Every region has its own few writes, so the results grow linearly, but
// the old ParaBrSet walked every branch of the function for each of them,
// with a block-sized set per branch arm, and every region met every write
// (issue 18: 4.9k blocks took 1.4 s, 16k did not finish).
func flagKernel(stmts int) string {
	var b strings.Builder
	b.WriteString("kernel void flags(global int *flag, global int *out)\n{\n    int tid = get_global_id(0);\n")
	b.WriteString("    mem_fence(CLK_GLOBAL_MEM_FENCE);\n")
	for k := 0; k < stmts; k++ {
		fmt.Fprintf(&b, "    if (tid & %d) { while (flag[%d] == 0) { } } else { flag[%d] = 1; }\n", 1<<(k%8), k, k)
		fmt.Fprintf(&b, "    out[tid + %d] = %d;\n", k, k)
	}
	b.WriteString("}\n")
	return b.String()
}

// BenchmarkDetectFlagged runs Detect on flagKernel's kernels of about 1k,
// 4.9k, 16k and 50k blocks: many flagged loops, each with a parallel and a
// reachable redefining write. Time per block should stay flat.
func BenchmarkDetectFlagged(b *testing.B) {
	for _, blocks := range []int{1000, 4900, 16000, 50000} {
		m, err := minic.Compile("flags.cl", []byte(flagKernel(blocks/6)), minic.Options{})
		if err != nil {
			b.Fatal(err)
		}
		f := m.Funcs[0]
		runtime.GC()
		b.Run(fmt.Sprintf("blocks=%d", blocks), func(b *testing.B) {
			var res *deadlock.Result
			b.ResetTimer()
			c0 := cpuTime()
			for k := 0; k < b.N; k++ {
				res = detectFresh(f)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(f.Blocks)), "ns/block")
			b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N)/float64(len(f.Blocks)), "cpu-ns/block")
			b.ReportMetric(float64(len(f.Blocks)), "blocks")
			b.ReportMetric(float64(len(res.Loops)), "flagged")
		})
	}
}

// BenchmarkDetectFile runs Detect as simtc lint does (detectFresh, lint's
// options) on every function of $SIMTC_PERF_LL (bench/perf.sh's
// gen_big_c.py inputs; skipped without it) and reports the CPU time per
// block. On those functions nothing syncs, and Detect is one pass over
// the instructions (scanWrites): its time is the loads of the
// instructions, and depends on where they are. BenchmarkAnalyzeStages/
// detect, which perf.sh timed before, collected the garbage before each
// call, which leaves the function's instructions in the caches when they
// fit (its mark phase loads them): at 1k and 4k blocks they did, at 16k
// and 50k not, and the time per block was 3.5x apart for the same work
// (issue 33: 46/42/163/140 ns per block; callgrind 322/320/319/319 Ir).
// Here every call starts with the instructions out of the caches at every
// size: before each, untimed, the benchmark reads a buffer larger than
// the last-level cache (evictBytes), so no size measures a warm scan.
// The CPU time is summed over the calls alone; b.N is set by perf.sh so
// that each run covers about a million blocks.
func BenchmarkDetectFile(b *testing.B) {
	m, blocks := perfinput.Import(b)
	evict := make([]uint64, evictBytes/8)
	for k := range evict {
		evict[k] = uint64(k)
	}
	runtime.GC()
	var cpu time.Duration
	flagged, sum := 0, uint64(0)
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		b.StopTimer()
		for x := 0; x < len(evict); x += 8 { // a load per 64-byte line
			sum += evict[x]
		}
		b.StartTimer()
		c0 := cpuTime()
		for _, f := range m.Funcs {
			flagged += len(detectFresh(f).Loops)
		}
		cpu += cpuTime() - c0
	}
	b.StopTimer()
	if sum == 1 {
		b.Log(sum) // keeps the loads
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(blocks), "ns/block")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(blocks), "cpu-ns/block")
	b.ReportMetric(float64(blocks), "blocks")
	b.ReportMetric(float64(flagged)/float64(b.N), "flagged")
}

// evictBytes is the size of the buffer BenchmarkDetectFile reads between
// calls: twice this machine's 32 MB last-level cache.
const evictBytes = 64 << 20

// cpuTime returns the process's user and system CPU time so far: on a
// loaded machine it says more than the wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
