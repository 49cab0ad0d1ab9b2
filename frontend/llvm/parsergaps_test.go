package llvm_test

import (
	"os"
	"strconv"
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

// TestNaNPayload: a NaN constant keeps its bit pattern (llir keeps only
// "NaN" and the sign), as OpenCL code uses NaN patterns as bit masks.
func TestNaNPayload(t *testing.T) {
	src := `target triple = "spir64"

define spir_kernel void @k(float addrspace(1)* %p, double addrspace(1)* %q) {
  store float 0xFFFFE00000000000, float addrspace(1)* %p, align 4
  store double 0x7FF0000000000001, double addrspace(1)* %q, align 8
  ret void
}
`
	m, err := llvm.Import("nan.ll", []byte(src), llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, i := range m.Func("k").Blocks[0].Instrs {
		if i.Op == ir.OpBitcast {
			if c, ok := i.Args[0].(*ir.Const); ok {
				got = append(got, c.Typ.String()+" "+strconv.FormatInt(c.Int, 10)+" -> "+i.Typ.String())
			}
		}
	}
	want := "i32 -65536 -> f32|i64 9218868437227405313 -> f64"
	if strings.Join(got, "|") != want {
		t.Errorf("NaN constants became %q, want %q\n%s", strings.Join(got, "|"), want, m)
	}
}
