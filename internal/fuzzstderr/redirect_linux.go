package fuzzstderr

import (
	"fmt"
	"os"
	"syscall"
)

// Redirect sends the process's standard error (file descriptor 2, where
// the runtime writes a fatal error) to $SIMTC_FUZZ_STDERR.PID when the
// variable is set; otherwise it does nothing.
func Redirect() {
	prefix := os.Getenv(Env)
	if prefix == "" {
		return
	}
	f, err := os.OpenFile(fmt.Sprintf("%s.%d", prefix, os.Getpid()), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		fmt.Fprintf(os.Stderr, "fuzzstderr: %v\n", err)
		return
	}
	if err := syscall.Dup3(int(f.Fd()), 2, 0); err != nil {
		fmt.Fprintf(os.Stderr, "fuzzstderr: %v\n", err)
	}
}
