package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/hybrid"
	"github.com/simtc/simtc/sim/mechs"
)

// Exit codes of simtc run beyond the common ones.
const (
	exitDeadlock = 3 // the kernel did not finish: deadlock, max-cycles, starved or watchdog
	exitFault    = 4
)

func runCommand() *cli.Command {
	return &cli.Command{
		Name:      "run",
		Usage:     "run a kernel on the SIMT simulator",
		ArgsUsage: "FILE",
		Description: "Compiles FILE (.cl, .ll or .ir; a .simt object runs as is) and runs it on the cycle-level\n" +
			"simulator under one reconvergence mechanism: pdom (IPDOM reconvergence stack) or mimd (every\n" +
			"thread independent: the semantic reference). The launch (grid, block, warp, arguments)\n" +
			"comes from the file's simtc:launch directive; flags override it. Argument specs:\n" +
			"  n=64                   a scalar\n" +
			"  lock=int32[1]          a zeroed buffer of 1 int32\n" +
			"  data=int32[64]:iota    0, 1, 2, ...\n" +
			"  data=float32[4]:1,2,3,4\n" +
			"  data=int32[64]:@file.bin  raw little-endian contents\n" +
			"Element types: int8 int16 int32 int64 uint8 uint16 uint32 uint64 float32 float64.\n\n" +
			"The file's simtc:expect lines are checked when the launch is the file's own (no --grid,\n" +
			"--block, --warp or --arg); with --ssde only the buffer expectations are, since status\n" +
			"expectations describe the kernel as written. Metric expectations compare statistics:\n" +
			"  // simtc:expect mech=pdom warp_instructions=123 simd_efficiency>=0.9\n\n" +
			"Verdicts. deadlock means no thread can ever make progress: every remaining thread waits at\n" +
			"a barrier, a reconvergence point or a warp-level operation that nothing runnable can\n" +
			"release, or the full state (PCs, masks, stacks, registers, private memory) of every running\n" +
			"warp (pdom) or thread (mimd) repeats exactly while memory does not change. It is diagnosed:\n" +
			"which threads spin where, which wait at which reconvergence point or barrier, with source\n" +
			"lines. Anything else that runs long ends at the cycle limit as max-cycles, with a snapshot\n" +
			"of where the threads are (not a diagnosis) and a \"suspected livelock\" note for loops that\n" +
			"spin without changing memory while their state keeps changing. The default limit,\n" +
			"10^9 cycles + 10^6 per launched thread, is far beyond any healthy kernel; give --max-cycles\n" +
			"or --watchdog to stop a livelock sooner. starved: a warp that can issue was not picked by\n" +
			"the warp scheduler (e.g. gto) for 10^5 cycles while nothing made progress and the warps it\n" +
			"picks repeat their state exactly; it is named.\n" +
			"watchdog: --watchdog N cycles passed without a memory write that changed memory, a thread\n" +
			"exit or a barrier release (a heuristic, not a deadlock verdict).\n\n" +
			"--mech help lists the mechanisms and the parameters each accepts (one flag per parameter).\n\n" +
			"Hybrid warp size (hws, en-dwf-hws; Jin 2012): the SIMD unit is one quarter-warp wide\n" +
			"(--simd-width, default a quarter of the warp) and a warp instruction takes one cycle per\n" +
			"active quarter. --estimate runs the kernel a second time, under the baseline (pdom for hws,\n" +
			"en-dwf for en-dwf-hws) on a machine with that SIMD width, and prints the thesis' estimated\n" +
			"speedup (equation 6.1, from this run's warp distribution) next to the measured one\n" +
			"(baseline cycles / cycles); with --json it is the object hws_estimate.\n\n" +
			"Exit status: 0 ok, 1 a simtc:expect failed, 2 input error, 3 deadlock, max-cycles,\n" +
			"starved or watchdog, 4 kernel fault.",
		Flags: append(append(inputFlags(),
			&cli.StringFlag{Name: "mech", Value: mechs.DefaultMechanism, Usage: "reconvergence mechanism: " + strings.Join(mechs.Default().Names(), ", ") + " (help: list them)"},
			&cli.StringFlag{Name: "sched", Value: string(sim.DefaultConfig().Scheduler), Usage: "warp scheduler: " + strings.Join(sim.Schedulers(), ", ")},
			&cli.Uint64Flag{Name: "seed", Usage: "with --sched random: the seed `S` of its random stream (the same seed gives the same run; --explore prints the seed of each interleaving it found)"},
			&cli.BoolFlag{Name: "estimate", Usage: "with --mech hws or en-dwf-hws: also run the baseline (pdom, resp. en-dwf, at a SIMD width of one quarter-warp) and print the thesis' estimated speedup (Jin 2012, equation 6.1) next to the measured one"},
			&cli.Int64Flag{Name: "watchdog", Usage: "stop with status watchdog after `N` cycles without a memory write that changed memory, a thread exit or a barrier release (off by default)"},
			&cli.BoolFlag{Name: "ssde", Usage: "apply Static SIMT Deadlock Elimination before compiling"},
			&cli.BoolFlag{Name: "no-inline", Usage: "emit device functions as real functions (call/ret with a per-thread stack)"},
			&cli.Uint64Flag{Name: "stack-size", Usage: "with --no-inline: the per-thread call stack, in bytes, of a kernel that reaches recursion (default 8192; deeper recursion faults)"},
			&cli.IntFlag{Name: "grid", Usage: "number of blocks"},
			&cli.IntFlag{Name: "block", Usage: "threads per block"},
			&cli.IntFlag{Name: "warp", Usage: "threads per warp"},
			&cli.StringSliceFlag{Name: "arg", Usage: "kernel argument `NAME=SPEC` (repeatable)"},
			&cli.BoolFlag{Name: "json", Usage: "print the result as one JSON object"},
			&cli.IntFlag{Name: "jobs", Value: 1, Usage: "simulate the cores on `N` threads; the output is the same for every N (cores that communicate through global memory are rerun serially)"},
			&cli.Int64Flag{Name: "max-cycles", Usage: "stop after `N` cycles (status max-cycles; default 10^9 + 10^6 per launched thread)"},
			reconvFlag(),
		), append(mechParamFlags(), exploreFlags()...)...),
		Action: runAction,
	}
}

