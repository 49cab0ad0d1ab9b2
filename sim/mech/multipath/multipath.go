package multipath

import (
	"fmt"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// multipath is the Multi-Path IPDOM family: mp, dps and mp-orec
// (ElTantawy, Ma, O'Connor & Aamodt, HPCA 2014, Secs. 3–4) and aware
// (ElTantawy & Aamodt, MICRO 2016, Sec. IV-B). The SIMT stack is replaced
// by two per-warp tables:
//
//   - the Split Table (ST): one entry per warp split (PC, RPC, active mask,
//     R-Index: its entry in the RT);
//   - the Reconvergence Table (RT): one entry per pending reconvergence
//     point (PC = the reconvergence point, RPC = where the reconverged
//     split reconverges next, Reconvergence Mask, Pending Mask = threads
//     that have not arrived yet, and its own R-Index).
//
// At a divergent branch of split e with reconvergence PC R, e moves from
// the ST to the RT with PC R and both masks set to e's mask, and one ST
// entry per side (PC, RPC R, that side's threads) is inserted. The two
// special cases of Sec. 3.2: a side that goes straight to R is marked
// arrived in the pending mask and gets no ST entry; when R equals e's own
// RPC (a loop's backward branch) no RT entry is added, the sides keep e's
// RT entry. A split whose PC reaches its RPC is invalidated and its mask
// cleared from its RT entry's pending mask; when that becomes empty the
// RT entry moves to the ST with the reconvergence mask as active mask.
// R = NoPC (no reconvergence, e.g. a path that exits) never matches a PC:
// such entries empty as their threads exit. Exited threads leave every
// mask; an RT entry whose pending threads all exited moves on with the
// threads that arrived. brx and divergent ret diverge like branches (ret
// with R = NoPC), the sides in ascending PC order.
//
// mp: every split in the ST is schedulable; the core picks the first
// ready one in round-robin order starting after the slot that issued
// last (Sec. 5: round robin among the splits of a warp), so the splits of
// a warp interleave. New entries take the first unallocated slot (the
// taken side first). The row asks for a per-thread scoreboard
// (Caps.LaneScoreboard): the core keeps each register's ready cycle per
// lane, which is the R-mask scoreboard of Sec. 3.3.2 (a lane's R-mask bit
// is set exactly while a write by that lane is pending, and an
// instruction waits only for the bits of its own active threads, for its
// sources and its destination). A split at a barrier is
// skipped by the core while the other splits run (Sec. 3.3.3), so
// divergent barriers work. Parameter max-splits N: at most N entries are
// schedulable; a further entry waits, in FIFO order, until an ST entry is
// invalidated (Sec. 5). dps is mp with at most 2 (the Dual-Path Stack).
//
// mp-orec adds opportunistic early reconvergence (Sec. 4): when an entry
// is inserted into the ST or a split starts a new straight-line region,
// the ST is searched for another split in the same region with the same
// RPC and RT entry (the leading split); the early reconvergence point is
// the leading split's next PC: a new RT entry there (RPC = the common RPC,
// both splits' threads, pending = the trailing split's), the leading
// split is invalidated and the trailing split reconverges there.
// As in the paper, a split's region is the basic block it executes (the
// ST's PC field "points to the first instruction in a basic block"): the
// block leaders come from the object's code (entry points, branch, call,
// brx and ssy targets, reconvergence points, the instruction after each
// control instruction), and an entry's region moves when its PC reaches a
// leader. Deviation, documented and tested both ways: without the code
// (obj nil, the harness) a region starts only at a control transfer or
// an insertion, so it may span fall-through block boundaries; that is
// still straight-line code (a trailing split at its start reaches every
// PC the leading split reached in it, which is what makes the early point
// safe), a superset of the paper's matches.
//
// aware (Sec. IV-B) is MP with one schedulable split: the ST is a FIFO
// (entries pushed when inserted by a branch or as a reconverged entry,
// popped when invalidated) and the warp issues greedily from its head
// (a warp-granularity scoreboard, no LaneScoreboard). Every branch
// instruction invalidates the issuing entry and inserts its outcome(s) at
// the tail (Fig. 6b: the spinning split goes to the tail "once the loop
// branch is executed"), the not-taken side first (Fig. 6a), so divergent
// paths run breadth-first. A split that arrives at a barrier is marked
// blocked and moves to the tail; a blocked head is passed over (it
// rotates through the FIFO) until the barrier releases it. Delayed
// reconvergence is the compiler's: the row's target asks for the
// AWARE-variant SafePDoms in the rpc fields (pipeline), so the mechanism
// just uses the rpc fields; `--reconv ipdom` turns it off. Parameter
// timeout T (timed-out reconvergence, Fig. 6b; off by default): when
// threads have waited T cycles at an RT entry, a new ST entry with the
// entry's PC and RPC and the arrived threads (reconvergence mask minus
// pending mask) is pushed, and the RT entry keeps tracking the pending
// threads only; the warp asks the core for a wake-up at the deadline.
// Parameters st-entries S and rt-entries R virtualize the tables: an
// insertion into a full physical table spills an entry (ST: FIFO
// replacement, the earliest inserted physical entry; RT: LRU, by the last
// update). A spilled ST entry at the FIFO output sends a fill request
// (once: it is then transient) and goes to the tail; it issues when it
// is at the output again and its fill (Config.Mem.GlobalLatency() cycles:
// a fixed latency, the machine's unloaded latency of a load that misses
// every cache; the fill does not go through the cache model) has
// arrived, taking a physical entry (which may spill another). Only when
// every runnable entry is spilled does the first of them issue at once,
// its issue waiting for the fill (Cost.Latency). A spilled RT entry is
// filled when its pending mask is updated (a reconvergence or an exit)
// or it times out, and the warp waits for it (Cost.Latency: the pending
// mask update buffer stays occupied). Each spill or fill is one memory
// transaction of the mechanism (Cost.MemTransactions); spills go to a
// write buffer and cost no latency.
//
// Statistics: splits (ST entries created by divergence, summed over
// warps) and warps (warps started), so splits/warps is the average per
// warp; max_splits_per_warp; max_st_occupancy and max_rt_occupancy (valid
// entries of one warp's tables at once, waiting entries included);
// reconvergences; early_reconvergences (mp-orec); timeouts, st_spills,
// st_fills, rt_spills, rt_fills (aware). Idle issue cycles are the core's
// idle_issue_cycles.
type multipath struct {
	name      string
	maxSplits int  // schedulable ST entries (0: unlimited)
	orec      bool // opportunistic early reconvergence
	aware     bool // one split, FIFO order, timeouts, virtual tables
	timeout   int64
	stCap     int // physical ST entries (0: unlimited)
	rtCap     int // physical RT entries (0: unlimited)
	fillLat   int
	leader    []bool // leader[pc/InstSize]: a basic block starts there (nil: unknown)

	warps, splits, maxPerWarp, maxST, maxRT int64
	reconv, early, timeouts                 int64
	stSpills, stFills, rtSpills, rtFills    int64
}

// mpSplit is an ST entry.
type mpSplit struct {
	pc, rpc uint32
	region  uint32 // the PC that started its straight-line region (OREC)
	mask    uint64
	rt      int32 // its RT entry (-1: none)
	virtual bool  // aware: spilled to memory
	fill    int64 // aware: a fill is in flight until this cycle (0: none; virtual is still set)
	seq     int64 // insertion order (ST FIFO replacement)
}

// mpReconv is an RT entry.
type mpReconv struct {
	pc, rpc uint32
	mask    uint64 // reconvergence mask
	pending uint64 // threads that have not arrived
	parent  int32
	valid   bool
	virtual bool  // aware: spilled to memory
	since   int64 // aware: cycle the first waiting thread arrived (-1: none waits)
	used    int64 // aware: last update (LRU)
}

type mpWarp struct {
	// st holds the ST: for mp, slots (mask 0: unallocated); for aware,
	// the valid entries in FIFO order.
	st    []mpSplit
	wait  []mpSplit // mp with max-splits: entries waiting for a slot, in FIFO order
	rt    []mpReconv
	rr    int   // mp: the slot after the one that issued last
	seq   int64 // insertions so far
	ticks int64 // aware: issues so far (hashed while a timer or fill runs)
	n     int64 // splits created by divergence

	fresh []int // scratch: ST slots inserted or moved in this Commit (OREC)
}

// blockLeaders marks the first instruction of every basic block of obj
// (nil without code).
func blockLeaders(obj *isa.Object) []bool {
	if obj == nil {
		return nil
	}
	n := len(obj.Code)
	l := make([]bool, n+1)
	mark := func(pc uint32) {
		if pc != isa.NoPC && pc%isa.InstSize == 0 && int(pc/isa.InstSize) <= n {
			l[pc/isa.InstSize] = true
		}
	}
	for _, k := range obj.Kernels {
		mark(k.PC)
	}
	for _, s := range obj.Symbols {
		mark(s.PC)
	}
	for _, b := range obj.Branches {
		for _, t := range b.Targets {
			mark(t)
		}
	}
	for i, in := range obj.Code {
		switch in.Op {
		case isa.OpBra, isa.OpCBra, isa.OpCall, isa.OpSSY:
			mark(in.Target)
		}
		switch in.Op {
		case isa.OpBra, isa.OpCBra, isa.OpBrx:
			mark(in.RPC)
		}
		switch in.Op {
		case isa.OpBra, isa.OpCBra, isa.OpBrx, isa.OpCall, isa.OpRet, isa.OpExit, isa.OpTrap:
			mark(uint32(i+1) * isa.InstSize)
		}
	}
	return l
}

func newMultipath(name string, cfg *sim.Config, obj *isa.Object, s Settings) *multipath {
	d := &multipath{name: name, fillLat: 1, leader: blockLeaders(obj)}
	if cfg != nil {
		d.fillLat = cfg.Mem.GlobalLatency()
	}
	switch name {
	case "dps":
		d.maxSplits = 2
	case "mp-orec":
		d.orec = true
	case "aware":
		d.aware = true
	}
	if !d.aware && name != "dps" {
		d.maxSplits = s.MaxSplits
	}
	if d.aware {
		d.timeout = s.Timeout
		d.stCap = s.STEntries
		d.rtCap = s.RTEntries
	}
	return d
}

func (d *multipath) Name() string { return d.name }

func (d *multipath) Start(w *sim.Warp, pc uint32) {
	p := &mpWarp{}
	w.State = p
	d.warps++
	var c sim.Cost
	d.insert(p, mpSplit{pc: pc, rpc: isa.NoPC, mask: w.Live, rt: -1}, &c)
	d.occupancy(p)
}

func (d *multipath) Splits(w *sim.Warp, now int64, dst []sim.Split) []sim.Split {
	p := w.State.(*mpWarp)
	if !d.aware {
		n := len(p.st)
		for k := 0; k < n; k++ {
			e := &p.st[(p.rr+k)%n]
			if e.mask != 0 {
				dst = append(dst, sim.Split{PC: e.pc, Mask: e.mask})
			}
		}
		return dst
	}
	// The first entry at the FIFO output that is not blocked at a barrier
	// and is in the table (or whose fill has arrived); a spilled entry at
	// the output is passed over (Commit sends its fill and pushes it to
	// the tail). When only spilled entries remain, the first of them
	// issues and waits for its fill.
	spilled := -1
	for i := range p.st {
		e := &p.st[i]
		if e.mask&w.BarWait != 0 {
			continue
		}
		if !e.virtual || e.fill != 0 && e.fill <= now {
			return append(dst, sim.Split{PC: e.pc, Mask: e.mask})
		}
		if spilled < 0 {
			spilled = i
		}
	}
	if spilled >= 0 {
		return append(dst, sim.Split{PC: p.st[spilled].pc, Mask: p.st[spilled].mask})
	}
	// Every ST entry is blocked at a barrier (or there is none): a timed
	// out RT entry would be pushed at the tail and issue next; otherwise
	// the warp waits for the next deadline.
	for i := range p.rt {
		r := &p.rt[i]
		if d.timedOut(r, now) && (r.mask&^r.pending)&w.BarWait == 0 {
			return append(dst, sim.Split{PC: r.pc, Mask: r.mask &^ r.pending})
		}
		if d.timeout > 0 && r.valid && r.since >= 0 && r.mask&^r.pending != 0 && r.since+d.timeout > now {
			w.WakeAt(r.since + d.timeout)
		}
	}
	return dst
}

func (d *multipath) timedOut(r *mpReconv, now int64) bool {
	return d.timeout > 0 && r.valid && r.since >= 0 && now >= r.since+d.timeout && r.mask&^r.pending != 0
}

func (d *multipath) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	p := w.State.(*mpWarp)
	p.fresh = p.fresh[:0]
	var c sim.Cost
	if d.aware {
		p.ticks++
		if d.timeout > 0 {
			d.fireTimeouts(p, now, &c)
		}
	}
	i := p.find(s)
	if i < 0 {
		panic(fmt.Sprintf("multipath.Commit: mechanism %s: split pc %#x mask %#x is not in the split table", d.name, s.PC, s.Mask))
	}
	if !d.aware {
		p.rr = i + 1
	} else if d.stCap > 0 {
		i = d.fillST(p, i, w.BarWait, now, &c)
	}
	if o.Exited != 0 {
		d.exited(p, o.Exited, now, &c)
	}
	e := p.st[i]
	switch o.Kind {
	case sim.OutBranch:
		taken := o.Taken & e.mask
		not := e.mask &^ taken
		switch {
		case taken == 0:
			d.move(p, i, o.Next)
		case not == 0:
			d.move(p, i, o.Target)
		case d.aware:
			d.diverge(p, i, o.RPC, []sim.Split{{PC: o.Next, Mask: not}, {PC: o.Target, Mask: taken}}, now, &c)
		default:
			d.diverge(p, i, o.RPC, []sim.Split{{PC: o.Target, Mask: taken}, {PC: o.Next, Mask: not}}, now, &c)
		}
	case sim.OutIndirect:
		groups := o.LaneTargets(e.mask)
		switch len(groups) {
		case 0:
		case 1:
			d.move(p, i, groups[0].PC)
		default:
			rpc := o.RPC
			if o.Inst.Op == isa.OpRet {
				rpc = isa.NoPC
			}
			d.diverge(p, i, rpc, groups, now, &c)
		}
	case sim.OutCall:
		p.st[i].pc, p.st[i].region = o.Target, o.Target
		p.fresh = append(p.fresh, i)
	case sim.OutBarrier:
		p.st[i].pc = o.Next
		d.enter(p, i)
		if d.aware {
			// Blocked: to the tail of the FIFO.
			d.requeue(p, i)
		}
	default:
		if p.st[i].mask != 0 {
			p.st[i].pc = o.Next
			d.enter(p, i)
		}
	}
	d.settle(p, now, &c)
	if d.orec {
		d.earlyReconverge(p, now, &c)
	}
	d.occupancy(p)
	if d.timeout > 0 {
		for k := range p.rt {
			if r := &p.rt[k]; r.valid && r.since >= 0 && r.mask&^r.pending != 0 {
				w.WakeAt(r.since + d.timeout)
			}
		}
	}
	return c
}

