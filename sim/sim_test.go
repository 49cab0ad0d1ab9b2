package sim_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// straightLine: out[gid] = gid*3 + 1.
func straightLine(t testing.TB) *isa.Object {
	p := newProg("line.cl")
	p.at(3).i(s2r(0, isa.SRegTidX)).i(s2r(1, isa.SRegCtaidX)).i(s2r(2, isa.SRegNtidX)).
		i(op3(isa.OpMul, isa.I32, 1, 1, 2)).i(op3(isa.OpAdd, isa.I32, 0, 0, 1)).
		i(ldParam(3, 0))
	p.at(4).i(opi(isa.OpMul, isa.I32, 4, 0, 3)).i(opi(isa.OpAdd, isa.I32, 4, 4, 1)).
		elemAddr(5, 3, 0).i(st32(isa.SpaceGlobal, 5, 0, 4))
	p.at(5).i(exit())
	return p.object(t, "line", []param{ptrParam("out")}, 6, 0)
}

func TestStraightLine(t *testing.T) {
	o := straightLine(t)
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, "grid=2 block=64 out=int32[128]", sim.DefaultConfig())
		if r.Status != sim.StatusOK {
			t.Fatalf("%s: status %s", mech, r.Status)
		}
		got := ints(r.Buffer("out"))
		for i, v := range got {
			if v != int64(i*3+1) {
				t.Fatalf("%s: out[%d] = %d, want %d", mech, i, v, i*3+1)
			}
		}
		if mech == "pdom" && r.Stats.SIMDEfficiency != 1 {
			t.Errorf("pdom: SIMD efficiency %v, want 1", r.Stats.SIMDEfficiency)
		}
		if want := int64(128 * 13); r.Stats.ThreadInstructions != want {
			t.Errorf("%s: thread instructions %d, want %d", mech, r.Stats.ThreadInstructions, want)
		}
	}
}

// ifElse: even threads run 4 instructions, odd threads 1.
func ifElse(t testing.TB) *isa.Object {
	p := newProg("ifelse.cl")
	p.at(2).i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0))
	p.at(3).i(opi(isa.OpAnd, isa.I32, 1, 0, 1)).cbra(1, false, "odd", "join")
	p.at(4).i(opi(isa.OpMul, isa.I32, 4, 0, 10)).i(opi(isa.OpAdd, isa.I32, 4, 4, 1)).i(opi(isa.OpAdd, isa.I32, 4, 4, 2)).bra("join")
	p.at(6).label("odd").i(opi(isa.OpMul, isa.I32, 4, 0, 100))
	p.at(8).label("join").elemAddr(5, 3, 0).i(st32(isa.SpaceGlobal, 5, 0, 4)).i(exit())
	return p.object(t, "ifelse", []param{ptrParam("out")}, 6, 0)
}

func TestIfElseEfficiency(t *testing.T) {
	o := ifElse(t)
	r := run(t, o, "pdom", "grid=1 block=64 out=int32[64]", sim.DefaultConfig())
	if r.Status != sim.StatusOK {
		t.Fatalf("status %s", r.Status)
	}
	for i, v := range ints(r.Buffer("out")) {
		want := int64(i*10 + 3)
		if i%2 == 1 {
			want = int64(i * 100)
		}
		if v != want {
			t.Fatalf("out[%d] = %d, want %d", i, v, want)
		}
	}
	// Per warp: 4 uniform instructions before the branch (incl. it), the
	// even path 4 instructions (incl. bra) with 16 lanes, the odd path 1
	// with 16 lanes, 5 uniform after the join.
	const uniform, even, odd = 4 + 5, 4, 1
	warpInst := int64(2 * (uniform + even + odd))
	threadInst := int64(2 * (32*uniform + 16*(even+odd)))
	if r.Stats.WarpInstructions != warpInst || r.Stats.ThreadInstructions != threadInst {
		t.Errorf("warp/thread instructions %d/%d, want %d/%d", r.Stats.WarpInstructions, r.Stats.ThreadInstructions, warpInst, threadInst)
	}
	want := float64(threadInst) / float64(warpInst*32)
	if r.Stats.SIMDEfficiency != want {
		t.Errorf("SIMD efficiency %v, want %v", r.Stats.SIMDEfficiency, want)
	}
	if depth, reconv := mstat(r, "max_stack_depth"), mstat(r, "reconvergences"); r.Stats.DivergentBranches != 2 || depth != 3 || reconv != 4 {
		t.Errorf("divergent branches %d, max stack depth %d, reconvergences %d; want 2, 3, 4", r.Stats.DivergentBranches, depth, reconv)
	}
	if len(r.Stats.BranchStats) != 1 || r.Stats.BranchStats[0].Line != "ifelse.cl:3" || r.Stats.BranchStats[0].Divergent != 2 || r.Stats.BranchStats[0].LanesActive != 64 {
		t.Errorf("per-branch stats %+v", r.Stats.BranchStats)
	}
}

