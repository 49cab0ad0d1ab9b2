package backend

import (
	"bytes"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// TestStreamMatchesCompile compiles every bundled kernel file whose
// functions call none both with Compile and as a Stream, kernel by kernel
// with each body dropped after, and requires the same object bytes; a
// stream must refuse a kernel with calls, and Finish must refuse a stream
// that missed one of the module's kernels.
func TestStreamMatchesCompile(t *testing.T) {
	streamed := 0
	for _, path := range kernelFiles(t) {
		for _, o := range []Options{{}, {AllDivergent: true}, {SSY: true}} {
			want, err := Compile(compileFile(t, path), o)
			if err != nil {
				continue // Compile's errors are its own tests'
			}
			m := compileFile(t, path)
			st, err := NewStream(m, o)
			if err != nil {
				t.Fatalf("%s: NewStream: %v", path, err)
			}
			var calls bool
			var serr error
			for _, f := range m.Kernels() {
				f.Instrs(func(i *ir.Instr) { calls = calls || i.Op == ir.OpCall })
				if serr = st.Kernel(f); serr != nil {
					break
				}
				f.DropBody()
			}
			if calls {
				if serr == nil {
					t.Errorf("%s: the stream took a kernel with calls", path)
				}
				continue
			}
			if serr != nil {
				t.Errorf("%s: Kernel: %v", path, serr)
				continue
			}
			got, err := st.Finish()
			if err != nil {
				t.Errorf("%s: Finish: %v", path, err)
				continue
			}
			if !bytes.Equal(objBytes(t, got), objBytes(t, want)) {
				t.Errorf("%s %+v: the streamed object differs from Compile's", path, o)
			}
			streamed++
		}
	}
	if streamed == 0 {
		t.Fatal("no kernel file streamed")
	}
	m := compileFile(t, kernelFiles(t)[0])
	if len(m.Kernels()) > 0 {
		st, err := NewStream(m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Finish(); err == nil || !strings.Contains(err.Error(), "kernels compiled") {
			t.Errorf("Finish without the module's kernels: %v, want an error", err)
		}
	}
	if _, err := NewStream(m, Options{NoInline: true}); err == nil {
		t.Error("NewStream with NoInline: no error")
	}
}

func objBytes(t *testing.T, o *isa.Object) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := isa.Write(&b, o); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