// enter moves split i's region to its PC when a basic block starts there
// (fall-through into a block).
func (d *multipath) enter(p *mpWarp, i int) {
	if pc := p.st[i].pc; pc%isa.InstSize == 0 && int(pc/isa.InstSize) < len(d.leader) && d.leader[pc/isa.InstSize] {
		p.st[i].region = pc
	}
}

// find returns the ST slot of split s (-1: none).
func (p *mpWarp) find(s sim.Split) int {
	for i := range p.st {
		if p.st[i].pc == s.PC && p.st[i].mask == s.Mask {
			return i
		}
	}
	return -1
}

// move sends the whole split i to pc after a branch: a new region; under
// aware the branch re-inserts it at the FIFO tail.
func (d *multipath) move(p *mpWarp, i int, pc uint32) {
	p.st[i].pc, p.st[i].region = pc, pc
	if d.aware {
		d.requeue(p, i)
		return
	}
	p.fresh = append(p.fresh, i)
}

// requeue moves FIFO entry i to the tail (aware).
func (d *multipath) requeue(p *mpWarp, i int) {
	e := p.st[i]
	copy(p.st[i:], p.st[i+1:])
	p.st[len(p.st)-1] = e
}

// diverge invalidates split i and inserts one entry per path, with
// reconvergence at rpc (Secs. 3.1 and 3.2).
func (d *multipath) diverge(p *mpWarp, i int, rpc uint32, paths []sim.Split, now int64, c *sim.Cost) {
	e := p.st[i]
	d.remove(p, i)
	r := e.rt
	if rpc != e.rpc {
		r = d.newRT(p, mpReconv{pc: rpc, rpc: e.rpc, mask: e.mask, pending: e.mask, parent: e.rt}, now, c)
	}
	for _, s := range paths {
		if s.Mask == 0 {
			continue
		}
		if s.PC == rpc {
			// Special case 1: this side is already at the reconvergence point.
			d.arrive(p, r, s.Mask, now, c)
			continue
		}
		p.n++
		d.splits++
		d.maxPerWarp = max(d.maxPerWarp, p.n)
		d.insert(p, mpSplit{pc: s.PC, rpc: rpc, region: s.PC, mask: s.Mask, rt: r}, c)
	}
}

