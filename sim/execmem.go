package sim

import (
	"fmt"
	"math"

	"github.com/simtc/simtc/sim/isa"
)

// resolve returns the bytes of an access of n bytes at addr in space for
// lane l of w, and the concrete space (generic resolved).
func (m *machine) resolve(w *Warp, l int, space isa.Space, addr uint64, n int, write bool) ([]byte, isa.Space, error) {
	if space == isa.SpaceGeneric {
		sp, a, ok := isa.FromGeneric(addr)
		if !ok {
			return nil, space, fmt.Errorf("generic address %#x has an unknown space tag %d", addr, addr>>isa.GenericShift)
		}
		space, addr = sp, a
	}
	if addr%uint64(n) != 0 {
		return nil, space, fmt.Errorf("misaligned %d-byte access at %s address %#x", n, space, addr)
	}
	switch space {
	case isa.SpaceGlobal, isa.SpaceConst:
		b, err := m.global.find(addr, n, write)
		return b, isa.SpaceGlobal, err
	case isa.SpaceShared:
		b, err := spaceSlice(space, w.blk.shared, addr, n)
		return b, space, err
	case isa.SpacePrivate:
		b, err := spaceSlice(space, w.priv[l*m.privSize:(l+1)*m.privSize], addr, n)
		return b, space, err
	case isa.SpaceParam:
		if write {
			return nil, space, fmt.Errorf("write to the parameter block")
		}
		b, err := spaceSlice(space, m.params, addr, n)
		return b, space, err
	}
	return nil, space, fmt.Errorf("access to address space %s", space)
}

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
	for mm := s.Mask; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		addr := w.reg(in.A, l) + uint64(in.Imm)
		b, sp, err := m.resolve(w, l, in.Space, addr, size, in.Op != isa.OpLd)
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
			w.set(in.Dst, l, load(b, size))
		case isa.OpSt:
			if store(b, size, w.reg(in.B, l)) && visible {
				m.progress = true
			}
		case isa.OpAtom:
			old := load(b, size)
			v := atomic(in.Atom, in.Type, is32, old, w.reg(in.B, l)&wmask)
			if store(b, size, v) && visible {
				m.progress = true
			}
			w.set(in.Dst, l, old)
		case isa.OpCas:
			old := load(b, size)
			if old == w.reg(in.B, l)&wmask {
				if store(b, size, w.reg(in.C, l)) && visible {
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

// atomic computes the new memory value of an atom operation.
func atomic(op isa.AtomOp, t isa.Type, is32 bool, old, b uint64) uint64 {
	switch op {
	case isa.AtomAdd:
		return old + b
	case isa.AtomSub:
		return old - b
	case isa.AtomAnd:
		return old & b
	case isa.AtomOr:
		return old | b
	case isa.AtomXor:
		return old ^ b
	case isa.AtomXchg:
		return b
	case isa.AtomInc:
		return old + 1
	case isa.AtomDec:
		return old - 1
	case isa.AtomUIncWrap, isa.AtomUDecWrap:
		if is32 {
			old, b = uint64(uint32(old)), uint64(uint32(b))
		}
		switch {
		case op == isa.AtomUIncWrap && old >= b:
			return 0
		case op == isa.AtomUIncWrap:
			return old + 1
		case old == 0 || old > b:
			return b
		}
		return old - 1
	case isa.AtomMin, isa.AtomMax:
		x, y := int64(old), int64(b)
		if is32 {
			x, y = int64(int32(old)), int64(int32(b))
		}
		if (op == isa.AtomMin) == (y < x) {
			return b
		}
		return old
	case isa.AtomUMin:
		return min(old, b)
	case isa.AtomUMax:
		return max(old, b)
	case isa.AtomFAdd:
		if t == isa.F32 {
			return uint64(math.Float32bits(math.Float32frombits(uint32(old)) + math.Float32frombits(uint32(b))))
		}
		return math.Float64bits(math.Float64frombits(old) + math.Float64frombits(b))
	}
	return old
}
