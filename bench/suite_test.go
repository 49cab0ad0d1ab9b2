package bench

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
)

// TestSuite checks the bundled suite: at least 24 kernels in the three
// groups; every kernel terminates under mimd and pdom+ssde with its
// simtc:expect lines holding (they were taken from mimd, and SSDE must
// preserve results); every kernel is valid OpenCL C 2.0 for clang-14.
func TestSuite(t *testing.T) {
	corpus.Sweep(t, "every bundled suite kernel under mimd and pdom+ssde, and clang-14")
	ks, err := Discover([]string{"../testdata/bench"})
	if err != nil {
		t.Fatal(err)
	}
	if len(ks) < 24 {
		t.Errorf("%d kernels, want at least 24", len(ks))
	}
	groups := map[string]int{}
	for _, k := range ks {
		g, _, _ := strings.Cut(k.Name, "/")
		groups[g]++
	}
	for _, g := range []string{"sync", "irregular", "regular"} {
		if groups[g] < 7 {
			t.Errorf("%d %s kernels, want at least 7", groups[g], g)
		}
	}
	cs, _ := ParseConfigs(nil)
	m := &Matrix{Kernels: ks, Variants: []string{"mimd", "pdom" + SSDESuffix}, Configs: cs}
	for _, row := range Run(m, All(m), 2, nil) {
		if row.Status != "ok" || row.Expect != "pass" {
			t.Errorf("%s under %s: status %s, expect %s %v %s", row.Kernel, row.Variant, row.Status, row.Expect, row.ExpectFailures, row.Error)
		}
	}

	clang, err := exec.LookPath(corpus.Clang)
	if err != nil {
		t.Skip("clang-14 not installed, not checking the suite is OpenCL C: ", err)
	}
	for _, k := range ks {
		args := corpus.ClangSyntaxArgs(k.Path)
		if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
			t.Errorf("%s %s: %v\n%s", corpus.Clang, strings.Join(args, " "), err, out)
		}
	}
}
