package main

import (
	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/ir"
)

func irCommand() *cli.Command {
	return &cli.Command{
		Name:      "ir",
		Usage:     "print a kernel's SSA IR in the .ir text format",
		ArgsUsage: "FILE",
		Description: "Reads FILE (.cl, .ll or .ir) and prints its IR. The output is itself a valid\n" +
			".ir input: simtc ir out.ir prints it again unchanged.",
		Flags: inputFlags(),
		Action: func(c *cli.Context) error {
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			m, err := loadModule(c, path)
			if err != nil {
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
			if c.Bool("dot") {
				return ir.WriteDot(c.App.Writer, m, nil)
			}
			return ir.WriteCFG(c.App.Writer, m)
		},
	}
}
