// The memory hierarchy's timing model: coalescer, per-core L1 data cache
// with MSHRs, a shared L2 in banks, DRAM channels, shared-memory banks.
//
// # The model
//
// The machine calls Core.Access once per warp memory instruction with the
// lanes' addresses (never data: functional results cannot depend on this
// package) and gets the instruction's latency. Global lanes are coalesced
// into transactions (coalesce.go); each enters the core's memory port
// (CoalesceConfig.TxCycles apart, and one L1 port slot each), then:
//
//   - a load looks up the L1 (cache.go, cache_l1.go): a hit costs
//     L1.Latency; a hit on a line whose miss is in flight merges into that
//     miss's MSHR (a pending hit); a miss takes an MSHR, a line (LRU or FIFO
//     among the lines with nothing in flight; allocate-on-miss as Fermi)
//     and goes to the L2. A miss with every MSHR busy, a merge past
//     MSHRMerge, or a set whose lines are all in flight stalls the port
//     until the blocking miss completes (GPGPU-Sim's reservation fail);
//   - a store goes through the L1 by its write policy (Fermi: write-evict,
//     no write-allocate for global stores) to the L2; stores cost the warp
//     nothing (latency 0) but occupy the port, the L2 and DRAM;
//   - an atomic bypasses the L1 and is performed at the L2 (as on Fermi:
//     timing only, the machine performs the operation);
//   - at the L2 (cache_l2.go) the request takes its bank's port
//     (L2.PortBytes per cycle), hits in L2.Latency or misses to DRAM
//     (dram.go: bandwidth, queueing first come first served or FR-FCFS,
//     row buffers). The presets' L2 is write-back with write-allocate;
//     dirty victims go to DRAM.
//
// Shared-memory lanes cost Shared.Latency plus PassCycles per extra pass
// of a bank-conflicting access (bank.go); private and parameter lanes cost
// LocalLatency. An instruction's latency is the latest of its parts.
//
// Today's fixed-latency model (MemLatency + (n-1)·MemTxCycles for n
// segments, SharedLatency otherwise) is the configuration Fixed: no L1, no
// L2, a DRAM of unlimited bandwidth and latency MemLatency, transactions
// TxCycles apart. Jin 2012's perfect memory (§5.2: "zero memory latency
// and no cache misses") is Fixed with every latency 1 and TxCycles 0.
//
// # Determinism with parallel cores: bulk-synchronous epochs
//
// The L1, the MSHRs, the port and shared memory are private to a core; the
// L2 and DRAM are shared, so one core's accesses change another's
// latencies. The machine may run cores on different goroutines for long
// windows, and the result must not depend on how. The shared levels are
// therefore simulated in fixed epochs of Config.Epoch (E) cycles, after
// ZSim's bound-weave scheme (Sanchez & Kozyrakis, "ZSim: fast and accurate
// microarchitectural simulation of thousand-core systems", ISCA 2013: a
// bound phase in which cores run alone for an interval, then a weave phase
// that replays their shared-level accesses in order). Unlike ZSim's weave,
// the replay does not charge the contention it finds back to the epoch's
// latencies (the machine has already used them); it carries into the next
// epoch as the shared levels' state:
//
//  1. During epoch k (cycles [kE, (k+1)E)), a core's view of the shared
//     levels is their state at the start of the epoch (read-only, shared
//     by every core) plus its own accesses of this epoch: lines it brought
//     into the L2 (an overlay), and copies of the channels it used (L2
//     bank ports, DRAM bus and rows) advanced by its own requests. Its
//     latencies depend only on that view and its own stream.
//  2. Every L2 request is also logged with its arrival cycle. At the end of
//     the epoch (EndEpoch, called by the machine once every core has done
//     every access it issues before (k+1)E and none after), the logs of all
//     cores are sorted by (arrival cycle, core, sequence) and replayed
//     against the shared state: L2 tags, LRU, dirty lines and write-backs,
//     bank ports, DRAM queues, bus and rows (an FR-FCFS DRAM serves the
//     epoch's requests of each channel as one batch after the L2's, and
//     then completes the L2 fills that wait for them). The replay counts
//     the L2 and DRAM statistics, and its result is the next epoch's start
//     state. (A
//     request issued in the epoch is replayed at its end even if it
//     arrives at the L2 after it, behind a stalled port.)
//
// Serial and parallel runs compute the same thing by construction: a
// core's latencies are a function of the start state and its own stream,
// the start state a function of the sorted logs. Calling EndEpoch once
// for several epochs without accesses gives the same state as calling it
// at every boundary (empty replays change nothing).
//
// The approximation: cross-core effects lag by up to one epoch. Within an
// epoch a core does not see the lines other cores bring into the L2 (it
// pays a miss where the replay, and the statistics, count a hit) nor their
// contention (their requests reach its queues as backlog at the next
// epoch). Its own contention and locality it sees at once. A core's own
// fills do not evict lines from its view of the L2 until the replay.
//
// # The views' DRAM rows
//
// DRAM row buffers are where that lag costs most. When the cores stream
// through the same region, each row is opened once in the replay and
// serves the requests of every core; a view sees only its own requests,
// which reach each row a few at a time, and would pay an activation for
// nearly every row it touches. Streaming on the presets (lrr; the
// microbenchmarks of sim/machine) showed it: 28% (gtx480), 36% (c2050)
// and 12% (volta) of the views' DRAM requests missed their row, 8%, 12%
// and 1.6% of the same requests in the replay; the views charged 4.8, 6.3
// and 3.8 cycles of activation per request where the replay took 1.5, 2.1
// and 0.5, and the L1's MSHRs, held that much longer, bounded gtx480 and
// c2050 to 92% and 90% of their bandwidth bound.
//
// A view therefore keeps the row outcome its own stream gives (the rows of
// its copy of the channel: hit, closed bank, another row open) but
// charges, for the activation, what the replay took on average for
// requests of that outcome (rowEstimate, per channel):
//
//  1. A view records in each request's log record the outcome it saw for
//     the request's own DRAM access (the L2 fill; a store that does not
//     allocate; without an L2 the request itself, an atomic's read).
//  2. The replay serves that access (first come, first served, or in its
//     FR-FCFS batch) and adds the delay its own outcome takes (0, tRCD or
//     tRP + tRCD) to the sample of the view's outcome on that channel.
//  3. At the end of the merge, the charge for each outcome becomes the
//     mean of its samples, each earlier epoch's samples weighing half as
//     much at every later epoch with samples, and a sixteenth of a sample
//     of the outcome's own delay as a prior (so the first epoch charges
//     what the row model says; a prior of a whole sample overcharged
//     volta's 32 channels, with few row misses each an epoch, by 25% in
//     TestViewRowsStreaming).
//
// The charge moves the view's column command, and so its data and its
// bank's busy time; the replay, and every statistic, keep the exact row
// model. The estimate is a function of the replay alone, so serial and
// parallel runs still agree; a merge without samples (an empty epoch)
// leaves it as it is. Measured the same way, the views now charge 1.3,
// 2.2 and 0.6 cycles per request against the replay's 1.1, 2.1 and 0.5
// (the first epochs, with nothing learnt yet, included), and gtx480 and
// c2050 stream at 96% and 95% of the bound; on 8 cores streaming in this
// package's test (TestViewRowsStreaming, after 4 epochs) the views charge
// within 5% of the replay.
//
// Rejected by experiment: counting as open the rows each bank served in
// the previous epoch's replay (a shared read-only snapshot of the rows)
// would have removed 14%, 22% and 0% of the views' row misses on those
// streams (a stream's rows are new every epoch). Charging every view
// request as a row hit (an earlier experiment: 96% and 95% of the bound,
// no better) would undercharge scattered access, whose row conflicts the
// replay counts.
//
// What it does not model: the outcome of one request (a view charges the
// average, so a request's latency is not the one the replay gives it,
// only their mean agrees); a change of pattern within a channel, which the
// estimate follows over a few epochs; the other cores' requests that
// close a view's open row (they are in the view-hit outcome's average,
// not in the request they delay); the other DRAM requests of a record
// (write-throughs, write-backs, an atomic's write), which are charged by
// their outcome's estimate but not sampled.
//
// E = 1024 cycles: it is about 3-5 DRAM round trips of the Fermi presets
// (≈ 250-330 cycles), so sharing and contention show up after a few
// memory latencies, while a parallel run synchronizes at most once per
// 1024 cycles of simulated time (every core simulates thousands of warp
// instructions per epoch, so the barrier and the replay cost little). It
// divides the parallel engine's windows (4096 … 65536 cycles), so window
// ends are epoch ends. A hierarchy without shared state (no L2, DRAM
// without bandwidth or rows: Simple, Perfect) needs no epochs at all
// (Shared reports false) and the parallel engine runs as today.
//
// # Statistics
//
// See Stats and Stats.Entries: GPGPU-Sim's L1D/L2 accesses, hits, pending
// hits (HIT_RESERVED), misses, reservation fails, DRAM requests, bytes, row
// hits, queueing, bandwidth utilisation, average memory latency and
// shared-memory bank conflicts. Core-side counters are exact per core;
// L2 and DRAM counters come from the replay.
//
// Sources read for the model and the presets (none copied): GPGPU-Sim
// (github.com/gpgpu-sim/gpgpu-sim_distribution): src/abstract_hardware_model.cc
// (warp_inst_t::memory_coalescing_arch, _atomic, _reduce_and_send),
// src/gpgpu-sim/gpu-cache.h (cache_config::init: the configuration strings,
// write and allocation policies, MSHR kinds), configs/GTX480,
// configs/3.x-cfgs/GTX480, configs/TeslaC2050 and configs/tested-cfgs/
// SM2_GTX480 and SM7_QV100 (gpgpusim.config: sizes, latencies, clocks,
// DRAM buses, address mappings and timing).

