package sim

import (
	"errors"
	"fmt"
	"strings"

	"github.com/simtc/simtc/sim/mem"
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
	// SchedGLRR is gtlrr under the name ElTantawy & Aamodt 2016 use
	// (Greedy then Loose Round Robin, replacing GTO in their GPGPU-Sim
	// 3.2.2 C2050 runs).
	SchedGLRR Scheduler = "glrr"
	// SchedMajority is Jin 2012's majority + round-robin: the warps at
	// the most common next PC first, round-robin among them.
	SchedMajority Scheduler = "majority"
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

// Config is the machine configuration: machine parameters only (a
// mechanism's parameters are its own: Mech.Params). The zero value is not
// valid; start from DefaultConfig (the simple machine) or a preset of
// package sim/machine, and change fields. Validate names each invalid
// field by its key in machine files and --config (package sim/machine
// has the table of keys).
type Config struct {
	WarpSize      int // threads per warp, 1 … 64
	SIMDWidth     int // lanes per cycle; a warp instruction occupies its scheduler for ceil(WarpSize/SIMDWidth) cycles
	WarpsPerCore  int // resident warps per core
	BlocksPerCore int // resident blocks per core
	SharedPerCore int // shared memory bytes per core, shared by its resident blocks
	Cores         int
	// Schedulers is the number of warp schedulers per core (Fermi: 2).
	// A warp belongs to the scheduler of its hardware warp slot modulo
	// Schedulers (GPGPU-Sim's assignment); each scheduler issues from its
	// own warps with its own arbiter state and its own issue occupancy.
	// A mechanism that forms issues across warps (CoreMechanism) has one
	// issue stream per core that issues up to Schedulers × IssueWidth.
	Schedulers int
	IssueWidth int // warp instructions each scheduler issues per cycle (from distinct warps)

	ALULatency  int // cycles until an ALU result can be used
	SFULatency  int // division, remainder, square root
	CtrlLatency int // branches, barriers, reconvergence instructions

	// Mem is the memory hierarchy: coalescer, L1, L2, DRAM, shared memory
	// (package sim/mem). Timing only: functional results never depend on
	// it. The simple machine's is mem.Simple, today's fixed latencies.
	Mem mem.Config

	Scheduler Scheduler
	// Seed is the random stream of SchedRandom (random.go); other
	// schedulers ignore it.
	Seed    uint64
	Barrier BarrierCounting

	// PrintfLines is the most printf lines a run keeps (printf.go); 0
	// means DefaultPrintfLines.
	PrintfLines int

	// MaxCycles stops the run with status max-cycles. 0 (the default)
	// scales with the launch: DefaultMaxCycles.
	MaxCycles int64
	// Watchdog, when positive, stops the run with status watchdog after
	// that many cycles without forward progress (a memory write that
	// changes memory, a thread exit, a barrier release): the old
	// heuristic, for users who want it. It is not a deadlock verdict.
	Watchdog int64
	// MaxMemory bounds the memory a launch makes the simulator allocate,
	// in bytes: its buffers, the shared memory of the blocks that can be
	// resident at once, and the private memory and call stacks of their
	// threads (memlimit.go). 0 (the default) is DefaultMaxMemory().
	MaxMemory int64
	// StarveWindow is the number of cycles without forward progress after
	// which a warp that can issue but was not picked by the scheduler in
	// all that time, while every warp it did pick repeats its state
	// exactly, ends the run with status starved.
	StarveWindow int64
	// Jobs, when 1 or more, simulates the cores of a run of several cores
	// and blocks on that many goroutines (parallel.go: the windowed
	// engine; with 1 unless the kernel has atomics on global memory); 0
	// runs the lockstep engine alone. DefaultConfig's (and so the
	// presets', the Go API's, simtc bench's) is 1, as simtc run --jobs'.
	// The result is the lockstep run's, byte for byte, whatever Jobs.
	Jobs int
}

// DefaultMaxCycles is the cycle limit when Config.MaxCycles is 0:
// 10^9 cycles plus 10^6 per launched thread. A healthy kernel does not
// come near it (deadlocks are found exactly, see doc.go); a livelocked one
// runs until it, so use --max-cycles or --watchdog to stop sooner.
func DefaultMaxCycles(threads int) int64 { return 1_000_000_000 + 1_000_000*int64(threads) }

// DefaultConfig returns the simple machine, simtc's default: warps of 32
// threads, a full width SIMD unit, 48 warps and 8 blocks per core, 4
// cores, one scheduler issuing one instruction per cycle,
// greedy-then-oldest scheduling, per-thread barrier counting and the
// fixed-latency memory mem.Simple (global 200 cycles + 4 per further
// 128-byte segment, shared, private and parameter memory 20).
func DefaultConfig() Config {
	return Config{
		WarpSize:      32,
		SIMDWidth:     32,
		WarpsPerCore:  48,
		BlocksPerCore: 8,
		SharedPerCore: 48 << 10,
		Cores:         4,
		Schedulers:    1,
		IssueWidth:    1,

		ALULatency:  4,
		SFULatency:  16,
		CtrlLatency: 1,

		Mem: mem.Simple(),

		Scheduler: SchedGTO,
		Barrier:   BarrierPerThread,

		StarveWindow: 100_000,
		Jobs:         1,
	}
}

// ConfigError lists every invalid field of a Config, each named by its
// key in machine files and --config (e.g. "warp", "l1.sets").
type ConfigError struct {
	Fields []mem.FieldError
}

func (e *ConfigError) Error() string {
	var b strings.Builder
	b.WriteString("invalid machine configuration: ")
	for i, f := range e.Fields {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(f.Error())
	}
	return b.String()
}

// Validate reports every invalid field as a *ConfigError, or nil.
func (c *Config) Validate() error {
	var errs []mem.FieldError
	bad := func(key, format string, args ...any) {
		errs = append(errs, mem.FieldError{Field: key, Msg: fmt.Sprintf(format, args...)})
	}
	pos := func(key string, v int) {
		if v <= 0 {
			bad(key, "must be positive, is %d", v)
		}
	}
	nonneg := func(key string, v int) {
		if v < 0 {
			bad(key, "must not be negative, is %d", v)
		}
	}
	if c.WarpSize < 1 || c.WarpSize > 64 {
		bad("warp", "the warp size must be 1 … 64, is %d", c.WarpSize)
	}
	pos("simd", c.SIMDWidth)
	if c.SIMDWidth > c.WarpSize && c.WarpSize >= 1 {
		bad("simd", "the SIMD width %d exceeds the warp size %d", c.SIMDWidth, c.WarpSize)
	}
	pos("warps-per-core", c.WarpsPerCore)
	pos("blocks-per-core", c.BlocksPerCore)
	nonneg("shared-per-core", c.SharedPerCore)
	pos("cores", c.Cores)
	pos("schedulers", c.Schedulers)
	if c.Schedulers > 0 && c.WarpsPerCore > 0 && c.Schedulers > c.WarpsPerCore {
		bad("schedulers", "%d schedulers for %d warps per core", c.Schedulers, c.WarpsPerCore)
	}
	pos("issue", c.IssueWidth)
	pos("alu-latency", c.ALULatency)
	pos("sfu-latency", c.SFULatency)
	pos("ctrl-latency", c.CtrlLatency)
	if err := c.Mem.Validate(); err != nil {
		var me *mem.ConfigError
		if errors.As(err, &me) {
			errs = append(errs, me.Fields...)
		} else {
			bad("memory", "%v", err)
		}
	}
	if _, ok := arbiterFor(c.Scheduler); !ok {
		bad("sched", "unknown scheduler %q (want %s)", c.Scheduler, strings.Join(Schedulers(), ", "))
	}
	switch c.Barrier {
	case BarrierPerThread, BarrierPerWarp:
	default:
		bad("barrier", "unknown barrier counting %q (want thread or warp)", c.Barrier)
	}
	if c.MaxCycles < 0 {
		bad("max-cycles", "must not be negative, is %d", c.MaxCycles)
	}
	if c.MaxMemory < 0 {
		bad("max-memory", "must not be negative, is %d", c.MaxMemory)
	}
	if c.Watchdog < 0 {
		bad("watchdog", "must not be negative, is %d", c.Watchdog)
	}
	if c.Jobs < 0 {
		bad("jobs", "must not be negative, is %d", c.Jobs)
	}
	if c.StarveWindow <= 0 {
		bad("starve-window", "must be positive, is %d", c.StarveWindow)
	}
	if len(errs) > 0 {
		return &ConfigError{Fields: errs}
	}
	return nil
}

// ForLaunch returns c as a run of l uses it: with l.Warp set, the warp
// size is l.Warp, and a SIMD unit as wide as the machine's warp or wider
// than l.Warp is l.Warp wide.
func (c Config) ForLaunch(l *Launch) Config {
	if l.Warp != 0 {
		if c.SIMDWidth == c.WarpSize || c.SIMDWidth > l.Warp {
			c.SIMDWidth = l.Warp
		}
		c.WarpSize = l.Warp
	}
	return c
}
