package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestStartupLoadsNoGraphviz: a command that draws no graph does not load
// the Graphviz WebAssembly module. go-graphviz loads it in its package init
// upstream (25-45 ms of every command's start-up, and a cache directory
// $TMPDIR/go-graphviz); the copy in third_party/go-graphviz loads it on
// first use. The cache directory is the observable trace of a load: absent
// after simtc analyze, present after simtc run --report (which shows that
// the probe can see a load).
func TestStartupLoadsNoGraphviz(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	child := func(tmp string, args ...string) {
		t.Helper()
		cmd := exec.Command(self, args...)
		cmd.Env = append(os.Environ(), childEnv+"=1", "TMPDIR="+tmp)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("simtc %v: %v\n%s", args, err, out)
		}
	}
	loaded := func(tmp string) bool {
		_, err := os.Stat(filepath.Join(tmp, "go-graphviz"))
		return err == nil
	}
	kernel := filepath.Join("testdata", "kernels", "vecadd.cl")

	tmp := t.TempDir()
	child(tmp, "analyze", kernel)
	child(tmp, "lint", kernel)
	child(tmp, "run", kernel)
	if loaded(tmp) {
		t.Errorf("simtc analyze, lint and run without --report loaded go-graphviz (%s exists)", filepath.Join(tmp, "go-graphviz"))
	}

	tmp = t.TempDir()
	child(tmp, "run", kernel, "--report", filepath.Join(tmp, "r.html"))
	if !loaded(tmp) {
		t.Errorf("simtc run --report left no %s: the probe cannot see a load", filepath.Join(tmp, "go-graphviz"))
	}
}