package mem

import (
	"fmt"
	"slices"
)

// Op is the kind of a memory instruction.
type Op uint8

// The memory operations.
const (
	OpLoad   Op = iota // ld
	OpStore            // st
	OpAtomic           // atom and cas: read-modify-write at the L2
)

// Class is where one lane's access goes (the machine resolves generic
// addresses first).
type Class uint8

// The lane classes.
const (
	ClassGlobal Class = iota // global and constant memory
	ClassShared              // shared memory (bank conflicts)
	ClassLocal               // private and parameter memory (fixed latency)
)

// Request is one warp memory instruction: its operation, the bytes each
// lane accesses, and each active lane's class and address (for global
// lanes, the global address with any generic tag removed; for shared
// lanes, the offset in the block's shared memory). Fill it with Core.Begin
// and Add; it is reused, so an access allocates nothing.
type Request struct {
	Op   Op
	Size int // bytes per lane: 1, 2, 4, 8 or 16
	// Local: the global lanes are private memory at LocalBase addresses
	// (Config.LocalCached): a store that hits in the L1 writes back
	// (GPGPU-Sim's 'L' policy: local write-back, global write-through),
	// whatever the L1's write policy for global stores.
	Local   bool
	N       int // lanes added
	Addr    [MaxLanes]uint64
	Class   [MaxLanes]Class
	classes uint8 // the classes present, 1<<Class
}

