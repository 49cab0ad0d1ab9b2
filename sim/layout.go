// Launch and memory layout: decoding the code, allocating global, shared
// and private memory, filling the parameter block, dispatching blocks to
// cores and retiring them.

package sim

import (
	"fmt"

	"github.com/simtc/simtc/internal/cfmt"
	"github.com/simtc/simtc/sim/isa"
)

// setup decodes the code, allocates memory and fills the parameter block.
func (m *machine) setup(binds []binding, res *Result) error {
	m.code = make([]decoded, len(m.obj.Code))
	m.pfmts = make([]*cfmt.Format, len(m.obj.Printfs))
	for i, p := range m.obj.Printfs {
		f, err := cfmt.Parse(p.Format)
		if err != nil {
			return fmt.Errorf("printf format %d: %w", i, err)
		}
		m.pfmts[i] = f
	}
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
		d.mem = d.unit == isa.UnitMem
		d.before = in.Op == isa.OpCBra || in.Op == isa.OpBrx || IsWarpOp(in.Op)
		d.alu = aluOp(in.Op)
		d.laneOp = d.alu || in.Op == isa.OpBra || in.Op == isa.OpCBra
		if d.alu {
			d.setRows(m.cfg.WarpSize)
		}
		d.lat, d.gap = m.cfg.ALULatency, 1
		if d.unit == isa.UnitSFU {
			d.lat = m.cfg.SFULatency
		}
		if d.unit == isa.UnitCtrl {
			d.gap = int64(m.cfg.CtrlLatency)
		}
		if (in.Op == isa.OpAtom || in.Op == isa.OpCas) && (in.Space == isa.SpaceGlobal || in.Space == isa.SpaceGeneric) {
			m.atomicsGlobal = true
		}
	}
	for i := range len(m.code) - 1 {
		d, br := &m.code[i], &m.code[i+1].in
		d.nzNext = d.rowsOK && (d.in.Op == isa.OpICmp || d.in.Op == isa.OpAnd) && br.Op == isa.OpCBra && br.A == d.in.Dst
		if next := &m.code[i+1]; d.hasDef {
			for _, r := range next.uses[:next.nuses] {
				d.depNext = d.depNext || r == d.def
			}
		}
	}
	m.lane = laneTable(m.code, m.numRegs)
	m.params = make([]byte, m.kern.ParamSize)
	m.sharedSize = int(m.kern.SharedSize)
	static, dynamic := m.sharedSize, m.dynShared
	if dynamic > 0 {
		m.sharedSize = (m.sharedSize+15)&^15 + dynamic
	}
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
			base := m.global.Alloc(a.Name, uint64(len(a.Data)), 256, a.Data, false)
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
		if dynamic > 0 || m.sharedSize > static {
			err := fmt.Errorf("a block needs %d bytes of shared memory (%d static, %d dynamic (shared-bytes), the rest __local arguments and alignment); a core has %d", m.sharedSize, static, dynamic, m.cfg.SharedPerCore)
			if 2*dynamic >= m.sharedSize {
				return &LaunchFieldError{Field: "shared-bytes", Err: err}
			}
			return err
		}
		return fmt.Errorf("a block needs %d bytes of shared memory; a core has %d", m.sharedSize, m.cfg.SharedPerCore)
	}
	for _, g := range m.obj.Globals {
		m.globalAddr = append(m.globalAddr, m.global.Alloc(g.Name, g.Size, uint64(g.Align), g.Init, g.Space == isa.SpaceConst))
	}
	m.privSize = int(uint64(m.kern.PrivateSize) + uint64(m.kern.StackSize)) // 64-bit: the sum of two 32-bit sizes
	if m.privSize > privEager {
		m.zero = make([]byte, privPageSize) // read-only: what an unwritten private page reads
	}
	// Result buffers alias global memory; they are copied at the end.
	for _, b := range bufs {
		res.Buffers = append(res.Buffers, Buffer{Name: b.name, Type: b.t})
	}
	m.branch = make([]BranchStat, len(m.code))
	for i := 0; i < m.cfg.Cores; i++ {
		c := &core{id: i, mc: m.hier.Core(i), hwUsed: make([]bool, m.cfg.WarpsPerCore)}
		if m.cfg.Schedulers > 1 && m.mi.NewCore == nil {
			c.units = make([]issuer, m.cfg.Schedulers)
		}
		if m.mi.NewCore != nil {
			c.cmech = m.mi.NewCore(&m.cfg, m.obj, m.mparams)
			c.base = c.cmech
		} else {
			c.mech = m.mi.New(&m.cfg, m.obj, m.mparams)
			c.base = c.mech
			if tk, ok := c.mech.(TopKeeper); ok && tk.KeepsTop() {
				c.topFast = true
			}
			if ls, ok := c.mech.(LaneSplitter); ok {
				// A stack offers no one-thread splits.
				c.topFast = false
				if m.laneSB {
					c.lanes = ls
					c.laneIssue = m.arbLRR && m.cfg.IssueWidth == 1
				}
			}
			c.topGTO = c.topFast && m.arbGTO && m.pcArb == nil && m.cfg.IssueWidth == 1
		}
		m.cores = append(m.cores, c)
	}
	// The most blocks one dispatch places: room for every core.
	m.placed = make([]placement, 0, min(m.grid, m.cfg.Cores*m.cfg.BlocksPerCore))
	return nil
}

