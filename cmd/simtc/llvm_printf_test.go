package main

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// printfLines runs file under mimd with --json and returns its printf
// lines as "block thread text", sorted (the order is by cycle, which the
// LLVM output may change).
func printfLines(t *testing.T, file string) []string {
	t.Helper()
	_, out, errs := simtc(t, "run", "--mech", "mimd", "--json", file)
	var r struct {
		Status string `json:"status"`
		Printf []struct {
			Block  []int  `json:"block"`
			Thread []int  `json:"thread"`
			Text   string `json:"text"`
		} `json:"printf"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("run %s: %v\n%s\n%s", file, err, out, errs)
	}
	if r.Status != "ok" {
		t.Fatalf("run %s: status %s\n%s", file, r.Status, errs)
	}
	var lines []string
	for _, p := range r.Printf {
		b, _ := json.Marshal([]any{p.Block, p.Thread, p.Text})
		lines = append(lines, string(b))
	}
	sort.Strings(lines)
	return lines
}

// TestBuildLLVMPrintf: build --emit llvm writes printf as clang-14 does —
// OpenCL's variadic printf (constant format, default promotions, vector
// conversions as vectors) for spir64 and OpenCL on nvptx64, CUDA's
// vprintf with an argument buffer for nvptx64 output of CUDA and mini-C —
// so a kernel that prints (or a file with a helper nobody calls that
// prints: unused_helper, which build could write before printf was
// supported) still builds. opt-14 accepts the output, llc-14 compiles an
// nvptx64 one, and the output prints the input's lines. A vector
// conversion has no CUDA form: mini-C's printf.cl for nvptx64 is an error
// naming it. The format's %03d stays as it is (the writer's quoting of
// digit-led names once rewrote it to %"03d").
func TestBuildLLVMPrintf(t *testing.T) {
	opt, _ := exec.LookPath("opt-14")
	llc, _ := exec.LookPath("llc-14")
	dir := t.TempDir()
	for _, c := range []struct{ in, target string }{
		{"testdata/ndim/printf.cl", "spir64"},
		{"testdata/ndim/printf.spir64.O0.ll", ""},
		{"testdata/ndim/printf.spir64.O2.ll", ""},
		{"testdata/ndim/printf.nvptx64.O0.ll", ""},
		{"testdata/ndim/printf.nvptx64.O2.ll", ""},
		{"testdata/ndim/printf_cuda.cuda.O0.ll", ""},
		{"testdata/ndim/printf_cuda.cuda.O2.ll", ""},
		{"testdata/real/unused_helper.cl", "spir64"},
		{"testdata/real/unused_helper.cl", "nvptx64"},
	} {
		t.Run(filepath.Base(c.in)+c.target, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(c.in, "/", "_")+c.target+".ll")
			args := []string{"build", "--emit", "llvm", "-o", out}
			if c.target != "" {
				args = append(args, "--target", c.target)
			}
			if code, _, errs := simtc(t, append(args, c.in)...); code != 0 {
				t.Fatalf("build: exit %d\n%s", code, errs)
			}
			if opt != "" {
				if b, err := exec.Command(opt, "-passes=verify", "-disable-output", out).CombinedOutput(); err != nil {
					t.Errorf("opt-14 -passes=verify: %v\n%s", err, b)
				}
			}
			if llc != "" && (c.target == "nvptx64" || strings.Contains(c.in, "nvptx") || strings.Contains(c.in, "cuda")) {
				if b, err := exec.Command(llc, "-march=nvptx64", "-mcpu=sm_70", "-o", out+".ptx", out).CombinedOutput(); err != nil {
					t.Errorf("llc-14: %v\n%s", err, b)
				}
			}
			want, got := printfLines(t, c.in), printfLines(t, out)
			if strings.Contains(c.in, "printf") && len(want) == 0 {
				t.Fatalf("%s prints nothing", c.in)
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("the output prints\n%s\nthe input\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
	code, _, errs := simtc(t, "build", "--emit", "llvm", "--target", "nvptx64", "-o", filepath.Join(dir, "v.ll"), "testdata/ndim/printf.cl")
	if code != exitInput || !strings.Contains(errs, "printf.cl:19:9: error: llvm output: no CUDA form (vprintf) for the vector conversion %v2") {
		t.Errorf("printf.cl for nvptx64: exit %d, want 2 naming the vector conversion\n%s", code, errs)
	}
}
