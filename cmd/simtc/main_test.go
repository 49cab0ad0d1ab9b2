package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestMain runs the tests from the repository root, so that file names in
// outputs and goldens read as a user would type them, with
// corpus.RunTests (a lighter garbage collector under go test -short).
func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		// A child of TestInputLimits: the test binary is simtc.
		os.Exit(runProcess(append([]string{"simtc"}, os.Args[1:]...), os.Stdout, os.Stderr))
	}
	if err := os.Chdir(corpus.Root()); err != nil {
		panic(err)
	}
	os.Exit(corpus.RunTests(m))
}

// simtc runs the CLI in-process and returns its exit code, stdout and stderr.
func simtc(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"simtc"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/simtc -update to create it)", err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", path, d)
	}
}

// TestIRGolden: simtc ir succeeds on every bundled kernel, its output matches
// the golden file, and the output parses back and prints identically.
func TestIRGolden(t *testing.T) {
	kernels, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	if len(kernels) < 20 {
		t.Fatalf("only %d kernels in testdata/kernels", len(kernels))
	}
	for _, k := range kernels {
		rel, _ := filepath.Rel(corpus.Root(), k)
		name := strings.TrimSuffix(filepath.Base(k), ".cl")
		t.Run(name, func(t *testing.T) {
			code, out, errs := simtc(t, "ir", rel)
			if code != 0 {
				t.Fatalf("simtc ir %s: exit %d\n%s", rel, code, errs)
			}
			golden(t, filepath.Join("testdata", "golden", "ir", name+".ir"), out)

			m, err := ir.Parse(name+".ir", []byte(out))
			if err != nil {
				t.Fatalf("output does not parse back: %v", err)
			}
			if err := ir.VerifyModule(m); err != nil {
				t.Fatalf("parsed output does not verify: %v", err)
			}
			if d := cmp.Diff(out, m.String()); d != "" {
				t.Errorf("print(parse(output)) differs (-first +second):\n%s", d)
			}

			// The .ir output is itself an input.
			tmp := filepath.Join(t.TempDir(), name+".ir")
			if err := os.WriteFile(tmp, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			code, again, errs := simtc(t, "ir", tmp)
			if code != 0 || again != out {
				t.Errorf("simtc ir on its own output: exit %d, same=%v\n%s", code, again == out, errs)
			}
		})
	}
}

// TestBadInput: each broken mini-C file gives exactly one
// "file:line:col: error:" line and exit 2.
func TestBadInput(t *testing.T) {
	tests := []struct {
		file string
		want string
	}{
		{"testdata/bad/syntax.cl", `^testdata/bad/syntax.cl:3:\d+: error: syntax error`},
		{"testdata/bad/undeclared.cl", `^testdata/bad/undeclared.cl:3:12: error: use of undeclared identifier 'missing'$`},
		{"testdata/bad/type.cl", `^testdata/bad/type.cl:3:15: error: initializing 'float' with an expression of incompatible type`},
		{"testdata/bad/struct.cl", `^testdata/bad/struct.cl:1:31: error: the attribute 'packed' is not supported by mini-C$`},
		{"testdata/bad/empty.cl", `^testdata/bad/empty.cl:1:1: error: no kernel or function in file$`},
		{"testdata/bad/missing.cl", `^testdata/bad/missing.cl: error: no such file or directory$`},
		{"testdata/bad/notes.txt", `^testdata/bad/notes.txt: error: unknown input kind ".txt"`},
	}
	for _, tt := range tests {
		for _, cmd := range []string{"ir", "cfg"} {
			t.Run(cmd+" "+tt.file, func(t *testing.T) {
				code, out, errs := simtc(t, cmd, tt.file)
				if code != exitInput {
					t.Errorf("exit %d, want %d", code, exitInput)
				}
				if out != "" {
					t.Errorf("stdout not empty:\n%s", out)
				}
				lines := strings.Split(strings.TrimRight(errs, "\n"), "\n")
				if len(lines) != 1 {
					t.Fatalf("want one error line, got %d:\n%s", len(lines), errs)
				}
				if !regexp.MustCompile(tt.want).MatchString(lines[0]) {
					t.Errorf("error line %q does not match %q", lines[0], tt.want)
				}
			})
		}
	}
}

func TestCFG(t *testing.T) {
	code, out, errs := simtc(t, "cfg", "testdata/kernels/spinlock.cl")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := `kernel spinlock
  entry -> while.cond
  while.cond -> while.body [T], while.end [F]
  while.body -> while.cond
  while.end -> (ret)
`
	if d := cmp.Diff(want, out); d != "" {
		t.Errorf("cfg (-want +got):\n%s", d)
	}

	code, out, errs = simtc(t, "cfg", "--dot", "testdata/kernels/switch_case.cl")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	golden(t, "testdata/golden/switch_case.dot", out)
	for _, label := range []string{`label="default"`, `label="case 1"`, `label="case 4"`} {
		if !strings.Contains(out, label) {
			t.Errorf("dot output lacks edge label %s", label)
		}
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"ir", "--help"}, {"cfg", "--help"}} {
		code, out, _ := simtc(t, args...)
		if code != 0 || !strings.Contains(out, "USAGE") {
			t.Errorf("simtc %v: exit %d, output:\n%s", args, code, out)
		}
	}
	for _, args := range [][]string{{"ir"}, {"ir", "a.cl", "b.cl"}, {"cfg", "--nope", "x.cl"}, {"frobnicate"}} {
		code, _, errs := simtc(t, args...)
		if code != exitInput || errs == "" {
			t.Errorf("simtc %v: exit %d, stderr %q; want exit 2 with a message", args, code, errs)
		}
	}
}
