package llvmir

// Function bodies: simtc instructions to LLVM instructions.

import (
	"fmt"
	"reflect"
	"strconv"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// fn is one function being written.
type fn struct {
	w      *writer
	f      *ir.Func
	lf     *llir.Func
	blocks []*llir.Block  // by ir block ID
	vals   []value.Value  // by ir value ID
	params []value.Value  // by parameter index
	cur    *llir.Block    // block being filled
	sp     metadata.Field // the function's DISubprogram, nil without debug info
	locs   map[[2]int64]*metadata.DILocation
	names  map[string]bool
	// nvptx: an ir alloca (private) is an LLVM alloca in address space 0
	// (generic); its private pointer is an addrspacecast made on first use.
	allocaGeneric map[int]*llir.InstAlloca
	pos           ir.Pos // position of the instruction being written
	// split holds the blocks added on parallel edges (see splitEdges).
	split map[edge]*llir.Block
	// Pointers into a by-value kernel parameter's own copy (byvalue.go):
	// by parameter index and by instruction ID.
	paramCopy []bool
	instrCopy []bool
	// Folded get_global_id/get_global_size expansions (global_id.go).
	globalRoots map[*ir.Instr]globalBuiltin
	globalParts map[*ir.Instr]bool
}

// errorf reports an internal or unsupported case at i's position.
func (fn *fn) errorf(i *ir.Instr, format string, args ...any) error {
	return ir.Errorf(i.Pos, "llvm output: %s in function %s", fmt.Sprintf(format, args...), fn.f.Name)
}

// function writes f's body into its LLVM function.
func (w *writer) function(f *ir.Func) error {
	lf := w.funcs[f.Name]
	if len(f.Blocks) == 0 {
		return nil
	}
	fn := &fn{w: w, f: f, lf: lf, blocks: make([]*llir.Block, f.NumBlocks()), vals: make([]value.Value, f.NumValues()),
		names: map[string]bool{}, allocaGeneric: map[int]*llir.InstAlloca{},
		paramCopy: make([]bool, len(f.Params)), instrCopy: make([]bool, f.NumValues())}
	if len(lf.Params) != len(f.Params) {
		return fmt.Errorf("%s: function %s has %d parameters, the LLVM input %d", f.Pos, f.Name, len(f.Params), len(lf.Params))
	}
	if w.tmpl {
		fn.debugInfo()
	}
	for _, p := range lf.Params {
		if !p.IsUnnamed() {
			fn.names[p.LocalName] = true
		}
	}
	lf.Blocks = nil
	for _, b := range f.Blocks {
		// Blocks and parameters share LLVM's local names; a block that
		// would take a parameter's gets a suffix.
		name := b.Name
		for k := 1; fn.names[name]; k++ {
			name = fmt.Sprintf("%s.bb%d", b.Name, k)
		}
		lb := llir.NewBlock(name)
		lb.Parent = lf
		lf.Blocks = append(lf.Blocks, lb)
		fn.blocks[b.ID] = lb
		fn.names[name] = true
	}
	fn.splitEdges()
	// Parameters whose simtc type is not the LLVM one are cast at entry.
	fn.cur = fn.blocks[f.Blocks[0].ID]
	fn.params = make([]value.Value, len(f.Params))
	for k, p := range f.Params {
		want, err := w.t.typ(p.Typ)
		if err != nil {
			return fmt.Errorf("%s: function %s: parameter %s: %v", f.Pos, f.Name, p.Name, err)
		}
		fn.params[k] = lf.Params[k]
		if base := fn.byValueParam(p, lf.Params[k], want); base != nil {
			fn.params[k] = base
			continue
		}
		if !types.Equal(want, lf.Params[k].Typ) {
			c, err := fn.convert(lf.Params[k], want)
			if err != nil {
				return fmt.Errorf("%s: function %s: parameter %s: %v", f.Pos, f.Name, p.Name, err)
			}
			fn.params[k] = c
		}
	}
	fn.globalRoots, fn.globalParts = fn.foldGlobals()
	// Blocks in reverse post-order, so every operand but a phi's is
	// written before its use; then the blocks nothing reaches.
	for _, b := range order(f) {
		fn.cur = fn.blocks[b.ID]
		for _, i := range b.Instrs {
			if err := fn.instr(i); err != nil {
				return err
			}
		}
	}
	for _, b := range f.Blocks {
		lb := fn.blocks[b.ID]
		for k, phi := range b.Phis() {
			lp := lb.Insts[k].(*llir.InstPhi)
			for n, a := range phi.Args {
				if fn.inCopy(a) {
					return fn.copyEscapes(phi, a)
				}
				v, err := fn.value(phi, a)
				if err != nil {
					return err
				}
				lp.Incs = append(lp.Incs, llir.NewIncoming(v, fn.predBlock(b, n)))
			}
		}
	}
	if err := lf.AssignIDs(); err != nil {
		return fmt.Errorf("%s: function %s: %v", f.Pos, f.Name, err)
	}
	return nil
}

// order returns f's blocks in reverse post-order from the entry, then the
// unreachable ones in layout order.
func order(f *ir.Func) []*ir.Block {
	seen := make([]bool, f.NumBlocks())
	var post []*ir.Block
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		seen[b.ID] = true
		for _, s := range b.Succs {
			if !seen[s.ID] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	visit(f.Blocks[0])
	out := make([]*ir.Block, 0, len(f.Blocks))
	for k := len(post) - 1; k >= 0; k-- {
		out = append(out, post[k])
	}
	for _, b := range f.Blocks {
		if !seen[b.ID] {
			out = append(out, b)
		}
	}
	return out
}

// debugInfo finds the function's DISubprogram and the DILocations its
// original body used, by line and column.
func (fn *fn) debugInfo() {
	for _, a := range fn.lf.Metadata {
		if sp, ok := a.Node.(metadata.Field); ok && a.Name == "dbg" {
			fn.sp = sp
		}
	}
	if fn.sp == nil {
		return
	}
	fn.locs = map[[2]int64]*metadata.DILocation{}
	for _, b := range fn.lf.Blocks {
		var insts []any
		for _, x := range b.Insts {
			insts = append(insts, x)
		}
		insts = append(insts, b.Term)
		for _, x := range insts {
			mds, ok := x.(interface {
				MDAttachments() []*metadata.Attachment
			})
			if !ok {
				continue
			}
			for _, a := range mds.MDAttachments() {
				if loc, ok := a.Node.(*metadata.DILocation); ok && a.Name == "dbg" && loc.InlinedAt == nil {
					k := [2]int64{loc.Line, loc.Column}
					if fn.locs[k] == nil {
						fn.locs[k] = loc
					}
				}
			}
		}
	}
}

// location returns the !dbg location for pos, or nil.
func (fn *fn) location(pos ir.Pos, call bool) *metadata.DILocation {
	if fn.sp == nil {
		return nil
	}
	if !pos.IsKnown() || pos.File == fn.f.Module.File {
		if !call {
			return nil
		}
		// A call in a function with debug info needs a location.
		pos = ir.Pos{}
	}
	k := [2]int64{int64(pos.Line), int64(pos.Col)}
	if loc := fn.locs[k]; loc != nil {
		return loc
	}
	loc := &metadata.DILocation{MetadataID: -1, Line: k[0], Column: k[1], Scope: fn.sp}
	fn.locs[k] = loc
	return loc
}

// attach gives the instruction x the !dbg location loc.
func attach(x any, loc *metadata.DILocation) {
	v := reflect.ValueOf(x)
	if v.Kind() != reflect.Pointer {
		return
	}
	f := v.Elem().FieldByName("Metadata")
	if !f.IsValid() || !f.CanSet() {
		return
	}
	md, ok := f.Interface().(llir.Metadata)
	if !ok {
		return
	}
	for _, a := range md {
		if a.Name == "dbg" {
			return
		}
	}
	f.Set(reflect.ValueOf(append(md, &metadata.Attachment{Name: "dbg", Node: loc})))
}

// name gives an instruction i's LLVM result its simtc name when that is
// not a number (numbers are the printer's) and still free.
func (fn *fn) name(x value.Value, i *ir.Instr) {
	if i.Name == "" {
		return
	}
	if _, err := strconv.ParseUint(i.Name, 10, 64); err == nil || fn.names[i.Name] {
		return
	}
	if n, ok := x.(value.Named); ok {
		n.SetName(i.Name)
		fn.names[i.Name] = true
	}
}

// instr writes i at the end of the current block.
func (fn *fn) instr(i *ir.Instr) error {
	before := len(fn.cur.Insts)
	fn.pos = i.Pos
	v, err := fn.translate(i)
	if err != nil {
		return err
	}
	if v != nil && i.HasResult() {
		fn.vals[i.ID] = v
		if inst, ok := v.(llir.Instruction); ok && isIn(fn.cur, inst, before) {
			fn.name(v, i)
		}
	}
	if fn.w.index != nil {
		var xs []any
		for _, x := range fn.cur.Insts[before:] {
			xs = append(xs, x)
		}
		if i.Op.IsTerminator() && fn.cur.Term != nil {
			xs = append(xs, fn.cur.Term)
		}
		fn.keep(i, xs)
	}
	if fn.sp != nil {
		for _, x := range fn.cur.Insts[before:] {
			_, isCall := x.(*llir.InstCall)
			if loc := fn.location(i.Pos, isCall); loc != nil {
				attach(x, loc)
			}
		}
		if i.Op.IsTerminator() && fn.cur.Term != nil {
			if loc := fn.location(i.Pos, false); loc != nil {
				attach(fn.cur.Term, loc)
			}
		}
	}
	return nil
}

// isIn reports whether inst is among b's instructions from index from:
// only the instruction made for i takes i's name.
func isIn(b *llir.Block, inst llir.Instruction, from int) bool {
	for _, x := range b.Insts[from:] {
		if x == inst {
			return true
		}
	}
	return false
}

// value returns the LLVM value of v, an operand of user.
func (fn *fn) value(user *ir.Instr, v ir.Value) (value.Value, error) {
	switch v := v.(type) {
	case *ir.Const:
		return fn.constant(user, v)
	case *ir.Param:
		return fn.params[v.Index], nil
	case *ir.Global:
		g := fn.w.globals[v.Name]
		if g == nil {
			return nil, fn.errorf(user, "unknown global @%s", v.Name)
		}
		want, err := fn.w.t.typ(v.Type())
		if err != nil {
			return nil, fn.errorf(user, "%v", err)
		}
		if !types.Equal(g.Type(), want) {
			if g.Typ.AddrSpace != want.(*types.PointerType).AddrSpace {
				return constant.NewAddrSpaceCast(g, want), nil
			}
			return constant.NewBitCast(g, want), nil
		}
		return g, nil
	case *ir.Instr:
		if a := fn.allocaGeneric[v.ID]; a != nil && fn.vals[v.ID] == nil {
			// The private pointer of an nvptx alloca, right after it.
			want, err := fn.w.t.typ(v.Typ)
			if err != nil {
				return nil, fn.errorf(user, "%v", err)
			}
			c := llir.NewAddrSpaceCast(a, want)
			b := fn.blocks[v.Block.ID]
			for k, x := range b.Insts {
				if x == llir.Instruction(a) {
					b.Insts = append(b.Insts[:k+1], append([]llir.Instruction{c}, b.Insts[k+1:]...)...)
					break
				}
			}
			fn.vals[v.ID] = c
		}
		if x := fn.vals[v.ID]; x != nil {
			return x, nil
		}
		return nil, fn.errorf(user, "operand %s used before it is written", v.Op)
	}
	return nil, fn.errorf(user, "unknown operand %T", v)
}

func (fn *fn) args(i *ir.Instr) ([]value.Value, error) {
	out := make([]value.Value, len(i.Args))
	for k, a := range i.Args {
		v, err := fn.value(i, a)
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, nil
}

// constant returns the LLVM constant of c.
func (fn *fn) constant(user *ir.Instr, c *ir.Const) (value.Value, error) {
	t, err := fn.w.t.typ(c.Typ)
	if err != nil {
		return nil, fn.errorf(user, "%v", err)
	}
	if c.Undef {
		return constant.NewUndef(t), nil
	}
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize == 1 {
			return constant.NewBool(c.Int&1 != 0), nil
		}
		return constant.NewInt(t, c.Int), nil
	case *types.FloatType:
		return constant.NewFloat(t, c.Float), nil
	case *types.PointerType:
		if c.Int == 0 {
			return constant.NewNull(t), nil
		}
		return constant.NewIntToPtr(constant.NewInt(types.I64, c.Int), t), nil
	}
	return constant.NewZeroInitializer(t), nil
}

// convert makes v (an integer or pointer) of type to: integers are
// zero-extended or truncated, pointers cast.
func (fn *fn) convert(v value.Value, to types.Type) (value.Value, error) {
	from := v.Type()
	if types.Equal(from, to) {
		return v, nil
	}
	switch from := from.(type) {
	case *types.VectorType:
		// A packed vector parameter (uchar4 as i32): its lanes' bits as
		// one integer, lane 0 in the low bits, which is what a bitcast
		// gives on these little-endian targets.
		if tt, ok := to.(*types.IntType); ok {
			bits := uint64(0)
			switch et := from.ElemType.(type) {
			case *types.IntType:
				bits = et.BitSize * from.Len
			case *types.FloatType:
				bits = map[types.FloatKind]uint64{types.FloatKindHalf: 16, types.FloatKindFloat: 32, types.FloatKindDouble: 64}[et.Kind] * from.Len
			}
			if bits != 0 {
				return fn.convert(fn.cur.NewBitCast(v, types.NewInt(bits)), tt)
			}
		}
	case *types.IntType:
		if tt, ok := to.(*types.IntType); ok {
			if tt.BitSize < from.BitSize {
				return fn.cur.NewTrunc(v, to), nil
			}
			return fn.cur.NewZExt(v, to), nil
		}
	case *types.PointerType:
		if tt, ok := to.(*types.PointerType); ok {
			if vt, ok := from.ElemType.(*types.VectorType); ok {
				// simtc sees a vector pointer as a pointer to its first
				// lane; the frontend reads that back from a gep to lane 0,
				// not from a bitcast of the vector pointer.
				zero := constant.NewInt(types.I64, 0)
				g := llir.NewGetElementPtr(vt, v, zero, zero)
				lane := types.NewPointer(vt.ElemType)
				lane.AddrSpace = from.AddrSpace
				g.Typ = lane
				fn.cur.Insts = append(fn.cur.Insts, g)
				return fn.convert(g, to)
			}
			if tt.AddrSpace != from.AddrSpace {
				return fn.cur.NewAddrSpaceCast(v, to), nil
			}
			return fn.cur.NewBitCast(v, to), nil
		}
	}
	return nil, fmt.Errorf("cannot convert %v to %v", from, to)
}

var intBin = map[ir.Op]func(b *llir.Block, x, y value.Value) value.Value{
	ir.OpAdd:  func(b *llir.Block, x, y value.Value) value.Value { return b.NewAdd(x, y) },
	ir.OpSub:  func(b *llir.Block, x, y value.Value) value.Value { return b.NewSub(x, y) },
	ir.OpMul:  func(b *llir.Block, x, y value.Value) value.Value { return b.NewMul(x, y) },
	ir.OpSDiv: func(b *llir.Block, x, y value.Value) value.Value { return b.NewSDiv(x, y) },
	ir.OpUDiv: func(b *llir.Block, x, y value.Value) value.Value { return b.NewUDiv(x, y) },
	ir.OpSRem: func(b *llir.Block, x, y value.Value) value.Value { return b.NewSRem(x, y) },
	ir.OpURem: func(b *llir.Block, x, y value.Value) value.Value { return b.NewURem(x, y) },
	ir.OpAnd:  func(b *llir.Block, x, y value.Value) value.Value { return b.NewAnd(x, y) },
	ir.OpOr:   func(b *llir.Block, x, y value.Value) value.Value { return b.NewOr(x, y) },
	ir.OpXor:  func(b *llir.Block, x, y value.Value) value.Value { return b.NewXor(x, y) },
	ir.OpShl:  func(b *llir.Block, x, y value.Value) value.Value { return b.NewShl(x, y) },
	ir.OpLShr: func(b *llir.Block, x, y value.Value) value.Value { return b.NewLShr(x, y) },
	ir.OpAShr: func(b *llir.Block, x, y value.Value) value.Value { return b.NewAShr(x, y) },
	ir.OpFAdd: func(b *llir.Block, x, y value.Value) value.Value { return b.NewFAdd(x, y) },
	ir.OpFSub: func(b *llir.Block, x, y value.Value) value.Value { return b.NewFSub(x, y) },
	ir.OpFMul: func(b *llir.Block, x, y value.Value) value.Value { return b.NewFMul(x, y) },
	ir.OpFDiv: func(b *llir.Block, x, y value.Value) value.Value { return b.NewFDiv(x, y) },
	ir.OpFRem: func(b *llir.Block, x, y value.Value) value.Value { return b.NewFRem(x, y) },
}

// intrinsicOf names the LLVM intrinsic of the operations the frontend
// reads from one (llvm.smax.i32 → smax).
var intrinsicOf = map[ir.Op]string{
	ir.OpSMin: "llvm.smin", ir.OpSMax: "llvm.smax", ir.OpUMin: "llvm.umin", ir.OpUMax: "llvm.umax",
	ir.OpFMin: "llvm.minnum", ir.OpFMax: "llvm.maxnum", ir.OpFAbs: "llvm.fabs", ir.OpSqrt: "llvm.sqrt",
}

var casts = map[ir.Op]func(b *llir.Block, x value.Value, t types.Type) value.Value{
	ir.OpTrunc:         func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewTrunc(x, t) },
	ir.OpZExt:          func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewZExt(x, t) },
	ir.OpSExt:          func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewSExt(x, t) },
	ir.OpFPTrunc:       func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewFPTrunc(x, t) },
	ir.OpFPExt:         func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewFPExt(x, t) },
	ir.OpFPToSI:        func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewFPToSI(x, t) },
	ir.OpFPToUI:        func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewFPToUI(x, t) },
	ir.OpSIToFP:        func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewSIToFP(x, t) },
	ir.OpUIToFP:        func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewUIToFP(x, t) },
	ir.OpPtrToInt:      func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewPtrToInt(x, t) },
	ir.OpIntToPtr:      func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewIntToPtr(x, t) },
	ir.OpBitcast:       func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewBitCast(x, t) },
	ir.OpAddrSpaceCast: func(b *llir.Block, x value.Value, t types.Type) value.Value { return b.NewAddrSpaceCast(x, t) },
}

