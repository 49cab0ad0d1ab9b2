package backend

// Block layout and emission of the final code.

import (
	"fmt"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/sim/isa"
)

// layout orders mf's machine blocks: the IR blocks in reverse post-order
// (or as Options.Layout says), each preceded by the edge blocks that lead
// into it and followed by its switch chain.
func (c *compiler) layout(mf *mfunc) error {
	f := mf.f
	order := dom.RPO(f)
	if c.opts.Layout != nil {
		custom := c.opts.Layout(f)
		seen := make([]bool, f.NumBlocks())
		for _, b := range custom {
			if b == nil || b.Func != f || b.ID >= len(mf.main) || mf.main[b.ID] == nil {
				return fmt.Errorf("%s: Options.Layout returned a block that is not a reachable block of the function", f.Name)
			}
			if seen[b.ID] {
				return fmt.Errorf("%s: Options.Layout lists block %s twice", f.Name, b.Name)
			}
			seen[b.ID] = true
		}
		if len(custom) != len(order) {
			return fmt.Errorf("%s: Options.Layout returned %d blocks, the function has %d reachable blocks", f.Name, len(custom), len(order))
		}
		order = custom
	}
	mf.blocks = mf.blocks[:0]
	for _, b := range order {
		mf.blocks = append(mf.blocks, mf.pre[b.ID]...)
		mf.blocks = append(mf.blocks, mf.main[b.ID])
		mf.blocks = append(mf.blocks, mf.post[b.ID]...)
	}
	return nil
}

// fixup is a PC field of an emitted instruction to fill in once every
// block of its function (a branch, ssy or reconvergence PC) or every
// function (a call) has its PC.
type fixup struct {
	at     int     // index in the code
	target *mblock // Target (nil: none)
	rpc    *mblock // RPC (nil: none)
	callee *ir.Func
}

// emittedBranch is a bra or cbra that ends the code of block b of mf.
type emittedBranch struct {
	at int
	b  *mblock
	mf *mfunc
}

// emitter accumulates the code of the whole object. It keeps no machine
// function once finishFunc is done with it: fixups and brs are those of
// the function being emitted, calls the call fixups of every function
// (resolved once all are emitted), branches the finished branch
// metadata.
type emitter struct {
	c        *compiler
	code     []isa.Inst
	pos      []mpos // numbered in c.files
	fixups   []fixup
	calls    []fixup
	blocks   []isa.Block
	brs      []emittedBranch
	branches []isa.BranchInfo
	file     string
}

func (e *emitter) pc() uint32 { return uint32(len(e.code)) * isa.InstSize }

// addAt is add at an ir.Pos.
func (e *emitter) addAt(in isa.Inst, pos ir.Pos) int { return e.add(in, e.c.files.mpos(pos)) }

func (e *emitter) add(in isa.Inst, pos mpos) int {
	e.code = append(e.code, in)
	e.pos = append(e.pos, pos)
	return len(e.code) - 1
}

// reg maps a virtual register to its machine register.
func (mf *mfunc) reg(v vreg) isa.Reg {
	switch {
	case v == noReg:
		return 0
	case v == rzReg:
		return isa.RZ
	}
	r := mf.color[v]
	if r == isa.RZ {
		return r
	}
	return isa.Reg(mf.base + int(r))
}

