//go:build !unix

package sim

import "time"

// processCPU is unknown here: benchmarks report no CPU rate.
func processCPU() time.Duration { return 0 }
