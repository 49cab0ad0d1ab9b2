package doctest

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/simtc/simtc/internal/corpus"
)

// guard is set in the environment of the commands the test runs, so that
// a `go test ./...` among them does not run this test again.
const guard = "SIMTC_DOCTEST"

// scratch is the directory the documents write their outputs to (and
// .gitignore ignores); simtc is the binary the README builds.
const scratch = "out/"

// TestDocs runs the shell commands of README.md and of every docs/*.md, in
// that order, in one copy of the repository's tracked files, and checks
// what each document says of each command (exit status, output, needs;
// package doc). With -short it runs the README's commands only (the
// docs/ guides' some sixty commands, most of the test's time, run in the
// full run). Afterwards every file the commands left in the copy must be
// the binary the README builds or under out/, and ignored by .gitignore:
// following the documents on a fresh clone leaves its tree clean (a `go
// test ./...` among the commands runs the tests on that tree).
func TestDocs(t *testing.T) {
	if os.Getenv(guard) != "" {
		t.Skip("run by the documents' own go test command")
	}
	root := corpus.Root()
	tracked := gitFiles(t, root)
	var docs []string
	for _, f := range tracked {
		guide := strings.HasPrefix(f, "docs/") && strings.HasSuffix(f, ".md") && !strings.Contains(f[5:], "/")
		if guide && testing.Short() {
			t.Logf("skipped under -short (the README's commands only): %s", f)
			continue
		}
		if f == "README.md" || guide {
			docs = append(docs, f)
		}
	}
	sort.Slice(docs, func(i, j int) bool { return docs[i] == "README.md" || (docs[j] != "README.md" && docs[i] < docs[j]) })
	if len(docs) == 0 || docs[0] != "README.md" {
		t.Fatal("no README.md among the tracked files")
	}
	dir := t.TempDir()
	env := append(os.Environ(), guard+"=1", "GOFLAGS="+goflags(t))
	for _, f := range tracked {
		copyFile(t, filepath.Join(root, f), filepath.Join(dir, f))
	}
	for _, doc := range docs {
		cmds, err := Commands(filepath.Join(dir, doc))
		if err != nil {
			t.Fatal(err)
		}
		if len(cmds) == 0 {
			t.Errorf("%s has no ```sh commands", doc)
		}
		for _, c := range cmds {
			c.Doc = doc
			if !runCommand(t, dir, env, c) {
				t.Fatalf("stopping: the commands after %s:%d depend on it", doc, c.Line)
			}
		}
	}
	checkTree(t, root, dir, tracked)
}

// runCommand runs c in dir with the environment env and reports whether
// the next commands can go on.
func runCommand(t *testing.T, dir string, env []string, c Command) bool {
	t.Helper()
	if c.Self {
		t.Logf("not run (it runs this test itself): %s", c)
		return true
	}
	for _, tool := range c.Needs {
		if _, err := exec.LookPath(tool); err != nil {
			t.Logf("skipped (needs %s, which is not installed): %s", tool, c)
			return true
		}
	}
	for _, probe := range c.When {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		cmd := exec.CommandContext(ctx, "bash", "-c", probe)
		cmd.Dir = dir
		err := cmd.Run()
		cancel()
		if err != nil {
			t.Logf("skipped (%q fails: %v): %s", probe, err, c)
			return true
		}
	}
	if c.Slow && testing.Short() {
		t.Logf("skipped under -short (slow): %s", c)
		return true
	}
	if testing.Short() && sweepsSuite(c) {
		t.Logf("skipped under -short (a corpus sweep: the whole bundled suite; see internal/corpus): %s", c)
		return true
	}
	limit := 10 * time.Minute // a loaded machine takes minutes to build simtc
	if c.Slow {
		limit = 30 * time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-o", "pipefail", "-c", c.Text)
	cmd.Dir = dir
	cmd.Env = env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		t.Errorf("%s: did not finish in %v", c, limit)
		return false
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Errorf("%s: %v", c, err)
		return false
	}
	t.Logf("%s: exit %d in %v", c, code, time.Since(start).Round(time.Millisecond))
	ok := true
	if code != c.Exit {
		t.Errorf("%s: exit %d; the document says %d\n%s", c, code, c.Exit, tail(out.String()))
		ok = false
	}
	for _, p := range c.Print {
		if !strings.Contains(out.String(), p) {
			t.Errorf("%s: the output has no %q, which the document says it prints\n%s", c, p, tail(out.String()))
		}
	}
	return ok
}

