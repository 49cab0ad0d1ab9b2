package llvm

import (
	"testing"
	"unsafe"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// TestAddrOf checks that addrOf gives the address of the object an LLVM
// local points to (numSlot's identity), distinct for distinct values.
func TestAddrOf(t *testing.T) {
	p := llir.NewParam("x", types.I32)
	a := &llir.InstAlloca{}
	b := &llir.InstAlloca{}
	blk := &llir.Block{}
	for _, c := range []struct {
		v    value.Value
		want unsafe.Pointer
	}{{p, unsafe.Pointer(p)}, {a, unsafe.Pointer(a)}, {b, unsafe.Pointer(b)}, {blk, unsafe.Pointer(blk)}} {
		if got := addrOf(c.v); got != uintptr(c.want) {
			t.Errorf("addrOf(%T) = %#x, want %#x", c.v, got, uintptr(c.want))
		}
	}
	if addrOf(a) == addrOf(b) {
		t.Errorf("two allocas share the address %#x", addrOf(a))
	}
}