// insert adds an ST entry: the first unallocated slot (mp; or the wait
// queue when max-splits entries are in use) or the FIFO tail (aware,
// spilling an entry when the physical table is full).
func (d *multipath) insert(p *mpWarp, e mpSplit, c *sim.Cost) {
	p.seq++
	e.seq = p.seq
	if d.aware {
		if d.stCap > 0 && p.physST() >= d.stCap {
			d.spillST(p, -1, c)
		}
		p.st = append(p.st, e)
		return
	}
	used := 0
	free := -1
	for k := range p.st {
		if p.st[k].mask != 0 {
			used++
		} else if free < 0 {
			free = k
		}
	}
	if d.maxSplits > 0 && used >= d.maxSplits {
		p.wait = append(p.wait, e)
		return
	}
	if free < 0 {
		free = len(p.st)
		p.st = append(p.st, mpSplit{})
	}
	p.st[free] = e
	p.fresh = append(p.fresh, free)
}

// remove invalidates ST entry i; under max-splits the oldest waiting
// entry takes a freed slot.
func (d *multipath) remove(p *mpWarp, i int) {
	if d.aware {
		p.st = append(p.st[:i], p.st[i+1:]...)
		return
	}
	p.st[i] = mpSplit{}
	d.promote(p)
}

// promote trims unallocated slots at the end of the ST and lets waiting
// entries (max-splits) take free slots, oldest first.
func (d *multipath) promote(p *mpWarp) {
	for len(p.st) > 0 && p.st[len(p.st)-1].mask == 0 {
		p.st = p.st[:len(p.st)-1]
	}
	for len(p.wait) > 0 {
		used := 0
		for k := range p.st {
			if p.st[k].mask != 0 {
				used++
			}
		}
		if d.maxSplits > 0 && used >= d.maxSplits {
			return
		}
		e := p.wait[0]
		p.wait = append(p.wait[:0], p.wait[1:]...)
		var c sim.Cost
		d.insert(p, e, &c)
	}
}

