package llvmir

import (
	"bytes"
	"os/exec"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

// A vector pointer parameter (<4 x float> addrspace(1)*), which simtc
// sees as a pointer to its first lane, is written as a gep to lane 0: the
// output passes opt-14 and reads back into simtc (a bitcast to float* did
// not).
func TestVectorPointerParam(t *testing.T) {
	opt := tool(t, "opt")
	dir := t.TempDir()
	for _, f := range []string{"../../testdata/real/md_forces.spir64.O2.ll", "../../testdata/real/radix_scan.nvptx64.O2.ll"} {
		m, o := load(t, f, "")
		out, err := Write(m, o)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !bytes.Contains(out, []byte("getelementptr <4 x ")) || bytes.Contains(out, []byte("bitcast <4 x")) {
			t.Errorf("%s: no gep to lane 0 of the vector pointer, or a bitcast of it:\n%s", f, out)
		}
		file := writeTemp(t, dir, "out.ll", out)
		if b, err := exec.Command(opt, "-passes=verify", "-disable-output", file).CombinedOutput(); err != nil {
			t.Fatalf("%s: opt-14 rejects the output: %v\n%s", f, err, b)
		}
		if _, err := llvm.Import(file, out, llvm.Options{}); err != nil {
			t.Errorf("%s: the output does not read back: %v", f, err)
		}
	}
}
