package sim_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// uniformLoop: every thread runs the same 200-iteration loop of ALU work.
func uniformLoop(t testing.TB) *isa.Object {
	p := newProg("uniform.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0)).i(movi(1, 0)).i(movi(2, 0))
	p.at(2).label("loop").i(op3(isa.OpAdd, isa.I32, 1, 1, 0)).i(opi(isa.OpMul, isa.I32, 4, 1, 7)).
		i(opi(isa.OpXor, isa.I32, 1, 4, 0x55)).i(opi(isa.OpAdd, isa.I32, 2, 2, 1)).
		i(icmpi(isa.CondSLT, 5, 2, 200)).cbra(5, false, "loop", "done")
	p.at(3).label("done").elemAddr(6, 3, 0).i(st32(isa.SpaceGlobal, 6, 0, 1)).i(exit())
	return p.object(t, "uniform", []param{ptrParam("out")}, 7, 0)
}

// wideLoop: uniformLoop over the global id (out[gid]), for launches of
// many blocks.
func wideLoop(t testing.TB) *isa.Object {
	p := newProg("wide.cl")
	p.at(1).i(s2r(7, isa.SRegTidX)).i(s2r(9, isa.SRegCtaidX)).i(s2r(8, isa.SRegNtidX)).
		i(op3(isa.OpMul, isa.I32, 0, 9, 8)).i(op3(isa.OpAdd, isa.I32, 0, 0, 7)).
		i(ldParam(3, 0)).i(movi(1, 0)).i(movi(2, 0))
	p.at(2).label("loop").i(op3(isa.OpAdd, isa.I32, 1, 1, 0)).i(opi(isa.OpMul, isa.I32, 4, 1, 7)).
		i(opi(isa.OpXor, isa.I32, 1, 4, 0x55)).i(opi(isa.OpAdd, isa.I32, 2, 2, 1)).
		i(icmpi(isa.CondSLT, 5, 2, 200)).cbra(5, false, "loop", "done")
	p.at(3).label("done").elemAddr(6, 3, 0).i(st32(isa.SpaceGlobal, 6, 0, 1)).i(exit())
	return p.object(t, "wide", []param{ptrParam("out")}, 10, 0)
}

// divergentLoop: Collatz steps from tid+1, with a data-dependent if/else in
// the loop: per-thread trip counts and a divergent branch every
// iteration.
func divergentLoop(t testing.TB) *isa.Object {
	p := newProg("collatz.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(s2r(9, isa.SRegCtaidX)).i(ldParam(3, 0)).
		i(opi(isa.OpAdd, isa.I32, 1, 0, 1)).i(op3(isa.OpAdd, isa.I32, 1, 1, 9)).i(movi(2, 0))
	p.at(2).label("head").i(icmpi(isa.CondULE, 5, 1, 1)).cbra(5, false, "done", "done")
	p.at(3).i(opi(isa.OpAnd, isa.I32, 4, 1, 1)).cbra(4, false, "odd", "next")
	p.at(4).i(opi(isa.OpLShr, isa.I32, 1, 1, 1)).bra("next")
	p.at(5).label("odd").i(opi(isa.OpMul, isa.I32, 1, 1, 3)).i(opi(isa.OpAdd, isa.I32, 1, 1, 1))
	p.at(6).label("next").i(opi(isa.OpAdd, isa.I32, 2, 2, 1)).bra("head")
	p.at(7).label("done").elemAddr(6, 3, 0).i(st32(isa.SpaceGlobal, 6, 0, 2)).i(exit())
	return p.object(t, "collatz", []param{ptrParam("out")}, 10, 0)
}

// wideCollatz: divergentLoop over the global id (out[gid]): warps and
// blocks finish at different times.
func wideCollatz(t testing.TB) *isa.Object {
	p := newProg("collatz.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(s2r(9, isa.SRegCtaidX)).i(s2r(8, isa.SRegNtidX)).
		i(op3(isa.OpMul, isa.I32, 7, 9, 8)).i(op3(isa.OpAdd, isa.I32, 0, 0, 7)).i(ldParam(3, 0)).
		i(opi(isa.OpAdd, isa.I32, 1, 0, 1)).i(movi(2, 0))
	p.at(2).label("head").i(icmpi(isa.CondULE, 5, 1, 1)).cbra(5, false, "done", "done")
	p.at(3).i(opi(isa.OpAnd, isa.I32, 4, 1, 1)).cbra(4, false, "odd", "next")
	p.at(4).i(opi(isa.OpLShr, isa.I32, 1, 1, 1)).bra("next")
	p.at(5).label("odd").i(opi(isa.OpMul, isa.I32, 1, 1, 3)).i(opi(isa.OpAdd, isa.I32, 1, 1, 1))
	p.at(6).label("next").i(opi(isa.OpAdd, isa.I32, 2, 2, 1)).bra("head")
	p.at(7).label("done").elemAddr(6, 3, 0).i(st32(isa.SpaceGlobal, 6, 0, 2)).i(exit())
	return p.object(t, "collatz", []param{ptrParam("out")}, 10, 0)
}

func TestDivergentLoop(t *testing.T) {
	o := divergentLoop(t)
	steps := func(n int) int64 {
		s := int64(0)
		for n > 1 {
			if n%2 == 1 {
				n = 3*n + 1
			} else {
				n /= 2
			}
			s++
		}
		return s
	}
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, "grid=1 block=64 out=int32[64]", sim.DefaultConfig())
		if r.Status != sim.StatusOK {
			t.Fatalf("%s: %s", mech, r.Status)
		}
		for i, v := range ints(r.Buffer("out")) {
			if v != steps(i+1) {
				t.Fatalf("%s: out[%d] = %d, want %d", mech, i, v, steps(i+1))
			}
		}
		if mech == "pdom" && (r.Stats.SIMDEfficiency >= 0.5 || r.Stats.DivergentBranches == 0) {
			t.Errorf("pdom: efficiency %v, divergent branches %d", r.Stats.SIMDEfficiency, r.Stats.DivergentBranches)
		}
	}
}

// benchMachines are the machines the simulator benchmarks run on: the
// simple one (fixed memory latencies) and gtx480 (the cache model on).
var benchMachines = []string{"simple", "gtx480"}

func benchRun(b *testing.B, o *isa.Object, mech, launch string) {
	for _, name := range benchMachines {
		b.Run(name, func(b *testing.B) { benchRunOn(b, name, o, mech, launch) })
	}
}

// benchMachine returns preset name with cores cores (0: the preset's).
func benchMachine(b *testing.B, name string, cores int) sim.Config {
	cfg, err := machine.Preset(name)
	if err != nil {
		b.Fatal(err)
	}
	if cores > 0 {
		cfg.Cores = cores
	}
	return cfg
}

func benchRunOn(b *testing.B, name string, o *isa.Object, mech, launch string) {
	cfg := benchMachine(b, name, 1)
	l := mustLaunch(b, launch)
	m, err := mechs.Default().Parse(mech)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	th, eff, cpu := benchRuns(b, o, m, l, cfg)
	b.ReportMetric(eff, "simd-eff")
	b.ReportMetric(float64(th)/b.Elapsed().Seconds(), "thread-inst/s")
	if cpu > 0 {
		// Per second of the process's CPU time (user+system, GC
		// included): on a loaded machine the wall rate undercounts.
		b.ReportMetric(float64(th)/cpu.Seconds(), "thread-inst/cpu-s")
	}
	b.ReportMetric(float64(th)/float64(b.N), "thread-inst/op")
}

// benchRuns runs launch l of o under m b.N times, each to StatusOK, and
// returns the thread instructions of all the runs, the SIMD efficiency of
// the last and the process's CPU time (all goroutines) they took.
func benchRuns(b *testing.B, o *isa.Object, m sim.Mech, l *sim.Launch, cfg sim.Config) (th int64, eff float64, cpu time.Duration) {
	return benchRunsOf(b, sim.Run, o, m, l, cfg)
}

// benchRunsOf is benchRuns with the runs made by run (sim.Run, or
// sim.RunLockstep).
func benchRunsOf(b *testing.B, run func(*isa.Object, sim.Mech, *sim.Launch, sim.Config) (*sim.Result, error), o *isa.Object, m sim.Mech, l *sim.Launch, cfg sim.Config) (th int64, eff float64, cpu time.Duration) {
	cpu0 := processCPU()
	for i := 0; i < b.N; i++ {
		r, err := run(o, m, l, cfg)
		if err != nil || r.Status != sim.StatusOK {
			b.Fatalf("%v %v", err, r.Status)
		}
		th += r.Stats.ThreadInstructions
		eff = r.Stats.SIMDEfficiency
	}
	return th, eff, processCPU() - cpu0
}

func BenchmarkNonDivergent(b *testing.B) {
	benchRun(b, uniformLoop(b), "pdom", "grid=4 block=256 out=int32[1024]")
}

func BenchmarkDivergent(b *testing.B) {
	benchRun(b, divergentLoop(b), "pdom", "grid=4 block=256 out=int32[1024]")
}

func BenchmarkMIMD(b *testing.B) {
	benchRun(b, divergentLoop(b), "mimd", "grid=1 block=256 out=int32[256]")
}

func BenchmarkMIMDNonDivergent(b *testing.B) {
	benchRun(b, uniformLoop(b), "mimd", "grid=4 block=256 out=int32[1024]")
}

// perThreadMechs are the mechanisms with a PC per thread that issue
// groups of threads (mimd, one thread per issue, has its own benchmarks).
var perThreadMechs = []string{"its", "minpc", "tf-sandy", "dwf"}

// BenchmarkPerThreadNonDivergent: the non-divergent loop of
// BenchmarkMIMDNonDivergent under the other mechanisms with per-thread
// PCs.
func BenchmarkPerThreadNonDivergent(b *testing.B) {
	for _, mech := range perThreadMechs {
		b.Run(mech, func(b *testing.B) {
			benchRun(b, uniformLoop(b), mech, "grid=4 block=256 out=int32[1024]")
		})
	}
}

// BenchmarkPerThreadDivergent: BenchmarkPerThreadNonDivergent's twin on
// the divergent loop of BenchmarkDivergent.
func BenchmarkPerThreadDivergent(b *testing.B) {
	for _, mech := range perThreadMechs {
		b.Run(mech, func(b *testing.B) {
			benchRun(b, divergentLoop(b), mech, "grid=4 block=256 out=int32[1024]")
		})
	}
}

// BenchmarkJobs: a 64-block launch on the preset's cores (simple 4,
// gtx480 15), on the lockstep engine (sim.RunLockstep: lockstep) and on
// the windowed engine with its cores on 1, 2 and 4 goroutines (the same
// result). jobs=1 against lockstep is what the windowed engine saves;
// jobs=2 against jobs=1 the parallel scaling alone.
func BenchmarkJobs(b *testing.B) {
	o := wideLoop(b)
	for _, name := range benchMachines {
		for _, mech := range []string{"pdom", "mimd"} {
			for _, jobs := range []int{0, 1, 2, 4} {
				sub := fmt.Sprintf("jobs=%d", jobs)
				if jobs == 0 {
					sub = "lockstep"
				}
				b.Run(name+"/"+mech+"/"+sub, func(b *testing.B) {
					benchJobs(b, o, name, mech, jobs)
				})
			}
		}
	}
}

// benchJobs runs BenchmarkJobs' launch with jobs goroutines, or on the
// lockstep engine (jobs 0).
func benchJobs(b *testing.B, o *isa.Object, name, mech string, jobs int) {
	cfg := benchMachine(b, name, 0) // simple: 4 cores, gtx480: 15
	cfg.Jobs = jobs
	run := sim.Run
	if jobs == 0 {
		run = sim.RunLockstep
	}
	l := mustLaunch(b, "grid=64 block=128 out=int32[8192]")
	m, err := mechs.Default().Parse(mech)
	if err != nil {
		b.Fatal(err)
	}
	th, _, cpu := benchRunsOf(b, run, o, m, l, cfg)
	if cpu > 0 {
		// All goroutines' CPU time: equal to the serial run's
		// rate when the parallel engine costs nothing extra.
		b.ReportMetric(float64(th)/cpu.Seconds(), "thread-inst/cpu-s")
	}
	b.ReportMetric(float64(th)/b.Elapsed().Seconds(), "thread-inst/s")
}
