package main

import (
	"bytes"
	"fmt"
	"github.com/simtc/simtc/ir"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/passes/lint"
)

func reconvFlag() cli.Flag {
	return &cli.StringFlag{Name: "reconv", Value: "ipdom",
		Usage: "where divergent branches reconverge: ipdom (immediate post-dominators) or nvidia (the\n\tpaper's Nvidia rule: a branch that does not dominate its IPDOM reconverges with\n\tthe nearest dominating branch that does)"}
}

func lintCommand() *cli.Command {
	return &cli.Command{
		Name:      "lint",
		Usage:     "report loops that may cause a SIMT-induced deadlock",
		ArgsUsage: "FILE...",
		Description: "Runs the SIMT-deadlock detection of ElTantawy & Aamodt (MICRO 2016, Algorithm 1) on every\n" +
			"kernel, after inlining device functions and merging returns. A loop is reported when its\n" +
			"exit condition reads shared or global memory that a write reachable from the loop exit,\n" +
			"or parallel to the loop, may redefine: under IPDOM reconvergence the threads that left the\n" +
			"loop wait for the ones still in it, so the write never happens. Each warning is followed by\n" +
			"notes for the reads, the writes and the safe reconvergence point (Algorithm 2).\n\n" +
			"Beyond the paper, the spin region of a divergent branch inside a cycle is analysed like a loop,\n" +
			"reachable writes are searched from every loop exit, and loops that finish by themselves\n" +
			"(bounded retries, warp-uniform exits) are not reported. Distinct pointer parameters of a\n" +
			"kernel are taken to point into distinct buffers; --alias conservative assumes, as the\n" +
			"paper does, that they may alias, and notes the findings that hold only then.\n\n" +
			"Also reported: bounded waits that time out under stack-based reconvergence (simt-bounded-wait)\n" +
			"and barriers under branches that may diverge within the work-group (simt-barrier-divergence).\n" +
			"Waits that no warp-mate can block (a leader thread, a writer in another work-group or a warp or\n" +
			"more away, see --warp) are not reported; --notes reports them as notes (inter-group-wait,\n" +
			"warp-size), with loops that rely on warp-synchronous execution (warp-synchronous).\n\n" +
			"Put // simtc:ignore RULE on a finding's line or the line before to suppress it (SARIF keeps it\n" +
			"with a suppression); //simtc:allow deadlock on a loop's line silences simt-deadlock there.\n" +
			"With --fix, each file with findings is rewritten by SSDE (as build --ssde) and written as LLVM IR\n" +
			"next to it, K.ssde.ll for K.ll or K.cl (spir64), or to -o PATH, with a summary of the change; the\n" +
			"rewrite is linted again, and a loop it leaves flagged (or a divergent barrier, which SSDE cannot\n" +
			"fix) is reported as not fixed.\n" +
			"Exit status: 0 no findings (or all fixed with --fix), 1 findings (or some not fixed), 2 input error.",
		Flags: append(inputFlags(),
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output format: text, json or sarif (SARIF 2.1.0)"},
			reconvFlag(),
			&cli.BoolFlag{Name: "fix", Usage: "write the SSDE-rewritten kernel next to each input with findings, as K.ssde.ll"},
			&cli.StringFlag{Name: "o", Usage: "with --fix and one `FILE`: write the rewritten kernel to PATH"},
			&cli.IntFlag{Name: "warp", Value: 32, Usage: "the warp size `N` the warp-distance rule assumes (a waiter and a writer N or more threads apart share no warp)"},
			&cli.BoolFlag{Name: "notes", Usage: "also report the optional notes: inter-group-wait, warp-size, warp-synchronous"},
			&cli.StringFlag{Name: "alias", Value: "distinct", Usage: "kernel pointer parameters: distinct (point into distinct buffers) or conservative (may alias, the paper's assumption)"},
		),
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return inputError(fmt.Errorf("simtc lint: expected at least one FILE (see simtc lint --help)"))
			}
			format := c.String("format")
			write := map[string]func(*cli.Context, []lint.Finding) error{
				"text":  func(c *cli.Context, fs []lint.Finding) error { return lint.WriteText(c.App.Writer, fs) },
				"json":  func(c *cli.Context, fs []lint.Finding) error { return lint.WriteJSON(c.App.Writer, fs) },
				"sarif": func(c *cli.Context, fs []lint.Finding) error { return lint.WriteSARIF(c.App.Writer, fs) },
			}[format]
			if write == nil {
				return inputError(fmt.Errorf("simtc lint: --format %q: want text, json or sarif", format))
			}
			p, err := newPipeline(c, "", driver.CompileOptions{})
			if err != nil {
				return err
			}
			if c.IsSet("o") && c.String("o") == "" {
				return inputError(fmt.Errorf("simtc lint: -o \"\": want a FILE"))
			}
			if c.String("o") != "" && (!c.Bool("fix") || c.NArg() != 1) {
				return inputError(fmt.Errorf("simtc lint: -o needs --fix and one FILE"))
			}
			if w := c.Int("warp"); w < 1 || w > 64 {
				return inputError(fmt.Errorf("simtc lint: --warp %d: want 1 to 64", w))
			}
			opt := lint.Options{Reconv: p.DeadlockMode(), WarpSize: c.Int("warp"), Notes: c.Bool("notes"),
				Suppressed: format == "sarif", ReadSource: readSource(c.Args().Slice())}
			if opt.Conservative, err = conservativeAlias(c); err != nil {
				return err
			}
			var all []lint.Finding
			var inputErr error
			var fixes bytes.Buffer
			fixed, unfixed := 0, 0
			for _, path := range c.Args().Slice() {
				if streamLintClean(p, path, c.StringSlice("kernel"), opt) {
					continue // no findings (lint_stream.go)
				}
				// The file's launch says whether one work-group runs
				// (Options.OneGroup: the driver reads the directives).
				fopt := opt
				var m *ir.Module
				s, err := load(c, path)
				if err == nil {
					fopt.OneGroup = s.Dirs.OneGroup()
					if m, err = s.Module(); err != nil {
						err = inputError(err)
					}
				}
				if err == nil {
					_, err = prepare(p, path, m)
				}
				if err == nil {
					var fs []lint.Finding
					fs, err = lint.Check(m, fopt)
					all = append(all, fs...)
					if err == nil && warnings(fs) > 0 && c.Bool("fix") {
						var left int
						if left, err = lintFix(c, &fixes, path, s, p, fopt, fs); err == nil {
							fixed += warnings(fs)
							unfixed += left
						}
					}
				}
				if err != nil {
					// Report it and go on with the other files.
					fmt.Fprintln(c.App.ErrWriter, unwrapExit(err))
					inputErr = &exitError{code: exitInput}
				}
			}
			if err := write(c, all); err != nil {
				return err
			}
			if fixes.Len() > 0 {
				w := c.App.Writer
				if format != "text" {
					w = c.App.ErrWriter
				}
				w.Write(fixes.Bytes())
			}
			if inputErr != nil {
				return inputErr
			}
			if warnings(all) > fixed || unfixed > 0 {
				return &exitError{code: exitFindings}
			}
			return nil
		},
	}
}

// warnings counts the findings that count for the exit status.
func warnings(fs []lint.Finding) int {
	n := 0
	for _, f := range fs {
		if f.IsWarning() {
			n++
		}
	}
	return n
}

// readSource reads the files findings name: as named, or next to one of
// the inputs (clang's -g output names its source relative to where it
// was compiled).
func readSource(inputs []string) func(string) ([]byte, error) {
	return func(file string) ([]byte, error) {
		b, err := os.ReadFile(file)
		if err == nil || filepath.IsAbs(file) {
			return b, err
		}
		for _, in := range inputs {
			if b, err2 := os.ReadFile(filepath.Join(filepath.Dir(in), file)); err2 == nil {
				return b, nil
			}
		}
		return nil, err
	}
}

// unwrapExit returns the error an exitError carries.
func unwrapExit(err error) error {
	if ee, ok := err.(*exitError); ok && ee.err != nil {
		return ee.err
	}
	return err
}