func (p *mpWarp) physST() int {
	n := 0
	for k := range p.st {
		if !p.st[k].virtual {
			n++
		}
	}
	return n
}

// spillST spills the earliest inserted physical ST entry other than keep
// (FIFO replacement).
func (d *multipath) spillST(p *mpWarp, keep int, c *sim.Cost) {
	v := -1
	for k := range p.st {
		if k != keep && !p.st[k].virtual && (v < 0 || p.st[k].seq < p.st[v].seq) {
			v = k
		}
	}
	if v >= 0 {
		p.st[v].virtual, p.st[v].fill = true, 0
		d.stSpills++
		c.MemTransactions++
	}
}

// fillST is the virtualized ST at an issue of entry i (aware): the
// spilled entries the FIFO output passed over before i send their fill
// (unless one is in flight) and go to the tail, in order; entry i, when
// spilled, is filled (waiting for what remains of its fill, or for a
// whole one when none was sent) and takes a physical entry, spilling
// another. It returns i's new index.
func (d *multipath) fillST(p *mpWarp, i int, barWait uint64, now int64, c *sim.Cost) int {
	var passed []mpSplit
	keep := p.st[:0:0]
	for k := 0; k < i; k++ {
		e := p.st[k]
		if e.virtual && e.mask&barWait == 0 {
			if e.fill == 0 {
				e.fill = now + int64(d.fillLat)
				d.stFills++
				c.MemTransactions++
			}
			passed = append(passed, e)
			continue
		}
		keep = append(keep, e)
	}
	if len(passed) > 0 {
		rest := append(keep, p.st[i:]...)
		i = len(keep)
		p.st = append(append(p.st[:0], rest...), passed...)
	}
	e := &p.st[i]
	if !e.virtual {
		return i
	}
	if e.fill == 0 {
		d.stFills++
		c.MemTransactions++
		c.Latency += d.fillLat
	} else if e.fill > now {
		c.Latency += int(e.fill - now)
	}
	if p.physST() >= d.stCap {
		d.spillST(p, i, c)
	}
	p.seq++
	e = &p.st[i]
	e.virtual, e.fill, e.seq = false, 0, p.seq
	return i
}

