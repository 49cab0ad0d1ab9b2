// The warp-wide fast path of the commonest instructions: integer ALU
// operations, integer compares and conditional branches on a warp whose
// registers are register-major (each register's lanes contiguous), which
// is every warp but those of a one-thread-issue mechanism (LaneSplitter,
// w.lanes != nil).

package sim

import "github.com/simtc/simtc/sim/isa"

// allLanes lists the lanes 0 … 63 (read only): the lanes of a full mask.
var allLanes = [64]uint8{
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
	16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
	32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
	48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
}

// aluLanes executes in, an integer operation or compare that execALU
// takes, for the lanes of mask of a register-major warp, and reports
// whether it did (false: an operation or operand it does not take, RZ
// among them; execALU does). The results are bit for bit intOp's and
// icmp's: I32 operations work on the low 32 bits and zero-extend their
// result, every other type on all 64.
func (w *Warp) aluLanes(in *isa.Inst, mask uint64) bool {
	if in.Dst == isa.RZ || in.A == isa.RZ {
		return false
	}
	imm := in.Flags&isa.FlagImm != 0
	if !imm && in.B == isa.RZ {
		return false
	}
	n := w.rs
	a := w.regs[int(in.A)*n:][:n]
	d := w.regs[int(in.Dst)*n:][:n]
	var b []uint64
	k := uint64(in.Imm)
	if !imm {
		b = w.regs[int(in.B)*n:][:n]
	}
	ls := w.laneList(mask)
	vm, sm, sx := ^uint64(0), uint64(63), uint64(0)
	if in.Type == isa.I32 {
		vm, sm, sx = 0xffffffff, 31, 32
	}
	switch in.Op {
	case isa.OpAdd:
		if imm {
			for _, l := range ls {
				d[l] = (a[l] + k) & vm
			}
		} else {
			for _, l := range ls {
				d[l] = (a[l] + b[l]) & vm
			}
		}
	case isa.OpSub:
		if imm {
			for _, l := range ls {
				d[l] = (a[l] - k) & vm
			}
		} else {
			for _, l := range ls {
				d[l] = (a[l] - b[l]) & vm
			}
		}
	case isa.OpMul:
		if imm {
			for _, l := range ls {
				d[l] = (a[l] * k) & vm
			}
		} else {
			for _, l := range ls {
				d[l] = (a[l] * b[l]) & vm
			}
		}
	case isa.OpAnd:
		if imm {
			for _, l := range ls {
				d[l] = a[l] & k & vm
			}
		} else {
			for _, l := range ls {
				d[l] = a[l] & b[l] & vm
			}
		}
	case isa.OpOr:
		if imm {
			for _, l := range ls {
				d[l] = (a[l] | k) & vm
			}
		} else {
			for _, l := range ls {
				d[l] = (a[l] | b[l]) & vm
			}
		}
	case isa.OpXor:
		if imm {
			for _, l := range ls {
				d[l] = (a[l] ^ k) & vm
			}
		} else {
			for _, l := range ls {
				d[l] = (a[l] ^ b[l]) & vm
			}
		}
	case isa.OpShl:
		if imm {
			s := k & sm
			for _, l := range ls {
				d[l] = a[l] << s & vm
			}
		} else {
			for _, l := range ls {
				d[l] = a[l] << (b[l] & sm) & vm
			}
		}
	case isa.OpLShr:
		if imm {
			s := k & sm
			for _, l := range ls {
				d[l] = (a[l] & vm) >> s
			}
		} else {
			for _, l := range ls {
				d[l] = (a[l] & vm) >> (b[l] & sm)
			}
		}
	case isa.OpAShr:
		if imm {
			s := k & sm
			for _, l := range ls {
				d[l] = uint64(int64(a[l]<<sx)>>sx>>s) & vm
			}
		} else {
			for _, l := range ls {
				d[l] = uint64(int64(a[l]<<sx)>>sx>>(b[l]&sm)) & vm
			}
		}
	case isa.OpICmp:
		return w.icmpLanes(in, a, b, k, imm, d, ls, vm, sm)
	default:
		return false
	}
	return true
}

// icmpLanes is aluLanes for icmp: signed comparisons compare as unsigned
// with the sign bit flipped, I32 the low 32 bits (icmp).
func (w *Warp) icmpLanes(in *isa.Inst, a, b []uint64, k uint64, imm bool, d []uint64, ls []uint8, vm, sm uint64) bool {
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
		return false
	}
	ne := in.Cond == isa.CondNE
	if imm && !swap {
		// The common form (i < n, x == 0) without the general loop's
		// tests.
		switch {
		case lt:
			for _, l := range ls {
				d[l] = b2u(a[l]&vm^flip < k)
			}
		case le:
			for _, l := range ls {
				d[l] = b2u(a[l]&vm^flip <= k)
			}
		case ne:
			for _, l := range ls {
				d[l] = b2u(a[l]&vm^flip != k)
			}
		default:
			for _, l := range ls {
				d[l] = b2u(a[l]&vm^flip == k)
			}
		}
		return true
	}
	for _, l := range ls {
		x := a[l]&vm ^ flip
		y := k
		if !imm {
			y = b[l]&vm ^ flip
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
		d[l] = b2u(r)
	}
	return true
}

// laneList returns the lanes of mask in order (read only, valid until
// the next call): allLanes' prefix for the warp's full mask, else the
// list it keeps for the last partial mask (a divergent path issues many
// instructions with one mask, so the list is built once per path).
func (w *Warp) laneList(mask uint64) []uint8 {
	if n := w.rs; mask == 1<<uint(n)-1 { // (n = 64: all ones)
		return allLanes[:n]
	}
	if mask != w.lsMask {
		n := 0
		for mm := mask; mm != 0; mm &= mm - 1 {
			w.lsBuf[n&63] = uint8(trailingZeros(mm)) // (n < 64 here)
			n++
		}
		w.lsMask, w.lsN = mask, uint8(n)
	}
	return w.lsBuf[:w.lsN]
}

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
	a := w.regs[int(in.A)*n:][:n]
	var nz uint64
	if mask == 1<<uint(n)-1 {
		for l, v := range a {
			nz |= b2u(v != 0) << uint(l)
		}
	} else {
		// A part of the warp (a divergent path): only its lanes.
		for _, l := range w.laneList(mask) {
			nz |= b2u(a[l] != 0) << l
		}
	}
	if in.Flags&isa.FlagNeg != 0 {
		nz = ^nz
	}
	return nz & mask
}
