package main

import (
	"fmt"

	"github.com/pmezard/go-difflib/difflib"
	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/ir"
)

func diffCommand() *cli.Command {
	return &cli.Command{
		Name:      "diff",
		Usage:     "show what SSDE, thread frontiers or structurizing do to a kernel's CFG",
		ArgsUsage: "FILE",
		Description: "Compares the IR before and after the SSDE rewrite (after inlining and merging returns in\n" +
			"both). --format text prints a unified diff of the IR; --format dot prints one Graphviz\n" +
			"digraph of the result with added blocks and edges in green and removed edges dashed red.\n" +
			"--pass tf shows the thread-frontier layout instead, --pass struct the structurizing\n" +
			"transform (the STRUCT baseline; see diffPass).",
		Flags: append(inputFlags(),
			&cli.StringFlag{Name: "pass", Value: "ssde", Usage: "the transform to show: ssde, tf or struct"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text (unified diff of the IR) or dot"},
			reconvFlag(),
		),
		Action: func(c *cli.Context) error {
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			pass := c.String("pass")
			if pass != "ssde" && !otherDiffPass(pass) {
				return inputError(fmt.Errorf("simtc diff: --pass %q: want ssde or %s", pass, otherDiffPasses))
			}
			format := c.String("format")
			if format != "text" && format != "dot" {
				return inputError(fmt.Errorf("simtc diff: --format %q: want text or dot", format))
			}
			if pass != "ssde" {
				return diffPass(c, path, pass, format)
			}
			// Before: prepared as for SSDE; after: with SSDE.
			pb, err := newPipeline(c, "", driver.CompileOptions{})
			if err != nil {
				return err
			}
			pa, err := newPipeline(c, "", driver.CompileOptions{SSDE: true})
			if err != nil {
				return err
			}
			src, err := load(c, path)
			if err != nil {
				return err
			}
			before, err := src.Module()
			if err != nil {
				return inputError(err)
			}
			if _, err := prepare(pb, path, before); err != nil {
				return err
			}
			after, err := src.Module()
			if err != nil {
				return inputError(err)
			}
			if _, err := prepare(pa, path, after); err != nil {
				return err
			}
			if format == "dot" {
				return ir.WriteDot(c.App.Writer, after, diffStyle(before))
			}
			ud := difflib.UnifiedDiff{
				A: difflib.SplitLines(before.String()), B: difflib.SplitLines(after.String()),
				FromFile: path + " (before)", ToFile: path + " (after ssde)", Context: 3,
			}
			text, err := difflib.GetUnifiedDiffString(ud)
			if err != nil {
				return err
			}
			_, err = fmt.Fprint(c.App.Writer, text)
			return err
		},
	}
}

// diffStyle highlights, on the transformed CFG, the blocks and edges that
// are not in before, and adds before's edges that are gone as dashed edges.
func diffStyle(before *ir.Module) *ir.DotStyle {
	type edge struct{ fn, from, to string }
	oldBlocks := make(map[string]bool)
	oldEdges := make(map[edge]int)
	for _, f := range before.Funcs {
		for _, b := range f.Blocks {
			oldBlocks[f.Name+"/"+b.Name] = true
			for _, s := range b.Succs {
				oldEdges[edge{f.Name, b.Name, s.Name}]++
			}
		}
	}
	return &ir.DotStyle{
		Node: func(b *ir.Block) string {
			if !oldBlocks[b.Func.Name+"/"+b.Name] {
				return `color="green3", penwidth=2, fontcolor="green4"`
			}
			return ""
		},
		Edge: func(b *ir.Block, n int) string {
			if oldEdges[edge{b.Func.Name, b.Name, b.Succs[n].Name}] == 0 {
				return `color="green3", penwidth=2`
			}
			return ""
		},
		Extra: func(f *ir.Func) []ir.DotEdge {
			now := make(map[edge]int)
			for _, b := range f.Blocks {
				for _, s := range b.Succs {
					now[edge{f.Name, b.Name, s.Name}]++
				}
			}
			var gone []ir.DotEdge
			bf := before.Func(f.Name)
			if bf == nil {
				return nil
			}
			for _, b := range bf.Blocks {
				for _, s := range b.Succs {
					e := edge{f.Name, b.Name, s.Name}
					if now[e] > 0 {
						now[e]--
						continue
					}
					gone = append(gone, ir.DotEdge{From: b.Name, To: s.Name, Attrs: `style=dashed, color="red3"`})
				}
			}
			return gone
		},
	}
}
