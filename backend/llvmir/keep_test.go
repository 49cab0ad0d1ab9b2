package llvmir

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/passes/deadlock"
)

// bodies returns the lines of the function bodies of an .ll text.
func bodies(b []byte) []string {
	var out []string
	in := false
	for _, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(l, "define "):
			in = true
		case strings.HasPrefix(l, "}"):
			in = false
		case in:
			out = append(out, l)
		}
	}
	return out
}

var (
	flagWords  = regexp.MustCompile(`\b(nsw|nuw|exact|inbounds)\b`)
	alignRe    = regexp.MustCompile(`, align [0-9]+`)
	mdRe       = regexp.MustCompile(`!(tbaa|llvm\.loop) `)
	callAttrRe = regexp.MustCompile(`\bcall\b.*\) #[0-9]+`)
	opcodeRe   = regexp.MustCompile(`^\s*(?:%[-\w."$]+ = )?(?:tail |musttail |notail )?([a-z]+)`)
)

// flagCounts counts, in the function bodies of an .ll text, each kind of
// what keep.go carries over.
var calleeRe = regexp.MustCompile(`\bcall [^@]*@([-\w.$]+)\(`)

// survivingCallAttrs counts the calls with call-site attributes in the
// template whose callee the output still calls.
func survivingCallAttrs(tmpl, out []byte) int {
	called := map[string]bool{}
	for _, l := range bodies(out) {
		if m := calleeRe.FindStringSubmatch(l); m != nil {
			called[m[1]] = true
		}
	}
	n := 0
	for _, l := range bodies(tmpl) {
		if m := calleeRe.FindStringSubmatch(l); m != nil && called[m[1]] && callAttrRe.MatchString(l) {
			n++
		}
	}
	return n
}

func flagCounts(b []byte) map[string]int {
	c := map[string]int{}
	for _, l := range bodies(b) {
		for _, m := range flagWords.FindAllString(l, -1) {
			c[m]++
		}
		c["align"] += len(alignRe.FindAllString(l, -1))
		for _, m := range mdRe.FindAllStringSubmatch(l, -1) {
			c["!"+m[1]]++
		}
		if callAttrRe.MatchString(l) {
			c["call #attrs"]++
		}
	}
	return c
}

// flagged is the sorted list of the instructions of an .ll text's bodies
// that carry something keep.go carries, each reduced to its opcode and
// what it carries (value names dropped), so that an output with its
// flags on the wrong instructions differs.
func flagged(b []byte) []string {
	var out []string
	for _, l := range bodies(b) {
		var parts []string
		parts = append(parts, flagWords.FindAllString(l, -1)...)
		parts = append(parts, alignRe.FindAllString(l, -1)...)
		for _, m := range mdRe.FindAllStringSubmatch(l, -1) {
			parts = append(parts, "!"+m[1])
		}
		if callAttrRe.MatchString(l) {
			parts = append(parts, "#attrs")
		}
		if len(parts) == 0 {
			continue
		}
		op := ""
		if m := opcodeRe.FindStringSubmatch(l); m != nil {
			op = m[1]
		}
		out = append(out, op+" "+strings.Join(parts, " "))
	}
	sort.Strings(out)
	return out
}

