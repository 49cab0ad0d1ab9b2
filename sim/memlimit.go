// The launch's memory limit (issue 34): what a launch makes the simulator
// allocate is computed in 64-bit arithmetic and compared with
// Config.MaxMemory before anything is allocated, so that no input can make
// the Go runtime die of "out of memory" instead of an error.

package sim

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/simtc/simtc/sim/isa"
)

// DefaultMaxMemory is the launch memory limit when Config.MaxMemory is 0:
// a quarter of the physical memory or of the address-space limit
// (RLIMIT_AS), whichever is smaller — the simulator holds a buffer up to
// three times (the parsed argument, global memory, the result), and
// compiling and the statistics need room too. 4 GiB when neither is known.
func DefaultMaxMemory() int64 {
	total := int64(math.MaxInt64)
	if p, ok := physicalMemory(); ok {
		total = min(total, p)
	}
	if a, ok := addressSpaceLimit(); ok {
		total = min(total, a)
	}
	if total == math.MaxInt64 {
		return 4 << 30
	}
	return total / 4
}

// satAdd and satMul are + and × on sizes, saturating at MaxUint64: a
// size that does not fit is larger than any limit.
func satAdd(a, b uint64) uint64 {
	s, c := bits.Add64(a, b, 0)
	if c != 0 {
		return math.MaxUint64
	}
	return s
}

func satMul(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	if hi != 0 {
		return math.MaxUint64
	}
	return lo
}

// LaunchMemory is what a launch of kernel k allocates at most, by kind,
// in bytes (saturated at MaxUint64).
type LaunchMemory struct {
	Buffers     uint64 // global buffers
	Shared      uint64 // per block: static, dynamic (shared-bytes) and __local argument shared memory
	Private     uint64 // per thread: static private memory
	Stack       uint64 // per thread: the call stack
	Blocks      uint64 // blocks resident at once, at most
	Threads     uint64 // threads resident at once, at most (whole warps)
	Params      uint64 // the parameter block
	Total       uint64
	Limit       int64
	LimitSource string // where the limit comes from, for messages
}

// launchMemory computes the memory of launch l of k on a machine
// configured by cfg (after ForLaunch).
func launchMemory(k *isa.Kernel, l *Launch, binds []binding, cfg *Config) LaunchMemory {
	lm := LaunchMemory{Shared: uint64(k.SharedSize), Private: uint64(k.PrivateSize), Stack: uint64(k.StackSize), Params: uint64(k.ParamSize)}
	if l.SharedBytes > 0 { // dynamic shared memory, 16-byte aligned after the static (layout.go)
		lm.Shared = satAdd(satAdd(lm.Shared, 15), uint64(l.SharedBytes))
	}
	for _, b := range binds {
		if b.arg == nil || !b.arg.IsBuffer {
			continue
		}
		if b.param.Kind == isa.ParamPointer && b.param.Space == isa.SpaceShared {
			lm.Shared = satAdd(lm.Shared, satAdd(uint64(len(b.arg.Data)), 15))
		} else {
			lm.Buffers = satAdd(lm.Buffers, uint64(len(b.arg.Data)))
		}
	}
	ws := uint64(max(cfg.WarpSize, 1))
	warps := (uint64(l.Block) + ws - 1) / ws
	lm.Blocks = min(uint64(l.Grid), satMul(uint64(max(cfg.Cores, 0)), uint64(max(cfg.BlocksPerCore, 0))))
	lm.Threads = satMul(lm.Blocks, satMul(warps, ws))
	perThread := satAdd(lm.Private, lm.Stack)
	lm.Total = satAdd(satAdd(lm.Buffers, lm.Params), satAdd(satMul(lm.Shared, lm.Blocks), satMul(perThread, lm.Threads)))
	lm.Limit, lm.LimitSource = cfg.MaxMemory, "--max-memory"
	if lm.Limit == 0 {
		lm.Limit, lm.LimitSource = DefaultMaxMemory(), "the default --max-memory, a quarter of the physical memory or address-space limit"
	}
	return lm
}

// LaunchFieldError is a launch refused for one of its fields: Field is
// its key in a launch directive (a geometry key, "block",
// "shared-bytes", or an argument's name), for the caller to name the
// directive field or flag that gave it.
type LaunchFieldError struct {
	Field string
	Err   error
}

func (e *LaunchFieldError) Error() string { return e.Err.Error() }
func (e *LaunchFieldError) Unwrap() error { return e.Err }

// MemoryError is a launch refused for needing more memory than the limit
// (Config.MaxMemory): its LaunchMemory says by how much and of which kind,
// for the caller to name the launch field responsible.
type MemoryError struct {
	LaunchMemory
}

func (e *MemoryError) Error() string { return e.message() }

// check returns a *MemoryError when the launch needs more than the limit.
func (lm *LaunchMemory) check() error {
	if lm.Total <= uint64(lm.Limit) {
		return nil
	}
	return &MemoryError{*lm}
}

// message states every number of a launch over the limit.
func (lm *LaunchMemory) message() string {
	total := fmt.Sprint(lm.Total)
	if lm.Total == math.MaxUint64 {
		total = "more than 2^64"
	}
	return fmt.Sprintf("the launch needs %s bytes of simulated memory (buffers %d; shared %d per block × %d resident blocks; private %d + stack %d per thread × %d resident threads; parameters %d), more than %d bytes, the limit (%s)",
		total, lm.Buffers, lm.Shared, lm.Blocks, lm.Private, lm.Stack, lm.Threads, lm.Params, lm.Limit, lm.LimitSource)
}

// Largest names the kind of memory that is most of the launch's:
// "buffers" (global buffers and parameters), "shared" (shared memory per
// block × resident blocks) or "threads" (private memory and stack per
// thread × resident threads).
func (lm *LaunchMemory) Largest() string {
	buffers := satAdd(lm.Buffers, lm.Params)
	shared := satMul(lm.Shared, lm.Blocks)
	threads := satMul(satAdd(lm.Private, lm.Stack), lm.Threads)
	switch {
	case buffers >= shared && buffers >= threads:
		return "buffers"
	case shared >= threads:
		return "shared"
	}
	return "threads"
}
