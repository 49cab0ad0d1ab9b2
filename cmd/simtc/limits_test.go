package main

// Issue 34's acceptance: every hostile input ends within 10 s with exit 2
// and a positioned message, under a 4 GB address-space limit (prlimit
// --as=4000000000, when prlimit is installed), never with the Go
// runtime's "fatal error". The CLI runs as a child process (the test
// binary, see TestMain) so that the limit and a crash cannot touch the
// test itself.

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childEnv makes the test binary run as simtc (TestMain).
const childEnv = "SIMTC_LIMITS_CHILD"

// runChild runs simtc args in dir as a child under the address-space
// limit and returns its exit code, stderr then stdout, and wall time; it
// fails the test when the child outlives limit.
func runChild(t *testing.T, dir string, limit time.Duration, args ...string) (int, string, time.Duration) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	argv := append([]string{self}, args...)
	if p, err := exec.LookPath("prlimit"); err == nil {
		argv = append([]string{p, "--as=4000000000"}, argv...)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), childEnv+"=1")
	var stderr, stdout strings.Builder
	cmd.Stderr, cmd.Stdout = &stderr, &stdout
	start := time.Now()
	err = cmd.Run()
	took := time.Since(start)
	if ctx.Err() != nil {
		t.Fatalf("simtc %s: still running after %v", strings.Join(args, " "), limit)
	}
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, stderr.String() + stdout.String(), took
}

func TestInputLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the CLI as child processes")
	}
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("p.cl", "kernel void k(global int *p) { p[get_global_id(0)] = 1; }\n")
	write("six.cl", "kernel void k(global int *a, global int *b, global int *c, global int *d, global int *e, global int *f) { a[0] = 1; }\n")
	write("unary.cl", "kernel void k(global int *o) { o[0] = "+strings.Repeat("-", 1000000)+"1; }\n")
	write("ifs.cl", "kernel void k(global int *o) { "+strings.Repeat("if (o[0]) ", 1000000)+"o[1] = 2; }\n")
	write("cexpr.ll", "target triple = \"spir64\"\n@g = addrspace(1) global i64 "+strings.Repeat("add (i64 ", 1000000)+"1"+strings.Repeat(", i64 1)", 1000000)+"\ndefine spir_kernel void @k(i64 addrspace(1)* %o) {\n  ret void\n}\n")
	write("alloca.ll", `target triple = "spir64"
define spir_kernel void @k(i64 addrspace(1)* %out) {
entry:
  %a = alloca [268435456 x i64], align 8
  %p = getelementptr [268435456 x i64], [268435456 x i64]* %a, i64 0, i64 5
  store i64 7, i64* %p
  %v = load i64, i64* %p
  store i64 %v, i64 addrspace(1)* %out
  ret void
}
`)
	write("wrap.ll", `target triple = "spir64"
define spir_kernel void @k(i32 addrspace(1)* %out) {
entry:
  %a = alloca [1073741840 x i32], align 4
  %p = getelementptr [1073741840 x i32], [1073741840 x i32]* %a, i64 0, i64 5
  store i32 7, i32* %p
  %v = load i32, i32* %p
  store i32 %v, i32 addrspace(1)* %out
  ret void
}
`)
	write("priv2g.cl", "// simtc:launch grid=1 block=32 out=int64[32]\nkernel void k(global long *out) {\n    long v[268435456];\n    int t = get_local_id(0);\n    v[t * 1000] = t;\n    out[t] = v[t];\n}\n")
	write("wrap2d.cl", "kernel void k(global int *out) {\n    int v[65536][65536];\n    int t = get_local_id(0);\n    v[t][t] = t;\n    out[t] = v[t][3];\n}\n")
	write("recur.cl", "// simtc:launch grid=1 block=32 out=int32[32]\nint f(int n) { if (n <= 0) return 0; return 1 + f(n - 1); }\nkernel void k(global int *out) { out[get_local_id(0)] = f(get_local_id(0)); }\n")
	write("launchrep.cl", "// simtc:launch grid=1 block=32 p=int32[4]:0*268435456\nkernel void k(global int *p) { p[0] = 1; }\n")
	write("launchzero.cl", "// simtc:launch grid=1 block=32 p=int32[32]:@/dev/zero\nkernel void k(global int *p) { p[0] = 1; }\n")
	write("expectrep.cl", "// simtc:launch grid=1 block=32 p=int32[4]\n// simtc:expect p=[0*268435456]\nkernel void k(global int *p) { p[0] = 1; }\n")
	write("priv4m.cl", `// simtc:launch grid=1 block=32 out=int64[32]
kernel void k(global long *out) {
    long v[524288];
    int t = get_local_id(0);
    long s = 0;
    for (int i = 0; i < 100000000; i++) {
        v[(i * 7 + t) & 524287] = i;
        s += v[(i * 3) & 524287];
    }
    out[t] = s;
}
`)
	write("inczero.cl", "#include \"/dev/zero\"\nkernel void k(global int *p) { p[0] = 1; }\n")
	write("incfifo.cl", "#include \"fifo\"\nkernel void k(global int *p) { p[0] = 1; }\n")
	if err := os.Mkdir(filepath.Join(dir, "suite"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"wrap2d.cl", "priv2g.cl", "unary.cl"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "suite", f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "suite", "ok.cl"), []byte("// simtc:launch grid=1 block=32 p=int32[32]\n// simtc:expect p=[1*32]\nkernel void k(global int *p) { p[get_global_id(0)] = 1; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"fifo", "suite/fifo.cl"} {
		if err := syscall.Mkfifo(filepath.Join(dir, f), 0o600); err != nil {
			t.Fatalf("mkfifo: %v", err)
		}
	}
	gib := func(name string) string { return "--arg=" + name + "=int32[268435456]" }
	for _, c := range []struct {
		name string
		args []string
		pos  string // a regexp the message must match
	}{
		{"arg-dev-zero", []string{"run", "--grid=1", "--block=32", "--arg=p=int32[32]:@/dev/zero", "p.cl"}, `--arg p=int32\[32\]:@/dev/zero: argument p: file /dev/zero is not a regular file \(a character device\)`},
		{"arg-fifo", []string{"run", "--grid=1", "--block=32", "--arg=p=int32[32]:@fifo", "p.cl"}, `--arg p=int32\[32\]:@fifo: argument p: file \S*fifo is not a regular file \(a FIFO\)`},
		{"arg-repeat", []string{"run", "--grid=1", "--block=32", "--arg=p=int32[4]:0*268435456", "p.cl"}, `--arg p=int32\[4\]:0\*268435456: argument p: 268435456 values for 4 elements`},
		{"launch-repeat", []string{"run", "launchrep.cl"}, `^launchrep\.cl:1:\d*:? ?error: simtc:launch: argument p: 268435456 values for 4 elements`},
		{"launch-dev-zero", []string{"run", "launchzero.cl"}, `^launchzero\.cl:1:\d*:? ?error: .*not a regular file \(a character device\)`},
		{"expect-repeat", []string{"run", "expectrep.cl"}, `^expectrep\.cl:2:\d*:? ?error: .*268435456 values: more than 16777216, the limit`},
		{"six-gib-buffers", []string{"run", "--grid=1", "--block=1", gib("a"), gib("b"), gib("c"), gib("d"), gib("e"), gib("f"), "six.cl"}, `--arg [a-f]=int32\[268435456\]: argument [a-f]: .*would exceed \d+ bytes, the limit \(the default --max-memory`},
		{"max-memory-flag", []string{"run", "--max-memory=1M", "--grid=1", "--block=32", "--arg=p=int32[1048576]", "p.cl"}, `^simtc run: --arg p=int32\[1048576\]: argument p: 1048576 × int32 \(4194304 bytes; 4194304 with the launch's other buffers\): the launch's buffers would exceed 1048576 bytes, the limit \(--max-memory\)`},
		{"private-2g", []string{"run", "priv2g.cl"}, `^priv2g\.cl:.*error: the launch needs \d+ bytes .*private 2147483656 \+ stack 0 per thread × 32 resident threads`},
		{"alloca-2g", []string{"run", "--grid=1", "--block=32", "--arg=out=int64[1]", "alloca.ll"}, `^simtc run: --block 32: the launch needs \d+ bytes .*private 2147483656`},
		{"stack-2g", []string{"run", "--no-inline", "--stack-size=2147483648", "recur.cl"}, `^recur\.cl:.*error: the launch needs \d+ bytes .*stack 2147483648 per thread`},
		{"private-wrap-cl", []string{"build", "-o", "x.simt", "wrap2d.cl"}, `^wrap2d\.cl:2:9: error: k: private variable of 17179869184 bytes: .* the limit of the object format`},
		{"private-wrap-ll", []string{"build", "-o", "x.simt", "wrap.ll"}, `^wrap\.ll:4:3: error: k: private variable of 4294967360 bytes`},
		{"nested-unary", []string{"run", "unary.cl"}, `^unary\.cl:1:\d+: error: .*limit on nesting`},
		{"nested-if", []string{"run", "ifs.cl"}, `^ifs\.cl:1:\d+: error: .*limit on nesting`},
		{"nested-constexpr", []string{"build", "-o", "x.simt", "cexpr.ll"}, `^cexpr\.ll:2:\d+: error: .*limit on nesting`},
		{"include-dev-zero", []string{"ir", "inczero.cl"}, `^inczero\.cl:1:1: error: cannot read '/dev/zero': not a regular file \(a character device\)`},
		{"include-fifo", []string{"ir", "incfifo.cl"}, `^incfifo\.cl:1:1: error: cannot read 'fifo': not a regular file \(a FIFO\)`},
		// bench: each such kernel is its run's error row (a FIFO found in
		// a directory too, without blocking), the others run.
		{"bench-error-rows", []string{"bench", "--mech=pdom", "suite"}, `(?s)priv2g\.cl  +pdom +error.*wrap2d\.cl +pdom +error.*fifo\.cl: pdom: suite/fifo\.cl: error: not a regular file \(a FIFO\).*priv2g\.cl: pdom: suite/priv2g\.cl:.*error: the launch needs .*unary\.cl: pdom: suite/unary\.cl:1:\d+: error: .*limit on nesting.*wrap2d\.cl: pdom: suite/wrap2d\.cl:2:9: error: k: private variable.*pdom +1/5 +4 error`},
		{"bench-dev-zero", []string{"bench", "--mech=pdom", "/dev/zero"}, `/dev/zero: error: not a regular file or directory`},
		{"bench-fifo", []string{"bench", "--mech=pdom", "fifo"}, `fifo: error: not a regular file or directory`},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, stderr, took := runChild(t, dir, 10*time.Second, c.args...)
			t.Logf("%v, exit %d", took.Round(time.Millisecond), code)
			if strings.Contains(stderr, "fatal error") || strings.Contains(stderr, "goroutine ") {
				t.Fatalf("the runtime died:\n%.2000s", stderr)
			}
			if code != 2 {
				t.Errorf("exit %d, want 2; stderr:\n%.2000s", code, stderr)
			}
			if !regexp.MustCompile(`(?m)` + c.pos).MatchString(stderr) {
				t.Errorf("stderr does not match %q:\n%.2000s", c.pos, stderr)
			}
		})
	}
	// 4 MiB of private memory per thread: the cycle limit bounds the run
	// (the repeat check no longer hashes all private memory).
	t.Run("private-4m-max-cycles", func(t *testing.T) {
		code, stderr, took := runChild(t, dir, 10*time.Second, "run", "--max-cycles=100000", "priv4m.cl")
		t.Logf("%v, exit %d", took.Round(time.Millisecond), code)
		if code != 3 || !strings.Contains(stderr, "max-cycles") && code != 3 {
			t.Errorf("exit %d, want 3 (max-cycles); stderr:\n%.2000s", code, stderr)
		}
	})
}