func runAction(c *cli.Context) error {
	if c.String("mech") == "help" {
		fmt.Fprintf(c.App.Writer, "mechanisms (--mech):\n%s", mechs.Default().Help())
		return nil
	}
	path, err := oneFile(c)
	if err != nil {
		return err
	}
	if c.Bool("explore") {
		return exploreAction(c, path)
	}
	if c.IsSet("seeds") {
		return inputError(fmt.Errorf("simtc run: --seeds: only with --explore (one seeded run is --sched %s --seed S)", sim.SchedRandom))
	}
	mech := c.String("mech")
	if !contains(mechs.Default().Names(), mech) {
		return inputError(fmt.Errorf("simtc run: --mech %q: want one of %s", mech, strings.Join(mechs.Default().Names(), ", ")))
	}
	obj, dirs, err := compileForRun(c, path, mech)
	if err != nil {
		return err
	}

	cwd, _ := os.Getwd()
	l := &sim.Launch{}
	if dirs.Launch != "" {
		if l, err = sim.ParseLaunch(dirs.Launch, filepath.Dir(path)); err != nil {
			return inputError(fmt.Errorf("%s:%d: error: %v", path, dirs.LaunchLine, err))
		}
	}
	overridden := false
	for _, g := range []string{"grid", "block", "warp"} {
		if c.IsSet(g) {
			overridden = true
			if err := l.Set(fmt.Sprintf("%s=%d", g, c.Int(g)), cwd); err != nil {
				return inputError(fmt.Errorf("simtc run: --%s: %v", g, err))
			}
		}
	}
	for _, spec := range c.StringSlice("arg") {
		overridden = true
		if err := l.Set(spec, cwd); err != nil {
			return inputError(fmt.Errorf("simtc run: --arg %s: %v", spec, err))
		}
	}
	if l.Grid == 0 || l.Block == 0 {
		return inputError(fmt.Errorf("%s: error: no launch geometry: give --grid and --block, or a simtc:launch directive", path))
	}

	cfg := sim.DefaultConfig()
	if c.IsSet("max-cycles") {
		cfg.MaxCycles = c.Int64("max-cycles")
		if cfg.MaxCycles <= 0 {
			return inputError(fmt.Errorf("simtc run: --max-cycles %d: want a positive number of cycles", cfg.MaxCycles))
		}
	}
	if c.IsSet("watchdog") {
		cfg.Watchdog = c.Int64("watchdog")
		if cfg.Watchdog <= 0 {
			return inputError(fmt.Errorf("simtc run: --watchdog %d: want a positive number of cycles", cfg.Watchdog))
		}
	}
	cfg.Jobs = c.Int("jobs")
	if cfg.Jobs < 1 {
		return inputError(fmt.Errorf("simtc run: --jobs %d: want a positive number of threads", cfg.Jobs))
	}
	cfg.Scheduler = sim.Scheduler(c.String("sched"))
	if !contains(sim.Schedulers(), c.String("sched")) {
		return inputError(fmt.Errorf("simtc run: --sched %q: want one of %s", c.String("sched"), strings.Join(sim.Schedulers(), ", ")))
	}
	if c.IsSet("seed") {
		if cfg.Scheduler != sim.SchedRandom {
			return inputError(fmt.Errorf("simtc run: --seed: only with --sched %s", sim.SchedRandom))
		}
		cfg.Seed = c.Uint64("seed")
	}
	reg := mechs.Default()
	m, err := mechParams(c, reg, mech, cfg.ForLaunch(l))
	if err != nil {
		return err
	}
	var base sim.Mech
	var bc sim.Config
	if c.Bool("estimate") {
		var ok bool
		base, bc, ok, err = reg.Baseline(m, cfg, l)
		if err != nil {
			return inputError(fmt.Errorf("simtc run: --estimate: %v", err))
		}
		if !ok {
			return inputError(fmt.Errorf("simtc run: --estimate: mechanism %s has no hybrid-warp-size baseline (use hws or en-dwf-hws)", mech))
		}
		if base.Info.Target != m.Info.Target {
			return inputError(fmt.Errorf("simtc run: --estimate: %s and its baseline %s need different code", mech, base.Name()))
		}
	}
	res, err := sim.Run(obj, m, l, cfg)
	if err != nil {
		// A launch that is the file's own is at its directive's line.
		if !overridden && dirs.LaunchLine > 0 {
			return inputError(fmt.Errorf("%s:%d: error: %v", path, dirs.LaunchLine, err))
		}
		return inputError(fmt.Errorf("%s: error: %v", path, err))
	}
	var est *hwsEstimate
	if base.Name() != "" {
		if est, err = estimate(obj, res, base, l, bc); err != nil {
			return inputError(fmt.Errorf("%s: error: %v", path, err))
		}
	}
	if c.Bool("json") {
		b, err := json.Marshal(res)
		if err != nil {
			return err
		}
		if est != nil {
			e, err := json.Marshal(est)
			if err != nil {
				return err
			}
			b = append(append(append(b[:len(b)-1], `,"hws_estimate":`...), e...), '}')
		}
		fmt.Fprintf(c.App.Writer, "%s\n", b)
	} else {
		if err := res.WriteText(c.App.Writer); err != nil {
			return err
		}
		if est != nil {
			fmt.Fprintf(c.App.Writer, "hws estimate (Jin 2012, equation 6.1): speedup %.3f; measured: %.3f (%s %d cycles at SIMD width %d, %s %d cycles)\n",
				est.Estimated, est.Measured, est.Baseline, est.BaselineCycles, est.SIMDWidth, res.Mechanism, res.Stats.Cycles)
		}
	}

	failed := false
	if !overridden && len(dirs.Expects) > 0 {
		exps, err := sim.ParseExpects(dirs.Expects)
		if err != nil {
			return inputError(fmt.Errorf("%s: error: %v", path, err))
		}
		if c.Bool("ssde") {
			// Status expectations describe the kernel as written; SSDE
			// exists to change them. Buffer contents must still hold.
			kept := exps[:0]
			for _, e := range exps {
				if e.Kind != sim.ExpectStatus {
					kept = append(kept, e)
				}
			}
			exps = kept
		}
		for _, e := range sim.Check(exps, res) {
			fmt.Fprintf(c.App.ErrWriter, "%s: expectation failed: %v\n", path, e)
			failed = true
		}
	}
	switch res.Status {
	case sim.StatusDeadlock, sim.StatusMaxCycles, sim.StatusStarved, sim.StatusWatchdog:
		return &exitError{code: exitDeadlock}
	case sim.StatusFault:
		return &exitError{code: exitFault}
	}
	if failed {
		return &exitError{code: exitFindings}
	}
	return nil
}

