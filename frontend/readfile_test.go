package frontend

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestReadFile reads files of sizes around the buffer's (the size Stat
// gives, and a byte more) and checks the bytes, and that a large file is
// read into one buffer: io.ReadAll's growth from 512 bytes took dozens of
// buffers (58 for a 67 MB file, 158 MB in all).
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []int{0, 1, 511, 512, 513, 4096, 1 << 20} {
		want := bytes.Repeat([]byte("abcdefg\n"), n/8+1)[:n]
		path := filepath.Join(dir, "f.ll")
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := ReadFile(path)
		if err != nil {
			t.Fatalf("%d bytes: %v", n, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%d bytes: read %d bytes, not the file's", n, len(got))
		}
		if n == 1<<20 {
			allocs := testing.AllocsPerRun(3, func() {
				if _, err := ReadFile(path); err != nil {
					t.Fatal(err)
				}
			})
			// Stat, open, the error closure and the buffer: a handful,
			// where growing the buffer took dozens.
			if allocs > 8 {
				t.Errorf("reading 1 MiB took %.0f allocations, want at most 8", allocs)
			}
		}
	}
	if _, err := ReadFile(filepath.Join(dir, "missing.ll")); err == nil {
		t.Error("a missing file read without error")
	}
}
