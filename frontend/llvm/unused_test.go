package llvm_test

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

const unusedSrc = `target triple = "spir64"

declare i32 @printf(i8 addrspace(2)*, ...)

define spir_func void @dump(i32 %x) {
  %r = call i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* null, i32 %x)
  ret void
}

define spir_func i32 @twice(i32 %x) {
  %y = add i32 %x, %x
  ret i32 %y
}

define spir_kernel void @k(i32 addrspace(1)* %p) {
  %v = load i32, i32 addrspace(1)* %p
  %w = call spir_func i32 @twice(i32 %v)
  store i32 %w, i32 addrspace(1)* %p
  ret void
}
`

// TestUnusedFunctionSkipped: a function no kernel calls does not stop the
// import when it cannot be lowered; it is left out and reported.
func TestUnusedFunctionSkipped(t *testing.T) {
	m, err := llvm.Import("u.ll", []byte(unusedSrc), llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if m.Func("dump") != nil || m.Func("twice") == nil || m.Func("k") == nil {
		t.Fatalf("want twice and k, not dump:\n%s", m)
	}
	fs, err := llvm.Report("u.ll", []byte(unusedSrc), llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range fs {
		s := f.Name
		if f.Kernel {
			s += " kernel"
		}
		if f.Used {
			s += " used"
		}
		if f.Err != nil {
			s += ": " + f.Err.Error()
		}
		got = append(got, s)
	}
	want := "dump: u.ll:6:3: error: printf format is not a string constant in function dump|twice used|k kernel used"
	if strings.Join(got, "|") != want {
		t.Errorf("report\n got %s\nwant %s", strings.Join(got, "|"), want)
	}
	// Called from the kernel, the same function is an error.
	used := strings.Replace(unusedSrc, "%w = call spir_func i32 @twice(i32 %v)", "call spir_func void @dump(i32 %v)\n  %w = call spir_func i32 @twice(i32 %v)", 1)
	if _, err := llvm.Import("u.ll", []byte(used), llvm.Options{}); err == nil || !strings.Contains(err.Error(), "u.ll:6:3: error: printf format is not a string constant") {
		t.Errorf("used helper: err = %v", err)
	}
	// Report goes on past a used function's error and still lists all.
	fs, err = llvm.Report("u.ll", []byte(used), llvm.Options{})
	if err == nil || len(fs) != 3 || fs[0].Err == nil || !fs[0].Used {
		t.Errorf("report of used helper: %v %+v", err, fs)
	}
}
