// Memory instructions: the lanes of an issue access memory (package mem
// resolves and bounds-checks each address) in lane order; this file adds
// what the machine does around that: registers, faults, forward progress,
// and the request to the memory hierarchy's timing model (sim/mem:
// coalescing, caches, DRAM, shared-memory banks), which never sees data.

package sim

import (
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mem"
)

// execMem executes ld, st, atom and cas. Atomics are performed one lane at
// a time in lane order. Each lane's access is added to the core's request
// to the memory hierarchy (m.memReq, begun by the first memory part of the
// issue): the timing comes from one access for all its lanes,
// also when they belong to several warps (a cross-warp issue is one SIMD
// instruction), made by memAccess once every part has executed.
func (m *machine) execMem(w *Warp, s Split, d *decoded, o *Outcome) (lat, tx int) {
	in := &d.in
	size := in.Type.Size()
	is32 := size <= 4
	wmask := mask(size * 8)
	c := w.blk.core
	r := m.memReq
	if r == nil {
		op := mem.OpLoad
		switch in.Op {
		case isa.OpSt:
			op = mem.OpStore
		case isa.OpAtom, isa.OpCas:
			op = mem.OpAtomic
		}
		r = c.mc.Begin(op, size)
		m.memReq = r
	}
	spaces := mem.Spaces{Global: &m.global, Shared: w.blk.shared, PrivateSize: uint64(m.privSize), Params: m.params}
	write := in.Op != isa.OpLd
	for mm := s.Mask; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		addr := w.reg(in.A, l) + uint64(in.Imm)
		b, sp, err := spaces.Resolve(in.Space, addr, size, write)
		if err != nil {
			m.faultf(w, l, o.PC, "%v", err)
			return 0, 0
		}
		if in.Space == isa.SpaceGeneric {
			_, addr, _ = isa.FromGeneric(addr) // Resolve checked it
		}
		if sp == isa.SpacePrivate {
			b = m.privBytes(w, l, addr, size, write) // in pages (privmem.go)
		}
		switch sp {
		case isa.SpaceGlobal:
			r.Add(mem.ClassGlobal, addr)
		case isa.SpaceShared:
			r.Add(mem.ClassShared, addr)
		case isa.SpacePrivate:
			if m.localMap {
				r.Add(mem.ClassGlobal, m.localAddr(w, l, addr, size))
				r.Local = true // (a generic access mixing spaces: its stores write back)
			} else {
				r.Add(mem.ClassLocal, addr)
			}
		default:
			r.Add(mem.ClassLocal, addr)
		}
		// Writes to private memory are not progress other threads can
		// see (private memory is part of the warp state instead).
		visible := sp != isa.SpacePrivate
		switch in.Op {
		case isa.OpLd:
			w.set(in.Dst, l, mem.Load(b, size))
		case isa.OpSt:
			if m.store(w, l, sp, addr, b, size, w.reg(in.B, l)) && visible {
				m.progress = true
			}
		case isa.OpAtom:
			old := mem.Load(b, size)
			v := mem.Atomic(in.Atom, in.Type, is32, old, w.reg(in.B, l)&wmask)
			if m.store(w, l, sp, addr, b, size, v) && visible {
				m.progress = true
			}
			w.set(in.Dst, l, old)
		case isa.OpCas:
			old := mem.Load(b, size)
			if old == w.reg(in.B, l)&wmask {
				if m.store(w, l, sp, addr, b, size, w.reg(in.C, l)) && visible {
					m.progress = true
				}
			}
			w.set(in.Dst, l, old)
		}
	}
	return 0, 0
}

// store stores the low size bytes of v in b, the bytes of an access at
// addr in space sp by lane l of w, and reports whether the memory changed;
// a private store goes through privStore, which keeps the lane's hash.
func (m *machine) store(w *Warp, l int, sp isa.Space, addr uint64, b []byte, size int, v uint64) bool {
	if sp == isa.SpacePrivate && w.ph != nil {
		return m.privStore(w, l, addr, size, v)
	}
	return mem.Store(b, size, v)
}

// memAccess times the request execMem built (m.memReq) for core c's issue
// at m.t: the result latency (0 for a store: the warp does not wait for
// it) and the memory transactions (coalesced global transactions, plus
// one when some lane is not global). With a modelled memory pipeline
// (m.lsu), the core's next memory instruction cannot issue before the
// hierarchy's port is free and the shared-memory passes are done.
func (m *machine) memAccess(c *core) (lat, tx int) {
	r := m.memReq
	m.memReq = nil
	res := c.mc.Access(m.t, r)
	if m.lsu {
		free := max(c.mc.PortFree(), m.t+int64(max(res.SharedPasses, 1)))
		if free > c.memFree {
			c.memFree = free
			c.forgetStalls()
		}
	}
	return res.Latency, res.Transactions
}

// localAddr is the address at which private byte addr of lane l of w goes
// through the caches when they hold private memory (Mem.LocalCached): the
// interleaved layout of CUDA local memory (and GPGPU-Sim's
// translate_local_memaddr), where word k of every thread slot of the
// machine is stored next to word k of the next slot, so that the same
// private offset of a warp's threads coalesces. Words are the access size,
// at least 4 bytes; the range starts at mem.LocalBase, above every
// global address.
func (m *machine) localAddr(w *Warp, l int, addr uint64, size int) uint64 {
	g := uint64(max(size, 4))
	slot := uint64(w.blk.core.id*m.cfg.WarpsPerCore*m.cfg.WarpSize + w.hw*m.cfg.WarpSize + l)
	return mem.LocalBase + addr/g*m.localSlots*g + slot*g + addr%g
}