// emitFunc appends mf's code, blocks in layout order, and returns the PC
// range it occupies.
func (e *emitter) emitFunc(mf *mfunc, pdom PostDom) (start, end uint32) {
	start = e.pc()
	firstBlock := len(e.blocks)
	// Reconvergence targets.
	for _, b := range mf.blocks {
		if b.term == termCBra && b.divergent {
			if p := b.reconvBlock(pdom); p != nil && mf.main[p.ID] != nil {
				mf.main[p.ID].rpcTarget = true
			}
		}
	}
	// Thread frontiers: a block in the frontier of one of its predecessors
	// is a join point (isa.Block.Join), where a warp that enters it checks
	// for re-convergence (TF-STACK's comparator; Diamos et al. 2011, Secs.
	// 4.1 and 5.2). The check is not an instruction: the block keeps only
	// its own code, and the flag goes on the block table entry at the PC
	// where the block's code starts.
	joins := make([]bool, mf.f.NumBlocks())
	if fr := e.c.opts.Frontier; fr != nil {
		for _, b := range mf.blocks {
			if b.kind != blockMain {
				continue
			}
			for _, x := range fr(b.owner) {
				if x != nil && x.Func == mf.f && x.ID < len(joins) && mf.main[x.ID] != nil && isSucc(b.owner, x) {
					joins[x.ID] = true
				}
			}
		}
	}
	// Blocks left with no code and a jump (edge blocks whose copies were
	// coalesced away, blocks that only jump) are bypassed.
	resolve := func(b *mblock) *mblock {
		seen := make(map[*mblock]bool)
		for b.term == termBr && !b.rpcTarget && !seen[b] && !mf.hasCode(b) {
			seen[b] = true
			b = b.succs[0]
		}
		return b
	}
	var kept []*mblock
	for _, b := range mf.blocks {
		if resolve(b) == b {
			kept = append(kept, b)
		}
	}
	for k, b := range kept {
		var next *mblock
		if k+1 < len(kept) {
			next = kept[k+1]
		}
		b.pc = e.pc()
		for i := range b.succs {
			b.succs[i] = resolve(b.succs[i])
		}
		for _, m := range b.insts {
			in, ok := mf.final(m)
			if !ok {
				continue
			}
			at := e.add(in, mf.poss[m.pos])
			if x := mf.ext(&m); x != nil && x.callee != nil {
				e.fixups = append(e.fixups, fixup{at: at, callee: x.callee})
			} else if x != nil && x.target != nil {
				e.fixups = append(e.fixups, fixup{at: at, target: x.target})
			}
		}
		switch b.term {
		case termBr:
			if b.succs[0] != next {
				at := e.addAt(isa.Inst{Op: isa.OpBra, RPC: isa.NoPC}, b.pos)
				e.fixups = append(e.fixups, fixup{at: at, target: b.succs[0]})
				e.brs = append(e.brs, emittedBranch{at, b, mf})
			}
		case termCBra:
			var rpc *mblock
			if b.divergent {
				if p := b.reconvBlock(pdom); p != nil {
					rpc = mf.main[p.ID]
				}
			}
			taken, fall := b.succs[0], b.succs[1]
			in := isa.Inst{Op: isa.OpCBra, A: mf.reg(b.cond), RPC: isa.NoPC}
			if taken == next && fall != next && !b.noInvert {
				in.Flags |= isa.FlagNeg
				taken, fall = fall, taken
			}
			at := e.addAt(in, b.pos)
			e.fixups = append(e.fixups, fixup{at: at, target: taken, rpc: rpc})
			e.brs = append(e.brs, emittedBranch{at, b, mf})
			if fall != next {
				at := e.addAt(isa.Inst{Op: isa.OpBra, RPC: isa.NoPC}, b.pos)
				e.fixups = append(e.fixups, fixup{at: at, target: fall})
				e.brs = append(e.brs, emittedBranch{at, b, mf})
			}
		case termExit:
			e.addAt(isa.Inst{Op: isa.OpExit}, b.pos)
		case termRet:
			e.addAt(isa.Inst{Op: isa.OpRet}, b.pos)
		case termTrap:
			e.addAt(isa.Inst{Op: isa.OpTrap}, b.pos)
		}
		// A reconvergence point whose block has no code of its own (it
		// falls through) is the PC of the code after it, as a label is:
		// the stack compares PCs and nothing issues there.
		if e.pc() > b.pc {
			prio := int32(isa.NoPriority)
			if e.c.opts.Priority != nil {
				prio = e.c.opts.Priority(b.owner)
			}
			e.blocks = append(e.blocks, isa.Block{PC: b.pc, Name: b.name, Priority: prio})
		}
	}
	for _, b := range mf.blocks {
		if r := resolve(b); r != b {
			b.pc = r.pc
		}
	}
	// The join points: the block table entry where each one's code starts
	// (an empty join block shares the PC of the code after it).
	for _, b := range mf.blocks {
		if b.kind == blockMain && joins[b.owner.ID] {
			e.markJoin(b.pc, firstBlock)
		}
	}
	return start, e.pc()
}

