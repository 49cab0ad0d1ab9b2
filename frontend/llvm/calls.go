package llvm

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// call lowers a call: to a function defined in the module (a device
// function, kept as an ir call for the inliner), to an LLVM or NVVM
// intrinsic, or to an OpenCL builtin.
func (l *lowerer) call(in *llir.InstCall) {
	switch callee := in.Callee.(type) {
	case *llir.InlineAsm:
		l.failIn("unsupported inline asm call")
	case *llir.Func:
		if f := l.imp.funcs[callee]; f != nil {
			l.deviceCall(in, callee, f)
			return
		}
		name := valueName(callee)
		if strings.HasPrefix(name, "llvm.") {
			l.intrinsic(in, name)
			return
		}
		if m, ok := demangle(name); ok && l.openCL(in, m) {
			return
		}
		if strings.HasPrefix(name, "__nv_") && (l.libdeviceFloat(in, name) || l.nvIntCall(in, name)) { // mathbuiltins.go, intbuiltins.go
			return
		}
		if name == "printf" || name == "vprintf" {
			l.printf(in, name == "vprintf") // printf.go
			return
		}
		if r, unsigned := l.unmangled(name); r != nil {
			l.ordinary(in, r, name, unsigned) // ordinary.go
			return
		}
		if !strings.HasPrefix(name, "_Z") && !strings.HasPrefix(name, "__") && !libcFuncs[name] {
			// Not a mangled builtin nor the C library: a function of the
			// program that the file only declares.
			l.failIn("call to unknown external function '%s' (declared here but not defined: clang -O0 emits no body for a non-static C99 'inline' function; make it 'static inline', compile with -O1 or above, or give the .cl to simtc (mini-C))", name)
		}
		l.failIn("call to unknown external function '%s'", name)
	default:
		l.failIn("unsupported indirect call")
	}
}

func (l *lowerer) deviceCall(in *llir.InstCall, callee *llir.Func, f *ir.Func) {
	sig := l.imp.sigs[callee]
	if len(in.Args) != len(sig.slots) {
		l.failIn("call of %s with %d arguments, want %d", f.Name, len(in.Args), len(sig.slots))
	}
	args := make([]ir.Value, len(f.Params))
	for k, a := range in.Args {
		s := sig.slots[k]
		switch {
		case s.lanes:
			xs := l.member(a)
			if len(xs) != s.n {
				l.failIn("argument %d of the call of %s has %d lanes, want %d", k, f.Name, len(xs), s.n)
			}
			copy(args[s.first:], xs)
		case vectorOf(typeOf(unwrapArg(a))) != nil:
			args[s.first] = l.vecValue(unwrapArg(a), f.Params[s.first].Typ) // vecabi.go
		default:
			args[s.first] = l.val(a)
		}
	}
	var out ir.Value
	if sig.retOut >= 0 {
		out = l.b.Alloca(elemOf(f.Params[sig.retOut]))
		args[sig.retOut] = out
	}
	for k, a := range args {
		if a.Type() != f.Params[k].Typ {
			l.failIn("argument %d of the call of %s has type %s, want %s", k, f.Name, a.Type(), f.Params[k].Typ)
		}
	}
	c := l.b.Call(f, args...)
	if out != nil && isAggregate(in.Typ) {
		l.defVec(in, l.loadAgg(out, in.Typ, false))
		return
	}
	if out != nil {
		vt := vectorOf(in.Typ)
		zero := ir.ConstInt(ir.I64, 0)
		lanes := make([]ir.Value, vt.Len)
		for j := range lanes {
			lanes[j] = l.b.Load(l.b.GEP(out, zero, ir.ConstInt(ir.I64, int64(j))), false)
		}
		l.defVec(in, lanes)
		return
	}
	if vt := vectorOf(in.Typ); vt != nil {
		l.defVec(in, l.unpack(c, int(vt.Len), l.vecElem(vt.ElemType)))
		return
	}
	if c.HasResult() {
		l.def(in, c)
	}
}

// result converts an i32 thread-geometry value to the call's result type
// (size_t is i64 on 64-bit targets) and defines the call as it.
func (l *lowerer) result(in *llir.InstCall, v ir.Value) {
	t := l.typ(in.Typ)
	l.def(in, l.resize(v, t))
}

// resize zero-extends or truncates the integer v to t.
func (l *lowerer) resize(v ir.Value, t ir.Type) ir.Value {
	switch {
	case v.Type() == t:
		return v
	case !ir.IsInt(t) || !ir.IsInt(v.Type()):
		l.failIn("builtin result of type %s used as %s", v.Type(), t)
	case ir.Bits(t) > ir.Bits(v.Type()):
		return l.b.Cast(ir.OpZExt, v, t)
	}
	return l.b.Cast(ir.OpTrunc, v, t)
}

// args lowers the call's arguments, which must be n.
func (l *lowerer) args(in *llir.InstCall, what string, n int) []ir.Value {
	if len(in.Args) != n {
		l.failIn("%s called with %d arguments, want %d", what, len(in.Args), n)
	}
	out := make([]ir.Value, n)
	for k, a := range in.Args {
		out[k] = l.val(a)
	}
	return out
}

