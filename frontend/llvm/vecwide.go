package llvm

import (
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// reshapeWide lowers a bitcast between vectors of more than 64 bits (as_T
// of OpenCL's 16-byte and wider vectors: <4 x i32> ↔ <2 x i64>, <8 x i16>,
// <16 x i8>, <4 x float> …), which no integer type holds. Lanes of 8 to 64
// bits are regrouped in chunks of the wider of the two lane widths: the
// source lanes of a chunk are packed into one integer, lane 0 in the low
// bits, and split into the destination lanes, which is the vectors' common
// memory image read little-endian.
func (l *lowerer) reshapeWide(lv value.Value, lanes []ir.Value, from, to *types.VectorType) {
	et := l.vecElem(to.ElemType)
	fw, tw := laneBits(lanes[0].Type()), laneBits(et)
	if fw < 8 || tw < 8 || ir.IsPtr(lanes[0].Type()) || ir.IsPtr(et) || len(lanes)*fw != int(to.Len)*tw {
		l.failIn("unsupported bitcast from %s to %s", from, to)
	}
	chunk := max(fw, tw)
	per := chunk / fw
	var out []ir.Value
	for k := 0; k < len(lanes); k += per {
		x := l.pack(lanes[k:k+per], ir.IntType{Bits: chunk})
		out = append(out, l.unpack(x, chunk/tw, et)...)
	}
	l.defVec(lv, out)
}