var ipreds = map[ir.Pred]enum.IPred{
	ir.PredEQ: enum.IPredEQ, ir.PredNE: enum.IPredNE, ir.PredUGT: enum.IPredUGT, ir.PredUGE: enum.IPredUGE,
	ir.PredULT: enum.IPredULT, ir.PredULE: enum.IPredULE, ir.PredSGT: enum.IPredSGT, ir.PredSGE: enum.IPredSGE,
	ir.PredSLT: enum.IPredSLT, ir.PredSLE: enum.IPredSLE,
}

var fpreds = map[ir.Pred]enum.FPred{
	ir.PredFalse: enum.FPredFalse, ir.PredOEQ: enum.FPredOEQ, ir.PredOGT: enum.FPredOGT, ir.PredOGE: enum.FPredOGE,
	ir.PredOLT: enum.FPredOLT, ir.PredOLE: enum.FPredOLE, ir.PredONE: enum.FPredONE, ir.PredORD: enum.FPredORD,
	ir.PredUEQ: enum.FPredUEQ, ir.PredFUGT: enum.FPredUGT, ir.PredFUGE: enum.FPredUGE, ir.PredFULT: enum.FPredULT,
	ir.PredFULE: enum.FPredULE, ir.PredUNE: enum.FPredUNE, ir.PredUNO: enum.FPredUNO, ir.PredTrue: enum.FPredTrue,
}

