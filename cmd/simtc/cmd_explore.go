package main

import (
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
			"distinct outcome: ok, deadlock with its diagnosis, fault, or final memory different from mimd's, with the " +
			"simtc run flags that replay it (--sched random --seed S for a seeded interleaving). " +
			"Exit status 3 when some schedule deadlocks, 4 on a fault, 1 on different memory"},
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
	src, err := load(c, path)
	if err != nil {
		return err
	}
	ov := launchOverrides(c)
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
	if _, err := prepare(asWritten, path, m); err != nil {
		return err
	}
	var ref []sim.Buffer
	if c.Bool("ssde") {
		orig, err := explore.Explore(m, l, explore.Options{Dimensions: []explore.Dimension{explore.Mechs("mimd")}})
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
	rep, err := explore.ExploreRef(m, l, ref, explore.Options{Dimensions: explore.DimensionsWithSeeds(seeds)})
	if err != nil {
		return inputError(fmt.Errorf("%s: error: %v", path, err))
	}
	rep.ReplayTail = " " + path
	if c.Bool("ssde") {
		rep.ReplayTail = " --ssde" + rep.ReplayTail
	}
	if c.IsSet("reconv") {
		rep.ReplayTail = " --reconv " + c.String("reconv") + rep.ReplayTail
	}
	var sb strings.Builder
	rep.WriteText(&sb)
	fmt.Fprint(c.App.Writer, sb.String())
	code := 0
	for _, o := range rep.Outcomes {
		switch {
		case o.Kind == explore.Deadlock || o.Kind == explore.Blocked:
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
