package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// gcPercent returns GOGC's current value without changing it.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// TestStartHeapRestores: startHeap raises GOGC until the first cycle, whose
// cleanup puts back the value it found.
func TestStartHeapRestores(t *testing.T) {
	for _, v := range []string{"GOGC", "GOMEMLIMIT"} {
		if _, ok := os.LookupEnv(v); ok {
			t.Skipf("%s is set: startHeap leaves the collector alone", v)
		}
	}
	before := gcPercent()
	if before < 0 || before >= 100*(1<<30)/defaultGCHeap {
		t.Skipf("GOGC=%d: nothing to raise", before)
	}
	done := make(chan struct{})
	startHeap(1<<30, func() { close(done) })
	if got, want := gcPercent(), 100*(1<<30)/defaultGCHeap; got != want {
		t.Fatalf("GOGC after startHeap(1 GB) = %d, want %d", got, want)
	}
	runtime.GC()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the first cycle after startHeap did not run its cleanup")
	}
	if got := gcPercent(); got != before {
		t.Errorf("GOGC after the first cycle = %d, want %d (its value before)", got, before)
	}
}

// TestBuildFirstGCLater: simtc build of a kernel whose build allocates a
// few MB runs no collection (GODEBUG=gctrace=1 prints a line per cycle);
// with GOGC set, the user's setting stands and the same build runs
// collections (which shows the probe can see them).
func TestBuildFirstGCLater(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	kernel := filepath.Join("testdata", "real", "lg_byte_lanes.spir64.O0.ll")
	cycles := func(env ...string) int {
		t.Helper()
		cmd := exec.Command(self, "build", "-o", os.DevNull, kernel)
		cmd.Env = append(os.Environ(), append([]string{childEnv + "=1", "GODEBUG=gctrace=1"}, env...)...)
		var out strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			t.Fatalf("simtc build %s: %v\n%s", kernel, err, out.String())
		}
		n := 0
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.HasPrefix(l, "gc ") {
				n++
			}
		}
		return n
	}
	for _, v := range []string{"GOGC", "GOMEMLIMIT"} {
		if _, ok := os.LookupEnv(v); ok {
			t.Skipf("%s is set in the test's environment", v)
		}
	}
	if n := cycles(); n != 0 {
		t.Errorf("simtc build %s ran %d collections, want none before the heap holds %d MB", kernel, n, firstGCHeap>>20)
	}
	if n := cycles("GOGC=100"); n == 0 {
		t.Errorf("simtc build %s with GOGC=100 ran no collection: the probe cannot see one", kernel)
	}
}