var rmwOps = map[ir.AtomicOp]enum.AtomicOp{
	ir.AtomicAdd: enum.AtomicOpAdd, ir.AtomicSub: enum.AtomicOpSub, ir.AtomicAnd: enum.AtomicOpAnd,
	ir.AtomicOr: enum.AtomicOpOr, ir.AtomicXor: enum.AtomicOpXor, ir.AtomicMin: enum.AtomicOpMin,
	ir.AtomicMax: enum.AtomicOpMax, ir.AtomicUMin: enum.AtomicOpUMin, ir.AtomicUMax: enum.AtomicOpUMax,
	ir.AtomicXchg: enum.AtomicOpXChg, ir.AtomicInc: enum.AtomicOpAdd, ir.AtomicDec: enum.AtomicOpSub,
	ir.AtomicFAdd: enum.AtomicOpFAdd,
}

// translate writes the LLVM instructions of i and returns its result.
func (fn *fn) translate(i *ir.Instr) (value.Value, error) {
	b := fn.cur
	rt, err := fn.w.t.typ(i.Typ)
	if err != nil {
		return nil, fn.errorf(i, "%s: %v", i.Op, err)
	}
	if fn.globalParts[i] {
		return nil, nil // written as part of its get_global_id
	}
	if g, ok := fn.globalRoots[i]; ok {
		return fn.globalCall(g, rt)
	}
	if i.Op == ir.OpPhi {
		phi := &llir.InstPhi{Typ: rt}
		b.Insts = append(b.Insts, phi)
		return phi, nil
	}
	args, err := fn.args(i)
	if err != nil {
		return nil, err
	}
	if rt, err = fn.copyUse(i, args, rt); err != nil {
		return nil, err
	}
	op := i.Op
	switch {
	case intBin[op] != nil:
		return intBin[op](b, args[0], args[1]), nil
	case intrinsicOf[op] != "":
		return fn.callIntrinsic(intrinsicOf[op], rt, args...), nil
	case op == ir.OpMath:
		return fn.math(i, rt, args)
	case op == ir.OpFNeg:
		return b.NewFNeg(args[0]), nil
	case op == ir.OpICmp:
		return b.NewICmp(ipreds[i.Pred], args[0], args[1]), nil
	case op == ir.OpFCmp:
		return b.NewFCmp(fpreds[i.Pred], args[0], args[1]), nil
	case op == ir.OpSelect:
		return b.NewSelect(args[0], args[1], args[2]), nil
	case op == ir.OpAddrSpaceCast && fn.isAllocaGeneric(i):
		return fn.allocaGeneric[i.Args[0].(*ir.Instr).ID], nil
	case casts[op] != nil:
		return casts[op](b, args[0], rt), nil
	case op == ir.OpGEP:
		pt, ok := i.Args[0].Type().(ir.PtrType)
		if !ok {
			return nil, fn.errorf(i, "gep of %v", i.Args[0].Type())
		}
		et, err := fn.w.t.typ(pt.Elem)
		if err != nil {
			return nil, fn.errorf(i, "gep: %v", err)
		}
		g := b.NewGetElementPtr(et, args[0], args[1:]...)
		if !types.Equal(g.Type(), rt) {
			return fn.convert(g, rt)
		}
		return g, nil
	case op == ir.OpLoad:
		l := b.NewLoad(rt, args[0])
		l.Volatile = i.Volatile
		return l, nil
	case op == ir.OpStore:
		s := b.NewStore(args[1], args[0])
		s.Volatile = i.Volatile
		return nil, nil
	case op == ir.OpAtomic:
		return fn.atomic(i, args)
	case op == ir.OpCmpXchg:
		return fn.cmpxchg(i, args)
	case op == ir.OpFence, op == ir.OpBarrier:
		return nil, fn.sync(i)
	case op.IsSpecial():
		return fn.special(i, rt)
	case op == ir.OpVoteAll, op == ir.OpVoteAny, op == ir.OpBallot, op == ir.OpShuffle:
		return fn.warp(i, rt, args)
	case op == ir.OpPrintf:
		return fn.printf(i, args)
	case op == ir.OpWarpSync:
		if fn.w.openCL() {
			return nil, fn.errorf(i, "no OpenCL form for %s", i.Op)
		}
		if _, err := fn.call(fn.w.declare("llvm.nvvm.bar.warp.sync", types.Void, false, types.I32), types.Void, args[0]); err != nil {
			return nil, fn.errorf(i, "%v", err)
		}
		return nil, nil
	case op == ir.OpCall:
		callee := fn.w.funcs[i.Callee().Name]
		if callee == nil {
			return nil, fn.errorf(i, "call of unknown function %s", i.Callee().Name)
		}
		return fn.call(callee, rt, args...)
	case op == ir.OpAlloca:
		et, err := fn.w.t.typ(ir.Elem(i.Typ))
		if err != nil {
			return nil, fn.errorf(i, "alloca: %v", err)
		}
		a := b.NewAlloca(et)
		if fn.w.t.nvptx {
			fn.allocaGeneric[i.ID] = a
			return nil, nil
		}
		return a, nil
	case op == ir.OpBr:
		b.NewBr(fn.succBlock(i.Block, 0))
		return nil, nil
	case op == ir.OpCondBr:
		b.NewCondBr(args[0], fn.succBlock(i.Block, 0), fn.succBlock(i.Block, 1))
		return nil, nil
	case op == ir.OpSwitch:
		it, ok := args[0].Type().(*types.IntType)
		if !ok {
			return nil, fn.errorf(i, "switch on %v", args[0].Type())
		}
		cases := make([]*llir.Case, len(i.Cases()))
		for k, c := range i.Cases() {
			cases[k] = llir.NewCase(constant.NewInt(it, ir.TruncInt(c, int(it.BitSize))), fn.succBlock(i.Block, k+1))
		}
		b.NewSwitch(args[0], fn.succBlock(i.Block, 0), cases...)
		return nil, nil
	case op == ir.OpRet:
		if len(args) == 0 {
			b.NewRet(nil)
		} else {
			b.NewRet(args[0])
		}
		return nil, nil
	case op == ir.OpUnreachable:
		b.NewUnreachable()
		return nil, nil
	}
	return nil, fn.errorf(i, "no LLVM form for %s", op)
}