// markJoin flags the block table entry at pc, among the entries from index
// from on, as a join point.
func (e *emitter) markJoin(pc uint32, from int) {
	for i := from; i < len(e.blocks); i++ {
		if e.blocks[i].PC == pc {
			e.blocks[i].Join = true
			return
		}
	}
	panic(fmt.Sprintf("backend: join point at %#x has no block", pc))
}

// final returns the machine instruction m with its registers, and false
// when it does nothing (a copy of a register to itself, a move to rz).
func (mf *mfunc) final(m minst) (isa.Inst, bool) {
	in := m.in
	if m.phys {
		in.Dst, in.A, in.B, in.C = isa.Reg(m.d), isa.Reg(m.a), isa.Reg(m.b), isa.Reg(m.c)
	} else {
		in.Dst, in.A, in.B, in.C = mf.reg(m.d), mf.reg(m.a), mf.reg(m.b), mf.reg(m.c)
	}
	if m.isCopy && in.Dst == in.A || in.Op == isa.OpMov && in.Dst == isa.RZ || in.Op == isa.OpSPAdd && in.Imm == 0 {
		return in, false
	}
	return in, true
}

// hasCode reports whether b's body emits an instruction.
func (mf *mfunc) hasCode(b *mblock) bool {
	for _, m := range b.insts {
		if _, ok := mf.final(m); ok {
			return true
		}
	}
	return false
}

// finishFunc completes the function emitFunc emitted last: it fills in
// its branch, ssy and reconvergence PCs, keeps its calls for resolve, and
// appends the metadata of its branches to e.branches. The emitter holds
// nothing of the function afterwards.
func (e *emitter) finishFunc() {
	for _, fx := range e.fixups {
		if fx.callee != nil {
			e.calls = append(e.calls, fx)
			continue
		}
		in := &e.code[fx.at]
		in.Target = fx.target.pc
		if fx.rpc != nil {
			in.RPC = fx.rpc.pc
		}
	}
	e.branches = e.branchInfo(e.branches)
	clear(e.fixups)
	e.fixups = e.fixups[:0]
	clear(e.brs)
	e.brs = e.brs[:0]
}

// resolve fills in the call targets once every function is emitted.
func (e *emitter) resolve(entry map[*ir.Func]uint32) error {
	for _, fx := range e.calls {
		pc, ok := entry[fx.callee]
		if !ok {
			return fmt.Errorf("call of @%s, which was not compiled", fx.callee.Name)
		}
		e.code[fx.at].Target = pc
	}
	return nil
}

// lines builds the line table: an entry wherever the position changes.
func (e *emitter) lines() []isa.Line {
	n := e.eachLine(nil)
	if n == 0 {
		return nil
	}
	out := make([]isa.Line, 0, n)
	e.eachLine(func(l isa.Line) { out = append(out, l) })
	return out
}

// eachLine calls fn (unless nil) for each entry of the line table, in
// order, and returns their number.
func (e *emitter) eachLine(fn func(isa.Line)) int {
	n := 0
	var last isa.Line
	for i, p := range e.pos {
		l := isa.Line{PC: uint32(i) * isa.InstSize, File: e.c.files.names[p.file]}
		if l.File == "" {
			l.File = e.file
		}
		if p.line > 0 {
			l.Line = uint32(p.line)
			if p.col > 0 {
				l.Col = uint32(p.col)
			}
		}
		if i > 0 && l.File == last.File && l.Line == last.Line && l.Col == last.Col {
			continue
		}
		if i == 0 && l.Line == 0 {
			last = l
			continue
		}
		if fn != nil {
			fn(l)
		}
		n++
		last = l
	}
	return n
}

