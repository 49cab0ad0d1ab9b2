package cdg

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/loops"
)

// Options configure Slice.
type Options struct {
	// Alias decides which writes may feed a read; nil means alias.Basic.
	Alias alias.Analysis
	// NoMemory leaves memory dependences out: the slice follows SSA
	// operands and control dependences only.
	NoMemory bool
}

// Slice returns the backward slice of seeds in f: every instruction that
// the seeds depend on, and the seeds themselves (those that are
// instructions of f), in program order (blocks in layout order, then
// instruction order). It follows
//
//   - operands: the instructions an instruction uses, phis included;
//   - control: for every instruction in the slice, the terminators of the
//     branches its block is control dependent on (see ControlDeps);
//   - phis: the terminators of a phi's predecessor blocks that have more
//     than one successor, and those blocks' control dependences, since
//     they pick the incoming value;
//   - memory: for a load, atomic or cmpxchg, every store, atomic or
//     cmpxchg of f whose address may alias the one it reads, and every
//     call (a call may write anything). A call in the slice is taken to
//     read any memory, so every write of f joins it.
//
// Seeds that are not instructions (parameters, constants, globals) add
// nothing. A terminator seed slices its branch condition and its block's
// control dependences.
func Slice(f *ir.Func, seeds []ir.Value, opt Options) []*ir.Instr {
	aa := opt.Alias
	if aa == nil {
		aa = alias.Basic{}
	}
	cd := ControlDeps(f)
	in := make([]bool, f.NumValues())
	blockDone := make([]bool, f.NumBlocks())
	var work []*ir.Instr
	add := func(i *ir.Instr) {
		if i != nil && i.Block != nil && i.Block.Func == f && !in[i.ID] {
			in[i.ID] = true
			work = append(work, i)
		}
	}
	addBlock := func(b *ir.Block) {
		if blockDone[b.ID] {
			return
		}
		blockDone[b.ID] = true
		for _, d := range cd.Of(b) {
			add(d.Branch.Terminator())
		}
	}
	var writes []*ir.Instr // every instruction of f that may write memory
	writesDone := false
	allWrites := func() []*ir.Instr {
		if !writesDone {
			writesDone = true
			f.Instrs(func(i *ir.Instr) {
				if i.Op.IsMemWrite() {
					writes = append(writes, i)
				}
			})
		}
		return writes
	}
	for _, s := range seeds {
		if i, ok := s.(*ir.Instr); ok {
			add(i)
		}
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		for _, a := range i.Args {
			if d, ok := a.(*ir.Instr); ok {
				add(d)
			}
		}
		addBlock(i.Block)
		if i.Op == ir.OpPhi {
			for _, p := range i.Block.Preds {
				addBlock(p)
				if decides(p) {
					add(p.Terminator())
				}
			}
		}
		if opt.NoMemory {
			continue
		}
		switch i.Op {
		case ir.OpLoad, ir.OpAtomic, ir.OpCmpXchg:
			ptr := alias.PointerOperand(i)
			for _, w := range allWrites() {
				if w == i || in[w.ID] {
					continue
				}
				if w.Op == ir.OpCall || aa.Alias(ptr, alias.PointerOperand(w)) != alias.NoAlias {
					add(w)
				}
			}
		case ir.OpCall:
			for _, w := range allWrites() {
				add(w)
			}
		}
	}
	var out []*ir.Instr
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if in[i.ID] {
				out = append(out, i)
			}
		}
	}
	return out
}

// ExitReads returns the reads of shared-visible memory (global, shared or
// generic; see alias.SpaceOf) inside loop l — loads, atomics and cmpxchgs —
// that l's exit conditions depend on: the memory reads among l's blocks in
// the backward slice (Slice, with opt) of the terminators of l's exiting
// blocks. This is Shrd_Reads(L) of Algorithm 1 of the SIMT-deadlock paper.
// The result is in program order.
func ExitReads(f *ir.Func, l *loops.Loop, opt Options) []*ir.Instr {
	var exiting []*ir.Block
	for _, e := range l.Exiting {
		exiting = append(exiting, e.Block)
	}
	return RegionExitReads(f, exiting, l.Contains, opt)
}

// RegionExitReads is ExitReads for any set of blocks (a loop, or the spin
// region of a branch): the shared-visible memory reads in the blocks for
// which in is true that the terminators of the exiting blocks depend on.
func RegionExitReads(f *ir.Func, exiting []*ir.Block, in func(*ir.Block) bool, opt Options) []*ir.Instr {
	var seeds []ir.Value
	var last *ir.Block
	for _, b := range exiting {
		if b != last {
			last = b
			if t := b.Terminator(); t != nil {
				seeds = append(seeds, t)
			}
		}
	}
	var out []*ir.Instr
	for _, i := range Slice(f, seeds, opt) {
		switch i.Op {
		case ir.OpLoad, ir.OpAtomic, ir.OpCmpXchg:
			if in(i.Block) && alias.SpaceOf(i.Args[0]).IsShared() {
				out = append(out, i)
			}
		}
	}
	return out
}
