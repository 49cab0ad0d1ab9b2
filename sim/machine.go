package sim

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/simtc/simtc/sim/isa"
)

func trailingZeros(m uint64) int { return bits.TrailingZeros64(m) }

// Warp is one warp of a block. The exported fields are the interface to
// the reconvergence mechanisms.
type Warp struct {
	ID    int // warp number in the grid: block*warpsPerBlock + Index
	Index int // warp number within its block
	Block int // block number
	Size  int // threads in this warp (the last warp of a block may be partial)

	Live    uint64 // lanes that have not exited
	BarWait uint64 // lanes waiting at a barrier
	State   any    // the mechanism's per-warp state

	blk       *blockState
	regs      []uint64 // regs[r*ws+lane]
	sp        []uint64
	priv      []byte       // lane l: priv[l*privSize : (l+1)*privSize]
	cache     []timedSplit // the splits with their operand-ready cycles
	cached    bool         // cache is valid
	ready     []int64      // scoreboard: ready[r], or ready[r*ws+lane] with a lane scoreboard
	nextIssue int64
	age       int
	arrived   bool // per-warp barrier counting: counted for the current barrier

	// Diagnosis: the loop (target … branch PC) of the last taken
	// backward branch of each lane, and the epoch it was taken in.
	loopLo, loopHi [64]uint32
	loopEpoch      [64]int64

	repEpoch  int64    // epoch of seen
	seen      []uint64 // state hashes seen at backward branches in repEpoch
	repeating bool     // the state repeated in repEpoch
}

type blockState struct {
	id        int
	shared    []byte
	warps     []*Warp
	live      int // threads not exited
	liveWarps int
	arrived   int // threads (or warps) at the current barrier
	core      *core
}

type core struct {
	id        int
	mech      Mechanism
	warps     []*Warp // resident, in age order
	blocks    int
	shared    int
	nextIssue int64
	last      *Warp
}

// decoded is an instruction with its scoreboard operands.
type decoded struct {
	in     isa.Inst
	uses   [3]isa.Reg
	nuses  int
	def    isa.Reg
	hasDef bool
	unit   isa.Unit
}

type machine struct {
	laneSlots int64 // sum over issued warp instructions of the warp's launched threads

	cfg                           Config
	obj                           *isa.Object
	kern                          *isa.Kernel
	mech                          string
	code                          []decoded
	grid, blockDim, warpsPerBlock int

	global     globalMem
	globalAddr []uint64 // gaddr
	params     []byte
	sharedSize int // per block, static + dynamic
	privSize   int

	cores   []*core
	pending int // next block to dispatch
	done    int // finished blocks
	ages    int

	t            int64
	lastProgress int64
	epoch        int64
	fault        *Fault
	st           Stats
	branch       map[uint32]*BranchStat
	targets      [64]uint32
	tmp          [64]uint64
	progress     bool
	laneSB       bool // per-thread scoreboard
	collective   bool // warp-level operations are collective (their execution is progress)
	sched        Scheduler
	splits       []Split // scratch
	repeated     bool    // every live warp repeats its state or is blocked
	barWarp      bool    // per-warp barrier counting in effect
	numRegs      int     // registers per thread
}

