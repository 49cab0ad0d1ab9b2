package lint_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/driver/drivertest"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/internal/explore"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
)

// syncRE finds the kernels that synchronize (the lock kernels of the
// test below): atomics, volatile accesses, barriers.
var syncRE = regexp.MustCompile(`\batomic|\bvolatile\b|\bbarrier\s*\(|__syncthreads|\batom_`)

// stableExceptions are the forms of a lock kernel whose finding count
// differs from the kernel's other forms because the compiler changed what
// the kernel does: clang -O2 moves the critical section of a SIMT-safe
// done-flag loop (Fig. 3) back out of the loop, recreating Fig. 1
// (ElTantawy & Aamodt, section III-A), so that build deadlocks under pdom
// where the source does not. TestLintStable checks each is a real
// deadlock (run --explore) and each other form is not.
var stableExceptions = map[string]int{
	"real/account_lock.spir64.O2.ll":  1,
	"real/account_lock.nvptx64.O2.ll": 1,
	"real/flag_lock.spir64.O2.ll":     1,
	"real/flag_lock.nvptx64.O2.ll":    1,
	"real/mutex_struct.cuda.O2.ll":    1,
	"lint/nested_lock_ssde.O2.ll":     1,
}

// TestLintStable (issue 31): on every lock kernel of testdata/real and
// testdata/lint, lint finds as many warnings in each form of the kernel
// (mini-C; clang-14 -O0 and -O2 for spir64 and nvptx64, or for CUDA) as
// in the others: -O0 is as quiet as -O2 and mini-C, and as loud. The
// exceptions above are builds the compiler made deadlock, each checked.
func TestLintStable(t *testing.T) {
	type form struct {
		rel string
		n   int
	}
	kernels := map[string][]form{}
	var names []string
	add := func(kernel, rel string, n int) {
		if _, ok := kernels[kernel]; !ok {
			names = append(names, kernel)
		}
		kernels[kernel] = append(kernels[kernel], form{rel, n})
	}
	root := filepath.Join(corpus.Root(), "testdata")
	for _, dir := range []string{"real", "lint"} {
		srcs, _ := filepath.Glob(filepath.Join(root, dir, "*.c[lu]"))
		for _, src := range srcs {
			text, err := os.ReadFile(src)
			if err != nil {
				t.Fatal(err)
			}
			if !syncRE.Match(text) {
				continue
			}
			base := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
			kernel := dir + "/" + base
			if strings.HasSuffix(src, ".cl") {
				if n, ok := warnings(t, src, text); ok {
					add(kernel, dir+"/"+filepath.Base(src), n)
				}
			}
			lls, _ := filepath.Glob(filepath.Join(root, dir, base+".*.ll"))
			for _, ll := range lls {
				b, err := os.ReadFile(ll)
				if err != nil {
					t.Fatal(err)
				}
				n, ok := warnings(t, ll, b)
				if !ok {
					t.Errorf("%s does not load", ll)
					continue
				}
				add(kernel, dir+"/"+filepath.Base(ll), n)
			}
		}
	}
	sort.Strings(names)
	if len(names) < 25 {
		t.Fatalf("only %d lock kernels", len(names))
	}
	forms := 0
	for _, k := range names {
		fs := kernels[k]
		forms += len(fs)
		common := -1
		var line []string
		for _, f := range fs {
			line = append(line, fmt.Sprintf("%s=%d", filepath.Base(f.rel), f.n))
			if _, ok := stableExceptions[f.rel]; ok {
				continue
			}
			if common < 0 {
				common = f.n
			}
			if f.n != common {
				t.Errorf("%s: warnings differ between forms: %s", k, strings.Join(line, " "))
			}
		}
		for _, f := range fs {
			if want, ok := stableExceptions[f.rel]; ok && (f.n != want || f.n == common) {
				t.Errorf("%s: %d warnings, the exception says %d (and the other forms %d)", f.rel, f.n, want, common)
			}
		}
		t.Logf("%s: %s", k, strings.Join(line, " "))
	}
	t.Logf("%d lock kernels, %d forms", len(names), forms)
	// Each exception deadlocks under some schedule; the forms it differs
	// from do not.
	for rel := range stableExceptions {
		if !deadlocks(t, filepath.Join(root, rel)) {
			t.Errorf("%s: listed as a build the compiler made deadlock, but no schedule deadlocks", rel)
		}
		k := rel[:strings.IndexByte(rel, '.')]
		for _, f := range kernels[k] {
			if _, ok := stableExceptions[f.rel]; !ok && f.n == 0 && deadlocks(t, filepath.Join(root, f.rel)) {
				t.Errorf("%s deadlocks, but lint finds nothing", f.rel)
			}
		}
	}
}

// warnings lints path (its text src) and counts the warnings; ok is false
// when the file does not load (a .cu source: only its .ll builds count).
func warnings(t *testing.T, path string, src []byte) (int, bool) {
	var m *ir.Module
	var err error
	switch filepath.Ext(path) {
	case ".cl":
		m, err = minic.Compile(filepath.Base(path), src, minic.Options{})
		if err != nil {
			return 0, false // written for clang: mini-C lacks something it uses
		}
	case ".ll":
		m, err = llvm.Import(filepath.Base(path), src, llvm.Options{})
		if err != nil {
			return 0, false
		}
	default:
		return 0, false
	}
	fs, err := check(m, lint.Options{ReadSource: func(string) ([]byte, error) { return src, nil }})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	n := 0
	for _, f := range fs {
		if f.IsWarning() {
			n++
		}
	}
	return n, true
}

// deadlocks explores path and reports whether some schedule deadlocks.
// With -short it leaves out the seeded mimd interleavings, three quarters
// of the time: they look for memory that differs between interleavings,
// and a SIMT deadlock is found by the deterministic pdom schedules.
func deadlocks(t *testing.T, path string) bool {
	s := drivertest.Load(t, path)
	pr, err := s.Prepare(driver.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var opt explore.Options
	if testing.Short() {
		opt.Dimensions = explore.DimensionsWithSeeds(0)
	}
	rep, err := explore.Explore(pr.Module, drivertest.Launch(t, s), opt)
	if err != nil {
		t.Fatal(err)
	}
	return rep.Deadlocks()
}
