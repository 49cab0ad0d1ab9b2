//go:build unix

package mem

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user + system) the process used so far: the
// benchmarks report per CPU second, which a loaded machine does not skew
// as it does wall time.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
