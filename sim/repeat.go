// Exact-repeat detection: a state that repeats while memory does not
// change proves that nothing can ever change again.

package sim

import "slices"

// repeatAfter is the number of cycles without progress after which warps
// start hashing their state at backward branches.
const repeatAfter = 1000

// maxSeen bounds the state hashes kept per unit and epoch. A unit whose
// list is full goes on with brent.
const maxSeen = 64

// brent is Brent's cycle detection over a unit's state hashes once its
// list of seen hashes is full: one anchor hash, replaced by the current
// one after 1, 2, 4, 8, … checks. A unit whose states cycle with period
// p after any number of distinct ones meets its anchor within about twice
// (those checks + p) checks, where the list alone would never see the
// repeat (its slots all taken by states before the cycle: a long loop
// without stores before a spin). It adds nothing where the list finds the
// repeat: the list holds the first maxSeen states, so while they reach
// into the cycle it meets a repeat first.
type brent struct {
	h          uint64 // the anchor
	lam, power uint32 // checks since the anchor was set, and until it is replaced
}

// step compares h with the anchor and moves the anchor on; it reports a
// repeat.
func (b *brent) step(h uint64) bool {
	if b.power != 0 && h == b.h {
		return true
	}
	if b.lam++; b.lam >= b.power {
		b.h, b.power, b.lam = h, max(1, 2*b.power), 0
	}
	return false
}

// seenFilter is a Bloom filter over a unit's seen hashes (two bits per
// hash): a hash it does not have was not seen, so the list need not be
// scanned.
type seenFilter [8]uint64

func (f *seenFilter) add(h uint64) {
	f[h>>61] |= 1 << (h >> 55 & 63)
	f[h>>7&7] |= 1 << (h & 63)
}

func (f *seenFilter) has(h uint64) bool {
	return f[h>>61]&(1<<(h>>55&63)) != 0 && f[h>>7&7]&(1<<(h&63)) != 0
}

// threadSeen is a warp's state hashes seen in its repEpoch under
// RepeatThread: for each lane a list of at most maxSeen hashes and its
// filter. The counts and the filters are kept apart from the lists, the
// filters one cache line per lane, so that a check that finds no repeat
// (the common case) reads one line of its lane's besides the counts and
// appends to the list. The filters and the cycle detections are arrays
// of 64 (the most lanes) so that a lane indexes them without a bounds
// check (5 KB a warp, besides the lists' maxSeen words a lane).
type threadSeen struct {
	n     [64]uint8      // n[l]: the hashes in lane l's list
	bloom [64]seenFilter // bloom[l]: of lane l's list
	h     []uint64       // lane l's list: h[l*maxSeen:][:n[l]]
	br    [64]brent      // br[l]: lane l's cycle detection once its list is full
}

// Mix mixes v into the state hash h: the hash of the exact-repeat check,
// into which a mechanism's HashState mixes its state.
func Mix(h, v uint64) uint64 {
	h ^= v
	h *= 0x100000001b3
	h ^= h >> 29
	return h
}

// checkRepeat is called at a taken backward branch of w (lanes: the
// lanes that took it) after repeatAfter cycles without progress. Since
// the last progress no memory changed, so a unit (a warp under
// RepeatWarp, a thread under RepeatThread) whose full state repeats will
// cycle forever unless another one changes memory; when every live unit
// repeats or cannot issue (and no mechanism waits for a timer), nothing
// ever will and the run is deadlocked. A core simulated in parallel
// (parallel.go) checks in its own view of progress, and a repeat ends
// the parallel run.
func (m *machine) checkRepeat(c *core, w *Warp, lanes uint64) {
	if m.caps.Repeat == RepeatNone {
		return
	}
	var rep bool
	if m.caps.Repeat == RepeatThread && lanes != 0 && lanes&(lanes-1) == 0 {
		// One thread (every check under mimd): stateHashes and seenRepeat
		// of lane l without the slice.
		l := trailingZeros(lanes)
		rep = seenLane(w, l, m.laneHash(c, w, l), m.epoch)
	} else {
		m.hashes = m.stateHashes(c, w, lanes, m.hashes[:0])
		rep = m.seenRepeat(w, lanes, m.hashes)
	}
	if rep {
		m.foundRepeat()
	}
}