// constArg returns the value of argument k, which must be an integer constant.
func (l *lowerer) constArg(in *llir.InstCall, what string, k int) int64 {
	if k >= len(in.Args) {
		l.failIn("%s called with %d arguments", what, len(in.Args))
	}
	c, ok := unwrapArg(in.Args[k]).(*constant.Int)
	if !ok {
		l.failIn("unsupported non-constant argument %d of %s", k+1, what)
	}
	return bigInt64(c.X)
}

// special emits a thread-geometry read; dimensions past z read as 0 for
// ids and 1 for sizes, as OpenCL defines them.
func (l *lowerer) special(op ir.Op, dim int64) ir.Value {
	if dim < 0 || dim > 2 {
		if op == ir.OpThreadID || op == ir.OpBlockID {
			return ir.ConstInt(ir.I32, 0)
		}
		return ir.ConstInt(ir.I32, 1)
	}
	return l.b.Special(op, int(dim))
}

// openCL lowers a call of the OpenCL builtin m, a row of the catalogue
// (or a conversion); false when m is not one simtc knows.
func (l *lowerer) openCL(in *llir.InstCall, m mangled) bool {
	name := m.name
	r := l.imp.cat.Lookup(name)
	if r == nil {
		cn, du, ok := convertSpec(name)
		if !ok {
			return false
		}
		a := l.args(in, name, 1)
		v, ok := l.convert(a[0], m.first, l.typ(in.Typ), cn, du)
		if !ok {
			l.failIn("unsupported %s of %s", name, a[0].Type())
		}
		l.def(in, v)
		return true
	}
	switch r.Kind {
	case builtin.Lanewise, builtin.Vectorwise, builtin.Stores:
		l.ordinary(in, r, name, unsignedCode(srcCode(valueName(in.Callee.(*llir.Func)), m))) // ordinary.go
	case builtin.WorkItemID:
		l.args(in, name, 1)
		l.result(in, l.special(r.Op, l.constArg(in, name, 0)))
	case builtin.GlobalID, builtin.GlobalSize:
		l.args(in, name, 1)
		dim := l.constArg(in, name, 0)
		t := l.typ(in.Typ)
		grp, size := l.special(ir.OpBlockID, dim), l.special(ir.OpBlockSize, dim)
		if r.Kind == builtin.GlobalSize {
			grp = l.special(ir.OpGridSize, dim)
		}
		v := l.b.Binary(ir.OpMul, l.resize(grp, t), l.resize(size, t))
		if r.Kind == builtin.GlobalID {
			v = l.b.Binary(ir.OpAdd, v, l.resize(l.special(ir.OpThreadID, dim), t))
		}
		l.def(in, v)
	case builtin.LocalLinearID, builtin.GlobalLinearID:
		// (id2 · size1 + id1) · size0 + id0, over local or global ids and sizes.
		l.args(in, name, 0)
		t := l.typ(in.Typ)
		global := r.Kind == builtin.GlobalLinearID
		id := func(d int64) ir.Value {
			v := l.resize(l.special(ir.OpThreadID, d), t)
			if global {
				g := l.b.Binary(ir.OpMul, l.resize(l.special(ir.OpBlockID, d), t), l.resize(l.special(ir.OpBlockSize, d), t))
				v = l.b.Binary(ir.OpAdd, g, v)
			}
			return v
		}
		size := func(d int64) ir.Value {
			v := l.resize(l.special(ir.OpBlockSize, d), t)
			if global {
				v = l.b.Binary(ir.OpMul, l.resize(l.special(ir.OpGridSize, d), t), v)
			}
			return v
		}
		v := id(2)
		v = l.b.Binary(ir.OpAdd, l.b.Binary(ir.OpMul, v, size(1)), id(1))
		v = l.b.Binary(ir.OpAdd, l.b.Binary(ir.OpMul, v, size(0)), id(0))
		l.def(in, v)
	case builtin.GlobalOffset:
		l.args(in, name, 1)
		l.def(in, ir.ConstInt(l.typ(in.Typ), 0))
	case builtin.WorkDim:
		l.args(in, name, 0)
		l.def(in, l.resize(l.b.Special(ir.OpWorkDim, 0), l.typ(in.Typ)))
	case builtin.Barrier:
		if len(in.Args) < 1 {
			l.failIn("%s called without flags", name)
		}
		l.b.Barrier(ir.MemFlags(l.constArg(in, name, 0)) & (ir.MemShared | ir.MemGlobal))
	case builtin.WorkItemFence, builtin.Fence:
		// atomic_work_item_fence(flags, order, scope): simtc's fences are
		// sequentially consistent, so order and scope add nothing.
		l.args(in, name, r.MinArgs)
		l.b.Fence(ir.MemFlags(l.constArg(in, name, 0)) & (ir.MemShared | ir.MemGlobal))
	case builtin.SubGroupReg:
		l.args(in, name, 0)
		l.result(in, l.b.Special(r.Op, 0))
	case builtin.Vote:
		a := l.args(in, name, 1)
		if !ir.IsInt(a[0].Type()) {
			l.failIn("%s of %s", name, a[0].Type())
		}
		c := l.b.ICmp(ir.PredNE, a[0], ir.ConstInt(a[0].Type(), 0))
		l.result(in, l.b.Vote(r.Op, c))
	case builtin.SubGroupShuffle, builtin.SubGroupShuffleXor:
		// cl_khr_subgroup_shuffle: the value of lane l (or of lane
		// laneid ^ l), read from any lane of the sub-group.
		a := l.args(in, name, 2)
		if !ir.IsFirstClass(a[0].Type()) || !ir.IsInt(a[1].Type()) {
			l.failIn("%s of %s, %s", name, a[0].Type(), a[1].Type())
		}
		lane := l.resize(a[1], ir.I32)
		if r.Kind == builtin.SubGroupShuffleXor {
			lane = l.b.Binary(ir.OpXor, l.b.Special(ir.OpLaneID, 0), lane)
		}
		l.def(in, l.b.Shuffle(a[0], lane))
	case builtin.Broadcast:
		a := l.args(in, name, 2)
		if !ir.IsFirstClass(a[0].Type()) || !ir.IsInt(a[1].Type()) {
			l.failIn("%s of %s, %s", name, a[0].Type(), a[1].Type())
		}
		l.def(in, l.b.Shuffle(a[0], l.resize(a[1], ir.I32)))
	case builtin.WorkGroup:
		l.workGroupOp(in, r, m.first) // groupops.go
	case builtin.VLoad, builtin.VStore:
		l.vloadStore(in, r) // builtins.go
	case builtin.Atomic, builtin.AtomicUnary, builtin.CmpXchg, builtin.AtomicLoad, builtin.AtomicStore, builtin.AtomicInit,
		builtin.CompareExchange, builtin.FlagTestAndSet, builtin.FlagClear:
		return l.openCLAtomic(in, m, r)
	default:
		return false // async copies, printf: not supported
	}
	return true
}

