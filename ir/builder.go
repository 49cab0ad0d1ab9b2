package ir

import (
	"fmt"
	"math"
	"slices"
)

// Builder appends instructions to a block of a function, stamping each with
// the current position. Terminators also create the CFG edges.
//
// Builder methods trust their operands' types to be right: frontends check
// user input first (see GEPType and CheckTypes) and the verifier catches the
// rest. Misuse that would corrupt the CFG (a second terminator) panics.
type Builder struct {
	f   *Func
	blk *Block
	at  int // insertion index in blk.Instrs, or -1 for the end
	pos Pos
}

// NewBuilder returns a builder for f with no current block.
func NewBuilder(f *Func) *Builder { return &Builder{f: f, at: -1} }

// Func returns the function being built.
func (b *Builder) Func() *Func { return b.f }

// SetBlock makes b append to the end of blk.
func (b *Builder) SetBlock(blk *Block) { b.blk, b.at = blk, -1 }

// SetInsertPoint makes b insert before index n of blk.
func (b *Builder) SetInsertPoint(blk *Block, n int) { b.blk, b.at = blk, n }

// Block returns the current block.
func (b *Builder) Block() *Block { return b.blk }

// SetPos sets the position given to the instructions that follow.
func (b *Builder) SetPos(p Pos) { b.pos = p }

// Pos returns the current position.
func (b *Builder) Pos() Pos { return b.pos }

// Terminated reports whether the current block already ends in a terminator.
func (b *Builder) Terminated() bool { return b.blk != nil && b.blk.Terminator() != nil }

// Emit creates an instruction of op with result type t and places it at the
// insertion point. Specialised builders below fill op-specific fields.
func (b *Builder) Emit(op Op, t Type, args ...Value) *Instr {
	if b.blk == nil {
		panic(fmt.Sprintf("ir.Builder: %s in %s with no current block", op, b.f.Name))
	}
	i := b.f.newInstr(op, t, args...)
	i.Pos = b.pos
	if b.at < 0 {
		if op != OpPhi && b.blk.Terminator() != nil {
			panic(fmt.Sprintf("ir.Builder: %s after the terminator of %s in %s", op, b.blk.Name, b.f.Name))
		}
		b.blk.Append(i)
	} else {
		b.blk.Insert(b.at, i)
		b.at++
	}
	return i
}

// Binary emits an integer or float binary operation.
func (b *Builder) Binary(op Op, x, y Value) *Instr { return b.Emit(op, x.Type(), x, y) }

// Unary emits a unary float operation.
func (b *Builder) Unary(op Op, x Value) *Instr { return b.Emit(op, x.Type(), x) }

// ICmp emits an integer or pointer compare.
func (b *Builder) ICmp(p Pred, x, y Value) *Instr {
	i := b.Emit(OpICmp, I1, x, y)
	i.Pred = p
	return i
}

// FCmp emits a float compare.
func (b *Builder) FCmp(p Pred, x, y Value) *Instr {
	i := b.Emit(OpFCmp, I1, x, y)
	i.Pred = p
	return i
}

// Select emits cond ? x : y.
func (b *Builder) Select(cond, x, y Value) *Instr { return b.Emit(OpSelect, x.Type(), cond, x, y) }

// Cast emits a conversion of x to t.
func (b *Builder) Cast(op Op, x Value, t Type) *Instr { return b.Emit(op, t, x) }

// GEP emits address arithmetic on ptr (LLVM getelementptr). It panics if the
// indices do not fit the pointer's type; check with GEPType first.
func (b *Builder) GEP(ptr Value, idx ...Value) *Instr {
	t, err := GEPType(ptr.Type(), len(idx))
	if err != nil {
		panic(fmt.Sprintf("ir.Builder: gep in %s: %v", b.f.Name, err))
	}
	return b.Emit(OpGEP, t, append([]Value{ptr}, idx...)...)
}

// GEPType returns the result type of a gep on a pointer of type pt with
// nidx indices (at least one): the first index keeps the pointee type, every
// later one steps into an array.
func GEPType(pt Type, nidx int) (Type, error) {
	p, ok := pt.(PtrType)
	if !ok {
		return nil, fmt.Errorf("gep base has type %s, not a pointer", pt)
	}
	if nidx < 1 {
		return nil, fmt.Errorf("gep needs at least one index")
	}
	if nidx == 1 {
		return pt, nil // pt itself: no new interface value to allocate
	}
	elem := p.Elem
	for k := 1; k < nidx; k++ {
		a, ok := elem.(ArrayType)
		if !ok {
			return nil, fmt.Errorf("gep index %d steps into %s, which is not an array", k, elem)
		}
		elem = a.Elem
	}
	return PtrTo(elem, p.Space), nil
}

// Load emits a load through ptr.
func (b *Builder) Load(ptr Value, volatile bool) *Instr {
	i := b.Emit(OpLoad, Elem(ptr.Type()), ptr)
	i.Volatile = volatile
	return i
}

// Store emits *ptr = v.
func (b *Builder) Store(ptr, v Value, volatile bool) *Instr {
	i := b.Emit(OpStore, Void, ptr, v)
	i.Volatile = volatile
	return i
}

// Atomic emits an atomic read-modify-write; it returns the old value.
func (b *Builder) Atomic(a AtomicOp, ptr, v Value) *Instr {
	i := b.Emit(OpAtomic, Elem(ptr.Type()), ptr, v)
	i.Atomic = a
	return i
}

