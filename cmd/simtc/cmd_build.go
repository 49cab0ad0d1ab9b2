package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/passes/ssde"
)

// applySSDE prepares m (inlining, merged returns) and runs Static SIMT
// Deadlock Elimination on every analysed function, verifying the result.
func applySSDE(m *ir.Module, mode deadlock.Mode) error {
	fs, err := lint.Prepare(m)
	if err != nil {
		return err
	}
	for _, f := range fs {
		if _, err := ssde.Apply(f, deadlock.Options{Reconv: mode}); err != nil {
			return err
		}
		if err := ir.Verify(f); err != nil {
			panic(fmt.Sprintf("ssde: %s: the transformed function is not valid IR:\n%v", f.Name, err))
		}
	}
	return nil
}

func buildCommand() *cli.Command {
	return &cli.Command{
		Name:      "build",
		Usage:     "compile a kernel, optionally with the SSDE rewrite",
		ArgsUsage: "FILE",
		Description: "With --ssde, device functions are inlined, returns merged, and every loop that may cause a\n" +
			"SIMT deadlock is rewritten by Static SIMT Deadlock Elimination (ElTantawy & Aamodt, MICRO\n" +
			"2016, Algorithm 3): its back edge goes through a switch block at the safe reconvergence\n" +
			"point. --emit ir prints the resulting IR.",
		Flags: append(inputFlags(),
			&cli.BoolFlag{Name: "ssde", Usage: "apply Static SIMT Deadlock Elimination"},
			&cli.StringFlag{Name: "emit", Value: "ir", Usage: "what to produce: ir"},
			&cli.StringFlag{Name: "o", Usage: "write the output to `OUT` instead of standard output"},
			reconvFlag(),
		),
		Action: func(c *cli.Context) error {
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			if e := c.String("emit"); e != "ir" {
				return inputError(fmt.Errorf("simtc build: --emit %q: want ir", e))
			}
			mode, err := reconvMode(c)
			if err != nil {
				return err
			}
			m, err := loadModule(c, path)
			if err != nil {
				return err
			}
			if c.Bool("ssde") {
				if err := applySSDE(m, mode); err != nil {
					return inputError(err)
				}
			}
			var buf bytes.Buffer
			if err := ir.Fprint(&buf, m); err != nil {
				return err
			}
			if out := c.String("o"); out != "" {
				if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
					return inputError(fmt.Errorf("%s: error: %v", out, unwrapPathError(err)))
				}
				return nil
			}
			_, err = c.App.Writer.Write(buf.Bytes())
			return err
		},
	}
}
