package stack

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// pdom is the single-path IPDOM reconvergence stack, GPGPU-Sim style
// (ElTantawy & Aamodt 2016, Sec. II; ElTantawy et al. 2014, Sec. 2):
// each entry holds a PC, a reconvergence PC (RPC) and an active mask; only
// the top entry issues. At a divergent branch with reconvergence PC R the
// top entry's PC becomes R and one entry per path (PC, R, mask) is pushed
// — the not-taken path first, so the taken path runs first — except for a
// path that starts at R itself, whose threads simply wait in the R entry.
// An entry is popped when its PC reaches its RPC (or its mask empties
// because its threads exited). R = NoPC (the virtual exit) never matches,
// so such paths run to their exit.
//
// The mechanism uses the rpc fields of bra, cbra and brx and ignores the
// token-style ssy/sync instructions (they execute as nops): the backend
// always emits rpc fields, and both styles describe the same IPDOM
// reconvergence. Divergent ret (different return PCs in one split) and brx
// diverge like a branch with the rpc of brx, resp. NoPC for ret.
//
// Parameter path-order (Settings.PathOrder): "taken" (the default) runs
// the taken path of a divergent branch first, "fallthrough" the
// fall-through path; which side runs first decides whether a one-sided
// wait hangs. Statistics: max_stack_depth, reconvergences.
type pdom struct {
	reconv    int64 // entries popped at their reconvergence point
	maxDepth  int
	fallFirst bool // run the fall-through path first
	keepTop   bool // the core reads and moves Warp.Top itself (KeepsTop)
	// One instance per core, written at reconvergence; cores run on
	// different goroutines (parallel.go): keep the next core's instance
	// off this one's cache line.
	_ [64]byte
}

func newPDOM(s Settings) *pdom {
	return &pdom{fallFirst: s.PathOrder == PathFallthrough}
}

// KeepsTop: pdom keeps every warp's top entry in Warp.Top
// (sim.TopKeeper), and its Splits and Commit do what the core does
// instead of calling them. Only the "pdom" row's instances say so: hws
// embeds pdom, and its Commit does more.
func (d *pdom) KeepsTop() bool { return d.keepTop }

// pdomEntry is an entry of the stack; the top one is the warp's Top
// (sim.TopKeeper).
type pdomEntry = sim.StackEntry

type pdomWarp struct {
	st []pdomEntry
}

func (*pdom) Name() string { return "pdom" }

func (d *pdom) Start(w *sim.Warp, pc uint32) {
	d.maxDepth = max(d.maxDepth, 1)
	p := &pdomWarp{st: []pdomEntry{{PC: pc, RPC: isa.NoPC, Mask: w.Live}}}
	w.State = p
	p.setTop(w)
}

// setTop points w.Top at the top entry (nil: the stack is empty), after
// every change of the stack.
func (p *pdomWarp) setTop(w *sim.Warp) {
	var top *pdomEntry
	if n := len(p.st); n > 0 {
		top = &p.st[n-1]
	}
	w.Top = top
}

func (*pdom) Splits(w *sim.Warp, _ int64, dst []sim.Split) []sim.Split {
	p := w.State.(*pdomWarp)
	if len(p.st) == 0 {
		return dst
	}
	top := &p.st[len(p.st)-1]
	if top.Mask&w.BarWait != 0 {
		return dst
	}
	return append(dst, sim.Split{PC: top.PC, Mask: top.Mask})
}

func (d *pdom) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, _ int64) sim.Cost {
	p := w.State.(*pdomWarp)
	if o.Kind == sim.OutSeq && o.Exited == 0 {
		// The common case: the top entry moves on, the stack keeps its
		// depth (already counted in maxDepth), and only a top entry that
		// reaches its reconvergence point pops (its mask is not empty:
		// popDone removed the empty ones at the last Commit).
		top := &p.st[len(p.st)-1]
		top.PC = o.Next
		if top.PC == top.RPC {
			d.reconv += int64(p.popDone())
			p.setTop(w)
		}
		return sim.Cost{}
	}
	if o.Exited != 0 {
		for i := range p.st {
			p.st[i].Mask &^= o.Exited
		}
	}
	top := &p.st[len(p.st)-1]
	switch o.Kind {
	case sim.OutBranch:
		taken := o.Taken & top.Mask
		not := top.Mask &^ taken
		switch {
		case taken == 0:
			top.PC = o.Next
		case not == 0:
			top.PC = o.Target
		default:
			// diverge with the two paths, without their slice.
			first, second := sim.Split{PC: o.Next, Mask: not}, sim.Split{PC: o.Target, Mask: taken}
			if d.fallFirst {
				first, second = second, first
			}
			p.reconvergeAt(o.RPC)
			p.push(o.RPC, first)
			p.push(o.RPC, second)
		}
	case sim.OutIndirect:
		groups := o.LaneTargets(top.Mask)
		switch len(groups) {
		case 0:
		case 1:
			top.PC = groups[0].PC
		default:
			rpc := o.RPC
			if o.Inst.Op == isa.OpRet {
				rpc = isa.NoPC
			}
			// Run the lowest PC first: push in descending order.
			for i, j := 0, len(groups)-1; i < j; i, j = i+1, j-1 {
				groups[i], groups[j] = groups[j], groups[i]
			}
			p.diverge(rpc, groups)
		}
	case sim.OutCall:
		top.PC = o.Target
	default:
		top.PC = o.Next
	}
	d.maxDepth = max(d.maxDepth, len(p.st))
	d.reconv += int64(p.popDone())
	p.setTop(w)
	return sim.Cost{}
}

