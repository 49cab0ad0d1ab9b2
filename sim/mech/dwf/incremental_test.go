package dwf

// The warp pool is kept across issues and updated where an issue changed
// it (update); here it is checked, issue by issue, against the pool formed
// anew from every warp (fullIssues: the algorithm before the update was
// incremental) over random issue sequences: threads branching anywhere,
// exiting, waiting at and released from barriers, collective operations,
// warps retiring and starting, starving groups.

import (
	"cmp"
	"fmt"
	"math/bits"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/mechutil"
)

// fullIssues forms the pool of warps from scratch: every warp's split
// warps (the collective operation its threads can execute, then the
// threads at each other PC), grouped by PC in warp order, the groups
// sorted by the scheduling order, each formed by form.
func fullIssues(d *dwf, warps []*sim.Warp) []sim.Issue {
	type group struct {
		pc       uint32
		parts    []dwfPart
		threads  int
		oldest   int64
		starving bool
	}
	var groups []*group
	at := map[uint32]*group{}
	add := func(pt dwfPart) {
		g := at[pt.pc]
		if g == nil {
			g = &group{pc: pt.pc, oldest: pt.oldest}
			at[pt.pc] = g
			groups = append(groups, g)
		}
		g.parts = append(g.parts, pt)
		g.threads += bits.OnesCount64(pt.mask)
		g.oldest = min(g.oldest, pt.oldest)
	}
	for r, w := range warps {
		s := w.State.(*dwfWarp)
		can := w.Live &^ w.BarWait
		if sp, ok := mechutil.CollectivePC(w, &s.pc, d.warpOp); ok {
			add(dwfPart{pc: sp.PC, rank: int32(r), mask: sp.Mask, oldest: oldestLast(s, sp.Mask)})
			can &^= sp.Mask
		}
		for can != 0 {
			pc := s.pc[bits.TrailingZeros64(can)]
			var mask uint64
			for m := can; m != 0; m &= m - 1 {
				if l := bits.TrailingZeros64(m); s.pc[l] == pc {
					mask |= 1 << uint(l)
				}
			}
			can &^= mask
			if !d.warpOp.At(pc) {
				add(dwfPart{pc: pc, rank: int32(r), mask: mask, oldest: oldestLast(s, mask)})
			}
		}
	}
	for _, g := range groups {
		g.starving = d.seq-g.oldest > d.patience
	}
	slices.SortStableFunc(groups, func(a, b *group) int {
		switch {
		case a.starving != b.starving:
			if a.starving {
				return -1
			}
			return 1
		case a.starving && a.oldest != b.oldest:
			return cmp.Compare(a.oldest, b.oldest)
		case a.threads != b.threads:
			return cmp.Compare(b.threads, a.threads)
		}
		return cmp.Compare(a.pc, b.pc)
	})
	var out []sim.Issue
	for _, g := range groups {
		for _, f := range d.form(g.parts, nil) {
			is := sim.Issue{PC: g.pc}
			for _, k := range f.parts {
				is.Parts = append(is.Parts, sim.Part{W: warps[g.parts[k].rank], Mask: g.parts[k].mask})
			}
			out = append(out, is)
		}
	}
	return out
}