// Add appends one active lane.
func (r *Request) Add(c Class, addr uint64) {
	i := r.N & (MaxLanes - 1)
	r.Addr[i] = addr
	r.Class[i] = c
	r.classes |= 1 << c
	r.N++
}

// onlyGlobal reports whether every lane is global.
func (r *Request) onlyGlobal() bool { return r.classes == 1<<ClassGlobal }

// Result is the timing of one warp memory instruction.
type Result struct {
	// Latency is the cycles from issue until the destination register is
	// ready (0 for a store, as in the fixed model: the warp does not wait
	// for a store).
	Latency int
	// Transactions counts the instruction's global transactions plus one
	// if any lane is not global (today's memory-efficiency count).
	Transactions int
	// SharedPasses is the shared-memory passes (0 without shared lanes).
	SharedPasses int
}

// Kinds of a request to the shared levels.
const (
	kindRead uint8 = iota
	kindWrite
	kindAtomic
)

// record is one request to the shared levels, logged for the epoch replay.
type record struct {
	at   int64 // arrival cycle at the L2 (at DRAM without an L2)
	addr uint64
	size int32
	core int32
	seq  uint32
	kind uint8
	// view is the row outcome + 1 the core's view charged the request's
	// own DRAM access (an L2 fill, a store that does not allocate, or
	// without an L2 the request itself); 0: the view sent none.
	view uint8
}

