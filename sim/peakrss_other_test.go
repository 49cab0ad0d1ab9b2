//go:build !linux

package sim_test

// peakRSS is unknown here (getrusage's unit differs between systems).
func peakRSS() int64 { return 0 }