func issuesString(iss []sim.Issue) string {
	var b strings.Builder
	for _, is := range iss {
		fmt.Fprintf(&b, "%#x:", is.PC)
		for _, p := range is.Parts {
			fmt.Fprintf(&b, " w%d/%#x", p.W.ID, p.Mask)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func TestIncrementalPool(t *testing.T) {
	const ninst = 12
	obj := &isa.Object{Code: make([]isa.Inst, ninst)}
	obj.Code[4].Op = isa.OpVoteAll // a collective operation of the whole warp
	// Without warp-level operations a warp's split warps are formed
	// again from the threads that changed only (splitChanged).
	plain := &isa.Object{Code: make([]isa.Inst, ninst)}
	cases := []struct {
		name              string
		warp, simd        int
		relaxed, squeeze  bool
		patience, outside int64
	}{
		{name: "dwf", warp: 32, patience: dwfPatience},
		{name: "dwf", warp: 8, patience: 3},
		{name: "en-dwf", warp: 32, relaxed: true, patience: 4},
		{name: "en-dwf", warp: 16, simd: 2, relaxed: true, patience: dwfPatience},
		{name: "en-dwf-hws", warp: 32, relaxed: true, squeeze: true, patience: 6},
		{name: "en-dwf-hws", warp: 64, relaxed: true, squeeze: true, patience: dwfPatience},
	}
	for ci, c := range cases {
		for _, obj := range []*isa.Object{obj, plain} {
			ops := obj != plain
			t.Run(fmt.Sprintf("%s/warp=%d/patience=%d/warp-ops=%v", c.name, c.warp, c.patience, ops), func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(100 + ci)))
				cfg := sim.DefaultConfig()
				cfg.WarpSize = c.warp
				d := newDWF(c.name, &cfg, obj, Settings{SIMDWidth: c.simd}, c.relaxed, c.squeeze)
				if d.collectives != ops {
					t.Fatalf("collectives %v, want %v", d.collectives, ops)
				}
				d.patience = c.patience
				full := ^uint64(0) >> uint(64-c.warp)
				// A PC: mostly a few hot ones (long groups), sometimes
				// anywhere in the code, rarely outside it (a fault).
				randPC := func() uint32 {
					switch x := r.Intn(20); {
					case x == 0:
						return (ninst + uint32(r.Intn(2))) * isa.InstSize
					case x < 8:
						return uint32(r.Intn(ninst)) * isa.InstSize
					default:
						return uint32(r.Intn(3)) * isa.InstSize
					}
				}
				nextID := 0
				start := func() *sim.Warp {
					w := &sim.Warp{ID: nextID, Live: full}
					if r.Intn(2) == 0 { // some threads did not start
						w.Live &^= r.Uint64() & r.Uint64() & r.Uint64()
					}
					if w.Live == 0 {
						w.Live = 1
					}
					nextID++
					d.Start(w, uint32(r.Intn(2))*isa.InstSize)
					return w
				}
				var warps []*sim.Warp
				for i := 0; i < 3+r.Intn(6); i++ {
					warps = append(warps, start())
				}
				var targets [][64]uint32
				var outs []sim.Outcome
				for step := 0; step < 4000 && len(warps) > 0; step++ {
					if r.Intn(3) == 0 && d.IssueAt(warps, 0, 0) != nil {
						// As the core: read the pool's head only (the
						// formed warps past it are not formed) and issue
						// one of its first warps.
						n := 1
						for n < 4 && d.IssueAt(warps, 0, n) != nil {
							n++
						}
						is := *d.IssueAt(warps, 0, r.Intn(n))
						is.Parts = slices.Clone(is.Parts)
						d.Commit(&is, seqOutcomes(&is), 0)
						warps = slices.DeleteFunc(warps, func(w *sim.Warp) bool { return w.Live == 0 })
						continue
					}
					var walked []sim.Issue // IssueAt, in order, then some again
					for i := 0; ; i++ {
						is := d.IssueAt(warps, 0, i)
						if is == nil {
							break
						}
						walked = append(walked, *is)
					}
					got := d.Issues(warps, 0, nil)
					if err := checkFormed(d); err != nil {
						t.Fatalf("step %d: %v", step, err)
					}
					want := fullIssues(d, warps)
					if g, w := issuesString(got), issuesString(want); g != w {
						t.Fatalf("step %d: incremental pool\n%s\nformed anew\n%s", step, g, w)
					}
					if g, w := issuesString(walked), issuesString(want); g != w {
						t.Fatalf("step %d: IssueAt\n%s\nformed anew\n%s", step, g, w)
					}
					if n := len(want); n > 0 {
						i := r.Intn(n)
						if is := d.IssueAt(warps, 0, i); issuesString([]sim.Issue{*is}) != issuesString(want[i:i+1]) {
							t.Fatalf("step %d: IssueAt(%d) out of order: %s, want %s", step, i, issuesString([]sim.Issue{*is}), issuesString(want[i:i+1]))
						}
					}
					switch x := r.Intn(20); {
					case x == 0 && len(warps) < 12: // a warp starts
						warps = append(warps, start())
						continue
					case x == 1: // a barrier releases a warp's waiting threads
						w := warps[r.Intn(len(warps))]
						if w.BarWait != 0 {
							lanes := w.BarWait
							w.BarWait = 0
							d.Released(w, lanes, 0)
						}
						continue
					case x == 2:
						// The threads of a warp at one PC leave it without
						// issuing (not something the core does: it changes a
						// warp's live threads only when it issues them), so
						// that the pool loses part of a formed warp.
						w := warps[r.Intn(len(warps))]
						s := w.State.(*dwfWarp)
						pc := s.pc[bits.TrailingZeros64(w.Live)]
						for m := w.Live; m != 0; m &= m - 1 {
							if l := bits.TrailingZeros64(m); s.pc[l] == pc {
								w.Live &^= 1 << uint(l)
							}
						}
						d.version++
						d.note(w, s) // (as Commit would; the pool hears of changes from Commit and Released)
						warps = slices.DeleteFunc(warps, func(w *sim.Warp) bool { return w.Live == 0 })
						continue
					}
					if len(got) == 0 {
						// Every thread waits at a barrier: release one warp.
						for _, w := range warps {
							if w.BarWait != 0 {
								lanes := w.BarWait
								w.BarWait = 0
								d.Released(w, lanes, 0)
								break
							}
						}
						continue
					}
					// Issue one formed warp, mostly one of the first (the
					// core issues the first whose operands are ready).
					k := min(r.Intn(len(got)), r.Intn(4))
					is := got[k]
					outs = outs[:0]
					for len(targets) < len(is.Parts) {
						targets = append(targets, [64]uint32{})
					}
					for i, p := range is.Parts {
						o := sim.Outcome{PC: is.PC, Mask: p.Mask, Kind: sim.OutIndirect, Next: is.PC + isa.InstSize, Targets: &targets[i]}
						// All threads one way, or a few another.
						same, other, split := randPC(), randPC(), r.Intn(2) == 0
						for m := p.Mask; m != 0; m &= m - 1 {
							l := bits.TrailingZeros64(m)
							targets[i][l] = same
							if split && r.Intn(4) == 0 {
								targets[i][l] = other
							}
						}
						// Some threads exit, some arrive at a barrier.
						switch r.Intn(12) {
						case 0:
							o.Exited = p.Mask & r.Uint64()
							p.W.Live &^= o.Exited
						case 1:
							p.W.BarWait |= p.Mask & r.Uint64()
						}
						switch r.Intn(3) { // the same moves, as a branch or in sequence
						case 0:
							if r.Intn(2) == 0 && !split {
								o.Kind, o.Next = sim.OutSeq, same
							}
						case 1:
							if split {
								o.Kind, o.Target, o.Next, o.Taken = sim.OutBranch, other, same, 0
								for m := p.Mask; m != 0; m &= m - 1 {
									if l := bits.TrailingZeros64(m); targets[i][l] == other {
										o.Taken |= 1 << uint(l)
									}
								}
							}
						}
						outs = append(outs, o)
					}
					d.Commit(&is, outs, 0)
					for i, p := range is.Parts {
						s := p.W.State.(*dwfWarp)
						for m := p.Mask; m != 0; m &= m - 1 {
							if l := bits.TrailingZeros64(m); s.pc[l] != outs[i].LanePC(l) || s.last[l] != d.seq {
								t.Fatalf("step %d: warp %d lane %d at %#x (issue %d), want %#x (issue %d)", step, p.W.ID, l, s.pc[l], s.last[l], outs[i].LanePC(l), d.seq)
							}
						}
					}
					warps = slices.DeleteFunc(warps, func(w *sim.Warp) bool { return w.Live == 0 })
				}
			})
		}
	}
}