// Hierarchy is the memory system of a machine: the shared levels and one
// Core per core. Core methods may run concurrently on different cores;
// EndEpoch, Flush, Stats and Reset must not run concurrently with anything.
type Hierarchy struct {
	cfg    Config
	dt     dramTiming
	l1on   bool
	l2on   bool
	shared bool // the shared levels have state: epochs matter
	l1lat  int64
	l2lat  int64

	cores []*Core
	gen   uint64 // epoch merges so far
	next  int64  // first cycle of the next epoch

	l2    []tagArray // per L2 bank: channel*L2Banks + bank
	chans []channel
	stats Stats // the replay's counters
	recs  []record

	// FR-FCFS (dram.go): the epoch's DRAM requests per channel, the L2
	// fills that wait for them, and the scheduler's scratch space.
	batch [][]dramReq
	fills []l2Fill
	sched frfcfs

	// rows, per channel: what the views charge for a row outcome, learnt
	// from the replay (rowEstimate).
	rows []rowEstimate
}

// New builds the hierarchy of cfg for a machine of cores cores.
func New(cfg Config, cores int) (*Hierarchy, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cores <= 0 {
		return nil, fmt.Errorf("memory hierarchy: cores must be positive, is %d", cores)
	}
	h := &Hierarchy{
		cfg:   cfg,
		dt:    newDRAMTiming(cfg.DRAM, cfg.L2Banks),
		l1on:  cfg.L1.Enabled(),
		l2on:  cfg.L2.Enabled(),
		l1lat: int64(cfg.L1.Latency),
		l2lat: int64(cfg.L2.Latency),
		next:  cfg.Epoch,
	}
	h.shared = h.l2on || h.dt.stateful()
	if h.shared {
		h.chans = make([]channel, cfg.DRAM.Channels)
		for i := range h.chans {
			h.chans[i] = newChannel(&h.dt)
		}
		if h.dt.frfcfs {
			h.batch = make([][]dramReq, cfg.DRAM.Channels)
		}
		if h.dt.rows {
			h.rows = make([]rowEstimate, cfg.DRAM.Channels)
			for i := range h.rows {
				h.rows[i].reset(&h.dt)
			}
		}
		if h.l2on {
			h.l2 = make([]tagArray, cfg.DRAM.Channels*cfg.L2Banks)
			for i := range h.l2 {
				h.l2[i] = newTagArray(cfg.L2)
			}
		}
	}
	h.cores = make([]*Core, cores)
	for i := range h.cores {
		h.cores[i] = newCore(h, i)
	}
	return h, nil
}

// Config returns the configuration.
func (h *Hierarchy) Config() Config { return h.cfg }

// Core returns core i's part of the hierarchy.
func (h *Hierarchy) Core(i int) *Core { return h.cores[i] }