// isAllocaGeneric reports whether i casts an nvptx alloca's private
// pointer to generic: that is the LLVM alloca itself.
func (fn *fn) isAllocaGeneric(i *ir.Instr) bool {
	a, ok := i.Args[0].(*ir.Instr)
	if !ok || fn.allocaGeneric[a.ID] == nil {
		return false
	}
	pt, ok := i.Typ.(ir.PtrType)
	return ok && pt.Space == ir.SpaceGeneric && pt.Elem == ir.Elem(a.Typ)
}

// call calls callee with args fitted to its parameter types and returns
// the result fitted to rt.
func (fn *fn) call(callee *llir.Func, rt types.Type, args ...value.Value) (value.Value, error) {
	fn.w.called[callee] = true
	ps := callee.Sig.Params
	if len(ps) != len(args) && !callee.Sig.Variadic {
		return nil, fmt.Errorf("llvm output: call of %s with %d arguments, want %d", callee.Name(), len(args), len(ps))
	}
	for k := range args {
		if k < len(ps) {
			a, err := fn.convert(args[k], ps[k])
			if err != nil {
				return nil, fmt.Errorf("llvm output: argument %d of %s: %v", k+1, callee.Name(), err)
			}
			args[k] = a
		}
	}
	c := fn.cur.NewCall(callee, args...)
	c.CallingConv = callee.CallingConv
	if rt == nil || rt == types.Void || callee.Sig.RetType == types.Void {
		return c, nil
	}
	return fn.convert(c, rt)
}

