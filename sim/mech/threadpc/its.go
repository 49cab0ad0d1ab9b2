package threadpc

import (
	"math/bits"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/mechutil"
)

// its is Volta-style independent thread scheduling: every thread has its
// own PC and call stack (the return addresses live in the thread's
// private stack, as under every mechanism here; ret sends each lane to its
// own return PC), and the warp issues, each time, the threads that are at
// one PC: threads at equal PCs run together (opportunistic reconvergence,
// no stack and no reconvergence points), so a warp is SIMT-efficient
// where its threads agree and never waits for a reconvergence that a
// spinning thread would block.
//
// Scheduling within the warp: the group at the lowest PC issues first
// (with code laid out in reverse post-order, the threads of an if/else
// or of a loop with different trip counts catch up with each other at
// the join or exit, the stack-less min-PC rule of Collange 2011), except
// that a group whose oldest thread has not issued for itsPatience issues
// of its warp goes first, oldest first. So every thread that can run
// issues within a bounded number of the warp's issues (starvation
// freedom: a lock holder at a higher PC than its spinning warp-mates gets
// the lock released), and warps are scheduled loose round-robin
// (Caps.FairScheduling), so every runnable thread eventually issues
// (TestITSStarvationFree; TestStarvationRules: without the rule, min-PC
// alone never lets spinlock.cl's lock holder run again).
//
// Explicit reconvergence for sub-group operations, as __syncwarp before a
// *_sync intrinsic: warp-level operations (vote, ballot, shfl) are
// collective, exactly as under mimd — a thread at one waits until every
// live thread of its warp is there and then they execute it together;
// at a wsync (__syncwarp(mask)) only the live threads of the mask wait for
// each other, at that wsync or at another one with the same mask, and then
// go on, reconverged when they were at the same one (sim's doc,
// "Warp-level operations").
// Barriers count threads. Statistics: reconvergences (issues after which
// the issued threads' PC equals that of other threads of the warp, which
// then run together), starvation_issues (issues chosen by the starvation
// rule), max_groups (the most distinct PCs of one warp at an issue).
type its struct {
	warpOp    mechutil.WarpOps
	patience  int64
	reconv    int64
	forced    int64
	maxGroups int
}

// itsPatience is how many issues of its warp a runnable thread may wait
// before it goes first.
const itsPatience = 64

type itsWarp struct {
	// passed: threads released from the wsync they wait at by a meeting
	// of their mask across __syncwarp sites (mechutil.SyncedPC), until
	// they issue it.
	passed uint64
	pc     [64]uint32
	last   [64]int64 // the warp's issue count when the thread last issued
	seq    int64     // issues of the warp
}

func newITS(obj *isa.Object) *its {
	return &its{patience: itsPatience, warpOp: mechutil.NewWarpOps(obj)}
}

func (*its) Name() string { return "its" }

func (d *its) atWarpOp(pc uint32) bool { return d.warpOp.At(pc) }

func (d *its) Start(w *sim.Warp, pc uint32) {
	s := &itsWarp{}
	for l := range s.pc {
		s.pc[l] = pc
	}
	w.State = s
}

type itsGroup struct {
	sim.Split
	oldest   int64
	starving bool
}

// Splits offers the groups of threads at equal PCs: starving groups
// first (oldest first), then by ascending PC.
func (d *its) Splits(w *sim.Warp, _ int64, dst []sim.Split) []sim.Split {
	s := w.State.(*itsWarp)
	if sp, ok := mechutil.SyncedPC(w, &s.pc, d.warpOp, &s.passed); ok {
		return append(dst, sp)
	}
	var groups [64]itsGroup
	n := 0
	for can := w.Live &^ w.BarWait; can != 0; {
		pc := s.pc[bits.TrailingZeros64(can)]
		g := itsGroup{Split: sim.Split{PC: pc}, oldest: -1}
		for m := can; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros64(m); s.pc[l] == pc {
				g.Mask |= 1 << uint(l)
				if g.oldest < 0 || s.last[l] < g.oldest {
					g.oldest = s.last[l]
				}
			}
		}
		can &^= g.Mask
		if d.atWarpOp(pc) {
			// Waits for the rest of the warp, unless released.
			if g.Mask &= s.passed; g.Mask == 0 {
				continue
			}
		}
		g.starving = s.seq-g.oldest > d.patience
		groups[n] = g
		n++
	}
	// Insertion sort (sort.Slice allocated on every call): the order is
	// total, the groups' PCs being distinct, so any sort gives it.
	gs := groups[:n]
	for i := 1; i < len(gs); i++ {
		for j := i; j > 0 && gs[j].before(&gs[j-1]); j-- {
			gs[j], gs[j-1] = gs[j-1], gs[j]
		}
	}
	for _, g := range gs {
		dst = append(dst, g.Split)
	}
	return dst
}

