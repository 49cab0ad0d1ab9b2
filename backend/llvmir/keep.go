package llvmir

// What the output keeps of the template's instructions: flags, alignment,
// metadata and call-site attributes that the simtc IR does not model.
//
// For LLVM input, an instruction that survives unchanged from the template
// carries over what the template's instruction had:
//
//   - nsw/nuw on add, sub, mul and shl; exact on udiv, sdiv, lshr and ashr;
//     fast-math flags on floating-point arithmetic, fneg and fcmp;
//   - inbounds on getelementptr;
//   - an explicit align on load, store and alloca (llir does not model
//     the align of atomicrmw and cmpxchg: LLVM gives them their natural
//     alignment back, which is what clang writes for them);
//   - !tbaa and !tbaa.struct on load and store;
//   - !llvm.loop on a branch, except in a function SSDE rewrote (the loop
//     the metadata describes, its unroll or vectorize hints, its
//     mustprogress, is not the loop the switch block makes: dropped);
//   - on a call: tail/musttail/notail, fast-math flags, return, parameter
//     and function attributes (#N groups included).
//
// "Survives unchanged" is decided per instruction: the simtc instruction's
// position is a line of the template (the frontend gives every instruction
// of a .ll without !dbg its own line), the template has exactly one
// instruction on that line, and the simtc instruction wrote exactly one
// LLVM instruction of the same kind (same Go type in llir, and for loads,
// stores and allocas the same type, for calls the same callee with the
// same argument types). Since the simtc instruction computes what the
// template's did (the frontend, the inliner and SSDE never change what one
// instruction computes, only where control goes), a flag that held for the
// template's instruction holds for it. Instructions the frontend expanded
// into several of another kind (fmuladd, ctpop, constant expressions,
// get_global_id) do not match and get no flags, except the lanes of a
// vector load or store, which get the alignment of their own address and
// the access's !tbaa tag when it is "omnipotent char" (laneAlign). Instructions whose
// position is a !dbg location (input compiled with -g) are matched by
// that location instead: the template's instruction at that line and
// column, when it is the only instruction of the template there (several
// instructions of one source expression share a location, and which one a
// simtc instruction came from is then not known: they get nothing). A
// branch, which shares its location with the compare it tests and with the
// loop's entry branch, is matched among the template's branches of its
// kind (conditional or not) only, for its !llvm.loop.

