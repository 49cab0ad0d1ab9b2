// Exact-repeat detection: a state that repeats while memory does not
// change proves that nothing can ever change again.

package sim

// repeatAfter is the number of cycles without progress after which warps
// start hashing their state at backward branches.
const repeatAfter = 1000

// maxSeen bounds the state hashes kept per warp.
const maxSeen = 64

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

// laneSeen is one thread's hashes seen in its warp's repEpoch
// (RepeatThread): the list and its filter together.
type laneSeen struct {
	bloom seenFilter
	n     int
	h     [maxSeen]uint64
}

func mix(h, v uint64) uint64 {
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
// (parallel.go) only records the hashes; they are checked in the serial
// order at the end of the window.
func (m *machine) checkRepeat(c *core, w *Warp, lanes uint64) {
	if m.caps.Repeat == RepeatNone {
		return
	}
	if m.par != nil {
		m.par.recordRepeat(m, c, w, lanes)
		return
	}
	m.hashes = m.stateHashes(c, w, lanes, m.hashes[:0])
	if m.seenRepeat(w, lanes, m.hashes) {
		m.repeated = m.allRepeat()
	}
}

// stateHashes appends the state hashes the repeat check compares: the
// full state of w under RepeatWarp (registers, stack pointers, private
// memory, live and barrier masks, mechanism state), one per lane of lanes
// under RepeatThread (the thread's registers, stack pointer, private
// memory and mechanism state).
func (m *machine) stateHashes(c *core, w *Warp, lanes uint64, dst []uint64) []uint64 {
	if m.caps.Repeat == RepeatWarp {
		h := uint64(0xcbf29ce484222325)
		h = mix(h, w.Live)
		h = mix(h, w.BarWait)
		if w.ls == 1 {
			for _, r := range w.regs {
				h = mix(h, r)
			}
		} else {
			// The same order as register-major: registers, then lanes.
			for r := 0; r < w.ls; r++ {
				for l := 0; l < m.cfg.WarpSize; l++ {
					h = mix(h, w.regs[r+l*w.ls])
				}
			}
		}
		for _, sp := range w.sp {
			h = mix(h, sp)
		}
		for _, b := range w.priv {
			h = mix(h, uint64(b))
		}
		return append(dst, c.base.HashState(w, w.Live, h))
	}
	nregs := m.numRegs // len(w.regs) / WarpSize, without a division
	for ; lanes != 0; lanes &= lanes - 1 {
		l := trailingZeros(lanes)
		h := uint64(0xcbf29ce484222325)
		for r, i := 0, l*w.ls; r < nregs; r, i = r+1, i+w.rs {
			h = mix(h, w.regs[i])
		}
		h = mix(h, w.sp[l])
		for _, b := range w.priv[l*m.privSize : (l+1)*m.privSize] {
			h = mix(h, uint64(b))
		}
		dst = append(dst, c.base.HashState(w, 1<<uint(l), h))
	}
	return dst
}

// seenRepeat records the hashes hs of w (stateHashes of lanes) as seen in
// epoch m.epoch and reports whether a unit's state repeated, so that
// every unit must be checked (allRepeat).
func (m *machine) seenRepeat(w *Warp, lanes uint64, hs []uint64) bool {
	return seenRepeatIn(m.caps.Repeat, w, lanes, hs, m.epoch)
}

// seenRepeatIn is seenRepeat in epoch epoch under unit unit. It changes
// only w (so the warps of different cores can be checked in parallel).
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
		if !w.repeating && len(w.seen) < maxSeen {
			w.seen = append(w.seen, h)
			w.bloom.add(h)
		}
		return w.repeating
	}
	if w.repEpoch != epoch {
		w.repEpoch, w.trep = epoch, 0
		for l := range w.tseen {
			w.tseen[l].n = 0
		}
	}
	if w.tseen == nil {
		w.tseen = make([]laneSeen, w.Size)
	}
	any := false
	for i := 0; lanes != 0; lanes &= lanes - 1 {
		l := trailingZeros(lanes)
		h := hs[i]
		i++
		ls := &w.tseen[l]
		if ls.n == 0 {
			ls.bloom = seenFilter{}
		}
		rep := false
		if ls.bloom.has(h) {
			for _, x := range ls.h[:ls.n] {
				if x == h {
					rep = true
					break
				}
			}
		}
		if rep {
			w.trep |= 1 << uint(l)
			any = true
		} else if ls.n < maxSeen {
			ls.h[ls.n] = h
			ls.n++
			ls.bloom.add(h)
		}
	}
	return any
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
		mask, _, _, _ := c.lanes.LaneSplits(w)
		return mask &^ w.BarWait
	}
	for _, sp := range w.cache {
		if sp.Mask&w.BarWait == 0 {
			lanes |= sp.Mask
		}
	}
	return lanes
}
