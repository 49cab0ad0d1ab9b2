package llvm

import (
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// layoutStructs are struct types whose layouts exercise padding, nesting,
// arrays, vectors (3-element vectors take 4 slots) and packing.
var layoutStructs = []string{
	"{ i8, i64 }",
	"{ i8, i16, i32, double }",
	"{ i32, <3 x float> }",
	"{ i8, [3 x i16], i64 }",
	"{ i8, { i8, i32 }, i8 }",
	"<{ i8, i32, i64 }>",
	"{ <4 x float>, i8 }",
	"{ i1, i32, i8* }",
	"{ float, <2 x float>, [2 x { i8, double }] }",
	"{ <4 x i8>, i16, <3 x i8> }",
}

// TestLayoutAgainstOpt checks structLayout (field offsets and sizes) against
// LLVM 14's own layout for the spir64 and nvptx64 datalayouts: opt-14
// folds ptrtoint(getelementptr(null, …)) to each field's offset.
func TestLayoutAgainstOpt(t *testing.T) {
	opt, err := exec.LookPath("opt-14")
	if err != nil {
		t.Skip("opt-14 not installed: ", err)
	}
	targets := map[string]string{
		"spir64":              "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024",
		"nvptx64-nvidia-cuda": "e-i64:64-i128:128-v16:16-v32:32-n16:32:64",
	}
	for triple, dl := range targets {
		var sb strings.Builder
		fmt.Fprintf(&sb, "target datalayout = %q\ntarget triple = %q\n", dl, triple)
		for i, s := range layoutStructs {
			fmt.Fprintf(&sb, "%%S%d = type %s\n", i, s)
		}
		// One function per struct and field (and the size), returning the
		// offset; their order is the order of want below.
		for i := range layoutStructs {
			fmt.Fprintf(&sb, "define i64 @size%d() {\n  ret i64 ptrtoint (%%S%d* getelementptr (%%S%d, %%S%d* null, i32 1) to i64)\n}\n", i, i, i, i)
		}
		m, err := asm.ParseString("layout.ll", sb.String())
		if err != nil {
			t.Fatal(err)
		}
		var want []int64
		var fields []string
		for i := range layoutStructs {
			st := structByName(m, fmt.Sprintf("S%d", i))
			offs, size, _, err := structLayout(st)
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, size)
			for k, f := range st.Fields {
				ft := f.LLString()
				fmt.Fprintf(&sb, "define i64 @s%df%d() {\n  ret i64 ptrtoint (%s* getelementptr (%%S%d, %%S%d* null, i32 0, i32 %d) to i64)\n}\n", i, k, ft, i, i, k)
				fields = append(fields, fmt.Sprintf("S%d = %s field %d", i, layoutStructs[i], k))
				want = append(want, offs[k])
			}
		}
		cmd := exec.Command(opt, "-S", "-instcombine", "-o", "-")
		cmd.Stdin = strings.NewReader(sb.String())
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: opt-14: %v\n%s", triple, err, out)
		}
		got := regexp.MustCompile(`ret i64 (\d+)`).FindAllStringSubmatch(string(out), -1)
		if len(got) != len(want) {
			t.Fatalf("%s: opt printed %d results, want %d\n%s", triple, len(got), len(want), out)
		}
		// The sizes come first (one function per struct), then the fields.
		names := make([]string, 0, len(want))
		for i, s := range layoutStructs {
			names = append(names, fmt.Sprintf("size of S%d = %s", i, s))
		}
		names = append(names, fields...)
		sizes := want[:0:0]
		var offs []int64
		k := 0
		for i := range layoutStructs {
			sizes = append(sizes, want[k])
			k++
			st := structByName(m, fmt.Sprintf("S%d", i))
			for range st.Fields {
				offs = append(offs, want[k])
				k++
			}
		}
		for i, w := range append(sizes, offs...) {
			n, _ := strconv.ParseInt(got[i][1], 10, 64)
			if n != w {
				t.Errorf("%s: %s: simtc %d, LLVM %d", triple, names[i], w, n)
			}
		}
	}
}

func structByName(m *llir.Module, name string) *types.StructType {
	for _, td := range m.TypeDefs {
		if st, ok := td.(*types.StructType); ok && st.TypeName == name {
			return st
		}
	}
	panic("no struct " + name)
}