func isSucc(b, s *ir.Block) bool {
	for _, x := range b.Succs {
		if x == s {
			return true
		}
	}
	return false
}

// branchInfo appends to out the metadata of the branches in e.brs (those
// of one function, their targets resolved): an entry for every
// conditional branch, and for every branch whose block has a thread
// frontier (Options.Frontier), with the frontier's PCs. A branch one of
// whose targets comes after (has a lower priority than) a block of its
// frontier is marked conservative (TF-SANDY).
func (e *emitter) branchInfo(out []isa.BranchInfo) []isa.BranchInfo {
	byOwner := map[*mfunc][][]*mblock{}
	for _, br := range e.brs {
		in := &e.code[br.at]
		pc := uint32(br.at) * isa.InstSize
		bi := isa.BranchInfo{PC: pc}
		if fr := e.c.opts.Frontier; fr != nil {
			for _, x := range fr(br.b.owner) {
				if x != nil && x.Func == br.mf.f && x.ID < len(br.mf.main) && br.mf.main[x.ID] != nil {
					// Threads bound for x may wait in one of its edge
					// blocks, laid out just before it: the frontier entry
					// is the start of that run.
					pc := br.mf.main[x.ID].pc
					for _, e := range br.mf.pre[x.ID] {
						pc = min(pc, e.pc)
					}
					bi.Frontier = append(bi.Frontier, pc)
				}
			}
		}
		if e.c.opts.Frontier != nil {
			// The other machine blocks of the same IR block (the compare
			// chain of a switch, the edge blocks of the other edges into
			// the same target) laid out between this branch and its
			// farthest target may hold waiting threads: for TF-SANDY
			// they are frontier entries the branch passes (it becomes
			// conservative), or their threads would be left behind the
			// warp PC.
			hi := in.Target
			if in.Op == isa.OpCBra {
				hi = max(hi, pc+isa.InstSize)
			}
			if byOwner[br.mf] == nil {
				byOwner[br.mf] = make([][]*mblock, br.mf.f.NumBlocks())
				for _, b := range br.mf.blocks {
					if b.owner != nil && b.owner.ID < len(byOwner[br.mf]) {
						byOwner[br.mf][b.owner.ID] = append(byOwner[br.mf][b.owner.ID], b)
					}
				}
			}
			if id := br.b.owner.ID; id < len(byOwner[br.mf]) {
				for _, s := range byOwner[br.mf][id] {
					if s != br.b && s.pc > pc && s.pc < hi {
						bi.Frontier = append(bi.Frontier, s.pc)
					}
				}
			}
			// A block that is not an edge block may be part of a chain
			// whose earlier branches sent threads to the IR block's
			// successors (a switch): they wait there (the branch's own
			// destinations need no entry).
			if br.b.kind != blockEdge && len(br.b.owner.Succs) > 1 {
				for _, x := range br.b.owner.Succs {
					if x.ID >= len(br.mf.main) || br.mf.main[x.ID] == nil {
						continue
					}
					xpc := br.mf.main[x.ID].pc
					for _, e := range br.mf.pre[x.ID] {
						xpc = min(xpc, e.pc)
					}
					if xpc > pc && xpc < hi && xpc != in.Target && (in.Op != isa.OpCBra || xpc != pc+isa.InstSize) {
						bi.Frontier = append(bi.Frontier, xpc)
					}
				}
			}
		}
		if len(bi.Frontier) == 0 && in.Op != isa.OpCBra {
			continue
		}
		if len(bi.Frontier) > 0 {
			lo := bi.Frontier[0]
			for _, f := range bi.Frontier {
				lo = min(lo, f)
			}
			hi := in.Target
			if in.Op == isa.OpCBra {
				hi = max(hi, pc+isa.InstSize)
			}
			if hi > lo {
				in.Flags |= isa.FlagCons
			}
		}
		out = append(out, bi)
	}
	return out
}
