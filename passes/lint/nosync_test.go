package lint_test

import (
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
)

// synchronizes reports whether f may synchronize with other threads: an
// atomic or cmpxchg, a fence or barrier, a warp vote, ballot or shuffle, or
// a volatile access (a flag another thread writes). A kernel without any
// cannot wait for another thread.
func synchronizes(f *ir.Func) bool {
	sync := false
	f.Instrs(func(i *ir.Instr) {
		switch i.Op {
		case ir.OpAtomic, ir.OpCmpXchg, ir.OpFence, ir.OpBarrier,
			ir.OpVoteAll, ir.OpVoteAny, ir.OpBallot, ir.OpShuffle:
			sync = true
		case ir.OpLoad, ir.OpStore:
			sync = sync || i.Volatile
		}
	})
	return sync
}

// TestNoSyncNoFinding: on every kernel in testdata (mini-C, and LLVM IR
// from clang-14 at every level and target), lint reports nothing for a
// kernel without inter-thread synchronization; under --alias conservative
// too.
func TestNoSyncNoFinding(t *testing.T) {
	var files []string
	for _, pat := range []string{"testdata/kernels/*.cl", "testdata/lint/*.cl", "testdata/llvm/*.ll", "testdata/llvm/*/*.ll", "testdata/lint/*.ll"} {
		fs, _ := filepath.Glob(filepath.Join(corpus.Root(), pat))
		files = append(files, fs...)
	}
	if len(files) < 80 {
		t.Fatalf("only %d files", len(files))
	}
	quiet := 0
	for _, path := range files {
		m, err := frontend.Load(path, frontend.Options{})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if err := prepare(m); err != nil {
			t.Fatal(err)
		}
		for _, f := range m.Analysed() {
			if synchronizes(f) {
				continue
			}
			quiet++
			for _, opt := range []lint.Options{{}, {Conservative: true}} {
				if got := lint.FuncFindings(f, opt); len(got) > 0 {
					t.Errorf("%s: %s has no inter-thread synchronization, lint (%+v) reports %d findings, first at %s", path, f.Name, opt, len(got), got[0].Pos)
				}
			}
		}
	}
	if quiet < 40 {
		t.Errorf("only %d kernels without synchronization: the test checks little", quiet)
	}
}
