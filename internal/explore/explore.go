// Package explore is the dynamic checker beside the static SIMT-deadlock
// analysis: it runs one compiled kernel under a set of schedules and reports
// every distinct outcome (ok, deadlock with its diagnosis, fault, or a final
// memory different from the MIMD reference).
//
// A schedule is one value for each Dimension. The default dimensions are
// the reconvergence mechanism (pdom, mimd), the stack path order, the warp
// scheduler (sim.Config.Scheduler: gto, lrr, gtlrr; mimd ignores it), the
// warp size (4, 8, 16, 32) and seeded random interleavings under mimd
// (sim.SchedRandom; see Seeds). A new dimension (a mechanism from a
// registry, …) is one more Dimension whose Apply sets what it needs in the
// Setup of a run, or drops a combination that would repeat another. Every
// other combination is run (the cartesian product, in the order the
// dimensions and values are given), so the output is deterministic, seeded
// runs included.
//
// The reference memory is the final memory of the first run under mimd
// (every thread independent, the semantics the kernel is written for) that
// finishes ok; a finished run whose buffers differ from it is the outcome
// "memory". Kernels whose result depends on the order of racing threads
// (not only on what the program computes) will show that as different
// memory, which is what the outcome is for.
package explore

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/stack"
	"github.com/simtc/simtc/sim/mechs"
)

// Setup is what one run uses; dimensions change it.
type Setup struct {
	Mech   string
	Params []string // the mechanism's parameters, "name=value"
	Config sim.Config
	Launch sim.Launch

	sched int // index of the scheduler dimension's value (Seeds skips all but the first)
	// index of the warp-size dimension's value, and its number of values
	// (Seeds spreads the seeds over the warp sizes)
	warp, warps int
}

// Dimension is one axis of the schedule space.
type Dimension struct {
	Name   string
	Values []string
	// Apply sets value (one of Values) in s.
	Apply func(value string, s *Setup) error
}

// Mechs is the mechanism dimension.
func Mechs(names ...string) Dimension {
	return Dimension{Name: "mech", Values: names, Apply: func(v string, s *Setup) error {
		s.Mech = v
		return nil
	}}
}

// Schedulers is the warp-scheduler dimension. A mechanism that needs fair
// scheduling (mimd) runs under lrr whatever the scheduler (sim.Caps), so
// for it only the first value is a schedule (the others would repeat it);
// put Mechs before Schedulers.
func Schedulers(names ...sim.Scheduler) Dimension {
	vals := make([]string, len(names))
	for k, n := range names {
		vals[k] = string(n)
	}
	return Dimension{Name: "sched", Values: vals, Apply: func(v string, s *Setup) error {
		s.Config.Scheduler = sim.Scheduler(v)
		s.sched = 0
		for k := range vals {
			if vals[k] == v {
				s.sched = k
				break
			}
		}
		if s.sched != 0 && s.Mech != "" {
			mi, err := mechs.Default().Lookup(s.Mech)
			if err != nil {
				return err
			}
			if mi.Caps.FairScheduling {
				return errSkip
			}
		}
		return nil
	}}
}

// WarpSizes is the warp-size dimension.
func WarpSizes(sizes ...int) Dimension {
	vals := make([]string, len(sizes))
	for k, n := range sizes {
		vals[k] = fmt.Sprint(n)
	}
	return Dimension{Name: "warp", Values: vals, Apply: func(v string, s *Setup) error {
		var n int
		if _, err := fmt.Sscan(v, &n); err != nil || n < 1 {
			return fmt.Errorf("explore: warp size %q", v)
		}
		s.Launch.Warp = n
		s.warps = len(vals)
		for k := range vals {
			if vals[k] == v {
				s.warp = k
				break
			}
		}
		return nil
	}}
}

// PathOrders is the dimension of which path of a divergent branch a stack
// mechanism runs first. For a mechanism without the parameter only the
// first value is a schedule (the others would repeat it).
func PathOrders(orders ...string) Dimension {
	return Dimension{Name: "path", Values: orders, Apply: func(v string, s *Setup) error {
		mi, err := mechs.Default().Lookup(s.Mech)
		if err != nil {
			return err
		}
		for _, p := range mi.Params {
			if p.Name == stack.ParamPathOrder {
				s.Params = append(s.Params, stack.ParamPathOrder+"="+v)
				return nil
			}
		}
		if v != orders[0] {
			return errSkip
		}
		return nil
	}}
}

// errSkip, from a Dimension's Apply, drops the schedule as a repeat of
// another.
var errSkip = errors.New("explore: schedule repeats another")

