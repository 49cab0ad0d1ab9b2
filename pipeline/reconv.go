package pipeline

import (
	"fmt"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/sim/isa"
)

// points gives the reconvergence block of the branch ending each block
// (nil: the function's exit). It is the backend's PostDom.
type points struct {
	f  *ir.Func
	rp []*ir.Block // by block ID
}

// IDom returns where the branch ending b reconverges.
func (p *points) IDom(b *ir.Block) *ir.Block {
	if b.Func != p.f || b.ID >= len(p.rp) {
		panic(fmt.Sprintf("pipeline: block %s is not in the CFG the reconvergence points of %s were computed on", b.Name, p.f.Name))
	}
	return p.rp[b.ID]
}

// ipdomPoints reconverges every branch at its immediate post-dominator.
func ipdomPoints(f *ir.Func) *points {
	pdt := dom.PostDominators(f)
	p := &points{f: f, rp: make([]*ir.Block, f.NumBlocks())}
	for _, b := range f.Blocks {
		p.rp[b.ID] = pdt.IDom(b)
	}
	return p
}

// nvidiaPoints applies the Nvidia rule (ElTantawy & Aamodt 2016,
// "Compatibility with Nvidia GPUs"): a branch whose block does not dominate
// its immediate post-dominator reconverges where the nearest dominating
// branch that does dominate that post-dominator reconverges; the exit when
// no branch does. The dominator tree is walked top-down, so that branch's
// point is final before it is copied.
func nvidiaPoints(f *ir.Func) *points {
	p := ipdomPoints(f)
	pdt, dt := dom.PostDominators(f), dom.Dominators(f)
	for _, b := range dt.PreOrder() {
		ip := pdt.IDom(b)
		if ip == nil || dt.Dominates(b, ip) {
			continue
		}
		var to *ir.Block
		for y := dt.IDom(b); y != nil; y = dt.IDom(y) {
			if isCondBranch(y) && dt.Dominates(y, ip) {
				to = p.rp[y.ID]
				break
			}
		}
		p.rp[b.ID] = to
	}
	return p
}

// isCondBranch reports whether b ends in a branch with two or more
// distinct successors.
func isCondBranch(b *ir.Block) bool {
	for _, s := range b.Succs {
		if s != b.Succs[0] {
			return true
		}
	}
	return false
}

// safeLoop is a loop flagged by Algorithm 1 with its AWARE SafePDom as a
// block start (nil: the exit) and the branches that leave it.
type safeLoop struct {
	to    *ir.Block
	exits []*ir.Instr // terminators of the loop's exiting blocks
}

// splitSafePDoms runs the detection on f and splits every block whose
// middle holds an AWARE SafePDom, so the point starts a block of its own
// (named after the block, with ".safe").
func splitSafePDoms(c *compilation, f *ir.Func) error {
	det := deadlock.Detect(f, deadlock.Options{Reconv: deadlock.ReconvIPDOM})
	type cut struct {
		at    *ir.Instr // first instruction of the new block
		exits []*ir.Instr
	}
	var cuts []cut
	for _, l := range det.Loops {
		// The analysed unit: a natural loop or a spin region.
		blocks := l.Region.Blocks
		in := make(map[*ir.Block]bool, len(blocks))
		for _, b := range blocks {
			in[b] = true
		}
		var exits []*ir.Instr
		for _, b := range blocks {
			for _, s := range b.Succs {
				if !in[s] {
					exits = append(exits, b.Terminator())
					break
				}
			}
		}
		cuts = append(cuts, cut{at: l.AwarePDom.Instr(), exits: exits})
	}
	// Cut at instructions, not indices: an earlier split moves the
	// instructions after it to another block.
	for _, ct := range cuts {
		sl := safeLoop{exits: ct.exits}
		if i := ct.at; i != nil {
			b := i.Block
			n := indexOf(b, i)
			if n == 0 {
				sl.to = b
			} else {
				nb := f.SplitBlock(b, n, b.Name+".safe")
				bld := ir.NewBuilder(f)
				bld.SetBlock(b)
				bld.SetPos(i.Pos)
				bld.Br(nb)
				sl.to = nb
			}
		}
		c.safe[f] = append(c.safe[f], sl)
	}
	return nil
}

func indexOf(b *ir.Block, i *ir.Instr) int {
	for k, x := range b.Instrs {
		if x == i {
			return k
		}
	}
	panic(fmt.Sprintf("pipeline: instruction %s not in its block %s", i.Op, b.Name))
}

// safePoints is the AWARE delayed reconvergence: the exit branches of the
// flagged loops reconverge at their SafePDom (or later, where their IPDOM
// is not post-dominated by it), and then every branch's point moves down
// the post-dominator tree until it post-dominates the points of all the
// branches on paths from the branch to its point (ElTantawy & Aamodt
// 2016, Sec. IV-B), to a fixed point. Moving down never passes the exit,
// so it terminates.
func safePoints(f *ir.Func, loops []safeLoop) *points {
	p := ipdomPoints(f)
	if len(loops) == 0 {
		return p
	}
	pdt := dom.PostDominators(f)
	ncpd := func(a, b *ir.Block) *ir.Block {
		if a == nil || b == nil {
			return nil
		}
		return pdt.NCA(a, b)
	}
	for _, l := range loops {
		for _, t := range l.exits {
			b := t.Block
			p.rp[b.ID] = ncpd(p.rp[b.ID], l.to)
		}
	}
	seen := make([]int, f.NumBlocks()) // visit marks, one generation per walk
	gen := 0
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			if !isCondBranch(b) {
				continue
			}
			r := p.rp[b.ID]
			// Branches on paths from b to r (not through r).
			gen++
			work := append([]*ir.Block(nil), b.Succs...)
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if x == r || seen[x.ID] == gen {
					continue
				}
				seen[x.ID] = gen
				if isCondBranch(x) && x != b {
					if nr := ncpd(r, p.rp[x.ID]); nr != r {
						r = nr
					}
				}
				work = append(work, x.Succs...)
			}
			if r != p.rp[b.ID] {
				p.rp[b.ID] = r
				changed = true
			}
		}
	}
	return p
}

// reconvPoints computes the reconvergence points of every function with a
// body, by the pipeline's rule, on the final CFG.
func reconvPoints(c *compilation) error {
	for _, f := range c.m.Funcs {
		if len(f.Blocks) > 0 {
			c.reconvOf(f)
		}
	}
	return nil
}

// reconvOf computes the reconvergence points of f, which has a body.
func (c *compilation) reconvOf(f *ir.Func) {
	switch c.p.rule {
	case isa.RPCNvidia:
		c.reconv[f] = nvidiaPoints(f)
	case isa.RPCSafePDom:
		c.reconv[f] = safePoints(f, c.safe[f])
	default:
		c.reconv[f] = ipdomPoints(f)
	}
}
