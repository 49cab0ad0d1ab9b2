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
	"sync"

	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/pipeline"
)

// streamLintClean reports whether simtc lint with pipeline p and options
// opt finds nothing in the .ll file path (kernels from --kernel), decided
// one function at a time. false means undecided: the caller must lint the
// file as a whole.
func streamLintClean(p *pipeline.Pipeline, path string, kernels []string, opt lint.Options) bool {
	if frontend.KindOf(path) != frontend.LLVM {
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
		if anyKernel && !f.Kernel {
			return true // not analysed
		}
		// The pipeline on f alone (pipeline.PrepareFunc: declined when f
		// calls a function, which inlining would change).
		if ok, err := p.PrepareFunc(f); !ok || err != nil {
			return false
		}
		det := deadlock.Detect(f, dopt)
		return len(det.Loops) == 0 && (!opt.Notes || len(det.Cleared) == 0) && len(deadlock.DivergentBarriers(f, dopt)) == 0
	})
	return ok
}
