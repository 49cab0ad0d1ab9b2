package sim_test

// Test mechanisms that prove the capabilities of the mechanism interface
// (issue 10): a timer wake-up, lanes of two warps issued together, and a
// mechanism's own statistic (the per-issue cost: cost_test.go). They run
// through sim.Run with a registry row of their own, unregistered, or from
// a registry value they are added to (slow: a mechanism with a
// parameter).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

func pdomRow(t testing.TB) sim.MechInfo {
	mi, err := mechs.Default().Lookup("pdom")
	if err != nil {
		t.Fatal(err)
	}
	return mi
}

// straight: out[tid] = tid + 10.
func straight(t testing.TB) *isa.Object {
	return compileMiniC(t, "straight.cl", `
kernel void straight(global int *out) {
    out[get_local_id(0)] = get_local_id(0) + 10;
}`)
}

func mustParse(t testing.TB, s string) *sim.Launch {
	l, err := harness.ParseLaunch(s, ".")
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// timer is pdom where a warp, after each branch, waits until a timer fires
// 500 cycles later (nothing else wakes it).
type timer struct {
	sim.Mechanism
	until map[*sim.Warp]int64
	waits int64
}

func (m *timer) Splits(w *sim.Warp, now int64, dst []sim.Split) []sim.Split {
	if now < m.until[w] {
		return dst
	}
	return m.Mechanism.Splits(w, now, dst)
}

func (m *timer) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	c := m.Mechanism.Commit(w, s, o, now)
	if o.Kind == sim.OutBranch {
		m.until[w] = now + 500
		w.WakeAt(now + 500)
		m.waits++
	}
	return c
}

func (m *timer) Stats(dst []sim.NamedStat) []sim.NamedStat {
	return append(m.Mechanism.Stats(dst), sim.NamedStat{Name: "timer_waits", Value: m.waits})
}

func TestTimerWakeUpIsNotDeadlock(t *testing.T) {
	o := compileMiniC(t, "loop.cl", `
kernel void loop(global int *out) {
    int s = 0;
    for (int i = 0; i < 10; i++) s += i;
    out[get_global_id(0)] = s;
}`)
	mi := pdomRow(t)
	mi.Name = "timer"
	mi.New = func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
		return &timer{Mechanism: pdomRow(t).New(cfg, obj, p), until: map[*sim.Warp]int64{}}
	}
	r, err := sim.Run(o, sim.Mech{Info: mi}, mustParse(t, "grid=2 block=64 out=int32[128]"), sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != sim.StatusOK || r.Buffer("out").Int(127) != 45 {
		t.Fatalf("status %s: %v", r.Status, r.Diagnosis)
	}
	// Its own statistic: every warp waited once per branch.
	waits, ok := r.Stats.Mechanism.Get("timer_waits")
	if !ok || waits < r.Stats.Branches || waits == 0 {
		t.Errorf("timer_waits %d (%v), branches %d", waits, ok, r.Stats.Branches)
	}
	if r.Stats.Cycles < 500*waits/4 {
		t.Errorf("%d cycles for %d timer waits of 500 cycles", r.Stats.Cycles, waits)
	}
	b, _ := json.Marshal(r)
	if !bytes.Contains(b, []byte(`"mechanism_stats":{"max_stack_depth":`)) || !bytes.Contains(b, []byte(`"timer_waits":`)) {
		t.Errorf("JSON lacks the sorted mechanism statistics: %s", b)
	}
}

// pairs issues lanes of two warps together: warps 2k and 2k+1 of a block
// form one group of per-thread PCs; each issue is the lowest PC among the
// group's threads that can run, with every thread of both warps at it
// (stack-less min-PC reconvergence, across two warps).
type pairs struct {
	cross int64
}

type pairsWarp struct{ pc [64]uint32 }

func (*pairs) Name() string { return "pairs" }

func (*pairs) Start(w *sim.Warp, pc uint32) {
	s := &pairsWarp{}
	for l := range s.pc {
		s.pc[l] = pc
	}
	w.State = s
}

func (p *pairs) Issues(warps []*sim.Warp, _ int64, dst []sim.Issue) []sim.Issue {
	for i, w := range warps {
		if w.Index%2 == 1 {
			continue // issued with its partner (or alone below)
		}
		group := []*sim.Warp{w}
		for _, x := range warps[i+1:] {
			if x.Block == w.Block && x.Index == w.Index+1 {
				group = append(group, x)
			}
		}
		dst = p.minPC(group, dst)
	}
	for _, w := range warps {
		if w.Index%2 == 1 {
			partner := false
			for _, x := range warps {
				partner = partner || x.Block == w.Block && x.Index == w.Index-1
			}
			if !partner {
				dst = p.minPC([]*sim.Warp{w}, dst)
			}
		}
	}
	return dst
}

