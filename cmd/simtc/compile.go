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

// compileOptions returns the driver's compile options for mech with the
// options of the command line on top of o (--reconv, and --ssde,
// --no-inline, --stack-size where the command has them).
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
