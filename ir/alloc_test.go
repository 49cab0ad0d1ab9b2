package ir

import (
	"testing"
	"unsafe"
)

// TestInstrSize keeps Instr at 144 bytes (the one-byte fields, Dim
// included, packed together, Callee and Cases behind one pointer; see
// Instr).
func TestInstrSize(t *testing.T) {
	if s := unsafe.Sizeof(Instr{}); s > 144 {
		t.Errorf("Instr is %d bytes, want at most 144", s)
	}
}

// TestAllocInstr: an instruction made with up to three operands holds
// them (and its first use) in the same allocation, and its operand and
// use lists still grow past that and keep their use lists right.
func TestAllocInstr(t *testing.T) {
	m := NewModule("a.ir")
	f := m.NewFunc("f", Void)
	p := f.AddParam("p", I32)
	b := f.NewBlock("entry")
	bd := NewBuilder(f)
	bd.SetBlock(b)
	x := bd.Emit(OpAdd, I32, p, ConstInt(I32, 1))
	two := []Value{p, ConstInt(I32, 2)}
	if got := testing.AllocsPerRun(100, func() { f.newInstr(OpAdd, I32, two...) }); got != 1 {
		t.Errorf("newInstr with 2 operands: %v allocations, want 1", got)
	}
	y := bd.Emit(OpAdd, I32, x, x)
	phi := bd.Emit(OpPhi, I32, x)
	for k := 0; k < 5; k++ {
		phi.AddArg(y)
	}
	if len(phi.Args) != 6 || len(y.Uses()) != 5 || len(x.Uses()) != 3 {
		t.Fatalf("phi has %d operands, y %d uses, x %d uses; want 6, 5, 3", len(phi.Args), len(y.Uses()), len(x.Uses()))
	}
	phi.RemoveArg(0)
	if len(x.Uses()) != 2 || phi.Args[0] != Value(y) {
		t.Errorf("after RemoveArg: x has %d uses, phi operand 0 is %v", len(x.Uses()), phi.Args[0])
	}
}

// TestAllocInstrSizes: the objects allocInstr makes for an instruction
// with a result and one to three operands (an Instr, the operands' and
// two uses' arrays) stay at the sizes of Go's size classes 176, 192 and
// 208 bytes, so that the second use slot costs no memory; and a second
// use takes no allocation.
func TestAllocInstrSizes(t *testing.T) {
	instr := unsafe.Sizeof(Instr{})
	val := unsafe.Sizeof(Value(nil))
	use := unsafe.Sizeof((*Instr)(nil))
	for n, class := range map[uintptr]uintptr{1: 176, 2: 192, 3: 208} {
		if s := instr + n*val + 2*use; s > class {
			t.Errorf("an instruction with %d operands and two uses is %d bytes, over the %d-byte size class", n, s, class)
		}
	}
	m := NewModule("a.ir")
	f := m.NewFunc("f", Void)
	p := f.AddParam("p", I32)
	if got := testing.AllocsPerRun(10, func() {
		x := f.newInstr(OpAdd, I32, p, p)
		f.newInstr(OpAdd, I32, x, p)
		f.newInstr(OpAdd, I32, x, p)
	}); got != 3 {
		t.Errorf("an instruction and two using it: %v allocations, want 3 (the instructions', none for the uses)", got)
	}
}

// BenchmarkNewInstr: allocations of an instruction with two operands.
func BenchmarkNewInstr(b *testing.B) {
	m := NewModule("a.ir")
	f := m.NewFunc("f", Void)
	p := f.AddParam("p", I32)
	b.ReportAllocs()
	for k := 0; k < b.N; k++ {
		i := f.newInstr(OpAdd, I32, p, p)
		_ = i
	}
}
