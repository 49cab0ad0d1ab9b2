package isa

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/simtc/simtc/mathfn"
)

// Inst is one decoded instruction. Only the fields its Op uses may be set
// (see the package documentation and Validate); the others must be zero, so
// that every valid Inst has exactly one encoding.
type Inst struct {
	Op    Op
	Type  Type     // operation type or memory access type
	From  Type     // conversions: the source type (Type is the destination)
	Space Space    // ld, st, atom, cas, cvta, cvta.to
	Cond  Cond     // icmp, fcmp
	Atom  AtomOp   // atom
	Math  MathFn   // math
	SReg  SReg     // s2r
	Mem   MemFlags // fence, bar
	Flags Flags

	Dst     Reg // destination
	A, B, C Reg // sources (A is the address of memory ops, the condition of cbra and select)

	// Imm is the immediate operand (with FlagImm), the memory offset (ld,
	// st, atom, cas), the global index (gaddr) or the stack adjustment
	// (spadd).
	Imm int64
	// Target is the branch, call or ssy target PC.
	Target uint32
	// RPC is the reconvergence PC of bra, cbra and brx, NoPC when there is
	// none. Note that zero is PC 0, not "none".
	RPC uint32
}

// Validate reports whether in is a valid instruction: a known Op, only the
// fields that Op uses set, each to an allowed value, PCs aligned.
func (in Inst) Validate() error {
	if !in.Op.Valid() {
		return fmt.Errorf("invalid opcode %d", uint8(in.Op))
	}
	oi := in.Op.info()
	name := oi.name

	// Type.
	if oi.types == 0 {
		if in.Type != TypeNone {
			return fmt.Errorf("%s takes no type, has %s", name, in.Type)
		}
	} else if !oi.types.has(in.Type) {
		return fmt.Errorf("%s: type %s not allowed", name, in.Type)
	}

	// From and Space.
	if oi.aux == auxFrom {
		if !oi.from.has(in.From) {
			return fmt.Errorf("%s: source type %s not allowed", name, in.From)
		}
	} else if in.From != TypeNone {
		return fmt.Errorf("%s takes no source type, has %s", name, in.From)
	}
	if oi.aux == auxSpace {
		if !oi.spaces.has(in.Space) {
			return fmt.Errorf("%s: space %s not allowed", name, in.Space)
		}
	} else if in.Space != SpaceNone {
		return fmt.Errorf("%s takes no address space, has %s", name, in.Space)
	}

	// Modifier byte.
	switch {
	case oi.mod == modICond && !in.Cond.IsInt():
		return fmt.Errorf("%s: condition %s is not an integer condition", name, in.Cond)
	case oi.mod == modFCond && !in.Cond.IsFloat():
		return fmt.Errorf("%s: condition %s is not a float condition", name, in.Cond)
	case oi.mod != modICond && oi.mod != modFCond && in.Cond != CondNone:
		return fmt.Errorf("%s takes no condition, has %s", name, in.Cond)
	case oi.mod == modAtom && (in.Atom == AtomNone || in.Atom >= numAtomOps):
		return fmt.Errorf("%s: invalid atomic operation %d", name, uint8(in.Atom))
	case oi.mod == modMath && !in.Math.Valid():
		return fmt.Errorf("%s: invalid math function %d", name, uint8(in.Math))
	case oi.mod != modMath && in.Math != mathfn.None:
		return fmt.Errorf("%s takes no math function, has %s", name, in.Math)
	case oi.mod != modAtom && in.Atom != AtomNone:
		return fmt.Errorf("%s takes no atomic operation, has %s", name, in.Atom)
	case oi.mod == modSReg && (in.SReg == SRegNone || in.SReg >= numSRegs):
		return fmt.Errorf("%s: invalid special register %d", name, uint8(in.SReg))
	case oi.mod != modSReg && in.SReg != SRegNone:
		return fmt.Errorf("%s takes no special register, has %s", name, in.SReg)
	case oi.mod == modMem && in.Mem&^memAll != 0:
		return fmt.Errorf("%s: invalid memory flags %#x", name, uint8(in.Mem))
	case oi.mod == modMem && in.Op == OpFence && in.Mem == 0:
		return fmt.Errorf("fence orders no memory (flags 0)")
	case oi.mod != modMem && in.Mem != 0:
		return fmt.Errorf("%s takes no memory flags, has %#x", name, uint8(in.Mem))
	}

	// Flags.
	allowed := oi.flags
	if oi.imm == immOpt {
		allowed |= FlagImm
	}
	if in.Flags&^allowed != 0 {
		return fmt.Errorf("%s: flags %#x not allowed", name, uint8(in.Flags&^allowed))
	}

	// Registers.
	regs := in.regMask()
	for i, r := range [4]Reg{in.Dst, in.A, in.B, in.C} {
		if regs&(1<<i) == 0 && r != 0 {
			return fmt.Errorf("%s: unused operand field %c = %d, want 0", name, "dabc"[i], r)
		}
	}

	// Immediate and PCs.
	if in.Imm != 0 && !(oi.imm == immOffset || oi.imm == immValue || oi.imm == immOpt && in.Flags&FlagImm != 0) {
		return fmt.Errorf("%s: unused immediate %d, want 0", name, in.Imm)
	}
	if in.Op == OpGAddr && (in.Imm < 0 || in.Imm > math.MaxInt32) {
		return fmt.Errorf("gaddr: global index %d out of range", in.Imm)
	}
	if in.Op == OpPrintf && (in.Imm < 0 || in.Imm > math.MaxInt32) {
		return fmt.Errorf("printf: format index %d out of range", in.Imm)
	}
	if oi.pcs&pcTarget == 0 {
		if in.Target != 0 {
			return fmt.Errorf("%s: unused target %#x, want 0", name, in.Target)
		}
	} else if in.Target%InstSize != 0 || in.Target == NoPC {
		return fmt.Errorf("%s: target %#x is not a multiple of %d", name, in.Target, InstSize)
	}
	if oi.pcs&pcRPC == 0 {
		if in.RPC != 0 {
			return fmt.Errorf("%s: unused reconvergence PC %#x, want 0", name, in.RPC)
		}
	} else if in.RPC != NoPC && in.RPC%InstSize != 0 {
		return fmt.Errorf("%s: reconvergence PC %#x is not a multiple of %d", name, in.RPC, InstSize)
	}

	// Op-specific rules.
	switch in.Op {
	case OpSExt, OpZExt:
		if in.From.Bits() >= in.Type.Bits() {
			return fmt.Errorf("%s.%s.%s does not widen", name, in.Type, in.From)
		}
	case OpTrunc:
		if in.Type.Bits() >= in.From.Bits() {
			return fmt.Errorf("%s.%s.%s does not narrow", name, in.Type, in.From)
		}
	case OpAtom:
		if in.Atom == AtomFAdd {
			if !in.Type.IsFloat() {
				return fmt.Errorf("atom.fadd needs f32 or f64, has %s", in.Type)
			}
		} else if !in.Type.IsInt() {
			return fmt.Errorf("atom.%s needs i32 or i64, has %s", in.Atom, in.Type)
		}
	}
	return nil
}

