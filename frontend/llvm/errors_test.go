package llvm_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
)

// TestErrors checks that unsupported and malformed input gives exactly one
// clear error, positioned in the .ll file, naming the instruction and the
// function.
func TestErrors(t *testing.T) {
	const head = "target triple = \"spir64\"\n\n"
	tests := []struct {
		name string
		src  string
		want string
	}{
		{"masked vector load", head + `define spir_kernel void @foo(<4 x i32> addrspace(1)* %p, <4 x i1> %m) {
  %v = call <4 x i32> @llvm.masked.load.v4i32.p1v4i32(<4 x i32> addrspace(1)* %p, i32 4, <4 x i1> %m, <4 x i32> zeroinitializer)
  store <4 x i32> %v, <4 x i32> addrspace(1)* %p, align 16
  ret void
}

declare <4 x i32> @llvm.masked.load.v4i32.p1v4i32(<4 x i32> addrspace(1)*, i32, <4 x i1>, <4 x i32>)
`, "k.ll:4:3: error: unsupported call of 'llvm.masked.load.v4i32.p1v4i32' with vector operands in function foo"},
		{"wide vector parameter", head + `define spir_kernel void @foo(<16 x i3> %v, double addrspace(1)* %q) {
  ret void
}
`, "k.ll:3:1: error: parameter 0 of function foo has unsupported vector type <16 x i3> across a call (vectors of at most 8 bytes are passed as integers)"},
		{"shuffle of three lanes", head + `declare spir_func <3 x i32> @_Z7shuffleDv3_iDv3_j(<3 x i32>, <3 x i32>)
define spir_kernel void @foo(<3 x i32> addrspace(1)* %p) {
  %v = load <3 x i32>, <3 x i32> addrspace(1)* %p, align 16
  %w = call spir_func <3 x i32> @_Z7shuffleDv3_iDv3_j(<3 x i32> %v, <3 x i32> %v)
  store <3 x i32> %w, <3 x i32> addrspace(1)* %p, align 16
  ret void
}
`, "k.ll:6:3: error: shuffle of <3 x i32> in function foo"},
		{"libdevice popc of a short", head + `declare i32 @__nv_popc(i16)
define void @foo(i16 %a, i32* %p) {
  %x = call i32 @__nv_popc(i16 %a)
  store i32 %x, i32* %p, align 4
  ret void
}
`, "k.ll:5:3: error: __nv_popc of i16 in function foo"},
		{"isgreater of ints", head + `declare spir_func i32 @_Z9isgreaterii(i32, i32)
define spir_kernel void @foo(i32 addrspace(1)* %p) {
  %v = load i32, i32 addrspace(1)* %p, align 4
  %w = call spir_func i32 @_Z9isgreaterii(i32 %v, i32 %v)
  store i32 %w, i32 addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:6:3: error: isgreater of i32 in function foo"},
		{"work-group scan of a short", head + `declare spir_func i16 @_Z29work_group_scan_inclusive_adds(i16)
define spir_kernel void @foo(i16 addrspace(1)* %p) {
  %x = load i16, i16 addrspace(1)* %p, align 2
  %r = call spir_func i16 @_Z29work_group_scan_inclusive_adds(i16 %x)
  store i16 %r, i16 addrspace(1)* %p, align 2
  ret void
}
`, "k.ll:6:3: error: unsupported work_group_scan_inclusive_add of i16 (OpenCL defines it on int, uint, long, ulong, float and double) in function foo"},
		{"work-group reduction of a char", head + `declare spir_func i8 @_Z21work_group_reduce_minc(i8)
define spir_kernel void @foo(i8 addrspace(1)* %p) {
  %x = load i8, i8 addrspace(1)* %p, align 1
  %r = call spir_func i8 @_Z21work_group_reduce_minc(i8 %x)
  store i8 %r, i8 addrspace(1)* %p, align 1
  ret void
}
`, "k.ll:6:3: error: unsupported work_group_reduce_min of i8 (OpenCL defines it on int, uint, long, ulong, float and double) in function foo"},
		{"vector pointer cast to another address space", head + `define spir_kernel void @foo(<4 x float> addrspace(1)* %p) {
  %c = addrspacecast <4 x float> addrspace(1)* %p to <4 x float> addrspace(9)*
  %l = load <4 x float>, <4 x float> addrspace(9)* %c, align 16
  ret void
}
`, "k.ll:4:3: error: unsupported address space 9 for target \"spir64\" in function foo"},
		{"odd-width integer alloca", head + `define spir_kernel void @foo(i32 addrspace(1)* %p) {
  %a = alloca i3, align 1
  store i3 1, i3* %a, align 1
  ret void
}
`, "k.ll:4:3: error: unsupported alloca of integer type i3 in function foo"},
		{"odd-width integer in memory", head + `define spir_kernel void @foo(i3 addrspace(1)* %p) {
  store i3 1, i3 addrspace(1)* %p, align 1
  ret void
}
`, "k.ll:3:1: error: parameter 0 of function foo has unsupported integer type i3 in memory (pointer type i3 addrspace(1)*)"},
		{"intrinsic on an odd-width integer", head + `declare i3 @llvm.ctpop.i3(i3)

define spir_kernel void @foo(i32 addrspace(1)* %p, i32 %x) {
  %t = trunc i32 %x to i3
  %c = call i3 @llvm.ctpop.i3(i3 %t)
  %z = zext i3 %c to i32
  store i32 %z, i32 addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:7:3: error: unsupported intrinsic 'llvm.ctpop.i3' on integer type i3 in function foo"},
		{"inline asm", head + `define spir_kernel void @foo() {
  call void asm sideeffect "bar.sync 0;", ""()
  ret void
}
`, "k.ll:4:3: error: unsupported inline asm call in function foo"},
		{"unknown external", head + `declare spir_func i32 @mystery(i32)

define spir_kernel void @foo(i32 addrspace(1)* %p) {
entry:
  %x = call spir_func i32 @mystery(i32 1)
  store i32 %x, i32 addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:7:3: error: call to unknown external function 'mystery' (declared here but not defined: clang -O0 emits no body for a non-static C99 'inline' function; make it 'static inline', compile with -O1 or above, or give the .cl to simtc (mini-C)) in function foo"},
		{"unknown intrinsic", head + `declare i64 @llvm.readcyclecounter()

define spir_kernel void @foo(i32 %a) {
  %x = call i64 @llvm.readcyclecounter()
  ret void
}
`, "k.ll:6:3: error: unsupported intrinsic 'llvm.readcyclecounter' in function foo"},
		{"byte swap of a byte", head + `declare <2 x i8> @llvm.bitreverse.v2i8(<2 x i8>)
declare i8 @llvm.bswap.i8(i8)

define spir_kernel void @foo(i8 %a) {
  %x = call i8 @llvm.bswap.i8(i8 %a)
  ret void
}
`, "k.ll:7:3: error: unsupported intrinsic 'llvm.bswap.i8' of i8 in function foo"},
		{"unsupported instruction", head + `define spir_kernel void @foo(i8* %ap) {
  %x = va_arg i8* %ap, i32
  ret void
}
`, "k.ll:4:3: error: unsupported instruction 'va_arg' in function foo"},
		{"opaque struct alloca", head + `%struct.S = type opaque

define spir_kernel void @foo() {
  %s = alloca %struct.S*, align 8
  %t = load %struct.S*, %struct.S** %s
  %u = getelementptr %struct.S, %struct.S* %t, i64 1
  ret void
}
`, "k.ll:6:3: error: unsupported opaque struct type %struct.S in function foo"},
		{"image parameter", head + `%opencl.image2d_ro_t = type opaque

define spir_kernel void @foo(%opencl.image2d_ro_t addrspace(1)* %img, i32 addrspace(1)* %out) {
  ret void
}
`, "k.ll:5:1: error: parameter 0 (%img) of function foo is an OpenCL image (%opencl.image2d_ro_t): images are not simulated"},
		{"cmpxchg pair escapes", head + `define spir_kernel void @foo(i32 addrspace(1)* %p, { i32, i1 } addrspace(1)* %q) {
  %r = cmpxchg i32 addrspace(1)* %p, i32 0, i32 1 seq_cst seq_cst
  store { i32, i1 } %r, { i32, i1 } addrspace(1)* %q
  ret void
}
`, "k.ll:5:3: error: unsupported use of the {value, success} pair of a cmpxchg (only extractvalue 0 and 1 are supported) in function foo"},
		{"indirect call", head + `define spir_func void @g() {
  ret void
}

define spir_kernel void @foo() {
  %f = bitcast void ()* @g to void ()*
  call spir_func void %f()
  ret void
}
`, "k.ll:8:3: error: unsupported use of function @g as a value in function foo"},
		{"non-constant dimension", head + `declare spir_func i64 @_Z12get_local_idj(i32)

define spir_kernel void @foo(i32 %d) {
  %x = call spir_func i64 @_Z12get_local_idj(i32 %d)
  ret void
}
`, "k.ll:6:3: error: unsupported non-constant argument 1 of get_local_id in function foo"},
		{"initialized shared memory", head + `@tbl = internal addrspace(3) global [2 x i32] [i32 1, i32 2], align 4

define spir_kernel void @foo(i32 addrspace(1)* %p) {
  %a = getelementptr inbounds [2 x i32], [2 x i32] addrspace(3)* @tbl, i64 0, i64 1
  %x = load i32, i32 addrspace(3)* %a, align 4
  store i32 %x, i32 addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:6:3: error: global @tbl has an initializer simtc cannot hold (only integer and float data in global or constant memory) in function foo"},
		{"unknown address space", head + `define spir_kernel void @foo(i32 addrspace(7)* %p) {
  ret void
}
`, "k.ll:3:1: error: parameter 0 of function foo has unsupported address space 7 for target \"spir64\""},
		{"use not dominated", head + `define spir_kernel void @foo(i1 %c, i32 addrspace(1)* %p) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  store i32 %x, i32 addrspace(1)* %p, align 4
  ret void
}
`, "k.ll:10:3: error: invalid LLVM IR: func foo, block b: definition of %x in block a does not dominate this use"},
		{"syntax error", head + `define spir_kernel void @foo() {
  %x = add i32 1
  ret void
}
`, "k.ll:5: error: malformed LLVM IR: syntax error near \"ret void\""},
		{"undefined value", head + `define spir_kernel void @foo() {
  %x = add i32 %y, 1
  ret void
}
`, "k.ll:4:16: error: malformed LLVM IR: unable to locate local identifier \"%y\" of \"@foo\""},
		{"unknown debug-info enumerator", head + `define spir_kernel void @foo() {
  ret void
}

!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_Nope, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: ".")
`, "k.ll:8:40: error: cannot parse LLVM IR: unable to locate DwarfLang enum corresponding to \"DW_LANG_Nope\""},
		{"garbage", "this is not LLVM IR\n", "k.ll:1:1: error: malformed LLVM IR: unexpected \"this is not LLVM IR\""},
		{"no function", head + "declare void @f()\n", "k.ll: error: no function is defined in this LLVM IR"},
		{"opaque pointers", head + `define spir_kernel void @foo(ptr addrspace(1) %p) {
  ret void
}
`, "k.ll:3: error: malformed LLVM IR: syntax error near \"define spir_kernel void @foo(ptr addrspace(1) %p) {\" (opaque pointers are not supported: simtc reads typed pointers, as clang-14 emits them)"},
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

// TestOpenCLDebugInfo checks that OpenCL compiled with -g, whose debug info
// names calling conventions llir does not know (and panics on), imports
// with its source positions.
func TestOpenCLDebugInfo(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(testdataDir, "llvm", "debug", "tf_exc_call.g.O0.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "DW_CC_LLVM_OpenCLKernel") {
		t.Fatal("test file lost its DW_CC_LLVM_OpenCLKernel")
	}
	m, err := llvm.Import("tf_exc_call.g.O0.ll", src, llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := m.Func("tf_exc_call")
	if k == nil || !k.Kernel {
		t.Fatalf("no kernel tf_exc_call in\n%s", m)
	}
	if k.Pos.File != "tf_exc_call.cl" {
		t.Errorf("kernel at %v, want in tf_exc_call.cl", k.Pos)
	}
	n := 0
	k.Instrs(func(i *ir.Instr) {
		if i.Pos.File == "tf_exc_call.cl" {
			n++
		}
	})
	if n == 0 {
		t.Errorf("no instruction positioned in tf_exc_call.cl")
	}
}

// TestNeverPanics imports truncations of every testdata file: each must
// import or fail with an error, never panic (Import recovers, so a panic
// shows up as an "internal error", which this test rejects).
func TestNeverPanics(t *testing.T) {
	corpus.Sweep(t, "truncations of every .ll")
	for _, rel := range llFiles(t) {
		src, err := os.ReadFile(filepath.Join(testdataDir, "llvm", rel))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(string(src), "\n")
		for n := 0; n < len(lines); n += 1 + len(lines)/40 {
			cut := strings.Join(lines[:n], "")
			_, err := llvm.Import("k.ll", []byte(cut), llvm.Options{})
			if err != nil && strings.Contains(err.Error(), "internal error") {
				t.Errorf("%s cut after %d lines: %v", rel, n, err)
			}
		}
	}
}
