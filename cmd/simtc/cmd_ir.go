package main

import (
	"bufio"
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
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
		ArgsUsage: "FILE | --report FILE...",
		Description: "Reads FILE (.cl, .ll or .ir) and prints its IR. The output is itself a valid\n" +
			".ir input: simtc ir out.ir prints it again unchanged.\n\n" +
			"With --report, imports each FILE and prints, per file, whether it imported and\n" +
			"for .ll files every defined function: kernel or not, used by a kernel or not,\n" +
			"lowered or the first construct that stopped it (with its position). A function\n" +
			"no kernel uses does not stop the import. Exit 1 when a file does not import.",
		Flags: append(inputFlags(),
			&cli.BoolFlag{Name: "inline", Usage: "inline device functions into kernels, drop the unused ones, merge returns"},
			&cli.BoolFlag{Name: "report", Usage: "report per file and function what imported and what did not, instead of printing IR"},
		),
		Action: func(c *cli.Context) error {
			if c.Bool("report") {
				return importReport(c)
			}
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			p, err := newPipeline(c, "", driver.CompileOptions{AsWritten: !c.Bool("inline")})
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
			// Buffered: unbuffered, the write system calls were 17% of
			// simtc ir's CPU on a 22 MB .ll (issue 18).
			w := bufio.NewWriter(c.App.Writer)
			if err := ir.Fprint(w, m); err != nil {
				return err
			}
			return w.Flush()
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

// importReport implements simtc ir --report FILE...: for every file, one
// line saying whether it imported, then for .ll files one line per defined
// function in file order.
func importReport(c *cli.Context) error {
	if c.NArg() == 0 {
		return inputError(fmt.Errorf("simtc ir --report: expected at least one FILE (see simtc ir --help)"))
	}
	if c.Bool("inline") {
		return inputError(fmt.Errorf("simtc ir: --inline and --report do not go together"))
	}
	w := c.App.Writer
	failed, nfuncs, nlowered := 0, 0, 0
	for _, path := range c.Args().Slice() {
		var fs []llvm.FuncStatus
		var err error
		if frontend.KindOf(path) == frontend.LLVM {
			src, rerr := frontend.ReadFile(path)
			if rerr != nil {
				return inputError(rerr)
			}
			// Report fails exactly when Import would (it verifies the
			// module too), so the file is read once.
			fs, err = llvm.Report(path, src, llvm.Options{Kernels: c.StringSlice("kernel")})
		} else {
			_, err = loadModule(c, path)
		}
		if err != nil {
			failed++
			var ee *exitError
			if errors.As(err, &ee) && ee.err != nil {
				err = ee.err
			}
			fmt.Fprintf(w, "%s: not imported: %v\n", path, err)
		} else {
			fmt.Fprintf(w, "%s: imported\n", path)
		}
		for _, f := range fs {
			nfuncs++
			role := "function"
			switch {
			case f.Kernel:
				role = "kernel"
			case f.Used:
				role = "function (used)"
			default:
				role = "function (unused)"
			}
			if f.Err == nil {
				nlowered++
				fmt.Fprintf(w, "  %s %s: lowered\n", role, f.Name)
				continue
			}
			fmt.Fprintf(w, "  %s %s: not lowered: %v\n", role, f.Name, f.Err)
			if !f.Used {
				fmt.Fprintf(w, "    (no kernel uses it: left out, the file still imports)\n")
			}
		}
	}
	n := c.NArg()
	fmt.Fprintf(w, "%d of %d files imported", n-failed, n)
	if nfuncs > 0 {
		fmt.Fprintf(w, "; %d of %d LLVM functions lowered", nlowered, nfuncs)
	}
	fmt.Fprintln(w)
	if failed > 0 {
		return &exitError{code: exitFindings}
	}
	return nil
}
