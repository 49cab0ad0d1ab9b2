package mem

import (
	"fmt"
	"strings"

	"github.com/simtc/simtc/sim/isa"
)

// LocalBase is the first address of cached private memory (Config.
// LocalCached): the first one no global address reaches (global addresses
// stay below isa.GenericLimit).
const LocalBase = isa.GenericLimit

// Config is the memory hierarchy of a machine: the coalescer, the per-core
// L1 data cache, the shared L2 in banks, the DRAM channels, shared memory
// and the fixed latency of the other spaces. The zero value is not valid:
// start from a preset (Simple, Perfect, GTX480, C2050, Volta, Fixed) and
// change fields. Field names in Validate's errors are the keys a machine
// file uses (ConfigError.Field).
type Config struct {
	Coalesce CoalesceConfig
	// L1 is the per-core L1 data cache for global loads; L1.Sets == 0
	// means no L1 (every transaction goes to the L2, or to DRAM).
	L1 CacheConfig
	// L2 is one bank (GPGPU-Sim: memory sub-partition) of the shared L2;
	// there are L2Banks banks per DRAM channel. L2.Sets == 0 means no L2.
	L2      CacheConfig
	L2Banks int
	DRAM    DRAMConfig
	Shared  SharedConfig
	// LocalLatency is the latency of private and parameter memory
	// accesses (no cache model: a fixed latency, as for today's shared).
	LocalLatency int
	// LocalCached: private memory goes through the L1 and L2 like global
	// memory (as CUDA local memory does on Fermi and later), at addresses
	// from LocalBase up that the machine gives it in CUDA's interleaved
	// layout; parameter loads keep LocalLatency. Without it private
	// memory costs LocalLatency.
	LocalCached bool
	// Epoch is the length in cycles of the bulk-synchronous epochs of the
	// shared levels (see hierarchy.go). It only matters when the shared
	// levels have state (an L2, or a DRAM with bandwidth or rows).
	Epoch int64
}

// CoalesceMode selects the coalescing rule.
type CoalesceMode uint8

// The coalescing rules.
const (
	// CoalesceSegments: the transactions of an access are the distinct
	// aligned SegmentSize segments its lanes touch (simtc's fixed model).
	CoalesceSegments CoalesceMode = iota
	// CoalesceGPGPUSim: GPGPU-Sim's rule for compute capability 2.0 and
	// later (abstract_hardware_model.cc, memory_coalescing_arch): the
	// segment is 32 B for 1-byte, 64 B for 2-byte and 128 B for wider
	// accesses, capped at SegmentSize (32 = sectored, as on Maxwell and
	// later); a segment of which only one half is used shrinks to that
	// half (128 → 64 → 32); atomics get one transaction per set of lanes
	// whose bytes do not overlap.
	CoalesceGPGPUSim
)

func (m CoalesceMode) String() string {
	switch m {
	case CoalesceSegments:
		return "segments"
	case CoalesceGPGPUSim:
		return "gpgpusim"
	}
	return fmt.Sprintf("CoalesceMode(%d)", uint8(m))
}

// CoalesceConfig configures the coalescer.
type CoalesceConfig struct {
	Mode        CoalesceMode
	SegmentSize int // bytes, a power of two (32 … 128 for CoalesceGPGPUSim)
	// TxCycles is the number of cycles between two transactions of one
	// access entering the memory system (today's MemTxCycles). With an L1
	// the L1's data port also limits them (CacheConfig.PortBytes).
	TxCycles int
}

// Replacement is a cache replacement policy.
type Replacement uint8

// The replacement policies.
const (
	LRU  Replacement = iota // least recently used
	FIFO                    // first in, first out (GPGPU-Sim 'F')
)

// WritePolicy is what a cache does with a store.
type WritePolicy uint8

// The write policies (GPGPU-Sim's <wr> letters in parentheses).
const (
	// WriteEvict: a store that hits invalidates the line and goes on to
	// the next level ('E'; also what GPGPU-Sim's 'L', local write-back /
	// global write-through, does with global stores, the only ones this
	// model sends to the L1).
	WriteEvict WritePolicy = iota
	// WriteThrough: a store that hits updates the line and goes on ('T').
	WriteThrough
	// WriteBack: a store that hits dirties the line; dirty lines are
	// written to the next level when evicted ('B').
	WriteBack
	// ReadOnly: stores bypass the cache; a hit line is invalidated ('R').
	ReadOnly
)

