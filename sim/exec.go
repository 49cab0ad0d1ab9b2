package sim

import (
	"fmt"
	"math"
	"sort"

	"github.com/simtc/simtc/sim/isa"
)

// This file is the functional model: what an instruction does to
// registers, memory and per-lane control flow. Timing (latencies,
// scoreboard, scheduling) is in machine.go; exec only reports the result
// latency class and the number of memory transactions.

// faultf records a fault of lane l of w at pc.
func (m *machine) faultf(w *Warp, l int, pc uint32, format string, args ...any) {
	if m.fault != nil {
		return
	}
	tid := w.Index*m.cfg.WarpSize + l
	f := &Fault{
		Thread: w.Block*m.blockDim + tid, Block: w.Block, Tid: tid, Warp: w.ID, Lane: l, PC: pc,
		Message: fmt.Sprintf(format, args...),
	}
	if m.nd {
		b, t := Coords(w.Block, m.gridDims), Coords(tid, m.blockDims)
		f.BlockIdx, f.ThreadIdx = &b, &t
	}
	if in, ok := m.obj.InstAt(pc); ok {
		f.Inst = in.String()
	}
	if ln, ok := m.obj.LineAt(pc); ok {
		f.Line = ln.String()
	}
	m.fault, m.mayStop = f, true
}

// ri is the index of register r of lane l in w.regs (and, under a lane
// scoreboard, in w.ready).
func (w *Warp) ri(r isa.Reg, l int) int { return int(r)*w.rs + l*w.ls }

func (w *Warp) reg(r isa.Reg, l int) uint64 {
	if r == isa.RZ {
		return 0
	}
	return w.regs[w.ri(r, l)]
}

func (w *Warp) set(r isa.Reg, l int, v uint64) {
	if r != isa.RZ {
		w.regs[w.ri(r, l)] = v
	}
}

// exec executes split s of w, fills o, and returns the result latency and
// the number of memory transactions (0 for non-memory instructions).
func (m *machine) exec(w *Warp, s Split, o *Outcome) (lat int, tx int) {
	pc := s.PC
	if pc%isa.InstSize != 0 || int(pc/isa.InstSize) >= len(m.code) {
		m.faultf(w, trailingZeros(s.Mask), pc, "pc %#x is outside the code", pc)
		return 0, 0
	}
	return m.execD(w, s, &m.code[pc/isa.InstSize], o)
}

// execD is exec for the decoded instruction d at s.PC (inside the code).
func (m *machine) execD(w *Warp, s Split, d *decoded, o *Outcome) (lat int, tx int) {
	pc := s.PC
	in := &d.in
	// Field by field: a composite literal is built on the stack and
	// copied, and the copy's wide loads stall on the narrow stores
	// (store forwarding), a fifth of a one-thread issue.
	o.Inst, o.PC, o.Mask, o.Kind, o.Next = in, pc, s.Mask, OutSeq, pc+isa.InstSize
	o.Taken, o.Target, o.RPC, o.Targets, o.Exited = 0, 0, isa.NoPC, nil, 0
	lat = d.lat
	// The commonest instructions, which cannot fault, in a small function
	// (the big switch below spills much of its state on every call).
	if d.alu {
		if w.lanes == nil && d.rowsOK {
			w.aluRows(d, s.Mask)
		} else {
			w.execALU(in, s.Mask)
		}
		return lat, 0
	}
	switch in.Op {
	case isa.OpCBra:
		var taken uint64
		if w.lanes == nil {
			taken = w.takenLanes(in, s.Mask)
		} else {
			neg := in.Flags&isa.FlagNeg != 0
			for mm := s.Mask; mm != 0; mm &= mm - 1 {
				l := trailingZeros(mm)
				if (w.reg(in.A, l) != 0) != neg {
					taken |= 1 << uint(l)
				}
			}
		}
		o.Kind, o.Taken, o.Target, o.RPC = OutBranch, taken, in.Target, in.RPC
		return lat, 0
	}
	return m.execSlow(w, s, d, o, lat)
}

