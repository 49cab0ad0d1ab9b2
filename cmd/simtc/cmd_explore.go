package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/internal/explore"
	"github.com/simtc/simtc/sim"
)

// exploreFlags are simtc run's --explore and --seeds.
func exploreFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "explore", Usage: "run under every schedule of the explorer (pdom and mimd, " +
			"both stack path orders, warp schedulers gto/lrr/gtlrr, warp sizes 4/8/16/32, and --seeds seeded random interleavings " +
			"under mimd at each warp size; --mech, --sched, --seed and --warp are ignored) and print every " +
			"distinct outcome: ok, deadlock with its diagnosis, max-cycles (the cycle limit reached: a livelock, " +
			"not a proven deadlock), fault, or final memory different from mimd's, with the simtc run command " +
			"that replays it (your launch flags included; --sched random --seed S for a seeded interleaving). " +
			"--max-cycles bounds every schedule; --json prints one JSON object per distinct outcome. " +
			"Exit status 3 when some schedule deadlocks or reaches the cycle limit, 4 on a fault, 1 on different memory"},
		&cli.IntFlag{Name: "seeds", Value: explore.DefaultSeeds, Usage: "with --explore: `N` seeded random interleavings " +
			"(--sched random --seed 1 … N) under mimd at each warp size (0: none)"},
	}
}

// exploreAction is simtc run --explore.
func exploreAction(c *cli.Context, path string) error {
	if frontend.KindOf(path) == frontend.Object {
		return inputError(fmt.Errorf("simtc run --explore: %s: needs a source file (.cl, .ll or .ir), not an object", path))
	}
	seeds := c.Int("seeds")
	if seeds < 0 {
		return inputError(fmt.Errorf("simtc run: --seeds %d: want 0 or more", seeds))
	}
	mach, err := resolveMachine(c)
	if err != nil {
		return err
	}
	cfg := mach.Config
	if c.IsSet("max-cycles") {
		if cfg.MaxCycles = c.Int64("max-cycles"); cfg.MaxCycles <= 0 {
			return inputError(fmt.Errorf("simtc run: --max-cycles %d: want a positive number of cycles", cfg.MaxCycles))
		}
	}
	src, err := load(c, path)
	if err != nil {
		return err
	}
	ov, err := launchOverrides(c)
	if err != nil {
		return err
	}
	if ov.MaxMemory, err = maxMemory(c); err != nil {
		return err
	}
	cfg.MaxMemory = ov.MaxMemory
	ov.Warp = "" // the explorer chooses the warp sizes
	l, _, err := src.Launch(ov)
	if err != nil {
		return launchError(c, err)
	}
	// The reference is the kernel as written, also with --ssde.
	rule, err := reconvRule(c)
	if err != nil {
		return err
	}
	asWritten, err := driver.Pipeline(driver.CompileOptions{Reconv: rule})
	if err != nil {
		return inputError(fmt.Errorf("simtc run: %v", err))
	}
	m, err := src.Module()
	if err != nil {
		return inputError(err)
	}
	var kernels []string
	for _, f := range m.Funcs {
		if f.Kernel {
			kernels = append(kernels, f.Name)
		}
	}
	if err := driver.SelectKernelOf(kernels, l); err != nil {
		if ov.Kernel != "" {
			return inputError(fmt.Errorf("simtc run: --kernel %s: %s: %v", ov.Kernel, path, err))
		}
		return inputError(fmt.Errorf("%s: error: %v", path, err))
	}
	kernel := l.Kernel
	if kernel == "" && len(kernels) == 1 {
		kernel = kernels[0]
	}
	if err := src.CheckSharedBytes(kernel, l); err != nil {
		return launchError(c, src.LaunchError(ov, l, "", err))
	}
	if _, err := prepare(asWritten, path, m); err != nil {
		return err
	}
	var ref []sim.Buffer
	if c.Bool("ssde") {
		orig, err := explore.Explore(m, l, explore.Options{Dimensions: []explore.Dimension{explore.Mechs("mimd")}, Config: &cfg})
		if err != nil {
			return inputError(fmt.Errorf("%s: error: %v", path, err))
		}
		ref = orig.Reference
		if m, err = src.Module(); err != nil {
			return inputError(err)
		}
		withSSDE, err := newPipeline(c, "", driver.CompileOptions{SSDE: true})
		if err != nil {
			return err
		}
		if _, err := prepare(withSSDE, path, m); err != nil {
			return err
		}
	}
	rep, err := explore.ExploreRef(m, l, ref, explore.Options{Dimensions: explore.DimensionsWithSeeds(seeds), Config: &cfg})
	if err != nil {
		return inputError(fmt.Errorf("%s: error: %v", path, err))
	}
	rep.ReplayTail = replayTail(c, path)
	if c.Bool("json") {
		for _, o := range rep.JSON() {
			b, err := json.Marshal(o)
			if err != nil {
				return err
			}
			fmt.Fprintf(c.App.Writer, "%s\n", b)
		}
	} else {
		var sb strings.Builder
		rep.WriteText(&sb)
		fmt.Fprint(c.App.Writer, sb.String())
	}
	code := 0
	for _, o := range rep.Outcomes {
		switch {
		case o.Kind == explore.Deadlock || o.Kind == explore.Blocked || o.Kind == explore.CycleLimit:
			code = exitDeadlock
		case o.Kind == explore.Fault && code != exitDeadlock:
			code = exitFault
		case o.Kind == explore.Memory && code == 0:
			code = exitFindings
		}
	}
	if code != 0 {
		return &exitError{code: code}
	}
	return nil
}

// replayTail is what ends the replay command of an outcome: every flag
// of the command line that the explorer does not vary (frontend, launch,
// compile and cycle-limit flags), then the FILE, so that the command runs
// the schedule as it was explored.
func replayTail(c *cli.Context, path string) string {
	var b strings.Builder
	for _, name := range []string{"D", "I", "kernel", "grid", "block", "arg", "reconv", "ssde", "max-cycles", "machine", "gpgpusim-config", "config"} {
		if !c.IsSet(name) {
			continue
		}
		dash := "--"
		if len(name) == 1 {
			dash = "-"
		}
		switch f := unwrapFlag(flagByName(c.Command.Flags, name)).(type) {
		case *cli.BoolFlag:
			if c.Bool(name) {
				b.WriteString(" " + dash + name)
			}
		case *cli.StringSliceFlag:
			for _, v := range c.StringSlice(name) {
				b.WriteString(" " + dash + name + " " + shellQuote(v))
			}
		default:
			_ = f
			b.WriteString(" " + dash + name + " " + shellQuote(fmt.Sprint(c.Value(name))))
		}
	}
	return b.String() + " " + shellQuote(path)
}

// flagByName returns the flag called name.
func flagByName(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				return f
			}
		}
	}
	return nil
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("_-+=,.:/@%[]", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
