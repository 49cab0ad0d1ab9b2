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

// PrivateVar returns the variable that load ld reads when it is a
// thread-local scalar variable: an alloca of the entry block (private
// memory, one cell per thread) whose only uses are loads from it and stores
// to it of ld's type, its address never stored, offset or passed on. The
// variable is the alloca itself or, when the alloca's one use is an
// addrspacecast (nvptx at -O0 keeps its locals behind generic pointers),
// that cast, through which every access goes. It returns nil otherwise.
func PrivateVar(ld *ir.Instr) *ir.Instr {
	if ld.Op != ir.OpLoad {
		return nil
	}
	a, ok := ld.Args[0].(*ir.Instr)
	if !ok || a.Block == nil || a.Block.Func == nil {
		return nil
	}
	al := a
	switch a.Op {
	case ir.OpAlloca:
	case ir.OpAddrSpaceCast:
		// The cast may be anywhere (an inlined callee's stays where the
		// call was while its alloca moves to the entry): it computes the
		// same address wherever it runs.
		al, ok = a.Args[0].(*ir.Instr)
		if !ok || al.Op != ir.OpAlloca || len(al.Uses()) != 1 {
			return nil
		}
	default:
		return nil
	}
	if al.Block == nil || al.Block != al.Block.Func.Blocks[0] {
		return nil // one cell per thread: an alloca run once, in the entry block
	}
	for _, u := range a.Uses() {
		switch {
		case u.Op == ir.OpLoad && u.Args[0] == ir.Value(a) && u.Typ == ld.Typ:
		case u.Op == ir.OpStore && u.Args[0] == ir.Value(a) && u.Args[1] != ir.Value(a) && u.Args[1].Type() == ld.Typ:
		case (u.Op == ir.OpAddrSpaceCast || u.Op == ir.OpBitcast) && len(u.Uses()) == 0:
			// A cast nothing uses (simtc's LLVM writer leaves one per
			// nvptx alloca) exposes nothing.
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
	if a.Block != a.Block.Func.Blocks[0] {
		return false // a cast outside the entry block: no access there
	}
	for _, i := range a.Block.Func.Blocks[0].Instrs {
		if len(i.Args) > 0 && i.Args[0] == ir.Value(a) {
			return i.Op == ir.OpStore
		}
	}
	return false
}

// StoredOnce returns the value V when load ld reads a thread-local variable
// (see PrivateVar) that is stored to exactly once, by a store S of V that
// dominates ld, and the entry block has no predecessors: ld then reads
// what the latest execution of S stored, and that is V's current value
// (V's definition dominates S, so every path from it to ld passes S). The
// -O0 spill of a kernel parameter is stored in the entry block; the spill
// of an inlined device function's parameter (issue 31: what a callee reads
// through a pointer argument its caller stored once) is stored where the
// call was, and its loads follow. ok is false otherwise.
func StoredOnce(ld *ir.Instr) (v ir.Value, ok bool) {
	a := PrivateVar(ld)
	if a == nil || len(a.Block.Func.Blocks[0].Preds) > 0 {
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
	if st == nil || st.Block == nil || ld.Block == nil || !storeDominates(st, ld) {
		return nil, false
	}
	return st.Args[1], true
}

// storeDominates reports whether st dominates ld: st comes first in their
// common block, or every path from the entry to ld's block passes st's
// block (asked only when st is not in the entry block: -O0 spills are).
func storeDominates(st, ld *ir.Instr) bool {
	if st.Block == ld.Block {
		for _, i := range st.Block.Instrs {
			if i == st {
				return true
			}
			if i == ld {
				return false
			}
		}
		return false
	}
	f := st.Block.Func
	if st.Block == f.Blocks[0] {
		return true
	}
	// Walk back from ld's block without passing st's block: reaching the
	// entry means a path that avoids it.
	seen := make(map[*ir.Block]bool)
	work := []*ir.Block{ld.Block}
	seen[ld.Block] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == f.Blocks[0] {
			return false
		}
		for _, p := range b.Preds {
			if p != st.Block && !seen[p] {
				seen[p] = true
				work = append(work, p)
			}
		}
	}
	return true
}