// newRT allocates an RT entry (the first free slot), spilling the least
// recently updated physical entry when the physical table is full.
func (d *multipath) newRT(p *mpWarp, r mpReconv, now int64, c *sim.Cost) int32 {
	r.valid, r.since, r.used = true, -1, p.seq
	if d.rtCap > 0 && p.physRT() >= d.rtCap {
		d.spillRT(p, -1, c)
	}
	for k := range p.rt {
		if !p.rt[k].valid {
			p.rt[k] = r
			return int32(k)
		}
	}
	p.rt = append(p.rt, r)
	return int32(len(p.rt) - 1)
}

func (p *mpWarp) physRT() int {
	n := 0
	for k := range p.rt {
		if p.rt[k].valid && !p.rt[k].virtual {
			n++
		}
	}
	return n
}

func (d *multipath) spillRT(p *mpWarp, keep int32, c *sim.Cost) {
	v := -1
	for k := range p.rt {
		r := &p.rt[k]
		if int32(k) != keep && r.valid && !r.virtual && (v < 0 || r.used < p.rt[v].used) {
			v = k
		}
	}
	if v >= 0 {
		p.rt[v].virtual = true
		d.rtSpills++
		c.MemTransactions++
	}
}

// touchRT is an update of RT entry r: filled first when spilled; LRU age.
func (d *multipath) touchRT(p *mpWarp, r int32, c *sim.Cost) {
	e := &p.rt[r]
	if e.virtual {
		if d.rtCap > 0 && p.physRT() >= d.rtCap {
			d.spillRT(p, r, c)
		}
		e.virtual = false
		d.rtFills++
		c.MemTransactions++
		c.Latency += d.fillLat
	}
	p.seq++
	e.used = p.seq
}

