package sim

import (
	"errors"
	"fmt"
	"strings"
)

// Scheduler names a warp scheduling policy.
type Scheduler string

// The warp schedulers.
const (
	// SchedGTO is greedy-then-oldest: keep issuing from the last warp
	// while it can issue, otherwise the oldest ready warp.
	SchedGTO Scheduler = "gto"
	// SchedLRR is loose round-robin: the first ready warp after the last
	// one issued, in age order.
	SchedLRR Scheduler = "lrr"
	// SchedGTLRR is greedy-then-loose-round-robin: keep issuing from the
	// last warp while it can issue, otherwise round-robin.
	SchedGTLRR Scheduler = "gtlrr"
)

// BarrierCounting says what a block barrier counts.
type BarrierCounting string

// The barrier counting modes.
const (
	// BarrierPerThread releases a barrier when every thread of the block
	// that has not exited has arrived (a divergent barrier under a
	// stack-based mechanism deadlocks).
	BarrierPerThread BarrierCounting = "thread"
	// BarrierPerWarp counts a warp as arrived when any of its threads
	// arrives, and releases when every warp with live threads has arrived
	// (the implementation-dependent behaviour of EA16 Sec. II-A).
	BarrierPerWarp BarrierCounting = "warp"
)

// Config is the machine configuration. The zero value is not valid; start
// from DefaultConfig and change fields.
type Config struct {
	WarpSize      int // threads per warp, 1 … 64
	SIMDWidth     int // lanes per cycle; a warp instruction occupies issue for ceil(WarpSize/SIMDWidth) cycles
	WarpsPerCore  int // resident warps per core
	BlocksPerCore int // resident blocks per core
	SharedPerCore int // shared memory bytes per core, shared by its resident blocks
	Cores         int
	IssueWidth    int // warp instructions issued per core per cycle (from distinct warps)

	ALULatency    int // cycles until an ALU result can be used
	SFULatency    int // division, remainder, square root
	CtrlLatency   int // branches, barriers, reconvergence instructions
	SharedLatency int // shared and private memory, parameter loads
	MemLatency    int // global memory, first transaction
	MemTxCycles   int // extra cycles per additional 128-byte transaction of one access
	SegmentSize   int // coalescing granularity in bytes (a power of two)

	Scheduler Scheduler
	Barrier   BarrierCounting

	// MaxCycles stops the run with status max-cycles.
	MaxCycles int64
	// DeadlockWindow is the number of cycles without forward progress (a
	// memory write that changes memory, a thread exit, a barrier release)
	// after which the run stops with status deadlock.
	DeadlockWindow int64
}

// DefaultConfig returns the default machine: warps of 32 threads, a full
// width SIMD unit, 48 warps and 8 blocks per core, 4 cores, single issue,
// greedy-then-oldest scheduling and per-thread barrier counting.
func DefaultConfig() Config {
	return Config{
		WarpSize:      32,
		SIMDWidth:     32,
		WarpsPerCore:  48,
		BlocksPerCore: 8,
		SharedPerCore: 48 << 10,
		Cores:         4,
		IssueWidth:    1,

		ALULatency:    4,
		SFULatency:    16,
		CtrlLatency:   1,
		SharedLatency: 20,
		MemLatency:    200,
		MemTxCycles:   4,
		SegmentSize:   128,

		Scheduler: SchedGTO,
		Barrier:   BarrierPerThread,

		MaxCycles:      50_000_000,
		DeadlockWindow: 100_000,
	}
}

// Validate reports every invalid field.
func (c *Config) Validate() error {
	var errs []string
	pos := func(name string, v int) {
		if v <= 0 {
			errs = append(errs, fmt.Sprintf("%s must be positive, is %d", name, v))
		}
	}
	nonneg := func(name string, v int) {
		if v < 0 {
			errs = append(errs, fmt.Sprintf("%s must not be negative, is %d", name, v))
		}
	}
	if c.WarpSize < 1 || c.WarpSize > 64 {
		errs = append(errs, fmt.Sprintf("warp size must be 1 … 64, is %d", c.WarpSize))
	}
	pos("SIMD width", c.SIMDWidth)
	if c.SIMDWidth > c.WarpSize && c.WarpSize >= 1 {
		errs = append(errs, fmt.Sprintf("SIMD width %d exceeds the warp size %d", c.SIMDWidth, c.WarpSize))
	}
	pos("warps per core", c.WarpsPerCore)
	pos("blocks per core", c.BlocksPerCore)
	nonneg("shared memory per core", c.SharedPerCore)
	pos("cores", c.Cores)
	pos("issue width", c.IssueWidth)
	pos("ALU latency", c.ALULatency)
	pos("SFU latency", c.SFULatency)
	pos("control latency", c.CtrlLatency)
	pos("shared memory latency", c.SharedLatency)
	pos("memory latency", c.MemLatency)
	nonneg("cycles per memory transaction", c.MemTxCycles)
	if c.SegmentSize <= 0 || c.SegmentSize&(c.SegmentSize-1) != 0 {
		errs = append(errs, fmt.Sprintf("segment size must be a power of two, is %d", c.SegmentSize))
	}
	switch c.Scheduler {
	case SchedGTO, SchedLRR, SchedGTLRR:
	default:
		errs = append(errs, fmt.Sprintf("unknown scheduler %q (want gto, lrr or gtlrr)", c.Scheduler))
	}
	switch c.Barrier {
	case BarrierPerThread, BarrierPerWarp:
	default:
		errs = append(errs, fmt.Sprintf("unknown barrier counting %q (want thread or warp)", c.Barrier))
	}
	if c.MaxCycles <= 0 {
		errs = append(errs, fmt.Sprintf("max cycles must be positive, is %d", c.MaxCycles))
	}
	if c.DeadlockWindow <= 0 {
		errs = append(errs, fmt.Sprintf("deadlock window must be positive, is %d", c.DeadlockWindow))
	}
	if len(errs) > 0 {
		return errors.New("invalid machine configuration: " + strings.Join(errs, "; "))
	}
	return nil
}