// Math emits the math function fn of args, which have one float type; the
// result has that type.
func (b *Builder) Math(fn MathFn, args ...Value) *Instr {
	i := b.Emit(OpMath, args[0].Type(), args...)
	i.Math = fn
	return i
}

// CmpXchg emits an atomic compare-and-swap; it returns the old value.
func (b *Builder) CmpXchg(ptr, cmp, nv Value) *Instr {
	return b.Emit(OpCmpXchg, Elem(ptr.Type()), ptr, cmp, nv)
}

// Fence emits a memory fence over the memories in flags.
func (b *Builder) Fence(flags MemFlags) *Instr {
	i := b.Emit(OpFence, Void)
	i.Flags = flags
	return i
}

// Printf emits a printf of format (a constant global, see OpPrintf) and
// args.
func (b *Builder) Printf(format *Global, args ...Value) *Instr {
	return b.Emit(OpPrintf, Void, append([]Value{format}, args...)...)
}

// Barrier emits a block-wide barrier that also fences the memories in flags.
func (b *Builder) Barrier(flags MemFlags) *Instr {
	i := b.Emit(OpBarrier, Void)
	i.Flags = flags
	return i
}

// Special emits a thread-geometry read (OpThreadID … OpWarpSize) in dimension dim.
func (b *Builder) Special(op Op, dim int) *Instr {
	i := b.Emit(op, I32)
	if op.HasDim() {
		if dim < math.MinInt8 || dim > math.MaxInt8 {
			panic(fmt.Sprintf("ir.Builder.Special: dimension %d of %s does not fit Instr.Dim", dim, op))
		}
		i.Dim = int8(dim)
	}
	return i
}

// Vote emits OpVoteAll or OpVoteAny of the i1 pred.
func (b *Builder) Vote(op Op, pred Value) *Instr { return b.Emit(op, I1, pred) }

// Ballot emits the warp mask of lanes where pred holds.
func (b *Builder) Ballot(pred Value) *Instr { return b.Emit(OpBallot, I64, pred) }

// Shuffle emits a read of v from lane.
func (b *Builder) Shuffle(v, lane Value) *Instr { return b.Emit(OpShuffle, v.Type(), v, lane) }

// WithMask appends the i32 member mask of a *_sync intrinsic to the
// warp-level operation i (Vote, Ballot, Shuffle) and returns i.
func (b *Builder) WithMask(i *Instr, mask Value) *Instr {
	i.AddArg(mask)
	return i
}

// WarpSync emits __syncwarp(mask): the threads of the warp named in the
// i32 mask meet.
func (b *Builder) WarpSync(mask Value) *Instr { return b.Emit(OpWarpSync, Void, mask) }

// Call emits a call of fn.
func (b *Builder) Call(fn *Func, args ...Value) *Instr {
	i := b.Emit(OpCall, fn.Ret, args...)
	i.SetCallee(fn)
	return i
}

// Alloca emits a private allocation of one elem.
func (b *Builder) Alloca(elem Type) *Instr { return b.Emit(OpAlloca, PtrTo(elem, SpacePrivate)) }

// Phi inserts a phi of type t at the end of the current block's phis, with
// the given operands (one per predecessor, in Preds order; more can be
// added later with AddArg).
func (b *Builder) Phi(t Type, args ...Value) *Instr {
	if b.blk == nil {
		panic(fmt.Sprintf("ir.Builder: phi in %s with no current block", b.f.Name))
	}
	i := b.f.newInstr(OpPhi, t, args...)
	i.Pos = b.pos
	n := b.blk.FirstNonPhi()
	b.blk.Insert(n, i)
	if b.at >= n {
		b.at++
	}
	return i
}

func (b *Builder) term(op Op, args []Value, succs ...*Block) *Instr {
	if b.blk.Terminator() != nil {
		panic(fmt.Sprintf("ir.Builder: %s: block %s in %s is already terminated", op, b.blk.Name, b.f.Name))
	}
	i := b.Emit(op, Void, args...)
	// The successor list gets its length at once (a condbr's grew twice).
	b.blk.Succs = slices.Grow(b.blk.Succs, len(succs))
	for _, s := range succs {
		b.blk.addSucc(s)
	}
	return i
}

// Br ends the block with a jump to t.
func (b *Builder) Br(t *Block) *Instr { return b.term(OpBr, nil, t) }

// CondBr ends the block with a branch on cond to t (true) or f (false).
func (b *Builder) CondBr(cond Value, t, f *Block) *Instr {
	return b.term(OpCondBr, []Value{cond}, t, f)
}

// Switch ends the block with a multiway branch on v: to targets[i] when v
// equals cases[i], to def otherwise.
func (b *Builder) Switch(v Value, def *Block, cases []int64, targets []*Block) *Instr {
	if len(cases) != len(targets) {
		panic(fmt.Sprintf("ir.Builder: switch in %s with %d cases and %d targets", b.f.Name, len(cases), len(targets)))
	}
	i := b.term(OpSwitch, []Value{v}, append([]*Block{def}, targets...)...)
	i.SetCases(append([]int64(nil), cases...))
	return i
}

// Ret ends the block with a return of v, or of nothing when v is nil.
func (b *Builder) Ret(v Value) *Instr {
	if v == nil {
		return b.term(OpRet, nil)
	}
	return b.term(OpRet, []Value{v})
}

// Unreachable ends the block with an unreachable terminator.
func (b *Builder) Unreachable() *Instr { return b.term(OpUnreachable, nil) }