// foundRepeat is checkRepeat's work once a unit's state repeated: the
// run is deadlocked when every live unit repeats or cannot issue (a
// parallel run ends, the serial one decides).
func (m *machine) foundRepeat() {
	if m.par != nil {
		m.par.abort, m.parWhy = true, "a repeat check found a repeated state"
		return
	}
	m.repeated = m.allRepeat()
	m.mayStop = m.mayStop || m.repeated
}

// stateHashes appends the state hashes the repeat check compares: the
// full state of w under RepeatWarp (registers, stack pointers, private
// memory, live and barrier masks, mechanism state), one per lane of lanes
// under RepeatThread (the thread's registers, stack pointer, private
// memory and mechanism state).
func (m *machine) stateHashes(c *core, w *Warp, lanes uint64, dst []uint64) []uint64 {
	if m.caps.Repeat == RepeatWarp {
		h := uint64(0xcbf29ce484222325)
		h = Mix(h, w.Live)
		h = Mix(h, w.BarWait)
		h = m.regsHash(w, h)
		// Private memory: each lane's incremental hash (privhash.go), in
		// lane order — O(lanes), not O(private bytes).
		for _, ph := range w.ph {
			h = Mix(h, ph)
		}
		return append(dst, c.base.HashState(w, w.Live, h))
	}
	if w.lanes == nil && lanes&(lanes-1) != 0 {
		return m.laneHashes(c, w, lanes, dst)
	}
	for ; lanes != 0; lanes &= lanes - 1 {
		dst = append(dst, m.laneHash(c, w, trailingZeros(lanes)))
	}
	return dst
}

// regsHash mixes into h the registers (a row of the lanes' values per
// register, in register order) and then the stack pointers of w, each row
// by its own hash, mixWords(rowSeed, row). A register-major warp keeps
// the row hashes (rowHashes) and hashes again only the rows of registers
// defined since the last check (w.rowDirty, which noteDef marks at every
// instruction's def: every register write is one): between two checks a
// loop writes few of a kernel's registers. (A dirty row is hashed
// without comparing it with the row hashed last: in a loop that makes
// no progress most dirty rows changed, and keeping the rows to compare
// cost a copy of each.) Which rows were reused does not change the
// result. Under checkRows (tests) it keeps the registers of the last
// check and records a clean row that differs from them (rowMisses).
func (m *machine) regsHash(w *Warp, h uint64) uint64 {
	ws := m.cfg.WarpSize
	if w.ls != 1 {
		// Lane-major (one-thread issues): gather each row.
		var row [64]uint64
		for r := 0; r < m.numRegs; r++ {
			for l := 0; l < ws; l++ {
				row[l] = w.regs[r*w.rs+l*w.ls]
			}
			h = Mix(h, mixWords(rowSeed, row[:ws]))
		}
		return Mix(h, mixWords(rowSeed, w.sp))
	}
	rh := w.rows
	fresh := rh == nil
	if m.checkRows && !fresh {
		m.rowChecks++
	}
	if fresh {
		rh = &rowHashes{sp: make([]uint64, len(w.sp)), h: make([]uint64, m.numRegs)}
		w.rows = rh
	}
	n := w.rs
	if fresh {
		for r, off := 0, 0; r < len(rh.h); r, off = r+1, off+n {
			rh.h[r] = mixWords(rowSeed, w.regs[off:off+n])
		}
	} else {
		if m.checkRows {
			for r, off := 0, 0; r < len(rh.h); r, off = r+1, off+n {
				if w.rowDirty[r>>6]>>(r&63)&1 == 0 && !sameWords(w.regs[off:off+n], rh.regs[off:off+n]) {
					m.rowMisses = append(m.rowMisses, rowMiss{warp: w.ID, reg: r, t: m.t})
				}
			}
		}
		// The dirty rows (a few of the kernel's registers), then the
		// row hashes in register order, in a loop without calls.
		for i, bs := range w.rowDirty {
			for ; bs != 0; bs &= bs - 1 {
				r := i<<6 + trailingZeros(bs)
				off := r * n
				rh.h[r] = mixWords(rowSeed, w.regs[off:off+n])
			}
		}
	}
	if m.checkRows {
		rh.regs = append(rh.regs[:0], w.regs...)
	}
	for _, rhh := range rh.h {
		h = Mix(h, rhh)
	}
	clear(w.rowDirty)
	if fresh || !sameWords(w.sp, rh.sp) {
		rh.sp = append(rh.sp[:0], w.sp...)
		rh.spH = mixWords(rowSeed, w.sp)
	}
	return Mix(h, rh.spH)
}

