package minic

import (
	"math"
)

// constVal is the value of a constant expression. Integers (and bools) are
// kept in Int, normalized to their type: sign-extended from the type's width
// for signed types, zero-extended for unsigned ones (ulong uses all 64 bits,
// read as unsigned). Floats are kept in Float, rounded to float32 for float.
type constVal struct {
	Int     int64
	Float   float64
	IsFloat bool
}

func intConst(v int64, t *Type) *constVal { return &constVal{Int: normInt(v, t)} }

func floatConst(v float64, t *Type) *constVal {
	if t.Kind == Float {
		v = float64(float32(v))
	}
	return &constVal{Float: v, IsFloat: true}
}

// normInt truncates v to the width of integer type t.
func normInt(v int64, t *Type) int64 {
	if t.Kind == Bool {
		if v != 0 {
			return 1
		}
		return 0
	}
	bits := t.bits()
	if bits == 0 || bits >= 64 {
		return v
	}
	shift := 64 - uint(bits)
	if t.isSigned() {
		return v << shift >> shift
	}
	return int64(uint64(v) << shift >> shift)
}

// isZero reports whether c is an integer zero.
func (c *constVal) isZero() bool { return c != nil && !c.IsFloat && c.Int == 0 }

// truth returns the C truth value of c.
func (c *constVal) truth() bool {
	if c.IsFloat {
		return c.Float != 0
	}
	return c.Int != 0
}

// toFloat returns the value of integer constant c of type t as a float64.
func (c *constVal) toFloat(t *Type) float64 {
	if c.IsFloat {
		return c.Float
	}
	if t.isSigned() || t.Kind == Bool {
		return float64(c.Int)
	}
	return float64(uint64(c.Int))
}

// convertConst converts c from type from to type to; nil when the result is
// not a constant (a pointer, say).
func convertConst(c *constVal, from, to *Type) *constVal {
	if c == nil {
		return nil
	}
	switch {
	case to.Kind == Bool:
		return intConst(b2i(c.truth()), to)
	case to.isFloat():
		return floatConst(c.toFloat(from), to)
	case to.isInteger():
		if !c.IsFloat {
			return intConst(c.Int, to)
		}
		f := c.Float
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return intConst(0, to)
		}
		if !to.isSigned() && f >= 0 {
			if f >= 18446744073709551615.0 {
				return intConst(-1, to)
			}
			return intConst(int64(uint64(f)), to)
		}
		if f <= -9223372036854775808.0 {
			return intConst(math.MinInt64, to)
		}
		if f >= 9223372036854775807.0 {
			return intConst(math.MaxInt64, to)
		}
		return intConst(int64(f), to)
	}
	return nil
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// binaryConst folds x op y with both operands of type t (for shifts, y has
// x's type). cmp tells whether the result is a comparison (type int). It
// returns nil when the operation has no constant value (division by zero).
func binaryConst(op string, x, y *constVal, t *Type) *constVal {
	if x == nil || y == nil {
		return nil
	}
	if t.isFloat() {
		a, b := x.Float, y.Float
		var r float64
		switch op {
		case "+":
			r = a + b
		case "-":
			r = a - b
		case "*":
			r = a * b
		case "/":
			r = a / b
		case "<":
			return &constVal{Int: b2i(a < b)}
		case ">":
			return &constVal{Int: b2i(a > b)}
		case "<=":
			return &constVal{Int: b2i(a <= b)}
		case ">=":
			return &constVal{Int: b2i(a >= b)}
		case "==":
			return &constVal{Int: b2i(a == b)}
		case "!=":
			return &constVal{Int: b2i(a != b)}
		default:
			return nil
		}
		return floatConst(r, t)
	}
	if !t.isInteger() {
		return nil
	}
	a, b := x.Int, y.Int
	ua, ub := uint64(a), uint64(b)
	signed := t.isSigned()
	var r int64
	switch op {
	case "+":
		r = a + b
	case "-":
		r = a - b
	case "*":
		r = a * b
	case "/", "%":
		if b == 0 {
			return nil
		}
		switch {
		case signed && op == "/":
			r = a / b
		case signed:
			r = a % b
		case op == "/":
			r = int64(ua / ub)
		default:
			r = int64(ua % ub)
		}
	case "&":
		r = a & b
	case "|":
		r = a | b
	case "^":
		r = a ^ b
	case "<<", ">>":
		// OpenCL masks the shift count to the width of the left operand.
		n := ub & uint64(t.bits()-1)
		switch {
		case op == "<<":
			r = a << n
		case signed:
			r = a >> n
		default:
			r = int64(ua >> n)
		}
	case "<", ">", "<=", ">=":
		var lt, gt bool
		if signed {
			lt, gt = a < b, a > b
		} else {
			lt, gt = ua < ub, ua > ub
		}
		switch op {
		case "<":
			return &constVal{Int: b2i(lt)}
		case ">":
			return &constVal{Int: b2i(gt)}
		case "<=":
			return &constVal{Int: b2i(!gt)}
		}
		return &constVal{Int: b2i(!lt)}
	case "==":
		return &constVal{Int: b2i(a == b)}
	case "!=":
		return &constVal{Int: b2i(a != b)}
	case "&&":
		return &constVal{Int: b2i(a != 0 && b != 0)}
	case "||":
		return &constVal{Int: b2i(a != 0 || b != 0)}
	default:
		return nil
	}
	return intConst(r, t)
}

// unaryConst folds op x for x of type t (already promoted).
func unaryConst(op string, x *constVal, t *Type) *constVal {
	if x == nil {
		return nil
	}
	switch op {
	case "+":
		return x
	case "-":
		if x.IsFloat {
			return floatConst(-x.Float, t)
		}
		return intConst(-x.Int, t)
	case "~":
		if x.IsFloat {
			return nil
		}
		return intConst(^x.Int, t)
	case "!":
		return &constVal{Int: b2i(!x.truth())}
	}
	return nil
}