// callIntrinsic calls the overloaded LLVM intrinsic base on operands of
// type rt (llvm.smax.i32, llvm.fabs.f32).
func (fn *fn) callIntrinsic(base string, rt types.Type, args ...value.Value) value.Value {
	suffix := rt.String()
	if rt == types.Float {
		suffix = "f32"
	} else if rt == types.Double {
		suffix = "f64"
	}
	ps := make([]types.Type, len(args))
	for k := range ps {
		ps[k] = rt
	}
	callee := fn.w.declare(base+"."+suffix, rt, false, ps...)
	v, _ := fn.call(callee, rt, args...)
	return v
}

// declare returns the function name, the template's declaration when it
// has one, otherwise a new declaration; OpenCL builtins are spir_func and
// convergent on spir.
func (w *writer) declare(name string, ret types.Type, opencl bool, params ...types.Type) *llir.Func {
	if f := w.funcs[name]; f != nil {
		return f
	}
	ps := make([]*llir.Param, len(params))
	for k, t := range params {
		ps[k] = llir.NewParam("", t)
	}
	f := w.mod.NewFunc(name, ret, ps...)
	if opencl {
		f.Preemption = enum.PreemptionDSOLocal
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrConvergent, enum.FuncAttrNoUnwind)
		if !w.t.nvptx {
			f.CallingConv = enum.CallingConvSPIRFunc
		}
	}
	w.funcs[name] = f
	return f
}

