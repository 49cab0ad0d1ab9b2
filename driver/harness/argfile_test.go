package harness_test

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
)

// Argument contents are bounded before they are read or expanded: a
// device, a FIFO (which would block) or a file of the wrong size is
// refused without being read; a repeat list is counted, not expanded; the
// contents that are accepted are the right ones.
func TestArgContentsBounded(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	good := make([]byte, 16)
	for i := range 4 {
		binary.LittleEndian.PutUint32(good[4*i:], uint32(10+i))
	}
	if err := os.WriteFile(filepath.Join(dir, "good.bin"), good, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "long.bin"), make([]byte, 17), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for _, c := range []struct{ spec, err string }{
		{"p=int32[4]:@/dev/zero", "not a regular file (a character device)"},
		{"p=int32[4]:@fifo", "not a regular file (a FIFO)"},
		{"p=int32[4]:@" + dir, "not a regular file (a directory)"},
		{"p=int32[4]:@long.bin", "has 17 bytes, want 16 (4 × int32)"},
		{"p=int32[4]:@missing.bin", "no such file"},
		{"p=int32[4]:0*268435456", "268435456 values for 4 elements"},
		{"p=int32[4]:1,2*3,4", "5 values for 4 elements"},
		{"p=int32[4]:1*-1", "bad repetition count"},
		{"p=int8[4]:1,,2", "empty value"},
	} {
		done := make(chan error, 1)
		start := time.Now()
		go func() { _, err := harness.ParseArg(c.spec, dir); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.spec, err, c.err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: still parsing after %v (blocked?)", c.spec, time.Since(start))
		}
	}
	for _, c := range []struct {
		spec string
		want []byte
	}{
		{"p=int32[4]:@good.bin", good},
		{"p=int32[4]:10,11,12,13", good},
		{"p=int16[5]:7*3,0*0,-1*2", []byte{7, 0, 7, 0, 7, 0, 0xff, 0xff, 0xff, 0xff}},
	} {
		a, err := harness.ParseArg(c.spec, dir)
		if err != nil {
			t.Errorf("%s: %v", c.spec, err)
			continue
		}
		if !bytes.Equal(a.Data, c.want) && !(len(a.Data) == 0 && len(c.want) == 0) {
			t.Errorf("%s: contents % x, want % x", c.spec, a.Data, c.want)
		}
	}
	// An expectation's list is counted before it is expanded.
	if _, err := harness.ParseExpect("counter=[0*268435456]"); err == nil || !strings.Contains(err.Error(), "the limit on an expectation's list") {
		t.Errorf("expect 0*268435456: %v", err)
	}
	// The buffers of one launch are bounded together before each is
	// allocated.
	n := sim.DefaultMaxMemory()/(1<<30) + 2
	spec := "grid=1 block=1"
	for i := int64(0); i < n; i++ {
		spec += " b" + string(rune('a'+i%26)) + strings.Repeat("x", int(i/26)) + "=int32[268435456]"
	}
	if _, err := harness.ParseLaunch(spec, dir); err == nil || !strings.Contains(err.Error(), "would exceed") {
		t.Errorf("%d buffers of 1 GiB: %v", n, err)
	}
}
