package driver_test

// Issue 34: the launch's buffers are bounded at parse time by the run's
// --max-memory (Overrides.MaxMemory), not the default; the refusal names
// the limit, its value and the field or flag responsible.

import (
	"errors"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/driver/drivertest"
	"github.com/simtc/simtc/ir"
)

const limitKernel = "// simtc:launch grid=1 block=32 n=4 p=int32[1048576]\nkernel void k(global int *p, int n) { p[get_global_id(0)] = n; }\n"

func TestLaunchMaxMemory(t *testing.T) {
	const refusal = "argument p: 1048576 × int32 (4194304 bytes; 4194304 with the launch's other buffers): the launch's buffers would exceed 1048576 bytes, the limit (--max-memory)"
	src := drivertest.Text(t, "big.cl", limitKernel)
	// The directive's buffer: at the field's position.
	_, _, err := src.Launch(driver.Overrides{MaxMemory: 1 << 20})
	var pe *ir.Error
	if !errors.As(err, &pe) || pe.Pos.Line != 1 || pe.Pos.Col != 37 || !strings.Contains(err.Error(), refusal) {
		t.Errorf("directive over --max-memory: %v, want at big.cl:1:37: %s", err, refusal)
	}
	// The same launch fits the default and a larger --max-memory.
	for _, mm := range []int64{0, 4<<20 + 1} {
		if _, own, err := src.Launch(driver.Overrides{MaxMemory: mm}); err != nil || !own {
			t.Errorf("--max-memory %d: %v (own %v)", mm, err, own)
		}
	}
	// A directive buffer that --arg replaces is neither parsed nor
	// bounded; the replacement keeps its place.
	l, own, err := src.Launch(driver.Overrides{MaxMemory: 1 << 20, Args: []string{"p=int32[32]"}})
	if err != nil || own || len(l.Args) != 2 || l.Args[0].Name != "n" || l.Args[1].Name != "p" || len(l.Args[1].Data) != 128 {
		t.Errorf("--arg replacing the directive's buffer: %v %+v", err, l)
	}
	// A flag's buffer: the error names the flag.
	_, _, err = src.Launch(driver.Overrides{MaxMemory: 4 << 20, Args: []string{"q=int32[1048576]"}})
	var fe *driver.FlagError
	if !errors.As(err, &fe) || fe.Flag != "arg q=int32[1048576]" || !strings.Contains(err.Error(), "4194304 bytes; 8388608 with the launch's other buffers") || !strings.Contains(err.Error(), "4194304 bytes, the limit (--max-memory)") {
		t.Errorf("--arg over --max-memory: %v", err)
	}
	// bench --launch (Overrides.Default) for a file without a directive.
	bare := drivertest.Text(t, "bare.cl", "kernel void k(global int *p) { p[0] = 1; }\n")
	_, _, err = bare.Launch(driver.Overrides{MaxMemory: 1000, Default: "grid=1 block=1 p=int32[1000]"})
	if !errors.As(err, &fe) || fe.Flag != "launch" || !strings.Contains(err.Error(), "would exceed 1000 bytes, the limit (--max-memory)") {
		t.Errorf("--launch over --max-memory: %v", err)
	}
	if _, err := driver.ParseLaunch("grid=1 block=1 p=int32[1000]", "", 1000); err == nil {
		t.Errorf("ParseLaunch: 4000 bytes accepted under a limit of 1000")
	}
}