// Seeds is the dimension of seeded random interleavings (sim.SchedRandom):
// value "-" is the deterministic run (the scheduler dimension's), and
// seeds 1 … n, for the mechanisms named in mechs only, are runs under
// the random scheduler with that seed. A seeded run does not depend on
// the scheduler dimension (the seed replaces it), so it is a schedule for
// that dimension's first value only. The seeds are spread over the warp
// sizes: seed k runs at the ((k-1) mod sizes)-th warp size only, so n
// seeds cost n runs (the random scheduler mixes the warp size into its
// draws, so seed k at another warp size would be another interleaving,
// not a repeat). Put Seeds after the Schedulers and WarpSizes dimensions.
//
// The deterministic reference machine (mimd: fair round-robin, one thread
// per issue) shows one interleaving of the threads per warp size; a bug
// that needs another order (a racy flag, a lock-order inversion) is found
// by the seeds, and each is replayed by
// `simtc run --mech M --sched random --seed S --warp W`.
func Seeds(n int, mechs ...string) Dimension {
	vals := []string{NoSeed}
	for k := 1; k <= n; k++ {
		vals = append(vals, fmt.Sprint(k))
	}
	return Dimension{Name: "seed", Values: vals, Apply: func(v string, s *Setup) error {
		if v == NoSeed {
			return nil
		}
		found := false
		for _, m := range mechs {
			found = found || m == s.Mech
		}
		if !found || s.sched != 0 {
			return errSkip
		}
		var seed uint64
		if _, err := fmt.Sscan(v, &seed); err != nil || seed < 1 {
			return fmt.Errorf("explore: seed %q", v)
		}
		if s.warps > 0 && int((seed-1)%uint64(s.warps)) != s.warp {
			return errSkip
		}
		s.Config.Scheduler = sim.SchedRandom
		s.Config.Seed = seed
		return nil
	}}
}

// NoSeed is the Seeds value of the deterministic run.
const NoSeed = "-"

// DefaultSeeds is the number of seeded mimd interleavings of
// DefaultDimensions (spread over the warp sizes).
const DefaultSeeds = 8

// DefaultDimensions are pdom and mimd, both stack path orders, every warp
// scheduler (mimd ignores it), warp sizes 4, 8, 16 and 32, and
// DefaultSeeds seeded random interleavings under mimd: 24 pdom, 4
// deterministic mimd and 8 seeded mimd schedules.
func DefaultDimensions() []Dimension {
	return DimensionsWithSeeds(DefaultSeeds)
}

// DimensionsWithSeeds is DefaultDimensions with n seeded interleavings
// (n = 0: none, the 28 deterministic schedules only).
func DimensionsWithSeeds(n int) []Dimension {
	return []Dimension{
		Mechs("pdom", "mimd"),
		PathOrders("taken", "fallthrough"),
		Schedulers(sim.SchedGTO, sim.SchedLRR, sim.SchedGTLRR),
		WarpSizes(4, 8, 16, 32),
		Seeds(n, "mimd"),
	}
}

// Options configure Explore.
type Options struct {
	// Dimensions span the schedules; nil means DefaultDimensions.
	Dimensions []Dimension
	// Config is the machine every run starts from; nil means
	// sim.DefaultConfig.
	Config *sim.Config
}

// Run is one schedule and its result.
type Run struct {
	Schedule string // "mech=pdom sched=gto warp=32"
	Result   *sim.Result
}

// Kind classifies an outcome.
type Kind string

// The outcome kinds.
const (
	OK       Kind = "ok"
	Deadlock Kind = "deadlock" // deadlock with some thread spinning in a loop
	// CycleLimit: the run reached the cycle limit (a livelock, or a run
	// longer than the limit allows): not a proven deadlock.
	CycleLimit Kind = "max-cycles"
	// Blocked is a deadlock in which no thread spins: every thread waits
	// at a barrier or warp-level operation (a divergent barrier), which
	// is not a loop's doing.
	Blocked Kind = "blocked"
	Fault   Kind = "fault"
	Memory  Kind = "memory" // finished, final memory differs from the reference
)

// Outcome is one distinct outcome and the schedules that led to it.
type Outcome struct {
	Kind      Kind
	Detail    string // diagnosis headline, fault, or the first differing buffer
	Schedules []string
}

// Report is the result of Explore.
type Report struct {
	Runs      []Run
	Outcomes  []Outcome // distinct (Kind, Detail), in order of first appearance
	Reference []sim.Buffer
	// ReplayTail, when set, ends the replay lines of WriteText (e.g.
	// " --ssde kernel.cl").
	ReplayTail string
	// sched is the scheduler of the machine explored on: a replay names
	// any other.
	sched sim.Scheduler
}

// spins reports whether some thread of a deadlocked run spins in a loop.
func spins(d *sim.Diagnosis) bool {
	for _, w := range d.Warps {
		for _, g := range w.Groups {
			if g.State == "spinning" {
				return true
			}
		}
	}
	return false
}

