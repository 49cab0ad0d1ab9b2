package sim

import (
	"fmt"
	"math/bits"
	syncatomic "sync/atomic"

	"github.com/simtc/simtc/internal/cfmt"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mem"
)

func trailingZeros(m uint64) int { return bits.TrailingZeros64(m) }

// Warp is one warp of a block. The exported fields are the interface to
// the reconvergence mechanisms.
type Warp struct {
	// The fields an issue reads come first, in as few cache lines as
	// they fit (a core cycles through many warps, so each issue starts
	// with cache misses on its warp): those of laneRun's issue (mimd's
	// common cycles) in the first three lines, 192 bytes (a Warp's size
	// class puts it at a multiple of 64), the memo of an issue's view
	// of the warp, the registers, the scoreboard and the ready list
	// included; the mechanism's state after them.
	Live    uint64 // lanes that have not exited
	BarWait uint64 // lanes waiting at a barrier
	// The top entry of a TopKeeper mechanism's stack (nil: empty, or
	// not a TopKeeper).
	Top *StackEntry
	// The ready list a LaneSplitter mechanism keeps in the warp
	// (LaneSplitter): lane l's next PC, the round robin's first lane,
	// the live lanes for which the core must ask LaneSplits instead, and
	// whether a one-thread issue from the ready list must call
	// CommitLane (MoveLane does the rest).
	LanePCs    *[64]uint32
	LaneStart  int
	LaneAsk    uint64
	LaneCommit bool
	cached     bool // cache is valid (with lanes != nil: earliest is)
	laneFast   bool // with lanes: the cached view of the warp came from lanes (cache is not filled)
	// A memo of splitReady under a lane scoreboard: the cycle the
	// registers of split (opsPC, opsMask) are ready, valid while opsOK
	// (cleared when the warp's ready cycles change).
	opsOK     bool
	arrived   bool // per-warp barrier counting: counted for the current barrier
	nextIssue int64
	earliest  int64 // with a valid cache: no split is ready before this cycle (0: unknown)
	wake      int64 // a cycle at which the mechanism asked to be asked again (0: none)
	lastIssue int64 // the last cycle the warp issued (starvation watchdog)
	// notBefore: a lower bound of the cycle the warp's next instruction
	// issues at, when its last issue (stepTopALU) produced an operand of
	// it (decoded.depNext): before it, tryTop passes the warp over
	// without computing its split's ready cycle (0: none).
	notBefore int64

	regs      []uint64   // register r of lane l: regs[ri(r, l)]
	ready     []int64    // scoreboard: ready[r], or ready[ri(r, lane)] with a lane scoreboard
	lanes     *laneReady // the ready list of a LaneSplitter mechanism's warp (nil otherwise)
	laneValid uint64     // with lanes: the lanes whose entry's t is valid (cleared when the lane issues)
	ls        int        // ri's lane stride (rs: its register stride)
	Size      int        // threads in this warp (the last warp of a block may be partial)
	memDef    [4]uint64  // bit r: register r's pending value comes from memory (stall statistics; a register is an isa.Reg, below 256: an array, so that an issue indexes it without a bounds check)

	State any // the mechanism's per-warp state
	// Uniform ready cycles under a lane scoreboard on a register-major
	// warp: bit r of uni says every live lane's register r is ready at
	// uval[r] (written by an issue of every live lane), and its per-lane
	// entries in ready are not kept (readyOf); a write by part of the
	// lanes makes them per lane again. nil otherwise.
	uni     []uint64
	uval    []int64
	opsPC   uint32
	opsMask uint64
	opsT    int64

	rs       int // the strides of ri: register-major (rs = warp size, ls = 1), or lane-major (rs = 1, ls = registers) for one-thread issues (LaneSplitter)
	blk      *blockState
	slot     int      // index in the core's resident warps (core.warps)
	uslot    int      // index in its scheduler's warps (unit.warps; slot with one scheduler)
	hw       int      // hardware warp slot in its core (scheduler: hw % Schedulers)
	unit     *issuer  // the warp scheduler it belongs to
	rowDirty []uint64 // bit r: register r was defined since regsHash last looked at its row (noteDef; regsHash reads it of register-major warps only, and laneRun does not mark it)

	ID    int // warp number in the grid: block*warpsPerBlock + Index
	Index int // warp number within its block
	Block int // block number

	sp     []uint64
	pages  [][]byte // private memory: page i of lane l is pages[l*privPages()+i], nil until written (privmem.go)
	ph     []uint64 // ph[l]: the incremental hash of lane l's private memory (privhash.go); nil without repeat detection or private memory
	cache  []Split  // the splits the mechanism offers (a split with a lane at a barrier never issues)
	ready0 []int64  // ready0[i]: the cycle cache[i]'s operands are ready (-1: never); a computed prefix
	age    int
	// laneList's memo: the lanes of partial mask lsMask are lsBuf[:lsN]
	// (8 bytes of slack: laneList stores 8 at a time).
	lsMask uint64
	lsN    uint8
	lsBuf  [72]uint8
	// nz: the lanes aluRows' last icmp or and set nonzero (of its mask).
	// The predicate of the cbra at predPC for the lanes predMask is nz
	// when the warp's last issue (lastIssue) was at predT: its producer,
	// an instruction with nzNext (stepTopALU; stepTopBranch reads it).
	nz       uint64
	predMask uint64
	predT    int64
	predPC   uint32

	// Diagnosis: the loop (target … branch PC) of the last taken
	// backward branch of each lane, and the epoch it was taken in.
	loopLo, loopHi [64]uint32
	loopEpoch      [64]int64
	// backBranch's memo (a warp without a ready list): the lanes of
	// loopSet hold loop loopSetLo … loopSetHi of epoch loopSetEpoch.
	loopSet              uint64
	loopSetLo, loopSetHi uint32
	loopSetEpoch         int64

	repEpoch  int64       // epoch of seen
	seen      []uint64    // state hashes seen at backward branches in repEpoch
	bloom     seenFilter  // of seen
	repeating bool        // the state repeated in repEpoch
	brent     brent       // cycle detection once seen is full
	tseen     *threadSeen // RepeatThread: per lane, the hashes seen in repEpoch (nil until the first check)
	rows      *rowHashes  // RepeatWarp: the row hashes of the last check (regsHash; nil until the first)
	trep      uint64      // RepeatThread: lanes whose state repeated in repEpoch
}