func (p *pairs) minPC(group []*sim.Warp, dst []sim.Issue) []sim.Issue {
	best, found := uint32(0), false
	for _, w := range group {
		s := w.State.(*pairsWarp)
		for m := w.Live &^ w.BarWait; m != 0; m &= m - 1 {
			l := tz(m)
			if !found || s.pc[l] < best {
				best, found = s.pc[l], true
			}
		}
	}
	if !found {
		return dst
	}
	is := sim.Issue{PC: best}
	for _, w := range group {
		s := w.State.(*pairsWarp)
		var mask uint64
		for m := w.Live &^ w.BarWait; m != 0; m &= m - 1 {
			if l := tz(m); s.pc[l] == best {
				mask |= 1 << uint(l)
			}
		}
		if mask != 0 {
			is.Parts = append(is.Parts, sim.Part{W: w, Mask: mask})
		}
	}
	return append(dst, is)
}

func tz(m uint64) int {
	n := 0
	for m&1 == 0 {
		m >>= 1
		n++
	}
	return n
}

func (p *pairs) Commit(is *sim.Issue, outs []sim.Outcome, _ int64) sim.Cost {
	if len(is.Parts) > 1 {
		p.cross++
	}
	for i, part := range is.Parts {
		s := part.W.State.(*pairsWarp)
		o := &outs[i]
		for m := part.Mask; m != 0; m &= m - 1 {
			l := tz(m)
			switch o.Kind {
			case sim.OutBranch:
				if o.Taken&(1<<uint(l)) != 0 {
					s.pc[l] = o.Target
				} else {
					s.pc[l] = o.Next
				}
			case sim.OutIndirect:
				s.pc[l] = o.Targets[l]
			case sim.OutCall:
				s.pc[l] = o.Target
			default:
				s.pc[l] = o.Next
			}
		}
	}
	return sim.Cost{}
}

func (*pairs) Released(*sim.Warp, uint64, int64) {}

func (*pairs) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	s := w.State.(*pairsWarp)
	for m := w.Live; m != 0; m &= m - 1 {
		l := tz(m)
		dst = append(dst, sim.ThreadGroup{PC: s.pc[l], Mask: 1 << uint(l)})
	}
	return dst
}

func (*pairs) HashState(w *sim.Warp, lanes uint64, h uint64) uint64 { return h }

func (p *pairs) Stats(dst []sim.NamedStat) []sim.NamedStat {
	return append(dst, sim.NamedStat{Name: "cross_warp_issues", Value: p.cross})
}

