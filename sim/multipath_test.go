package sim_test

// The R-mask scoreboard of the multi-path paper (ElTantawy et al. 2014,
// Fig. 9) on the real core, and the simulator's speed under the
// multi-path mechanisms. The tables' worked examples are in the family's
// tests (sim/mech/multipath).

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// recorder records the cycle each PC issued at (the last time).
type recorder struct {
	sim.Mechanism
	at map[uint32][]int64
}

func (r *recorder) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	r.at[s.PC] = append(r.at[s.PC], now)
	return r.Mechanism.Commit(w, s, o, now)
}

// Fig. 9: the R-mask scoreboard. I2 (odd threads) issues while I0's load
// is in flight; I3 waits for I0 and for I2 (its own threads' R1), not for
// I1's write of R1 (the even threads'). With a warp-granularity
// scoreboard, I3 waits for I1's write too.
func TestMPFig9RMaskScoreboard(t *testing.T) {
	p := newProg("fig9.cl")
	p.i(s2r(2, isa.SRegTidX)).i(ldParam(5, 0))
	p.i(opi(isa.OpAnd, isa.I32, 3, 2, 1)).i(icmpi(isa.CondEQ, 3, 3, 0))
	p.label("I0").i(ld32(isa.SpaceGlobal, 0, 5, 0)) // R0 = buf[0] (= 0)
	p.cbra(3, true, "else", "end")
	p.label("I1").i(ld32(isa.SpaceShared, 1, 0, 0)).bra("end") // R1 = shared[R0]
	p.label("else").label("I2").i(ld32(isa.SpaceGlobal, 1, 5, 4))
	p.label("I3").i(op3(isa.OpAdd, isa.I32, 4, 0, 1))
	p.label("end").i(exit())
	o := p.object(t, "fig9", []param{ptrParam("buf")}, 6, 16)
	pc := func(l string) uint32 { return uint32(p.labels[l]) * isa.InstSize }
	cfg := sim.DefaultConfig()
	for _, lane := range []bool{true, false} {
		mi, _ := mechs.Default().Lookup("mp")
		rec := &recorder{at: map[uint32][]int64{}}
		mp := mi.New
		mi.New = func(cfg *sim.Config, _ *isa.Object, p sim.Params) sim.Mechanism {
			rec.Mechanism = mp(cfg, nil, p) // without the code, as the harness runs it
			return rec
		}
		mi.Caps.LaneScoreboard = lane
		r, err := sim.Run(o, sim.Mech{Info: mi}, mustLaunch(t, "grid=1 block=4 warp=4 buf=int32[4]"), cfg)
		if err != nil || r.Status != sim.StatusOK {
			t.Fatalf("run: %v %v", err, r)
		}
		at := func(l string) int64 { return rec.at[pc(l)][0] }
		i0, i1, i2, i3 := at("I0"), at("I1"), at("I2"), at("I3")
		if i2 >= i0+int64(cfg.Mem.DRAM.Latency) || i1 < i0+int64(cfg.Mem.DRAM.Latency) {
			t.Errorf("lane %v: I0 %d I1 %d I2 %d: I2 must not wait for R0, I1 must", lane, i0, i1, i2)
		}
		waitsForI1 := i3 >= i1+int64(cfg.Mem.Shared.Latency)
		if waitsForI1 == lane || i3 < i2+int64(cfg.Mem.DRAM.Latency) {
			t.Errorf("lane scoreboard %v: I1 %d I2 %d I3 %d: I3 waits for I1's write: %v", lane, i1, i2, i3, waitsForI1)
		}
	}
}

// The simulator's speed under the multi-path mechanisms on the divergent
// loop of bench_test.go (compare BenchmarkDivergent, pdom).
func BenchmarkDivergentMP(b *testing.B) {
	benchRun(b, divergentLoop(b), "mp", "grid=4 block=256 out=int32[1024]")
}

func BenchmarkDivergentMPOrec(b *testing.B) {
	benchRun(b, divergentLoop(b), "mp-orec", "grid=4 block=256 out=int32[1024]")
}

func BenchmarkDivergentAWARE(b *testing.B) {
	benchRun(b, divergentLoop(b), "aware", "grid=4 block=256 out=int32[1024]")
}
