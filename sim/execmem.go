// Memory instructions: the lanes of an issue access memory (package mem
// resolves and bounds-checks each address) in lane order; this file adds
// what the machine does around that: registers, faults, forward progress,
// coalescing and latency.

package sim

import (
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mem"
)

// execMem executes ld, st, atom and cas. Atomics are performed one lane at
// a time in lane order. Global accesses are coalesced per SegmentSize
// segment: the transactions are the distinct segments touched.
func (m *machine) execMem(w *Warp, s Split, d *decoded, o *Outcome) (lat, tx int) {
	in := &d.in
	size := in.Type.Size()
	is32 := size <= 4
	wmask := mask(size * 8)
	var segs [64]uint64
	nseg := 0
	global, other := false, false
	segShift := uint(trailingZeros(uint64(m.cfg.SegmentSize)))
	spaces := mem.Spaces{Global: &m.global, Shared: w.blk.shared, Params: m.params}
	for mm := s.Mask; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		addr := w.reg(in.A, l) + uint64(in.Imm)
		spaces.Private = w.priv[l*m.privSize : (l+1)*m.privSize]
		b, sp, err := spaces.Resolve(in.Space, addr, size, in.Op != isa.OpLd)
		if err != nil {
			m.faultf(w, l, o.PC, "%v", err)
			return 0, 0
		}
		if sp == isa.SpaceGlobal {
			global = true
			seg := addr >> segShift
			if in.Space == isa.SpaceGeneric {
				seg = (addr & (isa.GenericLimit - 1)) >> segShift
			}
			found := false
			for i := 0; i < nseg; i++ {
				if segs[i] == seg {
					found = true
					break
				}
			}
			if !found {
				segs[nseg] = seg
				nseg++
			}
		} else {
			other = true
		}
		// Writes to private memory are not progress other threads can
		// see (private memory is part of the warp state instead).
		visible := sp != isa.SpacePrivate
		switch in.Op {
		case isa.OpLd:
			w.set(in.Dst, l, mem.Load(b, size))
		case isa.OpSt:
			if mem.Store(b, size, w.reg(in.B, l)) && visible {
				m.progress = true
			}
		case isa.OpAtom:
			old := mem.Load(b, size)
			v := mem.Atomic(in.Atom, in.Type, is32, old, w.reg(in.B, l)&wmask)
			if mem.Store(b, size, v) && visible {
				m.progress = true
			}
			w.set(in.Dst, l, old)
		case isa.OpCas:
			old := mem.Load(b, size)
			if old == w.reg(in.B, l)&wmask {
				if mem.Store(b, size, w.reg(in.C, l)) && visible {
					m.progress = true
				}
			}
			w.set(in.Dst, l, old)
		}
	}
	tx = nseg
	if other {
		tx++
	}
	lat = m.cfg.SharedLatency
	if global {
		lat = m.cfg.MemLatency + (nseg-1)*m.cfg.MemTxCycles
	}
	if in.Op == isa.OpSt {
		// Stores do not write a register; the latency only matters for
		// the warp's next issue, which is not delayed.
		lat = 0
	}
	return lat, tx
}
