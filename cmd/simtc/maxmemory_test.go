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
