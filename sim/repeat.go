// Exact-repeat detection: a state that repeats while memory does not
// change proves that nothing can ever change again.

package sim

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