// NewWarp returns a warp of size threads (1 … 64), all live, that is part
// of no machine: for driving a Mechanism directly, as sim/simtest's
// harness does. sp, when not nil, are its lanes' stack pointers (SP reads
// them; a test may change them between calls, as exec would).
func NewWarp(size int, sp []uint64) *Warp {
	if size < 1 || size > 64 {
		panic(fmt.Sprintf("sim: NewWarp: %d threads", size))
	}
	w := &Warp{Size: size, Live: ^uint64(0) >> uint(64-size), sp: sp}
	return w
}

// SP returns the stack pointer of lane l (its call level: the stack grows
// down), 0 when the warp has none (NewWarp without stack pointers).
func (w *Warp) SP(l int) uint64 {
	if l < len(w.sp) {
		return w.sp[l]
	}
	return 0
}

// Reg returns register r of lane l (0 for a warp without registers,
// NewWarp): what a mechanism reads of a thread's state, the mask of a warp
// sync (mechutil.WarpOps.Named).
func (w *Warp) Reg(r isa.Reg, l int) uint64 {
	if w.regs == nil {
		return 0
	}
	return w.reg(r, l)
}

// TakeWake returns the cycle the mechanism last asked to be woken at
// (WakeAt; 0: none) and forgets it, as the core does when it asks again.
// For drivers of a mechanism outside a machine (sim/simtest).
func (w *Warp) TakeWake() int64 {
	t := w.wake
	w.wake = 0
	return t
}

// WakeAt asks the core to ask the mechanism for w's splits again at cycle
// t (a timer: AWARE's delayed-reconvergence timeout). Until then the
// core may reuse the splits it was given; a warp with a pending wake-up is
// never part of a deadlock.
func (w *Warp) WakeAt(t int64) {
	if w.wake == 0 || t < w.wake {
		w.wake = t
	}
}

