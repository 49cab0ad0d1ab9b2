// The warp-wide fast path of the commonest instructions: integer ALU
// operations, integer compares and conditional branches on a warp whose
// registers are register-major (each register's lanes contiguous), which
// is every warp but those of a one-thread-issue mechanism (LaneSplitter,
// w.lanes != nil).

package sim

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/simtc/simtc/sim/isa"
)

// rowSlack is the slack, in words, past the length of a register-major
// warp's registers (newRegs): row64's view of the last row reaches into it.
const rowSlack = 64

// newRegs allocates the registers of a warp of nregs registers of ws
// lanes with rowSlack words of slack beyond their length, the invariant
// row64 relies on. (launchBlock allocates every warp's registers here.)
func newRegs(nregs, ws int) []uint64 {
	return make([]uint64, nregs*ws, nregs*ws+rowSlack)
}

// row64 is the register row of a register-major warp's regs at off (a
// multiple of the warp size, within len(regs)) as an array of 64 words,
// of which the warp's lanes are the first rs: indexed by a lane (l&63,
// l < rs), it needs no bounds check. The rows past the warp size reach
// into the next rows, and the last into the slack newRegs allocates;
// its callers check it once per call (noSlack). Only the warp's lanes
// are read or written.
func row64(regs []uint64, off int) *[64]uint64 {
	return (*[64]uint64)(regs[off : off+64])
}

// noSlack panics for fn, whose register row at off reaches past the
// capacity c of registers not from newRegs (out of line: its callers
// stay small).
//
//go:noinline
func noSlack(fn string, off, c int) {
	panic(fmt.Sprintf("sim: %s: the register row at %d reaches past the registers' capacity %d (not newRegs' registers)", fn, off, c))
}

// setRows sets what aluRows reads of d, an ALU operation of execALU
// (decoded.alu), besides the instruction: whether aluRows takes it
// (rowsOK: an operation of rowsOp without an operand RZ), the offsets of its rows
// (register × warp size ws) in a register-major warp's registers, A's,
// Dst's and B's (0 for an immediate), and of its type the mask of the
// bits it works on, the shift counts' mask and the sign extension's
// shift (32-bit or 64-bit).
func (d *decoded) setRows(ws int) {
	in := &d.in
	imm := in.Flags&isa.FlagImm != 0
	d.rowsOK, d.rowA, d.rowD, d.rowB = false, 0, 0, 0
	if !rowsOp(in) || in.Dst == isa.RZ || in.A == isa.RZ || !imm && in.B == isa.RZ {
		return
	}
	d.rowsOK, d.rowA, d.rowD = true, int(in.A)*ws, int(in.Dst)*ws
	if !imm {
		d.rowB = int(in.B) * ws
	}
	d.rowVM, d.rowSM, d.rowSX = ^uint64(0), 63, 0
	if in.Type == isa.I32 {
		d.rowVM, d.rowSM, d.rowSX = 0xffffffff, 31, 32
	}
}

// rowsOp reports whether aluRows takes in's operation: an integer add,
// sub, mul, and, or, xor or shift, or an integer compare (icmp of an
// integer condition); not min or max, which execALU takes.
func rowsOp(in *isa.Inst) bool {
	switch in.Op {
	case isa.OpAdd, isa.OpSub, isa.OpMul, isa.OpAnd, isa.OpOr, isa.OpXor, isa.OpShl, isa.OpLShr, isa.OpAShr:
		return true
	case isa.OpICmp:
		switch in.Cond {
		case isa.CondEQ, isa.CondNE, isa.CondULT, isa.CondSLT, isa.CondULE, isa.CondSLE, isa.CondUGT, isa.CondSGT, isa.CondUGE, isa.CondSGE:
			return true
		}
	}
	return false
}