// openCL reports whether builtins are spelled as OpenCL's: on spir, and on
// nvptx when the input was OpenCL (its kernels use spir_kernel, or it has
// !opencl.ocl.version).
func (w *writer) openCL() bool {
	if !w.t.nvptx {
		return true
	}
	if !w.tmpl {
		return false
	}
	if w.mod.NamedMetadataDefs["opencl.ocl.version"] != nil {
		return true
	}
	for _, f := range w.mod.Funcs {
		if f.CallingConv == enum.CallingConvSPIRKernel {
			return true
		}
	}
	return false
}

// openCLCall calls the OpenCL builtin with the first of names the template
// declares (the first name otherwise); params are the default parameter
// types.
func (fn *fn) openCLCall(names []string, ret types.Type, rt types.Type, params []types.Type, args ...value.Value) (value.Value, error) {
	name := names[0]
	for _, n := range names {
		if fn.w.funcs[n] != nil {
			name = n
			break
		}
	}
	// The instruction's own line of the .ll, when its position is one,
	// says which spelling it had (atomics.cl uses atom_add and atomic_add).
	if p := fn.pos; p.File == fn.f.Module.File && p.Line > 0 {
		for _, n := range names {
			if fn.w.lineCallee[p.Line] == n && fn.w.funcs[n] != nil {
				name = n
			}
		}
	}
	return fn.call(fn.w.declare(name, ret, true, params...), rt, args...)
}

var geometryNames = map[ir.Op]string{
	ir.OpThreadID: "get_local_id", ir.OpBlockID: "get_group_id", ir.OpBlockSize: "get_local_size", ir.OpGridSize: "get_num_groups",
	ir.OpLaneID: "get_sub_group_local_id", ir.OpWarpID: "get_sub_group_id", ir.OpWarpSize: "get_sub_group_size",
	ir.OpWorkDim: "get_work_dim",
}

var sregNames = map[ir.Op]string{
	ir.OpThreadID: "tid", ir.OpBlockID: "ctaid", ir.OpBlockSize: "ntid", ir.OpGridSize: "nctaid",
	ir.OpLaneID: "laneid", ir.OpWarpID: "warpid", ir.OpWarpSize: "warpsize",
}

// special reads a thread-geometry register.
func (fn *fn) special(i *ir.Instr, rt types.Type) (value.Value, error) {
	if fn.w.openCL() {
		name := geometryNames[i.Op]
		if i.Op.HasDim() {
			return fn.openCLCall([]string{mangle(name, "j")}, types.I64, rt, []types.Type{types.I32}, constant.NewInt(types.I32, int64(i.Dim)))
		}
		return fn.openCLCall([]string{mangle(name, "v")}, types.I32, rt, nil)
	}
	if _, ok := sregNames[i.Op]; !ok {
		return nil, fmt.Errorf("%s has no NVVM special register (write OpenCL, --target spir64)", i.Op)
	}
	name := "llvm.nvvm.read.ptx.sreg." + sregNames[i.Op]
	if i.Op.HasDim() {
		name += "." + string("xyz"[i.Dim])
	}
	return fn.call(fn.w.declare(name, types.I32, false), rt)
}

