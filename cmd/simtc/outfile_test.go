package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// build -o writes like a compiler: "-" is standard output, a device stays
// a device, a symbolic link is written through to its target.
func TestBuildOutputFiles(t *testing.T) {
	k := mustAbs(t, filepath.Join("testdata", "kernels", "saxpy.cl")) // TestMain is at the root
	dir := t.TempDir()
	t.Chdir(dir)

	code, out, errs := simtc(t, "build", "-o", "-", k)
	if code != 0 || len(out) == 0 {
		t.Fatalf("-o -: exit %d, %d bytes\n%s", code, len(out), errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "-")); err == nil {
		t.Error("-o - wrote a file named -")
	}

	if code, _, errs := simtc(t, "build", "-o", "/dev/null", k); code != 0 {
		t.Fatalf("-o /dev/null: exit %d\n%s", code, errs)
	}
	if fi, err := os.Stat("/dev/null"); err != nil || fi.Mode()&fs.ModeCharDevice == 0 {
		t.Fatalf("/dev/null is now %v (%v)", fi.Mode(), err)
	}

	if err := os.WriteFile("real.simt", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.simt", "link.simt"); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := simtc(t, "build", "-o", "link.simt", k); code != 0 {
		t.Fatalf("-o link: exit %d\n%s", code, errs)
	}
	if fi, err := os.Lstat("link.simt"); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("link.simt is now %v (%v), want the link kept", fi.Mode(), err)
	}
	if b, _ := os.ReadFile("real.simt"); len(b) == 0 || string(b) != out {
		t.Errorf("the link's target holds %d bytes, want the object (%d)", len(b), len(out))
	}
}

func mustAbs(t *testing.T, p string) string {
	t.Helper()
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