// aluRows executes dc's instruction in, an operation of rowsOp that
// execALU takes without RZ among its operands (dc.rowsOK), for the lanes
// of mask of a register-major warp, with what layout keeps of it in dc
// (setRows); any other is an internal error (it panics). The results
// are bit for bit intOp's and icmp's: I32 operations work on the low 32
// bits and zero-extend their result, every other type on all 64.
func (w *Warp) aluRows(dc *decoded, mask uint64) {
	// The lanes first: less is kept across setLanes' call.
	ls := w.laneList(mask)
	in := &dc.in
	ao, do, bo := dc.rowA, dc.rowD, dc.rowB
	imm := in.Flags&isa.FlagImm != 0
	if o := max(ao, do, bo); o+64 > cap(w.regs) {
		noSlack("aluRows", o, cap(w.regs))
	}
	a, d := row64(w.regs, ao), row64(w.regs, do)
	var b *[64]uint64
	k := uint64(in.Imm)
	if !imm {
		b = row64(w.regs, bo)
	}
	vm, sm, sx := dc.rowVM, uint64(dc.rowSM), uint64(dc.rowSX)
	switch in.Op {
	case isa.OpAdd:
		if imm {
			for _, l := range ls {
				d[l&63] = (a[l&63] + k) & vm
			}
		} else {
			for _, l := range ls {
				d[l&63] = (a[l&63] + b[l&63]) & vm
			}
		}
	case isa.OpSub:
		if imm {
			for _, l := range ls {
				d[l&63] = (a[l&63] - k) & vm
			}
		} else {
			for _, l := range ls {
				d[l&63] = (a[l&63] - b[l&63]) & vm
			}
		}
	case isa.OpMul:
		if imm {
			for _, l := range ls {
				d[l&63] = (a[l&63] * k) & vm
			}
		} else {
			for _, l := range ls {
				d[l&63] = (a[l&63] * b[l&63]) & vm
			}
		}
	case isa.OpAnd:
		// (nz: the lanes set nonzero, for a cbra that tests them.)
		var nz uint64
		if imm {
			for _, l := range ls {
				x := a[l&63] & k & vm
				d[l&63] = x
				nz |= b2u(x != 0) << (l & 63)
			}
		} else {
			for _, l := range ls {
				x := a[l&63] & b[l&63] & vm
				d[l&63] = x
				nz |= b2u(x != 0) << (l & 63)
			}
		}
		w.nz = nz
	case isa.OpOr:
		if imm {
			for _, l := range ls {
				d[l&63] = (a[l&63] | k) & vm
			}
		} else {
			for _, l := range ls {
				d[l&63] = (a[l&63] | b[l&63]) & vm
			}
		}
	case isa.OpXor:
		if imm {
			for _, l := range ls {
				d[l&63] = (a[l&63] ^ k) & vm
			}
		} else {
			for _, l := range ls {
				d[l&63] = (a[l&63] ^ b[l&63]) & vm
			}
		}
	case isa.OpShl:
		if imm {
			s := k & sm & 63 // (sm ≤ 63: no shift guard)
			for _, l := range ls {
				d[l&63] = a[l&63] << s & vm
			}
		} else {
			for _, l := range ls {
				d[l&63] = a[l&63] << (b[l&63] & sm & 63) & vm
			}
		}
	case isa.OpLShr:
		if imm {
			s := k & sm & 63 // (sm ≤ 63: no shift guard)
			for _, l := range ls {
				d[l&63] = (a[l&63] & vm) >> s
			}
		} else {
			for _, l := range ls {
				d[l&63] = (a[l&63] & vm) >> (b[l&63] & sm & 63)
			}
		}
	case isa.OpAShr:
		if imm {
			s := k & sm & 63 // (sm ≤ 63: no shift guard)
			for _, l := range ls {
				d[l&63] = uint64(int64(a[l&63]<<sx)>>sx>>s) & vm
			}
		} else {
			for _, l := range ls {
				d[l&63] = uint64(int64(a[l&63]<<sx)>>sx>>(b[l&63]&sm&63)) & vm
			}
		}
	case isa.OpICmp:
		w.icmpLanes(in, a, b, k, imm, d, ls, vm, sm)
	default:
		notRowsOp("aluRows", in)
	}
}

// notRowsOp panics for fn, given in, which is not an operation of rowsOp
// (setRows' rowsOK) (out of line: its callers stay small).
//
//go:noinline
func notRowsOp(fn string, in *isa.Inst) {
	panic(fmt.Sprintf("sim: %s: %v is not an operation it takes (rowsOp)", fn, in))
}