// notYet reports whether w cannot issue at cycle t, as its bounds tell
// without a look at its splits: before its next issue cycle or, with its
// splits cached, before the earliest is ready unless a wake-up is due
// (try's first test; the lane paths' search).
func (w *Warp) notYet(t int64) bool {
	return w.nextIssue > t || w.cached && w.earliest > t && (w.wake == 0 || w.wake > t)
}

// waits is notYet for a warp of a TopKeeper's core (tryTop's callers
// make it before the call): also before the bound of its last issue's
// dependent instruction (notBefore, which only stepTopALU sets).
func (w *Warp) waits(t int64) bool {
	return w.notBefore > t || w.notYet(t)
}

type blockState struct {
	id        int
	shared    []byte
	warps     []*Warp
	live      int // threads not exited
	liveWarps int
	retired   int // warps retired (removed from their core)
	arrived   int // threads (or warps) at the current barrier
	core      *core
}

// issuer is one warp scheduler's issue stream: the warps it issues from,
// the last one it issued, when it can issue next, and why it stalls.
type issuer struct {
	warps     []*Warp // resident, in age order
	last      *Warp
	nextIssue int64
	// busy counts the cycles the scheduler issued or was occupied by an
	// issue (the statistics' issue cycles).
	busy int64
	// The stall reason of the scheduler's idle cycles (stall.go), valid
	// from the cycle it was found until stallUntil or the core's next
	// issue, whichever comes first.
	stallUntil int64
	stallWhy   stallKind
}

type core struct {
	id int
	// The core's resident warps, in age order, and, with one scheduler,
	// that scheduler's state; with several (units) nextIssue is the
	// earliest of theirs and last is unused.
	issuer
	units     []issuer      // the warp schedulers when Config.Schedulers > 1
	mech      Mechanism     // a per-warp mechanism, or
	lanes     LaneSplitter  // mech, when it offers one-thread splits (scoreboard.go)
	laneIssue bool          // lanes, under lrr with one issue per cycle: issue uses issueLanes
	topFast   bool          // mech is a TopKeeper that keeps Warp.Top: issues read and move Top themselves
	topGTO    bool          // topFast under gto, no PCArbiter, one issue per cycle: issue uses topRun
	cmech     CoreMechanism // one that forms issues across warps
	base      mechCommon    // whichever is set
	blocks    int
	shared    int
	hwUsed    []bool    // hardware warp slots held by resident blocks
	mc        *mem.Core // the core's part of the memory hierarchy
	memFree   int64     // with a modelled memory pipeline (machine.lsu): the next memory instruction issues from this cycle
	// Cores are simulated on different goroutines (parallel.go): the
	// padding keeps the fields a core writes at every issue off the
	// cache line of the next core, allocated after it, which the other
	// goroutine reads at every issue (false sharing cost the parallel
	// run a third more CPU time).
	_ [64]byte
}

// decoded is an instruction with its scoreboard operands.
type decoded struct {
	in     isa.Inst
	uses   [3]isa.Reg
	nuses  int
	def    isa.Reg
	hasDef bool
	unit   isa.Unit
	mem    bool // ld, st, atom, cas: a memory instruction
	before bool // counted as a branch (cbra, brx) or a warp-level operation: before has work whatever the outcome
	alu    bool // an integer operation that cannot fault or a compare: execD's fast case (aluOp)
	// laneOp: the instruction is an ALU operation of execALU (alu), bra or
	// cbra: a one-thread issue of it from a ready list is done by issueLanes.
	laneOp bool
	// rowsOK: alu of an operation of rowsOp (not min or max, nor a
	// compare of another condition) with no RZ among its operands, whose
	// rows in a register-major warp's registers are rowA, rowD and rowB,
	// and whose type's value mask, shift count mask and sign shift are
	// rowVM, rowSM and rowSX (setRows): aluRows takes it.
	rowsOK           bool
	rowSM, rowSX     uint8
	rowA, rowD, rowB int
	rowVM            uint64
	// nzNext: rowsOK icmp or and whose result the next instruction, a
	// cbra, tests: aluRows leaves the lanes it set nonzero in Warp.nz,
	// and stepTopALU keeps them for the cbra (Warp.predPC).
	nzNext bool
	// depNext: the next instruction reads this one's result (a
	// dependence on a warp scoreboard: its issue waits for lat).
	depNext bool
	// Of the machine's configuration, per instruction (layout.go): the
	// cycle its result is ready after its issue, unless exec says
	// otherwise (a memory access, a barrier), and the cycles from its
	// issue to the warp's next (1, or the control latency).
	lat int
	gap int64
}

