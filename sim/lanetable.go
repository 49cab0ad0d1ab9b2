// laneRun's instruction table: the instructions of mimd's common cycles
// (integer ALU operations, compares, bra and cbra, one thread at a time
// from a lane-major warp's ready list), decoded once at layout into what
// laneRun reads of each, in one cache line.

package sim

import (
	"math"

	"github.com/simtc/simtc/sim/isa"
)

// laneInst is an instruction as laneRun executes it: the operation of
// its common case, the operands and the scoreboard's figures of a
// decoded instruction, packed in 32 bytes (decoded is about 150) so that
// an issue reads them from one cache line (and, a power of two, at an
// offset the compiler folds into each field's load). laneTable builds
// them at layout.
type laneInst struct {
	op   laneKind // laneNone: laneRun stops (issueLanes' or stepLane's instruction)
	a, b isa.Reg  // the registers of operands A and B (0 where ar, br are 0)
	dst  isa.Reg  // the register written (RZ: none, the scoreboard untouched)
	vsh  uint8    // 32 for a 32-bit operation, else 0
	sm   uint8    // a shift count's mask: 31 or 63
	ar   uint8    // 1: A is a register; 0: it reads 0 (RZ)
	br   uint8    // 1: B is a register; 0: it reads 0 (RZ), or imm with an immediate
	lat  uint32   // decoded.lat: the result is ready lat cycles after the issue
	gap  uint32   // decoded.gap: the warp's next issue gap cycles after this one
	imm  uint64   // B's immediate (0 with a register B), or a branch's target
	vm   uint64   // the value's mask: ^0 >> vsh
}

// laneKind is laneRun's operation: an integer operation of intOp, an
// integer compare of icmp under one condition, bra, or cbra with its
// condition as is or negated.
type laneKind uint8

const (
	laneNone laneKind = iota
	laneAdd
	laneSub
	laneMul
	laneAnd
	laneOr
	laneXor
	laneShl
	laneLShr
	laneAShr
	laneEQ
	laneNE
	laneUGT
	laneUGE
	laneULT
	laneULE
	laneSGT
	laneSGE
	laneSLT
	laneSLE
	laneBra
	laneCBra
	laneCBraNeg
)

// laneOpKind returns laneRun's kind of op, an ALU operation, under
// condition c (icmp), or laneNone.
func laneOpKind(op isa.Op, c isa.Cond) laneKind {
	switch op {
	case isa.OpAdd:
		return laneAdd
	case isa.OpSub:
		return laneSub
	case isa.OpMul:
		return laneMul
	case isa.OpAnd:
		return laneAnd
	case isa.OpOr:
		return laneOr
	case isa.OpXor:
		return laneXor
	case isa.OpShl:
		return laneShl
	case isa.OpLShr:
		return laneLShr
	case isa.OpAShr:
		return laneAShr
	case isa.OpICmp:
		if c >= isa.CondEQ && c <= isa.CondSLE {
			return laneEQ + laneKind(c-isa.CondEQ)
		}
	}
	return laneNone
}

// laneTable returns laneRun's view of code: for each instruction that is
// an operation of laneKind (an ALU operation of decoded.laneOp, bra,
// cbra), whose result register is decoded's def and whose latency and
// gap fit, its laneInst; laneNone for every other. A lane has numRegs
// registers: laneRun reads an entry's operands before its operation (an
// RZ operand, and every operand of a laneNone entry, reads register 0,
// masked off), so with none the table is empty: laneRun finds no
// instruction in it and leaves every issue to issueLanes.
func laneTable(code []decoded, numRegs int) []laneInst {
	if numRegs == 0 {
		return nil // (no register 0 to read)
	}
	t := make([]laneInst, len(code))
	for i := range code {
		d, li := &code[i], &t[i]
		in := &d.in
		if !d.laneOp || d.lat < 0 || d.lat > math.MaxUint32 || d.gap < 0 || d.gap > math.MaxUint32 {
			continue
		}
		op, a, b, dst, imm := laneNone, in.A, isa.RZ, isa.RZ, uint64(0)
		switch {
		case in.Op == isa.OpBra:
			op, a, imm = laneBra, isa.RZ, uint64(in.Target)
		case in.Op == isa.OpCBra:
			op, imm = laneCBra, uint64(in.Target)
			if in.Flags&isa.FlagNeg != 0 {
				op = laneCBraNeg
			}
		default:
			op = laneOpKind(in.Op, in.Cond)
		}
		if d.alu {
			dst = in.Dst
			if in.Flags&isa.FlagImm != 0 {
				imm = uint64(in.Imm)
			} else {
				b = in.B
			}
		}
		if op == laneNone || d.hasDef != (dst != isa.RZ) || d.hasDef && d.def != dst || d.mem {
			continue
		}
		*li = laneInst{op: op, a: a, b: b, dst: dst, sm: 63, lat: uint32(d.lat), gap: uint32(d.gap), imm: imm, vm: ^uint64(0)}
		if a == isa.RZ {
			li.a = 0
		} else {
			li.ar = 1
		}
		if b == isa.RZ {
			li.b = 0
		} else {
			li.br = 1
		}
		if in.Type == isa.I32 {
			li.vsh, li.sm, li.vm = 32, 31, 1<<32-1
		}
	}
	return t
}
