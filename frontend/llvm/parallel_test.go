package llvm

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
)

// TestParallelLoweringDeterministic imports every .ll file of the
// repository's testdata with functions lowered one at a time and on
// several goroutines, and checks the printed modules (and Report's
// statuses, errors included) are byte for byte the same.
func TestParallelLoweringDeterministic(t *testing.T) {
	corpus.Sweep(t, "every .ll lowered in parallel")
	var files []string
	for _, dir := range []string{"../../testdata/llvm", "../../testdata/real", "testdata"} {
		fs, err := filepath.Glob(filepath.Join(dir, "*.ll"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	if len(files) < 100 {
		t.Fatalf("found %d .ll files in testdata, want the corpus (at least 100)", len(files))
	}
	// A file of many functions using the collectives' shared cells, one
	// per type: a long first function asks for the float cell last, the
	// short ones after it for the others, so that in a parallel lowering
	// the cells are asked for in another order than the file's.
	var many strings.Builder
	many.WriteString("target triple = \"spir64\"\n" +
		"declare spir_func i32 @_Z21work_group_reduce_addi(i32)\n" +
		"declare spir_func float @_Z21work_group_reduce_addf(float)\n" +
		"declare spir_func i64 @_Z21work_group_reduce_addl(i64)\n")
	many.WriteString("define spir_func float @long(float %x0) {\nentry:\n")
	for k := 1; k < 20000; k++ {
		fmt.Fprintf(&many, "  %%x%d = fadd float %%x%d, 1.0\n", k, k-1)
	}
	many.WriteString("  %r = call spir_func float @_Z21work_group_reduce_addf(float %x19999)\n  ret float %r\n}\n")
	tys := []string{"i32", "i64", "float"}
	sfx := map[string]string{"i32": "i", "float": "f", "i64": "l"}
	for k := 0; k < 48; k++ {
		ty := tys[k%3]
		if k > 0 && k%7 == 0 {
			ty = tys[(k/7)%3]
		}
		fmt.Fprintf(&many, "define spir_func %[2]s @f%[1]d(%[2]s %%x) {\nentry:\n  %%r = call spir_func %[2]s @_Z21work_group_reduce_add%[3]s(%[2]s %%x)\n  ret %[2]s %%r\n}\n", k, ty, sfx[ty])
	}
	inputs := map[string][]byte{"many.ll": []byte(many.String())}
	names := []string{"many.ll"}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[f] = src
		names = append(names, f)
	}
	imported := 0
	for _, f := range names {
		src := inputs[f]
		serial, sstat, serr := importText(f, src, 1)
		if serr == "" {
			imported++
		}
		for _, w := range []int{2, 3, 8} {
			par, pstat, perr := importText(f, src, w)
			if par != serial || perr != serr {
				t.Errorf("%s: %d workers give a different module than 1 (error %q vs %q)", f, w, perr, serr)
			}
			if !reflect.DeepEqual(pstat, sstat) {
				t.Errorf("%s: %d workers give a different report than 1", f, w)
			}
		}
	}
	if imported < len(names)/2 {
		t.Errorf("only %d of %d files imported", imported, len(names))
	}
	// The collectives' cells are there, once each.
	out, _, err := importText("many.ll", inputs["many.ll"], 8)
	if err != "" || strings.Count(out, "simtc.group.") < 3 {
		t.Errorf("many.ll: error %q, or no shared cell in\n%s", err, out)
	}
}

// importText imports src with the given number of workers and returns the
// printed module (or the error) and the per-function report.
func importText(file string, src []byte, workers int) (string, []FuncStatus, string) {
	_, fs, _ := importFile(file, src, Options{}, true, workers, false)
	m, _, err := importFile(file, src, Options{}, false, workers, false)
	if err != nil {
		return "", fs, err.Error()
	}
	var sb strings.Builder
	if err := ir.Fprint(&sb, m); err != nil {
		return "", fs, err.Error()
	}
	return sb.String(), fs, ""
}