// aluOp reports whether op is executed by execALU (decoded.alu).
func aluOp(op isa.Op) bool {
	switch op {
	case isa.OpAdd, isa.OpSub, isa.OpMul, isa.OpAnd, isa.OpOr, isa.OpXor, isa.OpShl, isa.OpLShr, isa.OpAShr,
		isa.OpSMin, isa.OpSMax, isa.OpUMin, isa.OpUMax, isa.OpICmp:
		return true
	}
	return false
}

// execALU executes an integer operation that cannot fault (no division)
// or an integer compare for the lanes of mask.
func (w *Warp) execALU(in *isa.Inst, mask uint64) {
	imm := in.Flags&isa.FlagImm != 0
	is32 := in.Type == isa.I32
	for mm := mask; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		a := w.reg(in.A, l)
		b := uint64(in.Imm)
		if !imm {
			b = w.reg(in.B, l)
		}
		var v uint64
		if in.Op == isa.OpICmp {
			v = b2u(icmp(in.Cond, is32, a, b))
		} else {
			v, _ = intOp(in.Op, is32, a, b)
		}
		w.set(in.Dst, l, v)
	}
}

// execSlow is exec for the instructions execALU does not take.
func (m *machine) execSlow(w *Warp, s Split, d *decoded, o *Outcome, alu int) (lat int, tx int) {
	lat = alu
	pc := s.PC
	in := &d.in
	ws := m.cfg.WarpSize
	imm := in.Flags&isa.FlagImm != 0
	is32 := in.Type == isa.I32 || in.Type == isa.F32
	trunc := func(v uint64) uint64 {
		if is32 {
			return uint64(uint32(v))
		}
		return v
	}
	switch in.Op {
	case isa.OpNop, isa.OpFence:
	case isa.OpMov:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			v := uint64(in.Imm)
			if !imm {
				v = w.reg(in.A, l)
			}
			w.set(in.Dst, l, trunc(v))
		}
	case isa.OpS2R:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			w.set(in.Dst, l, m.sreg(w, l, in.SReg))
		}
	case isa.OpGAddr:
		if in.Imm < 0 || int(in.Imm) >= len(m.globalAddr) {
			m.faultf(w, trailingZeros(s.Mask), pc, "gaddr: no global variable %d", in.Imm)
			return
		}
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			w.set(in.Dst, trailingZeros(mm), m.globalAddr[in.Imm])
		}
	case isa.OpAdd, isa.OpSub, isa.OpMul, isa.OpSDiv, isa.OpUDiv, isa.OpSRem, isa.OpURem,
		isa.OpAnd, isa.OpOr, isa.OpXor, isa.OpShl, isa.OpLShr, isa.OpAShr,
		isa.OpSMin, isa.OpSMax, isa.OpUMin, isa.OpUMax:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			a := w.reg(in.A, l)
			b := uint64(in.Imm)
			if !imm {
				b = w.reg(in.B, l)
			}
			v, ok := intOp(in.Op, in.Type == isa.I32, a, b)
			if !ok {
				m.faultf(w, l, pc, "integer division by zero")
				return
			}
			w.set(in.Dst, l, v)
		}
	case isa.OpFAdd, isa.OpFSub, isa.OpFMul, isa.OpFDiv, isa.OpFRem, isa.OpFMin, isa.OpFMax,
		isa.OpFNeg, isa.OpFAbs, isa.OpFSqrt:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			a := w.reg(in.A, l)
			b := uint64(in.Imm)
			if !imm {
				b = w.reg(in.B, l)
			}
			w.set(in.Dst, l, floatOp(in.Op, in.Type == isa.F32, a, b))
		}
	case isa.OpMath:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			a, b, c := w.reg(in.A, l), w.reg(in.B, l), w.reg(in.C, l)
			var v uint64
			if is32 {
				f := math.Float32frombits
				v = uint64(math.Float32bits(in.Math.Eval32(f(uint32(a)), f(uint32(b)), f(uint32(c)))))
			} else {
				f := math.Float64frombits
				v = math.Float64bits(in.Math.Eval64(f(a), f(b), f(c)))
			}
			w.set(in.Dst, l, v)
		}
	case isa.OpICmp, isa.OpFCmp:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			a := w.reg(in.A, l)
			b := uint64(in.Imm)
			if !imm {
				b = w.reg(in.B, l)
			}
			var r bool
			if in.Op == isa.OpICmp {
				r = icmp(in.Cond, in.Type == isa.I32, a, b)
			} else {
				r = fcmp(in.Cond, toF(in.Type == isa.F32, a), toF(in.Type == isa.F32, b))
			}
			w.set(in.Dst, l, b2u(r))
		}
	case isa.OpSelect:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			c := uint64(in.Imm)
			if !imm {
				c = w.reg(in.C, l)
			}
			v := c
			if w.reg(in.A, l) != 0 {
				v = w.reg(in.B, l)
			}
			w.set(in.Dst, l, trunc(v))
		}
	case isa.OpSExt, isa.OpZExt, isa.OpTrunc, isa.OpFPToSI, isa.OpFPToUI, isa.OpSIToFP, isa.OpUIToFP, isa.OpFPExt, isa.OpFPTrunc:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			w.set(in.Dst, l, convert(in.Op, in.Type, in.From, w.reg(in.A, l)))
		}
	case isa.OpCvta:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			g, ok := isa.ToGeneric(in.Space, w.reg(in.A, l))
			if !ok {
				m.faultf(w, l, pc, "cvta.%s: address %#x cannot be made generic", in.Space, w.reg(in.A, l))
				return
			}
			w.set(in.Dst, l, g)
		}
	case isa.OpCvtaTo:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			a := w.reg(in.A, l)
			sp, addr, ok := isa.FromGeneric(a)
			want := in.Space
			if want == isa.SpaceConst {
				want = isa.SpaceGlobal
			}
			if !ok || sp != want {
				m.faultf(w, l, pc, "cvta.to.%s: generic address %#x is not a %s address", in.Space, a, in.Space)
				return
			}
			w.set(in.Dst, l, addr)
		}
	case isa.OpLd, isa.OpSt, isa.OpAtom, isa.OpCas:
		return m.execMem(w, s, d, o)
	case isa.OpBar:
		o.Kind = OutBarrier
		lat = m.cfg.CtrlLatency
	case isa.OpVoteAll, isa.OpVoteAny, isa.OpBallot:
		if in.Flags&isa.FlagMask != 0 && !m.warpMask(w, s, pc, in) {
			return
		}
		var ballot uint64
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			if w.reg(in.A, l) != 0 {
				ballot |= 1 << uint(l)
			}
		}
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			// Over the threads of the split, those of l's member mask
			// for a *_sync form (threads with different masks vote apart).
			part := s.Mask
			if in.Flags&isa.FlagMask != 0 {
				part &= uint64(uint32(w.reg(in.C, l)))
			}
			v := ballot & part
			switch in.Op {
			case isa.OpVoteAll:
				v = b2u(v == part)
			case isa.OpVoteAny:
				v = b2u(v != 0)
			}
			w.set(in.Dst, l, v)
		}
	case isa.OpShfl:
		if in.Flags&isa.FlagMask != 0 && !m.warpMask(w, s, pc, in) {
			return
		}
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			b := uint64(in.Imm)
			if !imm {
				b = w.reg(in.B, l)
			}
			m.tmp[l] = w.reg(in.A, int(b%uint64(ws)))
		}
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			w.set(in.Dst, l, m.tmp[l])
		}
	case isa.OpBra:
		o.Kind, o.Taken, o.Target, o.RPC = OutBranch, s.Mask, in.Target, in.RPC
	case isa.OpCBra:
		var taken uint64
		neg := in.Flags&isa.FlagNeg != 0
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			if (w.reg(in.A, l) != 0) != neg {
				taken |= 1 << uint(l)
			}
		}
		o.Kind, o.Taken, o.Target, o.RPC = OutBranch, taken, in.Target, in.RPC
	case isa.OpBrx:
		bi, _ := m.obj.BranchAt(pc)
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			a := w.reg(in.A, l)
			if bi == nil || a > math.MaxUint32 || !containsPC(bi.Targets, uint32(a)) {
				m.faultf(w, l, pc, "brx: target %#x is not one of the branch's targets", a)
				return
			}
			m.targets[l] = uint32(a)
		}
		o.Kind, o.Targets, o.RPC = OutIndirect, &m.targets, in.RPC
	case isa.OpCall:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			sp := w.sp[l] - 8
			if w.sp[l] < uint64(m.kern.PrivateSize)+8 {
				m.faultf(w, l, pc, "call: stack overflow (sp %#x, stack is [%#x, %#x))", w.sp[l], m.kern.PrivateSize, m.privSize)
				return
			}
			m.privStore(w, l, sp, 8, uint64(pc+isa.InstSize))
			w.sp[l] = sp
		}
		o.Kind, o.Target = OutCall, in.Target
	case isa.OpRet:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			sp := w.sp[l]
			if sp+8 > uint64(m.privSize) {
				m.faultf(w, l, pc, "ret: stack underflow (sp %#x)", sp)
				return
			}
			ra := m.privLoad(w, l, sp, 8)
			if ra%isa.InstSize != 0 || ra >= uint64(len(m.code))*isa.InstSize {
				m.faultf(w, l, pc, "ret: return address %#x is not in the code", ra)
				return
			}
			w.sp[l] = sp + 8
			m.targets[l] = uint32(ra)
		}
		o.Kind, o.Targets = OutIndirect, &m.targets
	case isa.OpSPAdd:
		for mm := s.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			sp := w.sp[l] + uint64(in.Imm)
			if sp < uint64(m.kern.PrivateSize) || sp > uint64(m.privSize) {
				what := "stack underflow"
				if in.Imm < 0 {
					what = "stack overflow"
				}
				m.faultf(w, l, pc, "spadd %d: %s: stack pointer %#x leaves the stack [%#x, %#x]", in.Imm, what, int64(sp), m.kern.PrivateSize, m.privSize)
				return
			}
			w.sp[l] = sp
		}
	case isa.OpExit:
		o.Kind, o.Exited = OutExit, s.Mask
	case isa.OpTrap:
		m.faultf(w, trailingZeros(s.Mask), pc, "trap: unreachable code reached")
	case isa.OpSSY:
		o.Kind, o.Target = OutSSY, in.Target
	case isa.OpSync:
		o.Kind = OutSync
	case isa.OpPrintf:
		m.execPrintf(w, s, in)
	case isa.OpWSync:
		m.warpMask(w, s, pc, in)
	default:
		m.faultf(w, trailingZeros(s.Mask), pc, "unimplemented instruction %s", in.Op)
	}
	return lat, 0
}