// arrive marks lanes as arrived at RT entry r; when none is pending the
// entry moves to the ST.
func (d *multipath) arrive(p *mpWarp, r int32, lanes uint64, now int64, c *sim.Cost) {
	if r < 0 {
		return
	}
	if d.aware {
		d.touchRT(p, r, c)
	}
	e := &p.rt[r]
	if e.mask&^e.pending == 0 {
		e.since = now
	}
	e.pending &^= lanes
	if e.pending == 0 {
		d.reconverge(p, r, c)
	}
}

// reconverge moves RT entry r, whose threads have all arrived, to the ST.
func (d *multipath) reconverge(p *mpWarp, r int32, c *sim.Cost) {
	e := p.rt[r]
	p.rt[r] = mpReconv{}
	for len(p.rt) > 0 && !p.rt[len(p.rt)-1].valid {
		p.rt = p.rt[:len(p.rt)-1]
	}
	if e.mask == 0 {
		return
	}
	d.reconv++
	d.insert(p, mpSplit{pc: e.pc, rpc: e.rpc, region: e.pc, mask: e.mask, rt: e.parent}, c)
}

// exited removes exited lanes from both tables.
func (d *multipath) exited(p *mpWarp, lanes uint64, now int64, c *sim.Cost) {
	for k := range p.st {
		p.st[k].mask &^= lanes
	}
	for k := range p.wait {
		p.wait[k].mask &^= lanes
	}
	for k := range p.rt {
		r := &p.rt[k]
		if r.valid && r.pending&lanes != 0 {
			if d.aware {
				d.touchRT(p, int32(k), c)
			}
			r.mask &^= lanes
			r.pending &^= lanes
		} else {
			r.mask &^= lanes
		}
	}
}

