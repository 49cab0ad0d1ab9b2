package corpus

import (
	"errors"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// Module is the module path of the repository whose root Root returns.
const Module = "github.com/simtc/simtc"

// Clang is the compiler the kernels are checked with.
const Clang = "clang-14"

// ClangSyntaxArgs returns the clang-14 arguments that check one kernel file
// as OpenCL C 2.0 for the spir64 target, with all warnings as errors. The
// spir64 target is fixed so that the check does not depend on the host; it
// also has the sub-group builtins (nvptx64 does not).
func ClangSyntaxArgs(path string) []string {
	return []string{"-x", "cl", "-cl-std=CL2.0", "-target", "spir64",
		"-fsyntax-only", "-Wall", "-Werror", path}
}

// Root returns the repository root: the directory holding the go.mod of
// Module. It is found from this source file's location, or, when that is
// unavailable (e.g. a -trimpath build), by walking up from the working
// directory. It returns "" if neither works.
func Root() string {
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		dir := filepath.Join(filepath.Dir(file), "..", "..")
		if isRoot(dir) {
			return filepath.Clean(dir)
		}
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if isRoot(dir) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func isRoot(dir string) bool {
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 2 && f[0] == "module" && f[1] == Module {
			return true
		}
	}
	return false
}

// KernelDir returns the directory of the bundled mini-C kernels.
func KernelDir() string {
	return filepath.Join(Root(), "testdata", "kernels")
}

// Kernels returns the sorted paths of testdata/kernels/*.cl (tracked).
func Kernels() ([]string, error) {
	root := Root()
	if root == "" {
		return nil, errors.New("corpus: cannot find the root of module " + Module)
	}
	paths, err := Files("testdata/kernels/*.cl")
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, errors.New("corpus: no kernels in " + filepath.Join(root, "testdata", "kernels"))
	}
	sort.Strings(paths)
	return paths, nil
}

// Files returns the sorted paths (absolute) of the files under the
// repository root that match one of the patterns (path.Match syntax on
// the slash-separated path relative to the root, e.g. "testdata/kernels/*.cl"
// or "testdata/real/*.ll"). In a git checkout they are the tracked files:
// a test enumerates the corpus it owns, never whatever lies in the folder
// (the README's own commands write files such as K.ssde.ll next to their
// inputs). Outside a checkout (an exported tree) it falls back to the
// files on disk.
func Files(patterns ...string) ([]string, error) {
	root := Root()
	if root == "" {
		return nil, errors.New("corpus: cannot find the root of module " + Module)
	}
	var rels []string
	cmd := exec.Command("git", append([]string{"-C", root, "ls-files", "-z", "--"}, patterns...)...)
	if out, err := cmd.Output(); err == nil {
		for _, p := range strings.Split(string(out), "\x00") {
			if p == "" {
				continue
			}
			for _, pat := range patterns {
				if ok, _ := path.Match(pat, p); ok {
					rels = append(rels, p)
					break
				}
			}
		}
	} else {
		for _, pat := range patterns {
			ms, err := filepath.Glob(filepath.Join(root, filepath.FromSlash(pat)))
			if err != nil {
				return nil, err
			}
			for _, m := range ms {
				rel, _ := filepath.Rel(root, m)
				rels = append(rels, filepath.ToSlash(rel))
			}
		}
	}
	sort.Strings(rels)
	var out []string
	for i, r := range rels {
		if i > 0 && rels[i-1] == r {
			continue
		}
		out = append(out, filepath.Join(root, filepath.FromSlash(r)))
	}
	return out, nil
}
