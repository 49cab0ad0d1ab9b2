package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/internal/outfile"
	"github.com/simtc/simtc/internal/report"
	"github.com/simtc/simtc/internal/trace"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mech/hybrid"
	"github.com/simtc/simtc/sim/mechs"
)

// Exit codes of simtc run beyond the common ones.
const (
	exitDeadlock = 3 // the kernel did not finish: deadlock, max-cycles, starved or watchdog
	exitFault    = 4
)

func runCommand(reg *sim.Registry) *cli.Command {
	return &cli.Command{
		Name:      "run",
		Usage:     "run a kernel on the SIMT simulator",
		ArgsUsage: "FILE",
		Description: "Compiles FILE (.cl, .ll or .ir; a .simt object runs as is) and runs it on the cycle-level\n" +
			"simulator under one reconvergence mechanism (--mech): " + strings.Join(reg.Names(), ", ") + ".\n" +
			"pdom is the IPDOM reconvergence stack, mimd runs every thread independently (the semantic\n" +
			"reference); --mech help describes each. The launch (grid, block, warp, arguments)\n" +
			"comes from the file's simtc:launch directive; flags override it. --kernel NAME picks one\n" +
			"kernel of several (by name, or a CUDA kernel's demangled name).\n" +
			driver.SpecHelp + "\n" +
			"A buffer holds at most 1 GiB. --max-memory bounds what a launch makes the simulator allocate:\n" +
			"its buffers, the shared memory of the blocks that can be resident at once and the private\n" +
			"memory and call stacks of their threads (as declared; private pages are allocated when first\n" +
			"written). The default is a quarter of the physical memory or of the address-space limit\n" +
			"(ulimit -v), whichever is smaller; a launch over it is an input error that states the numbers\n" +
			"and names the directive field or flag responsible (buffers are refused as they are parsed,\n" +
			"before they are allocated). The limit counts sizes as declared; the process holds a buffer\n" +
			"with initial contents twice (the parsed argument and simulated global memory, which the\n" +
			"result takes without a copy), and --json, which prints every element as a number, several\n" +
			"times more.\n\n" +
			"printf: each call's output, one line per thread that runs it, is printed after the run and\n" +
			"before the report, sorted by cycle, then by the thread's global linear id (x fastest): the\n" +
			"same order for every --jobs and every run. --printf-ids prefixes each line with the thread's\n" +
			"ids, \"[block x,y,z thread x,y,z] \". A run keeps the first --printf-lines lines (10000 by\n" +
			"default; a line at most 4096 bytes) and says how many more there were. With --json, printf\n" +
			"is an array of {cycle, block, thread, text} and printf_calls counts every call. Formats are\n" +
			"C's (OpenCL's vector formats included, e.g. %v4hld); %s takes a string in global or\n" +
			"constant memory (a string literal).\n\n" +
			"--ssde rewrites, before compiling, exactly the loops simtc lint reports with the same --reconv\n" +
			"and --alias, and lists them (ssde_rewrites in JSON). --layout rpo|priority compiles with that\n" +
			"block layout instead of the mechanism's own; every report says which layout ran.\n\n" +
			"The file's simtc:expect lines are checked when the launch is the file's own (no --grid,\n" +
			"--block, --warp or --arg); with --ssde, or a --layout other than the mechanism's own, only the\n" +
			"buffer expectations are, since status expectations describe the kernel as written, compiled\n" +
			"for the mechanism. Metric expectations compare statistics:\n" +
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
			"--mech help lists the mechanisms and the parameters each accepts (one flag per parameter),\n" +
			"and what every statistic of the report means under every mechanism. warp_instructions are\n" +
			"issued slots, including slots issued with no thread enabled (tf-sandy's conservative\n" +
			"no-ops); a reconvergence check (a stack's pop, a thread-frontier join point) issues\n" +
			"nothing; simd_efficiency = thread_instructions / lane_slots.\n\n" +
			"Hybrid warp size (hws, en-dwf-hws; Jin 2012): the SIMD unit is one quarter-warp wide\n" +
			"(--simd-width, default a quarter of the warp) and a warp instruction takes one cycle per\n" +
			"active quarter. --estimate runs the kernel a second time, under the baseline (pdom for hws,\n" +
			"en-dwf for en-dwf-hws) on a machine with that SIMD width, and prints the thesis' estimated\n" +
			"speedup (equation 6.1, from this run's warp distribution) next to the measured one\n" +
			"(baseline cycles / cycles); with --json it is the object hws_estimate.\n\n" +
			"Exit status: 0 ok, 1 a simtc:expect failed, 2 input error, 3 deadlock, max-cycles,\n" +
			"starved or watchdog, 4 kernel fault.",
		Flags: append(append(inputFlags(),
			&cli.StringFlag{Name: "mech", Value: mechs.DefaultMechanism, Usage: "reconvergence mechanism: " + strings.Join(reg.Names(), ", ") + " (help: list them with their parameters)"},
			&cli.StringFlag{Name: "sched", Usage: "warp scheduler: " + strings.Join(sim.Schedulers(), ", ") + " (default: the machine's; simple: gto)"},
			&cli.Uint64Flag{Name: "seed", Usage: "with --sched random: the seed `S` of its random stream (the same seed gives the same run; --explore prints the seed of each interleaving it found)"},
			&cli.BoolFlag{Name: "estimate", Usage: "with --mech hws or en-dwf-hws: also run the baseline (pdom, resp. en-dwf, at a SIMD width of one quarter-warp) and print the thesis' estimated speedup (Jin 2012, equation 6.1) next to the measured one"},
			&cli.Int64Flag{Name: "watchdog", Usage: "stop with status watchdog after `N` cycles without a memory write that changed memory, a thread exit or a barrier release (off by default)"},
			&cli.BoolFlag{Name: "ssde", Usage: "apply Static SIMT Deadlock Elimination before compiling"},
			&cli.BoolFlag{Name: "no-inline", Usage: "emit device functions as real functions (call/ret with a per-thread stack)"},
			&cli.Uint64Flag{Name: "stack-size", Usage: "with --no-inline: the per-thread call stack, in bytes, of a kernel that reaches recursion (default 8192; deeper recursion faults)"},
			&cli.StringFlag{Name: "grid", Usage: "blocks per dimension: `X[,Y[,Z]]` (also XxY, XxYxZ)"},
			&cli.StringFlag{Name: "block", Usage: "threads per block per dimension: `X[,Y[,Z]]` (also XxY, XxYxZ; threads form warps x fastest)"},
			&cli.IntFlag{Name: "warp", Usage: "threads per warp"},
			&cli.StringFlag{Name: "shared-bytes", Usage: "dynamic shared memory per block, `N` bytes (CUDA extern __shared__, the third <<<>>> parameter), laid out after the kernel's static shared memory, 16-byte aligned"},
			&cli.StringSliceFlag{Name: "arg", Usage: "kernel argument `NAME=SPEC` (repeatable)"},
			&cli.BoolFlag{Name: "json", Usage: "print the result as one JSON object"},
			&cli.BoolFlag{Name: "printf-ids", Usage: "prefix each printf line with the thread's ids, \"[block x,y,z thread x,y,z] \""},
			&cli.IntFlag{Name: "printf-lines", Usage: "keep the first `N` printf lines (default 10000; the report says how many more there were)"},
			&cli.IntFlag{Name: "jobs", Value: 1, Usage: "simulate the cores on `N` threads; the output is the same for every N (cores that communicate through global memory are rerun serially)"},
			&cli.Int64Flag{Name: "max-cycles", Usage: "stop after `N` cycles (status max-cycles; default 10^9 + 10^6 per launched thread)"},
			maxMemoryFlag(),
			&cli.StringFlag{Name: "trace", Usage: "write the run's timeline to `FILE` as Trace Event Format JSON (Perfetto UI, chrome://tracing): a track per warp (and per thread when threads issue one at a time: mimd) with every issue, divergence, reconvergence, barrier waits, memory stalls and counters; 1 trace µs = 1 cycle; the run is then serial"},
			&cli.StringFlag{Name: "report", Usage: "write the run as one HTML page to `FILE.html`: the kernel's CFG (SVG) with each block coloured by SIMD efficiency and labelled with its executions, the per-branch divergence table linked to the source lines, and the statistics"},
			&cli.StringFlag{Name: "trace-cycles", Usage: "with --trace: keep only cycles `A:B` (either may be omitted: 1000: or :5000)"},
			reconvFlag(),
			layoutFlag(),
			aliasFlag(),
		), append(append(mechParamFlags(reg), exploreFlags()...), machineFlags()...)...),
		Action: runAction,
	}
}

