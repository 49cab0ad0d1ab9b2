package main

// LLVM IR output: build --emit llvm and lint --fix.

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/backend/llvmir"
	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/internal/outfile"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/pipeline"
)

// llvmOptions prepares the LLVM output of src: the original text as the
// template of a .ll input, --target, and, with --ssde, the rewrite
// (applied to the returned module by the SSDE pipeline) and its record.
func llvmOptions(c *cli.Context, src *driver.Source) (*ir.Module, llvmir.Options, error) {
	switch t := c.String("target"); t {
	case "", llvmir.SPIR64, llvmir.NVPTX64:
	default:
		return nil, llvmir.Options{}, inputError(fmt.Errorf("simtc build: --target %q: want spir64 or nvptx64", t))
	}
	opt := llvmir.Options{Target: c.String("target")}
	if src.Kind == frontend.LLVM {
		opt.Template = src.Text
	}
	var m *ir.Module
	var err error
	if c.Bool("ssde") {
		m, err = ssdeForLLVM(c, src, &opt)
	} else if m, err = src.Module(); err != nil {
		err = inputError(err)
	}
	if err != nil {
		return nil, opt, err
	}
	return m, opt, headerDirectives(src, &opt)
}

// ssdeForLLVM runs the SSDE pipeline on a fresh module of src for LLVM
// output (generic target, --reconv; every function kept) and records what
// it did in opt.
func ssdeForLLVM(c *cli.Context, src *driver.Source, opt *llvmir.Options) (*ir.Module, error) {
	rule, err := reconvRule(c)
	if err != nil {
		return nil, err
	}
	// lint --fix and build --emit llvm rewrite what lint reports with the
	// same --reconv and --alias (and lint's --warp; build has none: 0,
	// lint's default).
	conservative, err := conservativeAlias(c)
	if err != nil {
		return nil, err
	}
	pr, err := src.Prepare(driver.CompileOptions{SSDE: true, Reconv: rule, ConservativeAlias: conservative, WarpSize: c.Int("warp"), KeepDeadFuncs: true})
	if err != nil {
		return nil, inputError(err)
	}
	opt.Transforms = pr.Transforms()
	for _, r := range pr.Rewrites {
		opt.Rewrites = append(opt.Rewrites, llvmir.Rewrite{Func: r.Func, Loop: r.Loop, Switch: r.Switch})
	}
	return pr.Module, nil
}

// headerDirectives puts the launch and expect directives of src in the
// header of its LLVM output, marking those that no longer apply when SSDE
// rewrote a loop (opt.Rewrites: a kernel SSDE left as it was is still the
// kernel as written).
func headerDirectives(src *driver.Source, opt *llvmir.Options) error {
	for _, d := range src.Dirs.All {
		ok, err := driver.Applies(d, len(opt.Rewrites) > 0)
		if err != nil {
			return inputError(err)
		}
		opt.Directives = append(opt.Directives, llvmir.Directive{Text: "simtc:" + d.Kind + " " + d.Text, Dropped: !ok})
	}
	return nil
}

// fixedPath is where lint --fix writes the rewritten path: K.ssde.ll next
// to K.ll or K.cl (a .cl input is written for spir64).
func fixedPath(path string) string {
	return strings.TrimSuffix(path, filepath.Ext(path)) + ".ssde.ll"
}

// lintFix rewrites src, the file path lint has loaded, with SSDE, writes
// the result as LLVM IR next to it (or to -o), prints what changed to out,
// lints the rewrite again with lopt and reports, as not fixed, every
// warning it still has (input are the input's findings, for the reasons
// SSDE gave). It returns how many are left.
func lintFix(c *cli.Context, out io.Writer, path string, src *driver.Source, p *pipeline.Pipeline, lopt lint.Options, input []lint.Finding) (int, error) {
	before := map[string]map[string]bool{}
	{
		m, err := src.Module()
		if err != nil {
			return 0, inputError(err)
		}
		for _, f := range m.Funcs {
			before[f.Name] = map[string]bool{}
			for _, b := range f.Blocks {
				before[f.Name][b.Name] = true
			}
		}
	}
	var opt llvmir.Options
	if src.Kind == frontend.LLVM {
		opt.Template = src.Text
	}
	m, err := ssdeForLLVM(c, src, &opt)
	if err != nil {
		return 0, err
	}
	if err := headerDirectives(src, &opt); err != nil {
		return 0, err
	}
	// Lint the rewrite as lint would read the written file: a copy, as
	// the pipeline prepares it.
	cp, err := ir.Parse(m.File, []byte(m.String()))
	if err != nil {
		panic(fmt.Sprintf("simtc lint --fix: the SSDE output of %s does not parse back: %v", path, err))
	}
	if _, err := prepare(p, path, cp); err != nil {
		return 0, err
	}
	recheck := lopt
	recheck.Notes, recheck.Suppressed = false, false
	after, err := lint.Check(cp, recheck)
	if err != nil {
		return 0, fileError(path, err)
	}
	left := lint.Unfixed(after)
	b, err := llvmir.Write(m, opt)
	if err != nil {
		return 0, fileError(path, err)
	}
	dst := fixedPath(path)
	o := c.String("o")
	if o != "" {
		dst = o
	}
	if err := outfile.Write(dst, b, 0o644, nil); err != nil {
		if o != "" {
			return 0, inputError(fmt.Errorf("simtc lint: -o %s: %v", dst, unwrapPathError(err)))
		}
		return 0, inputError(fmt.Errorf("%s: error: %v", dst, unwrapPathError(err)))
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
	for _, f := range left {
		fmt.Fprintf(out, "%s: error: --fix could not fix this: %s [%s]\n", f.Pos, unfixedWhy(f, input), f.Rule)
	}
	if len(left) > 0 {
		fmt.Fprintf(out, "%s: %d finding(s) not fixed: %s still has them\n", path, len(left), dst)
	}
	return len(left), nil
}

// unfixedWhy says why --fix left finding f (of the rewrite): a divergent
// barrier, which SSDE cannot fix, or the reason SSDE gave for the loop
// when linting the input (its note), or that the rewrite still has it.
func unfixedWhy(f lint.Finding, input []lint.Finding) string {
	if f.Rule == lint.RuleBarrier {
		return "SSDE cannot fix a divergent barrier: make the branch uniform across the work-group, or move the barrier out of it"
	}
	for _, g := range input {
		if g.Pos != f.Pos || g.Rule != f.Rule {
			continue
		}
		for _, n := range g.Notes {
			if strings.HasPrefix(n, "SSDE ") {
				return "the loop is still flagged after SSDE (" + n + ")"
			}
		}
	}
	return "lint still flags the loop in the SSDE output"
}
