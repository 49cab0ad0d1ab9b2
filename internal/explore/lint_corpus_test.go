package explore

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/driver/drivertest"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/sim"
)

// Issue 31's acceptance: lint's diagnostics agree with --explore outcomes.
// An outcome is one of
//
//   - deadlock: some schedule deadlocks (a thread spins, or every thread
//     waits at a barrier: Blocked);
//   - timeout: no schedule deadlocks, but some ends with memory different
//     from mimd's (a bounded wait that timed out, or a racy kernel);
//   - clean: every schedule ends ok with mimd's memory;
//
// and lint says one of
//
//   - deadlock: a simt-deadlock or simt-barrier-divergence warning;
//   - bounded: only simt-bounded-wait warnings;
//   - quiet: no warning (notes do not count).
//
// A deadlock outcome that lint does not call a deadlock is missed, a
// timeout it is quiet about is missed, and a clean kernel with a warning
// is a false alarm.

type outcome int

const (
	outDeadlock outcome = iota
	outTimeout
	outClean
)

type verdict int

const (
	saysDeadlock verdict = iota
	saysBounded
	saysQuiet
)

// matrix31 counts kernels by outcome and verdict.
type matrix31 struct {
	n          [3][3]int
	ssdeBroken int // flagged kernels lint calls fixed after SSDE, not clean
	// unfixed counts the flagged kernels whose checked-SSDE rewrite lint
	// still warns may SIMT-deadlock (lint --fix: "could not fix"),
	// unfixedBroken those of them that are not clean after SSDE.
	unfixed, unfixedBroken int
	names                  map[string][]string // "outcome/verdict" → kernels, for the log
}

func (m *matrix31) add(name string, o outcome, v verdict) {
	m.n[o][v]++
	if m.names == nil {
		m.names = map[string][]string{}
	}
	k := fmt.Sprintf("%d/%d", o, v)
	m.names[k] = append(m.names[k], name)
}

// misses reports whether lint's verdict v misses outcome o.
func misses(o outcome, v verdict) bool {
	return o == outDeadlock && v != saysDeadlock || o == outTimeout && v == saysQuiet
}

// falseAlarmNames returns the clean kernels lint warned about.
func (m *matrix31) falseAlarmNames() []string {
	return append(append([]string(nil), m.names["2/0"]...), m.names["2/1"]...)
}

// mimdOK reports whether every mimd run of rep finished ok.
func mimdOK(rep *Report) bool {
	for _, r := range rep.Runs {
		if strings.HasPrefix(r.Schedule, "mech=mimd") && r.Result.Status != sim.StatusOK {
			return false
		}
	}
	return true
}

func (m *matrix31) missed() int {
	return m.n[outDeadlock][saysBounded] + m.n[outDeadlock][saysQuiet] + m.n[outTimeout][saysQuiet]
}

func (m *matrix31) falseAlarms() int { return m.n[outClean][saysDeadlock] + m.n[outClean][saysBounded] }

func (m *matrix31) flagged() int {
	f := 0
	for o := range m.n {
		f += m.n[o][saysDeadlock] + m.n[o][saysBounded]
	}
	return f
}

func (m *matrix31) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "                  lint: deadlock  bounded-wait  quiet\n")
	for o, name := range []string{"deadlock", "timeout", "clean"} {
		fmt.Fprintf(&sb, "explore %-9s %14d %13d %6d\n", name, m.n[o][saysDeadlock], m.n[o][saysBounded], m.n[o][saysQuiet])
	}
	fa := 0.0
	if f := m.flagged(); f > 0 {
		fa = 100 * float64(m.falseAlarms()) / float64(f)
	}
	fmt.Fprintf(&sb, "missed %d; false alarms %d = %.2f%% of %d flagged; flagged kernels not clean after SSDE: %d\n",
		m.missed(), m.falseAlarms(), fa, m.flagged(), m.ssdeBroken)
	fmt.Fprintf(&sb, "flagged kernels with a loop SSDE does not fix (lint --fix says so): %d, of which not clean after SSDE: %d",
		m.unfixed, m.unfixedBroken)
	return sb.String()
}

