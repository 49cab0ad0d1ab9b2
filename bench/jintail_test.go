package bench

import (
	"path/filepath"
	"sort"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// placement records, from a run's issues, where each block ran, when it
// retired and when each core issued last.
type placement struct {
	blockCore   map[int]int   // block → the core its warps issued on
	blockRetire map[int]int64 // block → the cycle its last thread exited
	coreEnd     []int64       // per core: the cycle of its last issue
	live        map[int]uint64
	warpsLeft   map[int]int // block → warps with live lanes
	warpsOf     map[int]int // warp ID → block
}

func (p *placement) Begin(info sim.RunInfo) {
	p.blockCore, p.blockRetire = map[int]int{}, map[int]int64{}
	p.coreEnd = make([]int64, info.Cores)
	p.live, p.warpsLeft, p.warpsOf = map[int]uint64{}, map[int]int{}, map[int]int{}
	for _, w := range info.Warps {
		p.warpsLeft[w.Block]++
		p.warpsOf[w.ID] = w.Block
	}
}

func (p *placement) Issued(ev *sim.IssueEvent) {
	b := ev.Warp.Block
	if c, ok := p.blockCore[b]; ok && c != ev.Core {
		panic("placement: a block's warps issued on two cores")
	}
	p.blockCore[b] = ev.Core
	p.coreEnd[ev.Core] = max(p.coreEnd[ev.Core], ev.Cycle)
	was, seen := p.live[ev.Warp.ID]
	p.live[ev.Warp.ID] = ev.Live
	if ev.Live == 0 && (!seen || was != 0) {
		if p.warpsLeft[b]--; p.warpsLeft[b] == 0 {
			p.blockRetire[b] = ev.Cycle
		}
	}
}

func (p *placement) Released(int64, sim.WarpRef, uint64) {}
func (p *placement) End(int64, sim.Status)               {}

// tailRun runs regular/stencil.cl at its simtc:launch-paper launch on
// jin2012 (as `simtc bench --paper jin2012` does: priority layout) under
// mech, with edit applied to the machine, and returns the result and the
// placement.
func tailRun(t *testing.T, mech string, edit func(*sim.Config)) (*sim.Result, *placement) {
	t.Helper()
	path := filepath.Join("..", "testdata", "bench", "regular", "stencil.cl")
	reg := mechs.Default()
	m, err := reg.Parse(mech)
	if err != nil {
		t.Fatal(err)
	}
	src, err := driver.Load(path, frontend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	layout := isa.LayoutPriority
	co := driver.CompileOptions{Mech: mech, Mechs: reg, Layout: &layout}
	built, err := src.Build(co)
	if err != nil {
		t.Fatal(err)
	}
	ov := driver.Overrides{PaperScale: true}
	l, _, err := src.Launch(ov)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := machine.Preset("jin2012")
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&cfg)
	}
	p := &placement{}
	out, err := driver.Run(built.Object, l, driver.RunOptions{Mech: m, Mechs: reg, Config: cfg, Source: src, Compile: co, Overrides: ov, Observer: p})
	if err != nil {
		t.Fatal(err)
	}
	if out.Result.Status != sim.StatusOK {
		t.Fatalf("%s: status %s", mech, out.Result.Status)
	}
	if len(p.blockRetire) != len(p.blockCore) {
		t.Fatalf("%s: %d blocks issued, %d retired", mech, len(p.blockCore), len(p.blockRetire))
	}
	return out.Result, p
}

