package main

// The collector's first cycle, later (issue 33: build's time per block at
// 1k blocks). Go's collector starts a cycle when the heap reaches 4 MB
// (GOGC=100's minimum goal), and a short-lived compiler process pays for its
// first cycles more than for the later ones: the mark workers' threads and
// goroutines are started, the idle processor marks alongside, every phase
// change waits for the threads, for a heap whose live part is a few MB.
// simtc build of a 1,003-block function ran two cycles (4 and 5 MB goals),
// 4,003 blocks five. With the first cycle at 16 MB the 1k build runs none
// and the 4k build one (perf stat task-clock, -r 10, two alternations with
// main's binary at load 14: 1k 27.0/32.0 -> 20.4/18.2 ms, 4k 84.3/74.3 ->
// 60.3/59.6 ms, 16k (-r 3) 369/359 -> 361/351 ms; peak RSS of the single
// functions within 5 MB, of the 400-function many-O2 235 -> 248 MB,
// medians of 5 at load 34, llc-14's 208).
// After the first cycle GOGC is what it was, so a large build's heap grows
// as before. TestStartHeapRestores and TestBuildFirstGCLater check both.
//
// The Go compiler does the same for the same reason
// (cmd/compile/internal/base.AdjustStartingHeap: 128 MB, skipped when GOGC
// or GOMEMLIMIT is set). simtc's version is simpler: it relies on one
// behaviour of the runtime, that the minimum goal scales with GOGC
// (4 MB x GOGC/100) before the first cycle, and restores GOGC from a
// cleanup that the first cycle runs.

import (
	"os"
	"runtime"
	"runtime/debug"
)

// firstGCHeap is the heap size, in bytes, at which simtc build's first
// collection runs (GOGC=100's is 4 MB).
const firstGCHeap = 16 << 20

// defaultGCHeap is the runtime's minimum heap goal at GOGC=100.
const defaultGCHeap = 4 << 20

// processKey marks, in the app's Metadata, an app that runs as the simtc
// process (main), not inside a test: process-wide settings such as the
// collector's are made only then.
const processKey = "process"

// startHeap delays the collector's first cycle until the heap holds about
// heap bytes, then restores GOGC to its value at the call and calls done
// (nil: nothing). It does nothing when GOGC or GOMEMLIMIT is set in the
// environment (the user's choice stands) or when the collector is off.
func startHeap(heap uint64, done func()) {
	if _, ok := os.LookupEnv("GOGC"); ok {
		return
	}
	if _, ok := os.LookupEnv("GOMEMLIMIT"); ok {
		return
	}
	percent := int(100 * heap / defaultGCHeap)
	old := debug.SetGCPercent(percent)
	if old < 0 || old >= percent {
		debug.SetGCPercent(old)
		return
	}
	// The sentinel is unreachable as soon as this returns; the first
	// cycle finds it and runs the cleanup. It holds a pointer so that it
	// is not a tiny allocation (whose cleanup may never run).
	type sentinel struct {
		_ *byte
		_ [3]uintptr
	}
	runtime.AddCleanup(&sentinel{}, func(old int) {
		debug.SetGCPercent(old)
		if done != nil {
			done()
		}
	}, old)
}
