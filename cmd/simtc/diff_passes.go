package main

// simtc diff for the passes other than SSDE (cmd_diff.go dispatches here).

import (
	"fmt"

	"github.com/pmezard/go-difflib/difflib"
	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/structurize"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// otherDiffPasses names the passes diffPass shows.
const otherDiffPasses = "tf or struct"

func otherDiffPass(p string) bool { return p == "tf" || p == "struct" }

// diffPass is simtc diff --pass tf|struct, on the module as the compile
// pipeline prepares it (inlining, dead functions, merged returns, with the
// verifier around every pass): for tf the pipeline of the thread-frontier
// target (which also runs the frontier row), for struct the generic one.
//
//	--pass tf: the blocks in layout order, then in thread-frontier priority
//	order with each block's priority and frontier, "[check]" on the edges
//	into a frontier block (a join point there) and "[cons -> X]" on TF-SANDY's
//	conservative branches; as dot, checks in blue and conservative
//	branches dotted.
//	--pass struct: the IR before and after the structurizing transform
//	(the TF paper's STRUCT baseline, passes/structurize), as a unified
//	diff or a dot graph with the copies in green; a line per function
//	says what was copied.
func diffPass(c *cli.Context, path, pass, format string) error {
	target := isa.Target{}
	if pass == "tf" {
		target = isa.Target{Layout: isa.LayoutPriority, Frontiers: true}
	}
	p, err := pipeline.New(target, pipeline.Options{Check: true})
	if err != nil {
		return err
	}
	src, err := load(c, path)
	if err != nil {
		return err
	}
	load := func() (*ir.Module, error) {
		m, err := src.Module()
		if err != nil {
			return nil, inputError(err)
		}
		if _, err := prepare(p, path, m); err != nil {
			return nil, err
		}
		return m, nil
	}
	m, err := load()
	if err != nil {
		return err
	}
	if pass == "tf" {
		return writeTFDiff(c.App.Writer, path, m, format)
	}
	before, err := load()
	if err != nil {
		return err
	}
	var notes string
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		res, err := structurize.Apply(f, structurize.Options{})
		if err != nil {
			return fileError(path, err)
		}
		if err := ir.Verify(f); err != nil {
			return fmt.Errorf("%s: internal error: structurize broke %s: %v", path, f.Name, err)
		}
		notes += fmt.Sprintf("; %s: %d forward copies, %d cuts, %d irreducible-loop splits; %d -> %d blocks\n",
			f.Name, res.ForwardCopies, res.Cuts, res.LoopSplits, res.BlocksBefore, res.BlocksAfter)
	}
	if format == "dot" {
		return ir.WriteDot(c.App.Writer, m, diffStyle(before))
	}
	ud := difflib.UnifiedDiff{
		A: difflib.SplitLines(before.String()), B: difflib.SplitLines(m.String()),
		FromFile: path + " (before)", ToFile: path + " (after struct)", Context: 3,
	}
	text, err := difflib.GetUnifiedDiffString(ud)
	if err != nil {
		return err
	}
	_, err = fmt.Fprint(c.App.Writer, notes+text)
	return err
}