// dispatch places pending blocks on cores with room, lowest core first,
// and launches them.
func (m *machine) dispatch() {
	if m.par != nil {
		m.par.dispatch(m)
		return
	}
	for _, b := range m.place() {
		m.launchBlock(b)
	}
}

// placement is a block that a dispatch placed on a core, for launchBlock:
// the block, the age of its first warp, and the cycle of the dispatch.
type placement struct {
	c       *core
	id, age int
	at      int64
	issue   int64 // the first cycle its warps can issue at
}

// place is the dispatch's decision, without the launches: it places the
// pending blocks on the cores with room in rounds over the cores in
// order, lowest core first, until every block is placed or no core has
// room, and returns the placements in order (in m.placed, reused). It
// moves on everything later dispatches read — the next pending block,
// the next age, each core's room (hasRoom) — so that the launches can be
// made later, by another goroutine (the parallel run launches each core's
// blocks on the goroutine that runs the core, parallel.go).
func (m *machine) place() []placement {
	m.placed = m.placed[:0]
	for m.pending < m.grid {
		placed := false
		for _, c := range m.cores {
			if m.placeOn(c) {
				placed = true
			}
		}
		if !placed {
			break
		}
	}
	return m.placed
}

// placeOn places the next pending block on c if there is one and c has
// room for it, appending it to m.placed; it reports whether it did.
func (m *machine) placeOn(c *core) bool {
	if m.pending >= m.grid || !m.hasRoom(c) {
		return false
	}
	// A block placed during a cycle issues from the next one when the core
	// issues more than once per cycle: then the issues of its cycle never
	// depend on where in the cycle the block came (the parallel run places
	// it at the cycle's end, parallel.go).
	m.placed = append(m.placed, placement{c: c, id: m.pending, age: m.ages, at: m.t, issue: m.t + m.dispatchDelay})
	m.pending++
	m.ages += m.warpsPerBlock
	c.blocks++
	c.shared += m.sharedSize
	return true
}

// startRun is called once the first blocks are placed, before the first
// cycle: from now on a block placed during a cycle on a core that issues
// several instructions per cycle waits for the next (placeOn).
func (m *machine) startRun() {
	if m.cfg.Schedulers*m.cfg.IssueWidth > 1 {
		m.dispatchDelay = 1
	}
}

