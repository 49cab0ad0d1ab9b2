package deadlock

import (
	"fmt"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
)

// Point is a program point: just before Block.Instrs[Index]. The zero
// Point (nil Block) is the function's exit.
type Point struct {
	Block *ir.Block
	Index int
}

// IsExit reports whether p is the function exit.
func (p Point) IsExit() bool { return p.Block == nil }

// Instr returns the instruction at p, or nil for the exit.
func (p Point) Instr() *ir.Instr {
	if p.Block == nil || p.Index >= len(p.Block.Instrs) {
		return nil
	}
	return p.Block.Instrs[p.Index]
}

// Pos returns the source position of the instruction at p, or of the first
// later instruction of its block that has one.
func (p Point) Pos() ir.Pos {
	if p.Block == nil {
		return ir.Pos{}
	}
	for _, i := range p.Block.Instrs[p.Index:] {
		if i.Pos.IsKnown() {
			return i.Pos
		}
	}
	return ir.Pos{}
}

func (p Point) String() string {
	if p.Block == nil {
		return "exit"
	}
	return fmt.Sprintf("%s#%d", p.Block.Name, p.Index)
}

// Mode selects how branches reconverge.
type Mode uint8

const (
	// ReconvIPDOM reconverges every branch at its immediate post-dominator.
	ReconvIPDOM Mode = iota
	// ReconvNvidia applies the paper's Nvidia compatibility rule.
	ReconvNvidia
)

// reconv answers where branches reconverge and compares program points by
// post-dominance.
type reconv struct {
	pdom *dom.Tree
	rp   []*ir.Block // by block ID: the reconvergence block of its terminator; nil = exit
	mode Mode        // with ReconvIPDOM, rp is pdom's IDom
	// preorder's numbering, on demand.
	pre, last []int32
}

// preorder numbers the post-dominator tree's blocks in a preorder, by block
// ID: block a post-dominates block b if and only if pre[a] <= pre[b] <=
// last[a], both in the tree (pre -1 outside it). It lets a loop over many
// blocks' IDs compare them without loading the blocks (reachJoin).
func (r *reconv) preorder() (pre, last []int32) {
	if r.pre == nil {
		n := len(r.rp)
		r.pre, r.last = make([]int32, n), make([]int32, n)
		for k := range r.pre {
			r.pre[k] = -1
		}
		order := r.pdom.PreOrder()
		for k, b := range order {
			r.pre[b.ID] = int32(k)
			r.last[b.ID] = int32(k)
		}
		for k := len(order) - 1; k >= 0; k-- {
			b := order[k]
			if y := r.pdom.IDom(b); y != nil {
				r.last[y.ID] = max(r.last[y.ID], r.last[b.ID])
			}
		}
	}
	return r.pre, r.last
}

func newReconv(f *ir.Func, mode Mode) *reconv {
	r := &reconv{pdom: dom.PostDominators(f), rp: make([]*ir.Block, f.NumBlocks()), mode: mode}
	for _, b := range f.Blocks {
		r.rp[b.ID] = r.pdom.IDom(b)
	}
	if mode == ReconvNvidia {
		// A branch whose block does not dominate its IPDOM reconverges with
		// the nearest dominating branch that does dominate it. Walk the
		// dominator tree top-down so that branch's point is final first.
		dt := dom.Dominators(f)
		for _, b := range dt.PreOrder() {
			ip := r.pdom.IDom(b)
			if ip == nil || dt.Dominates(b, ip) {
				continue
			}
			var to *ir.Block // nil: no such branch, reconverge at the exit
			for y := dt.IDom(b); y != nil; y = dt.IDom(y) {
				if isCondBranch(y) && dt.Dominates(y, ip) {
					to = r.rp[y.ID]
					break
				}
			}
			r.rp[b.ID] = to
		}
	}
	return r
}

// isCondBranch reports whether b ends in a branch with two or more distinct
// successors.
func isCondBranch(b *ir.Block) bool {
	for _, s := range b.Succs[min(1, len(b.Succs)):] {
		if s != b.Succs[0] {
			return true
		}
	}
	return false
}

// after returns IPDom(i): the point after a non-branch instruction, or the
// start of a terminator's reconvergence block.
func (r *reconv) after(i *ir.Instr) Point {
	if i.Op.IsTerminator() {
		return r.start(r.rp[i.Block.ID])
	}
	for k, x := range i.Block.Instrs {
		if x == i {
			return Point{i.Block, k + 1}
		}
	}
	panic(fmt.Sprintf("deadlock: instruction %s not in its block %s in %s", i.Op, i.Block.Name, i.Block.Func.Name))
}

// start returns the point at the start of b (the exit for nil).
func (r *reconv) start(b *ir.Block) Point { return Point{Block: b} }

// postDominates reports whether point p post-dominates point q.
func (r *reconv) postDominates(p, q Point) bool {
	switch {
	case p.IsExit():
		return true
	case q.IsExit():
		return false
	case p.Block == q.Block:
		return p.Index >= q.Index
	}
	return r.pdom.Dominates(p.Block, q.Block)
}

// ncpd returns IPDom(p, q): the nearest point that post-dominates both.
func (r *reconv) ncpd(p, q Point) Point {
	switch {
	case r.postDominates(p, q):
		return p
	case r.postDominates(q, p):
		return q
	}
	return r.start(r.pdom.NCA(p.Block, q.Block))
}