// regMask returns the register fields in uses: the op's fields minus the one
// replaced by the immediate and minus b for atom.inc and atom.dec.
func (in Inst) regMask() regMask {
	oi := in.Op.info()
	m := oi.regs
	if oi.flags&FlagMask != 0 && in.Flags&FlagMask == 0 {
		m &^= useC // a warp-level operation without a member mask
	}
	if in.Op == OpShfl && in.Flags&FlagImm != 0 {
		m &^= useB // the immediate is the source lane, not the mask
	} else if oi.imm == immOpt && in.Flags&FlagImm != 0 {
		// The immediate replaces the last source register.
		switch {
		case m&useC != 0:
			m &^= useC
		case m&useB != 0:
			m &^= useB
		default:
			m &^= useA
		}
	}
	if in.Op == OpAtom && (in.Atom == AtomInc || in.Atom == AtomDec) {
		m &^= useB
	}
	if in.Op == OpMath {
		switch in.Math.Arity() {
		case 1:
			m &^= useB | useC
		case 2:
			m &^= useC
		}
	}
	return m
}

// Def returns the register in writes, if any. The result may be RZ, whose
// writes are discarded.
func (in Inst) Def() (Reg, bool) {
	if in.regMask()&useD != 0 {
		return in.Dst, true
	}
	return 0, false
}