// hasRoom reports whether c can take one more block. A block holds its
// warp slots, like its shared memory, until it retires (as GPUs and
// GPGPU-Sim allocate them per block), so a core's room changes only when
// one of its blocks retires, which dispatches.
func (m *machine) hasRoom(c *core) bool {
	return c.blocks < m.cfg.BlocksPerCore && (c.blocks+1)*m.warpsPerBlock <= m.cfg.WarpsPerCore && c.shared+m.sharedSize <= m.cfg.SharedPerCore
}

// launchBlock makes the warps of a block that place placed (its room is
// already taken) on its core. It touches only the core and counts the
// warps and threads in m.st: the parallel run calls it for the core's
// sub-machine.
func (m *machine) launchBlock(pl placement) {
	c, id, age := pl.c, pl.id, pl.age
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
			regs:  newRegs(nregs, ws), // with row64's slack
			sp:    make([]uint64, ws),
			ready: make([]int64, nregs),
			age:   age,
			rs:    ws,
			ls:    1,
		}
		age++
		m.initPriv(w, ws)
		if m.caps.Repeat != RepeatNone && m.privSize > 0 {
			w.ph = make([]uint64, ws)
		}
		if m.laneSB {
			w.ready = make([]int64, nregs*ws)
		}
		if c.lanes != nil {
			w.lanes = &laneReady{}
			// One thread issues at a time: its registers and their ready
			// cycles together.
			w.rs, w.ls = 1, nregs
		} else if m.laneSB {
			// Every register is ready at 0 in every lane.
			w.uni, w.uval = make([]uint64, nregs/64+1), make([]int64, nregs)
			for i := range w.uni {
				w.uni[i] = ^uint64(0)
			}
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
		w.nextIssue = pl.issue
		w.lastIssue = pl.at
		w.rowDirty = make([]uint64, nregs/64+1)
		for w.hw = 0; c.hwUsed[w.hw]; w.hw++ {
		}
		c.hwUsed[w.hw] = true
		w.unit = &c.issuer
		w.slot = len(c.warps)
		w.uslot = w.slot
		if c.units != nil {
			w.unit = &c.units[w.hw%len(c.units)]
			w.uslot = len(w.unit.warps)
			w.unit.warps = append(w.unit.warps, w)
			w.unit.stallUntil = 0
		}
		c.base.Start(w, m.kern.PC)
		b.warps = append(b.warps, w)
		c.warps = append(c.warps, w)
		m.st.Warps++
	}
	c.forgetStalls()
	if c.units != nil {
		m.unitsNext(c)
	}
	b.liveWarps = len(b.warps)
	m.st.Threads += m.blockDim
}

// retire removes a finished warp; a finished block frees its core's
// resources and pending blocks are dispatched.
func (m *machine) retire(c *core, w *Warp) {
	i := w.slot
	if i >= len(c.warps) || c.warps[i] != w {
		panic(fmt.Sprintf("sim: retire: warp %d is not at its slot %d of core %d", w.ID, i, c.id))
	}
	c.warps = append(c.warps[:i], c.warps[i+1:]...)
	if u := w.unit; u != &c.issuer {
		for ; i < len(c.warps); i++ {
			c.warps[i].slot = i
		}
		j := w.uslot
		if j >= len(u.warps) || u.warps[j] != w {
			panic(fmt.Sprintf("sim: retire: warp %d is not at its slot %d of its scheduler", w.ID, j))
		}
		u.warps = append(u.warps[:j], u.warps[j+1:]...)
		for ; j < len(u.warps); j++ {
			u.warps[j].uslot = j
		}
	} else {
		for ; i < len(c.warps); i++ {
			c.warps[i].slot, c.warps[i].uslot = i, i
		}
	}
	c.forgetStalls()
	b := w.blk
	b.retired++
	if b.retired < len(b.warps) {
		return // the block keeps its warp slots until its last warp retires
	}
	for _, x := range b.warps {
		c.hwUsed[x.hw] = false
	}
	c.blocks--
	c.shared -= m.sharedSize
	m.done++
	m.mayStop = m.mayStop || m.done == m.grid
	m.dispatch()
}