// openCLAtomic lowers the atomic functions, atomic_*/atom_* (the
// catalogue's atomic rows r); false when the first parameter is not a
// pointer. The memory order and scope arguments of an _explicit one add
// nothing: simtc is sequentially consistent.
func (l *lowerer) openCLAtomic(in *llir.InstCall, m mangled, r *builtin.Builtin) bool {
	explicit := r.Explicit
	if !m.ptr || len(in.Args) == 0 {
		return false
	}
	ptr := l.val(in.Args[0])
	pt, ok := ptr.Type().(ir.PtrType)
	if !ok || !ir.IsFirstClass(pt.Elem) {
		l.failIn("%s on %s", m.name, ptr.Type())
	}
	elem := pt.Elem
	// nargs returns the value arguments after the pointer, checking their count.
	nargs := func(n int) []ir.Value {
		if len(in.Args) < n+1 || !explicit && len(in.Args) != n+1 {
			l.failIn("%s called with %d arguments, want %d", m.name, len(in.Args), n+1)
		}
		out := make([]ir.Value, n)
		for k := range out {
			out[k] = l.val(in.Args[k+1])
		}
		return out
	}
	switch r.Kind {
	case builtin.CmpXchg:
		a := nargs(2)
		if a[0].Type() != elem || a[1].Type() != elem || !ir.IsInt(elem) {
			l.failIn("%s of %s, %s on %s", m.name, a[0].Type(), a[1].Type(), ptr.Type())
		}
		l.def(in, l.b.CmpXchg(ptr, a[0], a[1]))
		return true
	case builtin.CompareExchange:
		// bool atomic_compare_exchange_strong(volatile A *obj, C *expected, C desired)
		a := nargs(2)
		ep, ok := a[0].Type().(ir.PtrType)
		if !ok || ep.Elem != elem || a[1].Type() != elem || !ir.IsInt(elem) {
			l.failIn("%s of %s, %s on %s", m.name, a[0].Type(), a[1].Type(), ptr.Type())
		}
		exp := l.b.Load(a[0], false)
		old := l.b.CmpXchg(ptr, exp, a[1])
		okv := l.b.ICmp(ir.PredEQ, old, exp)
		l.b.Store(a[0], l.b.Select(okv, exp, old), false)
		l.result(in, okv)
		return true
	case builtin.AtomicLoad:
		nargs(0)
		l.def(in, l.b.Load(ptr, true))
		return true
	case builtin.FlagTestAndSet:
		// atomic_flag_test_and_set[_explicit]: exchange 1, true when it was set.
		nargs(0)
		if !ir.IsInt(elem) {
			l.failIn("%s on %s", m.name, ptr.Type())
		}
		old := l.b.Atomic(ir.AtomicXchg, ptr, ir.ConstInt(elem, 1))
		l.result(in, l.b.ICmp(ir.PredNE, old, ir.ConstInt(elem, 0)))
		return true
	case builtin.FlagClear:
		nargs(0)
		if !ir.IsInt(elem) {
			l.failIn("%s on %s", m.name, ptr.Type())
		}
		l.b.Store(ptr, ir.ConstInt(elem, 0), true)
		return true
	case builtin.AtomicStore, builtin.AtomicInit:
		a := nargs(1)
		if a[0].Type() != elem {
			l.failIn("%s of %s on %s", m.name, a[0].Type(), ptr.Type())
		}
		l.b.Store(ptr, a[0], true)
		return true
	case builtin.AtomicUnary:
		nargs(0)
		if !ir.IsInt(elem) {
			l.failIn("%s on %s", m.name, ptr.Type())
		}
		l.def(in, l.b.Atomic(r.Atomic, ptr, ir.ConstInt(elem, 1)))
		return true
	}
	aop := r.Atomic
	a := nargs(1)
	if a[0].Type() != elem || aop != ir.AtomicXchg && !ir.IsInt(elem) {
		l.failIn("%s of %s on %s", m.name, a[0].Type(), ptr.Type())
	}
	if unsignedCode(m.first) {
		switch aop {
		case ir.AtomicMin:
			aop = ir.AtomicUMin
		case ir.AtomicMax:
			aop = ir.AtomicUMax
		}
	}
	l.def(in, l.b.Atomic(aop, ptr, a[0]))
	return true
}

