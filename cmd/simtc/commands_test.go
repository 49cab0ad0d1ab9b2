package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/simtc/simtc/ir"
)

func TestLint(t *testing.T) {
	code, out, errs := simtc(t, "lint", "testdata/kernels/spinlock.cl", "testdata/kernels/vecadd.cl")
	if code != exitFindings {
		t.Fatalf("exit %d, want 1\n%s", code, errs)
	}
	if !strings.HasPrefix(out, "testdata/kernels/spinlock.cl:23:5: warning: loop may cause a SIMT deadlock [simt-deadlock]\n") {
		t.Errorf("output:\n%s", out)
	}
	if strings.Contains(out, "vecadd") {
		t.Errorf("vecadd reported:\n%s", out)
	}

	code, out, _ = simtc(t, "lint", "testdata/kernels/vecadd.cl", "testdata/kernels/spinlock_safe.cl")
	if code != 0 || out != "" {
		t.Errorf("clean kernels: exit %d, output %q", code, out)
	}

	for _, format := range []string{"json", "sarif"} {
		code, out, _ = simtc(t, "lint", "--format", format, "testdata/kernels/spinlock.cl")
		var v any
		if code != exitFindings || json.Unmarshal([]byte(out), &v) != nil {
			t.Errorf("--format %s: exit %d, output not JSON:\n%s", format, code, out)
		}
	}

	// An input error in one file is reported, the others are still checked.
	code, out, errs = simtc(t, "lint", "testdata/bad/syntax.cl", "testdata/kernels/spinlock.cl")
	if code != exitInput || !strings.Contains(errs, "syntax.cl:3") || !strings.Contains(out, "spinlock.cl:23:5") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errs)
	}
	for _, args := range [][]string{{"lint"}, {"lint", "--format", "xml", "testdata/kernels/spinlock.cl"}, {"lint", "--reconv", "amd", "testdata/kernels/spinlock.cl"}} {
		if code, _, _ := simtc(t, args...); code != exitInput {
			t.Errorf("simtc %v: exit %d, want 2", args, code)
		}
	}
	if code, _, errs := simtc(t, "lint", "--reconv", "nvidia", "testdata/kernels/spinlock.cl"); code != exitFindings {
		t.Errorf("--reconv nvidia: exit %d\n%s", code, errs)
	}
}

// loopWarnings returns the warnings of lint's text output other than
// simt-barrier-divergence, which no CFG rewrite fixes (SSDE included).
func loopWarnings(out string) []string {
	var ws []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, ": warning: ") && !strings.HasSuffix(l, "[simt-barrier-divergence]") {
			ws = append(ws, l)
		}
	}
	return ws
}

// After SSDE, every bundled kernel lints clean (but for divergent barriers)
// and verifies.
func TestBuildSSDE(t *testing.T) {
	kernels, _ := filepath.Glob("testdata/kernels/*.cl")
	dir := t.TempDir()
	for _, k := range kernels {
		out := filepath.Join(dir, strings.TrimSuffix(filepath.Base(k), ".cl")+".ir")
		if code, _, errs := simtc(t, "build", "--ssde", "--emit", "ir", "-o", out, k); code != 0 {
			t.Fatalf("build --ssde %s: exit %d\n%s", k, code, errs)
		}
		src, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ir.Parse(out, src)
		if err != nil {
			t.Fatalf("%s: %v", out, err)
		}
		if err := ir.VerifyModule(m); err != nil {
			t.Fatalf("%s: %v", out, err)
		}
		if code, lout, _ := simtc(t, "lint", out); code != 0 && (code != 1 || len(loopWarnings(lout)) > 0) {
			t.Errorf("lint after ssde on %s: exit %d\n%s", k, code, lout)
		}
	}
}

