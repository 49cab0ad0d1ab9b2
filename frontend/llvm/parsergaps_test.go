package llvm_test

import (
	"os"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
)

// TestFreezeWithDebugLocation: `freeze` with a !dbg attachment, which
// opt-14 -verify accepts and llir's grammar does not, imports, and the
// instructions around it keep their positions.
func TestFreezeWithDebugLocation(t *testing.T) {
	src, err := os.ReadFile("testdata/freeze_dbg.ll")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "freeze i32 %x, !dbg !8") {
		t.Fatal("test file lost its freeze with !dbg")
	}
	m, err := llvm.Import("freeze_dbg.ll", src, llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("k")
	var store *ir.Instr
	for _, i := range f.Blocks[0].Instrs {
		if i.Op == ir.OpStore {
			store = i
		}
	}
	if store == nil || store.Args[1] != f.Blocks[0].Instrs[0] {
		t.Fatalf("the frozen value is not the load:\n%s", m)
	}
	if got := store.Pos.String(); got != "k.cl:3:5" {
		t.Errorf("store at %s, want k.cl:3:5", got)
	}
}