// seqOutcomes is every part of is going on to the next instruction.
func seqOutcomes(is *sim.Issue) []sim.Outcome {
	outs := make([]sim.Outcome, len(is.Parts))
	for i, p := range is.Parts {
		outs[i] = sim.Outcome{PC: is.PC, Mask: p.Mask, Kind: sim.OutSeq, Next: is.PC + isa.InstSize}
	}
	return outs
}

// checkFormed checks what the incremental pool keeps of each group
// beside its issues (Issues compares those): its split warps by rank (n,
// the set's size; threads and oldest, those of its split warps; a group
// out of the order empty).
func checkFormed(d *dwf) error {
	for gi := range d.groups {
		g := &d.groups[gi]
		n, threads, oldest := 0, 0, int64(0)
		for i, pt := range g.parts(nil) {
			n++
			threads += bits.OnesCount64(pt.mask)
			if i == 0 || pt.oldest < oldest {
				oldest = pt.oldest
			}
		}
		if listed := g.t != unlisted; n != g.n || listed != (n > 0) || n > 0 && (threads != g.threads || oldest != g.oldest) {
			return fmt.Errorf("group %#x: %d split warps (n %d, listed %v), %d threads (%d), oldest %d (%d)", g.pc, n, g.n, listed, threads, g.threads, oldest, g.oldest)
		}
	}
	return nil
}

// TestGroupRankSet checks a group's split warps kept by rank (add, del,
// parts) against a list kept in rank order, over ranks of
// several words (more resident warps than TestIncrementalPool starts).
func TestGroupRankSet(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var g dwfGroup
	var want []dwfPart // in rank order
	for step := 0; step < 20000; step++ {
		rank := int32(r.Intn(200))
		i, in := slices.BinarySearchFunc(want, rank, func(p dwfPart, r int32) int { return cmp.Compare(p.rank, r) })
		if in {
			got := *g.del(rank)
			if got != want[i] {
				t.Fatalf("step %d: del(%d) = %+v, want %+v", step, rank, got, want[i])
			}
			want = slices.Delete(want, i, i+1)
		} else {
			pt := dwfPart{rank: rank, mask: r.Uint64(), oldest: r.Int63()}
			g.add(&pt)
			want = slices.Insert(want, i, pt)
		}
		if got := g.parts(nil); g.n != len(want) || !slices.Equal(got, want) {
			t.Fatalf("step %d: %d split warps %v, want %v", step, g.n, got, want)
		}
	}
}
