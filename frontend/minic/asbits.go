package minic

import (
	"fmt"

	"github.com/simtc/simtc/ir"
)

// as_T between types of one size but different numbers of components
// (as_int2(long), as_char4(int), as_uchar16(float4), as_float(short2) …)
// reinterprets the bytes: component k of the result is bytes
// [k·w, (k+1)·w) of the operand, little-endian, as on spir64 and nvptx64.
// A 3-component vector occupies the size of four (OpenCL C §6.1.5): as
// the operand its fourth component is undefined (here 0), as the result
// its fourth is dropped.

// describeAs names t as clang's "invalid reinterpretation" error does:
// 'int2' (vector of 2 'int' values), or 'int'.
func describeAs(t *Type) string {
	t = t.unqual()
	if t.Kind == Vector {
		return fmt.Sprintf("'%s' (vector of %d '%s' values)", t, t.Len, t.Elem)
	}
	return "'" + t.String() + "'"
}

// asBits lowers the as_T cast e to the components of its result (one for
// a scalar).
func (fl *funcLowerer) asBits(e *Cast) []ir.Value {
	from, to := typeOf(e.X), e.Type
	var xs []ir.Value
	if from.Kind == Vector {
		xs = fl.vvalue(e.X)
	} else {
		xs = []ir.Value{fl.rvalue(e.X)}
	}
	fl.at(e.Pos)
	toElem, toLen := to, int64(1)
	if to.Kind == Vector {
		toElem, toLen = to.Elem, to.Len
	}
	et := irType(toElem)
	if len(xs) == int(toLen) && ir.Bits(xs[0].Type()) == ir.Bits(et) {
		out := make([]ir.Value, len(xs))
		for k, v := range xs {
			out[k] = fl.bits(v, et)
		}
		return out
	}
	b := fl.b
	// The operand as integer lanes, a 3-vector padded to four.
	ws := ir.Bits(xs[0].Type())
	st := ir.IntType{Bits: ws}
	lanes := make([]ir.Value, 0, 4)
	for _, v := range xs {
		lanes = append(lanes, fl.bits(v, st))
	}
	if len(lanes) == 3 {
		lanes = append(lanes, ir.ConstInt(st, 0))
	}
	wt := ir.Bits(et)
	it := ir.IntType{Bits: wt}
	var out []ir.Value
	switch {
	case wt == ws:
		out = lanes
	case wt < ws: // each operand lane splits into ws/wt result lanes
		for _, v := range lanes {
			for j := 0; j < ws/wt; j++ {
				s := v
				if j > 0 {
					s = b.Binary(ir.OpLShr, v, ir.ConstInt(st, int64(j*wt)))
				}
				out = append(out, b.Cast(ir.OpTrunc, s, it))
			}
		}
	default: // wt/ws operand lanes make one result lane
		r := wt / ws
		for k := 0; k+r <= len(lanes); k += r {
			var acc ir.Value
			for j := 0; j < r; j++ {
				p := ir.Value(b.Cast(ir.OpZExt, lanes[k+j], it))
				if j > 0 {
					p = b.Binary(ir.OpShl, p, ir.ConstInt(it, int64(j*ws)))
					acc = b.Binary(ir.OpOr, acc, p)
				} else {
					acc = p
				}
			}
			out = append(out, acc)
		}
	}
	if int64(len(out)) < toLen || toLen != 3 && int64(len(out)) != toLen {
		internal("as_%s of %s: %d lanes", to, from, len(out))
	}
	out = out[:toLen]
	for k, v := range out {
		out[k] = fl.bits(v, et)
	}
	return out
}