// compileForRun returns the object to run and the file's directives.
func compileForRun(c *cli.Context, path, mech string) (*isa.Object, sim.Directives, error) {
	var none sim.Directives
	if strings.EqualFold(filepath.Ext(path), ".simt") {
		for _, fl := range []string{"ssde", "reconv"} {
			if c.IsSet(fl) {
				return nil, none, inputError(fmt.Errorf("simtc run: --%s applies when compiling, but %s is an object already (give its source, or use it with simtc build)", fl, path))
			}
		}
		f, err := os.Open(path)
		if err != nil {
			return nil, none, inputError(fmt.Errorf("%s: error: %v", path, unwrapPathError(err)))
		}
		defer f.Close()
		obj, err := isa.Read(f)
		if err != nil {
			return nil, none, inputError(fmt.Errorf("%s: error: %v", path, err))
		}
		return obj, none, nil
	}
	m, err := loadModule(c, path)
	if err != nil {
		return nil, none, err
	}
	dirs, err := directives(m, path)
	if err != nil {
		return nil, none, err
	}
	p, err := newPipeline(c, mechTarget(mech), pipeline.Options{Mech: mech})
	if err != nil {
		return nil, none, err
	}
	pr, err := prepare(p, path, m)
	if err != nil {
		return nil, none, err
	}
	obj, err := pr.Compile()
	if err != nil {
		return nil, none, fileError(path, err)
	}
	return obj, dirs, nil
}