// sync writes a barrier or a fence.
func (fn *fn) sync(i *ir.Instr) error {
	flags := constant.NewInt(types.I32, int64(i.Flags))
	var err error
	switch {
	case fn.w.openCL() && i.Op == ir.OpBarrier:
		_, err = fn.openCLCall([]string{"_Z7barrierj", "_Z18work_group_barrierj"}, types.Void, types.Void, []types.Type{types.I32}, flags)
	case fn.w.openCL():
		_, err = fn.openCLCall([]string{"_Z9mem_fencej", "_Z14read_mem_fencej", "_Z15write_mem_fencej"}, types.Void, types.Void, []types.Type{types.I32}, flags)
	case i.Op == ir.OpBarrier:
		_, err = fn.call(fn.w.declare("llvm.nvvm.barrier0", types.Void, false), types.Void)
	case i.Flags == ir.MemShared:
		_, err = fn.call(fn.w.declare("llvm.nvvm.membar.cta", types.Void, false), types.Void)
	default:
		_, err = fn.call(fn.w.declare("llvm.nvvm.membar.gl", types.Void, false), types.Void)
	}
	if err != nil {
		return fn.errorf(i, "%v", err)
	}
	return nil
}

var atomicNames = map[ir.AtomicOp]string{
	ir.AtomicAdd: "add", ir.AtomicSub: "sub", ir.AtomicAnd: "and", ir.AtomicOr: "or", ir.AtomicXor: "xor",
	ir.AtomicMin: "min", ir.AtomicMax: "max", ir.AtomicUMin: "min", ir.AtomicUMax: "max",
	ir.AtomicXchg: "xchg", ir.AtomicInc: "inc", ir.AtomicDec: "dec",
}

// atomicBuiltins returns the spellings of the OpenCL atomic op on ptr
// with nval value operands, the default first: atomic_ and atom_, signed
// and unsigned element codes.
func (fn *fn) atomicBuiltins(op string, unsigned bool, ptr ir.PtrType, nval int) []string {
	var out []string
	for _, prefix := range []string{"atomic_", "atom_"} {
		for _, u := range []bool{unsigned, !unsigned} {
			code, ok := scalarCode(ptr.Elem, u)
			if !ok {
				return nil
			}
			params := "P" + fn.w.t.mangleSpace(ptr.Space) + "V" + code
			for k := 0; k < nval; k++ {
				params += code
			}
			out = append(out, mangle(prefix+op, params))
		}
	}
	return out
}

// atomic writes a read-modify-write atomic.
func (fn *fn) atomic(i *ir.Instr, args []value.Value) (value.Value, error) {
	pt := i.Args[0].Type().(ir.PtrType)
	name, ok := atomicNames[i.Atomic]
	if fn.w.openCL() && ok {
		nval := 1
		if i.Atomic == ir.AtomicInc || i.Atomic == ir.AtomicDec {
			nval = 0
		}
		unsigned := i.Atomic == ir.AtomicUMin || i.Atomic == ir.AtomicUMax
		if names := fn.atomicBuiltins(name, unsigned, pt, nval); names != nil {
			vt := args[0].Type().(*types.PointerType).ElemType
			params := []types.Type{args[0].Type()}
			for k := 0; k < nval; k++ {
				params = append(params, vt)
			}
			v, err := fn.openCLCall(names, vt, vt, params, args[:1+nval]...)
			if err != nil {
				return nil, fn.errorf(i, "%v", err)
			}
			return v, nil
		}
	}
	rmw, ok := rmwOps[i.Atomic]
	if i.Atomic == ir.AtomicUIncWrap || i.Atomic == ir.AtomicUDecWrap {
		if v, ok, err := fn.wrapAtomic(i, args); ok {
			return v, err
		}
	}
	if !ok {
		return nil, fn.errorf(i, "no LLVM form for atomic %s", i.Atomic)
	}
	a := fn.cur.NewAtomicRMW(rmw, args[0], args[1], enum.AtomicOrderingSequentiallyConsistent)
	a.Volatile = i.Volatile
	return a, nil
}

// cmpxchg writes a compare-and-swap returning the old value.
func (fn *fn) cmpxchg(i *ir.Instr, args []value.Value) (value.Value, error) {
	pt := i.Args[0].Type().(ir.PtrType)
	if fn.w.openCL() && ir.IsInt(pt.Elem) {
		if names := fn.atomicBuiltins("cmpxchg", false, pt, 2); names != nil {
			vt := args[1].Type()
			v, err := fn.openCLCall(names, vt, vt, []types.Type{args[0].Type(), vt, vt}, args...)
			if err != nil {
				return nil, fn.errorf(i, "%v", err)
			}
			return v, nil
		}
	}
	c := fn.cur.NewCmpXchg(args[0], args[1], args[2], enum.AtomicOrderingSequentiallyConsistent, enum.AtomicOrderingSequentiallyConsistent)
	c.Volatile = i.Volatile
	return fn.cur.NewExtractValue(c, 0), nil
}

