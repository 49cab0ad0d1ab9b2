//go:build linux

package fuzzstderr

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A child with SIMTC_FUZZ_STDERR set writes its standard error, a fatal
// error's included, to PREFIX.PID.
func TestRedirect(t *testing.T) {
	if os.Getenv("FUZZSTDERR_CHILD") == "1" {
		Redirect()
		os.Stderr.WriteString("written to fd 2\n")
		panic("the child dies")
	}
	prefix := filepath.Join(t.TempDir(), "stderr")
	cmd := exec.Command(os.Args[0], "-test.run=^TestRedirect$")
	cmd.Env = append(os.Environ(), "FUZZSTDERR_CHILD=1", Env+"="+prefix)
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the child did not die: %s", out)
	}
	b, err := os.ReadFile(prefix + "." + strconv.Itoa(cmd.Process.Pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"written to fd 2", "panic: the child dies", "goroutine "} {
		if !strings.Contains(string(b), want) {
			t.Errorf("the file lacks %q:\n%s", want, b)
		}
	}
	if strings.Contains(string(out), "panic: the child dies") {
		t.Errorf("the panic still went to the original standard error:\n%s", out)
	}
}