// settle invalidates empty splits and splits at their reconvergence
// point, and moves fully arrived RT entries to the ST, until nothing
// changes.
func (d *multipath) settle(p *mpWarp, now int64, c *sim.Cost) {
	for changed := true; changed; {
		changed = false
		for k := 0; k < len(p.wait); k++ {
			if p.wait[k].mask == 0 {
				p.wait = append(p.wait[:k], p.wait[k+1:]...)
				k--
			}
		}
		for k := 0; k < len(p.st); k++ {
			e := p.st[k]
			if e.mask == 0 && !d.aware {
				continue // unallocated slot
			}
			if e.mask != 0 && (e.pc != e.rpc || e.rt < 0) {
				continue
			}
			d.remove(p, k)
			if e.mask != 0 {
				d.arrive(p, e.rt, e.mask, now, c)
			}
			changed = true
			break
		}
		if changed {
			continue
		}
		for k := range p.rt {
			if r := &p.rt[k]; r.valid && r.pending == 0 {
				d.reconverge(p, int32(k), c)
				changed = true
				break
			}
		}
	}
	if !d.aware {
		d.promote(p)
	}
}

// fireTimeouts pushes the threads that waited too long at an RT entry
// as a new split (aware, Fig. 6b).
func (d *multipath) fireTimeouts(p *mpWarp, now int64, c *sim.Cost) {
	for k := range p.rt {
		r := &p.rt[k]
		if !d.timedOut(r, now) {
			continue
		}
		d.touchRT(p, int32(k), c)
		r = &p.rt[k]
		arrived := r.mask &^ r.pending
		r.mask, r.since = r.pending, -1
		d.timeouts++
		d.insert(p, mpSplit{pc: r.pc, rpc: r.rpc, region: r.pc, mask: arrived, rt: r.parent}, c)
	}
}

// earlyReconverge is OREC (Sec. 4): each split inserted or moved to a
// new region in this Commit looks for a leading split in the same region
// with the same RPC and RT entry.
func (d *multipath) earlyReconverge(p *mpWarp, now int64, c *sim.Cost) {
	for _, f := range p.fresh {
		if f >= len(p.st) {
			continue
		}
		t := p.st[f]
		if t.mask == 0 || t.pc != t.region {
			continue
		}
		for g := range p.st {
			l := p.st[g]
			if g == f || l.mask == 0 || l.region != t.pc || l.rpc != t.rpc || l.rt != t.rt {
				continue
			}
			r := d.newRT(p, mpReconv{pc: l.pc, rpc: t.rpc, mask: t.mask | l.mask, pending: t.mask | l.mask, parent: t.rt}, now, c)
			d.early++
			p.st[f].rpc, p.st[f].rt = l.pc, r
			d.remove(p, g)
			d.arrive(p, r, l.mask, now, c)
			d.settle(p, now, c)
			break
		}
	}
}

func (d *multipath) occupancy(p *mpWarp) {
	st := len(p.wait)
	for k := range p.st {
		if p.st[k].mask != 0 {
			st++
		}
	}
	rt := 0
	for k := range p.rt {
		if p.rt[k].valid {
			rt++
		}
	}
	d.maxST = max(d.maxST, int64(st))
	d.maxRT = max(d.maxRT, int64(rt))
}

func (*multipath) Released(*sim.Warp, uint64, int64) {}