func containsPC(s []uint32, pc uint32) bool {
	i := sort.Search(len(s), func(i int) bool { return s[i] >= pc })
	return i < len(s) && s[i] == pc
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func (m *machine) sreg(w *Warp, l int, r isa.SReg) uint64 {
	switch r {
	case isa.SRegTidX, isa.SRegTidY, isa.SRegTidZ:
		return uint64(coord(w.Index*m.cfg.WarpSize+l, m.blockDims, int(r-isa.SRegTidX)))
	case isa.SRegCtaidX, isa.SRegCtaidY, isa.SRegCtaidZ:
		return uint64(coord(w.Block, m.gridDims, int(r-isa.SRegCtaidX)))
	case isa.SRegNtidX, isa.SRegNtidY, isa.SRegNtidZ:
		return uint64(m.blockDims[r-isa.SRegNtidX])
	case isa.SRegNctaidX, isa.SRegNctaidY, isa.SRegNctaidZ:
		return uint64(m.gridDims[r-isa.SRegNctaidX])
	case isa.SRegLaneID:
		return uint64(l)
	case isa.SRegWarpID:
		return uint64(w.Index)
	case isa.SRegWarpSize:
		return uint64(m.cfg.WarpSize)
	case isa.SRegSP:
		return w.sp[l]
	case isa.SRegWorkDim:
		return uint64(m.workDim)
	}
	return 0
}

// intOp computes an integer ALU operation; ok is false on division by zero.
func intOp(op isa.Op, is32 bool, a, b uint64) (uint64, bool) {
	if is32 {
		x, y := uint32(a), uint32(b)
		var r uint32
		switch op {
		case isa.OpAdd:
			r = x + y
		case isa.OpSub:
			r = x - y
		case isa.OpMul:
			r = x * y
		case isa.OpSDiv, isa.OpSRem:
			if y == 0 {
				return 0, false
			}
			if op == isa.OpSDiv {
				r = uint32(int32(x) / int32(y))
			} else {
				r = uint32(int32(x) % int32(y))
			}
		case isa.OpUDiv:
			if y == 0 {
				return 0, false
			}
			r = x / y
		case isa.OpURem:
			if y == 0 {
				return 0, false
			}
			r = x % y
		case isa.OpAnd:
			r = x & y
		case isa.OpOr:
			r = x | y
		case isa.OpXor:
			r = x ^ y
		case isa.OpShl:
			r = x << (y % 32)
		case isa.OpLShr:
			r = x >> (y % 32)
		case isa.OpAShr:
			r = uint32(int32(x) >> (y % 32))
		case isa.OpSMin:
			r = uint32(min(int32(x), int32(y)))
		case isa.OpSMax:
			r = uint32(max(int32(x), int32(y)))
		case isa.OpUMin:
			r = min(x, y)
		case isa.OpUMax:
			r = max(x, y)
		}
		return uint64(r), true
	}
	x, y := a, b
	switch op {
	case isa.OpAdd:
		return x + y, true
	case isa.OpSub:
		return x - y, true
	case isa.OpMul:
		return x * y, true
	case isa.OpSDiv:
		if y == 0 {
			return 0, false
		}
		return uint64(int64(x) / int64(y)), true
	case isa.OpSRem:
		if y == 0 {
			return 0, false
		}
		return uint64(int64(x) % int64(y)), true
	case isa.OpUDiv:
		if y == 0 {
			return 0, false
		}
		return x / y, true
	case isa.OpURem:
		if y == 0 {
			return 0, false
		}
		return x % y, true
	case isa.OpAnd:
		return x & y, true
	case isa.OpOr:
		return x | y, true
	case isa.OpXor:
		return x ^ y, true
	case isa.OpShl:
		return x << (y % 64), true
	case isa.OpLShr:
		return x >> (y % 64), true
	case isa.OpAShr:
		return uint64(int64(x) >> (y % 64)), true
	case isa.OpSMin:
		return uint64(min(int64(x), int64(y))), true
	case isa.OpSMax:
		return uint64(max(int64(x), int64(y))), true
	case isa.OpUMin:
		return min(x, y), true
	case isa.OpUMax:
		return max(x, y), true
	}
	return 0, true
}

func toF(is32 bool, v uint64) float64 {
	if is32 {
		return float64(math.Float32frombits(uint32(v)))
	}
	return math.Float64frombits(v)
}

func fromF(is32 bool, f float64) uint64 {
	if is32 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

func floatOp(op isa.Op, is32 bool, a, b uint64) uint64 {
	if is32 {
		switch op {
		case isa.OpFNeg:
			return uint64(uint32(a) ^ 0x80000000)
		case isa.OpFAbs:
			return uint64(uint32(a) &^ 0x80000000)
		}
		r := floatArith(op, math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b)))
		return uint64(math.Float32bits(r))
	}
	switch op {
	case isa.OpFNeg:
		return a ^ 1<<63
	case isa.OpFAbs:
		return a &^ (1 << 63)
	}
	return math.Float64bits(floatArith(op, math.Float64frombits(a), math.Float64frombits(b)))
}

