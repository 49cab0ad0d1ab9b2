package main

// LLVM IR output: build --emit llvm and lint --fix.

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/backend/llvmir"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
)

// llvmOptions prepares the LLVM output of m, read from path: the original
// text as the template of a .ll input, --target, and, with --ssde, the
// rewrite (applied to m here) and its record.
func llvmOptions(c *cli.Context, path string, m *ir.Module, mode deadlock.Mode) (llvmir.Options, error) {
	switch t := c.String("target"); t {
	case "", llvmir.SPIR64, llvmir.NVPTX64:
	default:
		return llvmir.Options{}, inputError(fmt.Errorf("simtc build: --target %q: want spir64 or nvptx64", t))
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return llvmir.Options{}, inputError(fmt.Errorf("%s: error: %v", path, unwrapPathError(err)))
	}
	opt := llvmir.Options{Source: src, Target: c.String("target")}
	if strings.EqualFold(filepath.Ext(path), ".ll") {
		opt.Template = src
	}
	if c.Bool("ssde") {
		rw, err := llvmir.ApplySSDE(m, deadlock.Options{Reconv: mode})
		if err != nil {
			return opt, fileError(path, err)
		}
		opt.Rewrites = rw
		opt.Transforms = llvmir.SSDETransforms
	}
	return opt, nil
}

// fixedPath is where lint --fix writes the rewritten path: K.ssde.ll next
// to K.ll or K.cl (a .cl input is written for spir64).
func fixedPath(path string) string {
	return strings.TrimSuffix(path, filepath.Ext(path)) + ".ssde.ll"
}

// lintFix rewrites path with SSDE, writes the result as LLVM IR next to it,
// and prints what changed to out.
func lintFix(c *cli.Context, out io.Writer, path string, mode deadlock.Mode) error {
	m, err := loadModule(c, path)
	if err != nil {
		return err
	}
	before := map[string]map[string]bool{}
	for _, f := range m.Funcs {
		before[f.Name] = map[string]bool{}
		for _, b := range f.Blocks {
			before[f.Name][b.Name] = true
		}
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return inputError(fmt.Errorf("%s: error: %v", path, unwrapPathError(err)))
	}
	opt := llvmir.Options{Source: src, Transforms: llvmir.SSDETransforms}
	if strings.EqualFold(filepath.Ext(path), ".ll") {
		opt.Template = src
	}
	if opt.Rewrites, err = llvmir.ApplySSDE(m, deadlock.Options{Reconv: mode}); err != nil {
		return fileError(path, err)
	}
	b, err := llvmir.Write(m, opt)
	if err != nil {
		return fileError(path, err)
	}
	dst := fixedPath(path)
	if err := llvmir.WriteFile(dst, b); err != nil {
		return inputError(fmt.Errorf("%s: error: %v", dst, unwrapPathError(err)))
	}
	fmt.Fprintf(out, "%s: fixed %d loop(s), wrote %s\n", path, len(opt.Rewrites), dst)
	for _, r := range opt.Rewrites {
		fmt.Fprintf(out, "  %s: loop %s now goes round through switch block %s\n", r.Func, r.Loop, r.Switch)
	}
	for _, f := range m.Funcs {
		old, ok := before[f.Name]
		if !ok {
			continue
		}
		var added []string
		for _, b := range f.Blocks {
			if !old[b.Name] {
				added = append(added, b.Name)
			}
		}
		if len(added) > 0 || len(old) != len(f.Blocks) {
			fmt.Fprintf(out, "  %s: %d blocks -> %d (inlining, merged returns, SSDE); new: %s\n", f.Name, len(old), len(f.Blocks), strings.Join(added, ", "))
		}
	}
	return nil
}
