package llvm

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/simtc/simtc/internal/corpus"
)

// repoLLFiles returns every .ll file under the repository (all testdata
// directories), sorted.
func repoLLFiles(t testing.TB) []string {
	var files []string
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".ll") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	if len(files) < 200 {
		t.Fatalf("found %d .ll files, want the whole corpus (at least 200)", len(files))
	}
	return files
}

// fuzzCorpus returns the inputs of FuzzImport's stored corpus
// (testdata/fuzz/FuzzImport, in the go test fuzz v1 format).
func fuzzCorpus(t testing.TB) map[string][]byte {
	out := make(map[string][]byte)
	files, _ := filepath.Glob("testdata/fuzz/FuzzImport/*")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitN(string(b), "\n", 2)
		if len(lines) < 2 || !strings.HasPrefix(lines[0], "go test fuzz v1") {
			continue
		}
		v := strings.TrimSpace(lines[1])
		if !strings.HasPrefix(v, "[]byte(") || !strings.HasSuffix(v, ")") {
			continue
		}
		var s string
		if _, err := fmt.Sscanf(v[len("[]byte("):len(v)-1], "%q", &s); err != nil {
			continue
		}
		out[f] = []byte(s)
	}
	return out
}

// importBoth imports src on llir's path and on the fast path (with report
// as asked) and returns what each printed: the module or the error, and
// the statuses.
func importBoth(name string, src []byte, report bool) (slow, fast string) {
	return importBothOpts(name, src, Options{}, report)
}

// importBothOpts is importBoth with options.
func importBothOpts(name string, src []byte, opts Options, report bool) (slow, fast string) {
	show := func(noFast bool) string {
		m, fs, err := importFile(name, src, opts, report, 2, noFast)
		var b strings.Builder
		if err != nil {
			fmt.Fprintf(&b, "error: %v\n", err)
		}
		if m != nil {
			b.WriteString(m.String())
		}
		for _, s := range fs {
			fmt.Fprintf(&b, "status %s kernel=%v used=%v err=%v\n", s.Name, s.Kernel, s.Used, s.Err)
		}
		return b.String()
	}
	return show(true), show(false)
}

// fastCovers reports whether the fast path parses every body of src
// (after the importer's rewrites) without falling back.
func fastCovers(name string, src []byte) bool {
	src = rewriteDebugInfo(src)
	src = stripFreezeMetadata(src)
	src = keepNaNPayloads(src)
	text := string(src)
	if _, bad := badTopLevel(text); bad {
		return false
	}
	fm, err := fastParseModule(name, text)
	if err != nil {
		return false
	}
	for _, lf := range fm.lm.Funcs {
		if len(lf.Blocks) == 0 {
			continue
		}
		if err := fm.body(lf); err != nil {
			return false
		}
		fm.drop(lf)
	}
	return true
}

// TestFastPathMatchesLLIR is the fast parser's correctness gate: for every
// .ll file in the repository and every input of FuzzImport's corpus,
// Import and Report give byte-identical results (module text, error,
// statuses) on the fast path and on llir's, also with --kernel naming one
// function. It also checks the fast path
// is taken for most of the corpus, so that the comparison means something.
func TestFastPathMatchesLLIR(t *testing.T) {
	corpus.Sweep(t, "every .ll through the fast path and llir")
	inputs := make(map[string][]byte)
	var names []string
	for _, f := range repoLLFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[f] = src
		names = append(names, f)
	}
	corpus := fuzzCorpus(t)
	for f, src := range corpus {
		inputs[f] = src
		names = append(names, f)
	}
	sort.Strings(names)
	covered, files := 0, 0
	var missed []string
	for _, name := range names {
		src := inputs[name]
		for _, report := range []bool{false, true} {
			slow, fast := importBoth(filepath.Base(name), src, report)
			if slow != fast && strings.HasPrefix(fast, "error: ") {
				// On a file with several malformed functions llir reports
				// one of their errors, not always the same one (its
				// translator walks maps), and the fast path reports
				// llir's: the fast result must be one llir itself gives.
				// The errors need not be equally likely (one in 40 was
				// seen), so llir is asked until it gives the fast path's:
				// if an error has probability p, a run that drew it fails
				// here with probability (1-p)^1000, at most 0.04% over all
				// p. Each try is one parse of a small fuzz input.
				for i := 0; i < 1000 && slow != fast; i++ {
					slow, _ = importBoth(filepath.Base(name), src, report)
				}
			}
			if slow != fast {
				t.Errorf("%s (report=%v): fast path differs from llir's:\n%s", name, report, firstDiff(slow, fast))
			}
		}
		// With --kernel naming the last defined function.
		if _, fs, err := importFile(name, src, Options{}, true, 1, true); err == nil && len(fs) > 0 {
			opts := Options{Kernels: []string{fs[len(fs)-1].Name}}
			if slow, fast := importBothOpts(filepath.Base(name), src, opts, false); slow != fast {
				t.Errorf("%s (--kernel %s): fast path differs from llir's:\n%s", name, opts.Kernels[0], firstDiff(slow, fast))
			}
		}
		if _, isCorpus := corpus[name]; !isCorpus {
			files++
			if fastCovers(name, src) {
				covered++
			} else {
				missed = append(missed, name)
			}
		}
	}
	t.Logf("fast path parses %d of %d repository .ll files (%d fuzz corpus inputs compared); falls back on %v", covered, files, len(corpus), missed)
	if covered*10 < files*9 {
		t.Errorf("fast path covers only %d of %d .ll files, want at least 90%%", covered, files)
	}
}

