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

// afterDivergentWork: every thread but those with tid%8 == 7 (which exit
// at once) sums i*i for i < tid — a loop with per-thread trip counts — and
// then the warp shuffles the sums from lane+1, takes a ballot of the odd
// threads, and votes. out[5*tid …] = shfl, ballot (low 32 bits),
// vote.any(lane == 5), vote.all(tid%8 != 7), vote.all(lane < 30).
func afterDivergentWork(t testing.TB) *isa.Object {
	p := newProg("coll.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(s2r(16, isa.SRegLaneID)).i(ldParam(3, 0)).i(movi(1, 0)).i(movi(2, 0))
	p.at(2).i(opi(isa.OpAnd, isa.I32, 20, 0, 7)).i(icmpi(isa.CondEQ, 21, 20, 7)).cbra(21, false, "quit", "")
	p.at(3).label("head").i(icmp3(isa.CondSGE, 5, 2, 0)).cbra(5, false, "done", "done")
	p.at(4).i(op3(isa.OpMul, isa.I32, 6, 2, 2)).i(op3(isa.OpAdd, isa.I32, 1, 1, 6)).i(opi(isa.OpAdd, isa.I32, 2, 2, 1)).bra("head")
	p.at(6).label("done").i(opi(isa.OpAdd, isa.I32, 8, 16, 1)).i(isa.Inst{Op: isa.OpShfl, Dst: 9, A: 1, B: 8})
	p.at(7).i(opi(isa.OpAnd, isa.I32, 10, 0, 1)).i(isa.Inst{Op: isa.OpBallot, Dst: 11, A: 10})
	p.at(8).i(icmpi(isa.CondEQ, 12, 16, 5)).i(isa.Inst{Op: isa.OpVoteAny, Dst: 13, A: 12})
	p.at(9).i(icmpi(isa.CondNE, 14, 20, 7)).i(isa.Inst{Op: isa.OpVoteAll, Dst: 15, A: 14})
	p.at(10).i(icmpi(isa.CondULT, 17, 16, 30)).i(isa.Inst{Op: isa.OpVoteAll, Dst: 18, A: 17})
	p.at(11).i(opi(isa.OpMul, isa.I32, 19, 0, 5)).elemAddr(22, 3, 19).
		i(st32(isa.SpaceGlobal, 22, 0, 9)).i(st32(isa.SpaceGlobal, 22, 4, 11)).i(st32(isa.SpaceGlobal, 22, 8, 13)).
		i(st32(isa.SpaceGlobal, 22, 12, 15)).i(st32(isa.SpaceGlobal, 22, 16, 18))
	p.at(12).label("quit").i(exit())
	return p.object(t, "coll", []param{ptrParam("out")}, 23, 0)
}

// TestCollectiveAfterDivergentWork: under mimd the threads reach the warp
// operations after different amounts of work, yet each gets the warp-wide
// result, the same as under pdom (where the warp reconverges first).
// Exited threads take no part.
func TestCollectiveAfterDivergentWork(t *testing.T) {
	o := afterDivergentWork(t)
	const launch = "grid=1 block=64 warp=32 out=int32[320]"
	sum := func(tid int) int64 { // what thread tid holds in r1 at the operations
		if tid%8 == 7 {
			return 0
		}
		s := int64(0)
		for i := 0; i < tid; i++ {
			s += int64(i * i)
		}
		return s
	}
	var want []int64
	for tid := 0; tid < 64; tid++ {
		if tid%8 == 7 {
			want = append(want, 0, 0, 0, 0, 0)
			continue
		}
		src := tid&^31 | (tid+1)%32
		want = append(want, sum(src), 0x2a2a2a2a, 1, 1, 0)
	}
	res := map[string]*sim.Result{}
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, launch, sim.DefaultConfig())
		if r.Status != sim.StatusOK {
			t.Fatalf("%s: %s %v %v", mech, r.Status, r.Fault, r.Diagnosis)
		}
		if got := fmtInts(ints(r.Buffer("out"))); got != fmtInts(want) {
			t.Errorf("%s:\n got %s\nwant %s", mech, got, fmtInts(want))
		}
		res[mech] = r
	}
	if a, b := res["mimd"].Buffer("out").Data, res["pdom"].Buffer("out").Data; !bytes.Equal(a, b) {
		t.Errorf("mimd and pdom disagree")
	}
	// mimd issues every other instruction for one thread, and each warp
	// operation once per warp for all its live threads (5 operations, 2
	// warps, 28 live threads each).
	st := res["mimd"].Stats
	if st.ThreadInstructions != res["pdom"].Stats.ThreadInstructions {
		t.Errorf("thread instructions: mimd %d, pdom %d", st.ThreadInstructions, res["pdom"].Stats.ThreadInstructions)
	}
	if want := st.ThreadInstructions - 5*2*28 + 5*2; st.WarpInstructions != want {
		t.Errorf("mimd: %d warp instructions, want %d", st.WarpInstructions, want)
	}
	// Deterministic: two runs give the same JSON.
	a, _ := json.Marshal(run(t, o, "mimd", launch, sim.DefaultConfig()))
	b, _ := json.Marshal(res["mimd"])
	if !bytes.Equal(a, b) {
		t.Errorf("mimd: two runs differ:\n%s\n%s", a, b)
	}
}