// tripLoop: out[tid] = sum of 0..tid-1, a loop with per-thread trip counts.
func tripLoop(t testing.TB) *isa.Object {
	p := newProg("loop.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0)).i(movi(1, 0)).i(movi(2, 0))
	p.at(2).label("head").i(icmp3(isa.CondSGE, 5, 2, 0)).cbra(5, false, "done", "done")
	p.at(3).i(op3(isa.OpAdd, isa.I32, 1, 1, 2)).i(opi(isa.OpAdd, isa.I32, 2, 2, 1)).bra("head")
	p.at(5).label("done").elemAddr(6, 3, 0).i(st32(isa.SpaceGlobal, 6, 0, 1)).i(exit())
	return p.object(t, "loop", []param{ptrParam("out")}, 7, 0)
}

func TestLoopTripCounts(t *testing.T) {
	o := tripLoop(t)
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, "grid=1 block=32 out=int32[32]", sim.DefaultConfig())
		if r.Status != sim.StatusOK {
			t.Fatalf("%s: status %s", mech, r.Status)
		}
		for i, v := range ints(r.Buffer("out")) {
			if v != int64(i*(i-1)/2) {
				t.Fatalf("%s: out[%d] = %d", mech, i, v)
			}
		}
		if mech == "pdom" {
			// Iteration k (k = 0..30) runs the loop test (2 instructions)
			// with 32-k lanes, lane k exits, and the body (3) runs with
			// 31-k lanes; the last test runs with lane 31 alone; 4
			// instructions before and 5 after with 32 lanes.
			var th, wi int64 = 32*9 + 2, 9 + 2
			for k := 0; k < 31; k++ {
				th += int64(2*(32-k) + 3*(31-k))
				wi += 5
			}
			if r.Stats.ThreadInstructions != th || r.Stats.WarpInstructions != wi {
				t.Errorf("pdom: thread/warp instructions %d/%d, want %d/%d", r.Stats.ThreadInstructions, r.Stats.WarpInstructions, th, wi)
			}
			if d := mstat(r, "max_stack_depth"); d != 2 {
				t.Errorf("pdom: max stack depth %d, want 2", d)
			}
		}
	}
}

// spinLock is Fig. 1 of ElTantawy & Aamodt (MICRO 2016).
func spinLock(t testing.TB) *isa.Object {
	p := newProg("spinlock.cl")
	p.at(20).i(ldParam(1, 0)).i(ldParam(2, 8)).i(movi(6, 1))
	p.at(22).label("loop").i(isa.Inst{Op: isa.OpCas, Type: isa.I32, Space: isa.SpaceGlobal, Dst: 5, A: 1, B: isa.RZ, C: 6}).
		i(icmpi(isa.CondNE, 7, 5, 0)).cbra(7, false, "loop", "crit")
	p.at(25).label("crit").i(ld32(isa.SpaceGlobal, 8, 2, 0)).i(opi(isa.OpAdd, isa.I32, 8, 8, 1)).i(st32(isa.SpaceGlobal, 2, 0, 8))
	p.at(26).i(isa.Inst{Op: isa.OpAtom, Type: isa.I32, Space: isa.SpaceGlobal, Atom: isa.AtomXchg, Dst: isa.RZ, A: 1, B: isa.RZ})
	p.at(27).i(exit())
	return p.object(t, "spinlock", []param{ptrParam("lock"), ptrParam("counter")}, 9, 0)
}

