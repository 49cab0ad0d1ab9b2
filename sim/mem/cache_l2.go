package mem

import "math/bits"

// The shared L2 and DRAM, from the two sides of an epoch (hierarchy.go):
// a core's view during the epoch (Core.lower: read-only shared state plus
// its own overlay and channel copies, logging every request), and the
// replay at the epoch's end (Hierarchy.replay: the shared state itself).
// Both follow the same rules:
//
//   - a request takes its L2 bank's port for ceil(bytes/PortBytes) cycles;
//   - a hit (all its sectors present) is back L2.Latency after the port; a
//     hit on sectors in flight when their fill arrives (a pending hit);
//   - a load or atomic miss fetches the line (the missing sectors of a
//     sectored L2) from DRAM, arriving there L2.Latency after the port;
//     the data is back when DRAM is done;
//   - a store miss allocates (write-allocate, fetching the line first for
//     WriteAllocateFetch) or goes to DRAM (no write-allocate); a
//     write-back L2 dirties the line and writes dirty victims to DRAM, a
//     write-through one writes every store to DRAM too;
//   - without an L2, every request goes to DRAM (an atomic as a read and
//     then a write).

// l2Port is the cycles a request of n bytes holds an L2 bank's port.
func (h *Hierarchy) l2Port(n int) int64 {
	return portCycles(n, h.cfg.L2.PortBytes, h.cfg.L2.LineSize)
}

// channel returns the core's copy of channel ch for this epoch.
func (c *Core) channel(ch int) *channel {
	if g := c.h.gen + 1; c.chanGen[ch] != g {
		c.chans[ch].copyFrom(&c.h.chans[ch])
		if c.h.rows != nil {
			c.chans[ch].predict = &c.h.rows[ch].delay
		}
		c.chanGen[ch] = g
	}
	return &c.chans[ch]
}

// lower sends a request of n bytes at addr, arriving at cycle a, to the
// shared levels and returns the cycle its data is back (a store's value is
// not used).
func (c *Core) lower(a int64, addr uint64, n int, kind uint8) int64 {
	h := c.h
	write := kind == kindWrite
	if !h.shared {
		// No L2 and a stateless DRAM: exact, counted here.
		return h.dt.access(nil, a, addr, n, write, &c.stats)
	}
	c.log = append(c.log, record{at: a, addr: addr, size: int32(n), core: c.id, seq: c.seq, kind: kind})
	rec := &c.log[len(c.log)-1]
	c.seq++
	ch, bank, local, bl := h.dt.route(addr)
	cs := c.channel(ch)
	if !h.l2on {
		if kind == kindAtomic {
			d, o := h.dt.accessRow(cs, a, local, n, false, nil)
			rec.view = o + 1
			h.dt.access(cs, d, local, n, true, nil)
			return d
		}
		d, o := h.dt.accessRow(cs, a, local, n, write, nil)
		rec.view = o + 1
		return d
	}

	s := max(a, cs.l2Free[bank])
	cs.l2Free[bank] = s + h.l2Port(n)
	arr := &h.l2[ch*h.cfg.L2Banks+bank]
	us := arr.sectorShift // the unit: a sector, or the line
	slot := arr.find(bl >> arr.lineShift)
	first, last := bl>>us, (bl+uint64(n)-1)>>us
	gfirst := addr >> us
	done := s + h.l2lat
	var missing uint8
	for u := first; u <= last; u++ {
		r, ok := c.overlay.get(gfirst + (u - first))
		if !ok && slot >= 0 {
			r = arr.ready[slot*arr.spl+int(u&uint64(arr.spl-1))]
			ok = r != absent
		}
		if ok {
			done = max(done, r)
		} else {
			missing |= 1 << (u - first)
		}
	}
	cfg := &h.cfg.L2
	if write && cfg.Write == WriteThrough {
		h.dt.access(cs, s, local, n, true, nil)
	}
	if missing == 0 {
		return done
	}
	at := s
	switch {
	case write && cfg.WriteAllocate == NoWriteAllocate:
		if cfg.Write != WriteThrough {
			_, o := h.dt.accessRow(cs, s, local, n, true, nil)
			rec.view = o + 1
		}
		return s
	case write && cfg.WriteAllocate == WriteAllocateLazy:
	default:
		m := arr.lineBytes()
		if arr.spl > 1 {
			m = bits.OnesCount8(missing) * sectorSize
		}
		var o uint8
		at, o = h.dt.accessRow(cs, s+h.l2lat, local, m, false, nil)
		rec.view = o + 1
		done = max(done, at)
	}
	for u := first; u <= last; u++ {
		if missing>>(u-first)&1 != 0 {
			c.overlay.put(gfirst+(u-first), at)
		}
	}
	return done
}