// Run runs the launch of a kernel of obj under the named mechanism on a
// machine configured by cfg. An error means the launch is invalid (bad
// configuration, unknown kernel or mechanism, arguments that do not match
// the parameters); everything that happens at run time — faults,
// deadlocks, the cycle limit — is a Result status.
func Run(obj *isa.Object, mech string, l *Launch, cfg Config) (*Result, error) {
	if l.Warp != 0 {
		if cfg.SIMDWidth == cfg.WarpSize || cfg.SIMDWidth > l.Warp {
			cfg.SIMDWidth = l.Warp
		}
		cfg.WarpSize = l.Warp
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if _, err := NewMechanism(mech, &cfg, nil); err != nil {
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
	binds, err := bind(k, l)
	if err != nil {
		return nil, err
	}
	m := &machine{cfg: cfg, obj: obj, kern: k, mech: mech, grid: l.Grid, blockDim: l.Block}
	// mimd is the semantic reference: its barriers count threads.
	m.barWarp = cfg.Barrier == BarrierPerWarp && mech != "mimd"
	m.sched = cfg.Scheduler
	if mech == "mimd" {
		m.sched = SchedLRR
	}
	m.warpsPerBlock = (l.Block + cfg.WarpSize - 1) / cfg.WarpSize
	if m.warpsPerBlock > cfg.WarpsPerCore {
		return nil, fmt.Errorf("a block of %d threads needs %d warps; a core holds %d", l.Block, m.warpsPerBlock, cfg.WarpsPerCore)
	}
	res := &Result{Kernel: k.Name, Mechanism: mech}
	if err := m.setup(binds, res); err != nil {
		return nil, err
	}
	m.run(res)
	return res, nil
}

// setup decodes the code, allocates memory and fills the parameter block.
func (m *machine) setup(binds []binding, res *Result) error {
	m.code = make([]decoded, len(m.obj.Code))
	// Registers for the whole code, not just the kernel's NumRegs: a ret
	// to a corrupted return address may land anywhere in the code.
	m.numRegs = m.kern.NumRegs
	for _, in := range m.obj.Code {
		m.numRegs = max(m.numRegs, in.MaxReg()+1)
	}
	for i, in := range m.obj.Code {
		d := &m.code[i]
		d.in = in
		var u [3]isa.Reg
		for _, r := range in.Uses(u[:0]) {
			if r != isa.RZ {
				d.uses[d.nuses] = r
				d.nuses++
			}
		}
		if r, ok := in.Def(); ok && r != isa.RZ {
			d.def, d.hasDef = r, true
		}
		d.unit = in.Op.Unit()
	}
	m.params = make([]byte, m.kern.ParamSize)
	m.sharedSize = int(m.kern.SharedSize)
	type bufRef struct {
		name string
		t    ElemType
		base uint64
		n    int
	}
	var bufs []bufRef
	for _, b := range binds {
		p, a := b.param, b.arg
		var v uint64
		switch {
		case p.Kind == isa.ParamScalar:
			var err error
			if v, err = scalarBits(p, a); err != nil {
				return err
			}
		case p.Space == isa.SpaceShared:
			// A dynamically sized shared buffer: an offset in shared memory.
			off := (m.sharedSize + 15) &^ 15
			m.sharedSize = off + len(a.Data)
			v = uint64(off)
		default:
			base := m.global.alloc(a.Name, uint64(len(a.Data)), 256, a.Data, false)
			bufs = append(bufs, bufRef{a.Name, a.Type, base, len(a.Data)})
			v = base
		}
		if int(p.Offset)+int(p.Size) > len(m.params) {
			return fmt.Errorf("parameter %s at offset %d does not fit the %d-byte parameter block", p.Name, p.Offset, len(m.params))
		}
		for i := 0; i < int(p.Size); i++ {
			m.params[int(p.Offset)+i] = byte(v >> (8 * i))
		}
	}
	if m.sharedSize > m.cfg.SharedPerCore {
		return fmt.Errorf("a block needs %d bytes of shared memory; a core has %d", m.sharedSize, m.cfg.SharedPerCore)
	}
	for _, g := range m.obj.Globals {
		m.globalAddr = append(m.globalAddr, m.global.alloc(g.Name, g.Size, uint64(g.Align), g.Init, g.Space == isa.SpaceConst))
	}
	m.privSize = int(m.kern.PrivateSize + m.kern.StackSize)
	// Result buffers alias global memory; they are copied at the end.
	for _, b := range bufs {
		res.Buffers = append(res.Buffers, Buffer{Name: b.name, Type: b.t})
	}
	m.branch = map[uint32]*BranchStat{}
	for i := 0; i < m.cfg.Cores; i++ {
		mech, _ := NewMechanism(m.mech, &m.cfg, m.obj)
		if ls, ok := mech.(interface{ LaneScoreboard() bool }); ok && ls.LaneScoreboard() {
			m.laneSB = true
		}
		if cw, ok := mech.(interface{ CollectiveWarpOps() bool }); ok && cw.CollectiveWarpOps() {
			m.collective = true
		}
		m.cores = append(m.cores, &core{id: i, mech: mech, last: nil})
	}
	return nil
}

// dispatch places pending blocks on cores with room, lowest core first.
func (m *machine) dispatch() {
	for m.pending < m.grid {
		placed := false
		for _, c := range m.cores {
			if m.pending >= m.grid {
				break
			}
			if c.blocks < m.cfg.BlocksPerCore && len(c.warps)+m.warpsPerBlock <= m.cfg.WarpsPerCore && c.shared+m.sharedSize <= m.cfg.SharedPerCore {
				m.launchBlock(c, m.pending)
				m.pending++
				placed = true
			}
		}
		if !placed {
			return
		}
	}
}

func (m *machine) launchBlock(c *core, id int) {
	ws := m.cfg.WarpSize
	b := &blockState{id: id, shared: make([]byte, m.sharedSize), live: m.blockDim, core: c}
	nregs := m.numRegs
	for wi := 0; wi < m.warpsPerBlock; wi++ {
		size := m.blockDim - wi*ws
		if size > ws {
			size = ws
		}
		w := &Warp{
			ID: id*m.warpsPerBlock + wi, Index: wi, Block: id, Size: size,
			blk:   b,
			regs:  make([]uint64, nregs*ws),
			sp:    make([]uint64, ws),
			priv:  make([]byte, ws*m.privSize),
			ready: make([]int64, nregs),
			age:   m.ages,
		}
		m.ages++
		if m.laneSB {
			w.ready = make([]int64, nregs*ws)
		}
		if size == 64 {
			w.Live = ^uint64(0)
		} else {
			w.Live = 1<<uint(size) - 1
		}
		for l := range w.sp {
			w.sp[l] = uint64(m.privSize)
		}
		for l := range w.loopEpoch {
			w.loopEpoch[l] = -1
		}
		w.nextIssue = m.t
		c.mech.Start(w, m.kern.PC)
		b.warps = append(b.warps, w)
		c.warps = append(c.warps, w)
		m.st.Warps++
	}
	b.liveWarps = len(b.warps)
	m.st.Threads += m.blockDim
	c.blocks++
	c.shared += m.sharedSize
}

// timedSplit is a split and the cycle its operands are ready.
type timedSplit struct {
	Split
	t int64
}

// Invalidate drops the core's cached view of w's splits. The core
// invalidates a warp after Commit and Released on it; a mechanism that
// changes the splits of another warp (regrouping across warps) must call
// Invalidate on that warp.
func (w *Warp) Invalidate() { w.cached = false }

// readyAt returns the earliest cycle at which w can issue one of its
// splits and that split (the first in the mechanism's order among those
// ready earliest, or the first ready by m.t), or ok = false when it cannot
// issue until something else happens.
func (m *machine) readyAt(c *core, w *Warp) (t int64, s Split, ok bool) {
	if !w.cached {
		m.splits = c.mech.Splits(w, m.splits[:0])
		w.cache = w.cache[:0]
		for _, sp := range m.splits {
			if sp.Mask&w.BarWait != 0 || sp.Mask == 0 {
				continue
			}
			w.cache = append(w.cache, timedSplit{sp, m.splitReady(w, sp)})
		}
		w.cached = true
	}
	for _, ts := range w.cache {
		if !ok || ts.t < t && t > m.t {
			t, s, ok = ts.t, ts.Split, true
		}
		if t <= m.t {
			break
		}
	}
	return t, s, ok
}

// splitReady is the scoreboard: the cycle at which the operands of the
// instruction of split sp are ready.
func (m *machine) splitReady(w *Warp, sp Split) int64 {
	t := w.nextIssue
	if sp.PC%isa.InstSize != 0 || int(sp.PC/isa.InstSize) >= len(m.code) {
		return t // executing it faults; let it issue
	}
	d := &m.code[sp.PC/isa.InstSize]
	if m.laneSB {
		ws := m.cfg.WarpSize
		for mm := sp.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			for i := 0; i < d.nuses; i++ {
				t = max(t, w.ready[int(d.uses[i])*ws+l])
			}
			if d.hasDef {
				t = max(t, w.ready[int(d.def)*ws+l])
			}
		}
		return t
	}
	for i := 0; i < d.nuses; i++ {
		t = max(t, w.ready[d.uses[i]])
	}
	if d.hasDef {
		t = max(t, w.ready[d.def])
	}
	return t
}

// issue issues up to IssueWidth warp instructions on c at cycle m.t and
// returns how many.
func (m *machine) issue(c *core) int {
	if len(c.warps) == 0 {
		return 0
	}
	issued := 0
	// A warp that issued cannot issue again this cycle (its nextIssue is
	// later), so the same warp is never picked twice.
	try := func(w *Warp) bool {
		t, s, ok := m.readyAt(c, w)
		if !ok || t > m.t {
			return false
		}
		issued++
		c.last = w
		m.step(c, w, s)
		return true
	}
	for issued < m.cfg.IssueWidth && m.fault == nil && len(c.warps) > 0 {
		got := false
		// Greedy: the last warp again, while it can issue.
		if m.sched != SchedLRR && c.last != nil && c.last.Live != 0 {
			got = try(c.last)
		}
		if !got {
			// Oldest first (gto), or round-robin in age order from the
			// warp after the last one issued (lrr, gtlrr).
			start := 0
			if m.sched != SchedGTO && c.last != nil {
				for i, w := range c.warps {
					if w.age > c.last.age {
						start = i
						break
					}
				}
			}
			for k := 0; k < len(c.warps) && !got; k++ {
				got = try(c.warps[(start+k)%len(c.warps)])
			}
		}
		if !got {
			break
		}
	}
	if issued > 0 {
		occ := int64((m.cfg.WarpSize + m.cfg.SIMDWidth - 1) / m.cfg.SIMDWidth)
		c.nextIssue = m.t + occ
	}
	return issued
}

// step executes split s of warp w: functional execution, then timing and
// mechanism updates.
func (m *machine) step(c *core, w *Warp, s Split) {
	var o Outcome
	lat, tx := m.exec(w, s, &o)
	if m.fault != nil {
		return
	}
	d := &m.code[s.PC/isa.InstSize]
	lanes := int64(bits.OnesCount64(s.Mask))
	m.st.WarpInstructions++
	m.st.ThreadInstructions += lanes
	m.laneSlots += int64(w.Size)
	if tx > 0 {
		m.st.MemInstructions++
		m.st.MemTransactions += int64(tx)
	}
	if d.hasDef {
		if m.laneSB {
			ws := m.cfg.WarpSize
			for mm := s.Mask; mm != 0; mm &= mm - 1 {
				w.ready[int(d.def)*ws+trailingZeros(mm)] = m.t + int64(lat)
			}
		} else {
			w.ready[d.def] = m.t + int64(lat)
		}
	}
	w.nextIssue = m.t + 1
	if d.unit == isa.UnitCtrl {
		w.nextIssue = m.t + int64(m.cfg.CtrlLatency)
	}
	if d.in.Op == isa.OpCBra || d.in.Op == isa.OpBrx {
		m.countBranch(&o, lanes)
	}
	if m.collective && isWarpOp(d.in.Op) {
		// The threads that waited for each other at the operation go on.
		m.progress = true
	}
	if o.Exited != 0 {
		w.Live &^= o.Exited
		n := bits.OnesCount64(o.Exited)
		w.blk.live -= n
		m.progress = true
		if w.Live == 0 {
			w.blk.liveWarps--
		}
	}
	if o.Kind == OutBarrier {
		w.BarWait |= s.Mask
		if !m.barWarp {
			w.blk.arrived += int(lanes)
		} else if !w.arrived {
			w.arrived = true
			w.blk.arrived++
		}
	}
	c.mech.Commit(w, s, &o)
	w.cached = false
	if dep := c.mech.Depth(w); dep > m.st.MaxStackDepth {
		m.st.MaxStackDepth = dep
	}
	if o.Kind == OutBarrier || o.Exited != 0 {
		m.checkBarrier(w.blk)
	}
	if o.Kind == OutBranch && o.Taken != 0 && o.Target <= o.PC {
		for mm := o.Taken; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			w.loopLo[l], w.loopHi[l], w.loopEpoch[l] = o.Target, o.PC, m.epoch
		}
		if !m.progress && m.t-m.lastProgress >= repeatAfter {
			m.checkRepeat(c, w)
		}
	}
	if w.Live == 0 {
		m.retire(c, w)
	}
	if m.progress {
		m.progress = false
		m.lastProgress = m.t
		m.epoch++
	}
}