// Uses appends the registers in reads to dst (in the order a, b, c) and
// returns the extended slice. RZ is included when it is an operand.
func (in Inst) Uses(dst []Reg) []Reg {
	m := in.regMask()
	if m&useA != 0 {
		dst = append(dst, in.A)
	}
	if m&useB != 0 {
		dst = append(dst, in.B)
	}
	if m&useC != 0 {
		dst = append(dst, in.C)
	}
	return dst
}

// MaxReg returns the largest register number in uses other than RZ, or -1
// when it uses none.
func (in Inst) MaxReg() int {
	max := -1
	m := in.regMask()
	for i, r := range [4]Reg{in.Dst, in.A, in.B, in.C} {
		if m&(1<<i) != 0 && r != RZ && int(r) > max {
			max = int(r)
		}
	}
	return max
}

// String returns in in assembly syntax, for example "add.i32 r3, r1, 5",
// "ld.global.i32 r1, [r2+8]" or "@r2 bra 0x40 rpc=0x60". An invalid
// instruction prints as "(invalid: reason)".
func (in Inst) String() string {
	if err := in.Validate(); err != nil {
		return "(invalid: " + err.Error() + ")"
	}
	var sb strings.Builder
	in.format(&sb, nil)
	return sb.String()
}

// format writes in to sb; gname, when not nil, names global variables.
func (in Inst) format(sb *strings.Builder, gname func(int64) string) {
	oi := in.Op.info()
	last := func() string { // the last source operand: register or immediate
		if in.Flags&FlagImm != 0 {
			return in.immString()
		}
		switch {
		case oi.regs&useC != 0:
			return in.C.String()
		case oi.regs&useB != 0:
			return in.B.String()
		}
		return in.A.String()
	}
	addr := func() string {
		switch {
		case in.A == RZ:
			return fmt.Sprintf("[%d]", in.Imm)
		case in.Imm > 0:
			return fmt.Sprintf("[%s+%d]", in.A, in.Imm)
		case in.Imm < 0:
			return fmt.Sprintf("[%s%d]", in.A, in.Imm)
		}
		return "[" + in.A.String() + "]"
	}
	switch in.Op {
	case OpNop, OpRet, OpExit, OpTrap, OpSync:
		sb.WriteString(oi.name)
	case OpMov:
		fmt.Fprintf(sb, "mov.%s %s, %s", in.Type, in.Dst, last())
	case OpS2R:
		fmt.Fprintf(sb, "s2r %s, %%%s", in.Dst, in.SReg)
	case OpGAddr:
		g := "g" + strconv.FormatInt(in.Imm, 10)
		if gname != nil {
			g = gname(in.Imm)
		}
		fmt.Fprintf(sb, "gaddr %s, %s", in.Dst, g)
	case OpICmp, OpFCmp:
		fmt.Fprintf(sb, "%s.%s.%s %s, %s, %s", oi.name, in.Cond, in.Type, in.Dst, in.A, last())
	case OpSelect:
		fmt.Fprintf(sb, "select.%s %s, %s, %s, %s", in.Type, in.Dst, in.A, in.B, last())
	case OpSExt, OpZExt, OpTrunc, OpFPToSI, OpFPToUI, OpSIToFP, OpUIToFP, OpFPExt, OpFPTrunc:
		fmt.Fprintf(sb, "%s.%s.%s %s, %s", oi.name, in.Type, in.From, in.Dst, in.A)
	case OpCvta, OpCvtaTo:
		fmt.Fprintf(sb, "%s.%s %s, %s", oi.name, in.Space, in.Dst, in.A)
	case OpLd, OpSt:
		sb.WriteString(oi.name)
		if in.Flags&FlagVolatile != 0 {
			sb.WriteString(".volatile")
		}
		fmt.Fprintf(sb, ".%s.%s ", in.Space, in.Type)
		if in.Op == OpLd {
			fmt.Fprintf(sb, "%s, %s", in.Dst, addr())
		} else {
			fmt.Fprintf(sb, "%s, %s", addr(), in.B)
		}
	case OpAtom:
		fmt.Fprintf(sb, "atom.%s.%s.%s %s, %s", in.Space, in.Atom, in.Type, in.Dst, addr())
		if in.Atom != AtomInc && in.Atom != AtomDec {
			fmt.Fprintf(sb, ", %s", in.B)
		}
	case OpCas:
		fmt.Fprintf(sb, "cas.%s.%s %s, %s, %s, %s", in.Space, in.Type, in.Dst, addr(), in.B, in.C)
	case OpFence, OpBar:
		sb.WriteString(oi.name)
		if in.Mem != 0 {
			sb.WriteString("." + in.Mem.String())
		}
	case OpVoteAll, OpVoteAny, OpBallot:
		fmt.Fprintf(sb, "%s %s, %s", oi.name, in.Dst, in.A)
		if in.Flags&FlagMask != 0 {
			fmt.Fprintf(sb, ", mask=%s", in.C)
		}
	case OpShfl:
		b := in.B.String()
		if in.Flags&FlagImm != 0 {
			b = in.immString()
		}
		fmt.Fprintf(sb, "shfl %s, %s, %s", in.Dst, in.A, b)
		if in.Flags&FlagMask != 0 {
			fmt.Fprintf(sb, ", mask=%s", in.C)
		}
	case OpWSync:
		fmt.Fprintf(sb, "wsync %s", in.A)
	case OpBra, OpCBra:
		if in.Op == OpCBra {
			sb.WriteByte('@')
			if in.Flags&FlagNeg != 0 {
				sb.WriteByte('!')
			}
			sb.WriteString(in.A.String() + " ")
		}
		sb.WriteString("bra")
		if in.Flags&FlagCons != 0 {
			sb.WriteString(".cons")
		}
		fmt.Fprintf(sb, " %#x", in.Target)
		in.writeRPC(sb)
	case OpBrx:
		fmt.Fprintf(sb, "brx %s", in.A)
		in.writeRPC(sb)
	case OpCall, OpSSY:
		fmt.Fprintf(sb, "%s %#x", oi.name, in.Target)
	case OpSPAdd:
		fmt.Fprintf(sb, "spadd %d", in.Imm)
	case OpPrintf:
		fmt.Fprintf(sb, "printf [%s], #%d", in.A, in.Imm)
	case OpMath:
		fmt.Fprintf(sb, "math.%s.%s %s, %s", in.Math, in.Type, in.Dst, in.A)
		if n := in.Math.Arity(); n >= 2 {
			fmt.Fprintf(sb, ", %s", in.B)
			if n == 3 {
				fmt.Fprintf(sb, ", %s", in.C)
			}
		}
	default:
		// Binary and unary ALU operations.
		fmt.Fprintf(sb, "%s.%s %s, %s", oi.name, in.Type, in.Dst, in.A)
		if oi.regs&useB != 0 {
			sb.WriteString(", " + last())
		}
	}
}

func (in Inst) writeRPC(sb *strings.Builder) {
	if in.RPC != NoPC {
		fmt.Fprintf(sb, " rpc=%#x", in.RPC)
	}
}

// immString formats the immediate operand according to the type: floats as
// floats when the bits are an ordinary number, everything else in decimal
// (or hex for bit patterns that are not canonical for the type).
func (in Inst) immString() string {
	switch in.Type {
	case F32:
		if in.Imm>>32 == 0 {
			f := math.Float32frombits(uint32(in.Imm))
			if !math.IsNaN(float64(f)) {
				return floatString(float64(f), 32)
			}
		}
		return fmt.Sprintf("%#x", uint64(in.Imm))
	case F64:
		f := math.Float64frombits(uint64(in.Imm))
		if !math.IsNaN(f) {
			return floatString(f, 64)
		}
		return fmt.Sprintf("%#x", uint64(in.Imm))
	}
	return strconv.FormatInt(in.Imm, 10)
}

func floatString(f float64, bits int) string {
	s := strconv.FormatFloat(f, 'g', -1, bits)
	if !strings.ContainsAny(s, ".eIn") {
		s += ".0"
	}
	return s
}