// before is the order of Splits: starving groups first, oldest first,
// then by ascending PC.
func (a *itsGroup) before(b *itsGroup) bool {
	if a.starving != b.starving {
		return a.starving
	}
	if a.starving && a.oldest != b.oldest {
		return a.oldest < b.oldest
	}
	return a.PC < b.PC
}

// Commit moves the issued threads on.
func (d *its) Commit(w *sim.Warp, sp sim.Split, o *sim.Outcome, _ int64) sim.Cost {
	s := w.State.(*itsWarp)
	// Statistics before the move: distinct PCs, and whether sp was chosen
	// by the starvation rule (it was starving while a lower PC could run).
	groups, lower, starving := 0, false, false
	var seen uint64
	for m := w.Live &^ w.BarWait &^ sp.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		lower = lower || s.pc[l] < sp.PC
	}
	for m := sp.Mask; m != 0; m &= m - 1 {
		starving = starving || s.seq-s.last[bits.TrailingZeros64(m)] > d.patience
	}
	for m := w.Live | sp.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		if seen&(1<<uint(l)) != 0 {
			continue
		}
		groups++
		for x := m; x != 0; x &= x - 1 {
			if k := bits.TrailingZeros64(x); s.pc[k] == s.pc[l] {
				seen |= 1 << uint(k)
			}
		}
	}
	d.maxGroups = max(d.maxGroups, groups)
	if starving && lower {
		d.forced++
	}
	s.seq++
	s.passed &^= sp.Mask
	for m := sp.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		s.pc[l] = o.LanePC(l)
		s.last[l] = s.seq
	}
	// Opportunistic reconvergence: issued threads now at the PC of others.
	var done uint64
	for m := sp.Mask &^ o.Exited; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		if done&(1<<uint(l)) != 0 {
			continue
		}
		var same, others uint64
		for x := w.Live; x != 0; x &= x - 1 {
			if k := bits.TrailingZeros64(x); s.pc[k] == s.pc[l] {
				if sp.Mask&(1<<uint(k)) != 0 {
					same |= 1 << uint(k)
				} else {
					others |= 1 << uint(k)
				}
			}
		}
		done |= same
		if others != 0 {
			d.reconv++
		}
	}
	return sim.Cost{}
}

func (*its) Released(*sim.Warp, uint64, int64) {}

func (d *its) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	return mechutil.DescribePerThread(w, &w.State.(*itsWarp).pc, d.warpOp, dst)
}

// HashState mixes the PCs of the lanes (RepeatThread). The issue counts
// only order the threads; they do not change what a thread computes.
func (*its) HashState(w *sim.Warp, lanes uint64, h uint64) uint64 {
	s := w.State.(*itsWarp)
	for ; lanes != 0; lanes &= lanes - 1 {
		l := bits.TrailingZeros64(lanes)
		h = sim.Mix(h, uint64(s.pc[l])|uint64(s.passed>>uint(l)&1)<<32)
	}
	return h
}

func (d *its) Stats(dst []sim.NamedStat) []sim.NamedStat {
	return append(dst, sim.NamedStat{Name: "max_groups", Value: int64(d.maxGroups), Max: true},
		sim.NamedStat{Name: "reconvergences", Value: d.reconv},
		sim.NamedStat{Name: "starvation_issues", Value: d.forced})
}