func TestCrossWarpIssueEqualsMIMD(t *testing.T) {
	t.Parallel()
	mi := sim.MechInfo{
		Name:    "pairs",
		Doc:     "test: min-PC issue across warp pairs",
		NewCore: func(*sim.Config, *isa.Object, sim.Params) sim.CoreMechanism { return &pairs{} },
		Caps:    sim.Caps{LaneScoreboard: true},
	}
	n := 0
	for _, k := range corpusSources(t) {
		src, err := os.ReadFile(filepath.Join("..", "testdata", filepath.FromSlash(k.Name)))
		if err != nil {
			t.Fatal(err)
		}
		if hasSync(string(src)) && !strings.Contains(k.Name, "barrier_reduction") {
			continue
		}
		o := loadObj(t, k)
		want, err := mechs.Run(o, "mimd", goldenLaunch(t, k), sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		got, err := sim.Run(o, sim.Mech{Info: mi}, goldenLaunch(t, k), sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != sim.StatusOK || want.Status != sim.StatusOK {
			t.Errorf("%s: pairs %s, mimd %s: %v", k.Name, got.Status, want.Status, got.Diagnosis)
			continue
		}
		for i := range want.Buffers {
			if !bytes.Equal(got.Buffers[i].Data, want.Buffers[i].Data) {
				t.Errorf("%s: buffer %s differs from mimd", k.Name, want.Buffers[i].Name)
			}
		}
		if c, _ := got.Stats.Mechanism.Get("cross_warp_issues"); c == 0 && goldenLaunch(t, k).Block > 32 {
			t.Errorf("%s: no issue drew lanes from two warps", k.Name)
		}
		n++
	}
	if n < 10 {
		t.Errorf("only %d kernels compared", n)
	}
}

// pdom through the core-level path (AsCore) runs every warp's
// instruction stream exactly as the per-warp path does: same buffers,
// same warp and thread instructions, branches and memory transactions
// (only the interleaving of warps, hence cycles, differs).
func TestAsCoreMatchesPerWarp(t *testing.T) {
	mi := sim.MechInfo{
		Name: "pdom-core",
		Doc:  "test: pdom through AsCore",
		NewCore: func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.CoreMechanism {
			return sim.AsCore(pdomRow(t).New(cfg, obj, p))
		},
	}
	n := 0
	for _, k := range corpusSources(t) {
		src, err := os.ReadFile(filepath.Join("..", "testdata", filepath.FromSlash(k.Name)))
		if err != nil {
			t.Fatal(err)
		}
		if hasSync(string(src)) {
			continue
		}
		o := loadObj(t, k)
		want, err := mechs.Run(o, "pdom", goldenLaunch(t, k), sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		got, err := sim.Run(o, sim.Mech{Info: mi}, goldenLaunch(t, k), sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != want.Status {
			t.Errorf("%s: %s, per-warp %s", k.Name, got.Status, want.Status)
			continue
		}
		for i := range want.Buffers {
			if !bytes.Equal(got.Buffers[i].Data, want.Buffers[i].Data) {
				t.Errorf("%s: buffer %s differs", k.Name, want.Buffers[i].Name)
			}
		}
		g, w := got.Stats, want.Stats
		if g.WarpInstructions != w.WarpInstructions || g.ThreadInstructions != w.ThreadInstructions ||
			g.Branches != w.Branches || g.DivergentBranches != w.DivergentBranches ||
			g.MemTransactions != w.MemTransactions || fmt.Sprint(g.Mechanism) != fmt.Sprint(w.Mechanism) {
			t.Errorf("%s: core path %+v\nper-warp %+v", k.Name, g, w)
		}
		n++
	}
	if n < 10 {
		t.Errorf("only %d kernels compared", n)
	}
}

// slow is pdom whose every warp instruction occupies the core's issue for
// a number of cycles, its one parameter.
type slow struct {
	sim.Mechanism
	cycles int
}

func (m *slow) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	c := m.Mechanism.Commit(w, s, o, now)
	c.IssueCycles = m.cycles
	return c
}

// A test mechanism with one parameter, added to a registry value (no
// edit outside this file): listed with its parameter, configured by a
// spec, run, and its parameter parsed, checked and reported.
func TestMechanismWithParameter(t *testing.T) {
	reg := mechs.Default()
	pdom, err := reg.Lookup("pdom")
	if err != nil {
		t.Fatal(err)
	}
	err = reg.Add(sim.MechInfo{
		Name: "slow",
		Doc:  "test: pdom whose issues take issue-cycles cycles each",
		New: func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
			n := p.Int("issue-cycles")
			if n == 0 {
				n = 1
			}
			return &slow{Mechanism: pdom.New(cfg, obj, sim.Params{}), cycles: int(n)}
		},
		Caps:   pdom.Caps,
		Params: []sim.Param{sim.IntParam("issue-cycles", "cycles each warp instruction occupies the issue (`N`, default 1)", "1", 1, 8)},
	})
	if err != nil {
		t.Fatal(err)
	}
	if help := reg.Help(); !strings.Contains(help, "slow") || !strings.Contains(help, "(parameters: issue-cycles)") {
		t.Errorf("help lacks the test mechanism:\n%s", help)
	}
	found := false
	for _, p := range reg.Params() {
		found = found || p.Name == "issue-cycles" && fmt.Sprint(p.Mechs) == "[slow]"
	}
	if !found {
		t.Error("the registry's parameters lack issue-cycles")
	}
	o := straight(t)
	l := mustParse(t, "grid=1 block=64 out=int32[64]")
	r1, err := reg.Run(o, "slow", l, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	r3, err := reg.Run(o, "slow:issue-cycles=3", l, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if r1.Status != sim.StatusOK || r3.Status != sim.StatusOK || !bytes.Equal(r1.Buffer("out").Data, r3.Buffer("out").Data) || r3.Buffer("out").Int(63) != 73 {
		t.Fatalf("slow: %s, %s", r1.Status, r3.Status)
	}
	if r3.Stats.Cycles <= r1.Stats.Cycles || r3.Stats.WarpInstructions != r1.Stats.WarpInstructions {
		t.Errorf("issue-cycles 3: %d cycles, 1: %d cycles; want more for the same instructions", r3.Stats.Cycles, r1.Stats.Cycles)
	}
	if fmt.Sprint(r1.Params) != "[{issue-cycles 1 <nil>}]" || fmt.Sprint(r3.Params) != "[{issue-cycles 3 3}]" {
		t.Errorf("parameters %v, %v", r1.Params, r3.Params)
	}
	b, err := json.Marshal(r3)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(`"mechanism":"slow","mechanism_params":{"issue-cycles":"3"}`)) {
		t.Errorf("JSON lacks the parameter: %s", b)
	}
	for spec, want := range map[string]string{
		"slow:issue-cycles=9":    `parameter issue-cycles: want an integer in [1, 8], have "9"`,
		"slow:path-order=taken":  "mechanism slow does not accept the parameter path-order (it accepts: issue-cycles)",
		"pdom:issue-cycles=2":    "mechanism pdom does not accept the parameter issue-cycles (it accepts: path-order)",
		"slow:issue-cycles=2,x=": "mechanism slow does not accept the parameter x",
	} {
		if _, err := reg.Run(o, spec, l, sim.DefaultConfig()); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", spec, err, want)
		}
	}
	if _, err := mechs.Default().Lookup("slow"); err == nil {
		t.Error("the test mechanism leaked into the default registry")
	}
}