type machine struct {
	laneSlots int64 // sum over issued warp instructions of the warp's launched threads

	cfg                           Config
	obj                           *isa.Object
	pfmts                         []*cfmt.Format // obj.Printfs, parsed
	prints                        []PrintfLine   // printf lines recorded (printf.go)
	printCalls                    int64          // printf calls executed
	printLast                     int64          // the cycle of the last line recorded
	kern                          *isa.Kernel
	mech                          string
	mi                            MechInfo
	mparams                       Params // the mechanism's
	caps                          Caps
	arb                           Arbiter
	arbLRR                        bool      // arb is lrr (no greedy choice; the warp after the last)
	arbGTO                        bool      // arb is gto (the last warp while live, then from the oldest)
	hook                          issueHook // arb, when it is told about issues (random.go)
	pcArb                         PCArbiter // arb, when it orders warps by PC (majority)
	pcs                           []int64   // scratch (issueByPC)
	order                         []int     // scratch (issueByPC)
	maxCycles                     int64
	code                          []decoded
	lane                          []laneInst // laneRun's view of code (laneTable)
	grid, blockDim, warpsPerBlock int
	gridDims, blockDims           [3]int // per dimension (Launch.GridDims, BlockDims)
	nd                            bool   // an N-D launch: reports show (x,y,z) ids
	dynShared                     int    // Launch.SharedBytes
	workDim                       int    // Launch.Dims

	global     mem.Global
	hier       *mem.Hierarchy // timing of memory accesses
	memReq     *mem.Request   // the request of the issue being executed (execmem.go)
	lsu        bool           // the memory pipeline is modelled: issue waits for core.memFree
	fixedMem   bool           // the memory is the fixed-latency model (crosswarp.go)
	epochs     bool           // the hierarchy's shared levels have state: merge them at epoch ends
	localMap   bool           // private memory goes through the caches (Mem.LocalCached)
	localSlots uint64         // thread slots of the machine (localAddr's interleave)
	stalls     [numStallKinds]int64
	// dispatchDelay is the cycles after its dispatch during the run a
	// block's warps can issue: 1 when a core issues more than one
	// instruction per cycle, else 0.
	dispatchDelay int64
	globalAddr    []uint64 // gaddr
	params        []byte
	sharedSize    int // per block, static + dynamic
	privSize      int
	zero          []byte // a page of zeros: what a private page never written reads

	cores   []*core
	pending int         // next block to dispatch
	placed  []placement // scratch (place)
	done    int         // finished blocks
	ages    int

	t            int64
	lastProgress int64
	epoch        int64
	fault        *Fault
	stuck        string // a warp sync or *_sync operation no thread can complete: the deadlock's reason (warpMask)
	st           Stats
	branch       []BranchStat // per instruction (Executions 0: never executed)
	targets      [64]uint32
	partTargets  []*[64]uint32 // stepCore: each part's copy of targets
	tmp          [64]uint64
	hash0, hash1 [64]uint64 // scratch (laneHashes)
	progress     bool
	laneSB       bool     // per-thread scoreboard
	collective   bool     // warp-level operations are collective (their execution is progress)
	issues       []Issue  // scratch (core mechanisms)
	stepIssue    Issue    // stepCore's copy of the issue it executes
	hashes       []uint64 // scratch (checkRepeat)
	outs         []Outcome
	out          Outcome          // the outcome of the issue being executed
	mechTx       int64            // memory transactions of the mechanisms (Cost)
	occ          int64            // issue occupancy asked by the mechanism this cycle (Cost.IssueCycles)
	occWarp      int64            // issue occupancy of a warp instruction: ceil(WarpSize / SIMDWidth)
	repeated     bool             // every live warp repeats its state or is blocked
	mayStop      bool             // a hint for cycles: set wherever fault, stuck, repeated or done == grid is set, never cleared; the four are tested only when set
	barWarp      bool             // per-warp barrier counting in effect
	numRegs      int              // registers per thread
	par          *parCore         // a core simulated in parallel: this is its sub-machine (parallel.go)
	parWhy       string           // why the parallel run gave up
	parMore      *syncatomic.Bool // a parallel run: blocks are pending (parCore.dispatch)
	obs          *observing       // the run's observer (nil: none; observe.go)
	// atomicsGlobal: the code has an atomic (atom, cas) on global or
	// generic memory (layout.go); on one goroutine the run is lockstep
	// (parallelOK).
	atomicsGlobal bool
	// parSched (tests: EmulateSchedule) runs each window's scheduler in
	// place of the goroutines (runWindow).
	parSched func(w *window)
	// parNoSpin (tests: ParallelNoSpin): a parallel run's goroutines sleep as
	// soon as they wait (parSpin).
	parNoSpin bool
	// checkRows (tests: RowHashMismatches): regsHash compares every row
	// it does not rehash (not in rowDirty) with its snapshot and records
	// the rows that changed without their register being marked.
	checkRows bool
	rowMisses []rowMiss
	rowChecks int // regsHash's looks at register-major warps under checkRows
}