// TestFastPathLLString compares, on every repository .ll file the fast path
// covers, each function as llir prints it after the fast parse with the
// same function of llir's own parse: the fast parser builds the same llir
// values, not only values that lower the same.
func TestFastPathLLString(t *testing.T) {
	corpus.Sweep(t, "every .ll printed back by llir")
	for _, name := range repoLLFiles(t) {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		src = rewriteDebugInfo(src)
		src = stripFreezeMetadata(src)
		src = keepNaNPayloads(src)
		text := string(src)
		if _, bad := badTopLevel(text); bad {
			continue
		}
		fm, err := fastParseModule(name, text)
		if err != nil {
			continue
		}
		full, err := asm.ParseString(name, text)
		if err != nil {
			t.Errorf("%s: the fast path took a file llir rejects: %v", name, err)
			continue
		}
		byName := make(map[string]*llir.Func)
		for _, lf := range full.Funcs {
			byName[lf.Name()] = lf
		}
		for _, lf := range fm.lm.Funcs {
			if len(lf.Blocks) == 0 {
				continue
			}
			if err := fm.body(lf); err != nil {
				break
			}
			want := byName[lf.Name()]
			if got := lf.LLString(); want == nil || got != want.LLString() {
				w := ""
				if want != nil {
					w = want.LLString()
				}
				t.Errorf("%s: function %s differs from llir's:\n%s", name, lf.Name(), firstDiff(w, got))
			}
			fm.drop(lf)
		}
	}
}

// TestFastPathFallback checks that constructs the fast parser does not
// know make it give up (errFast) and Import take llir's path, with llir's
// result, and that errors in bodies are reported exactly as llir's path
// reports them.
func TestFastPathFallback(t *testing.T) {
	const head = "target triple = \"spir64\"\n"
	cases := map[string]string{
		// A quoted local name.
		"quoted": head + "define spir_kernel void @k(i32 addrspace(1)* %p) {\n  %\"a b\" = load i32, i32 addrspace(1)* %p, align 4\n  store i32 %\"a b\", i32 addrspace(1)* %p, align 4\n  ret void\n}\n",
		// An instruction the fast parser does not know (va_arg).
		"vaarg": head + "define spir_kernel void @k(i8* %ap) {\n  %x = va_arg i8* %ap, i32\n  ret void\n}\n",
		// Inline metadata in an attachment.
		"inlinemd": head + "define spir_kernel void @k(i32 addrspace(1)* %p) {\n  store i32 1, i32 addrspace(1)* %p, align 4, !nontemporal !{i32 1}\n  ret void\n}\n",
		// A numbered value out of sequence (llir renumbers or rejects it).
		"numbering": head + "define spir_kernel void @k(i32 addrspace(1)* %p) {\n  %5 = load i32, i32 addrspace(1)* %p, align 4\n  ret void\n}\n",
		// An undefined value: llir's error, positioned as before.
		"undefined": head + "define spir_kernel void @k(i32 addrspace(1)* %p) {\n  store i32 %nope, i32 addrspace(1)* %p, align 4\n  ret void\n}\n",
		// A getelementptr whose source is annotated with another address
		// space than its own: llir types the result by the annotation
		// (FuzzImport found the fast path typing it by the operand).
		"gepspace":       head + "define spir_kernel void @k(i32 addrspace(1)* %p) {\n  %q = getelementptr inbounds i32, i32 addrspace(141)* %p, i64 1\n  store i32 1, i32 addrspace(141)* %q, align 4\n  ret void\n}\n",
		"gepspaceglobal": head + "@g = addrspace(1) global [4 x i32] zeroinitializer\ndefine spir_kernel void @k() {\n  %q = getelementptr inbounds [4 x i32], [4 x i32] addrspace(3)* @g, i64 0, i64 1\n  store i32 1, i32 addrspace(3)* %q, align 4\n  ret void\n}\n",
		// A syntax error inside a body.
		"syntax": head + "define spir_kernel void @k(i32 addrspace(1)* %p) {\n  store i32 1 i32 addrspace(1)* %p\n  ret void\n}\n",
	}
	var names []string
	for n := range cases {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		src := []byte(cases[n])
		if fastCovers(n+".ll", src) {
			t.Errorf("%s: the fast path took it, want a fallback", n)
		}
		text := string(src)
		if fm, err := fastParseModule(n+".ll", text); err == nil {
			var bodyErr error
			for _, lf := range fm.lm.Funcs {
				if len(lf.Blocks) > 0 {
					bodyErr = fm.body(lf)
				}
			}
			if !errors.Is(bodyErr, errFast) {
				t.Errorf("%s: body parse gave %v, want errFast", n, bodyErr)
			}
		}
		slow, fast := importBoth(n+".ll", src, false)
		if slow != fast {
			t.Errorf("%s: Import differs after the fallback:\n%s", n, firstDiff(slow, fast))
		}
	}
	// And a file the fast path does take, lowering the same as llir's.
	ok := head + "define spir_kernel void @k(i32 addrspace(1)* %p) {\nentry:\n  %x = load i32, i32 addrspace(1)* %p, align 4\n  %y = add nsw i32 %x, 1\n  store i32 %y, i32 addrspace(1)* %p, align 4\n  ret void\n}\n"
	if !fastCovers("ok.ll", []byte(ok)) {
		t.Errorf("the fast path falls back on a plain kernel")
	}
	if slow, fast := importBoth("ok.ll", []byte(ok), false); slow != fast || strings.HasPrefix(slow, "error") {
		t.Errorf("plain kernel: %s", firstDiff(slow, fast))
	}
}

