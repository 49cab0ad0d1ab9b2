package sim_test

import (
	"bytes"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// wrapped is a mechanism that only delegates: it does not offer the
// optional interfaces of the mechanism it wraps (sim.TopKeeper), so the
// core takes its general path (Splits and Commit for every issue).
type wrapped struct{ sim.Mechanism }

// TestTopKeeperSameAsGeneral: pdom keeps its top entry for the core
// (sim.TopKeeper: topRun, tryTop, stepTopALU, stepTopBranch, commitTop), and its
// runs give the results of the general path, statistics included, on
// kernels that diverge, reconverge, loop, wait at barriers, exit at
// different times and deadlock, on both kinds of machine, under both
// path orders, with and without an observer.
func TestTopKeeperSameAsGeneral(t *testing.T) {
	reg := mechs.Default()
	pdom := addWrapped(t, reg, "pdom")
	if _, ok := pdom.New(&sim.Config{}, nil, sim.Params{}).(sim.TopKeeper); !ok {
		t.Fatal("pdom is not a TopKeeper: this test tests nothing")
	}
	for _, k := range []struct {
		name   string
		o      *isa.Object
		launch string
	}{
		{"divergent", divergentLoop(t), "grid=2 block=64 out=int32[128]"},
		{"uniform", uniformLoop(t), "grid=2 block=64 out=int32[128]"},
		{"collatz", wideCollatz(t), "grid=4 block=96 out=int32[384]"},
		{"ifelse", ifElse(t), "grid=1 block=64 out=int32[64]"},
		{"trip", tripLoop(t), "grid=1 block=32 out=int32[32]"},
		{"reduction", reduction(t), "grid=2 block=64 in=int32[128]:iota out=int32[2]"},
		{"spinlock", spinLock(t), "grid=2 block=40 lock=int32[1] counter=int32[1]"},
		{"joindep", joinDep(t), "grid=1 block=32 out=int32[32]"},
	} {
		for _, name := range []string{"simple", "gtx480"} {
			cfg, err := machine.Preset(name)
			if err != nil {
				t.Fatal(err)
			}
			for _, order := range []string{"", ":path-order=fallthrough"} {
				fast, err := reg.Parse("pdom" + order)
				if err != nil {
					t.Fatal(err)
				}
				general, err := reg.Parse("pdom-general" + order)
				if err != nil {
					t.Fatal(err)
				}
				ab, bb, cb := runThreeWays(t, k.o, fast, general, mustLaunch(t, k.launch), cfg, "pdom")
				if !bytes.Equal(ab, bb) {
					t.Errorf("%s/%s%s:\nTopKeeper %s\n  general %s", k.name, name, order, ab, bb)
				}
				if !bytes.Equal(cb, bb) {
					t.Errorf("%s/%s%s, observed:\nTopKeeper %s\n  general %s", k.name, name, order, cb, bb)
				}
			}
		}
	}
}

// joinDep: an if/else whose taken path (run first) ends with an ALU
// operation that reaches the reconvergence point, whose first
// instruction reads its result, while the other path's first does not:
// the bound stepTopALU sets for the top entry's next instruction
// (Warp.notBefore) must not hold back the other path, which the stack
// pops to.
func joinDep(t testing.TB) *isa.Object {
	p := newProg("joindep.cl")
	p.at(2).i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0))
	p.at(3).i(opi(isa.OpAnd, isa.I32, 1, 0, 1)).cbra(1, false, "odd", "join")
	p.at(4).i(opi(isa.OpAdd, isa.I32, 6, 0, 7)).i(opi(isa.OpAdd, isa.I32, 2, 6, 0)).bra("join")
	p.at(6).label("odd").i(opi(isa.OpMul, isa.I32, 2, 0, 100))
	p.at(8).label("join").i(opi(isa.OpAdd, isa.I32, 4, 2, 1)).elemAddr(5, 3, 0).i(st32(isa.SpaceGlobal, 5, 0, 4)).i(exit())
	return p.object(t, "joindep", []param{ptrParam("out")}, 7, 0)
}

// runThreeWays runs l under fast (a mechanism the core takes a fast path
// for), under general (its addWrapped row) and under fast with an
// observer (which takes the general path too), and returns the three
// results' JSON, the general run's under fast's name (name, the runs'
// one difference).
func runThreeWays(t *testing.T, o *isa.Object, fast, general sim.Mech, l *sim.Launch, cfg sim.Config, name string) (fastJ, generalJ, observedJ []byte) {
	t.Helper()
	// A bound far above these kernels' runs (at most ~80,000 cycles), so
	// that a fast path's bug that keeps a loop going fails the comparison
	// (the general run is held to end before it) instead of running to
	// the default limit, a billion cycles.
	if cfg.MaxCycles == 0 {
		cfg.MaxCycles = 2_000_000
	}
	a, err := sim.Run(o, fast, l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := sim.Run(o, general, l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if b.Status == sim.StatusMaxCycles {
		t.Fatalf("%s-general ran to the test's cycle limit (%d): raise it", name, cfg.MaxCycles)
	}
	c, err := sim.RunObserved(o, fast, l, cfg, nopObserver{})
	if err != nil {
		t.Fatal(err)
	}
	generalJ = bytes.Replace(jsonOf(t, b), []byte(`"mechanism":"`+name+`-general"`), []byte(`"mechanism":"`+name+`"`), 1)
	return jsonOf(t, a), generalJ, jsonOf(t, c)
}

// addWrapped registers NAME-general in reg: mechanism NAME through a
// wrapper, which implements none of the interfaces the core's fast paths
// look for (TopKeeper, LaneSplitter), so the core takes its general path.
// It returns NAME's row.
func addWrapped(t *testing.T, reg *sim.Registry, name string) sim.MechInfo {
	t.Helper()
	info, err := reg.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	err = reg.Add(sim.MechInfo{
		Name: name + "-general",
		Doc:  "test: " + name + " through a wrapper (the core's general path)",
		New: func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
			return wrapped{info.New(cfg, obj, p)}
		},
		Caps:   info.Caps,
		Params: info.Params,
		Stats:  info.Stats,
	})
	if err != nil {
		t.Fatal(err)
	}
	return info
}