// rowMiss is a register row regsHash found changed although no def had
// marked it in rowDirty (checkRows).
type rowMiss struct {
	warp, reg int
	t         int64
}

// Run runs the launch of a kernel of obj under the mechanism m (its
// registry row and parameters: Registry.Parse, MechInfo.Configure) on a
// machine configured by cfg. An error means the launch is invalid (bad
// configuration or parameter, unknown kernel, arguments that do not match
// the parameters); everything that happens at run time — faults,
// deadlocks, the cycle limit — is a Result status.
func Run(obj *isa.Object, m Mech, l *Launch, cfg Config) (*Result, error) {
	return RunObserved(obj, m, l, cfg, nil)
}

// RunObserved is Run with an observer (nil: none) told about every issue
// (observe.go). The run is serial whatever cfg.Jobs says when there is one.
func RunObserved(obj *isa.Object, m Mech, l *Launch, cfg Config, obs Observer) (*Result, error) {
	build, err := prepare(obj, m, l, cfg)
	if err != nil {
		return nil, err
	}
	mc, res, err := build()
	if err != nil {
		return nil, err
	}
	if obs != nil {
		mc.obs = &observing{Observer: obs}
	} else if mc.parallelOK() {
		if mc.runParallel(res) {
			return res, nil
		}
		// The cores interacted in a way only the serial run reproduces.
		mc, res, _ = build()
	}
	mc.run(res)
	return res, nil
}

