package llvmir

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/internal/cfmt"
	"github.com/simtc/simtc/ir"
)

// printf writes ir.OpPrintf as OpenCL C's variadic printf(constant char
// *format, ...), as clang-14 emits it for spir64 and for OpenCL on
// nvptx64: the format as an i8 pointer in its address space, the
// arguments after C's default promotions (a float becomes a double, an
// integer narrower than int an int: sign-extended for %d and %i,
// zero-extended otherwise), and the lanes of a vector conversion (%v4hld)
// gathered back into the vector OpenCL passes. In nvptx64 output whose
// builtins are CUDA's (a CUDA module, or mini-C) it is CUDA's form:
// vprintf (vprintfCall).
func (fn *fn) printf(i *ir.Instr, args []value.Value) (value.Value, error) {
	g, _ := i.Args[0].(*ir.Global)
	format, ok := ir.PrintfFormat(g)
	if !ok {
		return nil, fn.errorf(i, "printf without a constant format")
	}
	f, err := cfmt.Parse(format)
	if err != nil {
		return nil, fn.errorf(i, "printf: %v", err)
	}
	pt, ok := args[0].Type().(*types.PointerType)
	if !ok {
		return nil, fn.errorf(i, "printf format of type %v", args[0].Type())
	}
	i8p := types.NewPointer(types.I8)
	i8p.AddrSpace = pt.AddrSpace
	// The format as clang gives it: a constant getelementptr to the
	// string's first byte (which frontends, simtc's own, read back).
	var fmtArg value.Value
	if c, ok := args[0].(constant.Constant); ok {
		if at, ok := pt.ElemType.(*types.ArrayType); ok && types.Equal(at.ElemType, types.I8) {
			zero := constant.NewInt(types.I64, 0)
			fmtArg = constant.NewGetElementPtr(at, c, zero, zero)
		}
	}
	if fmtArg == nil {
		if fmtArg, err = fn.convert(args[0], i8p); err != nil {
			return nil, fn.errorf(i, "printf format: %v", err)
		}
	}
	if !fn.w.openCL() {
		return fn.vprintfCall(i, f, fmtArg, args[1:])
	}
	out := []value.Value{fmtArg}
	rest := args[1:]
	next := func() (value.Value, bool) {
		if len(rest) == 0 {
			return nil, false
		}
		v := rest[0]
		rest = rest[1:]
		return v, true
	}
	for _, p := range f.Pieces {
		c := p.Conv
		if c == nil {
			continue
		}
		for range b2i(c.WidthStar) + b2i(c.PrecStar) {
			v, ok := next()
			if !ok {
				return nil, fn.errorf(i, "printf: too few arguments for the format")
			}
			out = append(out, fn.promote(v, true))
		}
		if c.Vec == 0 {
			v, ok := next()
			if !ok {
				return nil, fn.errorf(i, "printf: too few arguments for the format")
			}
			signed := c.Verb == 'd' || c.Verb == 'i'
			if c.Class() == cfmt.String {
				if vt, ok := v.Type().(*types.PointerType); ok && !types.Equal(vt.ElemType, types.I8) {
					sp := types.NewPointer(types.I8)
					sp.AddrSpace = vt.AddrSpace
					v = fn.cur.NewBitCast(v, sp)
				}
				out = append(out, v)
				continue
			}
			out = append(out, fn.promote(v, signed))
			continue
		}
		var vec value.Value
		for k := range c.Vec {
			v, ok := next()
			if !ok {
				return nil, fn.errorf(i, "printf: too few arguments for the format")
			}
			if vec == nil {
				vec = constant.NewUndef(types.NewVector(uint64(c.Vec), v.Type()))
			}
			vec = fn.cur.NewInsertElement(vec, v, constant.NewInt(types.I32, int64(k)))
		}
		out = append(out, vec)
	}
	out = append(out, rest...) // C ignores extra arguments; clang passes them
	callee := fn.w.funcs["printf"]
	if callee == nil {
		callee = fn.w.mod.NewFunc("printf", types.I32, llir.NewParam("", i8p))
		callee.Sig.Variadic = true
		callee.Preemption = enum.PreemptionDSOLocal
		if !fn.w.t.nvptx {
			callee.CallingConv = enum.CallingConvSPIRFunc
		}
		fn.w.funcs["printf"] = callee
	}
	_, err = fn.call(callee, types.I32, out...)
	if err != nil {
		return nil, fn.errorf(i, "%v", err)
	}
	return nil, nil
}