// sreg returns the op of an NVVM special-register intrinsic, without its
// "llvm.nvvm.read.ptx.sreg." prefix, and whether it takes a dimension
// (.x, .y, .z).
func sreg(name string) (op ir.Op, dims, ok bool) {
	switch name {
	case "laneid":
		return ir.OpLaneID, false, true
	case "warpid":
		return ir.OpWarpID, false, true
	case "warpsize":
		return ir.OpWarpSize, false, true
	case "tid":
		return ir.OpThreadID, true, true
	case "ctaid":
		return ir.OpBlockID, true, true
	case "ntid":
		return ir.OpBlockSize, true, true
	case "nctaid":
		return ir.OpGridSize, true, true
	}
	return 0, false, false
}

// minMax returns the op of the two-operand min/max intrinsics.
func minMax(base string) (ir.Op, bool) {
	switch base {
	case "llvm.smax":
		return ir.OpSMax, true
	case "llvm.smin":
		return ir.OpSMin, true
	case "llvm.umax":
		return ir.OpUMax, true
	case "llvm.umin":
		return ir.OpUMin, true
	case "llvm.minnum":
		return ir.OpFMin, true
	case "llvm.maxnum":
		return ir.OpFMax, true
	}
	return 0, false
}

// intrinsic lowers a call of an llvm.* function.
func (l *lowerer) intrinsic(in *llir.InstCall, name string) {
	base := intrinsicBase(name)
	row, rowUnsigned := l.imp.cat.Spelled(builtin.Intrinsic, strings.TrimPrefix(base, "llvm.")) // a builtin spelled as an intrinsic (ordinary.go)
	if !strings.HasPrefix(name, "llvm.dbg.") && !strings.HasPrefix(name, "llvm.lifetime.") {
		if k := narrowCallBits(in); k > 0 {
			l.failIn("unsupported intrinsic '%s' on integer type i%d", name, k)
		}
	}
	switch {
	case base == "llvm.ctpop", base == "llvm.ctlz", base == "llvm.cttz":
		n := 1
		if base != "llvm.ctpop" {
			n = 2 // the second operand, is_zero_poison, does not matter: zero gives the width
		}
		a := l.args(in, name, n)
		if t := a[0].Type(); ir.IsInt(t) && ir.Bits(t) >= 8 && l.typ(in.Typ) == t {
			l.def(in, builtin.CountBits(l.b, bitCountOf(base), a[0]))
			return
		}
	case strings.HasPrefix(name, "llvm.dbg."), strings.HasPrefix(name, "llvm.lifetime."),
		name == "llvm.assume", name == "llvm.experimental.noalias.scope.decl",
		name == "llvm.donothing", name == "llvm.sideeffect":
		if l.typ(in.Typ) != ir.Void {
			l.failIn("unsupported intrinsic '%s'", name)
		}
		return
	case strings.HasPrefix(name, "llvm.nvvm.read.ptx.sreg."):
		reg := name[len("llvm.nvvm.read.ptx.sreg."):]
		l.args(in, name, 0)
		if op, dims, ok := sreg(reg); ok && !dims {
			l.result(in, l.b.Special(op, 0))
			return
		}
		if i := strings.LastIndexByte(reg, '.'); i > 0 {
			if op, dims, ok := sreg(reg[:i]); ok && dims {
				if d := strings.Index("xyz", reg[i+1:]); len(reg) == i+2 && d >= 0 {
					l.result(in, l.b.Special(op, d))
					return
				}
			}
		}
	case name == "llvm.nvvm.barrier0", name == "llvm.nvvm.barrier.sync", name == "llvm.nvvm.barrier.sync.cnt",
		name == "llvm.nvvm.bar.sync", name == "llvm.nvvm.barrier.n", name == "llvm.nvvm.barrier":
		if l.typ(in.Typ) == ir.Void {
			for _, a := range in.Args {
				l.val(a)
			}
			l.b.Barrier(ir.MemShared | ir.MemGlobal)
			return
		}
	case strings.HasPrefix(name, "llvm.nvvm.atomic.load.inc.32."), strings.HasPrefix(name, "llvm.nvvm.atomic.load.dec.32."):
		// CUDA atomicInc/atomicDec(p, limit): wrapping at the limit.
		a := l.args(in, name, 2)
		if pt, ok := a[0].Type().(ir.PtrType); ok && pt.Elem == ir.I32 && a[1].Type() == ir.I32 {
			op := ir.AtomicUIncWrap
			if strings.Contains(name, ".dec.") {
				op = ir.AtomicUDecWrap
			}
			l.def(in, l.b.Atomic(op, a[0], a[1]))
			return
		}
	case name == "llvm.nvvm.barrier0.popc", name == "llvm.nvvm.barrier0.and", name == "llvm.nvvm.barrier0.or":
		if l.nvvmSyncReduce(in, name) {
			return
		}
	case name == "llvm.nvvm.nanosleep":
		// __nanosleep(ns), the back-off of CUDA lock libraries: a hint
		// with no effect on the result.
		l.args(in, name, 1)
		return
	case name == "llvm.nvvm.membar.cta", name == "llvm.nvvm.membar.gl", name == "llvm.nvvm.membar.sys":
		l.args(in, name, 0)
		l.b.Fence(ir.MemShared | ir.MemGlobal)
		return
	case name == "llvm.nvvm.bar.warp.sync":
		// __syncwarp(mask): the threads of the warp named in the mask
		// (a run-time i32) meet: ir.OpWarpSync, whose semantics under each
		// mechanism the simulator gives (sim/exec.go warpMask).
		if a := l.args(in, name, 1); a[0].Type() == ir.I32 {
			l.b.WarpSync(a[0])
			return
		}
	case name == "llvm.nvvm.vote.all", name == "llvm.nvvm.vote.any",
		name == "llvm.nvvm.vote.all.sync", name == "llvm.nvvm.vote.any.sync":
		a := l.warpArgs(in, name, 1)
		op := ir.OpVoteAll
		if strings.HasPrefix(name, "llvm.nvvm.vote.any") {
			op = ir.OpVoteAny
		}
		if a[0].Type() == ir.I1 {
			l.result(in, l.masked(l.b.Vote(op, a[0])))
			return
		}
	case name == "llvm.nvvm.vote.ballot", name == "llvm.nvvm.vote.ballot.sync":
		a := l.warpArgs(in, name, 1)
		if a[0].Type() == ir.I1 {
			l.result(in, l.masked(l.b.Ballot(a[0])))
			return
		}
	case strings.HasPrefix(name, "llvm.nvvm.shfl.down."), strings.HasPrefix(name, "llvm.nvvm.shfl.sync.down."),
		strings.HasPrefix(name, "llvm.nvvm.shfl.up."), strings.HasPrefix(name, "llvm.nvvm.shfl.sync.up."),
		strings.HasPrefix(name, "llvm.nvvm.shfl.bfly."), strings.HasPrefix(name, "llvm.nvvm.shfl.sync.bfly."):
		// shfl.{down,up,bfly}(value, delta, clamp) over the whole warp
		// (clamp 0x1f for down and bfly, 0 for up): the source lane is
		// lane+delta, lane-delta or lane^delta, the own lane when that
		// falls outside the warp. The .sync forms take the member mask first.
		a := l.warpArgs(in, name, 3)
		c, ok := unwrapArg(in.Args[len(in.Args)-1]).(*constant.Int)
		up := strings.Contains(name, ".up.")
		wantC := int64(0x1f)
		if up {
			wantC = 0
		}
		if ok && bigInt64(c.X) == wantC && ir.IsFirstClass(a[0].Type()) && a[1].Type() == ir.I32 && l.typ(in.Typ) == a[0].Type() {
			lane := l.b.Special(ir.OpLaneID, 0)
			var src, inside ir.Value
			switch {
			case strings.Contains(name, ".down."):
				src = l.b.Binary(ir.OpAdd, lane, a[1])
				inside = l.b.ICmp(ir.PredULT, src, l.b.Special(ir.OpWarpSize, 0))
			case up:
				src = l.b.Binary(ir.OpSub, lane, a[1])
				inside = l.b.ICmp(ir.PredSGE, src, ir.ConstInt(ir.I32, 0))
			default:
				src = l.b.Binary(ir.OpXor, lane, a[1])
				inside = l.b.ICmp(ir.PredULT, src, l.b.Special(ir.OpWarpSize, 0))
			}
			l.def(in, l.masked(l.b.Shuffle(a[0], l.b.Select(inside, src, lane))))
			return
		}
		l.failIn("unsupported '%s' on part of a warp (only whole-warp shuffles are supported)", name)
	case strings.HasPrefix(name, "llvm.nvvm.shfl.idx."), strings.HasPrefix(name, "llvm.nvvm.shfl.sync.idx."):
		// shfl.idx(value, lane, clamp); the .sync forms take the member mask first.
		a := l.warpArgs(in, name, 3)
		if c, ok := unwrapArg(in.Args[len(in.Args)-1]).(*constant.Int); ok && bigInt64(c.X) == 0x1f &&
			ir.IsFirstClass(a[0].Type()) && a[1].Type() == ir.I32 && l.typ(in.Typ) == a[0].Type() {
			l.def(in, l.masked(l.b.Shuffle(a[0], a[1])))
			return
		}
		l.failIn("unsupported '%s' on part of a warp (only whole-warp shuffles are supported)", name)
	case isMinMax(base):
		a := l.args(in, name, 2)
		op, _ := minMax(base)
		if a[0].Type() == a[1].Type() && (op.IsIntBinary() && ir.IsInt(a[0].Type()) || op.IsFloatBinary() && ir.IsFloat(a[0].Type())) {
			l.def(in, l.b.Binary(op, a[0], a[1]))
			return
		}
	case base == "llvm.abs":
		a := l.args(in, name, 2)
		if ir.IsInt(a[0].Type()) {
			l.def(in, builtin.Abs(l.b, a[0]))
			return
		}
	case base == "llvm.fabs", base == "llvm.sqrt":
		a := l.args(in, name, 1)
		op := ir.OpFAbs
		if base == "llvm.sqrt" {
			op = ir.OpSqrt
		}
		if ir.IsFloat(a[0].Type()) {
			l.def(in, l.b.Unary(op, a[0]))
			return
		}
	case base == "llvm.fmuladd":
		a := l.args(in, name, 3)
		if ir.IsFloat(a[0].Type()) && a[0].Type() == a[1].Type() && a[1].Type() == a[2].Type() {
			l.def(in, l.b.Binary(ir.OpFAdd, l.b.Binary(ir.OpFMul, a[0], a[1]), a[2]))
			return
		}
	case base == "llvm.memcpy", base == "llvm.memmove":
		l.memcpy(in, name)
		return
	case base == "llvm.memset":
		l.memset(in, name)
		return
	case row != nil && row.Kind.Ordinary():
		l.ordinary(in, row, name, rowUnsigned) // ordinary.go
		return
	default:
		if l.nvvmIntrinsic(in, name) || l.intIntrinsic(in, name) {
			return
		}
	}
	l.failIn("unsupported intrinsic '%s'", name)
}

