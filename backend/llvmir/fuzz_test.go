package llvmir

import (
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom/domtest"
)

// FuzzWrite: any valid CFG is written without error, and simtc's own LLVM
// frontend reads it back with the same reachable blocks and edges.
func FuzzWrite(f *testing.F) {
	f.Add([]byte{3, 1, 1, 2, 1, 2, 2, 0, 1})
	f.Add([]byte{5, 3, 1, 1, 2, 1, 3, 2, 0, 4, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		fn := domtest.FromBytes(data)
		if ir.Verify(fn) != nil {
			return // e.g. branches to the entry block
		}
		m := fn.Module
		m.Funcs[0].Kernel = true
		b, err := Write(m, Options{Target: SPIR64})
		if err != nil {
			t.Fatal(err)
		}
		back, err := llvm.Import("out.ll", b, llvm.Options{})
		if err != nil {
			t.Fatalf("%v\n%s", err, b)
		}
		g := back.Func(fn.Name)
		if g == nil {
			t.Fatalf("function %s not read back:\n%s", fn.Name, b)
		}
		fn.RemoveUnreachable()
		if len(g.Blocks) != len(fn.Blocks) {
			t.Fatalf("%d blocks read back, want %d:\n%s", len(g.Blocks), len(fn.Blocks), b)
		}
		for k, x := range fn.Blocks {
			y := g.Blocks[k]
			if x.Name != y.Name || len(x.Succs) != len(y.Succs) {
				t.Fatalf("block %d: %s with %d successors, read back %s with %d:\n%s", k, x.Name, len(x.Succs), y.Name, len(y.Succs), b)
			}
			for n := range x.Succs {
				if x.Succs[n].Name != y.Succs[n].Name {
					t.Fatalf("%s: successor %d is %s, read back %s", x.Name, n, x.Succs[n].Name, y.Succs[n].Name)
				}
			}
		}
	})
}