// floatArith computes a float operation in T's precision: each result is
// rounded to T, as an f32 unit would.
func floatArith[T float32 | float64](op isa.Op, x, y T) T {
	switch op {
	case isa.OpFAdd:
		return x + y
	case isa.OpFSub:
		return x - y
	case isa.OpFMul:
		return x * y
	case isa.OpFDiv:
		return x / y
	case isa.OpFRem:
		return T(math.Mod(float64(x), float64(y)))
	case isa.OpFMin, isa.OpFMax:
		return T(fminmax(op == isa.OpFMin, float64(x), float64(y)))
	case isa.OpFSqrt:
		return T(math.Sqrt(float64(x)))
	}
	return 0
}

// fminmax is LLVM minnum/maxnum: a NaN operand yields the other operand.
func fminmax(isMin bool, x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	case isMin:
		return math.Min(x, y)
	}
	return math.Max(x, y)
}

func icmp(c isa.Cond, is32 bool, a, b uint64) bool {
	ua, ub := a, b
	sa, sb := int64(a), int64(b)
	if is32 {
		ua, ub = uint64(uint32(a)), uint64(uint32(b))
		sa, sb = int64(int32(a)), int64(int32(b))
	}
	switch c {
	case isa.CondEQ:
		return ua == ub
	case isa.CondNE:
		return ua != ub
	case isa.CondUGT:
		return ua > ub
	case isa.CondUGE:
		return ua >= ub
	case isa.CondULT:
		return ua < ub
	case isa.CondULE:
		return ua <= ub
	case isa.CondSGT:
		return sa > sb
	case isa.CondSGE:
		return sa >= sb
	case isa.CondSLT:
		return sa < sb
	case isa.CondSLE:
		return sa <= sb
	}
	return false
}

