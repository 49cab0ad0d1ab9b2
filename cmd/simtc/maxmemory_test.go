package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMaxMemoryAtParse (issue 34): run, run --explore and bench bound the
// launch's buffers by the user's --max-memory while they are parsed, not
// by the default: a launch that fits the default but not a small
// --max-memory is refused before anything is allocated or runs (exit 2,
// the message naming --max-memory, its value and the buffer's bytes, at
// the directive field or the flag responsible); a larger --max-memory
// accepts it.
func TestMaxMemoryAtParse(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.cl")
	if err := os.WriteFile(big, []byte(limitKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	const over = "argument p: 1048576 × int32 (4194304 bytes; 4194304 with the launch's other buffers): the launch's buffers would exceed 1048576 bytes, the limit (--max-memory)"
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"run-directive", []string{"run", "--max-memory", "1M", big}, big + ":1:37: error: simtc:launch: " + over},
		{"run-arg", []string{"run", "--max-memory", "1M", "--grid", "1", "--block", "32", "--arg", "p=int32[1048576]", big}, "simtc run: --arg p=int32[1048576]: " + over},
		{"explore-directive", []string{"run", "--explore", "--max-memory", "1M", big}, big + ":1:37: error: simtc:launch: " + over},
		{"bench-directive", []string{"bench", "--mech", "pdom", "--max-memory", "1M", big}, big + ":1:37: error: simtc:launch: " + over},
		{"bench-launch", []string{"bench", "--mech", "pdom", "--max-memory", "1M", "--launch", "grid=1 block=32 p=int32[1048576]", big}, "simtc bench: --launch: simtc:launch: " + over},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := simtc(t, c.args...)
			if code != exitInput || !strings.Contains(out+errs, c.want) {
				t.Errorf("exit %d (want %d), output lacks %q:\n%s%s", code, exitInput, c.want, out, errs)
			}
		})
	}
	// Fits: the default, a --max-memory above the launch's needs, and a
	// small one with --arg replacing the directive's buffer.
	for _, args := range [][]string{{"run", big}, {"run", "--max-memory", "5M", big}, {"run", "--max-memory", "1M", "--arg", "p=int32[32]", big}} {
		if code, out, errs := simtc(t, args...); code != 0 {
			t.Errorf("simtc %q: exit %d\n%s%s", args, code, out, errs)
		}
	}
}

const limitKernel = "// simtc:launch grid=1 block=32 n=4 p=int32[1048576]\nkernel void k(global int *p, int n) { p[get_global_id(0)] = n; }\n"

// TestLaunchMemoryErrorPositions (issue 34): a launch the simulator
// refuses for its memory is reported by run and in bench's rows at the
// simtc:launch field responsible (the buffer; the block, for private
// memory) when it came from the directive, and names the flag (--arg,
// --block, bench --launch) when it came from the command line.
func TestLaunchMemoryErrorPositions(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	big := write("big.cl", limitKernel)
	priv := write("priv.cl", "// 1 MiB of private memory per thread.\n// simtc:launch grid=1 block=64 out=int64[64]\nkernel void k(global long *out) {\n    long v[131072];\n    int t = get_local_id(0);\n    v[t] = t;\n    out[t] = v[t];\n}\n")
	bare := write("bare.cl", "kernel void k(global long *out) {\n    long v[131072];\n    int t = get_local_id(0);\n    v[t] = t;\n    out[t] = v[t];\n}\n")
	const needs = "the launch needs "
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		// 4 MiB of buffers fit a limit of exactly 4 MiB; with the 12 bytes
		// of parameters they do not.
		{"run-buffer-directive", []string{"run", "--max-memory", "4194304", big}, big + ":1:37: error: " + needs + "4194316 bytes of simulated memory (buffers 4194304;"},
		{"run-buffer-arg", []string{"run", "--max-memory", "4194304", "--arg", "p=int32[1048576]", big}, "simtc run: --arg p=int32[1048576]: " + needs + "4194316 bytes"},
		{"run-private-directive", []string{"run", "--max-memory", "16M", priv}, priv + ":2:24: error: " + needs + "67109896 bytes"},
		{"run-private-block", []string{"run", "--max-memory", "16M", "--block", "64", priv}, "simtc run: --block 64: " + needs + "67109896 bytes"},
		{"run-private-flags", []string{"run", "--max-memory", "16M", "--grid", "1", "--block", "64", "--arg", "out=int64[64]", bare}, "simtc run: --block 64: " + needs + "67109896 bytes"},
		{"bench-private-directive", []string{"bench", "--mech", "pdom", "--max-memory", "16M", priv}, "priv.cl: pdom: " + priv + ":2:24: error: " + needs + "67109896 bytes"},
		{"bench-private-launch", []string{"bench", "--mech", "pdom", "--max-memory", "16M", "--launch", "grid=1 block=64 out=int64[64]", bare}, "bare.cl: pdom: " + bare + ": error: --launch: " + needs + "67109896 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := simtc(t, c.args...)
			if code != exitInput || !strings.Contains(out+errs, c.want) || !strings.Contains(out+errs, "the limit (--max-memory)") {
				t.Errorf("exit %d (want %d), output lacks %q:\n%s%s", code, exitInput, c.want, out, errs)
			}
		})
	}
}