// rowHashes is what regsHash keeps of a register-major warp: the row
// hashes of the registers it hashed last (h[r] = mixWords(rowSeed,
// register r's row)), the stack pointers and their hash spH, and under
// checkRows the registers.
type rowHashes struct {
	regs, sp []uint64
	h        []uint64
	spH      uint64
}

// sameWords reports whether a and b hold the same words: for the
// common warp sizes one comparison of the rows as arrays (the runtime's
// vectorized memequal).
func sameWords(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	switch len(a) {
	case 32:
		return *(*[32]uint64)(a) == *(*[32]uint64)(b)
	case 64:
		return *(*[64]uint64)(a) == *(*[64]uint64)(b)
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// rowSeed starts the hash of a row of words (regsHash).
const rowSeed = 0x6a09e667f3bcc908

// The seeds of mixWords' chains 1 … 3 (chain 0 continues the hash).
const (
	chain1 = 0x84222325cbf29ce4
	chain2 = 0x9ae16a3b2f90404f
	chain3 = 0xc3a5c85c97cb3127
)

// mixWords mixes the words ws into h: word j into chain j%4, chain 0
// starting from h, the chains joined at the end. Four independent chains
// of dependent multiplies take about a quarter of one chain's latency,
// and the unrolled loop fewer instructions per word: a warp's registers
// are hashed at every backward branch once the run makes no progress
// (non-divergent loops without stores feel it). The hashes are only
// compared with each other.
func mixWords(h uint64, ws []uint64) uint64 {
	h0, h1, h2, h3 := h, uint64(chain1), uint64(chain2), uint64(chain3)
	i := 0
	if len(ws) == 32 {
		// A row of the common warp size, without bounds checks.
		q := (*[32]uint64)(ws)
		for k := 0; k <= 28; k += 4 {
			h0 = Mix(h0, q[k])
			h1 = Mix(h1, q[k+1])
			h2 = Mix(h2, q[k+2])
			h3 = Mix(h3, q[k+3])
		}
		return Mix(Mix(Mix(h0, h1), h2), h3)
	}
	for ; i+3 < len(ws); i += 4 {
		h0 = Mix(h0, ws[i])
		h1 = Mix(h1, ws[i+1])
		h2 = Mix(h2, ws[i+2])
		h3 = Mix(h3, ws[i+3])
	}
	for i, v := range ws[i:] {
		switch i {
		case 0:
			h0 = Mix(h0, v)
		case 1:
			h1 = Mix(h1, v)
		default:
			h2 = Mix(h2, v)
		}
	}
	return Mix(Mix(Mix(h0, h1), h2), h3)
}

// laneHashes appends laneHash of each lane of lanes (in lane order) of
// a register-major warp, computed register by register for all the
// lanes at once: the same values.
func (m *machine) laneHashes(c *core, w *Warp, lanes uint64, dst []uint64) []uint64 {
	h0, h1 := &m.hash0, &m.hash1
	for mm := lanes; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		h0[l], h1[l] = 0xcbf29ce484222325, 0x84222325cbf29ce4
	}
	n, nregs := w.rs, m.numRegs
	r := 0
	for ; r+1 < nregs; r += 2 {
		a, b := w.regs[r*n:][:n], w.regs[(r+1)*n:][:n]
		for mm := lanes; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			h0[l] = Mix(h0[l], a[l])
			h1[l] = Mix(h1[l], b[l])
		}
	}
	if r < nregs {
		a := w.regs[r*n:][:n]
		for mm := lanes; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			h0[l] = Mix(h0[l], a[l])
		}
	}
	for mm := lanes; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		hm := c.base.HashState(w, uint64(1)<<uint(l&63), 0x9ae16a3b2f90404f)
		h := Mix(Mix(h0[l], Mix(h1[l], w.sp[l])), hm)
		if w.ph != nil {
			h = Mix(h, w.ph[l])
		}
		dst = append(dst, h)
	}
	return dst
}

