package llvm_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

// builtinCallsLL returns a kernel of n calls of builtins in the spellings
// clang gives them (mangled OpenCL, libdevice, LLVM and NVVM intrinsics),
// each feeding the next.
func builtinCallsLL(n int) []byte {
	calls := []struct{ decl, call string }{
		{"declare spir_func float @_Z3sinf(float)", "call spir_func float @_Z3sinf(float %%v%d)"},
		{"declare spir_func float @_Z3powff(float, float)", "call spir_func float @_Z3powff(float %%v%d, float 2.0)"},
		{"declare spir_func float @_Z10native_expf(float)", "call spir_func float @_Z10native_expf(float %%v%d)"},
		{"declare spir_func float @_Z4fminff(float, float)", "call spir_func float @_Z4fminff(float %%v%d, float 1.0)"},
		{"declare spir_func float @_Z4stepff(float, float)", "call spir_func float @_Z4stepff(float 0.5, float %%v%d)"},
		{"declare float @__nv_cosf(float)", "call float @__nv_cosf(float %%v%d)"},
		{"declare float @llvm.floor.f32(float)", "call float @llvm.floor.f32(float %%v%d)"},
		{"declare float @llvm.nvvm.ex2.approx.ftz.f(float)", "call float @llvm.nvvm.ex2.approx.ftz.f(float %%v%d)"},
		{"declare spir_func float @_Z6minmagff(float, float)", "call spir_func float @_Z6minmagff(float %%v%d, float 3.0)"},
		{"declare spir_func float @_Z3mixfff(float, float, float)", "call spir_func float @_Z3mixfff(float %%v%d, float 1.0, float 0.5)"},
	}
	var sb strings.Builder
	sb.WriteString("target triple = \"spir64\"\n")
	for _, c := range calls {
		sb.WriteString(c.decl + "\n")
	}
	sb.WriteString("define spir_kernel void @k(float addrspace(1)* %p) {\n  %v0 = load float, float addrspace(1)* %p, align 4\n")
	for k := 0; k < n; k++ {
		fmt.Fprintf(&sb, "  %%v%d = "+calls[k%len(calls)].call+"\n", k+1, k)
	}
	fmt.Fprintf(&sb, "  store float %%v%d, float addrspace(1)* %%p, align 4\n  ret void\n}\n", n)
	return []byte(sb.String())
}

// BenchmarkImportBuiltins imports a kernel of 20000 builtin calls of ten
// kinds and spellings: the cost of finding and lowering the builtins.
func BenchmarkImportBuiltins(b *testing.B) {
	src := builtinCallsLL(20000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		if _, err := llvm.Import("calls.ll", src, llvm.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