func (m *machine) countBranch(o *Outcome, lanes int64) {
	b := m.branch[o.PC]
	if b == nil {
		b = &BranchStat{PC: o.PC}
		if l, ok := m.obj.LineAt(o.PC); ok {
			b.Line = l.String()
		}
		m.branch[o.PC] = b
	}
	b.Executions++
	b.LanesActive += lanes
	m.st.Branches++
	div := false
	if o.Kind == OutBranch {
		div = o.Taken != 0 && o.Taken != o.Mask
	} else if o.Kind == OutIndirect {
		first := true
		var pc uint32
		for mm := o.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			if first {
				pc, first = o.Targets[l], false
			} else if o.Targets[l] != pc {
				div = true
			}
		}
	}
	if div {
		b.Divergent++
		m.st.DivergentBranches++
	}
}

// checkBarrier releases the block's barrier when everyone needed arrived.
func (m *machine) checkBarrier(b *blockState) {
	need := b.live
	if m.barWarp {
		need = b.liveWarps
	}
	if b.arrived == 0 || b.arrived < need {
		return
	}
	b.arrived = 0
	m.st.Barriers++
	m.progress = true
	for _, w := range b.warps {
		w.arrived = false
		if w.BarWait != 0 {
			lanes := w.BarWait
			w.BarWait = 0
			b.core.mech.Released(w, lanes)
			w.cached = false
		}
	}
}