// Shared reports whether the shared levels have state, i.e. whether the
// machine must call EndEpoch at epoch boundaries (and a parallel run must
// synchronize its cores there). Without it, EndEpoch is never needed.
func (h *Hierarchy) Shared() bool { return h.shared }

// EpochEnd is the first cycle of the next epoch: no core may access at or
// after it before EndEpoch.
func (h *Hierarchy) EpochEnd() int64 { return h.next }

// Sync ends the epoch if now has reached its end: the serial machine calls
// it before the cores issue at cycle now (cheap when nothing is due).
func (h *Hierarchy) Sync(now int64) {
	if h.shared && now >= h.next {
		h.EndEpoch(now)
	}
}

// EndEpoch merges the cores' requests to the shared levels in (arrival
// cycle, core, sequence) order into the shared state and starts the epoch
// containing cycle now. Every core must have made every access it issues
// before EpochEnd, and none after.
//
// It is kept out of line so that Sync, called every simulated cycle, stays
// small enough to be inlined into the machine's cycle loop.
//
//go:noinline
func (h *Hierarchy) EndEpoch(now int64) {
	h.merge()
	e := h.cfg.Epoch
	h.next = max(h.next, (now/e+1)*e)
}

// Flush merges the requests logged so far without moving the epoch: call
// it at the end of a run (Stats does), or where EndEpoch could be called;
// in the middle of an epoch it would change what the cores' views see,
// and so the run's timing.
func (h *Hierarchy) Flush() { h.merge() }

