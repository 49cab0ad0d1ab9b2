package llvm

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/internal/cfmt"
	"github.com/simtc/simtc/ir"
)

// printf lowers the two forms clang-14 emits for printf to ir.OpPrintf:
//
//   - OpenCL C (spir64 and nvptx64): a call of the variadic
//     printf(constant char *format, ...) with the arguments after C's
//     default promotions (a vector argument is a vector, its lanes
//     unpromoted);
//   - CUDA: vprintf(format, buffer), the arguments stored by the caller in
//     a local buffer, each at an offset aligned to its size (int 4, long,
//     double and pointers 8; float is promoted to double), or a null
//     buffer for none. The loads from the buffer are read from the format.
//
// The format must be a constant string (a global's initializer); it is
// parsed here, so a bad one is an error at the call. The result is 0.
func (l *lowerer) printf(in *llir.InstCall, cuda bool) {
	if len(in.Args) == 0 || cuda && len(in.Args) != 2 {
		l.failIn("%s called with %d arguments", map[bool]string{false: "printf", true: "vprintf"}[cuda], len(in.Args))
	}
	g, format := l.printfFormat(in.Args[0])
	f, err := cfmt.Parse(format)
	if err != nil {
		l.failIn("%v", err)
	}
	var args []ir.Value
	if cuda {
		args = l.vprintfArgs(f, in.Args[1])
	} else {
		for _, a := range in.Args[1:] {
			if vectorOf(typeOf(unwrapArg(a))) != nil {
				args = append(args, l.vec(a)...)
			} else {
				args = append(args, l.val(a))
			}
		}
	}
	types := make([]ir.Type, len(args))
	for k, a := range args {
		types[k] = a.Type()
	}
	if err := ir.CheckPrintf(f, types); err != nil {
		l.failIn("printf: %v", err)
	}
	l.b.Printf(g, args...)
	if t := l.typ(in.Typ); t != ir.Void {
		l.def(in, ir.ConstInt(t, 0))
	}
}

// printfFormat returns the global holding a printf format and the format.
func (l *lowerer) printfFormat(v value.Value) (*ir.Global, string) {
	v = unwrapArg(v)
	for {
		switch x := v.(type) {
		case *constant.ExprGetElementPtr:
			for _, idx := range x.Indices {
				if ix, ok := idx.(*constant.Index); ok {
					idx = ix.Constant
				}
				if c, ok := idx.(*constant.Int); !ok || c.X.Sign() != 0 {
					l.failIn("printf format is not a string constant")
				}
			}
			v = x.Src
			continue
		case *constant.ExprAddrSpaceCast:
			v = x.From
			continue
		case *constant.ExprBitCast:
			v = x.From
			continue
		case *llir.Global:
			info := l.imp.globals[x]
			if info == nil || info.g == nil {
				l.failIn("printf format @%s is not a string constant simtc can read", valueName(x))
			}
			format, ok := ir.PrintfFormat(info.g)
			if !ok {
				l.failIn("printf format @%s is not a NUL-terminated string constant", valueName(x))
			}
			return info.g, format
		}
		l.failIn("printf format is not a string constant")
		return nil, ""
	}
}

// vprintfArgs loads CUDA's vprintf arguments from buf as the format f
// reads them.
func (l *lowerer) vprintfArgs(f *cfmt.Format, buf value.Value) []ir.Value {
	classes := f.Args()
	if len(classes) == 0 {
		return nil
	}
	base := l.val(buf)
	if !ir.IsPtr(base.Type()) {
		l.failIn("vprintf buffer of type %s", base.Type())
	}
	space := base.Type().(ir.PtrType).Space
	if elemOf(base) != ir.I8 {
		base = l.b.Cast(ir.OpBitcast, base, ir.PtrTo(ir.I8, space))
	}
	// The type of each argument: the conversions' in order.
	var ts []ir.Type
	for _, p := range f.Pieces {
		c := p.Conv
		if c == nil {
			continue
		}
		if c.WidthStar {
			ts = append(ts, ir.I32)
		}
		if c.PrecStar {
			ts = append(ts, ir.I32)
		}
		switch c.Class() {
		case cfmt.Float:
			ts = append(ts, ir.F64)
		case cfmt.String, cfmt.Ptr:
			ts = append(ts, ir.PtrTo(ir.I8, ir.SpaceGeneric))
		default:
			if c.Len == "l" || c.Len == "ll" {
				ts = append(ts, ir.I64)
			} else {
				ts = append(ts, ir.I32)
			}
		}
	}
	var out []ir.Value
	var off int64
	for _, t := range ts {
		size := ir.SizeOf(t)
		off = (off + size - 1) &^ (size - 1)
		p := l.b.GEP(base, ir.ConstInt(ir.I64, off))
		out = append(out, l.b.Load(l.b.Cast(ir.OpBitcast, p, ir.PtrTo(t, space)), false))
		off += size
	}
	return out
}