// Stats: see the type's doc comment.
func (d *multipath) Stats(dst []sim.NamedStat) []sim.NamedStat {
	dst = append(dst,
		sim.NamedStat{Name: "splits", Value: d.splits},
		sim.NamedStat{Name: "warps", Value: d.warps},
		sim.NamedStat{Name: "max_splits_per_warp", Value: d.maxPerWarp, Max: true},
		sim.NamedStat{Name: "max_st_occupancy", Value: d.maxST, Max: true},
		sim.NamedStat{Name: "max_rt_occupancy", Value: d.maxRT, Max: true},
		sim.NamedStat{Name: "reconvergences", Value: d.reconv})
	if d.orec {
		dst = append(dst, sim.NamedStat{Name: "early_reconvergences", Value: d.early})
	}
	if d.aware {
		dst = append(dst,
			sim.NamedStat{Name: "timeouts", Value: d.timeouts},
			sim.NamedStat{Name: "st_spills", Value: d.stSpills},
			sim.NamedStat{Name: "st_fills", Value: d.stFills},
			sim.NamedStat{Name: "rt_spills", Value: d.rtSpills},
			sim.NamedStat{Name: "rt_fills", Value: d.rtFills})
	}
	return dst
}

// Describe: the splits (running when schedulable: every ST entry under
// mp, the FIFO head under aware; the others pending), and the threads
// that arrived at each RT entry, waiting for its pending threads.
func (d *multipath) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	p := w.State.(*mpWarp)
	head := true
	for k := range p.st {
		e := &p.st[k]
		if e.mask == 0 {
			continue
		}
		g := sim.ThreadGroup{State: sim.GroupRunning, PC: e.pc, Mask: e.mask}
		if d.aware && !(head && e.mask&w.BarWait == 0) {
			g.State = sim.GroupPending
		}
		if e.mask&w.BarWait == 0 {
			head = false
		}
		dst = append(dst, g)
	}
	for k := range p.wait {
		dst = append(dst, sim.ThreadGroup{State: sim.GroupPending, PC: p.wait[k].pc, Mask: p.wait[k].mask})
	}
	for k := range p.rt {
		r := &p.rt[k]
		if a := r.mask &^ r.pending; r.valid && a != 0 {
			dst = append(dst, sim.ThreadGroup{State: sim.GroupReconverge, PC: r.pc, Mask: a, WaitFor: r.pending})
		}
	}
	return dst
}

// HashState mixes both tables (and, while a timeout timer runs or a fill
// is in flight, the issue count: the state is not repeating while a
// timer advances).
func (d *multipath) HashState(w *sim.Warp, _ uint64, h uint64) uint64 {
	p := w.State.(*mpWarp)
	armed := false
	for _, e := range p.st {
		h = sim.Mix(h, uint64(e.pc)<<32|uint64(e.rpc))
		h = sim.Mix(h, e.mask)
		h = sim.Mix(h, uint64(e.rt)<<32|uint64(e.region))
		h = sim.Mix(h, b2u(e.virtual))
		armed = armed || e.fill != 0
	}
	for _, e := range p.wait {
		h = sim.Mix(h, uint64(e.pc)<<32|uint64(e.rpc))
		h = sim.Mix(h, e.mask)
	}
	for _, r := range p.rt {
		if !r.valid {
			h = sim.Mix(h, 0)
			continue
		}
		h = sim.Mix(h, uint64(r.pc)<<32|uint64(r.rpc))
		h = sim.Mix(h, r.mask)
		h = sim.Mix(h, r.pending^uint64(r.parent)<<1)
		h = sim.Mix(h, b2u(r.virtual))
		armed = armed || d.timeout > 0 && r.since >= 0 && r.mask&^r.pending != 0
	}
	h = sim.Mix(h, uint64(p.rr))
	if armed {
		h = sim.Mix(h, uint64(p.ticks))
	}
	return h
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Depth reports w's valid split-table entries (waiting ones included) and
// reconvergence-table entries now (sim.Depther: a trace's counters).
func (*multipath) Depth(w *sim.Warp, dst []sim.NamedStat) []sim.NamedStat {
	p := w.State.(*mpWarp)
	st, rt := len(p.wait), 0
	for k := range p.st {
		if p.st[k].mask != 0 {
			st++
		}
	}
	for k := range p.rt {
		if p.rt[k].valid {
			rt++
		}
	}
	return append(dst, sim.NamedStat{Name: "st_entries", Value: int64(st)}, sim.NamedStat{Name: "rt_entries", Value: int64(rt)})
}
