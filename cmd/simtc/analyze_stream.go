package main

// simtc analyze on an LLVM file, one function at a time (issue 18): each
// function is analysed and its JSON rendered as soon as it has lowered
// (frontend/llvm.ImportEach, in parallel across functions), and its body
// dropped, so the heap holds the text, the module's header, the JSON and
// the functions in flight, not the whole module (220 MB of IR for the
// 400-function -O2 input, where opt-14 peaks at 150 MB). The output is
// the same bytes as the whole-module path (TestAnalyzeStreamMatches).
//
// Whenever the streaming path cannot give exactly that output, it gives up
// and analyze reads the file as before: when ImportEach declines (the
// input needs llir's parser, a function does not lower or verify — the
// whole-module path then reports the error), and when a function has a
// SIMT-deadlock finding, whose SSDE note (lint.FuncFindings) re-parses
// the whole module.

import (
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/pipeline"
)

// streamAnalysis writes the JSON of simtc analyze for the .ll file path
// with pipeline p (which must only analyse: p.AnalysesOnly) and kernels
// (--kernel), streaming. ok false means it wrote nothing and the caller
// must analyse the file as a whole; with ok, err is the write's error.
func streamAnalysis(w io.Writer, p *pipeline.Pipeline, path string, kernels []string) (ok bool, err error) {
	if frontend.KindOf(path) != frontend.LLVM || !p.AnalysesOnly() {
		return false, nil
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return false, nil
	}
	// The detection lint.FuncFindings runs for analyzeModule.
	dopt := lint.Options{Reconv: p.DeadlockMode()}.DetectOptions()
	var mu sync.Mutex
	var bufs sync.Pool
	chunks := make(map[*ir.Func][][]byte)
	m, ok := llvm.ImportEach(path, src, llvm.Options{Kernels: kernels}, func(f *ir.Func) bool {
		collectBefore(f)
		if len(f.Blocks) > 0 && len(deadlock.Detect(f, dopt).Loops) > 0 {
			return false // findings need the whole module (see above)
		}
		a := analyzeFuncWith(f, func(*ir.Func) []lint.Finding { return nil })
		b, err := functionJSON(&a, &bufs)
		if err != nil {
			return false
		}
		mu.Lock()
		chunks[f] = b
		mu.Unlock()
		return true
	})
	if !ok {
		return false, nil
	}
	return true, writeAnalyzeDoc(w, path, false, len(m.Funcs), func(j *jsonWriter, k int) {
		j.rawChunks(chunks[m.Funcs[k]])
	})
}

// collectBefore collects garbage before a large function is analysed: its
// lowering's garbage (the parsed body, the lowerer's maps) is about as big
// as the function, and the collector would otherwise have set its next
// goal from all that while it was live, letting the analyses and the JSON
// grow the heap to twice it (a 96k-block function: peak RSS 394 MB, with
// the collection 305 MB).
func collectBefore(f *ir.Func) {
	if f.NumValues() >= bigFuncValues {
		runtime.GC()
	}
}

// bigFuncValues is the number of values from which a function counts as
// large for collectBefore: about 25k blocks of clang -O0 code, 40 MB of
// heap; a collection then costs a few per cent of its analysis.
const bigFuncValues = 150_000