// directives returns the launch and expect directives of m, or, when the
// frontend kept none (LLVM IR), those written in the file's comments.
func directives(m *ir.Module, path string) (sim.Directives, error) {
	var d sim.Directives
	for _, x := range m.Directives {
		switch x.Kind {
		case "launch":
			if d.Launch != "" {
				return d, inputError(fmt.Errorf("%s: error: second simtc:launch directive (first on line %d)", x.Pos, d.LaunchLine))
			}
			d.Launch, d.LaunchLine = x.Text, x.Pos.Line
		case "expect":
			d.Expects = append(d.Expects, x.Text)
			d.ExpectLines = append(d.ExpectLines, x.Pos.Line)
		}
	}
	if d.Launch != "" || len(d.Expects) > 0 {
		return d, nil
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return d, inputError(fmt.Errorf("%s: error: %v", path, unwrapPathError(err)))
	}
	d, err = sim.ScanDirectives(string(src))
	if err != nil {
		return d, inputError(fmt.Errorf("%s: error: %v", path, err))
	}
	return d, nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// mechParamFlags are the flags of the mechanisms' parameters: one per
// parameter of the registry, a switch for an on/off one.
func mechParamFlags() []cli.Flag {
	var out []cli.Flag
	for _, p := range mechs.Default().Params() {
		usage := strings.Join(p.Mechs, ", ") + ": " + p.Usage
		if p.Switch {
			out = append(out, &cli.BoolFlag{Name: p.Name, Usage: usage})
		} else {
			out = append(out, &cli.StringFlag{Name: p.Name, Usage: usage})
		}
	}
	return out
}

// mechParams returns mech configured with the parameter flags given,
// each checked against the mechanism and the machine cfg of the launch.
func mechParams(c *cli.Context, reg *sim.Registry, mech string, cfg sim.Config) (sim.Mech, error) {
	mi, err := reg.Lookup(mech)
	if err != nil {
		return sim.Mech{}, inputError(fmt.Errorf("simtc run: --mech: %v", err))
	}
	var texts []string
	for _, p := range reg.Params() {
		if !c.IsSet(p.Name) {
			continue
		}
		text := p.Name + "=" + c.String(p.Name)
		if p.Switch {
			if !c.Bool(p.Name) {
				continue // --no-sp=false: not given
			}
			text = p.Name
		}
		m, err := mi.Configure(text)
		if err == nil {
			err = m.Validate(&cfg)
		}
		if err != nil {
			return sim.Mech{}, inputError(fmt.Errorf("simtc run: --%s: %v", p.Name, err))
		}
		texts = append(texts, text)
	}
	m, err := mi.Configure(texts...)
	if err != nil {
		return sim.Mech{}, inputError(fmt.Errorf("simtc run: %v", err))
	}
	return m, nil
}

// hwsEstimate is what --estimate adds to simtc run: the thesis' estimate
// of the hybrid-warp-size speedup (equation 6.1, from the run's warp
// distribution) next to the speedup measured against the baseline.
type hwsEstimate struct {
	hybrid.HWSEstimate
	Estimated      float64 `json:"-"`
	Baseline       string  `json:"baseline"`
	SIMDWidth      int     `json:"simd_width"`
	BaselineStatus string  `json:"baseline_status"`
	BaselineCycles int64   `json:"baseline_cycles"`
	Cycles         int64   `json:"cycles"`
	Measured       float64 `json:"measured_speedup"`
}

// estimate runs the baseline base of res's mechanism on the same launch
// on its machine bc (a SIMD width of one quarter-warp: Registry.Baseline)
// and computes both speedups.
func estimate(obj *isa.Object, res *sim.Result, base sim.Mech, l *sim.Launch, bc sim.Config) (*hwsEstimate, error) {
	e, ok := hybrid.EstimateHWS(res)
	if !ok {
		return nil, fmt.Errorf("--estimate: the %s run has no quarter-warp statistics", res.Mechanism)
	}
	br, err := sim.Run(obj, base, l, bc)
	if err != nil {
		return nil, err
	}
	out := &hwsEstimate{HWSEstimate: e, Estimated: e.Speedup, Baseline: base.Name(), SIMDWidth: bc.SIMDWidth,
		BaselineStatus: string(br.Status), BaselineCycles: br.Stats.Cycles, Cycles: res.Stats.Cycles}
	if res.Stats.Cycles > 0 {
		out.Measured = float64(br.Stats.Cycles) / float64(res.Stats.Cycles)
	}
	return out, nil
}
