package llvm

import (
	"testing"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// TestLocalName checks that localName gives valueName's name for numbered
// and named locals, and that a name cut from the chunk stays as it was
// while later names fill that chunk and new ones.
func TestLocalName(t *testing.T) {
	l := &lowerer{}
	var vs []value.Value
	var got []string
	for id := int64(0); id < 5000; id++ {
		in := &llir.InstAlloca{}
		in.SetID(id * 997)
		vs = append(vs, in)
		got = append(got, l.localName(in))
	}
	named := llir.NewParam("x", types.I32)
	vs = append(vs, named)
	got = append(got, l.localName(named))
	for k, v := range vs {
		if want := valueName(v); got[k] != want {
			t.Fatalf("localName of value %d = %q, want %q", k, got[k], want)
		}
	}
}
