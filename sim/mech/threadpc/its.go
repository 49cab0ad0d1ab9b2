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
// first (oldest first), then by ascending PC. The sets are in PC order,
// so while no group starves (the common case) the splits are the sets'
// groups as they come; sortedSplits orders them otherwise.
func (d *its) Splits(w *sim.Warp, _ int64, dst []sim.Split) []sim.Split {
	s := w.State.(*itsWarp)
	can := w.Live &^ w.BarWait
	n0 := len(dst)
	synced := false // SyncedPC was asked (at the first set waiting at a warp-level operation)
	for i := range s.sets {
		set := &s.sets[i]
		mask := set.mask & can
		if mask == 0 {
			continue
		}
		if set.op && !synced && mask&^s.passed != 0 {
			// Threads wait at a warp-level operation: perhaps they can
			// all execute it (SyncedPC finds nothing otherwise).
			if sp, ok := mechutil.SyncedPC(w, &s.pc, d.warpOp, &s.passed); ok {
				return append(dst[:n0], sp)
			}
			synced = true
		}
		oldest := set.oldest
		if mask != set.mask {
			oldest = s.oldestOf(mask) // some wait at a barrier
		}
		if s.seq-oldest > d.patience {
			return d.sortedSplits(w, dst[:n0])
		}
		if set.op {
			// Waits for the rest of the warp, unless released.
			if mask &= s.passed; mask == 0 {
				continue
			}
		}
		dst = append(dst, sim.Split{PC: set.pc, Mask: mask})
	}
	return dst
}

// sortedSplits is Splits when a group starves: the groups, sorted.
func (d *its) sortedSplits(w *sim.Warp, dst []sim.Split) []sim.Split {
	s := w.State.(*itsWarp)
	can := w.Live &^ w.BarWait
	for i := range s.sets {
		if g := &s.sets[i]; g.op && g.mask&can&^s.passed != 0 {
			// As in Splits (which may not have come to this set yet).
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

// Commit moves the issued threads on: out of their set, into the sets
// of their new PCs (one or two for all but an indirect branch). When the
// whole set moves to one PC where no thread waits and the set keeps its
// place in PC order, it is relabelled in place.
func (d *its) Commit(w *sim.Warp, sp sim.Split, o *sim.Outcome, _ int64) sim.Cost {
	s := w.State.(*itsWarp)
	i0, ok := s.set(sp.PC)
	if !ok || s.sets[i0].mask&sp.Mask != sp.Mask {
		panic(fmt.Sprintf("its.Commit: the issued threads %#x are not all at pc %#x", sp.Mask, sp.PC))
	}
	// Statistics before the move: distinct PCs (the sets: every thread
	// that had not exited), and whether sp was chosen by the starvation
	// rule (it was starving while a lower PC, a set before i0, could run).
	oldest := s.sets[i0].oldest
	whole := s.sets[i0].mask == sp.Mask
	if !whole {
		oldest = s.oldestOf(sp.Mask)
	}
	d.maxGroups = max(d.maxGroups, len(s.sets))
	if s.seq-oldest > d.patience {
		others := w.Live &^ w.BarWait &^ sp.Mask
		for i := range s.sets[:i0] {
			if s.sets[i].mask&others != 0 {
				d.forced++
				break
			}
		}
	}
	s.seq++
	s.passed &^= sp.Mask
	for m := sp.Mask; m != 0; m &= m - 1 {
		s.last[bits.TrailingZeros64(m)] = s.seq
	}
	// The new PCs: the threads of a (at pa) and b (at pb) for all but an
	// indirect branch, whose threads go where each one's target says.
	moved := sp.Mask &^ o.Exited
	var a, b uint64
	var pa, pb uint32
	switch o.Kind {
	case sim.OutIndirect:
		for m := sp.Mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			s.pc[l] = o.Targets[l]
		}
	case sim.OutBranch:
		a, pa, b, pb = moved&o.Taken, o.Target, moved&^o.Taken, o.Next
		if pa == pb {
			a, b = a|b, 0
		}
		for m := sp.Mask & o.Taken; m != 0; m &= m - 1 {
			s.pc[bits.TrailingZeros64(m)] = o.Target
		}
		for m := sp.Mask &^ o.Taken; m != 0; m &= m - 1 {
			s.pc[bits.TrailingZeros64(m)] = o.Next
		}
	default:
		pc := o.LanePC(bits.TrailingZeros64(sp.Mask)) // the same for every lane
		a, pa = moved, pc
		for m := sp.Mask; m != 0; m &= m - 1 {
			s.pc[bits.TrailingZeros64(m)] = pc
		}
	}
	if a == 0 {
		a, pa, b = b, pb, 0
	}
	if whole && a == moved && moved != 0 && (i0 == 0 || s.sets[i0-1].pc < pa) &&
		(i0+1 == len(s.sets) || s.sets[i0+1].pc > pa) {
		// The set moves as a whole to a new PC between its neighbours.
		s.sets[i0] = itsSet{pc: pa, op: d.atWarpOp(pa), mask: moved, oldest: s.seq}
		return sim.Cost{}
	}
	// The issued threads leave their set ...
	if g := &s.sets[i0]; whole {
		s.sets = append(s.sets[:i0], s.sets[i0+1:]...)
	} else {
		g.mask &^= sp.Mask
		if g.oldest == oldest {
			g.oldest = s.oldestOf(g.mask)
		}
	}
	// ... for the sets of their new PCs. Opportunistic reconvergence:
	// issued threads now at the PC of others.
	left := w.Live &^ sp.Mask // the warp's other threads
	if o.Kind != sim.OutIndirect {
		if a != 0 {
			d.join(s, a, pa, left)
		}
		if b != 0 {
			d.join(s, b, pb, left)
		}
		return sim.Cost{}
	}
	for rest := moved; rest != 0; {
		same, pc := mechutil.SamePC(&s.pc, rest)
		rest &^= same
		d.join(s, same, pc, left)
	}
	return sim.Cost{}
}

// join adds the threads of mask, which have just issued, to the set at
// pc (a new one when none is there), counting a reconvergence when they
// meet threads of left there.
func (d *its) join(s *itsWarp, mask uint64, pc uint32, left uint64) {
	i, ok := s.set(pc)
	if !ok {
		s.sets = append(s.sets, itsSet{})
		copy(s.sets[i+1:], s.sets[i:])
		s.sets[i] = itsSet{pc: pc, op: d.atWarpOp(pc), mask: mask, oldest: s.seq}
		return
	}
	g := &s.sets[i]
	if g.mask&left != 0 {
		d.reconv++
	}
	g.mask |= mask // their last issue, s.seq, is the latest
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