// laneHash is the state hash of lane l of w under RepeatThread: its
// registers, stack pointer, private memory and mechanism state.
func (m *machine) laneHash(c *core, w *Warp, l int) uint64 {
	// Independent chains joined at the end (the mechanism's state, the
	// even registers, the odd registers and the stack pointer): about a
	// third of the latency of one chain of dependent multiplies, which a
	// check at every backward branch of every thread (mimd) feels. The
	// hashes are only compared with each other.
	hm := c.base.HashState(w, uint64(1)<<uint(l&63), 0x9ae16a3b2f90404f)
	h0, h1 := uint64(0xcbf29ce484222325), uint64(0x84222325cbf29ce4)
	nregs := m.numRegs // len(w.regs) / WarpSize, without a division
	if w.rs == 1 {
		// Lane-major (one-thread issues): the lane's registers are
		// contiguous. Four registers a turn, each chain taking its
		// two in order (the values of two a turn, with fewer loop
		// tests), by index (no bounds checks, where re-slicing regs
		// cost a turn five instructions), then the last one to three.
		b := l * w.ls
		regs := w.regs[b : b+nregs]
		i := 0
		for ; i < len(regs)-3; i += 4 {
			h0 = Mix(Mix(h0, regs[i]), regs[i+2])
			h1 = Mix(Mix(h1, regs[i+1]), regs[i+3])
		}
		if rest := regs[i:]; len(rest) >= 2 {
			h0 = Mix(h0, rest[0])
			h1 = Mix(h1, rest[1])
			if len(rest) == 3 {
				h0 = Mix(h0, rest[2])
			}
		} else if len(rest) == 1 {
			h0 = Mix(h0, rest[0])
		}
	} else {
		r, i := 0, l*w.ls
		for ; r+1 < nregs; r, i = r+2, i+2*w.rs {
			h0 = Mix(h0, w.regs[i])
			h1 = Mix(h1, w.regs[i+w.rs])
		}
		if r < nregs {
			h0 = Mix(h0, w.regs[i])
		}
	}
	h := Mix(Mix(h0, Mix(h1, w.sp[l])), hm)
	if w.ph == nil {
		return h
	}
	return Mix(h, w.ph[l])
}

// seenRepeat records the hashes hs of w (stateHashes of lanes) as seen in
// epoch m.epoch and reports whether a unit's state repeated, so that
// every unit must be checked (allRepeat).
func (m *machine) seenRepeat(w *Warp, lanes uint64, hs []uint64) bool {
	return seenRepeatIn(m.caps.Repeat, w, lanes, hs, m.epoch)
}

