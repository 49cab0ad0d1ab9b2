package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// treeStyle overlays the dominator and/or post-dominator tree on the CFG.
// Post-dominator edges to the virtual exit go to a node named "<virtual exit>".
func treeStyle(domTree, postTree bool) *ir.DotStyle {
	if !domTree && !postTree {
		return nil
	}
	return &ir.DotStyle{Extra: func(f *ir.Func) []ir.DotEdge {
		var es []ir.DotEdge
		if len(f.Blocks) == 0 {
			return nil
		}
		if domTree {
			dt := dom.Dominators(f)
			for _, b := range f.Blocks {
				if d := dt.IDom(b); d != nil {
					es = append(es, ir.DotEdge{From: d.Name, To: b.Name, Attrs: `style=dashed, color="blue", constraint=false`})
				}
			}
		}
		if postTree {
			pt := dom.PostDominators(f)
			for _, b := range f.Blocks {
				to := "<virtual exit>"
				if d := pt.IDom(b); d != nil {
					to = d.Name
				}
				es = append(es, ir.DotEdge{From: b.Name, To: to, Attrs: `style=dotted, color="red", constraint=false`})
			}
		}
		return es
	}}
}

func irCommand() *cli.Command {
	return &cli.Command{
		Name:      "ir",
		Usage:     "print a kernel's SSA IR in the .ir text format",
		ArgsUsage: "FILE",
		Description: "Reads FILE (.cl, .ll or .ir) and prints its IR. The output is itself a valid\n" +
			".ir input: simtc ir out.ir prints it again unchanged.",
		Flags: append(inputFlags(),
			&cli.BoolFlag{Name: "inline", Usage: "inline device functions into kernels, drop the unused ones, merge returns"},
		),
		Action: func(c *cli.Context) error {
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			p, err := newPipeline(c, isa.Target{}, pipeline.Options{AsWritten: !c.Bool("inline")})
			if err != nil {
				return err
			}
			m, err := loadModule(c, path)
			if err != nil {
				return err
			}
			if _, err := prepare(p, path, m); err != nil {
				return err
			}
			return ir.Fprint(c.App.Writer, m)
		},
	}
}

func cfgCommand() *cli.Command {
	return &cli.Command{
		Name:      "cfg",
		Usage:     "print the control-flow graph of each function",
		ArgsUsage: "FILE",
		Description: "Prints one line per block: its successors, labelled T/F for conditional branches\n" +
			"and by case for switches. With --dot, prints a Graphviz digraph instead\n" +
			"(render with: simtc cfg --dot k.cl | dot -Tsvg > k.svg).",
		Flags: append(inputFlags(),
			&cli.BoolFlag{Name: "dot", Usage: "print Graphviz DOT"},
			&cli.BoolFlag{Name: "domtree", Usage: "with --dot: also draw the dominator tree (blue dashed edges)"},
			&cli.BoolFlag{Name: "postdomtree", Usage: "with --dot: also draw the post-dominator tree (red dotted edges, to a \"<virtual exit>\" node)"},
		),
		Action: func(c *cli.Context) error {
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			m, err := loadModule(c, path)
			if err != nil {
				return err
			}
			if (c.Bool("domtree") || c.Bool("postdomtree")) && !c.Bool("dot") {
				return inputError(fmt.Errorf("simtc cfg: --domtree and --postdomtree draw on the DOT graph: add --dot"))
			}
			if c.Bool("dot") {
				return ir.WriteDot(c.App.Writer, m, treeStyle(c.Bool("domtree"), c.Bool("postdomtree")))
			}
			return ir.WriteCFG(c.App.Writer, m)
		},
	}
}