// warpArgs lowers the arguments of a warp intrinsic, and checks there are
// n after the leading member mask of the .sync forms, which l.mask keeps
// for masked.
func (l *lowerer) warpArgs(in *llir.InstCall, name string, n int) []ir.Value {
	args := in.Args
	l.mask = nil
	if strings.Contains(name, ".sync") {
		if len(args) == 0 {
			l.failIn("%s called without a mask", name)
		}
		if m := l.val(args[0]); m.Type() == ir.I32 {
			if c, ok := m.(*ir.Const); !ok || uint32(c.Int) != 0xffffffff {
				l.mask = m
			}
		}
		args = args[1:]
	}
	if len(args) != n {
		l.failIn("%s called with %d arguments", name, len(in.Args))
	}
	out := make([]ir.Value, n)
	for k, a := range args {
		out[k] = l.val(a)
	}
	return out
}

// intrinsicBase strips the type suffixes of an overloaded intrinsic:
// llvm.smax.i32 → llvm.smax, llvm.memcpy.p0i8.p1i8.i64 → llvm.memcpy.
func intrinsicBase(name string) string {
	parts := strings.Split(name, ".")
	n := len(parts)
	for n > 2 && isTypeSuffix(parts[n-1]) {
		n--
	}
	return strings.Join(parts[:n], ".")
}

