package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/backend/llvmir"
	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/internal/outfile"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

func buildCommand(reg *sim.Registry) *cli.Command {
	return &cli.Command{
		Name:      "build",
		Usage:     "compile a kernel, optionally with the SSDE rewrite",
		ArgsUsage: "FILE",
		Description: "Compiles FILE (.cl, .ll or .ir) for the simtc ISA. --emit obj (the default) writes a .simt\n" +
			"object (to -o, or NAME.simt in the current directory) that simtc run and simtc objdump\n" +
			"read; --emit asm prints its disassembly; --emit ir prints the IR that is compiled: after\n" +
			"inlining device functions and merging returns (unless --no-inline) and SSDE (--ssde).\n\n" +
			"With --ssde, device functions are inlined, returns merged, and every loop that may cause a\n" +
			"SIMT deadlock is rewritten by Static SIMT Deadlock Elimination (ElTantawy & Aamodt, MICRO\n" +
			"2016, Algorithm 3): its back edge goes through a switch block at the safe reconvergence\n" +
			"point. The loops rewritten are exactly those simtc lint reports with the same --reconv and\n" +
			"--alias.\n\n" +
			"--layout orders the blocks: rpo (reverse post-order, pdom's and the generic code's) or\n" +
			"priority (thread-frontier priority order, what minpc, tf-stack and tf-sandy assume); the\n" +
			"default is the mechanism's own. The object records it, and simtc run reports it.",
		Flags: append(inputFlags(),
			&cli.BoolFlag{Name: "ssde", Usage: "apply Static SIMT Deadlock Elimination"},
			&cli.StringFlag{Name: "emit", Value: "obj", Usage: "what to produce: obj (a .simt object), asm (its disassembly), ir, or llvm (LLVM 14 IR)"},
			&cli.StringFlag{Name: "target", Usage: "with --emit llvm: spir64 (default for .cl/.ir input) or nvptx64; .ll input keeps its own"},
			&cli.StringFlag{Name: "o", Usage: "write the output to `OUT` (default: NAME.simt for obj, standard output otherwise; - is standard output; a device or FIFO is written in place, a symbolic link through to its target)"},
			&cli.StringFlag{Name: "mech", Usage: "record the reconvergence mechanism the code is meant for in the object (" + strings.Join(reg.Names(), ", ") + ")"},
			&cli.BoolFlag{Name: "no-inline", Usage: "emit device functions as real functions (call/ret with a per-thread stack)"},
			&cli.Uint64Flag{Name: "stack-size", Usage: "with --no-inline: the per-thread call stack, in bytes, of a kernel that reaches recursion (default 8192; deeper recursion faults)"},
			reconvFlag(),
			layoutFlag(),
			aliasFlag(),
		),
		Action: func(c *cli.Context) error {
			if c.App.Metadata[processKey] == true {
				startHeap(firstGCHeap, nil)
			}
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			emit := c.String("emit")
			if emit != "ir" && emit != "asm" && emit != "obj" && emit != "llvm" {
				return inputError(fmt.Errorf("simtc build: --emit %q: want obj, asm, ir or llvm", emit))
			}
			if c.IsSet("target") && emit != "llvm" {
				return inputError(fmt.Errorf("simtc build: --target only applies to --emit llvm"))
			}
			mech := c.String("mech")
			if (mech != "" || c.IsSet("mech")) && !slices.Contains(mechsOf(c).Names(), mech) {
				return inputError(fmt.Errorf("simtc build: --mech %q: want one of %s", mech, strings.Join(mechsOf(c).Names(), ", ")))
			}
			p, err := newPipeline(c, mech, driver.CompileOptions{Mechs: mechsOf(c)})
			if err != nil {
				return err
			}
			// An object of an LLVM file is compiled one kernel at a time
			// as the file is read, when that gives the same object
			// (build_stream.go); otherwise the whole module is read first.
			var obj *isa.Object
			if emit == "obj" || emit == "asm" {
				obj, _ = streamBuild(c, p, path)
			}
			// LLVM output is the SSDE pipeline's (every function kept, its
			// rewrite record written); every other form goes through the
			// target's pipeline.
			var llvmOpt llvmir.Options
			var pr *pipeline.Prepared
			var m *ir.Module
			if obj == nil {
				src, err := load(c, path)
				if err != nil {
					return err
				}
				if emit == "llvm" {
					if m, llvmOpt, err = llvmOptions(c, src); err != nil {
						return err
					}
				} else {
					if m, err = src.Module(); err != nil {
						return inputError(err)
					}
					if pr, err = prepare(p, path, m); err != nil {
						return err
					}
				}
			}
			var buf bytes.Buffer
			out := c.String("o")
			switch emit {
			case "llvm":
				b, err := llvmir.Write(m, llvmOpt)
				if err != nil {
					return fileError(path, err)
				}
				buf.Write(b)
			case "ir":
				if err := ir.Fprint(&buf, m); err != nil {
					return err
				}
			default:
				if obj == nil {
					if obj, err = pr.Compile(); err != nil {
						return fileError(path, err)
					}
				}
				if emit == "asm" {
					if err := obj.WriteDisasm(&buf); err != nil {
						return err
					}
				} else {
					if err := isa.Write(&buf, obj); err != nil {
						return err
					}
					if out == "" {
						out = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)) + ".simt"
					}
				}
			}
			if out == "" {
				out = outfile.Stdout
			}
			if err := outfile.Write(out, buf.Bytes(), 0o644, c.App.Writer); err != nil {
				return inputError(fmt.Errorf("%s: error: %v", out, unwrapPathError(err)))
			}
			return nil
		},
	}
}
