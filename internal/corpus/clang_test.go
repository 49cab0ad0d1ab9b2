package corpus

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestClangSyntax checks every kernel as OpenCL C 2.0 with clang-14, so that
// mini-C stays a strict subset of OpenCL C and every kernel can also go
// through the clang → LLVM IR → simtc path.
func TestClangSyntax(t *testing.T) {
	clang, err := exec.LookPath(Clang)
	if err != nil {
		t.Skip("clang-14 not installed: ", err)
	}
	paths, err := Kernels()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		path := path
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			args := ClangSyntaxArgs(path)
			out, err := exec.Command(clang, args...).CombinedOutput()
			if err != nil {
				t.Errorf("%s %s: %v\n%s", Clang, strings.Join(args, " "), err, out)
			}
		})
	}
}
