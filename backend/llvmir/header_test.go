package llvmir

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

// Device functions taking or returning vectors and by-value structs (-O0
// md_forces' lj(<4 x float>, <4 x float>), kmeans_assign's nearest(byval
// %struct.point)) get headers from their simtc signature: the output
// passes opt-14 and reads back.
func TestRefitDeviceHeaders(t *testing.T) {
	opt := tool(t, "opt")
	dir := t.TempDir()
	for f, fn := range map[string]string{
		"../../testdata/real/md_forces.spir64.O0.ll":      "@lj(",
		"../../testdata/real/kmeans_assign.nvptx64.O0.ll": "@nearest(",
	} {
		m, o := load(t, f, "")
		out, err := Write(m, o)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if strings.Count(string(out), "define internal") < 1 || !strings.Contains(string(out), fn) {
			t.Errorf("%s: no internal %s in the output", f, fn)
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
