package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDirectivesValidated (issue 34 item 5): a launch or expectation that
// cannot be meant — an argument given twice, a buffer of -0 or 0
// elements, a status given twice, expectations that contradict each other
// — is an input error at its file:line:col before anything runs (nothing
// on standard output), also when the launch is overridden.
func TestDirectivesValidated(t *testing.T) {
	dir := t.TempDir()
	const body = "kernel void k(global int *out) { out[get_local_id(0)] = get_local_id(0); }\n"
	for _, tt := range []struct {
		name, src string
		args      []string
		want      string
	}{
		{"dup-arg", "// simtc:launch grid=1  block=32 out=int32[32] out=int32[4]\n" + body, nil,
			"dup-arg.cl:1:48: error: simtc:launch: out given twice"},
		{"dup-grid", "// simtc:launch grid=1 block=32 grid=2 out=int32[32]\n" + body, nil,
			"dup-grid.cl:1:33: error: simtc:launch: grid given twice"},
		{"minus-zero", "// simtc:launch grid=1 block=32 out=int32[-0]\n" + body, nil,
			`minus-zero.cl:1:33: error: simtc:launch: argument out: bad element count "-0"`},
		{"zero", "// simtc:launch grid=1 block=32 out=int32[0]\n" + body, nil,
			`zero.cl:1:33: error: simtc:launch: argument out: bad element count "0"`},
		{"two-status", "// simtc:launch grid=1 block=32 out=int32[32]\n" + body + "// simtc:expect status=deadlock status=ok\n", nil,
			"two-status.cl:3:1: error: simtc:expect status=deadlock status=ok: status given twice"},
		{"status-conflict", "// simtc:launch grid=1 block=32 out=int32[32]\n" + body + "// simtc:expect status=ok mech=pdom\n  // simtc:expect status=deadlock mech=mp,pdom\n", nil,
			"status-conflict.cl:4:3: error: simtc:expect status=deadlock mech=mp,pdom contradicts the simtc:expect on line 3 (status ok and status deadlock under pdom)"},
		{"buffer-conflict", "// simtc:launch grid=1 block=32 out=int32[32]\n" + body + "// simtc:expect out[3]=3\n// simtc:expect out=[0,1,2,4,4*28]\n", []string{"--grid", "2"},
			"buffer-conflict.cl:4:1: error: simtc:expect out=[0,1,2,4,4*28] contradicts the simtc:expect on line 3 (out[3] = 3 and out[3] = 4)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name+".cl")
			if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errs := simtc(t, append(append([]string{"run"}, tt.args...), path)...)
			if code != exitInput || out != "" || !strings.Contains(errs, tt.want) {
				t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant exit 2, no output, and %q", code, out, errs, tt.want)
			}
		})
	}
	// Not contradictions: -1 and 4294967295 are one int32; 1 and 1.0 one
	// number; statuses about different mechanisms.
	path := filepath.Join(dir, "fine.cl")
	src := "// simtc:launch grid=1 block=32 out=int32[32]\n" + body +
		"// simtc:expect out[0]=0\n// simtc:expect out[0]=0.0\n// simtc:expect status=ok mech=pdom\n// simtc:expect status=ok\n// simtc:expect status=deadlock mech=mp\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := simtc(t, "run", "--mech", "pdom", path); code != 0 {
		t.Errorf("fine.cl: exit %d\n%s", code, errs)
	}
}

// TestArgGivenTwice: --arg NAME= twice is a flag error naming it.
func TestArgGivenTwice(t *testing.T) {
	code, _, errs := simtc(t, "run", "--arg", "x=int32[64]", "--arg", "x=int32[64]", "testdata/kernels/saxpy.cl")
	if code != exitInput || !strings.Contains(errs, "--arg x=int32[64]: argument x given twice") {
		t.Errorf("exit %d\n%s", code, errs)
	}
}

// TestLaunchSizeFlagErrors: malformed N-D sizes and local specs are input
// errors naming the flag (exit 2), also in a simtc:launch directive (at
// the field's position).
func TestLaunchSizeFlagErrors(t *testing.T) {
	k := "testdata/kernels/saxpy.cl"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--grid", "0"}, `--grid 0: "0": want a whole number ≥ 1`},
		{[]string{"--grid", "2,0"}, `--grid 2,0: "0"`},
		{[]string{"--grid", "1,2,3,4"}, "--grid 1,2,3,4: 4 dimensions"},
		{[]string{"--grid", "2,"}, `--grid 2,: ""`},
		{[]string{"--block", "x"}, `--block x: ""`},
		{[]string{"--block", "2x-1"}, `--block 2x-1: "-1"`},
		{[]string{"--block", "65536,65536"}, "--block 65536,65536: more than 2147483648 in all"},
		{[]string{"--arg", "x=local:0"}, "--arg x=local:0: argument x: local:0: want a whole number of bytes"},
		{[]string{"--arg", "x=local:-4"}, "--arg x=local:-4: argument x: local:-4"},
		{[]string{"--arg", "x=local:lots"}, "--arg x=local:lots"},
		{[]string{"--arg", "x=local:64"}, "argument x: local:64 is for a __local pointer parameter; parameter x is (global pointer to f32)"},
		{[]string{"--shared-bytes", "x"}, "--shared-bytes x: want a whole number of bytes"},
		{[]string{"--shared-bytes", "-1"}, "--shared-bytes -1: want"},
		{[]string{"--shared-bytes", "1000000"}, "a block needs 1000000 bytes of shared memory (0 static, 1000000 dynamic (shared-bytes)"},
	} {
		code, _, errs := simtc(t, append(append([]string{"run"}, tt.args...), k)...)
		if code != exitInput || !strings.Contains(errs, tt.want) {
			t.Errorf("simtc run %v: exit %d, want 2 with %q:\n%s", tt.args, code, tt.want, errs)
		}
	}
	// __local arguments count against the core's shared memory.
	code, _, errs := simtc(t, "run", "--arg", "atile=local:40000", "--arg", "btile=local:40000", "testdata/ndim/matmul_tiled.cl")
	if code != exitInput || !strings.Contains(errs, "a block needs 80000 bytes of shared memory (0 static, 0 dynamic (shared-bytes), the rest __local arguments and alignment); a core has 49152") {
		t.Errorf("local arguments over the limit: exit %d\n%s", code, errs)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "d.cl")
	src := "// simtc:launch grid=2 block=4,0 out=int32[8]\nkernel void d(global int *out) { out[get_global_id(0)] = 1; }\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := simtc(t, "run", path); code != exitInput || !strings.Contains(errs, `d.cl:1:24: error: simtc:launch: block=4,0: "0"`) {
		t.Errorf("directive: exit %d\n%s", code, errs)
	}
}

