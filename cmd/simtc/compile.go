package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// mechTarget returns what mechanism mech needs from the compiler: its
// registry row's Target (the zero Target for generic code, mech "").
// Callers have checked the name.
func mechTarget(mech string) isa.Target {
	mi, err := mechs.Default().Lookup(mech)
	if err != nil {
		return isa.Target{}
	}
	return mi.Target
}

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

// newPipeline returns the compile pipeline for target t with the options
// of the command line on top of o (--reconv, and --ssde, --no-inline where
// the command has them). The IR verifier runs around every pass.
func newPipeline(c *cli.Context, t isa.Target, o pipeline.Options) (*pipeline.Pipeline, error) {
	r, err := reconvRule(c)
	if err != nil {
		return nil, err
	}
	o.Reconv = r
	o.Check = true
	o.InputVerified = true // loadModule verified it
	for _, f := range c.Command.Flags {
		switch name := f.Names()[0]; name {
		case "ssde":
			o.SSDE = c.Bool(name)
		case "no-inline":
			o.NoInline = c.Bool(name)
		case "stack-size":
			n := c.Uint64(name)
			if n > 1<<31 {
				return nil, inputError(fmt.Errorf("simtc %s: --stack-size %d: at most %d bytes", c.Command.Name, n, 1<<31))
			}
			o.StackSize = uint32(n)
		}
	}
	p, err := pipeline.New(t, o)
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
