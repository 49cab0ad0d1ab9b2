package alias

import "github.com/simtc/simtc/ir"

// Thread-local variables in private memory.
//
// Unoptimized (-O0) code keeps every local variable, and every kernel
// parameter, in an alloca of the entry block where mem2reg would make it an
// SSA value: a loop counter is loaded and stored round the loop, and a
// pointer parameter is spilled once and reloaded at each use. Such an
// alloca is private memory, one copy per thread; when its address is used
// only as the address of direct loads and stores of one type, no other
// thread and no other instruction can change it, and the value a load reads
// is the one last stored on the path there. The deadlock detector's
// bounded-loop rule (passes/deadlock/bounded.go) and Decompose rely on it.

// PrivateVar returns the alloca that load ld reads when it is a
// thread-local scalar variable: an alloca of the entry block (private
// memory, one cell per thread) whose only uses are loads from it and stores
// to it of ld's type, its address never stored, offset, cast or passed on.
// It returns nil otherwise.
func PrivateVar(ld *ir.Instr) *ir.Instr {
	if ld.Op != ir.OpLoad {
		return nil
	}
	a, ok := ld.Args[0].(*ir.Instr)
	if !ok || a.Op != ir.OpAlloca || a.Block == nil || a.Block.Func == nil || a.Block != a.Block.Func.Blocks[0] {
		return nil // one cell per thread: an alloca run once, in the entry block
	}
	for _, u := range a.Uses() {
		switch {
		case u.Op == ir.OpLoad && u.Args[0] == ir.Value(a) && u.Typ == ld.Typ:
		case u.Op == ir.OpStore && u.Args[0] == ir.Value(a) && u.Args[1] != ir.Value(a) && u.Args[1].Type() == ld.Typ:
		default:
			return nil
		}
	}
	return a
}

// Initialized reports whether the thread-local variable a (see PrivateVar)
// is stored to in its function's entry block before any load of it there,
// so that every load of it reads a stored value.
func Initialized(a *ir.Instr) bool {
	if a.Block == nil || a.Block.Func == nil || len(a.Block.Func.Blocks) == 0 {
		return false
	}
	for _, i := range a.Block.Func.Blocks[0].Instrs {
		if len(i.Args) > 0 && i.Args[0] == ir.Value(a) {
			return i.Op == ir.OpStore
		}
	}
	return false
}

// StoredOnce returns the value V when load ld reads a thread-local variable
// (see PrivateVar) that is stored to exactly once, in the entry block
// before any load of it, and the entry block has no predecessors: every
// load of the variable then reads V, the value V had when the entry block
// ran (the -O0 spill of a kernel parameter). ok is false otherwise.
func StoredOnce(ld *ir.Instr) (v ir.Value, ok bool) {
	a := PrivateVar(ld)
	if a == nil || len(a.Block.Preds) > 0 || !Initialized(a) {
		return nil, false
	}
	var st *ir.Instr
	for _, u := range a.Uses() {
		if u.Op == ir.OpStore {
			if st != nil {
				return nil, false // stored twice
			}
			st = u
		}
	}
	if st == nil || st.Block != a.Block {
		return nil, false
	}
	return st.Args[1], true
}