// seenRepeatIn is seenRepeat in epoch epoch under unit unit. It changes
// only w.
func seenRepeatIn(unit RepeatUnit, w *Warp, lanes uint64, hs []uint64, epoch int64) bool {
	if unit == RepeatWarp {
		if w.repEpoch != epoch {
			w.repEpoch, w.seen, w.repeating = epoch, w.seen[:0], false
		}
		if len(w.seen) == 0 {
			w.bloom = seenFilter{}
		}
		h := hs[0]
		if w.bloom.has(h) {
			for _, x := range w.seen {
				if x == h {
					w.repeating = true
					break
				}
			}
		}
		switch {
		case w.repeating:
		case len(w.seen) < maxSeen:
			w.seen = append(w.seen, h)
			w.bloom.add(h)
			if len(w.seen) == maxSeen {
				w.brent = brent{}
			}
		default:
			w.repeating = w.brent.step(h)
		}
		return w.repeating
	}
	any := false
	for i := 0; lanes != 0; lanes &= lanes - 1 {
		if seenLane(w, trailingZeros(lanes), hs[i], epoch) {
			any = true
		}
		i++
	}
	return any
}

// seenLane is seenRepeatIn under RepeatThread for lane l of w with hash
// h: it records h and reports whether the lane's state repeated.
func seenLane(w *Warp, l int, h uint64, epoch int64) bool {
	ts := w.tseen
	if ts == nil {
		ts = &threadSeen{h: make([]uint64, w.Size*maxSeen)}
		w.tseen = ts
	}
	if w.repEpoch != epoch {
		w.repEpoch, w.trep = epoch, 0
		ts.n = [64]uint8{}
	}
	l &= 63 // (a lane: below w.Size)
	n := int(ts.n[l])
	bloom := &ts.bloom[l]
	if n == 0 {
		*bloom = seenFilter{}
	} else if bloom.has(h) && slices.Contains(ts.h[l*maxSeen:l*maxSeen+n], h) {
		// (The list is read only when the filter may have h: a
		// check that finds no repeat, the common case, reads the
		// filter and writes one word of the list.)
		w.trep |= 1 << uint(l)
		return true
	}
	if n < maxSeen {
		ts.h[l*maxSeen+n] = h
		ts.n[l]++
		bloom.add(h)
		if n+1 == maxSeen {
			ts.br[l] = brent{}
		}
		return false
	}
	if ts.br[l].step(h) {
		w.trep |= 1 << uint(l)
		return true
	}
	return false
}

// allRepeat reports whether every live unit of every core repeats its
// state in the current epoch or cannot issue, and no warp waits for a
// wake-up.
func (m *machine) allRepeat() bool {
	for _, c := range m.cores {
		for _, x := range c.warps {
			if x.Live == 0 {
				continue
			}
			if x.wake > m.t {
				return false
			}
			if m.caps.Repeat == RepeatWarp && x.repEpoch == m.epoch && x.repeating {
				continue
			}
			var rep uint64
			if m.caps.Repeat == RepeatThread && x.repEpoch == m.epoch {
				rep = x.trep
			}
			if m.issuable(c, x)&^rep != 0 {
				return false
			}
		}
	}
	return true
}

// issuable returns the lanes of w that some offered split or issue
// contains (they can issue once their operands are ready).
func (m *machine) issuable(c *core, w *Warp) uint64 {
	var lanes uint64
	if c.cmech != nil {
		m.issues = c.cmech.Issues(c.warps, m.t, m.issues[:0])
		for i := range m.issues {
			is := &m.issues[i]
			if _, ok := m.issueReady(is); !ok {
				continue
			}
			for _, p := range is.Parts {
				if p.W == w {
					lanes |= p.Mask
				}
			}
		}
		return lanes
	}
	if _, _, ok := m.readyAt(c, w); !ok {
		return 0
	}
	if w.lanes != nil && w.laneFast {
		mask, _ := c.laneSplits(w)
		return mask &^ w.BarWait
	}
	for _, sp := range w.cache {
		if sp.Mask&w.BarWait == 0 {
			lanes |= sp.Mask
		}
	}
	return lanes
}
