package threadpc

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// regroupSplits is its' Splits as it was before the groups were kept:
// the live threads not at a barrier regrouped by PC at every call (the
// reference TestITSSetsRegroup compares with; without warp-level
// operations).
func regroupSplits(d *its, w *sim.Warp) []sim.Split {
	s := w.State.(*itsWarp)
	var gs []itsGroup
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
		g.starving = s.seq-g.oldest > d.patience
		gs = append(gs, g)
	}
	for i := 1; i < len(gs); i++ {
		for j := i; j > 0 && gs[j].before(&gs[j-1]); j-- {
			gs[j], gs[j-1] = gs[j-1], gs[j]
		}
	}
	var out []sim.Split
	for _, g := range gs {
		out = append(out, g.Split)
	}
	return out
}

// TestITSSetsRegroup drives its with random issues (any offered split,
// not only the first), branches, indirect branches, barriers and exits,
// and checks at every step that the kept groups give the splits a
// regrouping gives, and that the groups are the live threads by PC in PC
// order with their oldest issue.
func TestITSSetsRegroup(t *testing.T) {
	const n = 32
	rng := rand.New(rand.NewPCG(3, 4))
	for run := 0; run < 40; run++ {
		d := newITS(nil)
		d.patience = int64(1 + rng.IntN(8)) // starving groups often
		w := sim.NewWarp(n, nil)
		d.Start(w, 0)
		var targets [64]uint32
		for step := 0; step < 400 && w.Live != 0; step++ {
			got, want := d.Splits(w, 0, nil), regroupSplits(d, w)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("run %d step %d: splits %v, regrouped %v", run, step, got, want)
			}
			checkSets(t, w)
			if len(got) == 0 { // everyone waits at the barrier: release
				w.BarWait = 0
				d.Released(w, 0, 0)
				continue
			}
			sp := got[rng.IntN(len(got))]
			// The statistics as the regrouping computes them, before
			// the issue: distinct PCs, and a starving split issued while
			// a lower PC could run.
			s := w.State.(*itsWarp)
			groups, lower, oldest := distinctPCs(&s.pc, w.Live), false, int64(-1)
			for m := w.Live &^ w.BarWait &^ sp.Mask; m != 0; m &= m - 1 {
				lower = lower || s.pc[bits.TrailingZeros64(m)] < sp.PC
			}
			for m := sp.Mask; m != 0; m &= m - 1 {
				if v := s.last[bits.TrailingZeros64(m)]; oldest < 0 || v < oldest {
					oldest = v
				}
			}
			wantMax, wantForced, wantReconv := max(d.maxGroups, groups), d.forced, d.reconv
			if s.seq-oldest > d.patience && lower {
				wantForced++
			}
			pc := func() uint32 { return uint32(rng.IntN(12)) * isa.InstSize }
			o := sim.Outcome{Inst: &isa.Inst{Op: isa.OpNop}, PC: sp.PC, Mask: sp.Mask, Next: sp.PC + isa.InstSize, Kind: sim.OutSeq, RPC: isa.NoPC}
			switch k := rng.IntN(10); {
			case k < 3:
				o.Kind, o.Taken, o.Target = sim.OutBranch, sp.Mask&rng.Uint64(), pc()
			case k < 4:
				o.Kind, o.Targets = sim.OutIndirect, &targets
				for m := sp.Mask; m != 0; m &= m - 1 {
					targets[bits.TrailingZeros64(m)] = pc()
				}
			case k < 5 && rng.IntN(4) == 0:
				o.Kind, o.Exited = sim.OutExit, sp.Mask
				w.Live &^= sp.Mask
			case k < 6:
				o.Kind = sim.OutBarrier
				w.BarWait |= sp.Mask
			case k < 7:
				o.Kind, o.Target = sim.OutCall, pc()
			}
			d.Commit(w, sp, &o, 0)
			// Reconvergences: the issued threads' new PCs where other
			// threads wait.
			var met []uint32
			for m := sp.Mask &^ o.Exited; m != 0; m &= m - 1 {
				pc := s.pc[bits.TrailingZeros64(m)]
				for k := w.Live &^ sp.Mask; k != 0; k &= k - 1 {
					if s.pc[bits.TrailingZeros64(k)] == pc && !slices.Contains(met, pc) {
						met = append(met, pc)
					}
				}
			}
			wantReconv += int64(len(met))
			if d.maxGroups != wantMax || d.forced != wantForced || d.reconv != wantReconv {
				t.Fatalf("run %d step %d: max groups %d, starvation issues %d, reconvergences %d; want %d, %d, %d",
					run, step, d.maxGroups, d.forced, d.reconv, wantMax, wantForced, wantReconv)
			}
			if rng.IntN(8) == 0 && w.BarWait != 0 {
				w.BarWait = 0
				d.Released(w, 0, 0)
			}
		}
	}
}

// checkSets checks that w's sets are its live threads grouped by PC, in
// PC order, each with the least last issue of its threads.
func checkSets(t *testing.T, w *sim.Warp) {
	t.Helper()
	s := w.State.(*itsWarp)
	var all uint64
	for i, g := range s.sets {
		if i > 0 && s.sets[i-1].pc >= g.pc {
			t.Fatalf("sets out of PC order: %#x then %#x", s.sets[i-1].pc, g.pc)
		}
		if g.mask == 0 || g.mask&all != 0 {
			t.Fatalf("set at %#x: mask %#x empty or overlapping", g.pc, g.mask)
		}
		all |= g.mask
		for m := g.mask; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros64(m); s.pc[l] != g.pc {
				t.Fatalf("lane %d at %#x in the set of %#x", l, s.pc[l], g.pc)
			}
		}
		if o := s.oldestOf(g.mask); o != g.oldest {
			t.Fatalf("set at %#x: oldest %d, its threads' %d", g.pc, g.oldest, o)
		}
	}
	if all != w.Live {
		t.Fatalf("sets hold %#x, live %#x", all, w.Live)
	}
}
