package outfile

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestRegularAndNew(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.simt")
	for _, data := range []string{"first", "second, longer"} {
		if err := Write(p, []byte(data), 0o644, nil); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(p)
		if err != nil || string(got) != data {
			t.Fatalf("read %q, %v; want %q", got, err, data)
		}
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("%d files in the directory, want 1 (no temporary left)", len(ents))
	}
	if err := Write(dir, []byte("x"), 0o644, nil); !errors.Is(err, syscall.EISDIR) {
		t.Errorf("onto a directory: %v, want EISDIR", err)
	}
}

func TestStdout(t *testing.T) {
	var buf bytes.Buffer
	dir := t.TempDir()
	t.Chdir(dir)
	if err := Write("-", []byte("to stdout"), 0o644, &buf); err != nil {
		t.Fatal(err)
	}
	if buf.String() != "to stdout" {
		t.Errorf("stdout got %q", buf.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "-")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a file named - was written: %v", err)
	}
}

// A device is written in place, never replaced by a regular file.
func TestDevice(t *testing.T) {
	if err := Write("/dev/null", []byte("discarded"), 0o644, nil); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat("/dev/null")
	if err != nil || fi.Mode()&fs.ModeCharDevice == 0 {
		t.Fatalf("/dev/null is now %v (%v), want a character device", fi.Mode(), err)
	}
	// A FIFO: written in place (a reader drains it).
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	got := make(chan string)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- string(b)
	}()
	if err := Write(fifo, []byte("through the pipe"), 0o644, nil); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "through the pipe" {
		t.Errorf("reader got %q", s)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the FIFO is now %v (%v)", fi.Mode(), err)
	}
}

// A symbolic link is written through to its target, and stays a link.
func TestSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real", "k.simt")
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.simt")
	if err := os.Symlink(filepath.Join("real", "k.simt"), link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("new"), 0o644, nil); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Fatalf("the link is now %v (%v)", fi.Mode(), err)
	}
	if b, _ := os.ReadFile(target); string(b) != "new" {
		t.Errorf("target holds %q, want new", b)
	}
	// A dangling link creates its target.
	dangling := filepath.Join(dir, "dangling")
	if err := os.Symlink("made.simt", dangling); err != nil {
		t.Fatal(err)
	}
	if err := Write(dangling, []byte("made"), 0o644, nil); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "made.simt")); string(b) != "made" {
		t.Errorf("dangling link's target holds %q", b)
	}
}

// Interrupted between writing the temporary file and renaming it, the
// process leaves no temporary file and the old output as it was.
func TestInterruptLeavesNoTemp(t *testing.T) {
	if dir := os.Getenv("OUTFILE_TEST_INTERRUPT"); dir != "" {
		p := filepath.Join(dir, "out.ll")
		_ = WriteWith(p, bytes.Repeat([]byte("x"), 1<<20), 0o644, nil, Options{BeforeRename: func(string) {
			syscall.Kill(os.Getpid(), syscall.SIGINT)
			select {} // the signal ends the process
		}})
		os.Exit(0) // not reached
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "out.ll"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestInterruptLeavesNoTemp$")
	cmd.Env = append(os.Environ(), "OUTFILE_TEST_INTERRUPT="+dir)
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || !ee.Sys().(syscall.WaitStatus).Signaled() {
		t.Fatalf("the helper process ended with %v, want killed by SIGINT", err)
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if len(names) != 1 || names[0] != "out.ll" {
		t.Errorf("files left: %s", strings.Join(names, " "))
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "out.ll")); string(b) != "old" {
		t.Errorf("out.ll holds %q, want the old contents", b)
	}
}
