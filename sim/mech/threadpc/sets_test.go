package threadpc

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// TestPCSetsMatchScan drives minpc and tf-sandy twice side by side on
// the same random outcomes (branches, indirect branches, calls, barriers,
// exits; every thread at one stack pointer, as on flat code): once
// keeping the threads grouped by PC (threadPCs.sets) and once scanning
// the threads (the papers' rule as written), and checks at every step
// that both offer the same splits, hold the same thread PCs, warp PC and
// active mask, charge the same cost and count the same statistics, and
// that the sets are the live threads by PC in PC order.
func TestPCSetsMatchScan(t *testing.T) {
	type pair struct {
		name     string
		set, ref sim.Mechanism
	}
	mk := func() []pair {
		ms, mr := newMinPC(Settings{}, nil), newMinPC(Settings{}, nil)
		ms.sets = true
		ts, tr := newTFSandy(nil, nil), newTFSandy(nil, nil)
		ts.sets = true
		return []pair{{"minpc", ms, mr}, {"tf-sandy", ts, tr}}
	}
	const n = 32
	rng := rand.New(rand.NewPCG(5, 6))
	for run := 0; run < 60; run++ {
		for _, p := range mk() {
			ws, wr := sim.NewWarp(n, nil), sim.NewWarp(n, nil)
			p.set.Start(ws, 0)
			p.ref.Start(wr, 0)
			var targets [64]uint32
			for step := 0; step < 400 && ws.Live != 0; step++ {
				got, want := p.set.Splits(ws, 0, nil), p.ref.Splits(wr, 0, nil)
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("%s run %d step %d: splits %v, scanning %v", p.name, run, step, got, want)
				}
				checkPCSets(t, p.name, ws, wr)
				if len(got) == 0 {
					if ws.BarWait == 0 {
						t.Fatalf("%s run %d step %d: no split and no thread at a barrier", p.name, run, step)
					}
					ws.BarWait, wr.BarWait = 0, 0
					p.set.Released(ws, 0, 0)
					p.ref.Released(wr, 0, 0)
					continue
				}
				sp := got[0]
				pc := func() uint32 { return uint32(rng.IntN(12)) * isa.InstSize }
				o := sim.Outcome{Inst: &isa.Inst{Op: isa.OpNop}, PC: sp.PC, Mask: sp.Mask, Next: sp.PC + isa.InstSize, Kind: sim.OutSeq, RPC: isa.NoPC}
				switch k := rng.IntN(10); {
				case k < 3:
					o.Kind, o.Inst, o.Taken, o.Target = sim.OutBranch, &isa.Inst{Op: isa.OpCBra}, sp.Mask&rng.Uint64(), pc()
				case k < 4:
					o.Kind, o.Inst, o.Targets = sim.OutIndirect, &isa.Inst{Op: isa.OpBrx}, &targets
					for m := sp.Mask; m != 0; m &= m - 1 {
						targets[bits.TrailingZeros64(m)] = pc()
					}
				case k < 5 && rng.IntN(4) == 0:
					o.Kind, o.Inst, o.Exited = sim.OutExit, &isa.Inst{Op: isa.OpExit}, sp.Mask&^(rng.Uint64()&rng.Uint64())
				case k < 6:
					o.Kind, o.Inst = sim.OutBarrier, &isa.Inst{Op: isa.OpBar}
				case k < 7:
					o.Kind, o.Inst, o.Target = sim.OutCall, &isa.Inst{Op: isa.OpCall}, pc()
				}
				for _, w := range []*sim.Warp{ws, wr} {
					w.Live &^= o.Exited
					if o.Kind == sim.OutBarrier {
						w.BarWait |= sp.Mask
					}
				}
				if cs, cr := p.set.Commit(ws, sp, &o, 0), p.ref.Commit(wr, sp, &o, 0); cs != cr {
					t.Fatalf("%s run %d step %d: cost %+v, scanning %+v", p.name, run, step, cs, cr)
				}
				if rng.IntN(8) == 0 && ws.BarWait != 0 {
					ws.BarWait, wr.BarWait = 0, 0
					p.set.Released(ws, 0, 0)
					p.ref.Released(wr, 0, 0)
				}
			}
			if gs, gr := fmt.Sprint(p.set.Stats(nil)), fmt.Sprint(p.ref.Stats(nil)); gs != gr {
				t.Fatalf("%s run %d: stats %s, scanning %s", p.name, run, gs, gr)
			}
		}
	}
}

// checkPCSets checks that ws (with sets) and wr (scanning) hold the same
// threads, PCs, warp PC and active mask, and that ws's sets are its live
// threads grouped by PC in PC order.
func checkPCSets(t *testing.T, name string, ws, wr *sim.Warp) {
	t.Helper()
	ps, pr := pcsOf(ws), pcsOf(wr)
	if ps.sets == nil || pr.sets != nil {
		t.Fatalf("%s: sets %v, scanning %v", name, ps.sets != nil, pr.sets != nil)
	}
	if ws.Live != wr.Live || ps.warpPC != pr.warpPC || ps.active != pr.active {
		t.Fatalf("%s: live %#x warp pc %#x active %#x, scanning %#x %#x %#x", name, ws.Live, ps.warpPC, ps.active, wr.Live, pr.warpPC, pr.active)
	}
	var all uint64
	for i, g := range ps.sets {
		if i > 0 && ps.sets[i-1].pc >= g.pc {
			t.Fatalf("%s: sets out of PC order: %#x then %#x", name, ps.sets[i-1].pc, g.pc)
		}
		if g.mask == 0 || g.mask&all != 0 {
			t.Fatalf("%s: set at %#x: mask %#x empty or overlapping", name, g.pc, g.mask)
		}
		all |= g.mask
	}
	if all != ws.Live {
		t.Fatalf("%s: sets hold %#x, live %#x", name, all, ws.Live)
	}
	for m := ws.Live; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		if ps.pc[l] != pr.pc[l] {
			t.Fatalf("%s: lane %d at %#x, scanning %#x", name, l, ps.pc[l], pr.pc[l])
		}
		if ps.at(ps.pc[l])&(1<<uint(l)) == 0 {
			t.Fatalf("%s: lane %d at %#x not in that PC's set", name, l, ps.pc[l])
		}
	}
}

func pcsOf(w *sim.Warp) *threadPCs {
	switch s := w.State.(type) {
	case *minPCWarp:
		return &s.threadPCs
	case *tfSandyWarp:
		return &s.threadPCs
	}
	panic("pcsOf: not a minpc or tf-sandy warp")
}