// icmpLanes is aluRows for icmp: signed comparisons compare as unsigned
// with the sign bit flipped, I32 the low 32 bits (icmp).
func (w *Warp) icmpLanes(in *isa.Inst, a, b *[64]uint64, k uint64, imm bool, d *[64]uint64, ls []uint8, vm, sm uint64) {
	var flip uint64
	switch in.Cond {
	case isa.CondSGT, isa.CondSGE, isa.CondSLT, isa.CondSLE:
		flip = 1 << sm
	}
	k = k&vm ^ flip
	// x < y, x <= y, x == y of the normalized operands; swap: the
	// immediate (or b) on the left.
	var lt, le, swap bool
	switch in.Cond {
	case isa.CondEQ, isa.CondNE:
	case isa.CondULT, isa.CondSLT:
		lt = true
	case isa.CondULE, isa.CondSLE:
		le = true
	case isa.CondUGT, isa.CondSGT:
		lt, swap = true, true
	case isa.CondUGE, isa.CondSGE:
		le, swap = true, true
	default:
		notRowsOp("icmpLanes", in)
		return
	}
	ne := in.Cond == isa.CondNE
	if imm && !swap {
		// The common form (i < n, x == 0) without the general loop's
		// tests.
		// (nz: the lanes set to 1, for a cbra that tests them.)
		var nz uint64
		switch {
		case lt:
			for _, l := range ls {
				v := b2u(a[l&63]&vm^flip < k)
				d[l&63] = v
				nz |= v << (l & 63)
			}
		case le:
			for _, l := range ls {
				v := b2u(a[l&63]&vm^flip <= k)
				d[l&63] = v
				nz |= v << (l & 63)
			}
		case ne:
			for _, l := range ls {
				v := b2u(a[l&63]&vm^flip != k)
				d[l&63] = v
				nz |= v << (l & 63)
			}
		default:
			for _, l := range ls {
				v := b2u(a[l&63]&vm^flip == k)
				d[l&63] = v
				nz |= v << (l & 63)
			}
		}
		w.nz = nz
		return
	}
	var nz uint64
	for _, l := range ls {
		x := a[l&63]&vm ^ flip
		y := k
		if !imm {
			y = b[l&63]&vm ^ flip
		}
		if swap {
			x, y = y, x
		}
		var r bool
		switch {
		case lt:
			r = x < y
		case le:
			r = x <= y
		default:
			r = (x == y) != ne
		}
		d[l&63] = b2u(r)
		nz |= b2u(r) << (l & 63)
	}
	w.nz = nz
}

// laneList returns the lanes of mask in order (read only, valid until
// the next call): the list it keeps for the last mask it was asked (a
// divergent path issues many instructions with one mask, a converged
// warp all of them with its full mask), built again for another
// (setLanes).
func (w *Warp) laneList(mask uint64) []uint8 {
	if mask != w.lsMask {
		return w.setLanes(mask)
	}
	return w.lsBuf[:w.lsN]
}

// setLanes makes mask laneList's memo and returns its lanes: for each
// byte of the mask, two a turn, its lanes (laneBytes) plus the byte's
// first lane in every byte, stored as 8 bytes at once (those past its
// lanes are overwritten by the next byte's or lie past the list). (Out
// of line: laneList stays inlined.)
//
//go:noinline
func (w *Warp) setLanes(mask uint64) []uint8 {
	buf := &w.lsBuf
	n := 0
	// (The second byte of a turn may be zero: the 8 bytes stored for
	// it lie past the list.)
	for base, mm := uint64(0), mask; mm != 0; base, mm = base+0x1010101010101010, mm>>16 {
		b0, b1 := uint8(mm), uint8(mm>>8)
		binary.LittleEndian.PutUint64(buf[n&63:], laneBytes[b0]+base) // (n < 64 here)
		n += bits.OnesCount8(b0)
		binary.LittleEndian.PutUint64(buf[n&63:], laneBytes[b1]+base+0x0808080808080808)
		n += bits.OnesCount8(b1)
	}
	w.lsMask, w.lsN = mask, uint8(n)
	return w.lsBuf[:n&127]
}

// laneBytes[b] holds the set bits of byte b, in order, one a byte from
// the low byte (read only): laneList's lanes of a byte of a mask.
var laneBytes = func() (t [256]uint64) {
	for b := range t {
		k := 0
		for i := range 8 {
			if b>>i&1 != 0 {
				t[b] |= uint64(i) << (8 * k)
				k++
			}
		}
	}
	return t
}()

// takenLanes is the taken mask of cbra in for the lanes of mask of a
// register-major warp.
func (w *Warp) takenLanes(in *isa.Inst, mask uint64) uint64 {
	if in.A == isa.RZ {
		if in.Flags&isa.FlagNeg != 0 {
			return mask
		}
		return 0
	}
	n := w.rs
	var nz uint64
	if ao := int(in.A) * n; mask == 1<<uint(n)-1 {
		for l, v := range w.regs[ao:][:n] {
			nz |= b2u(v != 0) << (uint(l) & 63)
		}
	} else if ao+64 <= cap(w.regs) {
		// A part of the warp (a divergent path): only its lanes.
		a := row64(w.regs, ao)
		for _, l := range w.laneList(mask) {
			nz |= b2u(a[l&63] != 0) << (l & 63)
		}
	} else {
		noSlack("takenLanes", ao, cap(w.regs))
	}
	if in.Flags&isa.FlagNeg != 0 {
		nz = ^nz
	}
	return nz & mask
}
