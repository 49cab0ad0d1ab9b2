package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// reconvRule returns the --reconv override of the target's rule: nil when
// the flag is not given.
func reconvRule(c *cli.Context) (*isa.RPCRule, error) {
	if !c.IsSet("reconv") {
		return nil, nil
	}
	var r isa.RPCRule
	switch s := c.String("reconv"); s {
	case "ipdom":
		r = isa.RPCIPDOM
	case "nvidia":
		r = isa.RPCNvidia
	default:
		return nil, inputError(fmt.Errorf("simtc %s: --reconv %q: want ipdom or nvidia", c.Command.Name, s))
	}
	return &r, nil
}

// layoutFlag is --layout of build and run: the block layout, by default
// the mechanism's own.
func layoutFlag() cli.Flag {
	return &cli.StringFlag{Name: "layout", Usage: "block layout: rpo (reverse post-order) or priority (thread-frontier priority order); default: the mechanism's own (priority for minpc, tf-stack and tf-sandy, rpo otherwise). Mechanisms compared on one layout run the same code"}
}

// aliasFlag is --alias of the commands that run SSDE: the alias
// assumption of the SIMT-deadlock detection, as lint's.
func aliasFlag() cli.Flag {
	return &cli.StringFlag{Name: "alias", Value: "distinct", Usage: "with --ssde: kernel pointer parameters point into distinct buffers (distinct) or may alias (conservative, the paper's assumption), as for simtc lint: SSDE rewrites exactly the loops lint reports with the same --alias and --reconv"}
}

// conservativeAlias returns the --alias choice: true for conservative.
func conservativeAlias(c *cli.Context) (bool, error) {
	switch a := c.String("alias"); {
	case a == "distinct", a == "" && !c.IsSet("alias"): // "": a command without --alias
		return false, nil
	case a == "conservative":
		return true, nil
	default:
		return false, inputError(fmt.Errorf("simtc %s: --alias %q: want distinct or conservative", c.Command.Name, a))
	}
}

// layoutOverride returns the --layout override of the target's layout:
// nil when the flag is not given.
func layoutOverride(c *cli.Context) (*isa.Layout, error) {
	if !c.IsSet("layout") {
		return nil, nil
	}
	l, err := isa.ParseLayout(c.String("layout"))
	if err != nil {
		return nil, inputError(fmt.Errorf("simtc %s: --layout: %v", c.Command.Name, err))
	}
	return &l, nil
}

// compileOptions returns the driver's compile options for mech with the
// options of the command line on top of o (--reconv, and --ssde,
// --no-inline, --stack-size, --layout, --alias where the command has
// them).
func compileOptions(c *cli.Context, mech string, o driver.CompileOptions) (driver.CompileOptions, error) {
	r, err := reconvRule(c)
	if err != nil {
		return o, err
	}
	o.Mech, o.Reconv = mech, r
	for _, f := range c.Command.Flags {
		switch name := f.Names()[0]; name {
		case "ssde":
			o.SSDE = o.SSDE || c.Bool(name)
		case "no-inline":
			o.NoInline = c.Bool(name)
		case "stack-size":
			n := c.Uint64(name)
			if n > driver.MaxStackSize {
				return o, inputError(fmt.Errorf("simtc %s: --stack-size %d: at most %d bytes", c.Command.Name, n, driver.MaxStackSize))
			}
			o.StackSize = uint32(n)
		case "layout":
			if o.Layout, err = layoutOverride(c); err != nil {
				return o, err
			}
		case "alias":
			if o.ConservativeAlias, err = conservativeAlias(c); err != nil {
				return o, err
			}
		}
	}
	return o, nil
}

// newPipeline returns the compile pipeline of mech (generic code for "")
// with the command line's options on top of o.
func newPipeline(c *cli.Context, mech string, o driver.CompileOptions) (*pipeline.Pipeline, error) {
	o, err := compileOptions(c, mech, o)
	if err != nil {
		return nil, err
	}
	p, err := driver.Pipeline(o)
	if err != nil {
		return nil, inputError(fmt.Errorf("simtc %s: %v", c.Command.Name, err))
	}
	return p, nil
}

// prepare runs the pipeline's IR passes on m, in place.
func prepare(p *pipeline.Pipeline, path string, m *ir.Module) (*pipeline.Prepared, error) {
	pr, err := p.Prepare(m)
	if err != nil {
		return nil, fileError(path, err)
	}
	return pr, nil
}
