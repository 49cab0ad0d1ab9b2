//go:build !unix

package sim_test

import "time"

// processCPU is unknown here: benchmarks report no CPU rate.
func processCPU() time.Duration { return 0 }
