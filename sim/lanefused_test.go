package sim_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// TestLaneIssueSameAsGeneral: mimd offers one-thread splits
// (sim.LaneSplitter), and the core's fused issue of them (issueLanes:
// the ready list's search, the execution of ALU operations and branches
// and their commit in one function; laneRun: that, cycle after cycle, on
// a core with one scheduler, as on simple) gives the result of the
// general path — mimd wrapped, so the core asks Splits and calls Commit
// for every issue — and of the one-thread path with an observer
// (stepLane, which executes ALU operations through intOp and icmp),
// statistics, diagnosis and memory included, on kernels that diverge,
// loop, wait at barriers, exit at different times, take warp-level
// operations (LaneAsk, LaneCommit), spin, deadlock and execute every
// integer operation laneRun does itself, on both kinds of machine, and
// gtx480 without its memory pipeline. (With a pipeline, a lane at a
// memory instruction while the pipeline is busy is not ready: the ready
// list goes on to the warp's later lanes, as the scan of Splits does,
// whose ready cycles include the pipeline's; until 2026-11-29 it passed
// the whole warp over, and this test compared gtx480 with the observed
// run only.)
func TestLaneIssueSameAsGeneral(t *testing.T) {
	reg := mechs.Default()
	mimd := addWrapped(t, reg, "mimd")
	if _, ok := mimd.New(&sim.Config{}, nil, sim.Params{}).(sim.LaneSplitter); !ok {
		t.Fatal("mimd is not a LaneSplitter: this test tests nothing")
	}
	fast, err := reg.Parse("mimd")
	if err != nil {
		t.Fatal(err)
	}
	general, err := reg.Parse("mimd-general")
	if err != nil {
		t.Fatal(err)
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
		{"collective", afterDivergentWork(t), "grid=1 block=64 warp=32 out=int32[320]"},
		{"spin", spinOrWork(t), "grid=6 block=64 out=int32[6] flag=int32[1]"},
		{"alu", aluMix(t), "grid=1 block=64 out=int32[128]"},
		{"noregs", noRegs(t), "grid=1 block=64"},
	} {
		for _, name := range []string{"simple", "gtx480", "gtx480-nolsu"} {
			cfg, err := machine.Preset(strings.TrimSuffix(name, "-nolsu"))
			if err != nil {
				t.Fatal(err)
			}
			if name == "gtx480-nolsu" {
				// No memory pipeline (sim's machine.lsu).
				cfg.Mem.L1.Sets, cfg.Mem.Shared.Banks = 0, 0
			}
			ab, bb, cb := runThreeWays(t, k.o, fast, general, mustLaunch(t, k.launch), cfg, "mimd")
			if !bytes.Equal(ab, bb) {
				t.Errorf("%s/%s:\nlanes   %s\ngeneral %s", k.name, name, ab, bb)
			}
			if !bytes.Equal(ab, cb) {
				t.Errorf("%s/%s:\nlanes    %s\nobserved %s", k.name, name, ab, cb)
			}
		}
	}
}

// noRegs is a kernel without registers: branches to an exit (laneRun's
// table has no register to read for it, the backend's random CFGs make
// such kernels).
func noRegs(t testing.TB) *isa.Object {
	p := newProg("noregs.cl")
	p.at(1).bra("b")
	p.at(2).label("b").bra("c")
	p.at(3).label("c").i(exit())
	return p.object(t, "noregs", nil, 0, 0)
}

// aluMix: every integer operation laneRun executes itself (add, sub,
// mul, and, or, xor, shl, lshr, ashr, and icmp under every integer
// condition), on 32 and 64 bits, with a register and an immediate
// operand, RZ as an operand and as the result, on values of both signs
// and shift counts beyond the width,
// folded into one word per thread: out[2*tid], out[2*tid+1] = its low
// and high halves.
func aluMix(t testing.TB) *isa.Object {
	p := newProg("alu.cl")
	// r1 = x: tid*0x9e3779b1 - 2^30 (64 bits: times 2^32+1), r2 = y:
	// tid*7 + 29, r10 = acc.
	p.at(1).i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0)).
		i(opi(isa.OpMul, isa.I32, 1, 0, 0x9e3779b1)).i(opi(isa.OpSub, isa.I32, 1, 1, 1<<30)).
		i(opi(isa.OpMul, isa.I32, 2, 0, 7)).i(opi(isa.OpAdd, isa.I32, 2, 2, 29)).
		i(opi(isa.OpMul, isa.I64, 4, 1, 1<<32|1)).i(movi(10, 0))
	for _, ty := range []isa.Type{isa.I32, isa.I64} {
		x := isa.Reg(1)
		if ty == isa.I64 {
			x = 4
		}
		for _, op := range []isa.Op{isa.OpAdd, isa.OpSub, isa.OpMul, isa.OpAnd, isa.OpOr, isa.OpXor, isa.OpShl, isa.OpLShr, isa.OpAShr} {
			p.i(op3(op, ty, 5, x, 2)).i(op3(isa.OpXor, isa.I64, 10, 10, 5)).i(opi(isa.OpMul, isa.I64, 10, 10, 31))
			p.i(opi(op, ty, 5, x, 45)).i(op3(isa.OpXor, isa.I64, 10, 10, 5)).i(opi(isa.OpMul, isa.I64, 10, 10, 31))
		}
		for c := isa.CondEQ; c <= isa.CondSLE; c++ {
			p.i(isa.Inst{Op: isa.OpICmp, Type: ty, Cond: c, Dst: 5, A: x, B: 2}).i(op3(isa.OpAdd, isa.I64, 10, 10, 5)).i(opi(isa.OpMul, isa.I64, 10, 10, 3))
			p.i(isa.Inst{Op: isa.OpICmp, Type: ty, Cond: c, Dst: 5, A: x, Flags: isa.FlagImm, Imm: -5}).i(op3(isa.OpAdd, isa.I64, 10, 10, 5)).i(opi(isa.OpMul, isa.I64, 10, 10, 3))
		}
		// RZ as A and as B (reads 0), and as Dst (the value dropped:
		// r5 keeps the compare's).
		p.i(op3(isa.OpSub, ty, 5, isa.RZ, x)).i(op3(isa.OpXor, isa.I64, 10, 10, 5)).i(opi(isa.OpMul, isa.I64, 10, 10, 31))
		p.i(op3(isa.OpOr, ty, 5, x, isa.RZ)).i(op3(isa.OpXor, isa.I64, 10, 10, 5)).i(opi(isa.OpMul, isa.I64, 10, 10, 31))
		p.i(isa.Inst{Op: isa.OpICmp, Type: ty, Cond: isa.CondSLT, Dst: 5, A: x, B: isa.RZ}).i(op3(isa.OpAdd, isa.I64, 10, 10, 5))
		p.i(op3(isa.OpAdd, ty, isa.RZ, x, 2)).i(op3(isa.OpXor, isa.I64, 10, 10, 5)).i(opi(isa.OpMul, isa.I64, 10, 10, 31))
	}
	p.at(2).i(opi(isa.OpShl, isa.I32, 6, 0, 1)).elemAddr(7, 3, 6).i(st32(isa.SpaceGlobal, 7, 0, 10)).
		i(opi(isa.OpLShr, isa.I64, 10, 10, 32)).i(st32(isa.SpaceGlobal, 7, 4, 10)).i(exit())
	return p.object(t, "alu", []param{ptrParam("out")}, 11, 0)
}