// warp writes a vote, ballot or shuffle.
func (fn *fn) warp(i *ir.Instr, rt types.Type, args []value.Value) (value.Value, error) {
	var all value.Value = constant.NewInt(types.I32, -1)
	n := 1
	if i.Op == ir.OpShuffle {
		n = 2
	}
	if len(args) > n { // the member mask of a *_sync intrinsic
		if fn.w.openCL() {
			return nil, fn.errorf(i, "no OpenCL form for %s with a member mask", i.Op)
		}
		all, args = args[n], args[:n]
	}
	var v value.Value
	var err error
	switch {
	case fn.w.openCL() && (i.Op == ir.OpVoteAll || i.Op == ir.OpVoteAny):
		name := "_Z13sub_group_alli"
		if i.Op == ir.OpVoteAny {
			name = "_Z13sub_group_anyi"
		}
		p := fn.cur.NewZExt(args[0], types.I32)
		v, err = fn.openCLCall([]string{name}, types.I32, types.I32, []types.Type{types.I32}, p)
		if err == nil {
			v = fn.cur.NewICmp(enum.IPredNE, v, constant.NewInt(types.I32, 0))
		}
	case fn.w.openCL() && i.Op == ir.OpShuffle:
		code, ok := scalarCode(i.Typ, false)
		if !ok || ir.Bits(i.Typ) < 32 {
			return nil, fn.errorf(i, "no OpenCL sub_group_broadcast of %v", i.Typ)
		}
		v, err = fn.openCLCall([]string{mangle("sub_group_broadcast", code+"j")}, rt, rt, []types.Type{rt, types.I32}, args...)
	case fn.w.openCL():
		return nil, fn.errorf(i, "no OpenCL 2.0 form for %s", i.Op)
	case i.Op == ir.OpVoteAll || i.Op == ir.OpVoteAny:
		name := "llvm.nvvm.vote.all.sync"
		if i.Op == ir.OpVoteAny {
			name = "llvm.nvvm.vote.any.sync"
		}
		v, err = fn.call(fn.w.declare(name, types.I1, false, types.I32, types.I1), types.I1, all, args[0])
	case i.Op == ir.OpBallot:
		v, err = fn.call(fn.w.declare("llvm.nvvm.vote.ballot.sync", types.I32, false, types.I32, types.I1), rt, all, args[0])
	default:
		var suffix string
		switch i.Typ {
		case ir.I32:
			suffix = "i32"
		case ir.F32:
			suffix = "f32"
		default:
			return nil, fn.errorf(i, "no NVVM shuffle of %v", i.Typ)
		}
		v, err = fn.call(fn.w.declare("llvm.nvvm.shfl.sync.idx."+suffix, rt, false, types.I32, rt, types.I32, types.I32), rt,
			all, args[0], args[1], constant.NewInt(types.I32, 0x1f))
	}
	if err != nil {
		return nil, fn.errorf(i, "%v", err)
	}
	return v, nil
}

// edge is the k-th of the parallel edges from → to (k counts from 0, in
// the order of from's successors and, equally, of to's predecessors).
type edge struct {
	from, to *ir.Block
	k        int
}

// splitEdges adds a block on every parallel edge whose phi operands differ
// from the first edge's. The simtc IR gives each edge its own phi operand;
// LLVM keys phi operands by predecessor block, so a switch with two cases to
// one block (what SSDE's single-entry rerouting makes) must carry the same
// values on both. The new block, FROM.to.TO, just branches on.
func (fn *fn) splitEdges() {
	for _, b := range fn.f.Blocks {
		phis := b.Phis()
		if len(phis) == 0 {
			continue
		}
		for n, p := range b.Preds {
			k, first := 0, -1
			for m := 0; m < n; m++ {
				if b.Preds[m] == p {
					if first < 0 {
						first = m
					}
					k++
				}
			}
			if first < 0 {
				continue
			}
			same := true
			for _, phi := range phis {
				same = same && sameValue(phi.Args[n], phi.Args[first])
			}
			if same {
				continue
			}
			name := p.Name + ".to." + b.Name
			for j := 1; fn.names[name]; j++ {
				name = fmt.Sprintf("%s.to.%s.%d", p.Name, b.Name, j)
			}
			fn.names[name] = true
			nb := llir.NewBlock(name)
			nb.Parent = fn.lf
			nb.NewBr(fn.blocks[b.ID])
			if fn.split == nil {
				fn.split = map[edge]*llir.Block{}
			}
			fn.split[edge{p, b, k}] = nb
			// Right after the predecessor in the layout.
			pb := fn.blocks[p.ID]
			for j, x := range fn.lf.Blocks {
				if x == pb {
					fn.lf.Blocks = append(fn.lf.Blocks[:j+1], append([]*llir.Block{nb}, fn.lf.Blocks[j+1:]...)...)
					break
				}
			}
		}
	}
}

func sameValue(x, y ir.Value) bool {
	if x == y {
		return true
	}
	cx, ok1 := x.(*ir.Const)
	cy, ok2 := y.(*ir.Const)
	return ok1 && ok2 && *cx == *cy
}

// succBlock returns the LLVM target of b's n-th successor edge.
func (fn *fn) succBlock(b *ir.Block, n int) *llir.Block {
	s := b.Succs[n]
	k := 0
	for _, x := range b.Succs[:n] {
		if x == s {
			k++
		}
	}
	if nb := fn.split[edge{b, s, k}]; nb != nil {
		return nb
	}
	return fn.blocks[s.ID]
}

// predBlock returns the LLVM predecessor of b's n-th predecessor edge.
func (fn *fn) predBlock(b *ir.Block, n int) *llir.Block {
	p := b.Preds[n]
	k := 0
	for _, x := range b.Preds[:n] {
		if x == p {
			k++
		}
	}
	if nb := fn.split[edge{p, b, k}]; nb != nil {
		return nb
	}
	return fn.blocks[p.ID]
}