func (p WritePolicy) String() string {
	switch p {
	case WriteEvict:
		return "write-evict"
	case WriteThrough:
		return "write-through"
	case WriteBack:
		return "write-back"
	case ReadOnly:
		return "read-only"
	}
	return fmt.Sprintf("WritePolicy(%d)", uint8(p))
}

// WriteAllocate is what a cache does with a store that misses.
type WriteAllocate uint8

// The write-allocate policies (GPGPU-Sim's <wr_alloc> letters).
const (
	// NoWriteAllocate: the store goes on to the next level ('N').
	NoWriteAllocate WriteAllocate = iota
	// WriteAllocateFetch: allocate the line and fetch it from the next
	// level ('W' in GPGPU-Sim 3.x, 'F' in 4.x).
	WriteAllocateFetch
	// WriteAllocateLazy: allocate the written sectors without a fetch
	// ('L', lazy fetch on read).
	WriteAllocateLazy
)

// SetIndex is a cache's set-index function.
type SetIndex uint8

// The set-index functions.
const (
	// SetLinear: the set is the line number modulo the sets ('L').
	SetLinear SetIndex = iota
	// SetXOR: the XOR of all the set-bits-wide groups of the line
	// number. This stands for GPGPU-Sim's hashed functions ('H' Fermi
	// hash, 'P' IPOLY, 'X' bitwise XOR): it spreads power-of-two strides
	// over the sets as they do, without being bit-identical.
	SetXOR
)

// CacheConfig is one cache (the L1 of a core, or one L2 bank). Sets == 0
// means the cache is absent.
type CacheConfig struct {
	Sets     int // a power of two; 0: no cache
	LineSize int // bytes, a power of two
	Ways     int
	// Sectored: lines are filled and validated in 32-byte sectors
	// (GPGPU-Sim 'S' caches); a miss fetches only the missing sectors.
	Sectored      bool
	Replacement   Replacement
	Write         WritePolicy
	AllocOnFill   bool // GPGPU-Sim 'f'/'s': a miss does not reserve a line (no line-allocation stall)
	WriteAllocate WriteAllocate
	SetIndex      SetIndex
	// MSHRs is the number of outstanding missing lines (or sectors) of
	// an L1; MSHRMerge the number of requests merged into one. A miss
	// with every MSHR busy, or a merge past MSHRMerge, stalls the core's
	// memory port until an MSHR frees (a GPGPU-Sim reservation fail).
	// Ignored for the L2 (its misses queue at DRAM instead).
	MSHRs     int
	MSHRMerge int
	// PortBytes is the width of the data port in bytes per cycle: a
	// transaction of n bytes holds the port ceil(n/PortBytes) cycles
	// (GPGPU-Sim's <data_port_width>; 0 means the line size).
	PortBytes int
	Latency   int // cycles for a hit (for the L2: from its port to the data back at the core)
}

// GlobalLatency is the unloaded latency of a global load that misses
// every cache: the L1's and the L2's hit latencies (those present) and
// DRAM's fixed latency, without queueing, row-buffer timing or transfer
// (the simple machine's 200 cycles). Mechanisms that model their own
// memory traffic at a fixed latency (table spills and fills) use it.
func (c *Config) GlobalLatency() int {
	lat := c.DRAM.Latency
	if c.L1.Enabled() {
		lat += c.L1.Latency
	}
	if c.L2.Enabled() {
		lat += c.L2.Latency
	}
	return lat
}

// IsFixed reports whether c is the fixed-latency model (Fixed: no
// caches, a DRAM without bandwidth or rows, no shared-memory banks,
// segment coalescing).
func (c *Config) IsFixed() bool {
	return !c.L1.Enabled() && !c.L2.Enabled() && c.DRAM.BusBytes == 0 && c.DRAM.RowBytes == 0 &&
		c.Shared.Banks == 0 && c.Coalesce.Mode == CoalesceSegments && !c.LocalCached
}

// Enabled reports whether the cache is present.
func (c *CacheConfig) Enabled() bool { return c.Sets > 0 }

// Size is the capacity in bytes.
func (c *CacheConfig) Size() int { return c.Sets * c.Ways * c.LineSize }

