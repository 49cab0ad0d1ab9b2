package llvm_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/transform"
)

// FuzzImport feeds .ll text, seeded from testdata/llvm, to Import. Import
// must never panic (it recovers, so a panic shows up as an "internal
// error"); whatever it accepts must verify, print and parse back, and
// survive inlining and merge-returns. The fast parser (fastparse.go) and
// llir's must agree on it: the same module text or the same error.
//
//	go test ./frontend/llvm -run '^$' -fuzz FuzzImport -fuzztime 60s
//
// The seeds are the testdata files stripped of what the importer ignores
// (comments, attribute groups, non-debug metadata), and only the small
// ones: the fuzzer minimizes every input that finds new coverage, one
// byte at a time, and on the full 10-25 kB files that alone takes the whole
// fuzzing time.
func FuzzImport(f *testing.F) {
	for _, rel := range llFiles(f) {
		src, err := os.ReadFile(filepath.Join(testdataDir, "llvm", rel))
		if err != nil {
			f.Fatal(err)
		}
		if !strings.HasPrefix(rel, "debug/") {
			src = fuzzSeed(src)
		}
		if len(src) <= 4096 {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if slow, fast := llvm.ImportBothPaths("f.ll", src); slow != fast {
			// On a file with several malformed functions llir reports one
			// of their errors, not always the same one (its translator
			// walks maps), and the fast path reports llir's. The fast
			// result must be one llir itself gives.
			seen := map[string]bool{slow: true}
			for i := 0; i < 32 && !seen[fast]; i++ {
				s, _ := llvm.ImportBothPaths("f.ll", src)
				seen[s] = true
			}
			if !seen[fast] {
				t.Fatalf("the fast parser and llir's differ:\nllir:\n%s\nfast:\n%s", slow, fast)
			}
		}
		m, err := llvm.Import("f.ll", src, llvm.Options{})
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("Import: %v", err)
			}
			return
		}
		if err := ir.VerifyModule(m); err != nil {
			t.Fatalf("imported IR does not verify: %v", err)
		}
		text := m.String()
		if _, err := ir.Parse("f.ir", []byte(text)); err != nil {
			t.Fatalf("printed IR does not parse: %v\n%s", err, text)
		}
		if err := transform.Inline(m); err != nil {
			return // recursion
		}
		for _, fn := range m.Funcs {
			transform.MergeReturns(fn)
		}
		if err := ir.VerifyModule(m); err != nil {
			t.Fatalf("after Inline and MergeReturns: %v", err)
		}
	})
}

var (
	seedDrop   = regexp.MustCompile(`(?m)^(;.*|attributes .*|!.*|\s*)\n`)
	seedAttrs  = regexp.MustCompile(`,? (#[0-9]+|![a-z_.]+ ![0-9]+|local_unnamed_addr|dso_local|noundef|align [0-9]+)`)
	seedCommas = regexp.MustCompile(`,( !tbaa| !llvm.loop| !range)? ![0-9]+`)
)

// fuzzSeed strips an .ll file down to what the importer reads.
func fuzzSeed(src []byte) []byte {
	src = seedDrop.ReplaceAll(src, nil)
	src = seedAttrs.ReplaceAll(src, nil)
	src = seedCommas.ReplaceAll(src, nil)
	return src
}