// TestKeepsFlags: for the -O2 files of testdata/llvm and testdata/real,
// the output keeps nearly all the input's nsw/nuw/exact, inbounds, align,
// !tbaa, !llvm.loop and call-site attributes, and opt-14 verifies it. What
// is lost: inbounds of constant-expression GEPs (the frontend makes them
// instructions), calls the frontend drops (llvm.lifetime.*), functions
// nothing calls, and, in the -g files, instructions that share a source
// location. On files without those, every flagged instruction comes out
// with the same flags.
func TestKeepsFlags(t *testing.T) {
	corpus.Sweep(t, "every -O2 .ll written back")
	var files []string
	for _, pat := range []string{"../../testdata/llvm/*.O2.ll", "../../testdata/llvm/*/*.O2.ll", "../../testdata/real/*.O2.ll"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	if len(files) < 40 {
		t.Fatalf("only %d -O2 files", len(files))
	}
	optPath, _ := exec.LookPath("opt-14")
	dir := t.TempDir()
	in, out := map[string]int{}, map[string]int{}
	skipped := 0
	for _, f := range files {
		m, o := load(t, f, "")
		b, err := Write(m, o)
		if err != nil {
			if strings.Contains(f, "/real/") {
				// Known gaps of the writer on the real-kernel corpus
				// (math builtins, vector parameters): not this test's.
				t.Logf("skipped: %v", err)
				skipped++
				continue
			}
			t.Fatalf("%s: %v", f, err)
		}
		tin := flagCounts(o.Template)
		// A template call counts only if its callee is still called in
		// the output: calls the frontend turns into instructions
		// (atomics, geometric builtins, llvm.lifetime) have no call to
		// carry attributes to.
		tin["call #attrs"] = survivingCallAttrs(o.Template, b)
		for k, v := range tin {
			in[k] += v
		}
		for k, v := range flagCounts(b) {
			out[k] += v
		}
		if optPath != "" {
			p := writeTemp(t, dir, strings.NewReplacer("/", "_").Replace(f), b)
			if msg, err := exec.Command(optPath, "-passes=verify", "-disable-output", p).CombinedOutput(); err != nil {
				t.Errorf("%s: opt-14 -passes=verify: %v\n%s", f, err, msg)
			}
		}
	}
	if optPath == "" {
		t.Log("opt-14 not found: outputs not verified (install llvm-14)")
	}
	t.Logf("%d files (%d skipped)\nin %v\nout %v", len(files)-skipped, skipped, in, out)
	for _, k := range []string{"nsw", "nuw", "exact", "inbounds", "align", "!tbaa", "!llvm.loop", "call #attrs"} {
		min := 0.9
		if in[k] == 0 || float64(out[k]) < min*float64(in[k]) {
			t.Errorf("%s: %d in the inputs, %d in the outputs (want at least %.0f%%)", k, in[k], out[k], 100*min)
		}
	}
	for _, f := range []string{"../../testdata/real/atax.spir64.O2.ll", "../../testdata/real/bfs_nodes.spir64.O2.ll",
		"../../testdata/llvm/collange_listing1.O2.ll", "../../testdata/llvm/atomics.O2.ll", "../../testdata/llvm/bank_transfer.O2.ll"} {
		m, o := load(t, f, "")
		b, err := Write(m, o)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(flagged(o.Template), flagged(b)); d != "" {
			t.Errorf("%s: flagged instructions (-in +out):\n%s", f, d)
		}
	}
}

// TestSSDEDropsLoopMetadata: the CUDA spin lock's loop has !llvm.loop
// (mustprogress). Written as is, it keeps it; after SSDE rewrote the loop
// the metadata would describe a loop that is no longer there, so the
// rewritten function has none, while its other flags stay.
func TestSSDEDropsLoopMetadata(t *testing.T) {
	const f = "../../testdata/llvm/cuda/spinlock.O2.ll"
	src, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	if flagCounts(src)["!llvm.loop"] == 0 {
		t.Fatalf("%s has no !llvm.loop", f)
	}
	m, o := load(t, f, "")
	b, err := Write(m, o)
	if err != nil {
		t.Fatal(err)
	}
	if got := flagCounts(b)["!llvm.loop"]; got != flagCounts(src)["!llvm.loop"] {
		t.Errorf("without SSDE: %d !llvm.loop, want %d", got, flagCounts(src)["!llvm.loop"])
	}
	m, o = load(t, f, "")
	rw, transforms := applySSDE(t, m, deadlock.ReconvIPDOM)
	if len(rw) == 0 {
		t.Fatal("SSDE rewrote nothing")
	}
	o.Rewrites, o.Transforms = rw, transforms
	b, err = Write(m, o)
	if err != nil {
		t.Fatal(err)
	}
	c := flagCounts(b)
	if c["!llvm.loop"] != 0 {
		t.Errorf("after SSDE: %d !llvm.loop, want 0", c["!llvm.loop"])
	}
	for _, k := range []string{"nsw", "!tbaa"} {
		if c[k] != flagCounts(src)[k] {
			t.Errorf("after SSDE: %d %s, want %d", c[k], k, flagCounts(src)[k])
		}
	}
	if optPath, err := exec.LookPath("opt-14"); err == nil {
		p := writeTemp(t, t.TempDir(), "spinlock.ssde.ll", b)
		if msg, err := exec.Command(optPath, "-passes=verify", "-disable-output", p).CombinedOutput(); err != nil {
			t.Errorf("opt-14 -passes=verify: %v\n%s", err, msg)
		}
	}
}