// limited reports whether a run of rep stopped at the cycle limit.
func limited(rep *Report) bool {
	for _, o := range rep.Outcomes {
		if o.Kind == CycleLimit {
			return true
		}
	}
	return false
}

// classify returns the outcome of a report.
func classify31(rep *Report) outcome {
	timeout := false
	for _, o := range rep.Outcomes {
		switch o.Kind {
		case Deadlock, Blocked:
			return outDeadlock
		case Memory, Fault:
			timeout = true
		}
	}
	if timeout {
		return outTimeout
	}
	return outClean
}

// verdictOf returns what lint's findings say.
func verdictOf(fs []lint.Finding) (verdict, bool) {
	v := saysQuiet
	barrier := false
	for _, f := range fs {
		if !f.IsWarning() {
			continue
		}
		switch f.Rule {
		case lint.RuleBoundedWait:
			if v == saysQuiet {
				v = saysBounded
			}
		case lint.RuleBarrier:
			barrier = true
			v = saysDeadlock
		default:
			v = saysDeadlock
		}
	}
	return v, barrier
}

// genMaxCycles is the cycle limit of a generated kernel's runs: a
// healthy one ends within 10^5 cycles (their locks, waits and delay loops
// are short), so 2·10^7 is far beyond it, and a livelocked schedule stops
// in about a second instead of the default limit's minute (10^9 cycles).
const genMaxCycles = 20_000_000

// check31 lints and explores one mini-C kernel, adds it to c, reports a
// miss as an error, and for a flagged kernel without a divergent barrier
// (which SSDE cannot fix) explores its checked-SSDE rewrite (checkedSSDE:
// as simtc build --ssde compiles it, with the detection options lint used).
// A rewrite must run clean unless lint still warns that one of its loops
// may SIMT-deadlock: simtc lint --fix then reports that loop as not fixed
// (the paper checks SSDE the same way, by detection on the transformed
// kernels), and the kernel is counted instead.
func check31(t *testing.T, name, src string, c *matrix31) {
	s, err := driver.FromText(name+".cl", []byte(src), frontend.Options{})
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, src)
	}
	lm, err := s.Module()
	if err != nil {
		t.Fatal(err)
	}
	fs := drivertest.Lint(t, lm, lint.Options{OneGroup: s.Dirs.OneGroup()})
	pr, err := s.Prepare(driver.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m, l := pr.Module, drivertest.Launch(t, s)
	cfg := sim.DefaultConfig()
	cfg.MaxCycles = genMaxCycles
	opt := Options{Config: &cfg}
	rep, err := Explore(m, l, opt)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !mimdOK(rep) {
		var sb strings.Builder
		rep.WriteText(&sb)
		t.Errorf("%s: generator bug: a mimd run does not finish ok\n%s\n%s", name, src, sb.String())
		return
	}
	o := classify31(rep)
	v, barrier := verdictOf(fs)
	c.add(name, o, v)
	if misses(o, v) {
		var sb strings.Builder
		rep.WriteText(&sb)
		t.Errorf("%s: MISSED: explore %v, lint %v\n%s\n%s", name, o, v, src, sb.String())
	}
	if v != saysQuiet && !barrier {
		fixed := checkedSSDE(t, s)
		after, err := ExploreRef(fixed, l, rep.Reference, opt)
		if err != nil {
			t.Fatal(err)
		}
		left := unfixedDeadlocks(t, fixed, s.Dirs.OneGroup())
		if left > 0 {
			c.unfixed++
		}
		if !after.Clean() {
			var sb strings.Builder
			after.WriteText(&sb)
			if left > 0 {
				c.unfixedBroken++
				t.Logf("%s: not clean after SSDE; lint --fix reports %d loop(s) that may still deadlock\n%s", name, left, sb.String())
			} else {
				c.ssdeBroken++
				t.Errorf("%s: after SSDE:\n%s\n%s", name, src, sb.String())
			}
		}
	}
}

// unfixedDeadlocks returns how many simt-deadlock warnings lint gives on
// a copy of m, an SSDE rewrite, as lint --fix checks the file it writes
// (lint.Unfixed).
func unfixedDeadlocks(t *testing.T, m *ir.Module, oneGroup bool) int {
	t.Helper()
	fs := drivertest.Lint(t, m, lint.Options{OneGroup: oneGroup})
	n := 0
	for _, f := range lint.Unfixed(fs) {
		if f.Rule == lint.Rule {
			n++
		}
	}
	return n
}