func isTypeSuffix(s string) bool {
	if s == "f32" || s == "f64" || s == "f16" || s == "isVoid" {
		return true
	}
	if len(s) > 1 && (s[0] == 'i' || s[0] == 'p' || s[0] == 'v') {
		for _, r := range s[1:] {
			if !(r >= '0' && r <= '9' || r == 'i' || r == 'f') {
				return false
			}
		}
		return true
	}
	return false
}

// maxExpand bounds the bytes of a memcpy or memset the importer expands
// into single loads and stores.
const maxExpand = 4096

// memcpy expands llvm.memcpy/memmove(dst, src, len, volatile) of a constant
// length into element loads and stores. The elements are those of the
// pointee type under the i8* casts clang puts around both pointers when
// they agree, bytes otherwise. A copy out of a constant global (clang's
// array initializers) stores the initializer's values.
func (l *lowerer) memcpy(in *llir.InstCall, name string) {
	if len(in.Args) != 4 {
		l.failIn("%s called with %d arguments", name, len(in.Args))
	}
	vol := l.constArg(in, name, 3) != 0
	n, isConst := constLen(in.Args[2])
	if !isConst || n < 0 || n > maxExpand {
		l.byteLoop(in, name, vol, false)
		return
	}
	dbase, delem := l.peelCasts(in.Args[0])
	sbase, selem := l.peelCasts(in.Args[1])
	if g, ok := sbase.(*llir.Global); ok && g.Init != nil && (g.Immutable || l.imp.globals[g] == nil || l.imp.globals[g].g == nil) {
		// Copy out of an initialized constant (or of a global simtc cannot
		// hold): store its values.
		if delem == nil || delem != selem || n%ir.SizeOf(delem) != 0 {
			l.failIn("unsupported %s from @%s into a pointer of another element type", name, valueName(g))
		}
		var vals []ir.Value
		l.flattenConst(g.Init, delem, &vals)
		count := n / ir.SizeOf(delem)
		if int64(len(vals)) < count {
			l.failIn("%s reads past the end of @%s", name, valueName(g))
		}
		dp := l.elemPtr(dbase, delem)
		for k := int64(0); k < count; k++ {
			l.b.Store(l.b.GEP(dp, ir.ConstInt(ir.I64, k)), vals[k], vol)
		}
		return
	}
	elem := delem
	d, s := ir.Value(nil), ir.Value(nil)
	if elem != nil && elem == selem && n%ir.SizeOf(elem) == 0 {
		d, s = l.elemPtr(dbase, elem), l.elemPtr(sbase, elem)
	} else {
		elem = ir.I8
		d, s = l.val(in.Args[0]), l.val(in.Args[1])
		if elemOf(d) != ir.I8 || elemOf(s) != ir.I8 {
			l.failIn("%s of %s and %s", name, d.Type(), s.Type())
		}
	}
	for k := int64(0); k < n/ir.SizeOf(elem); k++ {
		idx := ir.ConstInt(ir.I64, k)
		v := l.b.Load(l.b.GEP(s, idx), vol)
		l.b.Store(l.b.GEP(d, idx), v, vol)
	}
}