func TestSpinLock(t *testing.T) {
	o := spinLock(t)
	const launch = "grid=1 block=64 warp=32 lock=int32[1] counter=int32[1]"
	r := run(t, o, "mimd", launch, sim.DefaultConfig())
	if r.Status != sim.StatusOK {
		t.Fatalf("mimd: status %s\n%v", r.Status, r.Diagnosis)
	}
	if c := r.Buffer("counter").Int(0); c != 64 {
		t.Errorf("mimd: counter = %d, want 64", c)
	}
	if l := r.Buffer("lock").Int(0); l != 0 {
		t.Errorf("mimd: lock = %d, want 0", l)
	}

	r = run(t, o, "pdom", launch, sim.DefaultConfig())
	if r.Status != sim.StatusDeadlock {
		t.Fatalf("pdom: status %s, want deadlock", r.Status)
	}
	d := r.Diagnosis
	text := d.String()
	t.Logf("%s", text)
	if len(d.Warps) != 2 {
		t.Fatalf("diagnosis has %d warps, want 2", len(d.Warps))
	}
	w0 := d.Warps[0]
	var leader, spin *sim.GroupDiag
	for i := range w0.Groups {
		switch w0.Groups[i].State {
		case "reconvergence":
			leader = &w0.Groups[i]
		case "spinning":
			spin = &w0.Groups[i]
		}
	}
	if leader == nil || leader.Threads != "0" || leader.Line != "spinlock.cl:25" || leader.WaitingFor != "1-31" {
		t.Errorf("warp 0: want thread 0 waiting at the reconvergence point spinlock.cl:25 for 1-31, got %+v", leader)
	}
	if spin == nil || spin.Threads != "1-31" || spin.LoopLines != "spinlock.cl:22" {
		t.Errorf("warp 0: want threads 1-31 spinning in the loop at spinlock.cl:22, got %+v", spin)
	}
	if g := d.Warps[1].Groups; len(g) != 1 || g[0].State != "spinning" || g[0].Threads != "32-63" {
		t.Errorf("warp 1: want threads 32-63 spinning, got %+v", g)
	}
	if !strings.Contains(text, "thread 0 waits at the reconvergence point pc 0x60 (spinlock.cl:25) for threads 1-31, which spin in the loop at spinlock.cl:22") {
		t.Errorf("diagnosis text does not name the waiting leading thread:\n%s", text)
	}
}

// reduction: a tree reduction in shared memory with uniform barriers;
// out[block] = sum of the block's inputs.
func reduction(t testing.TB) *isa.Object {
	p := newProg("reduce.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(s2r(14, isa.SRegCtaidX)).i(s2r(15, isa.SRegNtidX)).
		i(ldParam(3, 0)).i(ldParam(4, 8))
	p.at(2).i(op3(isa.OpMul, isa.I32, 13, 14, 15)).i(op3(isa.OpAdd, isa.I32, 13, 13, 0)).
		elemAddr(5, 3, 13).i(ld32(isa.SpaceGlobal, 6, 5, 0)).
		i(opi(isa.OpShl, isa.I32, 7, 0, 2)).i(st32(isa.SpaceShared, 7, 0, 6))
	p.at(3).i(bar()).i(opi(isa.OpLShr, isa.I32, 8, 15, 1))
	p.at(4).label("loop").i(icmp3(isa.CondSLT, 9, 0, 8)).cbra(9, true, "skip", "skip")
	p.at(5).i(op3(isa.OpAdd, isa.I32, 10, 0, 8)).i(opi(isa.OpShl, isa.I32, 10, 10, 2)).
		i(ld32(isa.SpaceShared, 11, 10, 0)).i(ld32(isa.SpaceShared, 12, 7, 0)).
		i(op3(isa.OpAdd, isa.I32, 12, 12, 11)).i(st32(isa.SpaceShared, 7, 0, 12))
	p.at(6).label("skip").i(bar()).i(opi(isa.OpLShr, isa.I32, 8, 8, 1)).
		i(icmpi(isa.CondNE, 9, 8, 0)).cbra(9, false, "loop", "done")
	p.at(8).label("done").i(icmpi(isa.CondEQ, 9, 0, 0)).cbra(9, true, "end", "end")
	p.at(9).i(ld32(isa.SpaceShared, 11, isa.RZ, 0)).elemAddr(5, 4, 14).i(st32(isa.SpaceGlobal, 5, 0, 11))
	p.at(10).label("end").i(exit())
	return p.object(t, "reduce", []param{ptrParam("in"), ptrParam("out")}, 16, 64*4)
}

func TestBarrierReduction(t *testing.T) {
	o := reduction(t)
	for _, mech := range mechs.Default().Names() {
		for _, barrier := range []sim.BarrierCounting{sim.BarrierPerThread, sim.BarrierPerWarp} {
			cfg := sim.DefaultConfig()
			cfg.Barrier = barrier
			cfg.Cores = 1
			r := run(t, o, mech, "grid=3 block=64 in=int32[192]:iota out=int32[3]", cfg)
			if r.Status != sim.StatusOK {
				t.Fatalf("%s/%s: status %s\n%v", mech, barrier, r.Status, r.Diagnosis)
			}
			got := fmtInts(ints(r.Buffer("out")))
			if want := "[2016 6112 10208]"; got != want {
				t.Errorf("%s/%s: out = %s, want %s", mech, barrier, got, want)
			}
			if r.Stats.Barriers != 3*7 {
				t.Errorf("%s/%s: %d barrier releases, want 21", mech, barrier, r.Stats.Barriers)
			}
		}
	}
}

func TestOutOfBoundsStore(t *testing.T) {
	o := straightLine(t)
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, "grid=1 block=64 out=int32[40]", sim.DefaultConfig())
		if r.Status != sim.StatusFault || r.Fault == nil {
			t.Fatalf("%s: status %s, want fault", mech, r.Status)
		}
		f := r.Fault
		if f.Thread != 40 || f.PC != 11*isa.InstSize || f.Line != "line.cl:4" || !strings.Contains(f.Message, "out of bounds") {
			t.Errorf("%s: fault %s", mech, f)
		}
	}
}