func runAction(c *cli.Context) error {
	if c.String("mech") == "help" {
		fmt.Fprintf(c.App.Writer, "mechanisms (--mech):\n%s\n%s", mechsOf(c).Help(), mechsOf(c).StatHelp())
		return nil
	}
	if machineHelp(c) {
		return nil
	}
	if done, err := printMachine(c); done {
		return err
	}
	path, err := oneFile(c)
	if err != nil {
		return err
	}
	tr, err := traceOptions(c)
	if err != nil {
		return err
	}
	if c.IsSet("report") && (c.String("report") == "" || c.Bool("explore")) {
		return inputError(fmt.Errorf("simtc run: --report: want a FILE.html, and not with --explore"))
	}
	if c.Bool("explore") {
		return exploreAction(c, path)
	}
	if c.IsSet("seeds") {
		return inputError(fmt.Errorf("simtc run: --seeds: only with --explore (one seeded run is --sched %s --seed S)", sim.SchedRandom))
	}
	mech := c.String("mech")
	if !slices.Contains(mechsOf(c).Names(), mech) {
		return inputError(fmt.Errorf("simtc run: --mech %q: want one of %s", mech, strings.Join(mechsOf(c).Names(), ", ")))
	}
	if frontend.KindOf(path) == frontend.Object {
		for _, fl := range []string{"ssde", "reconv", "layout", "alias"} {
			if c.IsSet(fl) {
				return inputError(fmt.Errorf("simtc run: --%s applies when compiling, but %s is an object already (give its source, or use it with simtc build)", fl, path))
			}
		}
	}
	co, err := compileOptions(c, mech, driver.CompileOptions{Mechs: mechsOf(c)})
	if err != nil {
		return err
	}
	src, err := load(c, path)
	if err != nil {
		return err
	}
	built, err := src.Build(co)
	if err != nil {
		return inputError(err)
	}
	obj := built.Object
	if ks := c.StringSlice("kernel"); len(ks) > 1 {
		return inputError(fmt.Errorf("simtc run: --kernel given %d times: a run launches one kernel", len(ks)))
	}
	ov, err := launchOverrides(c)
	if err != nil {
		return err
	}
	if ov.MaxMemory, err = maxMemory(c); err != nil {
		return err
	}
	l, own, err := src.Launch(ov)
	if err != nil {
		return launchError(c, err)
	}
	if err := driver.SelectKernel(obj, l); err != nil {
		switch d := src.Dirs.Launch; {
		case ov.Kernel != "":
			return inputError(fmt.Errorf("simtc run: --kernel %s: %s: %v", ov.Kernel, path, err))
		case d != nil:
			return inputError(ir.Errorf(d.Pos, "%v", err))
		}
		return inputError(fmt.Errorf("%s: error: %v", path, err))
	}
	// The file's expectations, checked before anything runs; they apply
	// to the file's own launch.
	// A malformed or contradictory expectation is an error even when
	// the launch is not the file's own.
	asDefault, err := co.AsDefault()
	if err != nil {
		return inputError(err)
	}
	exps, err := src.Expects(!asDefault)
	if err != nil {
		return inputError(err)
	}
	if !own {
		exps = nil
	}

	mach, err := resolveMachine(c)
	if err != nil {
		return err
	}
	cfg := mach.Config
	if c.IsSet("max-cycles") {
		cfg.MaxCycles = c.Int64("max-cycles")
		if cfg.MaxCycles <= 0 {
			return inputError(fmt.Errorf("simtc run: --max-cycles %d: want a positive number of cycles", cfg.MaxCycles))
		}
	}
	cfg.MaxMemory = ov.MaxMemory
	if c.IsSet("watchdog") {
		cfg.Watchdog = c.Int64("watchdog")
		if cfg.Watchdog <= 0 {
			return inputError(fmt.Errorf("simtc run: --watchdog %d: want a positive number of cycles", cfg.Watchdog))
		}
	}
	if c.IsSet("printf-lines") {
		if cfg.PrintfLines = c.Int("printf-lines"); cfg.PrintfLines <= 0 {
			return inputError(fmt.Errorf("simtc run: --printf-lines %d: want a positive number of lines", cfg.PrintfLines))
		}
	}
	cfg.Jobs = c.Int("jobs")
	if cfg.Jobs < 1 {
		return inputError(fmt.Errorf("simtc run: --jobs %d: want a positive number of threads", cfg.Jobs))
	}
	if c.IsSet("sched") {
		cfg.Scheduler = sim.Scheduler(c.String("sched"))
		if !slices.Contains(sim.Schedulers(), c.String("sched")) {
			return inputError(fmt.Errorf("simtc run: --sched %q: want one of %s", c.String("sched"), strings.Join(sim.Schedulers(), ", ")))
		}
	}
	if c.IsSet("seed") {
		if cfg.Scheduler != sim.SchedRandom {
			return inputError(fmt.Errorf("simtc run: --seed: only with --sched %s", sim.SchedRandom))
		}
		cfg.Seed = c.Uint64("seed")
	}
	reg := mechsOf(c)
	m, err := mechParams(c, reg, mech, cfg.ForLaunch(l))
	if err != nil {
		return err
	}
	if c.Bool("estimate") && m.Info.Baseline == "" {
		return inputError(fmt.Errorf("simtc run: --estimate: mechanism %s has no hybrid-warp-size baseline (use hws or en-dwf-hws)", mech))
	}
	ro := driver.RunOptions{Mech: m, Mechs: reg, Config: cfg, Baseline: c.Bool("estimate"), Source: src, Compile: co, Overrides: ov}
	var tracer *trace.Tracer
	var observers []sim.Observer
	if tr != nil {
		tracer = trace.New(obj, *tr)
		observers = append(observers, tracer)
	}
	var profile *report.Profile
	if c.IsSet("report") {
		profile = report.NewProfile(obj)
		observers = append(observers, profile)
	}
	ro.Observer = sim.Observers(observers...)
	out, err := driver.Run(obj, l, ro)
	if err != nil {
		// A launch error is positioned by the driver: at the directive
		// field or the flag responsible.
		var fe *driver.FlagError
		var pe *ir.Error
		switch {
		case errors.As(err, &fe):
			return launchError(c, err)
		case errors.As(err, &pe):
			return inputError(err)
		}
		// A launch that is the file's own is at its directive's position.
		if d := src.Dirs.Launch; own && d != nil {
			return inputError(ir.Errorf(d.Pos, "%v", err))
		}
		return inputError(fmt.Errorf("%s: error: %v", path, err))
	}
	res := out.Result
	res.Machine = mach.Name
	if tracer != nil {
		if err := writeTrace(c, tracer); err != nil {
			return err
		}
	}
	if profile != nil {
		if err := writeReport(c, res, built, profile, path); err != nil {
			return err
		}
	}
	var est *hwsEstimate
	if b := out.Baseline; b != nil {
		if !b.EstimateOK {
			return inputError(fmt.Errorf("%s: error: --estimate: the %s run has no quarter-warp statistics", path, res.Mechanism))
		}
		est = &hwsEstimate{HWSEstimate: b.Estimate, Estimated: b.Estimate.Speedup, Baseline: b.Mech, SIMDWidth: b.SIMDWidth,
			BaselineStatus: string(b.Result.Status), BaselineCycles: b.Result.Stats.Cycles, Cycles: res.Stats.Cycles}
		if res.Stats.Cycles > 0 {
			est.Measured = float64(b.Result.Stats.Cycles) / float64(res.Stats.Cycles)
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
		if co.SSDE {
			// The loops SSDE rewrote: those lint reports with the same
			// --reconv and --alias.
			rw := built.Rewrites
			if rw == nil {
				rw = []driver.Rewrite{}
			}
			e, err := json.Marshal(rw)
			if err != nil {
				return err
			}
			b = append(append(append(b[:len(b)-1], `,"ssde_rewrites":`...), e...), '}')
		}
		fmt.Fprintf(c.App.Writer, "%s\n", b)
	} else {
		if co.SSDE {
			fmt.Fprintf(c.App.Writer, "ssde: rewrote %d loop(s) (those simtc lint reports with the same --reconv and --alias)\n", len(built.Rewrites))
			for _, r := range built.Rewrites {
				fmt.Fprintf(c.App.Writer, "  %s\n", r)
			}
		}
		if len(res.Printf) > 0 || res.PrintfCalls > 0 {
			var sb strings.Builder
			res.WritePrintf(&sb, c.Bool("printf-ids"))
			fmt.Fprint(c.App.Writer, sb.String())
		}
		if err := res.WriteText(c.App.Writer); err != nil {
			return err
		}
		if est != nil {
			fmt.Fprintf(c.App.Writer, "hws estimate (Jin 2012, equation 6.1): speedup %.3f; measured: %.3f (%s %d cycles at SIMD width %d, %s %d cycles)\n",
				est.Estimated, est.Measured, est.Baseline, est.BaselineCycles, est.SIMDWidth, res.Mechanism, res.Stats.Cycles)
		}
	}

	failed := false
	for _, e := range driver.Check(exps, res) {
		fmt.Fprintf(c.App.ErrWriter, "%s: expectation failed: %v\n", path, e)
		failed = true
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

// launchOverrides are the launch flags of the command line. A flag given
// with an empty value is an error: to the driver "" means not given.
func launchOverrides(c *cli.Context) (driver.Overrides, error) {
	ov := driver.Overrides{Args: c.StringSlice("arg")}
	if ks := c.StringSlice("kernel"); len(ks) == 1 {
		ov.Kernel = ks[0]
	}
	empty := func(name, want string) error {
		return inputError(fmt.Errorf("simtc %s: --%s \"\": want %s; see 'simtc %s --help'", c.Command.Name, name, want, c.Command.Name))
	}
	if c.IsSet("kernel") && ov.Kernel == "" && len(c.StringSlice("kernel")) <= 1 {
		return ov, empty("kernel", "a kernel NAME")
	}
	for _, g := range []struct {
		name, want string
		dst        *string
	}{{"grid", "X[,Y[,Z]]", &ov.Grid}, {"block", "X[,Y[,Z]]", &ov.Block}, {"shared-bytes", "a number of bytes", &ov.SharedBytes}} {
		if c.IsSet(g.name) {
			if *g.dst = c.String(g.name); *g.dst == "" {
				return ov, empty(g.name, g.want)
			}
		}
	}
	if c.IsSet("warp") {
		ov.Warp = strconv.Itoa(c.Int("warp"))
	}
	return ov, nil
}

// launchError is an error of the driver's launch resolution as the
// command reports it (a flag's is "simtc run: --grid: …").
func launchError(c *cli.Context, err error) error {
	var fe *driver.FlagError
	if errors.As(err, &fe) {
		return inputError(fmt.Errorf("simtc %s: %v; see 'simtc %s --help'", c.Command.Name, err, c.Command.Name))
	}
	return inputError(err)
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

// mechParamFlags are the flags of the mechanisms' parameters: one per
// parameter of the registry, a switch for an on/off one.
func mechParamFlags(reg *sim.Registry) []cli.Flag {
	var out []cli.Flag
	for _, p := range reg.Params() {
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

// traceOptions are the options of --trace and --trace-cycles (nil: no
// trace).
func traceOptions(c *cli.Context) (*trace.Options, error) {
	if !c.IsSet("trace") {
		if c.IsSet("trace-cycles") {
			return nil, inputError(fmt.Errorf("simtc run: --trace-cycles: only with --trace FILE"))
		}
		return nil, nil
	}
	if c.String("trace") == "" {
		return nil, inputError(fmt.Errorf("simtc run: --trace: want a FILE (- is standard output)"))
	}
	if c.Bool("explore") {
		return nil, inputError(fmt.Errorf("simtc run: --trace: not with --explore (trace one of the runs it prints)"))
	}
	opt := &trace.Options{}
	if c.IsSet("trace-cycles") {
		v := c.String("trace-cycles")
		a, b, ok := strings.Cut(v, ":")
		var err error
		if ok && a != "" {
			opt.From, err = strconv.ParseInt(a, 10, 64)
		}
		if err == nil && ok && b != "" {
			opt.To, err = strconv.ParseInt(b, 10, 64)
		}
		if !ok || err != nil || opt.From < 0 || opt.To < 0 || (opt.To > 0 && opt.To < opt.From) || (a == "" && b == "") {
			return nil, inputError(fmt.Errorf("simtc run: --trace-cycles %q: want A:B, cycles with 0 ≤ A ≤ B (A: or :B for an open end)", v))
		}
	}
	return opt, nil
}

// writeTrace writes the run's trace to the --trace file.
func writeTrace(c *cli.Context, t *trace.Tracer) error {
	var buf bytes.Buffer
	if _, err := t.WriteTo(&buf); err != nil {
		return err
	}
	out := c.String("trace")
	if err := outfile.Write(out, buf.Bytes(), 0o644, c.App.Writer); err != nil {
		return inputError(fmt.Errorf("simtc run: --trace %s: %v", out, unwrapPathError(err)))
	}
	if at, ok := t.Truncated(); ok {
		fmt.Fprintf(c.App.ErrWriter, "simtc run: --trace: the trace reached its bound of %d events at cycle %d and stops there; give --trace-cycles A:B for a window\n", trace.DefaultMaxEvents, at)
	}
	return nil
}

// writeReport writes the run's HTML page to the --report file.
func writeReport(c *cli.Context, res *sim.Result, built *driver.Compiled, p *report.Profile, path string) error {
	var text bytes.Buffer
	if err := res.WriteText(&text); err != nil {
		return err
	}
	pg := &report.Page{Result: res, Object: built.Object, Module: built.Module, Profile: p, Text: text.String()}
	if frontend.KindOf(path) != frontend.Object {
		pg.Source = path
	}
	var buf bytes.Buffer
	if err := pg.Write(&buf); err != nil {
		return err
	}
	out := c.String("report")
	if err := outfile.Write(out, buf.Bytes(), 0o644, c.App.Writer); err != nil {
		return inputError(fmt.Errorf("simtc run: --report %s: %v", out, unwrapPathError(err)))
	}
	return nil
}