// memset expands llvm.memset(dst, byte, len, volatile) of a constant length.
func (l *lowerer) memset(in *llir.InstCall, name string) {
	if len(in.Args) != 4 {
		l.failIn("%s called with %d arguments", name, len(in.Args))
	}
	vol := l.constArg(in, name, 3) != 0
	n, isConstLen := constLen(in.Args[2])
	if !isConstLen || n < 0 || n > maxExpand {
		l.byteLoop(in, name, vol, true)
		return
	}
	dbase, elem := l.peelCasts(in.Args[0])
	byteVal, isConst := unwrapArg(in.Args[1]).(*constant.Int)
	var fill ir.Value
	switch {
	case isConst && bigInt64(byteVal.X)&0xff == 0 && elem != nil && n%ir.SizeOf(elem) == 0:
		fill = zeroOf(elem)
	case isConst && elem != nil && ir.IsInt(elem) && elem != ir.I1 && n%ir.SizeOf(elem) == 0:
		b := bigInt64(byteVal.X) & 0xff
		v := int64(0)
		for k := int64(0); k < ir.SizeOf(elem); k++ {
			v = v<<8 | b
		}
		fill = ir.ConstInt(elem, v)
	default:
		elem = nil
	}
	var d ir.Value
	if elem != nil {
		d = l.elemPtr(dbase, elem)
	} else {
		elem = ir.I8
		d = l.val(in.Args[0])
		fill = l.val(in.Args[1])
		if elemOf(d) != ir.I8 || fill.Type() != ir.I8 {
			l.failIn("%s of %s with %s", name, d.Type(), fill.Type())
		}
	}
	for k := int64(0); k < n/ir.SizeOf(elem); k++ {
		l.b.Store(l.b.GEP(d, ir.ConstInt(ir.I64, k)), fill, vol)
	}
}

// libcFuncs are C library functions a kernel may call that simtc does not
// run; their calls get no hint about inline functions.
var libcFuncs = map[string]bool{"printf": true, "vprintf": true, "malloc": true, "free": true, "abort": true, "exit": true}

// constLen returns the length argument of a memory intrinsic when it is a
// constant.
func constLen(v value.Value) (int64, bool) {
	c, ok := unwrapArg(v).(*constant.Int)
	if !ok || !c.X.IsInt64() {
		return 0, false
	}
	return c.X.Int64(), true
}

// byteLoop lowers llvm.memcpy/memmove (set false) or llvm.memset (set
// true) of a length known only at run time, or longer than maxExpand, to a
// loop over its bytes in any address space:
//
//	pre:  br head
//	head: i = phi [0, pre], [i+1, body]; br i <u len, body, done
//	body: d[k] = s[k] (memset: the byte); br head
//	done: …
//
// k is i, or len-1-i for a memmove whose destination lies above its
// source (the regions may overlap: copying from the top keeps the bytes
// not yet read).
func (l *lowerer) byteLoop(in *llir.InstCall, name string, vol, set bool) {
	d := l.val(in.Args[0])
	n := l.val(in.Args[2])
	if elemOf(d) != ir.I8 || !ir.IsInt(n.Type()) {
		l.failIn("%s of %s with a length of %s", name, d.Type(), n.Type())
	}
	if n.Type() != ir.I64 {
		n = l.b.Cast(ir.OpZExt, n, ir.I64)
	}
	var s, fill ir.Value
	if set {
		if fill = l.val(in.Args[1]); fill.Type() != ir.I8 {
			l.failIn("%s with a fill of %s", name, fill.Type())
		}
	} else if s = l.val(in.Args[1]); elemOf(s) != ir.I8 {
		l.failIn("%s from %s", name, s.Type())
	}
	var down ir.Value
	if strings.HasPrefix(name, "llvm.memmove") {
		di := l.b.Cast(ir.OpPtrToInt, d, ir.I64)
		si := l.b.Cast(ir.OpPtrToInt, s, ir.I64)
		down = l.b.ICmp(ir.PredUGT, di, si)
	}
	nb := l.group().NewBlock
	head, body, done := nb("mem.head"), nb("mem.body"), nb("mem.done")
	l.b.Br(head)
	l.b.SetBlock(head)
	i := l.b.Phi(ir.I64, ir.ConstInt(ir.I64, 0))
	l.b.CondBr(l.b.ICmp(ir.PredULT, i, n), body, done)
	l.b.SetBlock(body)
	k := ir.Value(i)
	if down != nil {
		top := l.b.Binary(ir.OpSub, l.b.Binary(ir.OpSub, n, ir.ConstInt(ir.I64, 1)), i)
		k = l.b.Select(down, top, i)
	}
	if set {
		l.b.Store(l.b.GEP(d, k), fill, vol)
	} else {
		l.b.Store(l.b.GEP(d, k), l.b.Load(l.b.GEP(s, k), vol), vol)
	}
	next := l.b.Binary(ir.OpAdd, i, ir.ConstInt(ir.I64, 1))
	l.b.Br(head)
	i.AddArg(next)
	l.b.SetBlock(done)
}

