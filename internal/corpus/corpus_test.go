package corpus

import (
	"os"
	"path/filepath"
	"testing"
)

// Files lists tracked files only: a file written next to the corpus (as
// the README's lint --fix does) is not part of it.
func TestFilesTracked(t *testing.T) {
	before, err := Files("testdata/kernels/*.cl", "testdata/kernels/*.ll")
	if err != nil {
		t.Fatal(err)
	}
	if len(before) < 20 {
		t.Fatalf("%d kernels", len(before))
	}
	if _, err := os.Stat(filepath.Join(Root(), ".git")); err != nil {
		t.Skip("not a git checkout: Files lists the files on disk")
	}
	stray := filepath.Join(KernelDir(), "zz_untracked_by_test.ssde.ll")
	if err := os.WriteFile(stray, []byte("; stray\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(stray)
	after, err := Files("testdata/kernels/*.cl", "testdata/kernels/*.ll")
	if err != nil {
		t.Fatal(err)
	}
	if len(after) != len(before) {
		t.Errorf("an untracked file joined the corpus: %d files, was %d", len(after), len(before))
	}
}