func TestDivisionByZero(t *testing.T) {
	p := newProg("div.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0))
	p.at(2).i(opi(isa.OpSub, isa.I32, 1, 0, 5)).i(movi(2, 100)).i(op3(isa.OpSDiv, isa.I32, 4, 2, 1))
	p.at(3).elemAddr(5, 3, 0).i(st32(isa.SpaceGlobal, 5, 0, 4)).i(exit())
	o := p.object(t, "div", []param{ptrParam("out")}, 6, 0)
	r := run(t, o, "pdom", "grid=1 block=32 out=int32[32]", sim.DefaultConfig())
	if r.Status != sim.StatusFault || r.Fault.Thread != 5 || r.Fault.Line != "div.cl:2" || !strings.Contains(r.Fault.Message, "division by zero") {
		t.Fatalf("status %s, fault %v", r.Status, r.Fault)
	}
	var buf bytes.Buffer
	if err := r.WriteText(&buf); err != nil || !strings.Contains(buf.String(), "thread 5") {
		t.Errorf("text report: %v\n%s", err, buf.String())
	}
}

func TestPartialBarrier(t *testing.T) {
	p := newProg("pbar.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(icmpi(isa.CondSGE, 1, 0, 16)).cbra(1, false, "skip", "skip")
	p.at(2).i(bar())
	p.at(3).label("skip").i(exit())
	o := p.object(t, "pbar", nil, 2, 0)
	r := run(t, o, "pdom", "grid=1 block=32", sim.DefaultConfig())
	if r.Status != sim.StatusDeadlock {
		t.Fatalf("pdom: status %s, want deadlock", r.Status)
	}
	text := r.Diagnosis.String()
	t.Logf("%s", text)
	if !strings.Contains(text, "threads 0-15 wait at the barrier at pc 0x30 (pbar.cl:2); 16 of the 32 threads the barrier needs arrived") ||
		!strings.Contains(text, "threads 16-31 at pc 0x40 (pbar.cl:3) cannot issue: in one split with threads 0-15, which wait at a barrier") {
		t.Errorf("diagnosis:\n%s", text)
	}
	// Under mimd the other threads exit, and the barrier then releases.
	if r := run(t, o, "mimd", "grid=1 block=32", sim.DefaultConfig()); r.Status != sim.StatusOK {
		t.Errorf("mimd: status %s", r.Status)
	}
}

func TestDeterministicJSON(t *testing.T) {
	for _, o := range []*isa.Object{spinLock(t), reduction(t)} {
		launch := "grid=2 block=64 lock=int32[1] counter=int32[1]"
		if o.Kernels[0].Name == "reduce" {
			launch = "grid=3 block=64 in=int32[192]:iota out=int32[3]"
		}
		for _, mech := range mechs.Default().Names() {
			a, _ := json.Marshal(run(t, o, mech, launch, sim.DefaultConfig()))
			b, _ := json.Marshal(run(t, o, mech, launch, sim.DefaultConfig()))
			if !bytes.Equal(a, b) {
				t.Errorf("%s %s: two runs differ:\n%s\n%s", o.Kernels[0].Name, mech, a, b)
			}
			var v map[string]any
			if err := json.Unmarshal(a, &v); err != nil {
				t.Fatalf("invalid JSON: %v\n%s", err, a)
			}
			for _, k := range []string{"kernel", "mechanism", "status", "cycles", "warp_instructions", "thread_instructions", "simd_efficiency", "buffers"} {
				if _, ok := v[k]; !ok {
					t.Errorf("JSON lacks %q", k)
				}
			}
		}
	}
}

func TestSchedulersAndWidths(t *testing.T) {
	o := reduction(t)
	for _, s := range []sim.Scheduler{sim.SchedGTO, sim.SchedLRR, sim.SchedGTLRR} {
		for _, simd := range []int{32, 8} {
			cfg := sim.DefaultConfig()
			cfg.Scheduler, cfg.SIMDWidth, cfg.IssueWidth = s, simd, 2
			r := run(t, o, "pdom", "grid=3 block=64 in=int32[192]:iota out=int32[3]", cfg)
			if got := fmtInts(ints(r.Buffer("out"))); r.Status != sim.StatusOK || got != "[2016 6112 10208]" {
				t.Errorf("%s simd %d: %s %s", s, simd, r.Status, got)
			}
		}
	}
}

func TestMaxCycles(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.MaxCycles = 500
	r := run(t, spinLock(t), "pdom", "grid=1 block=64 lock=int32[1] counter=int32[1]", cfg)
	if r.Status != sim.StatusMaxCycles || r.Diagnosis == nil {
		t.Errorf("status %s, want max-cycles with a diagnosis", r.Status)
	}
}

func TestLaunchErrors(t *testing.T) {
	o := spinLock(t)
	for _, tc := range []struct{ launch, want string }{
		{"grid=1 block=32 lock=int32[1]", "missing argument counter"},
		{"grid=1 block=32 lock=int32[1] counter=5", "parameter counter is a pointer"},
		{"grid=1 block=32 lock=int32[1] counter=float32[1]", "points to i32, got float32"},
		{"grid=1 block=32 lock=int32[1] counter=int32[1] extra=1", "no parameter extra"},
	} {
		_, err := mechs.Run(o, "pdom", mustLaunch(t, tc.launch), sim.DefaultConfig())
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.launch, err, tc.want)
		}
	}
	if _, err := mechs.Run(o, "nope", mustLaunch(t, "grid=1 block=1"), sim.DefaultConfig()); err == nil {
		t.Error("unknown mechanism accepted")
	}
}

