package llvmir

// get_global_id and get_global_size come back as calls.
//
// The frontends expand get_global_id(d) into
//
//	add(mul(ctaid.d, ntid.d), tid.d)       (each read zero-extended to size_t)
//
// and get_global_size(d) into mul(nctaid.d, ntid.d). An expansion is folded
// back into the OpenCL builtin when every instruction of it has the same
// source position (they all came from the one call; a kernel that spells
// the sum out has different columns), each part has no other use, and the
// builtin is OpenCL's spelling for the output (with a template: the template
// declares it).

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// globalBuiltin is a folded expansion: its root's builtin and dimension.
type globalBuiltin struct {
	name string
	dim  int
}

// foldGlobals finds the expansions of f to fold: roots → builtin, and the
// parts that are written as part of their root.
func (fn *fn) foldGlobals() (map[*ir.Instr]globalBuiltin, map[*ir.Instr]bool) {
	if !fn.w.openCL() {
		return nil, nil
	}
	roots := map[*ir.Instr]globalBuiltin{}
	parts := map[*ir.Instr]bool{}
	for _, b := range fn.f.Blocks {
		for _, i := range b.Instrs {
			var part []*ir.Instr
			var g globalBuiltin
			var ok bool
			switch i.Op {
			case ir.OpAdd:
				g, part, ok = matchGlobalID(i)
			case ir.OpMul:
				g, part, ok = matchGlobalSize(i)
			}
			if !ok || fn.w.tmpl && fn.w.funcs[g.name] == nil {
				continue
			}
			roots[i] = g
			for _, p := range part {
				parts[p] = true
			}
		}
	}
	return roots, parts
}

// special returns the geometry read under an optional zext, and the
// instructions it took.
func specialOf(v ir.Value, root *ir.Instr) (*ir.Instr, []*ir.Instr, bool) {
	i, ok := v.(*ir.Instr)
	if !ok || i.Pos != root.Pos || i.Block != root.Block || len(i.Uses()) != 1 {
		return nil, nil, false
	}
	if i.Op == ir.OpZExt {
		s, ok := i.Args[0].(*ir.Instr)
		if !ok || !s.Op.HasDim() || s.Pos != root.Pos || s.Block != root.Block || len(s.Uses()) != 1 {
			return nil, nil, false
		}
		return s, []*ir.Instr{i, s}, true
	}
	if i.Op.HasDim() {
		return i, []*ir.Instr{i}, true
	}
	return nil, nil, false
}

// matchProduct matches mul(a.d, ntid.d) in either order with a of op.
func matchProduct(v ir.Value, root *ir.Instr, op ir.Op) (int, []*ir.Instr, bool) {
	m, ok := v.(*ir.Instr)
	if !ok || m.Op != ir.OpMul || m.Pos != root.Pos || m.Block != root.Block || m != root && len(m.Uses()) != 1 || !root.Pos.IsKnown() {
		return 0, nil, false
	}
	for _, sw := range [][2]int{{0, 1}, {1, 0}} {
		x, px, ok1 := specialOf(m.Args[sw[0]], root)
		y, py, ok2 := specialOf(m.Args[sw[1]], root)
		if ok1 && ok2 && x.Op == op && y.Op == ir.OpBlockSize && x.Dim == y.Dim && x.Typ == y.Typ {
			return int(x.Dim), append(append([]*ir.Instr{m}, px...), py...), true
		}
	}
	return 0, nil, false
}

func matchGlobalSize(i *ir.Instr) (globalBuiltin, []*ir.Instr, bool) {
	d, part, ok := matchProduct(i, i, ir.OpGridSize)
	if !ok {
		return globalBuiltin{}, nil, false
	}
	return globalBuiltin{mangle("get_global_size", "j"), d}, part[1:], true
}

func matchGlobalID(i *ir.Instr) (globalBuiltin, []*ir.Instr, bool) {
	for _, sw := range [][2]int{{0, 1}, {1, 0}} {
		d, pm, ok1 := matchProduct(i.Args[sw[0]], i, ir.OpBlockID)
		t, pt, ok2 := specialOf(i.Args[sw[1]], i)
		if ok1 && ok2 && t.Op == ir.OpThreadID && int(t.Dim) == d {
			return globalBuiltin{mangle("get_global_id", "j"), d}, append(pm, pt...), true
		}
	}
	return globalBuiltin{}, nil, false
}

// globalCall writes the builtin call of a folded root.
func (fn *fn) globalCall(g globalBuiltin, rt types.Type) (value.Value, error) {
	return fn.openCLCall([]string{g.name}, types.I64, rt, []types.Type{types.I32}, constant.NewInt(types.I32, int64(g.dim)))
}