// vprintfCall writes printf as CUDA does, vprintf(format, buffer): the
// arguments stored in a local struct (each at an offset aligned to its
// size: an integer conversion takes an i32, or an i64 with l or ll; a
// float one a double; %s and %p a generic pointer), the buffer null when
// there are none. That is the layout the LLVM frontend reads back. A
// vector conversion has no CUDA form.
func (fn *fn) vprintfCall(i *ir.Instr, f *cfmt.Format, format value.Value, args []value.Value) (value.Value, error) {
	generic := types.NewPointer(types.I8)
	if c, ok := format.(constant.Constant); ok {
		if pt := format.Type().(*types.PointerType); pt.AddrSpace != 0 {
			format = constant.NewAddrSpaceCast(c, generic)
			// A string that is generic in the template (CUDA's) and
			// constant in simtc's IR: its own address, not a round trip
			// through address space 4, which llc cannot select.
			if g, ok := c.(*constant.ExprGetElementPtr); ok {
				if ac, ok := g.Src.(*constant.ExprAddrSpaceCast); ok {
					if spt, ok := ac.From.Type().(*types.PointerType); ok && spt.AddrSpace == 0 {
						if at, ok := spt.ElemType.(*types.ArrayType); ok {
							zero := constant.NewInt(types.I64, 0)
							format = constant.NewGetElementPtr(at, ac.From, zero, zero)
						}
					}
				}
			}
		}
	} else {
		var err error
		if format, err = fn.convert(format, generic); err != nil {
			return nil, fn.errorf(i, "printf format: %v", err)
		}
	}
	var fields []types.Type
	var vals []value.Value
	k := 0
	take := func(t types.Type, signed bool) error {
		if k >= len(args) {
			return fn.errorf(i, "printf: too few arguments for the format")
		}
		v := args[k]
		k++
		switch tt := t.(type) {
		case *types.FloatType:
			v = fn.promote(v, false)
		case *types.IntType:
			v = fn.promote(v, signed)
			if it, ok := v.Type().(*types.IntType); ok && it.BitSize < tt.BitSize {
				if signed {
					v = fn.cur.NewSExt(v, tt)
				} else {
					v = fn.cur.NewZExt(v, tt)
				}
			} else if ok && it.BitSize > tt.BitSize {
				v = fn.cur.NewTrunc(v, tt)
			}
		case *types.PointerType:
			var err error
			if v, err = fn.convert(v, tt); err != nil {
				return fn.errorf(i, "printf argument: %v", err)
			}
		}
		fields, vals = append(fields, t), append(vals, v)
		return nil
	}
	for _, p := range f.Pieces {
		c := p.Conv
		if c == nil {
			continue
		}
		if c.Vec > 0 {
			return nil, fn.errorf(i, "no CUDA form (vprintf) for the vector conversion %%v%d", c.Vec)
		}
		for range b2i(c.WidthStar) + b2i(c.PrecStar) {
			if err := take(types.I32, true); err != nil {
				return nil, err
			}
		}
		var t types.Type = types.I32
		switch {
		case c.Class() == cfmt.Float:
			t = types.Double
		case c.Class() == cfmt.String || c.Class() == cfmt.Ptr:
			t = generic
		case c.Len == "l" || c.Len == "ll":
			t = types.I64
		}
		if err := take(t, c.Verb == 'd' || c.Verb == 'i'); err != nil {
			return nil, err
		}
	}
	var buf value.Value = constant.NewNull(generic)
	if len(fields) > 0 {
		st := types.NewStruct(fields...)
		a := llir.NewAlloca(st)
		a.Typ = types.NewPointer(st)
		a.Align = 8
		entry := fn.lf.Blocks[0]
		entry.Insts = append([]llir.Instruction{a}, entry.Insts...)
		for k, v := range vals {
			p := fn.cur.NewGetElementPtr(st, a, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, int64(k)))
			fn.cur.NewStore(v, p)
		}
		buf = fn.cur.NewBitCast(a, generic)
	}
	callee := fn.w.funcs["vprintf"]
	if callee == nil {
		callee = fn.w.mod.NewFunc("vprintf", types.I32, llir.NewParam("", generic), llir.NewParam("", generic))
		fn.w.funcs["vprintf"] = callee
	}
	if _, err := fn.call(callee, types.I32, format, buf); err != nil {
		return nil, fn.errorf(i, "%v", err)
	}
	return nil, nil
}

// promote applies C's default argument promotions to a scalar printf
// argument: float to double, an integer narrower than int to int (signed
// or not).
func (fn *fn) promote(v value.Value, signed bool) value.Value {
	switch t := v.Type().(type) {
	case *types.FloatType:
		if t.Kind == types.FloatKindFloat || t.Kind == types.FloatKindHalf {
			return fn.cur.NewFPExt(v, types.Double)
		}
	case *types.IntType:
		if t.BitSize < 32 {
			if signed {
				return fn.cur.NewSExt(v, types.I32)
			}
			return fn.cur.NewZExt(v, types.I32)
		}
	}
	return v
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