// prepare checks a launch and returns a function making a fresh machine
// and result for it.
func prepare(obj *isa.Object, me Mech, l *Launch, cfg Config) (func() (*machine, *Result, error), error) {
	mi := me.Info
	mech := mi.Name
	cfg = cfg.ForLaunch(l)
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if err := mi.check(); err != nil {
		return nil, err
	}
	if err := me.Validate(&cfg); err != nil {
		return nil, err
	}
	// The simulator relies on what Validate checks (registers below
	// NumRegs, targets inside the code, ...) to never panic.
	if err := obj.Validate(); err != nil {
		return nil, fmt.Errorf("invalid object: %w", err)
	}
	var k *isa.Kernel
	switch {
	case l.Kernel != "":
		var ok bool
		if k, ok = obj.Kernel(l.Kernel); !ok {
			return nil, fmt.Errorf("no kernel %s in the object", l.Kernel)
		}
	case len(obj.Kernels) == 1:
		k = &obj.Kernels[0]
	case len(obj.Kernels) == 0:
		return nil, fmt.Errorf("the object has no kernel")
	default:
		return nil, fmt.Errorf("the object has %d kernels; name one", len(obj.Kernels))
	}
	if l.Grid < 1 || l.Block < 1 {
		return nil, fmt.Errorf("launch needs grid ≥ 1 and block ≥ 1 (have grid=%d block=%d)", l.Grid, l.Block)
	}
	if l.SharedBytes < 0 {
		return nil, fmt.Errorf("launch shared-bytes %d: want 0 or more", l.SharedBytes)
	}
	gd, bd := l.GridDims(), l.BlockDims()
	for _, c := range [...]struct {
		what string
		d    [3]int
		n    int
	}{{"grid", gd, l.Grid}, {"block", bd, l.Block}} {
		if c.d[0] < 1 || c.d[1] < 1 || c.d[2] < 1 || c.d[0]*c.d[1]*c.d[2] != c.n {
			return nil, fmt.Errorf("launch %s %d,%d,%d does not multiply to %d", c.what, c.d[0], c.d[1], c.d[2], c.n)
		}
	}
	binds, err := bind(k, l)
	if err != nil {
		return nil, err
	}
	lm := launchMemory(k, l, binds, &cfg)
	if err := lm.check(); err != nil {
		return nil, err
	}
	build := func() (*machine, *Result, error) {
		m := &machine{cfg: cfg, obj: obj, kern: k, mech: mech, mi: mi, mparams: me.Params, caps: mi.Caps, grid: l.Grid, blockDim: l.Block, gridDims: gd, blockDims: bd, nd: l.NDim(), dynShared: l.SharedBytes, workDim: l.Dims()}
		m.barWarp = cfg.Barrier == BarrierPerWarp && !m.caps.ThreadBarriers
		m.arb, _ = arbiterFor(scheduleFor(cfg.Scheduler, m.caps))
		if h, ok := m.arb.(issueHook); ok {
			h.start(cfg.Seed)
			m.hook = h
		}
		_, m.arbLRR = m.arb.(lrr)
		_, m.arbGTO = m.arb.(gto)
		m.pcArb, _ = m.arb.(PCArbiter)
		m.laneSB = m.caps.LaneScoreboard || mi.NewCore != nil
		m.collective = m.caps.CollectiveWarpOps
		m.occWarp = int64((cfg.WarpSize + cfg.SIMDWidth - 1) / cfg.SIMDWidth)
		var err error
		if m.hier, err = mem.New(cfg.Mem, cfg.Cores); err != nil {
			return nil, nil, err
		}
		m.lsu = cfg.Mem.L1.Enabled() || cfg.Mem.Shared.Banks > 0
		m.localMap = cfg.Mem.LocalCached
		m.fixedMem = cfg.Mem.IsFixed()
		m.epochs = m.hier.Shared()
		m.localSlots = uint64(cfg.Cores * cfg.WarpsPerCore * cfg.WarpSize)
		m.maxCycles = cfg.MaxCycles
		if m.maxCycles == 0 {
			m.maxCycles = DefaultMaxCycles(l.Grid * l.Block)
		}
		m.warpsPerBlock = (l.Block + cfg.WarpSize - 1) / cfg.WarpSize
		if m.warpsPerBlock > cfg.WarpsPerCore {
			return nil, nil, &LaunchFieldError{Field: "block", Err: fmt.Errorf("a block of %d threads needs %d warps; a core holds %d", l.Block, m.warpsPerBlock, cfg.WarpsPerCore)}
		}
		res := &Result{Kernel: k.Name, Mechanism: mech, Layout: obj.Layout, Params: me.Effective(&cfg), Reference: mi.Caps.Reference}
		if m.nd {
			res.GridDim, res.BlockDim = &m.gridDims, &m.blockDims
		}
		if err := m.setup(binds, res); err != nil {
			return nil, nil, err
		}
		return m, res, nil
	}
	return build, nil
}