func TestSpinForeverRepeat(t *testing.T) {
	// while (*flag == 0) {} with a flag nobody sets: the state of every
	// warp (pdom) or thread (mimd) repeats while memory does not change.
	p := newProg("wait.cl")
	p.at(1).i(ldParam(1, 0))
	p.at(2).label("loop").i(isa.Inst{Op: isa.OpLd, Type: isa.I32, Space: isa.SpaceGlobal, Flags: isa.FlagVolatile, Dst: 2, A: 1}).
		i(icmpi(isa.CondEQ, 3, 2, 0)).cbra(3, false, "loop", "done")
	p.at(3).label("done").i(exit())
	o := p.object(t, "wait", []param{ptrParam("flag")}, 4, 0)
	cfg := sim.DefaultConfig()
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, "grid=1 block=32 flag=int32[1]", cfg)
		if r.Status != sim.StatusDeadlock || len(r.Diagnosis.Warps) != 1 {
			t.Fatalf("%s: status %s", mech, r.Status)
		}
		g := r.Diagnosis.Warps[0].Groups
		if len(g) == 0 || g[0].State != "spinning" || g[0].LoopLines != "wait.cl:2" {
			t.Errorf("%s: %s", mech, r.Diagnosis)
		}
		if !strings.Contains(r.Diagnosis.Reason, "repeats exactly") || r.Stats.Cycles > 100_000 {
			t.Errorf("%s: after %d cycles: %s", mech, r.Stats.Cycles, r.Diagnosis.Reason)
		}
	}
	// The opt-in no-write watchdog is its own status.
	cfg.Watchdog = 500
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, "grid=1 block=32 flag=int32[1]", cfg)
		if r.Status != sim.StatusWatchdog || !r.Diagnosis.Snapshot || r.Stats.Cycles > 2000 {
			t.Errorf("%s: watchdog 500: status %s after %d cycles", mech, r.Status, r.Stats.Cycles)
		}
	}
}

