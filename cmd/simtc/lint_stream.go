package main

// simtc lint on an LLVM file without findings, one function at a time
// (issue 18: lint within 1.2× of analyze, which streams; see
// analyze_stream.go). Lint prepares the whole module (inline, dead-funcs,
// merge-returns, reconv) and then lint.Check prepares it again and runs
// the detection on every analysed function; when no function calls
// another, inlining and dead-funcs change no analysed function, so each
// function can be prepared (its returns merged) and checked as soon as it
// has lowered (frontend/llvm.ImportEach) and then dropped.
//
// Streaming only decides that a file has no finding: a function with a
// call, a detection that flags a loop (a finding's SSDE note re-parses
// the whole module; with --alias conservative its note needs a second
// detection), anything ImportEach declines, or a pipeline with other
// passes, sends the file down the whole-module path, which reports the
// findings and errors as always (TestLintStreamMatches).

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/passes/transform"
	"github.com/simtc/simtc/pipeline"
)

// lintPasses are the passes of the pipeline streamLintClean stands for.
var lintPasses = []string{"inline", "dead-funcs", "merge-returns", "reconv"}

// streamLintClean reports whether simtc lint with pipeline p and options
// opt finds nothing in the .ll file path (kernels from --kernel), decided
// one function at a time. false means undecided: the caller must lint the
// file as a whole.
func streamLintClean(p *pipeline.Pipeline, path string, kernels []string, opt lint.Options) bool {
	if strings.ToLower(filepath.Ext(path)) != ".ll" || !slices.Equal(p.Passes(), lintPasses) {
		return false
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	dopt := opt.DetectOptions()
	// lint.Check analyses the kernels, or every function when there are
	// none; the kernel flags are set before any function lowers.
	var once sync.Once
	anyKernel := false
	_, ok := llvm.ImportEach(path, src, llvm.Options{Kernels: kernels}, func(f *ir.Func) bool {
		once.Do(func() { anyKernel = len(f.Module.Kernels()) > 0 })
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if i.Op == ir.OpCall {
					return false // inlining would change the caller
				}
			}
		}
		if anyKernel && !f.Kernel {
			return true // not analysed
		}
		// The merge-returns pass (checked by the verifier when it
		// changes f, as the pipeline's Check does; ImportEach verified
		// f as it lowered), then lint.Prepare's, which finds nothing
		// left to do.
		if returns(f) > 1 {
			transform.MergeReturns(f)
			if ir.Verify(f) != nil {
				return false
			}
		}
		det := deadlock.Detect(f, dopt)
		return len(det.Loops) == 0 && (!opt.Notes || len(det.Cleared) == 0) && len(deadlock.DivergentBarriers(f, dopt)) == 0
	})
	return ok
}

// returns counts the blocks of f that end in a return (the pipeline's
// merge-returns pass changes only functions with more than one).
func returns(f *ir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpRet {
			n++
		}
	}
	return n
}