func (h *Hierarchy) merge() {
	if !h.shared {
		return
	}
	recs := h.recs[:0]
	for _, c := range h.cores {
		recs = append(recs, c.log...)
		c.log = c.log[:0]
		c.seq = 0
	}
	slices.SortFunc(recs, func(a, b record) int {
		switch {
		case a.at != b.at:
			return cmpInt64(a.at, b.at)
		case a.core != b.core:
			return int(a.core - b.core)
		}
		return cmpInt64(int64(a.seq), int64(b.seq))
	})
	for i := range recs {
		h.replay(&recs[i])
	}
	if h.dt.frfcfs {
		h.dramBatches()
	}
	for i := range h.rows {
		h.rows[i].update(&h.dt)
	}
	h.recs = recs[:0]
	h.gen++
}

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Stats merges what is logged (Flush: so only at the end of a run or at
// an epoch boundary) and returns the counters of every core and of the
// shared levels.
func (h *Hierarchy) Stats() Stats {
	h.Flush()
	s := h.stats
	for _, c := range h.cores {
		s.Add(&c.stats)
	}
	return s
}

// Entries is Stats().Entries for a run of cycles cycles.
func (h *Hierarchy) Entries(cycles int64) []Entry {
	s := h.Stats()
	return s.Entries(cycles, h.cfg.DRAM.Channels)
}

// Reset empties every cache, queue, log and counter: the state of New
// (for a launch that is run again from the start).
func (h *Hierarchy) Reset() {
	h.gen, h.next, h.stats, h.recs = 0, h.cfg.Epoch, Stats{}, h.recs[:0]
	for i := range h.l2 {
		h.l2[i].reset()
	}
	for i := range h.chans {
		h.chans[i].reset()
	}
	for i := range h.rows {
		h.rows[i].reset(&h.dt)
	}
	for _, c := range h.cores {
		c.reset()
	}
}

// Core is one core's part of the hierarchy: its coalescer, L1, MSHRs,
// memory port, shared-memory banks, and its view of the shared levels
// during the current epoch. Cores are independent objects: different
// cores may be used on different goroutines without locks.
type Core struct {
	h  *Hierarchy
	id int32

	req      Request
	co       coalescer
	banks    bankConflicts
	l1       tagArray
	mshr     mshrs
	portFree int64 // the memory port (the L1's) is free from this cycle

	// The view of the shared levels (hierarchy.go: epochs).
	gen     uint64    // epoch of the overlay
	chans   []channel // copies of the channels used this epoch
	chanGen []uint64  // gen+1 of each copy; else stale
	overlay lineMap   // L2 units (lines or sectors) this core brought in this epoch
	log     []record
	seq     uint32

	stats Stats
}

func newCore(h *Hierarchy, id int) *Core {
	c := &Core{
		h:     h,
		id:    int32(id),
		co:    newCoalescer(h.cfg.Coalesce),
		banks: newBankConflicts(h.cfg.Shared),
		l1:    newTagArray(h.cfg.L1),
	}
	if h.l1on {
		c.mshr = newMSHRs(h.cfg.L1.MSHRs)
	}
	if h.shared {
		c.chans = make([]channel, len(h.chans))
		for i := range c.chans {
			c.chans[i] = newChannel(&h.dt)
		}
		c.chanGen = make([]uint64, len(h.chans))
	}
	return c
}

func (c *Core) reset() {
	c.l1.reset()
	if c.h.l1on {
		c.mshr.h = c.mshr.h[:0]
	}
	c.portFree, c.gen, c.log, c.seq, c.stats = 0, 0, c.log[:0], 0, Stats{}
	clear(c.chanGen)
	for i := range c.chans {
		c.chans[i].acts, c.chans[i].charged = 0, 0
	}
	c.overlay.reset()
}

// PortFree is the cycle from which the core's memory port (the L1's
// data port) takes the next transaction: later than the last access's
// issue when its transactions queued or a reservation fail stalled the
// port. Without an L1 the port is never held (0).
func (c *Core) PortFree() int64 { return c.portFree }

// Stats returns this core's counters (the core-side ones; the shared
// levels' are the Hierarchy's).
func (c *Core) Stats() Stats { return c.stats }

// Begin starts the core's request for one instruction.
func (c *Core) Begin(op Op, size int) *Request {
	c.req.Op, c.req.Size, c.req.N, c.req.classes, c.req.Local = op, size, 0, 0, false
	return &c.req
}

// Access times one warp memory instruction issued at cycle now. Within a
// core, calls come in the order the core issues (now does not decrease).
func (c *Core) Access(now int64, r *Request) Result {
	h := c.h
	if h.shared {
		if now >= h.next {
			panic(fmt.Sprintf("mem: core %d accesses at cycle %d, past the end of the epoch (%d) before EndEpoch", c.id, now, h.next))
		}
		if c.gen != h.gen {
			c.gen = h.gen
			c.overlay.reset()
		}
	}
	global := r.classes&(1<<ClassGlobal) != 0
	shared := r.classes&(1<<ClassShared) != 0
	local := r.classes&(1<<ClassLocal) != 0
	var res Result
	lat := int64(0)
	if r.N == 0 && r.Op != OpStore {
		// No active lane (as the fixed model times it: a non-global access).
		res.Latency = h.cfg.Shared.Latency
		return res
	}
	if local {
		c.stats.LocalAccesses++
		lat = int64(h.cfg.LocalLatency)
	}
	if shared {
		p := c.banks.passes(r)
		res.SharedPasses = p
		c.stats.SharedAccesses++
		c.stats.SharedPasses += int64(p)
		lat = max(lat, int64(h.cfg.Shared.Latency+(p-1)*h.cfg.Shared.PassCycles))
	}
	if shared || local {
		res.Transactions = 1
	}
	if global {
		txs := c.co.coalesce(r)
		res.Transactions += len(txs)
		c.stats.GlobalTransactions += int64(len(txs))
		g := c.global(now, r.Op, r.Local, txs)
		switch r.Op {
		case OpLoad:
			c.stats.GlobalLoads++
		case OpStore:
			c.stats.GlobalStores++
		case OpAtomic:
			c.stats.GlobalAtomics++
		}
		if r.Op != OpStore {
			c.stats.LoadLatencySum += g
			c.stats.LoadLatencyCount++
		}
		lat = max(lat, g)
	}
	if r.Op == OpStore {
		lat = 0
	}
	res.Latency = int(lat)
	return res
}

// global times the transactions of one instruction and returns its
// latency: the last transaction's data, from now.
func (c *Core) global(now int64, op Op, local bool, txs []txn) int64 {
	h := c.h
	done := now
	gap := int64(h.cfg.Coalesce.TxCycles)
	for i, x := range txs {
		t := now + int64(i)*gap
		if !h.l1on {
			kind := kindRead
			switch op {
			case OpStore:
				kind = kindWrite
			case OpAtomic:
				kind = kindAtomic
			}
			done = max(done, c.lower(t, x.addr, x.size, kind))
			continue
		}
		t = max(t, c.portFree)
		back := t
		switch op {
		case OpLoad:
			back, t = c.l1Load(t, x)
		case OpStore:
			t = c.l1Store(t, x, local)
		case OpAtomic:
			back = c.lower(t+h.l1lat, x.addr, x.size, kindAtomic)
		}
		c.portFree = t + portCycles(x.size, h.cfg.L1.PortBytes, h.cfg.L1.LineSize)
		done = max(done, back)
	}
	return done - now
}

// portCycles is the cycles n bytes hold a port of width bytes per cycle
// (line bytes if width is 0), at least one.
func portCycles(n, width, line int) int64 {
	if width <= 0 {
		width = line
	}
	return int64(max(1, (n+width-1)/width))
}

// rowEstimate is, for one channel, what the cores' views charge a DRAM
// request for its activation by the row outcome it has against the view's
// rows (hierarchy.go, "The views' DRAM rows"): the mean activation delay
// the replay gave the requests whose view had that outcome, over the
// epochs so far with the weight of each epoch's samples halving at every
// later epoch that has samples, and 1/rowWeight of a sample of the
// outcome's own delay (the prior: what the view charges before anything is
// learnt).
//
// It keeps weighted counts by (view outcome, replay outcome), not sums of
// delays: the halving then cannot move a mean (when the replay agrees with
// every view, as with a single core and first come, first served, the
// charges are exactly the row model's), and the counts stay small.
type rowEstimate struct {
	w     [rowOutcomes][rowOutcomes]int64 // weighted samples, rowWeight each
	fresh bool                            // samples since the last update
	delay [rowOutcomes]int64              // the views' charge (fixed point)

	// The samples by (view outcome, replay outcome) since New or Reset.
	tally [rowOutcomes][rowOutcomes]int64
}

// rowWeight is a sample's weight, in the units of the prior's.
const rowWeight = 16

func (e *rowEstimate) reset(t *dramTiming) {
	*e = rowEstimate{}
	for o := range e.delay {
		e.delay[o] = t.actDelay(uint8(o))
	}
}

// sample adds a request to which a view charged outcome view and the
// replay gave outcome got. The first sample of an epoch halves the weight
// of the earlier ones.
func (e *rowEstimate) sample(view, got uint8) {
	if !e.fresh {
		e.fresh = true
		for v := range e.w {
			for g := range e.w[v] {
				e.w[v][g] >>= 1
			}
		}
	}
	e.w[view][got] += rowWeight
	e.tally[view][got]++
}

// update sets the next epoch's charges if the epoch had samples (an epoch
// without changes nothing: merging several empty epochs at once, or each
// on its own, leaves the same estimate).
func (e *rowEstimate) update(t *dramTiming) {
	if !e.fresh {
		return
	}
	e.fresh = false
	for v := range e.delay {
		sum, n := t.actDelay(uint8(v)), int64(1)
		for g, k := range e.w[v] {
			sum += k * t.actDelay(uint8(g))
			n += k
		}
		e.delay[v] = sum / n
	}
}