// firstDiff shows the first differing line of a and b.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  llir: %s\n  fast: %s", i+1, x, y)
		}
	}
	if !reflect.DeepEqual(a, b) {
		return "differ"
	}
	return "equal"
}

// TestEnumNames: the name lists of llirnames.go are sorted and are those
// of llir's enums: each value's String that is not the Stringer's
// "Kind(N)" fallback, among a byte enum's 256 values and the first 2^13 of
// the others.
func TestEnumNames(t *testing.T) {
	all := func(size uintptr, name func(int) string) []string {
		n := 1 << 13
		if size < 2 {
			n = 1 << (8 * size)
		}
		var out []string
		for i := 0; i < n; i++ {
			if s := name(i); !strings.Contains(s, "(") {
				out = append(out, s)
			}
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	for _, c := range []struct {
		name      string
		got, want []string
	}{
		{"ParamAttr", paramAttrNames, all(unsafe.Sizeof(enum.ParamAttr(0)), func(i int) string { return enum.ParamAttr(i).String() })},
		{"FuncAttr", funcAttrNames, all(unsafe.Sizeof(enum.FuncAttr(0)), func(i int) string { return enum.FuncAttr(i).String() })},
		{"ReturnAttr", returnAttrNames, all(unsafe.Sizeof(enum.ReturnAttr(0)), func(i int) string { return enum.ReturnAttr(i).String() })},
		{"CallingConv", callConvNames, all(unsafe.Sizeof(enum.CallingConv(0)), func(i int) string { return enum.CallingConv(i).String() })},
		{"DwarfOp", dwarfOpNames, all(unsafe.Sizeof(enum.DwarfOp(0)), func(i int) string { return enum.DwarfOp(i).String() })},
	} {
		if !slices.IsSorted(c.got) {
			t.Errorf("%s: the list is not sorted", c.name)
		}
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s: %d names, llir's enum has %d:\n%s", c.name, len(c.got), len(c.want), cmp.Diff(c.want, c.got))
		}
	}
	// known finds exactly the listed names.
	for _, s := range []string{"nonnull", "zeroext", "allocalign", "writeonly"} {
		if !known(paramAttrNames, s) {
			t.Errorf("known(paramAttrNames, %q) = false", s)
		}
	}
	for _, s := range []string{"", "align", "nonnul", "zeroextx", "cc"} {
		if known(paramAttrNames, s) {
			t.Errorf("known(paramAttrNames, %q) = true", s)
		}
	}
}

// TestSplitModule checks the header and bodies splitModule cuts: each
// definition's body replaced by the stub in the header, the bodies
// without their braces' lines, and the shapes it declines.
func TestSplitModule(t *testing.T) {
	text := "@g = global i32 0\n" +
		"define void @a() {\n  ret void\n}\n" +
		"declare void @d()\n" +
		"define i32 @b(i32 %0) {\nentry:\n  ret i32 %0\n}  \n" +
		"!0 = !{}"
	header, bodies, ok := splitModule(text)
	if !ok {
		t.Fatal("splitModule declined")
	}
	wantHeader := "@g = global i32 0\n" +
		"define void @a() {\nunreachable\n}\n" +
		"declare void @d()\n" +
		"define i32 @b(i32 %0) {\nunreachable\n}  \n" +
		"!0 = !{}"
	if diff := cmp.Diff(wantHeader, header); diff != "" {
		t.Errorf("header (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"  ret void\n", "entry:\n  ret i32 %0\n"}, bodies); diff != "" {
		t.Errorf("bodies (-want +got):\n%s", diff)
	}
	for _, bad := range []string{
		"define void @a() {\n  ret void\n",     // no closing line
		"define void @a()\n{\n  ret void\n}\n", // the brace on its own line
		"define void @a() {",                   // nothing after
	} {
		if _, _, ok := splitModule(bad); ok {
			t.Errorf("splitModule(%q) accepted", bad)
		}
	}
	if header, bodies, ok := splitModule("declare void @d()\n"); !ok || header != "declare void @d()\n" || len(bodies) != 0 {
		t.Errorf("no definitions: %q, %q, %v", header, bodies, ok)
	}
}