// TestDivergentCollective: threads of one warp that wait at different
// warp-level operations (or at one while the others wait at a barrier or
// spin) can never go on under mimd; the diagnosis says so. pdom runs each
// path's operation for the path's threads.
func TestDivergentCollective(t *testing.T) {
	vote := isa.Inst{Op: isa.OpVoteAny, Dst: 2, A: 1}
	for _, tc := range []struct {
		name string
		hi   func(p *prog) // what threads 16-31 do at line 3
		want []string      // in the diagnosis text
	}{{
		name: "two votes",
		hi:   func(p *prog) { p.i(vote) },
		want: []string{
			"threads 0-15 wait at the collective vote.any at pc 0x50 (div.cl:5) for threads 16-31; threads 16-31 at the collective vote.any at pc 0x30 (div.cl:3): a collective operation reached by only part of the sub-group",
			"threads 16-31 wait at the collective vote.any at pc 0x30 (div.cl:3) for threads 0-15; threads 0-15 at the collective vote.any at pc 0x50 (div.cl:5): a collective operation reached by only part of the sub-group",
		},
	}, {
		name: "vote and barrier",
		hi:   func(p *prog) { p.i(bar()) },
		want: []string{
			"threads 16-31 wait at the barrier at pc 0x30 (div.cl:3); 16 of the 32 threads the barrier needs arrived",
			"threads 0-15 wait at the collective vote.any at pc 0x50 (div.cl:5) for threads 16-31; threads 16-31 at the barrier at pc 0x30 (div.cl:3): a collective operation reached by only part of the sub-group",
		},
	}, {
		name: "vote and spin",
		hi:   func(p *prog) { p.label("spin").bra("spin") },
		want: []string{
			"threads 0-15 wait at the collective vote.any at pc 0x50 (div.cl:5) for threads 16-31; threads 16-31 spinning in the loop at pc 0x30-0x30 (div.cl:3)",
			"threads 16-31 spin in the loop at pc 0x30-0x30 (div.cl:3) without making progress",
		},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			p := newProg("div.cl")
			p.at(1).i(s2r(0, isa.SRegTidX)).i(icmpi(isa.CondULT, 1, 0, 16)).cbra(1, false, "lo", "join")
			p.at(3)
			tc.hi(p)
			p.bra("join")
			p.at(5).label("lo").i(vote)
			p.at(6).label("join").i(exit())
			o := p.object(t, "div", nil, 3, 0)
			cfg := sim.DefaultConfig()
			r := run(t, o, "mimd", "grid=1 block=32", cfg)
			if r.Status != sim.StatusDeadlock {
				t.Fatalf("mimd: status %s, want deadlock", r.Status)
			}
			text := r.Diagnosis.String()
			t.Logf("%s", text)
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("diagnosis lacks %q", w)
				}
			}
			var coll *sim.GroupDiag
			for i, g := range r.Diagnosis.Warps[0].Groups {
				if g.State == "collective" && g.Threads == "0-15" {
					coll = &r.Diagnosis.Warps[0].Groups[i]
				}
			}
			if coll == nil || coll.Line != "div.cl:5" || coll.WaitingFor != "16-31" {
				t.Errorf("want threads 0-15 in state collective at div.cl:5 waiting for 16-31, got %+v", coll)
			}
			if tc.name != "two votes" {
				return
			}
			if r := run(t, o, "pdom", "grid=1 block=32", cfg); r.Status != sim.StatusOK {
				t.Errorf("pdom: status %s", r.Status)
			}
		})
	}
}

// TestCollectiveWithoutExited: threads that exited before a warp
// operation do not take part; the others execute it without them.
func TestCollectiveWithoutExited(t *testing.T) {
	p := newProg("half.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(ldParam(3, 0)).i(icmpi(isa.CondULT, 1, 0, 16)).cbra(1, false, "quit", "")
	p.at(2).i(isa.Inst{Op: isa.OpBallot, Dst: 2, A: 1}).i(opi(isa.OpOr, isa.I32, 2, 2, 1)).
		i(isa.Inst{Op: isa.OpVoteAll, Dst: 4, A: 2}).i(op3(isa.OpAdd, isa.I32, 2, 2, 4))
	p.at(3).elemAddr(5, 3, 0).i(st32(isa.SpaceGlobal, 5, 0, 2))
	p.at(4).label("quit").i(exit())
	o := p.object(t, "half", []param{ptrParam("out")}, 6, 0)
	for _, mech := range mechs.Default().Names() {
		r := run(t, o, mech, "grid=1 block=32 out=int32[32]", sim.DefaultConfig())
		if r.Status != sim.StatusOK {
			t.Fatalf("%s: %s %v", mech, r.Status, r.Diagnosis)
		}
		// ballot = 0 (no live thread has tid < 16), | 1, + vote.all(1) = 2.
		for i, v := range ints(r.Buffer("out")) {
			if want := int64(2 * b2i(i >= 16)); v != want {
				t.Fatalf("%s: out[%d] = %d, want %d", mech, i, v, want)
			}
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