// DRAMConfig is the DRAM: channels (GPGPU-Sim memory partitions) each
// with a data bus, banks with a row buffer, and a fixed pipeline latency.
type DRAMConfig struct {
	Channels int
	// Interleave is the address interleaving between channels in bytes
	// (a power of two; GPGPU-Sim's dramid@8 is 256).
	Interleave int
	// Latency is the fixed part of every DRAM access in core cycles
	// (GPGPU-Sim's dram_latency); with BusBytes == 0 and RowBytes == 0
	// it is the whole access (a fixed-latency memory of unlimited
	// bandwidth).
	Latency int
	// BusBytes is the data moved per DRAM clock per channel (GPGPU-Sim:
	// gpgpu_n_mem_per_ctrlr × gpgpu_dram_buswidth ×
	// dram_data_command_freq_ratio); 0 means unlimited bandwidth.
	BusBytes int
	// CoreMHz and DRAMMHz convert DRAM clocks to core cycles.
	CoreMHz, DRAMMHz float64
	// Banks and RowBytes describe the row buffers: each channel-local
	// RowBytes block is one row, rows go to banks round-robin. RowBytes
	// == 0 means no row model (every access pays the same).
	Banks    int
	RowBytes int
	// Timing in DRAM clocks: activate-to-read (tRCD), precharge (tRP),
	// read CAS latency (CL) and write latency (WL).
	RCD, RP, CL, WL int
	// Scheduler is the order a channel serves its requests in (dram.go);
	// FR-FCFS needs the row model (without it a channel is served first
	// come, first served).
	Scheduler DRAMScheduler
	// QueueSize bounds the requests FR-FCFS chooses among, per channel
	// (GPGPU-Sim's -gpgpu_frfcfs_dram_sched_queue_size); 0: unbounded.
	QueueSize int
}

// DRAMScheduler is a DRAM channel's scheduling policy (GPGPU-Sim's
// -gpgpu_dram_scheduler).
type DRAMScheduler uint8

// The DRAM schedulers.
const (
	// DRAMFCFS serves each channel's requests in the order they arrive
	// (-gpgpu_dram_scheduler 0).
	DRAMFCFS DRAMScheduler = iota
	// DRAMFRFCFS serves, per bank, a request to the open row first (the
	// oldest of them), else the oldest request (first ready, first come,
	// first served; -gpgpu_dram_scheduler 1).
	DRAMFRFCFS
)

func (s DRAMScheduler) String() string {
	switch s {
	case DRAMFCFS:
		return "fcfs"
	case DRAMFRFCFS:
		return "frfcfs"
	}
	return fmt.Sprintf("DRAMScheduler(%d)", uint8(s))
}

// SharedConfig is shared memory.
type SharedConfig struct {
	Latency int // cycles for a conflict-free access
	// Banks of BankBytes each (Fermi: 32 × 4); Banks == 0 means no bank
	// conflicts are modelled.
	Banks     int
	BankBytes int
	// PassCycles is the extra latency of each further pass of a
	// conflicting access.
	PassCycles int
}

// FieldError is one invalid configuration field.
type FieldError struct {
	Field string // the machine-file key, e.g. "l1.sets"
	Msg   string
}

func (e FieldError) Error() string { return e.Field + ": " + e.Msg }

// ConfigError lists every invalid field of a Config.
type ConfigError struct {
	Fields []FieldError
}

func (e *ConfigError) Error() string {
	var b strings.Builder
	b.WriteString("invalid memory configuration: ")
	for i, f := range e.Fields {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(f.Error())
	}
	return b.String()
}

func isPow2(v int) bool { return v > 0 && v&(v-1) == 0 }