func TestDiff(t *testing.T) {
	code, out, errs := simtc(t, "diff", "testdata/kernels/bank_transfer.cl")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	// Two loops share one SafePDom: one switch block, two redirected latches.
	if n := strings.Count(out, "\n+ssde.switch:"); n != 1 {
		t.Errorf("%d switch blocks added, want 1:\n%s", n, out)
	}
	if !strings.Contains(out, "1: ^while.cond, 2: ^while.cond.1") {
		t.Errorf("switch cases missing:\n%s", out)
	}
	code, out, _ = simtc(t, "diff", "--format", "dot", "testdata/kernels/spinlock.cl")
	if code != 0 {
		t.Fatalf("dot: exit %d", code)
	}
	for _, want := range []string{
		`"spinlock/ssde.switch" [label="ssde.switch", color="green3"`,                 // added block
		`"spinlock/ssde.switch" -> "spinlock/while.cond" [label="case 1", color`,      // added edge
		`"spinlock/while.body" -> "spinlock/while.cond" [style=dashed, color="red3"]`, // removed edge
	} {
		if !strings.Contains(out, want) {
			t.Errorf("dot diff lacks %s\n%s", want, out)
		}
	}
	code, out, _ = simtc(t, "diff", "testdata/kernels/vecadd.cl")
	if code != 0 || out != "" {
		t.Errorf("diff of a kernel without flagged loops: exit %d, output %q", code, out)
	}
}