// TestJinStencilTail is the experiment behind the README's sentence on
// Jin Fig. 6.2 at paper scale (issue 30): there regular/stencil.cl is the
// one kernel en-dwf runs slower than dwf (5,397 against 4,917 cycles on
// jin2012) although it issues fewer warp instructions. The cause is the
// grid's tail: 256 blocks on 28 cores of 8 resident blocks leave 32
// blocks for a second wave. en-dwf's formed warps mix the threads of a
// core's blocks so that they retire in bunches (four blocks of a core at
// one cycle), and the dispatcher gives a core's freed slots the next
// blocks at once, lowest core first (sim's dispatch, at each retirement),
// so the second wave lands four blocks a core on a few cores, which run
// on while the others idle. dwf retires one block a core first and the
// second wave spreads one block a core. With the whole grid resident at
// once (no second wave), en-dwf is the faster.
//
// The numbers are logged (go test ./bench -run TestJinStencilTail -v);
// the assertions are the finding.
func TestJinStencilTail(t *testing.T) {
	type run struct {
		res *sim.Result
		p   *placement
	}
	paper := map[string]run{}
	for _, m := range []string{"dwf", "en-dwf"} {
		res, p := tailRun(t, m, nil)
		paper[m] = run{res, p}
	}
	d, e := paper["dwf"], paper["en-dwf"]
	// The premise: less work, yet later.
	if e.res.Stats.Stalls.Issue >= d.res.Stats.Stalls.Issue || e.res.Stats.Cycles <= d.res.Stats.Cycles {
		t.Fatalf("en-dwf %d cycles (%d issue cycles), dwf %d (%d): no longer less work in more time",
			e.res.Stats.Cycles, e.res.Stats.Stalls.Issue, d.res.Stats.Cycles, d.res.Stats.Stalls.Issue)
	}
	cfg, err := machine.Preset("jin2012")
	if err != nil {
		t.Fatal(err)
	}
	firstWave := cfg.Cores * cfg.BlocksPerCore
	type tail struct {
		lateOnLast, coresWithoutLate, maxBunch int
		past                                   int64 // cycles from the median core's end to the run's
	}
	measure := func(name string, r run) tail {
		late := make([]int, len(r.p.coreEnd))
		for b, c := range r.p.blockCore {
			if b >= firstWave {
				late[c]++
			}
		}
		if n := sumInts(late); n != len(r.p.blockCore)-firstWave {
			t.Fatalf("%s: %d second-wave blocks counted, want %d", name, n, len(r.p.blockCore)-firstWave)
		}
		var tl tail
		last := 0
		for c, end := range r.p.coreEnd {
			if end > r.p.coreEnd[last] {
				last = c
			}
			if late[c] == 0 {
				tl.coresWithoutLate++
			}
		}
		tl.lateOnLast = late[last]
		// The most first-wave blocks one core retires at one cycle.
		bunch := map[[2]int64]int{}
		for b, c := range r.p.blockCore {
			if b < firstWave {
				k := [2]int64{int64(c), r.p.blockRetire[b]}
				bunch[k]++
				tl.maxBunch = max(tl.maxBunch, bunch[k])
			}
		}
		ends := append([]int64(nil), r.p.coreEnd...)
		sort.Slice(ends, func(i, j int) bool { return ends[i] < ends[j] })
		tl.past = r.p.coreEnd[last] - ends[len(ends)/2]
		t.Logf("%s: %d cycles, %d issue cycles over all cores; core %d ends last with %d second-wave blocks; %d of %d cores run none; up to %d first-wave blocks retire on a core at one cycle; the last core ends %d cycles after the median core",
			name, r.res.Stats.Cycles, r.res.Stats.Stalls.Issue, last, tl.lateOnLast, tl.coresWithoutLate, len(late), tl.maxBunch, tl.past)
		return tl
	}
	dt, et := measure("dwf", d), measure("en-dwf", e)
	if et.maxBunch < 4 || dt.maxBunch != 1 {
		t.Errorf("first-wave retirements: up to %d blocks of a core at one cycle under en-dwf, %d under dwf; want bunches of 4 or more against single blocks", et.maxBunch, dt.maxBunch)
	}
	if et.lateOnLast < 4 || 2*et.coresWithoutLate < len(e.p.coreEnd) || dt.coresWithoutLate != 0 {
		t.Errorf("second wave: en-dwf's last core runs %d of its blocks and %d cores run none, dwf leaves %d cores without one; want it concentrated under en-dwf (4 or more on the last core, half the cores without) and spread under dwf",
			et.lateOnLast, et.coresWithoutLate, dt.coresWithoutLate)
	}
	if et.past <= 2*dt.past {
		t.Errorf("the last core ends %d cycles after the median core under en-dwf, %d under dwf: no tail", et.past, dt.past)
	}
	// Without a second wave (room for every block at once: the same
	// machine with more blocks per core) en-dwf is the faster.
	resident := func(c *sim.Config) {
		c.BlocksPerCore = (len(d.p.blockCore) + c.Cores - 1) / c.Cores
		if c.BlocksPerCore*2 > c.WarpsPerCore {
			panic("TestJinStencilTail: the grid does not fit at once")
		}
	}
	dr, _ := tailRun(t, "dwf", resident)
	er, _ := tailRun(t, "en-dwf", resident)
	t.Logf("whole grid resident: dwf %d cycles, en-dwf %d", dr.Stats.Cycles, er.Stats.Cycles)
	if er.Stats.Cycles >= dr.Stats.Cycles {
		t.Errorf("whole grid resident: en-dwf %d cycles, dwf %d: en-dwf is slower without a tail too", er.Stats.Cycles, dr.Stats.Cycles)
	}
}

func sumInts(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}