// TestLintGeneratedCorpus is issue 31's differential test on generated
// kernels: explore.Generate (issue 14's lock shapes) and
// explore.GenerateWaits (issue 31's: divergent barriers, bounded waits,
// inter-group waits, leader-thread locks, lock-then-wait, idempotent flag
// reads), half each. Nothing is missed; flagged kernels run clean after
// checked SSDE, except those whose rewrite lint still says may deadlock
// (counted: lint --fix reports them not fixed; Generate(144) and
// GenerateWaits(10) are such, with a lock's SafePDom past a handshake or
// lock-then-wait that needs a thread held at its switch); the false alarms
// are logged with the matrix. It runs 8
// kernels with -short (a smoke test: the sweep is the full run), 400
// without, and N with SIMTC_SWEEP=N (the acceptance's matrix is
// SIMTC_SWEEP=3000, with -timeout 0: about 20 minutes of one core). Every
// outcome (deadlock, timeout, clean) must be among the kernels, so that
// each kind of miss can happen: the 8 of -short hold all three (4
// deadlock, 1 timeout, 3 clean; the timeouts are the costly kernels, whose
// mimd runs poll a bounded wait 2,000 times: 16 kernels cost six times
// the CPU of 8).
func TestLintGeneratedCorpus(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 8
	}
	if s := os.Getenv("SIMTC_SWEEP"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil {
			t.Fatalf("SIMTC_SWEEP=%q", s)
		}
	}
	start := time.Now()
	var old, waits matrix31
	for seed := int64(1); seed <= int64(n-n/2); seed++ {
		g := Generate(seed)
		check31(t, g.Name, g.Source, &old)
	}
	for seed := int64(1); seed <= int64(n/2); seed++ {
		g := GenerateWaits(seed)
		check31(t, g.Name, g.Source, &waits)
	}
	var all matrix31
	for _, m := range []*matrix31{&old, &waits} {
		for o := range m.n {
			for v := range m.n[o] {
				all.n[o][v] += m.n[o][v]
			}
		}
		all.ssdeBroken += m.ssdeBroken
		all.unfixed += m.unfixed
		all.unfixedBroken += m.unfixedBroken
	}
	fa := append(old.falseAlarmNames(), waits.falseAlarmNames()...)
	sort.Strings(fa)
	t.Logf("%d generated kernels in %v\nGenerate (issue 14 shapes):\n%s\nGenerateWaits (issue 31 shapes):\n%s\nall:\n%s\nfalse alarms: %v",
		n, time.Since(start).Round(time.Millisecond), &old, &waits, &all, fa)
	for o, name := range []string{"deadlock", "timeout", "clean"} {
		if k := all.n[o][saysDeadlock] + all.n[o][saysBounded] + all.n[o][saysQuiet]; k == 0 && n >= 16 {
			t.Errorf("no generated kernel with the outcome %s among %d: the test cannot see lint miss it", name, n)
		}
	}
	if d := all.flagged(); d > 0 && 100*all.falseAlarms() > 2*d {
		t.Errorf("false alarms %d of %d flagged: more than 2%%", all.falseAlarms(), d)
	}
}

