//go:build linux

package sim_test

import "syscall"

// peakRSS is the process's peak resident set size in bytes (0: unknown).
func peakRSS() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Maxrss << 10 // KiB on Linux
}