// retire removes a finished warp; a finished block frees its core's
// resources and pending blocks are dispatched.
func (m *machine) retire(c *core, w *Warp) {
	for i, x := range c.warps {
		if x == w {
			c.warps = append(c.warps[:i], c.warps[i+1:]...)
			break
		}
	}
	b := w.blk
	if b.liveWarps > 0 {
		return
	}
	c.blocks--
	c.shared -= m.sharedSize
	m.done++
	m.dispatch()
}

// run is the main loop: issue on every core each cycle; when nothing
// issues, jump to the next cycle at which something can.
func (m *machine) run(res *Result) {
	m.dispatch()
	status := StatusOK
	reason := ""
	for {
		if m.done == m.grid {
			break
		}
		issuedAny := false
		for _, c := range m.cores {
			if len(c.warps) == 0 || c.nextIssue > m.t {
				continue
			}
			if m.issue(c) > 0 {
				issuedAny = true
			} else {
				m.st.IdleIssueCycles++
			}
			if m.fault != nil {
				break
			}
		}
		if m.fault != nil {
			status = StatusFault
			break
		}
		if m.done == m.grid {
			m.t++
			break
		}
		if m.repeated {
			status = StatusDeadlock
			reason = "the full state of every running warp repeats exactly while memory does not change (no thread can make progress)"
			break
		}
		if m.t-m.lastProgress > m.cfg.DeadlockWindow {
			status = StatusDeadlock
			what := "no barrier release"
			if m.collective {
				what = "no barrier release, no warp-level operation"
			}
			reason = fmt.Sprintf("no forward progress (no memory write that changed memory, no thread exit, %s) for %d cycles", what, m.t-m.lastProgress)
			break
		}
		if m.t >= m.cfg.MaxCycles {
			status = StatusMaxCycles
			reason = fmt.Sprintf("the cycle limit (%d) was reached", m.cfg.MaxCycles)
			break
		}
		if issuedAny {
			m.t++
			continue
		}
		next, ok := m.nextEvent()
		if !ok {
			status = StatusDeadlock
			reason = "no thread can issue: every remaining thread waits at a barrier, behind threads that do, or at a warp-level operation for threads of its warp that do not reach it"
			break
		}
		if next > m.cfg.MaxCycles {
			next = m.cfg.MaxCycles
		}
		if next <= m.t {
			next = m.t + 1
		}
		for _, c := range m.cores {
			if len(c.warps) > 0 {
				idleFrom := m.t + 1
				if c.nextIssue > idleFrom {
					idleFrom = c.nextIssue
				}
				if next > idleFrom {
					m.st.IdleIssueCycles += next - idleFrom
				}
			}
		}
		m.t = next
	}
	m.finish(res, status, reason)
}

