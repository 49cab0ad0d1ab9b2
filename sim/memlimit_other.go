//go:build !linux

package sim

// physicalMemory is unknown off Linux: DefaultMaxMemory falls back.
func physicalMemory() (int64, bool) { return 0, false }

// addressSpaceLimit is unknown off Linux.
func addressSpaceLimit() (int64, bool) { return 0, false }
