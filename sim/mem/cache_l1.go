package mem

import "math/bits"

// The L1 data cache of a core: global loads and stores (atomics bypass
// it). Private to the core, so exact: no epochs involved.

// l1Load times one load transaction entering the L1 at cycle t (the port
// is free). It returns the cycle its data is back and the cycle the port
// went on with it (later than t after a reservation fail).
func (c *Core) l1Load(t int64, x txn) (done, at int64) {
	h := c.h
	a := &c.l1
	st := &c.stats
	st.L1Accesses++
	line := x.addr >> a.lineShift
	mask := a.sectorMask(x.addr, x.size)
	slot := a.find(line)
	pendingAt := int64(absent)
	missing := mask
	if slot >= 0 {
		var ready int64
		missing, ready = a.state(slot, mask)
		a.use(slot)
		if missing == 0 {
			if ready <= t {
				st.L1Hits++
				return t + h.l1lat, t
			}
			if c.merge(slot, mask) {
				st.L1PendingHits++
				return max(ready, t+h.l1lat), t
			}
			// The MSHR takes no more requests: stall until the fill,
			// then hit.
			st.L1ReservationFails++
			st.L1StallCycles += ready - t
			st.L1Hits++
			return ready + h.l1lat, ready
		}
		// Some sectors present, some not: a sector miss; the present ones
		// may still be in flight.
		st.L1SectorMisses++
		pendingAt = ready
	}
	st.L1Misses++

	// An MSHR.
	if free := c.mshr.acquire(t); free > t {
		st.L1ReservationFails++
		st.L1StallCycles += free - t
		t = free
	}
	// A line (allocate on miss: a set whose lines are all in flight
	// stalls; allocate on fill does without).
	if slot < 0 {
		for {
			v, wait := a.victim(line, t)
			if v >= 0 {
				c.evictL1(v, t)
				a.install(v, line)
				slot = v
				break
			}
			if h.cfg.L1.AllocOnFill {
				break
			}
			st.L1ReservationFails++
			st.L1StallCycles += wait - t
			t = wait
		}
	}
	// Fetch the line, or the missing sectors.
	addr, n := line<<a.lineShift, a.lineBytes()
	if a.spl > 1 {
		addr, n = x.addr, bits.OnesCount8(missing)*sectorSize
	}
	back := c.lower(t+h.l1lat, addr, n, kindRead)
	if slot >= 0 {
		a.setReady(slot, missing, back)
	}
	c.mshr.hold(back)
	st.Fetches++
	st.FetchLatencySum += back - t
	return max(back, pendingAt), t
}

// merge merges a request into the pending miss of the sectors mask of slot
// if its MSHR takes one more.
func (c *Core) merge(slot int, mask uint8) bool {
	a := &c.l1
	lim := uint16(c.h.cfg.L1.MSHRMerge)
	for s := 0; s < a.spl; s++ {
		if mask>>s&1 != 0 && a.merges[slot*a.spl+s] >= lim {
			return false
		}
	}
	for s := 0; s < a.spl; s++ {
		if mask>>s&1 != 0 {
			a.merges[slot*a.spl+s]++
		}
	}
	return true
}

// evictL1 empties slot before a new line goes in at cycle t, writing it
// back if dirty (a write-back L1).
func (c *Core) evictL1(slot int, t int64) {
	a := &c.l1
	if a.tag[slot] == 0 {
		return
	}
	c.stats.L1Evictions++
	if d := a.dirty[slot]; d != 0 {
		c.stats.L1Writebacks++
		line := a.tag[slot] - 1
		n := a.lineBytes()
		if a.spl > 1 {
			n = bits.OnesCount8(d) * sectorSize
		}
		c.lower(t+c.h.l1lat, line<<a.lineShift, n, kindWrite)
	}
}

// l1Store passes one store transaction through the L1 at cycle t, by the
// write policy (write-back for private memory, local), and returns the
// cycle the port went on with it.
func (c *Core) l1Store(t int64, x txn, local bool) int64 {
	h := c.h
	a := &c.l1
	st := &c.stats
	st.L1Writes++
	line := x.addr >> a.lineShift
	mask := a.sectorMask(x.addr, x.size)
	slot := a.find(line)
	if slot >= 0 {
		st.L1WriteHits++
	}
	policy := h.cfg.L1.Write
	if local {
		policy = WriteBack
	}
	switch policy {
	case WriteEvict, ReadOnly:
		if slot >= 0 {
			if p, _ := a.pending(slot, t); !p {
				a.invalidate(slot)
			}
		}
	case WriteThrough:
		if slot >= 0 {
			a.use(slot)
		}
	case WriteBack:
		if slot < 0 && h.cfg.L1.WriteAllocate != NoWriteAllocate {
			for {
				v, wait := a.victim(line, t)
				if v >= 0 {
					c.evictL1(v, t)
					a.install(v, line)
					slot = v
					break
				}
				st.L1ReservationFails++
				st.L1StallCycles += wait - t
				t = wait
			}
			if h.cfg.L1.WriteAllocate == WriteAllocateFetch {
				addr, n, fetched := line<<a.lineShift, a.lineBytes(), uint8(1)
				if a.spl > 1 {
					addr, n, fetched = x.addr, bits.OnesCount8(mask)*sectorSize, mask
				}
				a.setReady(slot, fetched, c.lower(t+h.l1lat, addr, n, kindRead))
			}
		}
		if slot >= 0 {
			a.use(slot)
			missing, _ := a.state(slot, mask)
			a.setReady(slot, missing, t)
			a.dirty[slot] |= mask
			return t
		}
	}
	c.lower(t+h.l1lat, x.addr, x.size, kindWrite)
	return t
}
