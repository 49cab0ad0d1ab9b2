package preproc

import (
	"errors"
	"path/filepath"
	"testing"
)

// memFS is a file system in memory for the #include tests.
type memFS map[string]string

func (fs memFS) options(dirs ...string) Options {
	return Options{
		IncludeDirs: dirs,
		ReadFile: func(p string) ([]byte, error) {
			if s, ok := fs[filepath.Clean(p)]; ok {
				return []byte(s), nil
			}
			return nil, errors.New("no such file")
		},
		FileExists: func(p string) bool { _, ok := fs[filepath.Clean(p)]; return ok },
	}
}

func TestInclude(t *testing.T) {
	fs := memFS{
		"src/local.h":        "#ifndef LOCAL_H\n#define LOCAL_H\n// a comment, simtc:expect x=[1]\n#define TWO 2\nint local; /* c */ int more;\n#include <sys.h>\n#endif\n",
		"inc/sys.h":          "#pragma once\n#define SYS \"s\" // tail\nint sys;\n",
		"src/sub/nested.h":   "#include \"../local.h\"\nint nested = TWO;\n",
		"src/bad.h":          "#if\n",
		"src/self.h":         "#include \"self.h\"\n",
		"src/unterminated.h": "#ifdef X\n",
	}
	tests := []struct {
		name, src, want, err string
	}{
		{name: "quoted relative to the file, angled from -I, guards and pragma once",
			src:  "#include \"local.h\"\n#include \"local.h\"\n#include <sys.h>\nint x = TWO;\n",
			want: "    int local;   int more;   int sys;     \n        \n\nint x = 2;\n"},
		{name: "nested relative path",
			src:  "#include \"sub/nested.h\"\nx\n",
			want: "    int local;   int more;   int sys;      int nested = 2;  \nx\n"},
		{name: "not found", src: "\n#include \"missing.h\"\n", err: "src/k.cl:2:1: error: 'missing.h' file not found"},
		{name: "angled not searched in the file's directory", src: "#include <local.h>\n", err: "src/k.cl:1:1: error: 'local.h' file not found"},
		{name: "errors in the header point into it", src: "#include \"bad.h\"\n", err: "src/bad.h:1:1: error: #if with no expression\nsrc/bad.h:1:1: error: unterminated #if"},
		{name: "unterminated conditional in the header", src: "#include \"unterminated.h\"\n", err: "src/unterminated.h:1:1: error: unterminated #ifdef"},
		{name: "recursion is bounded", src: "#include \"self.h\"\n", err: "src/self.h:1:1: error: #include nested too deeply (more than 32 levels)"},
	}
	for _, tc := range tests {
		res, err := Preprocess("src/k.cl", []byte(tc.src), fs.options("inc"))
		switch {
		case tc.err != "":
			if err == nil || err.Error() != tc.err {
				t.Errorf("%s: error %v, want %s", tc.name, err, tc.err)
			}
		case err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case string(res.Text) != tc.want:
			t.Errorf("%s: got\n%q\nwant\n%q", tc.name, res.Text, tc.want)
		}
	}
}