func TestAnalyze(t *testing.T) {
	code, out, errs := simtc(t, "analyze", "--json", "testdata/kernels/spinlock.cl")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	var got struct {
		Functions []struct {
			Name      string             `json:"name"`
			Blocks    []string           `json:"blocks"`
			IDom      map[string]string  `json:"idom"`
			IPDom     map[string]*string `json:"ipdom"`
			Loops     []struct{ Header string }
			Deadlocks []struct {
				Loop     string `json:"loop"`
				SafePDom struct {
					Block string `json:"block"`
				} `json:"safe_pdom"`
			} `json:"deadlocks"`
		} `json:"functions"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	f := got.Functions[0]
	if f.Name != "spinlock" || strings.Join(f.Blocks, " ") != "entry while.cond while.body while.end" {
		t.Errorf("function %s blocks %v", f.Name, f.Blocks)
	}
	if _, ok := f.IDom["entry"]; ok || f.IDom["while.end"] != "while.cond" {
		t.Errorf("idom %v", f.IDom)
	}
	if f.IPDom["while.end"] != nil || *f.IPDom["while.body"] != "while.cond" {
		t.Errorf("ipdom %v", f.IPDom)
	}
	if len(f.Loops) != 1 || f.Loops[0].Header != "while.cond" {
		t.Errorf("loops %v", f.Loops)
	}
	if len(f.Deadlocks) != 1 || f.Deadlocks[0].SafePDom.Block != "while.end" {
		t.Errorf("deadlocks %+v", f.Deadlocks)
	}
}

func TestCFGTrees(t *testing.T) {
	code, out, _ := simtc(t, "cfg", "--dot", "--domtree", "--postdomtree", "testdata/kernels/spinlock.cl")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{
		`"spinlock/entry" -> "spinlock/while.cond" [style=dashed, color="blue"`,
		`"spinlock/while.end" -> "spinlock/<virtual exit>" [style=dotted, color="red"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %s", want)
		}
	}
	if code, _, _ := simtc(t, "cfg", "--domtree", "testdata/kernels/spinlock.cl"); code != exitInput {
		t.Errorf("--domtree without --dot: exit %d, want 2", code)
	}
}

// The README's story on the spin lock: pdom deadlocks with a diagnosis,
// SSDE and mimd finish with the right counter.
func TestRunSpinlock(t *testing.T) {
	code, out, _ := simtc(t, "run", "--mech", "pdom", "testdata/kernels/spinlock.cl")
	if code != exitDeadlock {
		t.Fatalf("pdom: exit %d, want 3\n%s", code, out)
	}
	if !strings.Contains(out, "spinlock.cl:23") || !strings.Contains(out, "thread 0 waits at the reconvergence point") {
		t.Errorf("diagnosis does not name the loop line and the waiting leading thread:\n%s", out)
	}
	for _, args := range [][]string{{"--mech", "pdom", "--ssde"}, {"--mech", "mimd"}} {
		code, out, errs := simtc(t, append(append([]string{"run", "--json"}, args...), "testdata/kernels/spinlock.cl")...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errs)
		}
		var res struct {
			Status  string `json:"status"`
			Buffers map[string]struct {
				Values []int `json:"values"`
			} `json:"buffers"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		if res.Status != "ok" || len(res.Buffers["counter"].Values) != 1 || res.Buffers["counter"].Values[0] != 64 {
			t.Errorf("%v: status %s counter %v, want ok and 64", args, res.Status, res.Buffers["counter"].Values)
		}
	}
}

func TestRunErrors(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "k.cl")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"run", fifo}, {"lint", fifo}, {"bench", fifo}, {"build", fifo}} {
		if code, _, errs := simtc(t, args...); code != exitInput || !strings.Contains(errs, "not a regular file") {
			t.Errorf("simtc %v: exit %d, want 2 and 'not a regular file':\n%s", args, code, errs)
		}
	}
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"run", "--mech", "warp9", "testdata/kernels/spinlock.cl"}, exitInput, "--mech"},
		{[]string{"run", "--arg", "bogus=int33[1]", "testdata/kernels/spinlock.cl"}, exitInput, "bogus"},
		{[]string{"run", "--arg", "lock=7", "testdata/kernels/spinlock.cl"}, exitInput, "lock"},
		{[]string{"run", "--max-cycles", "100", "testdata/kernels/spinlock.cl"}, exitDeadlock, "max-cycles"},
		{[]string{"run", "testdata/bad/nokernel.ir"}, exitInput, "testdata/bad/nokernel.ir: error: the module has no kernel"},
		{[]string{"run", "testdata/bad/recursion.cl"}, exitInput, "\ntestdata/bad/recursion.cl:1:31: error: recursive call of f cannot be inlined (f -> f)\n"},
		{[]string{"run", "testdata/bad/launch_arg.cl"}, exitInput, "testdata/bad/launch_arg.cl:2:1: error: missing argument p"},
		{[]string{"build", "testdata/bad/nokernel.ir"}, exitInput, "testdata/bad/nokernel.ir: error: the module has no kernel"},
		// Named inputs are looked at before they are read: a device reads
		// without end, a FIFO blocks.
		{[]string{"bench", "/dev/zero"}, exitInput, "/dev/zero: error: not a regular file"},
		{[]string{"lint", "/dev/zero.cl"}, exitInput, "/dev/zero.cl: error: no such file"},
		{[]string{"bench", "testdata/kernels/README.md"}, exitInput, "not a kernel bench runs"},
		// A kernel that does not compile is an input error after the
		// report (its row says why).
		{[]string{"bench", "--mech", "pdom", "testdata/bad/syntax.cl"}, exitInput, "syntax.cl: pdom: testdata/bad/syntax.cl:"},
	} {
		code, out, errs := simtc(t, tt.args...)
		if code != tt.code || !strings.Contains("\n"+out+errs, tt.want) {
			t.Errorf("simtc %v: exit %d (want %d), output lacks %q:\n%s%s", tt.args, code, tt.code, tt.want, out, errs)
		}
	}
}

// Issue 7's acceptance on every lock kernel, from mini-C and from clang's
// -O0 and -O2 output: pdom deadlocks (exit 3), mimd and pdom after SSDE
// finish (exit 0). (lockFiles: one form per kernel with -short.)
func TestRunLockKernels(t *testing.T) {
	for _, k := range lockKernels {
		for _, f := range lockFiles(k) {
			for _, tt := range []struct {
				args []string
				code int
			}{
				{[]string{"--mech", "pdom"}, exitDeadlock},
				{[]string{"--mech", "mimd"}, 0},
				{[]string{"--mech", "pdom", "--ssde"}, 0},
			} {
				if code, out, errs := simtc(t, append(append([]string{"run"}, tt.args...), f)...); code != tt.code {
					t.Errorf("run %v %s: exit %d, want %d\n%s%s", tt.args, f, code, tt.code, lastLines(out, 6), errs)
				}
			}
		}
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// Kernels where every thread takes the same path run at SIMD efficiency 1,
// and a run's JSON is byte-identical when repeated.
func TestRunEfficiencyAndDeterminism(t *testing.T) {
	for _, k := range []string{"vecadd", "saxpy"} { // saxpy: 8 threads in a 32-lane warp
		code, out, errs := simtc(t, "run", "--json", "testdata/kernels/"+k+".cl")
		if code != 0 {
			t.Fatalf("%s: exit %d %s", k, code, errs)
		}
		var res struct {
			SIMDEfficiency float64 `json:"simd_efficiency"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatal(err)
		}
		if res.SIMDEfficiency != 1 {
			t.Errorf("%s: SIMD efficiency %v, want 1", k, res.SIMDEfficiency)
		}
	}
	_, a, _ := simtc(t, "run", "--json", "testdata/kernels/mandelbrot.cl")
	_, b, _ := simtc(t, "run", "--json", "testdata/kernels/mandelbrot.cl")
	if a != b || a == "" {
		t.Error("two runs of mandelbrot gave different JSON")
	}
}