// TestLintTestdataCorpus is the same on every testdata kernel with a
// launch directive (mini-C, and clang-14's LLVM IR): testdata/kernels,
// lint, llvm (spir64, nvptx64, CUDA, -g), real and bench. Kernels whose
// mimd runs do not all finish ok are left out (they have no reference),
// as are files that do not load. The matrix and the false alarms are
// logged; nothing may be missed and the false alarms stay within 2% of
// the flagged kernels.
func TestLintTestdataCorpus(t *testing.T) {
	corpus.Sweep(t, "explores every testdata kernel")
	var files []string
	for _, pat := range []string{"testdata/kernels/*.cl", "testdata/lint/*.cl", "testdata/lint/*.ll", "testdata/llvm/*.ll", "testdata/llvm/*/*.ll",
		"testdata/real/*.cl", "testdata/real/*.ll", "testdata/bench/*/*.cl"} {
		fs, _ := filepath.Glob(filepath.Join(corpus.Root(), pat))
		files = append(files, fs...)
	}
	sort.Strings(files)
	var c matrix31
	skipped := 0
	cfg := sim.DefaultConfig()
	// See TestCorpusConfusion; testdata/lint/bounded_wait's pdom runs
	// take 21-28M cycles to time out (100,000 polls of a global load).
	cfg.MaxCycles = 100_000_000
	for _, path := range files {
		rel, _ := filepath.Rel(corpus.Root(), path)
		src, err := driver.Load(path, frontend.Options{})
		if err != nil {
			skipped++ // a file the frontends reject (tested elsewhere)
			continue
		}
		l, _, err := src.Launch(driver.Overrides{})
		if err != nil || src.Dirs.Launch == nil {
			skipped++
			continue
		}
		lm, err := src.Module()
		if err != nil {
			t.Fatal(err)
		}
		fs := drivertest.Lint(t, lm, lint.Options{OneGroup: src.Dirs.OneGroup(), ReadSource: func(f string) ([]byte, error) {
			if filepath.IsAbs(f) {
				return os.ReadFile(f)
			}
			return os.ReadFile(filepath.Join(filepath.Dir(path), filepath.Base(f)))
		}})
		pr, err := src.Prepare(driver.CompileOptions{})
		if err != nil {
			t.Fatal(err)
		}
		m := pr.Module
		rep, err := Explore(m, l, Options{Config: &cfg})
		if err != nil || rep.Reference == nil {
			skipped++
			continue
		}
		if !mimdOK(rep) {
			skipped++
			t.Logf("left out (a mimd run does not finish ok): %s", rel)
			continue
		}
		if limited(rep) {
			// A run stopped by the cycle limit has no verdict: calling
			// the kernel clean would count a correct warning as a false
			// alarm.
			skipped++
			t.Logf("left out (a run reached the cycle limit, %d): %s", cfg.MaxCycles, rel)
			continue
		}
		o := classify31(rep)
		v, _ := verdictOf(fs)
		c.add(rel, o, v)
		if misses(o, v) && !(o == outTimeout && racy[filepath.Base(rel)]) {
			var sb strings.Builder
			rep.WriteText(&sb)
			t.Errorf("%s: MISSED: explore %v, lint %v\n%s", rel, o, v, sb.String())
		}
	}
	fa := c.falseAlarmNames()
	t.Logf("%d files, %d left out\n%s\nfalse alarms: %v\ntimeouts lint is quiet about (racy kernels, not waits): %v",
		len(files), skipped, &c, fa, c.names["1/2"])
	if d := c.flagged(); d > 0 && 100*c.falseAlarms() > 2*d {
		t.Errorf("false alarms %d of %d flagged: more than 2%%", c.falseAlarms(), d)
	}
}

// racy lists the testdata kernels whose final memory depends on the
// schedule or the warp size for a reason that is no wait, so explore's
// "memory differs" is no timeout (checked with simtc run --explore):
//   - mimd interleavings differ among themselves: the warp-synchronous
//     atomic emulation of vote_retry (lint says so with --notes), the
//     push/pop order of lockfree_stack, the slot order of ring_queue
//     (each mimd schedule its own memory);
//   - the result is a function of the warp size: subgroup_vote's ballots
//     and warp_reduce's warp sums (the 9 runs at the directive's warp size
//     agree with mimd; each other warp size gives its own value).
var racy = map[string]bool{
	"vote_retry.cl": true, "vote_retry.O0.ll": true, "vote_retry.O2.ll": true,
	"lockfree_stack.cl": true, "lockfree_stack.nvptx64.O0.ll": true, "lockfree_stack.nvptx64.O2.ll": true,
	"lockfree_stack.spir64.O0.ll": true, "lockfree_stack.spir64.O2.ll": true,
	"ring_queue.cuda.O0.ll": true, "ring_queue.cuda.O2.ll": true,
	"subgroup_vote.cl": true, "subgroup_vote.O0.ll": true, "subgroup_vote.O2.ll": true,
	"warp_reduce.cuda.O0.ll": true, "warp_reduce.cuda.O2.ll": true,
}
