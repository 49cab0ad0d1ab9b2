package lint_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/passes/lint"
)

// TestSuppression: "// simtc:ignore RULE" on a finding's line or the line
// before suppresses it (issue 31); another rule's name does not; SARIF
// keeps the finding with an inSource suppression, text and JSON leave it
// out.
func TestSuppression(t *testing.T) {
	const src = `kernel void k(volatile global int *lock, global int *c)
{
    // simtc:ignore simt-deadlock
    while (atomic_cmpxchg(lock, 0, 1) != 0) {
    }
    c[0] += 1;
    atomic_xchg(lock, 0);
}
kernel void k2(volatile global int *lock, global int *c)
{
    while (atomic_cmpxchg(lock, 0, 1) != 0) { // simtc:ignore simt-deadlock
    }
    c[0] += 1;
    atomic_xchg(lock, 0);
}
kernel void k3(volatile global int *lock, global int *c)
{
    while (atomic_cmpxchg(lock, 0, 1) != 0) { // simtc:ignore simt-bounded-wait
    }
    c[0] += 1;
    atomic_xchg(lock, 0);
}
kernel void k4(global int *out)
{
    if (get_local_id(0) == 0)
        barrier(CLK_GLOBAL_MEM_FENCE); // simtc:ignore simt-barrier-divergence
    out[0] = 1;
}
`
	check := func(opt lint.Options) []lint.Finding {
		m, err := minic.Compile("s.cl", []byte(src), minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		fs, err := check(m, opt)
		if err != nil {
			t.Fatal(err)
		}
		return fs
	}
	fs := check(lint.Options{})
	if len(fs) != 1 || fs[0].Func != "k3" {
		t.Errorf("findings %+v, want k3's alone", fs)
	}
	all := check(lint.Options{Suppressed: true})
	suppressed := 0
	for _, f := range all {
		if f.Suppressed != "" {
			suppressed++
		}
	}
	if len(all) != 4 || suppressed != 3 {
		t.Fatalf("with Suppressed: %d findings, %d suppressed; want 4 and 3", len(all), suppressed)
	}
	var sarif, text, js bytes.Buffer
	if err := lint.WriteSARIF(&sarif, all); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(sarif.String(), `"kind": "inSource"`); n != 3 {
		t.Errorf("SARIF has %d inSource suppressions, want 3", n)
	}
	if err := lint.WriteText(&text, all); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(text.String(), "warning:"); n != 1 {
		t.Errorf("text has %d warnings, want 1:\n%s", n, text.String())
	}
	if err := lint.WriteJSON(&js, all); err != nil {
		t.Fatal(err)
	}
	var got []map[string]any
	if err := json.Unmarshal(js.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 {
		t.Errorf("JSON has %d findings, want 1", len(got))
	}
}

// TestSuppressionInSource: a .ll built with -g names its .cl source; the
// simtc:ignore comment there, read through ReadSource, suppresses the
// finding of the .ll.
func TestSuppressionInSource(t *testing.T) {
	ll, err := os.ReadFile(filepath.Join("testdata", "g", "lock_then_wait.g.O0.ll"))
	if err != nil {
		t.Fatal(err)
	}
	cl, err := os.ReadFile(filepath.Join(corpus.Root(), "testdata", "lint", "lock_then_wait.cl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(cl), "\n")
	for k, l := range lines {
		if strings.Contains(l, "while (atomic_cmpxchg(m, 0, 1)) // want") {
			lines[k] = strings.Replace(l, "// want", "// simtc:ignore simt-deadlock; want", 1)
			break
		}
	}
	edited := []byte(strings.Join(lines, "\n"))
	count := func(read func(string) ([]byte, error)) int {
		m, err := llvm.Import("lock_then_wait.g.O0.ll", ll, llvm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		fs, err := check(m, lint.Options{ReadSource: read})
		if err != nil {
			t.Fatal(err)
		}
		return len(fs)
	}
	read := func(file string) ([]byte, error) {
		if filepath.Base(file) == "lock_then_wait.cl" {
			return edited, nil
		}
		return nil, os.ErrNotExist
	}
	if plain, ignored := count(nil), count(read); plain != 2 || ignored != 1 {
		t.Errorf("findings %d without the source, %d with its simtc:ignore; want 2 and 1", plain, ignored)
	}
}

// TestWording (issue 31): reads are named by address space ("global-memory
// read", "local (shared) memory read"), atomics as the source writes them
// when the source is at hand (atomic_store_explicit, not "atomic xchg"),
// by kind otherwise.
func TestWording(t *testing.T) {
	const src = `kernel void k(global atomic_int *flag, global int *c)
{
    local volatile int s[4];
    int lid = get_local_id(0);
    if (lid == 1) {
        while (s[0] == 0) {
        }
    }
    s[0] = 1;
    while (atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) == 0) {
    }
    atomic_store_explicit(flag, 0, memory_order_release, memory_scope_device);
}
`
	text := func(read func(string) ([]byte, error)) string {
		m, err := minic.Compile("w.cl", []byte(src), minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		fs, err := check(m, lint.Options{ReadSource: read})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := lint.WriteText(&b, fs); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	withSrc := text(func(string) ([]byte, error) { return []byte(src), nil })
	for _, want := range []string{"local (shared) memory read (load)", "global-memory read", "(atomic_store_explicit)"} {
		if !strings.Contains(withSrc, want) {
			t.Errorf("output lacks %q:\n%s", want, withSrc)
		}
	}
	if strings.Contains(withSrc, "shared-memory read") {
		t.Errorf("output says shared-memory read:\n%s", withSrc)
	}
	if without := text(nil); !strings.Contains(without, "(atomic xchg)") {
		t.Errorf("without the source, the store is not named by its kind:\n%s", without)
	}
}

// TestDebugPositions: with -g every note of a finding is at a source line
// (issue 31), in the .ll of lock_then_wait at -O0.
func TestDebugPositions(t *testing.T) {
	ll, err := os.ReadFile(filepath.Join("testdata", "g", "lock_then_wait.g.O0.ll"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvm.Import("lock_then_wait.g.O0.ll", ll, llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	fs, err := check(m, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := lint.WriteText(&b, fs); err != nil {
		t.Fatal(err)
	}
	if len(fs) != 2 {
		t.Fatalf("%d findings, want 2", len(fs))
	}
	for _, l := range strings.Split(strings.TrimSpace(b.String()), "\n") {
		if !strings.HasPrefix(l, "lock_then_wait.cl:") {
			t.Errorf("not at a source position: %s", l)
		}
	}
}

// TestNotes: the optional notes (Options.Notes): an inter-group wait, a
// wait a warp away (with the warp size it depends on), and a
// warp-synchronous echo; none is a warning.
func TestNotes(t *testing.T) {
	for _, c := range []struct {
		kernel, rule, text string
	}{
		{"inter_group_wait", lint.RuleInterGroup, "co-scheduled"},
		{"idempotent_flag", lint.RuleInterGroup, "co-scheduled"},
		{"warp_distance", lint.RuleWarpSize, "no SIMT deadlock for warp sizes up to 32 (--warp 32)"},
		{"vote_retry", lint.RuleWarpSynchron, "warp-synchronous"},
	} {
		m := compile(t, filepath.Join(corpus.Root(), "testdata", "lint", c.kernel+".cl"))
		fs, err := check(m, lint.Options{Notes: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(fs) != 1 || fs[0].Rule != c.rule || fs[0].Level != lint.Note || !strings.Contains(fs[0].Message, c.text) || fs[0].IsWarning() {
			t.Errorf("%s: findings %+v, want one %s note saying %q", c.kernel, fs, c.rule, c.text)
		}
		m = compile(t, filepath.Join(corpus.Root(), "testdata", "lint", c.kernel+".cl"))
		if fs, _ := check(m, lint.Options{}); len(fs) != 0 {
			t.Errorf("%s without notes: %d findings", c.kernel, len(fs))
		}
	}
	// With warps of 64, the wait a warp of 32 away is a finding.
	m := compile(t, filepath.Join(corpus.Root(), "testdata", "lint", "warp_distance.cl"))
	if fs, _ := check(m, lint.Options{WarpSize: 64}); len(fs) != 1 || fs[0].Rule != lint.Rule {
		t.Errorf("warp 64: findings %+v, want one simt-deadlock", fs)
	}
}
