package threadpc

import (
	"fmt"
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
//
// The groups are kept, not found: each warp holds its threads grouped by
// PC in PC order (itsWarp.sets, a ready list of groups), and Commit moves
// the issued threads from their group to that of their new PC, so an
// issue costs the issued threads and the groups, not a regrouping of
// the warp's threads by PC (groups × lanes) at every issue.
type its struct {
	warpOp    mechutil.WarpOps
	patience  int64
	reconv    int64
	forced    int64
	maxGroups int
	groups    []itsGroup // Splits' scratch (one instance per core)
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
	// sets are the threads that have not exited grouped by PC, in
	// ascending PC order: the ready list. Commit keeps it (threads move
	// only when they issue), so Splits does not regroup the warp's
	// threads at every issue.
	sets []itsSet
}

// itsSet is the threads of a warp at one PC.
type itsSet struct {
	pc     uint32
	op     bool // pc is a warp-level operation
	mask   uint64
	oldest int64 // the least last[l] of the threads of mask
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
	if w.Live != 0 {
		s.sets = append(make([]itsSet, 0, 4), itsSet{pc: pc, op: d.atWarpOp(pc), mask: w.Live})
	}
	w.State = s
}

type itsGroup struct {
	sim.Split
	oldest   int64
	starving bool
}

// oldestOf is the least last[l] of the threads of mask (-1: none).
func (s *itsWarp) oldestOf(mask uint64) int64 {
	o := int64(-1)
	for m := mask; m != 0; m &= m - 1 {
		if v := s.last[bits.TrailingZeros64(m)]; o < 0 || v < o {
			o = v
		}
	}
	return o
}

// Splits offers the groups of threads at equal PCs: starving groups
// first (oldest first), then by ascending PC.
func (d *its) Splits(w *sim.Warp, _ int64, dst []sim.Split) []sim.Split {
	s := w.State.(*itsWarp)
	can := w.Live &^ w.BarWait
	for i := range s.sets {
		if g := &s.sets[i]; g.op && g.mask&can&^s.passed != 0 {
			// Threads wait at a warp-level operation: perhaps they can
			// all execute it (SyncedPC finds nothing otherwise).
			if sp, ok := mechutil.SyncedPC(w, &s.pc, d.warpOp, &s.passed); ok {
				return append(dst, sp)
			}
			break
		}
	}
	groups := d.groups[:0]
	for i := range s.sets {
		set := &s.sets[i]
		g := itsGroup{Split: sim.Split{PC: set.pc, Mask: set.mask & can}, oldest: set.oldest}
		if g.Mask == 0 {
			continue
		}
		if g.Mask != set.mask {
			g.oldest = s.oldestOf(g.Mask) // some wait at a barrier
		}
		if set.op {
			// Waits for the rest of the warp, unless released.
			if g.Mask &= s.passed; g.Mask == 0 {
				continue
			}
		}
		g.starving = s.seq-g.oldest > d.patience
		groups = append(groups, g)
	}
	d.groups = groups
	// Insertion sort (sort.Slice allocated on every call): the order is
	// total, the groups' PCs being distinct, so any sort gives it; the
	// sets are in PC order, so only starving groups move.
	gs := groups
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

// set returns the index of the set at pc, or where it goes.
func (s *itsWarp) set(pc uint32) (int, bool) {
	for i := range s.sets {
		if p := s.sets[i].pc; p >= pc {
			return i, p == pc
		}
	}
	return len(s.sets), false
}

// Commit moves the issued threads on.
func (d *its) Commit(w *sim.Warp, sp sim.Split, o *sim.Outcome, _ int64) sim.Cost {
	s := w.State.(*itsWarp)
	i0, ok := s.set(sp.PC)
	if !ok || s.sets[i0].mask&sp.Mask != sp.Mask {
		panic(fmt.Sprintf("its.Commit: the issued threads %#x are not all at pc %#x", sp.Mask, sp.PC))
	}
	// Statistics before the move: distinct PCs, and whether sp was chosen
	// by the starvation rule (it was starving while a lower PC could run).
	groups, lower := 0, false
	live, others := w.Live|sp.Mask, w.Live&^w.BarWait&^sp.Mask
	for i := range s.sets {
		g := &s.sets[i]
		if g.mask&live != 0 {
			groups++
		}
		lower = lower || g.pc < sp.PC && g.mask&others != 0
	}
	oldest := s.sets[i0].oldest
	if s.sets[i0].mask != sp.Mask {
		oldest = s.oldestOf(sp.Mask)
	}
	starving := s.seq-oldest > d.patience
	d.maxGroups = max(d.maxGroups, groups)
	if starving && lower {
		d.forced++
	}
	s.seq++
	s.passed &^= sp.Mask
	// The issued threads leave their set ...
	if g := &s.sets[i0]; g.mask == sp.Mask {
		s.sets = append(s.sets[:i0], s.sets[i0+1:]...)
	} else {
		g.mask &^= sp.Mask
		if g.oldest == oldest {
			g.oldest = s.oldestOf(g.mask)
		}
	}
	for m := sp.Mask; m != 0; m &= m - 1 {
		s.last[bits.TrailingZeros64(m)] = s.seq
	}
	switch o.Kind {
	case sim.OutBranch, sim.OutIndirect:
		for m := sp.Mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			s.pc[l] = o.LanePC(l)
		}
	default:
		pc := o.LanePC(bits.TrailingZeros64(sp.Mask)) // the same for every lane
		for m := sp.Mask; m != 0; m &= m - 1 {
			s.pc[bits.TrailingZeros64(m)] = pc
		}
	}
	// ... for the sets of their new PCs. Opportunistic reconvergence:
	// issued threads now at the PC of others.
	left := w.Live &^ sp.Mask // the warp's other threads
	for rest := sp.Mask &^ o.Exited; rest != 0; {
		pc := s.pc[bits.TrailingZeros64(rest)]
		same := rest
		if o.Kind == sim.OutBranch || o.Kind == sim.OutIndirect {
			same = 0
			for m := rest; m != 0; m &= m - 1 {
				if l := bits.TrailingZeros64(m); s.pc[l] == pc {
					same |= 1 << uint(l)
				}
			}
		}
		rest &^= same
		i, ok := s.set(pc)
		if !ok {
			s.sets = append(s.sets, itsSet{})
			copy(s.sets[i+1:], s.sets[i:])
			s.sets[i] = itsSet{pc: pc, op: d.atWarpOp(pc), mask: same, oldest: s.seq}
			continue
		}
		g := &s.sets[i]
		if g.mask&left != 0 {
			d.reconv++
		}
		g.mask |= same // their last issue, s.seq, is the latest
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
