//go:build !unix

package mem

import "time"

// processCPU is unknown here: the benchmarks report wall time only.
func processCPU() time.Duration { return 0 }