// Validate reports every invalid field as a *ConfigError, or nil.
func (c *Config) Validate() error {
	var errs []FieldError
	bad := func(field, format string, args ...any) {
		errs = append(errs, FieldError{field, fmt.Sprintf(format, args...)})
	}
	pos := func(field string, v int) {
		if v <= 0 {
			bad(field, "must be positive, is %d", v)
		}
	}
	nonneg := func(field string, v int) {
		if v < 0 {
			bad(field, "must not be negative, is %d", v)
		}
	}
	pow2 := func(field string, v int) {
		if !isPow2(v) {
			bad(field, "must be a power of two, is %d", v)
		}
	}

	// Coalescer.
	switch c.Coalesce.Mode {
	case CoalesceSegments:
		pow2("coalesce.segment-size", c.Coalesce.SegmentSize)
	case CoalesceGPGPUSim:
		if s := c.Coalesce.SegmentSize; s != 32 && s != 64 && s != 128 {
			bad("coalesce.segment-size", "must be 32, 64 or 128 with the gpgpusim rule, is %d", s)
		}
	default:
		bad("coalesce.mode", "unknown coalescing rule %d (want segments or gpgpusim)", c.Coalesce.Mode)
	}
	nonneg("coalesce.tx-cycles", c.Coalesce.TxCycles)

	c.L1.validate("l1", c.Coalesce.SegmentSize, bad)
	c.L2.validate("l2", c.Coalesce.SegmentSize, bad)
	if c.L2.Enabled() {
		pos("l2.banks", c.L2Banks)
		if c.L2.Write != WriteBack && c.L2.Write != WriteThrough {
			bad("l2.write", "must be write-back or write-through, is %s", c.L2.Write)
		}
	} else {
		nonneg("l2.banks", c.L2Banks)
	}

	d := &c.DRAM
	pos("dram.channels", d.Channels)
	pow2("dram.interleave", d.Interleave)
	if isPow2(d.Interleave) {
		if c.L2.Enabled() && isPow2(c.L2.LineSize) && d.Interleave < c.L2.LineSize {
			bad("dram.interleave", "must be at least the L2 line size %d, is %d", c.L2.LineSize, d.Interleave)
		}
		if isPow2(c.Coalesce.SegmentSize) && d.Interleave < c.Coalesce.SegmentSize {
			bad("dram.interleave", "must be at least the segment size %d, is %d", c.Coalesce.SegmentSize, d.Interleave)
		}
	}
	pos("dram.latency", d.Latency)
	nonneg("dram.bus-bytes", d.BusBytes)
	nonneg("dram.row-bytes", d.RowBytes)
	if d.BusBytes > 0 || d.RowBytes > 0 {
		if !(d.CoreMHz > 0) {
			bad("dram.core-mhz", "must be positive, is %g", d.CoreMHz)
		}
		if !(d.DRAMMHz > 0) {
			bad("dram.dram-mhz", "must be positive, is %g", d.DRAMMHz)
		}
	}
	if d.RowBytes > 0 {
		pow2("dram.row-bytes", d.RowBytes)
		pos("dram.banks", d.Banks)
		nonneg("dram.rcd", d.RCD)
		nonneg("dram.rp", d.RP)
		nonneg("dram.cl", d.CL)
		nonneg("dram.wl", d.WL)
	} else {
		nonneg("dram.banks", d.Banks)
	}
	if d.Scheduler != DRAMFCFS && d.Scheduler != DRAMFRFCFS {
		bad("dram.scheduler", "must be fcfs or frfcfs, is %s", d.Scheduler)
	}
	nonneg("dram.queue-size", d.QueueSize)

	pos("shared.latency", c.Shared.Latency)
	nonneg("shared.banks", c.Shared.Banks)
	if c.Shared.Banks > 0 {
		pow2("shared.bank-bytes", c.Shared.BankBytes)
		nonneg("shared.pass-cycles", c.Shared.PassCycles)
	}
	pos("local.latency", c.LocalLatency)
	if c.LocalCached && !c.L1.Enabled() && !c.L2.Enabled() {
		bad("local.cached", "private memory can only be cached with an L1 or an L2")
	}
	if c.Epoch <= 0 {
		bad("epoch", "must be positive, is %d", c.Epoch)
	}
	if len(errs) > 0 {
		return &ConfigError{errs}
	}
	return nil
}