// elemOf returns the pointee type of a pointer value, or nil.
func elemOf(v ir.Value) ir.Type {
	if p, ok := v.Type().(ir.PtrType); ok {
		return p.Elem
	}
	return nil
}

// peelCasts looks through pointer bitcasts (instructions and constant
// expressions) to the pointer they start from, and returns it with the
// scalar element type of its pointee (arrays flattened); the type is nil
// when it is not a scalar or array of scalars.
func (l *lowerer) peelCasts(v value.Value) (value.Value, ir.Type) {
	v = unwrapArg(v)
	for {
		switch c := v.(type) {
		case *llir.InstBitCast:
			v = c.From
			continue
		case *constant.ExprBitCast:
			v = c.From
			continue
		}
		break
	}
	t, err := l.imp.tgt.typ(v.Type())
	if err != nil {
		return v, nil
	}
	p, ok := t.(ir.PtrType)
	if !ok {
		return v, nil
	}
	e := p.Elem
	for {
		a, ok := e.(ir.ArrayType)
		if !ok {
			break
		}
		e = a.Elem
	}
	if !ir.IsFirstClass(e) || e == ir.I1 {
		return v, nil
	}
	return v, e
}

// elemPtr returns base (a pointer to elem or to arrays of it) cast to a pointer to elem.
func (l *lowerer) elemPtr(base value.Value, elem ir.Type) ir.Value {
	p := l.val(base)
	pt := p.Type().(ir.PtrType)
	if pt.Elem == elem {
		return p
	}
	return l.b.Cast(ir.OpBitcast, p, ir.PtrTo(elem, pt.Space))
}

// flattenConst appends the scalar elements of the constant c, of element type elem.
func (l *lowerer) flattenConst(c constant.Constant, elem ir.Type, out *[]ir.Value) {
	switch c := c.(type) {
	case *constant.Array:
		for _, e := range c.Elems {
			l.flattenConst(e, elem, out)
		}
		return
	case *constant.CharArray:
		if elem != ir.I8 {
			break
		}
		for _, b := range c.X {
			*out = append(*out, ir.ConstInt(ir.I8, int64(b)))
		}
		return
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		t, err := l.imp.tgt.typ(c.Type())
		if err != nil {
			break
		}
		n := ir.SizeOf(t) / ir.SizeOf(elem)
		for k := int64(0); k < n; k++ {
			*out = append(*out, zeroOf(elem))
		}
		return
	case *constant.Struct:
		if b, ok := structBytes(c); ok {
			if vals, ok := unitsOf(b, elem); ok {
				*out = append(*out, vals...)
				return
			}
		}
	case *constant.Vector:
		// Vectors in memory are byte layouts (a private float4 w[3]).
		if b, ok := constBytes(c, c.Typ); ok {
			if vals, ok := unitsOf(b, elem); ok {
				*out = append(*out, vals...)
				return
			}
		}
		if et := l.vecElem(c.Typ.ElemType); et == elem {
			for _, e := range c.Elems {
				l.flattenConst(e, elem, out)
			}
			return
		}
	case *constant.Int, *constant.Float, *constant.Null:
		v := l.constant(c)
		if v.Type() == elem {
			*out = append(*out, v)
			return
		}
	}
	l.failIn("unsupported initializer %s", short(c.Ident()))
}

// unwrapArg returns the value of a call argument (llir wraps arguments
// that carry attributes).
func unwrapArg(v value.Value) value.Value {
	for {
		a, ok := v.(*llir.Arg)
		if !ok || a == nil {
			return v
		}
		v = a.Value
	}
}

func isMinMax(base string) bool {
	_, ok := minMax(base)
	return ok
}

// masked gives the warp-level operation i the member mask of the *_sync
// intrinsic warpArgs lowered last (l.mask): the threads it computes over
// and, under its and mimd, waits for. Without one (the non-.sync forms) or
// with the constant full mask it stays a whole-warp operation: over the
// issuing split under SIMT mechanisms, as before masks were carried.
func (l *lowerer) masked(i *ir.Instr) *ir.Instr {
	if l.mask != nil {
		l.b.WithMask(i, l.mask)
	}
	return i
}