// suite is the bundled benchmark suite, every kernel of testdata/bench.
const suite = "testdata/bench"

// sweepsSuite reports whether c runs the whole bundled suite (every
// kernel under every mechanism, seconds of both cores): a corpus sweep,
// which go test -short leaves out as corpus.Sweep does. The commands on a
// part of the suite (one kernel, one of its folders) still run.
func sweepsSuite(c Command) bool {
	for _, f := range strings.Fields(c.Text) {
		if strings.TrimSuffix(f, "/") == suite {
			return true
		}
	}
	return false
}

// goflags returns the GOFLAGS the documents' commands run with: the
// user's (go env GOFLAGS) plus -trimpath. The copy of the repository is a
// new directory every run, and without -trimpath a package's directory is
// part of its build-cache key, so the README's go build would compile every
// package of simtc from scratch each time (about 15 s of both cores); with
// it the packages the go command has built before come from the cache. The
// binary differs only in the file names of its debug information.
func goflags(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOFLAGS").Output()
	if err != nil {
		t.Fatalf("go env GOFLAGS: %v", err)
	}
	flags := strings.TrimSpace(string(out))
	for _, f := range strings.Fields(flags) {
		if f == "-trimpath" || strings.HasPrefix(f, "-trimpath=") {
			return flags
		}
	}
	return strings.TrimSpace(flags + " -trimpath")
}

// tail is the end of a command's output, for a failure message.
func tail(s string) string {
	if len(s) > 3000 {
		return "…" + s[len(s)-3000:]
	}
	return s
}

// checkTree fails for every file in dir (a copy of the tracked files of
// root, after the commands) that is not tracked, and is not the README's
// binary or under out/, or is not ignored by .gitignore.
func checkTree(t *testing.T, root, dir string, tracked []string) {
	t.Helper()
	isTracked := map[string]bool{}
	for _, f := range tracked {
		isTracked[f] = true
	}
	var extra []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			return nil
		}
		if !isTracked[rel] {
			extra = append(extra, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(extra) == 0 {
		return
	}
	cmd := exec.Command("git", "-C", root, "check-ignore", "--no-index", "--stdin")
	cmd.Stdin = strings.NewReader(strings.Join(extra, "\n") + "\n")
	out, _ := cmd.Output() // exit 1: none ignored
	ignored := map[string]bool{}
	for _, l := range strings.Split(string(out), "\n") {
		ignored[l] = true
	}
	for _, f := range extra {
		if f != "simtc" && !strings.HasPrefix(f, scratch) {
			t.Errorf("the documents' commands wrote %s into the tree (outputs belong under %s)", f, scratch)
		} else if !ignored[f] {
			t.Errorf("the documents' commands wrote %s, which .gitignore does not ignore", f)
		}
	}
}

// gitFiles returns the tracked files of root, or skips the test outside a
// git checkout.
func gitFiles(t *testing.T, root string) []string {
	t.Helper()
	out, err := exec.Command("git", "-C", root, "ls-files", "-z").Output()
	if err != nil {
		t.Skipf("not a git checkout (%v): the documents' commands run on the tracked files", err)
	}
	var files []string
	for _, f := range strings.Split(string(out), "\x00") {
		if f != "" {
			if _, err := os.Lstat(filepath.Join(root, f)); err == nil { // deleted, not yet committed
				files = append(files, f)
			}
		}
	}
	return files
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	fi, err := os.Lstat(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		target, err := os.Readlink(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(target, to); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, fi.Mode().Perm()); err != nil {
		t.Fatal(err)
	}
}