import (
	"bytes"
	"reflect"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// templateIndex finds the template's instructions by .ll line and by !dbg
// location.
type templateIndex struct {
	byLine map[int]any
	byLoc  map[[2]int64]any // by !dbg line and column; nil: more than one instruction
	// branches by !dbg line and column (a branch shares its location with
	// the compare it tests); nil: more than one
	brByLoc map[[3]int64]any
}

// indexTemplate maps each instruction line of src (the template text lm
// was parsed from) to lm's instruction, walking each function's body in
// text order. A function whose lines do not match its instructions one to
// one is left out.
func indexTemplate(src []byte, lm *llir.Module) *templateIndex {
	idx := &templateIndex{byLine: map[int]any{}, byLoc: map[[2]int64]any{}, brByLoc: map[[3]int64]any{}}
	lines := bytes.Split(src, []byte("\n"))
	bodies := map[string]*llir.Func{}
	for _, f := range lm.Funcs {
		if len(f.Blocks) > 0 {
			bodies[f.Name()] = f
		}
	}
	for n := 0; n < len(lines); n++ {
		line := string(lines[n])
		if !strings.HasPrefix(line, "define ") {
			continue
		}
		f := bodies[defineName(line)]
		var insts []any
		if f != nil {
			for _, b := range f.Blocks {
				for _, x := range b.Insts {
					insts = append(insts, x)
				}
				insts = append(insts, b.Term)
			}
		}
		var at []int // the line of each instruction
		n++
		for ; n < len(lines); n++ {
			s := string(lines[n])
			if strings.HasPrefix(s, "}") {
				break
			}
			t := strings.TrimSpace(s)
			if t == "" || t[0] == ';' || s[0] != ' ' && s[0] != '\t' {
				continue // blank, comment or label
			}
			at = append(at, n+1)
			if strings.HasSuffix(t, "[") {
				// A switch's cases, up to "]".
				for n+1 < len(lines) && !strings.HasPrefix(strings.TrimSpace(string(lines[n])), "]") {
					n++
				}
			}
		}
		if f == nil || len(at) != len(insts) {
			continue
		}
		for k, x := range insts {
			idx.byLine[at[k]] = x
			if loc := dbgLoc(x); loc != nil {
				key := [2]int64{loc.Line, loc.Column}
				if _, dup := idx.byLoc[key]; dup {
					idx.byLoc[key] = nil
				} else {
					idx.byLoc[key] = x
				}
				if k := branchKind(x); k != 0 {
					bkey := [3]int64{loc.Line, loc.Column, k}
					if _, dup := idx.brByLoc[bkey]; dup {
						idx.brByLoc[bkey] = nil
					} else {
						idx.brByLoc[bkey] = x
					}
				}
			}
		}
	}
	return idx
}

// branchKind is 1 for an unconditional branch, 2 for a conditional one, 0
// otherwise.
func branchKind(x any) int64 {
	switch x.(type) {
	case *llir.TermBr:
		return 1
	case *llir.TermCondBr:
		return 2
	}
	return 0
}

// defineName returns the function name of a define line.
func defineName(line string) string {
	at := strings.Index(line, "@")
	if at < 0 {
		return ""
	}
	s := line[at+1:]
	if strings.HasPrefix(s, `"`) {
		if end := strings.Index(s[1:], `"`); end >= 0 {
			return s[1 : end+1]
		}
		return ""
	}
	end := strings.IndexByte(s, '(')
	if end < 0 {
		return ""
	}
	return s[:end]
}

// dbgLoc returns x's !dbg location, nil without one (or when inlined).
func dbgLoc(x any) *metadata.DILocation {
	mds, ok := x.(interface {
		MDAttachments() []*metadata.Attachment
	})
	if !ok {
		return nil
	}
	for _, a := range mds.MDAttachments() {
		if loc, ok := a.Node.(*metadata.DILocation); ok && a.Name == "dbg" && loc.InlinedAt == nil {
			return loc
		}
	}
	return nil
}

// original returns the template instruction the simtc instruction at pos
// came from, nil when there is none.
func (fn *fn) original(pos ir.Pos, branch int64) any {
	idx := fn.w.index
	if idx == nil || !pos.IsKnown() {
		return nil
	}
	if pos.File == fn.f.Module.File {
		return idx.byLine[pos.Line]
	}
	if branch != 0 {
		return idx.brByLoc[[3]int64{int64(pos.Line), int64(pos.Col), branch}]
	}
	return idx.byLoc[[2]int64{int64(pos.Line), int64(pos.Col)}]
}

// keep gives the LLVM instructions written for i (xs) what the template's
// instruction for i had (see the file comment).
func (fn *fn) keep(i *ir.Instr, xs []any) {
	if fn.w.index == nil || len(xs) == 0 {
		return
	}
	// The one instruction of the template's kind among xs.
	var branch int64
	switch i.Op {
	case ir.OpBr:
		branch = 1
	case ir.OpCondBr:
		branch = 2
	}
	o := fn.original(i.Pos, branch)
	if o == nil {
		return
	}
	var x, t any
	for _, y := range xs {
		if reflect.TypeOf(o) != reflect.TypeOf(y) {
			continue
		}
		if x != nil {
			return // two of that kind: not a one-to-one survivor
		}
		x, t = y, o
	}
	if x == nil {
		return
	}
	switch x := x.(type) {
	case *llir.InstAdd:
		x.OverflowFlags = t.(*llir.InstAdd).OverflowFlags
	case *llir.InstSub:
		x.OverflowFlags = t.(*llir.InstSub).OverflowFlags
	case *llir.InstMul:
		x.OverflowFlags = t.(*llir.InstMul).OverflowFlags
	case *llir.InstShl:
		x.OverflowFlags = t.(*llir.InstShl).OverflowFlags
	case *llir.InstUDiv:
		x.Exact = t.(*llir.InstUDiv).Exact
	case *llir.InstSDiv:
		x.Exact = t.(*llir.InstSDiv).Exact
	case *llir.InstLShr:
		x.Exact = t.(*llir.InstLShr).Exact
	case *llir.InstAShr:
		x.Exact = t.(*llir.InstAShr).Exact
	case *llir.InstFAdd:
		x.FastMathFlags = t.(*llir.InstFAdd).FastMathFlags
	case *llir.InstFSub:
		x.FastMathFlags = t.(*llir.InstFSub).FastMathFlags
	case *llir.InstFMul:
		x.FastMathFlags = t.(*llir.InstFMul).FastMathFlags
	case *llir.InstFDiv:
		x.FastMathFlags = t.(*llir.InstFDiv).FastMathFlags
	case *llir.InstFRem:
		x.FastMathFlags = t.(*llir.InstFRem).FastMathFlags
	case *llir.InstFNeg:
		x.FastMathFlags = t.(*llir.InstFNeg).FastMathFlags
	case *llir.InstFCmp:
		x.FastMathFlags = t.(*llir.InstFCmp).FastMathFlags
	case *llir.InstGetElementPtr:
		x.InBounds = t.(*llir.InstGetElementPtr).InBounds
	// An alignment is the address's: it holds for the same address,
	// whatever pointer type the frontend gave the value (a struct pointer
	// becomes an array pointer), but not for the lanes of a vector access
	// the frontend split (the second lane is at another address), so a
	// load or store keeps it for the same type or a pointer for a
	// pointer. A !tbaa tag describes the access type: the same type only.
	case *llir.InstAlloca:
		x.Align = t.(*llir.InstAlloca).Align
	case *llir.InstLoad:
		t := t.(*llir.InstLoad)
		if sameAccess(x.ElemType, t.ElemType) {
			x.Align = t.Align
		}
		if types.Equal(x.ElemType, t.ElemType) {
			x.Metadata = keepMD(x.Metadata, t.Metadata, "tbaa", "tbaa.struct")
		}
		if a, ok := laneAlign(i, x.ElemType, t.ElemType, t.Align); ok {
			x.Align = a
			if charTBAA(t.Metadata) {
				x.Metadata = keepMD(x.Metadata, t.Metadata, "tbaa")
			}
		}
	case *llir.InstStore:
		t := t.(*llir.InstStore)
		if sameAccess(x.Src.Type(), t.Src.Type()) {
			x.Align = t.Align
		}
		if types.Equal(x.Src.Type(), t.Src.Type()) {
			x.Metadata = keepMD(x.Metadata, t.Metadata, "tbaa", "tbaa.struct")
		}
		if a, ok := laneAlign(i, x.Src.Type(), t.Src.Type(), t.Align); ok {
			x.Align = a
			if charTBAA(t.Metadata) {
				x.Metadata = keepMD(x.Metadata, t.Metadata, "tbaa")
			}
		}
	case *llir.InstCall:
		fn.keepCall(x, t.(*llir.InstCall))
	case *llir.TermBr:
		if !fn.rewritten() {
			x.Metadata = keepMD(x.Metadata, t.(*llir.TermBr).Metadata, "llvm.loop")
		}
	case *llir.TermCondBr:
		if !fn.rewritten() {
			x.Metadata = keepMD(x.Metadata, t.(*llir.TermCondBr).Metadata, "llvm.loop")
		}
	}
}

// sameAccess reports whether a load or store of type a is at the address
// a template access of type b was: the same type, or pointers both.
func sameAccess(a, b types.Type) bool {
	if types.Equal(a, b) {
		return true
	}
	_, pa := a.(*types.PointerType)
	_, pb := b.(*types.PointerType)
	return pa && pb
}

// laneAlign returns the alignment of one lane of a vector load or store
// the frontend split (frontend/llvm's vector.go): i, a load or store of
// the lane type through getelementptr p, k (p the vector's address, k a
// constant lane number), came from a template access of the vector type
// vec aligned to align. Lane k is k·size bytes past an address aligned to
// align: lane 0 keeps align, lane k the largest power of two dividing
// both. ok is false for any other instruction.
func laneAlign(i *ir.Instr, lane, vec types.Type, align llir.Align) (llir.Align, bool) {
	vt, ok := vec.(*types.VectorType)
	if !ok || align == 0 || !types.Equal(vt.ElemType, lane) || len(i.Args) == 0 || i.Op != ir.OpLoad && i.Op != ir.OpStore {
		return 0, false
	}
	g, ok := i.Args[0].(*ir.Instr)
	if !ok || g.Op != ir.OpGEP || len(g.Args) != 2 {
		return 0, false
	}
	c, ok := g.Args[1].(*ir.Const)
	if !ok || c.Undef || c.Int < 0 || c.Int >= int64(vt.Len) {
		return 0, false
	}
	pt, ok := g.Args[0].Type().(ir.PtrType)
	if !ok || !ir.IsFirstClass(pt.Elem) {
		return 0, false
	}
	if c.Int == 0 {
		return align, true
	}
	off := uint64(c.Int) * uint64(ir.SizeOf(pt.Elem))
	return llir.Align(min(uint64(align), off&-off)), true
}

// charTBAA reports whether the !tbaa tag md is an access of "omnipotent
// char", clang's tag for vector accesses: a char access may alias any
// type, so the tag stays true of each lane of the access.
func charTBAA(md llir.Metadata) bool {
	for _, a := range md {
		if a.Name != "tbaa" {
			continue
		}
		tag, ok := a.Node.(*metadata.Tuple)
		if !ok || len(tag.Fields) < 2 {
			return false
		}
		access, ok := tag.Fields[1].(*metadata.Tuple)
		if !ok || len(access.Fields) == 0 {
			return false
		}
		name, ok := access.Fields[0].(*metadata.String)
		return ok && name.Value == "omnipotent char"
	}
	return false
}

// keepCall gives x the template call t's attributes when both call the
// same function with arguments of the same types.
func (fn *fn) keepCall(x, t *llir.InstCall) {
	xc, ok1 := x.Callee.(*llir.Func)
	tc, ok2 := t.Callee.(*llir.Func)
	if !ok1 || !ok2 || xc.Name() != tc.Name() || len(x.Args) != len(t.Args) {
		return
	}
	for k := range x.Args {
		if !types.Equal(x.Args[k].Type(), t.Args[k].Type()) {
			return
		}
	}
	x.Tail = t.Tail
	x.FastMathFlags = t.FastMathFlags
	x.ReturnAttrs = t.ReturnAttrs
	x.FuncAttrs = t.FuncAttrs
	for k, a := range t.Args {
		if ta, ok := a.(*llir.Arg); ok && len(ta.Attrs) > 0 {
			v := x.Args[k]
			if xa, ok := v.(*llir.Arg); ok {
				v = xa.Value
			}
			x.Args[k] = &llir.Arg{Value: v, Attrs: ta.Attrs}
		}
	}
}

// rewritten reports whether SSDE rewrote a loop of the function.
func (fn *fn) rewritten() bool {
	for _, r := range fn.w.opt.Rewrites {
		if r.Func == fn.f.Name {
			return true
		}
	}
	return false
}

// keepMD appends to md the template's attachments of the given names that
// md does not have.
func keepMD(md, tmpl llir.Metadata, names ...string) llir.Metadata {
	for _, a := range tmpl {
		for _, n := range names {
			if a.Name != n {
				continue
			}
			dup := false
			for _, b := range md {
				dup = dup || b.Name == n
			}
			if !dup {
				md = append(md, a)
			}
		}
	}
	return md
}

var _ value.Value = (*llir.Arg)(nil)