// diverge makes the top entry the reconvergence entry at rpc and pushes
// the paths in order (the last pushed runs first).
//
// When the top entry already reconverges at rpc (a loop exit taken by
// some threads in each iteration), it is replaced by the paths instead, as
// in GPGPU-Sim: the threads going to rpc already wait in the entry below,
// and the stack does not grow with the trip count.
func (p *pdomWarp) diverge(rpc uint32, paths []sim.Split) {
	p.reconvergeAt(rpc)
	for _, s := range paths {
		p.push(rpc, s)
	}
}

// reconvergeAt is diverge's first step: the top entry becomes the
// reconvergence entry at rpc, or is popped when the entry below it
// already is.
func (p *pdomWarp) reconvergeAt(rpc uint32) {
	if n := len(p.st); n > 1 && p.st[n-1].RPC == rpc && p.st[n-2].PC == rpc {
		p.st = p.st[:n-1]
	} else {
		p.st[n-1].PC = rpc
	}
}

// push is diverge's push of path s (none for a path that starts at rpc,
// whose threads wait in the reconvergence entry, or has no threads).
func (p *pdomWarp) push(rpc uint32, s sim.Split) {
	if s.PC == rpc || s.Mask == 0 {
		return
	}
	p.st = append(p.st, pdomEntry{PC: s.PC, RPC: rpc, Mask: s.Mask})
}

// popDone pops the finished top entries and returns how many reached
// their reconvergence point (rather than running out of threads).
func (p *pdomWarp) popDone() int {
	k := 0
	for n := len(p.st); n > 0; n = len(p.st) {
		e := &p.st[n-1]
		if e.Mask != 0 && e.PC != e.RPC {
			break
		}
		if e.Mask != 0 {
			k++
		}
		p.st = p.st[:n-1]
	}
	return k
}

// Stats: the largest stack of any warp, and the number of stack entries
// popped at their reconvergence point.
func (d *pdom) Stats(dst []sim.NamedStat) []sim.NamedStat {
	return append(dst, sim.NamedStat{Name: "max_stack_depth", Value: int64(d.maxDepth), Max: true},
		sim.NamedStat{Name: "reconvergences", Value: d.reconv})
}

func (*pdom) Released(*sim.Warp, uint64, int64) {}

func (*pdom) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	p := w.State.(*pdomWarp)
	var above uint64
	for i := len(p.st) - 1; i >= 0; i-- {
		e := &p.st[i]
		own := e.Mask &^ above
		if own != 0 {
			g := sim.ThreadGroup{PC: e.PC, Mask: own}
			switch {
			case i == len(p.st)-1:
				g.State = sim.GroupRunning
			case p.st[i+1].RPC == e.PC:
				g.State = sim.GroupReconverge
				g.WaitFor = above & e.Mask
			default:
				g.State = sim.GroupPending
			}
			dst = append(dst, g)
		}
		above |= e.Mask
	}
	return dst
}

func (*pdom) HashState(w *sim.Warp, _ uint64, h uint64) uint64 {
	for _, e := range w.State.(*pdomWarp).st {
		h = sim.Mix(h, uint64(e.PC)<<32|uint64(e.RPC))
		h = sim.Mix(h, e.Mask)
	}
	return h
}

// Depth reports the entries of w's stack now (sim.Depther: a trace's
// counter).
func (*pdom) Depth(w *sim.Warp, dst []sim.NamedStat) []sim.NamedStat {
	return append(dst, sim.NamedStat{Name: "stack_depth", Value: int64(len(w.State.(*pdomWarp).st))})
}