// nextEvent returns the earliest cycle after m.t at which some warp can
// issue.
func (m *machine) nextEvent() (int64, bool) {
	best, found := int64(0), false
	for _, c := range m.cores {
		for _, w := range c.warps {
			t, _, ok := m.readyAt(c, w)
			if !ok {
				continue
			}
			if c.nextIssue > t {
				t = c.nextIssue
			}
			if !found || t < best {
				best, found = t, true
			}
		}
	}
	return best, found
}

func (m *machine) finish(res *Result, status Status, reason string) {
	res.Status = status
	m.st.Cycles = m.t
	if m.laneSlots > 0 {
		m.st.SIMDEfficiency = float64(m.st.ThreadInstructions) / float64(m.laneSlots)
	}
	if m.st.MemInstructions > 0 {
		m.st.TxPerMemInst = float64(m.st.MemTransactions) / float64(m.st.MemInstructions)
	}
	pcs := make([]uint32, 0, len(m.branch))
	for pc := range m.branch {
		pcs = append(pcs, pc)
	}
	sort.Slice(pcs, func(i, j int) bool { return pcs[i] < pcs[j] })
	for _, pc := range pcs {
		m.st.BranchStats = append(m.st.BranchStats, *m.branch[pc])
	}
	for _, c := range m.cores {
		if r, ok := c.mech.(interface{ Reconvergences() int64 }); ok {
			m.st.Reconvergences += r.Reconvergences()
		}
	}
	res.Stats = m.st
	for i := range res.Buffers {
		b := &res.Buffers[i]
		r := &m.global.regions[i]
		b.Data = append([]byte(nil), r.data...)
	}
	res.Fault = m.fault
	if status == StatusDeadlock || status == StatusMaxCycles {
		res.Diagnosis = m.diagnose(reason)
	}
}

