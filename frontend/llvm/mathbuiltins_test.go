package llvm_test

import (
	"errors"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
)

// TestMathBuiltinErrors: calls of the pointer-output and int-operand math
// builtins whose types do not fit give one positioned error naming the
// function, never a panic.
func TestMathBuiltinErrors(t *testing.T) {
	const head = "target triple = \"spir64\"\n\n"
	tests := []struct {
		name, src, want string
	}{
		{"frexp without its pointer", head + `declare spir_func float @_Z5frexpfPi(float)
define spir_kernel void @foo(float addrspace(1)* %p) {
  %x = load float, float addrspace(1)* %p, align 4
  %r = call spir_func float @_Z5frexpfPi(float %x)
  store float %r, float addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:6:3: error: frexp called with 1 arguments, want 2 in function foo"},
		{"frexp of an int", head + `declare spir_func i32 @_Z5frexpiPi(i32, i32*)
define spir_kernel void @foo(i32 addrspace(1)* %p, i32* %e) {
  %x = load i32, i32 addrspace(1)* %p, align 4
  %r = call spir_func i32 @_Z5frexpiPi(i32 %x, i32* %e)
  store i32 %r, i32 addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:6:3: error: frexp of i32 in function foo"},
		{"remquo with a float output", head + `declare spir_func float @_Z6remquoffPf(float, float, float)
define spir_kernel void @foo(float addrspace(1)* %p) {
  %x = load float, float addrspace(1)* %p, align 4
  %r = call spir_func float @_Z6remquoffPf(float %x, float %x, float %x)
  store float %r, float addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:6:3: error: remquo with a float output in function foo"},
		{"ldexp by a long", head + `declare spir_func float @_Z5ldexpfl(float, i64)
define spir_kernel void @foo(float addrspace(1)* %p, i64 %n) {
  %x = load float, float addrspace(1)* %p, align 4
  %r = call spir_func float @_Z5ldexpfl(float %x, i64 %n)
  store float %r, float addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:6:3: error: ldexp with a i64 operand, want i32 in function foo"},
		{"minmag of mixed lanes", head + `declare spir_func <4 x float> @_Z6minmagDv4_fDv2_f(<4 x float>, <2 x float>)
define spir_kernel void @foo(<4 x float> addrspace(1)* %p, <2 x float> %y) {
  %x = load <4 x float>, <4 x float> addrspace(1)* %p, align 16
  %r = call spir_func <4 x float> @_Z6minmagDv4_fDv2_f(<4 x float> %x, <2 x float> %y)
  store <4 x float> %r, <4 x float> addrspace(1)* %p, align 16
  ret void
}
`, "k.ll:6:3: error: minmag of vectors of 4 and 2 lanes in function foo"},
		{"rotate of mixed lanes", head + `declare spir_func <4 x i32> @_Z6rotateDv4_iDv2_i(<4 x i32>, <2 x i32>)
define spir_kernel void @foo(<4 x i32> addrspace(1)* %p, <2 x i32> %y) {
  %x = load <4 x i32>, <4 x i32> addrspace(1)* %p, align 16
  %r = call spir_func <4 x i32> @_Z6rotateDv4_iDv2_i(<4 x i32> %x, <2 x i32> %y)
  store <4 x i32> %r, <4 x i32> addrspace(1)* %p, align 16
  ret void
}
`, "k.ll:6:3: error: rotate of vectors of 4 and 2 lanes in function foo"},
		{"ilogb returning float", head + `declare spir_func float @_Z5ilogbf(float)
define spir_kernel void @foo(float addrspace(1)* %p) {
  %x = load float, float addrspace(1)* %p, align 4
  %r = call spir_func float @_Z5ilogbf(float %x)
  store float %r, float addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:6:3: error: ilogb returns float in function foo"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := llvm.Import("k.ll", []byte(tt.src), llvm.Options{})
			if err == nil {
				t.Fatalf("no error; imported:\n%s", m)
			}
			var e *ir.Error
			if !errors.As(err, &e) {
				t.Errorf("error is a %T, want a single *ir.Error", err)
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("error\n got: %s\nwant: %s", got, tt.want)
			}
		})
	}
}
