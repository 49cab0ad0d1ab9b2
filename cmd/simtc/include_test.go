package main

import (
	"strings"
	"testing"
)

// TestIncludeFlag: -I DIR adds DIR to the #include search path of .cl
// input; without it the header the kernel includes with <…> is not found.
func TestIncludeFlag(t *testing.T) {
	const kernel = "testdata/minic/stencil3.cl"
	code, out, errs := simtc(t, "run", "--mech", "mimd", "-I", "testdata/minic/include", kernel)
	if code != 0 {
		t.Fatalf("simtc run -I: exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = simtc(t, "run", "--mech", "mimd", kernel)
	if code != 2 || !strings.Contains(errs, "'stencil_params.h' file not found") {
		t.Errorf("simtc run without -I: exit %d, stderr %q; want 2 and the header not found", code, errs)
	}
}