// TestHints (issue 27 item 8): a CUDA source gets the clang-14 command
// that makes its LLVM IR; a call of a function the .ll only declares says
// why clang -O0 does that and what to do; a launch whose block differs
// from the kernel's reqd_work_group_size is an input error, from mini-C
// and from LLVM IR.
func TestHints(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cu := write("k.cu", "__global__ void k(int *p) {}\n")
	inl := write("inl.ll", `; simtc:launch grid=1 block=4 0=int32[4]
define spir_kernel void @k(i32 addrspace(1)* %0) {
  %2 = call i32 @twice(i32 3)
  store i32 %2, i32 addrspace(1)* %0
  ret void
}
declare i32 @twice(i32)
`)
	reqdCL := write("reqd.cl", "// simtc:launch grid=2 block=8,2 out=int32[32]\nkernel __attribute__((reqd_work_group_size(8, 2, 1))) void reqd(global int *out) { out[get_global_id(1) * 8 + get_global_id(0)] = 1; }\n")
	reqdLL := write("reqd.ll", `; simtc:launch grid=1 block=4,2 0=int32[8]
define spir_kernel void @reqd(i32 addrspace(1)* %0) !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 8, i32 1, i32 1}
`)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"run", cu}, "clang-14 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70"},
		{[]string{"build", cu}, "k.ll"},
		{[]string{"run", inl}, "call to unknown external function 'twice' (declared here but not defined: clang -O0 emits no body for a non-static C99 'inline' function; make it 'static inline'"},
		{[]string{"run", "--block", "16", reqdCL}, "kernel reqd requires a block of 8,2,1 (reqd_work_group_size); the launch's is 16,1,1"},
		{[]string{"run", reqdLL}, "reqd.ll:1:23: error: kernel reqd requires a block of 8,1,1 (reqd_work_group_size); the launch's is 4,2,1"},
	} {
		code, _, errs := simtc(t, tt.args...)
		if code != exitInput || !strings.Contains(errs, tt.want) {
			t.Errorf("simtc %v: exit %d, want 2 with %q:\n%s", tt.args, code, tt.want, errs)
		}
	}
	if code, _, errs := simtc(t, "run", reqdCL); code != 0 {
		t.Errorf("reqd.cl with its own block: exit %d\n%s", code, errs)
	}
}

// TestKernelSelection (issue 27 item 6, issue 34 item 5): --kernel picks
// one kernel of a mini-C file and of a CUDA .ll (by its demangled name);
// an unknown name, or no name for a file of several, is an input error
// that lists the kernels, before anything runs.
func TestKernelSelection(t *testing.T) {
	dir := t.TempDir()
	two := filepath.Join(dir, "two.cl")
	src := "// simtc:launch grid=1 block=32 out=int32[32]\n" +
		"kernel void first(global int *out) { out[get_local_id(0)] = 1; }\n" +
		"kernel void second(global int *out) { out[get_local_id(0)] = 2; }\n"
	if err := os.WriteFile(two, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"run", two}, "two.cl:1:1: error: the file has 2 kernels; name one with --kernel NAME or simtc:launch kernel=NAME: first, second"},
		{[]string{"run", "--kernel", "nope", two}, "simtc run: --kernel nope: " + two + ": no kernel nope; the kernels are: first, second"},
		{[]string{"run", "--kernel", "nope", "testdata/kernels/saxpy.cl"}, "no kernel nope; the kernels are: saxpy"},
		{[]string{"run", "--kernel", "a", "--kernel", "b", two}, "--kernel given 2 times"},
		{[]string{"run", "--kernel", "nope", "testdata/ndim/reduce_dyn.cuda.O2.ll"}, "--kernel nope: no function nope is defined in the module (defined: reduce, fill)"},
	} {
		code, out, errs := simtc(t, tt.args...)
		if code != exitInput || out != "" || !strings.Contains(errs, tt.want) {
			t.Errorf("simtc %v: exit %d, want 2 with %q:\n%s", tt.args, code, tt.want, errs)
		}
	}
	code, out, errs := simtc(t, "run", "--kernel", "second", two)
	if code != 0 || !strings.Contains(out, "out (int32[32]) = [2, 2,") {
		t.Errorf("--kernel second: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = simtc(t, "run", "--kernel", "fill", "--grid", "1", "--block", "4", "--arg", "0=int32[4]", "testdata/ndim/reduce_dyn.cuda.O2.ll")
	if code != 0 || !strings.Contains(out, "kernel _Z4fillPi") || !strings.Contains(out, "[7, 7, 7, 7]") {
		t.Errorf("--kernel fill (demangled): exit %d\n%s\n%s", code, out, errs)
	}
}