// Deadlocks reports whether some schedule hangs with threads spinning in
// a loop — deadlocked, or still spinning at the cycle limit (a livelock) —
// which are the SIMT deadlocks lint is about (see Blocked).
func (r *Report) Deadlocks() bool { return r.has(Deadlock) || r.has(CycleLimit) }

// Clean reports whether every schedule finished with the reference memory.
func (r *Report) Clean() bool {
	return len(r.Outcomes) == 1 && r.Outcomes[0].Kind == OK
}

func (r *Report) has(k Kind) bool {
	for _, o := range r.Outcomes {
		if o.Kind == k {
			return true
		}
	}
	return false
}

// Explore compiles m (a kernel module ready for the backend; it is not
// changed) for each mechanism it needs and runs it under every schedule.
func Explore(m *ir.Module, l *sim.Launch, opt Options) (*Report, error) {
	return ExploreRef(m, l, nil, opt)
}

// ExploreRef is Explore with a given reference memory (nil: the first mimd
// run that finishes), e.g. the original kernel's when m is its rewrite.
func ExploreRef(m *ir.Module, l *sim.Launch, ref []sim.Buffer, opt Options) (*Report, error) {
	dims := opt.Dimensions
	if dims == nil {
		dims = DefaultDimensions()
	}
	var base sim.Config
	if opt.Config != nil {
		base = *opt.Config
	} else {
		base = sim.DefaultConfig()
	}
	text := m.String()
	objs := make(map[string]*isa.Object)
	rep := &Report{Reference: ref, sched: base.Scheduler}
	var results []*sim.Result
	var names []string
	var rerr error
	each(dims, func(choice []string) bool {
		s := Setup{Config: base, Launch: *l, Mech: "pdom"}
		var parts []string
		for k, d := range dims {
			if err := d.Apply(choice[k], &s); err != nil {
				if err == errSkip {
					return true
				}
				rerr = err
				return false
			}
			if d.Name == "seed" && choice[k] == NoSeed {
				continue // the deterministic run keeps its old name
			}
			parts = append(parts, d.Name+"="+choice[k])
		}
		if s.Config.Scheduler == sim.SchedRandom {
			for k, p := range parts {
				if strings.HasPrefix(p, "sched=") {
					parts[k] = "sched=" + string(sim.SchedRandom)
				}
			}
		}
		obj := objs[s.Mech]
		if obj == nil {
			// The backend may change the module it compiles: each
			// mechanism gets a fresh copy.
			c, err := ir.Parse(m.File, []byte(text))
			if err != nil {
				panic(fmt.Sprintf("explore: Explore: module does not parse back: %v", err))
			}
			obj, err = driver.CompileModule(c, driver.CompileOptions{Mech: s.Mech})
			if err != nil {
				rerr = err
				return false
			}
			objs[s.Mech] = obj
		}
		mech, err := mechs.Default().Mech(s.Mech, s.Params...)
		if err != nil {
			rerr = err
			return false
		}
		res, err := sim.Run(obj, mech, &s.Launch, s.Config)
		if err != nil {
			rerr = err
			return false
		}
		name := strings.Join(parts, " ")
		rep.Runs = append(rep.Runs, Run{Schedule: name, Result: res})
		results = append(results, res)
		names = append(names, name)
		if rep.Reference == nil && s.Mech == "mimd" && res.Status == sim.StatusOK {
			rep.Reference = res.Buffers
		}
		return true
	})
	if rerr != nil {
		return nil, rerr
	}
	index := make(map[[2]string]int)
	for k, res := range results {
		kind, detail := classify(res, rep.Reference)
		key := [2]string{string(kind), detail}
		j, ok := index[key]
		if !ok {
			j = len(rep.Outcomes)
			index[key] = j
			rep.Outcomes = append(rep.Outcomes, Outcome{Kind: kind, Detail: detail})
		}
		rep.Outcomes[j].Schedules = append(rep.Outcomes[j].Schedules, names[k])
	}
	return rep, nil
}

// each calls fn with every combination of the dimensions' values, the
// first dimension varying slowest; it stops when fn returns false.
func each(dims []Dimension, fn func([]string) bool) {
	choice := make([]string, len(dims))
	var rec func(k int) bool
	rec = func(k int) bool {
		if k == len(dims) {
			return fn(append([]string(nil), choice...))
		}
		for _, v := range dims[k].Values {
			choice[k] = v
			if !rec(k + 1) {
				return false
			}
		}
		return true
	}
	rec(0)
}

