package mem

import (
	"math"

	"github.com/simtc/simtc/sim/isa"
)

// Atomic returns the value an atomic read-modify-write op of type t
// stores when memory holds old and the operand is b (is32: a 32-bit
// operation, whose comparisons and wrap-arounds are on the low 32 bits).
func Atomic(op isa.AtomOp, t isa.Type, is32 bool, old, b uint64) uint64 {
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