// validate checks one cache; seg is the coalescer's segment size (a
// transaction must fit in a line).
func (c *CacheConfig) validate(p string, seg int, bad func(field, format string, args ...any)) {
	if c.Sets == 0 {
		return
	}
	if !isPow2(c.Sets) {
		bad(p+".sets", "must be 0 (no cache) or a power of two, is %d", c.Sets)
	}
	if !isPow2(c.LineSize) {
		bad(p+".line-size", "must be a power of two, is %d", c.LineSize)
	} else {
		if isPow2(seg) && c.LineSize < seg {
			bad(p+".line-size", "must be at least the segment size %d, is %d", seg, c.LineSize)
		}
		if c.Sectored && (c.LineSize < sectorSize || c.LineSize > maxSectors*sectorSize) {
			bad(p+".line-size", "of a sectored cache must be %d … %d, is %d", sectorSize, maxSectors*sectorSize, c.LineSize)
		}
	}
	if c.Ways <= 0 {
		bad(p+".ways", "must be positive, is %d", c.Ways)
	}
	if c.Replacement != LRU && c.Replacement != FIFO {
		bad(p+".replacement", "unknown policy %d (want lru or fifo)", c.Replacement)
	}
	if c.Write > ReadOnly {
		bad(p+".write", "unknown policy %d", c.Write)
	}
	if c.WriteAllocate > WriteAllocateLazy {
		bad(p+".write-allocate", "unknown policy %d", c.WriteAllocate)
	}
	if c.SetIndex > SetXOR {
		bad(p+".set-index", "unknown function %d", c.SetIndex)
	}
	if c.AllocOnFill && c.Write == WriteBack {
		// GPGPU-Sim rejects it too (gpu-cache.h, cache_config::init).
		bad(p+".alloc-on-fill", "a write-back cache must allocate on miss")
	}
	if p == "l1" {
		if c.MSHRs <= 0 {
			bad(p+".mshrs", "must be positive, is %d", c.MSHRs)
		}
		if c.MSHRMerge <= 0 {
			bad(p+".mshr-merge", "must be positive, is %d", c.MSHRMerge)
		}
	} else {
		if c.MSHRs < 0 {
			bad(p+".mshrs", "must not be negative, is %d", c.MSHRs)
		}
		if c.MSHRMerge < 0 {
			bad(p+".mshr-merge", "must not be negative, is %d", c.MSHRMerge)
		}
	}
	if c.PortBytes < 0 {
		bad(p+".port-bytes", "must not be negative, is %d", c.PortBytes)
	}
	if c.Latency < 0 {
		bad(p+".latency", "must not be negative, is %d", c.Latency)
	}
}

// Derived are quantities that follow from a configuration: the unloaded
// latencies of a global load by the level that serves it and the
// streaming bandwidth (what the microbenchmarks of testdata/micro
// measure).
type Derived struct {
	// L1 and L2 are the latencies of a load served by the L1 and by the
	// L2 (0: no such level); DRAMRowHit and DRAMRowMiss of one served by
	// DRAM from an open row and from a closed one (its activation
	// first). Without caches and DRAM timing, every global load takes
	// DRAMRowHit = DRAMRowMiss = DRAM.Latency.
	L1, L2                  int
	DRAMRowHit, DRAMRowMiss int
	// PeakBandwidth is the DRAM bytes all channels move per core cycle
	// (0: unlimited).
	PeakBandwidth float64
	// MSHRBandwidth bounds streaming loads through an L1 (Little's law):
	// cores × MSHRs × the bytes of a miss, per DRAMRowHit cycles (0: no
	// L1). Streaming reaches min(PeakBandwidth, MSHRBandwidth) at most.
	MSHRBandwidth float64
}

// Derived returns the derived quantities of c on a machine of cores
// cores, by the rules of this package's model (hierarchy.go, dram.go).
func (c *Config) Derived(cores int) Derived {
	var d Derived
	lat := 0
	if c.L1.Enabled() {
		d.L1 = c.L1.Latency
		lat = c.L1.Latency
	}
	if c.L2.Enabled() {
		d.L2 = lat + c.L2.Latency
		lat = d.L2
	}
	// A miss fetches the line, or a 32-byte sector of a sectored cache.
	bytes := c.Coalesce.SegmentSize
	switch {
	case c.L2.Enabled() && c.L2.Sectored, !c.L2.Enabled() && c.L1.Enabled() && c.L1.Sectored:
		bytes = sectorSize
	case c.L2.Enabled():
		bytes = c.L2.LineSize
	case c.L1.Enabled():
		bytes = c.L1.LineSize
	}
	t := newDRAMTiming(c.DRAM, max(c.L2Banks, 1))
	hit, miss := int64(0), int64(0)
	if t.stateful() {
		xfer := int64(bytes) * t.perByte
		hit = ceilQ(t.cl+xfer) + t.fixed
		miss = ceilQ(t.rcd+t.cl+xfer) + t.fixed
	} else {
		hit, miss = t.fixed, t.fixed
	}
	d.DRAMRowHit, d.DRAMRowMiss = lat+int(hit), lat+int(miss)
	if c.DRAM.BusBytes > 0 {
		d.PeakBandwidth = float64(c.DRAM.Channels*c.DRAM.BusBytes) * c.DRAM.DRAMMHz / c.DRAM.CoreMHz
	}
	if c.L1.Enabled() {
		fetch := c.L1.LineSize
		if c.L1.Sectored {
			fetch = sectorSize
		}
		d.MSHRBandwidth = float64(cores*c.L1.MSHRs*fetch) / float64(d.DRAMRowHit)
	}
	return d
}