func classify(res *sim.Result, ref []sim.Buffer) (Kind, string) {
	switch res.Status {
	case sim.StatusDeadlock, sim.StatusMaxCycles, sim.StatusStarved, sim.StatusWatchdog:
		d := string(res.Status)
		if res.Diagnosis != nil {
			d = res.Diagnosis.Reason
			if res.Status == sim.StatusDeadlock && !spins(res.Diagnosis) {
				return Blocked, d
			}
		}
		if res.Status != sim.StatusDeadlock {
			return CycleLimit, d
		}
		return Deadlock, d
	case sim.StatusFault:
		if res.Fault != nil {
			return Fault, res.Fault.Message
		}
		return Fault, "fault"
	}
	if ref != nil {
		if d := diff(ref, res.Buffers); d != "" {
			return Memory, d
		}
	}
	return OK, ""
}

// diff names the first buffer element that differs, "" when none does.
func diff(ref, got []sim.Buffer) string {
	byName := make(map[string]*sim.Buffer)
	for k := range got {
		byName[got[k].Name] = &got[k]
	}
	names := make([]string, 0, len(ref))
	for _, b := range ref {
		names = append(names, b.Name)
	}
	sort.Strings(names)
	for _, n := range names {
		var r *sim.Buffer
		for k := range ref {
			if ref[k].Name == n {
				r = &ref[k]
			}
		}
		g := byName[n]
		if g == nil {
			return fmt.Sprintf("buffer %s missing", n)
		}
		if bytes.Equal(r.Data, g.Data) {
			continue
		}
		for i := 0; i < r.Len() && i < g.Len(); i++ {
			if r.Bits(i) != g.Bits(i) {
				return fmt.Sprintf("%s[%d] = %s, reference %s", n, i, g.Format(i), r.Format(i))
			}
		}
		return fmt.Sprintf("%s differs in length", n)
	}
	return ""
}

// OutcomeJSON is one outcome of simtc run --explore --json.
type OutcomeJSON struct {
	Kind      Kind     `json:"kind"`
	Detail    string   `json:"detail,omitempty"`
	Schedules []string `json:"schedules"`
	Of        int      `json:"of"`               // schedules explored
	Replay    string   `json:"replay,omitempty"` // the simtc run command that replays the first schedule
}

// JSON returns the outcomes as simtc run --explore --json prints them.
func (r *Report) JSON() []OutcomeJSON {
	var out []OutcomeJSON
	for _, o := range r.Outcomes {
		j := OutcomeJSON{Kind: o.Kind, Detail: o.Detail, Schedules: o.Schedules, Of: len(r.Runs)}
		if o.Kind != OK && len(o.Schedules) > 0 {
			j.Replay = "simtc run " + r.replay(o.Schedules[0]) + r.ReplayTail
		}
		out = append(out, j)
	}
	return out
}

// WriteText writes the outcomes, one paragraph each; an outcome other
// than ok ends with the simtc run flags that replay its first schedule
// (Replay).
func (r *Report) WriteText(w *strings.Builder) {
	for _, o := range r.Outcomes {
		fmt.Fprintf(w, "%s", o.Kind)
		if o.Detail != "" {
			fmt.Fprintf(w, ": %s", o.Detail)
		}
		fmt.Fprintf(w, " (%d of %d schedules)\n", len(o.Schedules), len(r.Runs))
		for _, s := range o.Schedules {
			fmt.Fprintf(w, "  %s\n", s)
		}
		if o.Kind != OK && len(o.Schedules) > 0 {
			fmt.Fprintf(w, "  replay: simtc run %s%s\n", r.replay(o.Schedules[0]), r.ReplayTail)
		}
	}
}

// Replay returns the simtc run flags that run one schedule (a Run's
// Schedule, as the default dimensions name it) again, e.g.
// "--mech mimd --sched random --seed 3 --warp 8".
func Replay(schedule string) string { return replayOn(schedule, sim.DefaultConfig().Scheduler) }

// replay is Replay on the report's machine.
func (r *Report) replay(schedule string) string {
	if r.sched == "" {
		return Replay(schedule)
	}
	return replayOn(schedule, r.sched)
}

// replayOn is Replay for a machine whose scheduler is sched.
func replayOn(schedule string, sched sim.Scheduler) string {
	var flags []string
	for _, p := range strings.Fields(schedule) {
		k, v, _ := strings.Cut(p, "=")
		switch k {
		case "mech":
			flags = append(flags, "--mech "+v)
		case "path":
			if v != string(stack.PathTaken) {
				flags = append(flags, "--path-order "+v)
			}
		case "sched":
			if v != string(sched) {
				flags = append(flags, "--sched "+v)
			}
		case "seed":
			flags = append(flags, "--seed "+v)
		case "warp":
			flags = append(flags, "--warp "+v)
		default:
			flags = append(flags, "--"+k+" "+v)
		}
	}
	return strings.Join(flags, " ")
}