// repeatAfter is the number of cycles without progress after which warps
// start hashing their state at backward branches.
const repeatAfter = 1000

// maxSeen bounds the state hashes kept per warp.
const maxSeen = 64

// stateHasher is implemented by mechanisms whose per-warp state can be
// hashed, enabling the exact-repeat deadlock check.
type stateHasher interface {
	HashState(w *Warp, h uint64) uint64
}

func mix(h, v uint64) uint64 {
	h ^= v
	h *= 0x100000001b3
	h ^= h >> 29
	return h
}

// checkRepeat hashes the full state of w (registers, stack pointers,
// private memory, live and barrier masks, mechanism state) at a taken
// backward branch. Since the last progress no memory changed, so a warp
// whose state repeats will cycle forever unless another warp changes
// memory; when every live warp repeats or cannot issue, nothing ever will
// and the run is deadlocked.
func (m *machine) checkRepeat(c *core, w *Warp) {
	hs, ok := c.mech.(stateHasher)
	if !ok {
		return
	}
	if w.repEpoch != m.epoch {
		w.repEpoch, w.seen, w.repeating = m.epoch, w.seen[:0], false
	}
	h := uint64(0xcbf29ce484222325)
	h = mix(h, w.Live)
	h = mix(h, w.BarWait)
	for _, r := range w.regs {
		h = mix(h, r)
	}
	for _, sp := range w.sp {
		h = mix(h, sp)
	}
	for _, b := range w.priv {
		h = mix(h, uint64(b))
	}
	h = hs.HashState(w, h)
	for _, x := range w.seen {
		if x == h {
			w.repeating = true
			break
		}
	}
	if !w.repeating {
		if len(w.seen) < maxSeen {
			w.seen = append(w.seen, h)
		}
		return
	}
	for _, c := range m.cores {
		for _, x := range c.warps {
			if x.Live == 0 || x.repEpoch == m.epoch && x.repeating {
				continue
			}
			if _, _, ok := m.readyAt(c, x); ok {
				return
			}
		}
	}
	m.repeated = true
}