// replay applies one logged request to the shared state, counting it.
func (h *Hierarchy) replay(r *record) {
	st := &h.stats
	write := r.kind == kindWrite
	n := int(r.size)
	ch, bank, local, bl := h.dt.route(r.addr)
	cs := &h.chans[ch]
	if !h.l2on {
		if r.kind == kindAtomic {
			h.dramAtomic(ch, r.at, local, n, r.view)
			return
		}
		h.dram(ch, r.at, local, n, write, r.view)
		return
	}

	cfg := &h.cfg.L2
	s := max(r.at, cs.l2Free[bank])
	cs.l2Free[bank] = s + h.l2Port(n)
	arr := &h.l2[ch*h.cfg.L2Banks+bank]
	st.L2Accesses++
	switch r.kind {
	case kindWrite:
		st.L2Writes++
	case kindAtomic:
		st.L2Atomics++
	}
	line := bl >> arr.lineShift
	mask := arr.sectorMask(bl, n)
	if write && cfg.Write == WriteThrough {
		h.dram(ch, s, local, n, true, 0)
	}
	slot := arr.find(line)
	if slot >= 0 {
		arr.use(slot)
		missing, ready := arr.state(slot, mask)
		switch {
		case missing == 0 && ready <= s:
			st.L2Hits++
		case missing == 0:
			st.L2PendingHits++
		default:
			st.L2Misses++
			st.L2SectorMisses++
			h.l2Fill(ch, bank, slot, missing, s, local, r.kind, r.view)
		}
	} else {
		st.L2Misses++
		if write && cfg.WriteAllocate == NoWriteAllocate {
			if cfg.Write != WriteThrough {
				h.dram(ch, s, local, n, true, r.view)
			}
			return
		}
		slot = arr.victimAny(line, s)
		h.l2Evict(arr, slot, ch, bank, s)
		arr.install(slot, line)
		h.l2Fill(ch, bank, slot, mask, s, local, r.kind, r.view)
	}
	if r.kind != kindRead && cfg.Write == WriteBack {
		arr.dirty[slot] |= mask
	}
}

// l2Fill brings the sectors missing of slot of L2 bank (ch, bank) in for a
// request at the port at cycle s: from DRAM, or, for a store that needs no
// fetch, at once. view is the request's record.view.
func (h *Hierarchy) l2Fill(ch, bank, slot int, missing uint8, s int64, local uint64, kind, view uint8) {
	i := ch*h.cfg.L2Banks + bank
	arr := &h.l2[i]
	if kind == kindWrite && h.cfg.L2.WriteAllocate != WriteAllocateFetch {
		arr.setReady(slot, missing, s)
		return
	}
	n := arr.lineBytes()
	if arr.spl > 1 {
		n = bits.OnesCount8(missing) * sectorSize
	}
	done, req := h.dram(ch, s+h.l2lat, local, n, false, view)
	arr.setReady(slot, missing, done)
	if req >= 0 {
		h.fills = append(h.fills, l2Fill{l2: int32(i), slot: int32(slot), tag: arr.tag[slot], mask: missing, ch: int32(ch), req: req})
	}
}

// l2Evict empties slot of L2 bank (ch, bank) at cycle s, writing it back to
// DRAM if dirty.
func (h *Hierarchy) l2Evict(arr *tagArray, slot, ch, bank int, s int64) {
	if arr.tag[slot] == 0 || arr.dirty[slot] == 0 {
		return
	}
	h.stats.L2Writebacks++
	n := arr.lineBytes()
	if arr.spl > 1 {
		n = bits.OnesCount8(arr.dirty[slot]) * sectorSize
	}
	local := h.dt.unroute(bank, (arr.tag[slot]-1)<<arr.lineShift)
	h.dram(ch, s, local, n, true, 0)
}

// The replay's DRAM requests. First come, first served, a request is
// served (and counted) at once; FR-FCFS, it joins its channel's batch,
// which EndEpoch serves once every request of the epoch is known
// (dramBatches), and until then its data is expected after an unloaded row
// hit.

// l2Fill is an L2 fill waiting for its FR-FCFS batch: the sectors mask of
// slot of L2 bank l2, while it still holds line tag, are ready when
// request req of channel ch is done.
type l2Fill struct {
	l2, slot int32
	tag      uint64
	mask     uint8
	ch, req  int32
}

// dram sends a request of n bytes arriving at cycle at to channel ch from
// the replay and returns the cycle its data is done (FR-FCFS: expected)
// and its index in the channel's batch (-1: served already). view is the
// row outcome + 1 a core's view charged the same access (0: none): the
// replay's outcome is then a sample for the views' row estimate.
func (h *Hierarchy) dram(ch int, at int64, local uint64, n int, write bool, view uint8) (int64, int32) {
	if !h.dt.frfcfs {
		done, o := h.dt.accessRow(&h.chans[ch], at, local, n, write, &h.stats)
		if view != 0 && h.rows != nil {
			h.rows[ch].sample(view-1, o)
		}
		return done, -1
	}
	q := &h.batch[ch]
	*q = append(*q, dramReq{at: at, local: local, bytes: int32(n), write: write, then: -1, view: view})
	return at + h.dt.unloaded(n, write), int32(len(*q) - 1)
}

// dramAtomic is an atomic without an L2: a read, then a write of the
// result once the read's data is back. view is the read's (dram).
func (h *Hierarchy) dramAtomic(ch int, at int64, local uint64, n int, view uint8) {
	d, req := h.dram(ch, at, local, n, false, view)
	if req < 0 {
		h.dram(ch, d, local, n, true, 0)
		return
	}
	q := &h.batch[ch]
	*q = append(*q, dramReq{local: local, bytes: int32(n), write: true, dep: true, then: -1})
	(*q)[req].then = int32(len(*q) - 1)
}

// dramBatches serves the epoch's FR-FCFS batches and completes the L2
// fills that waited for them.
func (h *Hierarchy) dramBatches() {
	for ch := range h.batch {
		h.dt.schedule(&h.chans[ch], h.batch[ch], &h.sched, &h.stats)
		for i := range h.batch[ch] {
			if x := &h.batch[ch][i]; x.view != 0 && h.rows != nil {
				h.rows[ch].sample(x.view-1, x.out)
			}
		}
	}
	for _, f := range h.fills {
		if arr := &h.l2[f.l2]; arr.tag[f.slot] == f.tag {
			arr.setReady(int(f.slot), f.mask, h.batch[f.ch][f.req].done)
		}
	}
	for ch := range h.batch {
		h.batch[ch] = h.batch[ch][:0]
	}
	h.fills = h.fills[:0]
}
