package llvm

import (
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// OpenCL's conversions, convert_T[N][_sat][_rte|_rtz|_rtp|_rtn], on
// scalars (calls.go) and vectors (vector.go), lowered by builtin.Convert.

// convertSpec reads an OpenCL convert_T[N][_sat][_rte|_rtz|_rtp|_rtn]
// builtin name (builtin.ParseConvert) and says whether the destination is
// unsigned.
func convertSpec(name string) (c builtin.ConvertName, dstUnsigned, ok bool) {
	c, ok = builtin.ParseConvert(name)
	if !ok {
		return c, false, false
	}
	switch strings.TrimRight(c.Type, "0123456789") {
	case "char", "short", "int", "long", "float", "double":
		return c, false, true
	case "uchar", "ushort", "uint", "ulong":
		return c, true, true
	}
	return c, false, false
}

// srcCode returns the Itanium builtin-type code of the first parameter of
// a mangled name, looking through a vector type (Dv4_h is uchar).
func srcCode(mangledName string, m mangled) byte {
	if m.first != 'D' {
		return m.first
	}
	i := strings.Index(mangledName, m.name)
	if i < 0 {
		return 0
	}
	rest := mangledName[i+len(m.name):]
	if !strings.HasPrefix(rest, "Dv") {
		return 0
	}
	j := strings.IndexByte(rest, '_')
	if j < 0 || j+1 >= len(rest) {
		return 0
	}
	return rest[j+1]
}

// convert emits an OpenCL conversion of x (whose source type code is src)
// to t, with saturation and the rounding mode as builtin.Convert gives
// them; ok is false for types it does not convert.
func (l *lowerer) convert(x ir.Value, src byte, t ir.Type, c builtin.ConvertName, dstUnsigned bool) (ir.Value, bool) {
	scalar := func(t ir.Type) bool { return ir.IsInt(t) && t != ir.I1 || ir.IsFloat(t) }
	if !scalar(x.Type()) || !scalar(t) || c.Sat && !ir.IsInt(t) {
		return nil, false
	}
	conv := builtin.Conv{SrcUnsigned: unsignedCode(src), DstUnsigned: dstUnsigned, Sat: c.Sat, Round: c.Round}
	return builtin.Convert(l.b, x, t, conv), true
}