// --arg values keep their commas: data=float32[4]:1,2,3,4 is one argument.
func TestRunArgWithCommas(t *testing.T) {
	code, out, errs := simtc(t, "run", "--mech", "mimd", "--grid", "1", "--block", "4",
		"--arg", "x=float32[4]:1,2,3,4", "--arg", "y=float32[4]:0.5,0.5,0.5,0.5", "--arg", "a=2",
		"testdata/kernels/saxpy.cl")
	if code != 0 || !strings.Contains(out, "y (float32[4]) = [2.5, 4.5, 6.5, 8.5]") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}

// ir --inline inlines device functions into kernels and drops them.
func TestIRInline(t *testing.T) {
	_, plain, _ := simtc(t, "ir", "testdata/kernels/collange_listing1.cl")
	code, out, errs := simtc(t, "ir", "--inline", "testdata/kernels/collange_listing1.cl")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	if !strings.Contains(plain, " = call @") || !strings.Contains(plain, "\nfunc @") {
		t.Fatalf("the kernel has no device function call to inline:\n%s", plain)
	}
	if strings.Contains(out, "call @") || strings.Contains(out, "\nfunc @") {
		t.Errorf("calls or device functions left after --inline:\n%s", out)
	}
	if strings.Count(out, " ret") != 1 {
		t.Errorf("returns not merged:\n%s", out)
	}
}

// ir --report lists per file whether it imported and per LLVM function
// what stopped it; an unused function that does not lower does not stop
// the file, a file that does not import makes the exit code 1.
func TestIRReport(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ll")
	if err := os.WriteFile(bad, []byte("target triple = \"spir64\"\n\ndefine spir_kernel void @k(<16 x i3> %v) {\n  ret void\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A helper no kernel calls that simtc cannot lower (malloc; printf
	// lowers since issue 27 item 7).
	helper := filepath.Join(dir, "helper.ll")
	if err := os.WriteFile(helper, []byte("target triple = \"spir64\"\n\ndeclare i8* @malloc(i64)\n\ndefine void @grab() {\n  %p = call i8* @malloc(i64 8)\n  ret void\n}\n\ndefine spir_kernel void @k(i32 addrspace(1)* %p) {\n  ret void\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := simtc(t, "ir", "--report", "testdata/real/unused_helper.spir64.O0.ll", helper, "testdata/kernels/spinlock.cl")
	if code != 0 {
		t.Fatalf("exit %d %s\n%s", code, errs, out)
	}
	for _, want := range []string{
		"testdata/real/unused_helper.spir64.O0.ll: imported\n",
		"  function (unused) debug_dump: lowered\n",
		"  kernel unused_helper: lowered\n",
		"  function (unused) grab: not lowered: " + helper + ":6:3: error: call to unknown external function 'malloc' in function grab\n",
		"testdata/kernels/spinlock.cl: imported\n",
		"3 of 3 files imported; 3 of 4 LLVM functions lowered\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	code, out, _ = simtc(t, "ir", "--report", bad)
	if code != exitFindings || !strings.Contains(out, bad+": not imported: "+bad+":3:1: error: parameter 0 of function k has unsupported vector type <16 x i3> across a call") {
		t.Errorf("exit %d\n%s", code, out)
	}
}