func TestCoalescing(t *testing.T) {
	// out[tid*stride] = 1 for stride 1 (one 128-byte segment per warp) and
	// 32 (one segment per thread).
	for _, tc := range []struct {
		stride int64
		tx     int64
	}{{1, 1}, {32, 32}, {2, 2}} {
		p := newProg("co.cl")
		p.i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0)).i(opi(isa.OpMul, isa.I32, 1, 0, tc.stride)).
			elemAddr(5, 3, 1).i(movi(4, 1)).i(st32(isa.SpaceGlobal, 5, 0, 4)).i(exit())
		o := p.object(t, "co", []param{ptrParam("out")}, 6, 0)
		r := run(t, o, "pdom", "grid=1 block=32 out=int32[1024]", sim.DefaultConfig())
		// ld.param counts one transaction; the store tc.tx.
		if r.Status != sim.StatusOK || r.Stats.MemInstructions != 2 || r.Stats.MemTransactions != 1+tc.tx {
			t.Errorf("stride %d: %s, %d memory instructions, %d transactions; want 2, %d", tc.stride, r.Status, r.Stats.MemInstructions, r.Stats.MemTransactions, 1+tc.tx)
		}
	}
}

func TestSIMDWidthCycles(t *testing.T) {
	o := uniformLoop(t)
	var cycles [2]int64
	for i, simd := range []int{32, 8} {
		cfg := sim.DefaultConfig()
		cfg.SIMDWidth = simd
		r := run(t, o, "pdom", "grid=1 block=256 out=int32[256]", cfg)
		if r.Status != sim.StatusOK {
			t.Fatal(r.Status)
		}
		cycles[i] = r.Stats.Cycles
	}
	if cycles[1] < 3*cycles[0] {
		t.Errorf("SIMD width 8 takes %d cycles, width 32 %d: want about 4x", cycles[1], cycles[0])
	}
}

func TestIdleCyclesSkipped(t *testing.T) {
	// A load with a latency of ten million cycles: the run must jump over
	// the wait, not tick through it.
	p := newProg("slow.cl")
	p.i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0)).elemAddr(5, 3, 0).i(ld32(isa.SpaceGlobal, 4, 5, 0)).
		i(opi(isa.OpAdd, isa.I32, 4, 4, 1)).i(st32(isa.SpaceGlobal, 5, 0, 4)).i(exit())
	o := p.object(t, "slow", []param{ptrParam("out")}, 6, 0)
	cfg := sim.DefaultConfig()
	cfg.Mem.DRAM.Latency = 10_000_000
	r := run(t, o, "pdom", "grid=1 block=32 out=int32[32]:iota", cfg)
	if r.Status != sim.StatusOK || r.Stats.Cycles < 10_000_000 || r.Buffer("out").Int(31) != 32 {
		t.Fatalf("%s after %d cycles", r.Status, r.Stats.Cycles)
	}
	if r.Stats.IdleIssueCycles < 9_999_000 {
		t.Errorf("idle issue cycles %d", r.Stats.IdleIssueCycles)
	}
}

// mstat returns the mechanism statistic name of r (-1: none).
func mstat(r *sim.Result, name string) int64 {
	v, ok := r.Stats.Mechanism.Get(name)
	if !ok {
		return -1
	}
	return v
}