func fcmp(c isa.Cond, x, y float64) bool {
	uno := math.IsNaN(x) || math.IsNaN(y)
	switch c {
	case isa.CondFalse:
		return false
	case isa.CondTrue:
		return true
	case isa.CondOEQ:
		return !uno && x == y
	case isa.CondOGT:
		return !uno && x > y
	case isa.CondOGE:
		return !uno && x >= y
	case isa.CondOLT:
		return !uno && x < y
	case isa.CondOLE:
		return !uno && x <= y
	case isa.CondONE:
		return !uno && x != y
	case isa.CondORD:
		return !uno
	case isa.CondUEQ:
		return uno || x == y
	case isa.CondFUGT:
		return uno || x > y
	case isa.CondFUGE:
		return uno || x >= y
	case isa.CondFULT:
		return uno || x < y
	case isa.CondFULE:
		return uno || x <= y
	case isa.CondUNE:
		return uno || x != y
	case isa.CondUNO:
		return uno
	}
	return false
}

func signExtend(v uint64, bits int) int64 {
	if bits >= 64 {
		return int64(v)
	}
	s := uint(64 - bits)
	return int64(v<<s) >> s
}

func convert(op isa.Op, to, from isa.Type, a uint64) uint64 {
	toMask := mask(to.Bits())
	switch op {
	case isa.OpSExt:
		return uint64(signExtend(a, from.Bits())) & toMask
	case isa.OpZExt, isa.OpTrunc:
		n := from.Bits()
		if op == isa.OpTrunc {
			n = to.Bits()
		}
		return a & mask(n)
	case isa.OpFPToSI:
		f := toF(from == isa.F32, a)
		n := to.Bits()
		lo, hi := -math.Ldexp(1, n-1), math.Ldexp(1, n-1)
		var v int64
		switch {
		case math.IsNaN(f):
			v = 0
		case f <= lo:
			v = -1 << uint(n-1)
		case f >= hi:
			v = 1<<uint(n-1) - 1
		default:
			v = int64(f)
		}
		return uint64(v) & toMask
	case isa.OpFPToUI:
		f := toF(from == isa.F32, a)
		n := to.Bits()
		var v uint64
		switch {
		case math.IsNaN(f) || f <= 0:
			v = 0
		case f >= math.Ldexp(1, n):
			v = mask(n)
		default:
			v = uint64(f)
		}
		return v & toMask
	case isa.OpSIToFP:
		v := signExtend(a, from.Bits())
		if to == isa.F32 {
			return uint64(math.Float32bits(float32(v)))
		}
		return math.Float64bits(float64(v))
	case isa.OpUIToFP:
		v := a & mask(from.Bits())
		if to == isa.F32 {
			return uint64(math.Float32bits(float32(v)))
		}
		return math.Float64bits(float64(v))
	case isa.OpFPExt:
		return math.Float64bits(float64(math.Float32frombits(uint32(a))))
	case isa.OpFPTrunc:
		return uint64(math.Float32bits(float32(math.Float64frombits(a))))
	}
	return 0
}

// warpMask checks the member mask of a warp-level operation for split s:
// wsync's (__syncwarp(mask), register a) or that of a vote, ballot or shfl
// of a *_sync intrinsic (FlagMask, register c). It reports whether the
// operation can execute; when not, the run ends (m.fault or m.stuck).
//
// Every thread must name itself in its mask (CUDA: undefined otherwise;
// a fault here). Under collective warp-level operations
// (Caps.CollectiveWarpOps: its, mimd, dwf) the mechanism issues the
// operation only once every live thread the mask names is at it
// (mechutil.WarpOps.Named), so the split is the meeting and the operation
// computes over it. Under a SIMT mechanism the split that issues it is
// the meeting: fine when every live thread the mask names is in the split
// (a converged warp or the named threads all on this path; a wsync is
// then a no-op); a named live thread outside the split is on another path
// of the warp, which a mechanism that executes one path at a time never
// brings to this operation while these threads wait there: the run ends
// as a deadlock whose reason names the operation, its mask and the
// missing threads (m.stuck), instead of computing over part of the
// threads or passing silently.
func (m *machine) warpMask(w *Warp, s Split, pc uint32, in *isa.Inst) bool {
	r := in.C
	if in.Op == isa.OpWSync {
		r = in.A
	}
	var named uint64
	for mm := s.Mask; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		mask := uint64(uint32(w.reg(r, l)))
		if mask&(1<<uint(l)) == 0 {
			m.faultf(w, l, pc, "%s: the member mask %#x does not name the calling thread (lane %d)", in.Op, mask, l)
			return false
		}
		named |= mask
	}
	if m.collective || m.stuck != "" {
		return m.stuck == ""
	}
	missing := named & w.Live &^ s.Mask
	if missing == 0 {
		return true
	}
	noun, what := "warp sync", "warp sync"
	if in.Op != isa.OpWSync {
		noun = in.Op.String()
		what = noun + " (a *_sync warp operation)"
	}
	where := fmt.Sprintf("pc %#x", pc)
	if ln, ok := m.obj.LineAt(pc); ok {
		where += " (" + ln.String() + ")"
	}
	m.mayStop = true
	m.stuck = fmt.Sprintf("%s with mask %#x at %s: threads %s of warp %d (block %d) wait for threads %s of the mask, which are live on another path of the warp; the mechanism runs one path of a warp at a time and never brings them to this %s (mechanisms with collective warp-level operations, its and mimd, do)",
		what, uint32(named), where, m.threads(w, s.Mask&named), w.ID, w.Block, m.threads(w, missing), noun)
	return false
}
