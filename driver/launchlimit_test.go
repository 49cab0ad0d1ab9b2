package driver_test

// Issue 34: the launch's buffers are bounded at parse time by the run's
// --max-memory (Overrides.MaxMemory), not the default; the refusal names
// the limit, its value and the field or flag responsible.

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/driver/drivertest"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
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

// TestLaunchMemoryErrorPosition (issue 34): a launch the simulator
// refuses for its memory is an error at the directive field responsible
// (the buffer, the block for private memory, shared-bytes for dynamic
// shared memory) when the launch came from the directive, and names the
// flag when it came from the command line.
func TestLaunchMemoryErrorPosition(t *testing.T) {
	reg := mechs.Default()
	pdom, err := reg.Parse("pdom")
	if err != nil {
		t.Fatal(err)
	}
	priv := "// 1 MiB of private memory per thread.\n// simtc:launch grid=1 block=64 out=int64[64]\nkernel void k(global long *out) {\n    long v[131072];\n    int t = get_local_id(0);\n    v[t] = t;\n    out[t] = v[t];\n}\n"
	dyn, err := os.ReadFile(filepath.Join("..", "testdata", "ndim", "reduce_dyn.cuda.O2.ll"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, path, text string
		ov               driver.Overrides
		pos              string // the *ir.Error's position, or
		flag             string // the *FlagError's flag
		want             string
	}{
		// 4 MiB of buffers fit a limit of exactly 4 MiB; the 8 bytes of
		// parameters do not.
		{name: "buffer-directive", path: "big.cl", text: limitKernel, ov: driver.Overrides{MaxMemory: 4 << 20}, pos: "big.cl:1:37", want: "buffers 4194304;"},
		{name: "buffer-flag", path: "big.cl", text: limitKernel, ov: driver.Overrides{MaxMemory: 4 << 20, Args: []string{"p=int32[1048576]"}}, flag: "arg p=int32[1048576]", want: "buffers 4194304;"},
		{name: "private-directive", path: "priv.cl", text: priv, ov: driver.Overrides{MaxMemory: 16 << 20}, pos: "priv.cl:2:24", want: "private 1048584 + stack 0 per thread × 64 resident threads"},
		{name: "private-flag", path: "priv.cl", text: priv, ov: driver.Overrides{MaxMemory: 16 << 20, Block: "64"}, flag: "block 64", want: "× 64 resident threads"},
		{name: "shared-bytes-directive", path: "dyn.ll", text: strings.Replace(string(dyn), "shared-bytes=256", "shared-bytes=32768", 1), ov: driver.Overrides{MaxMemory: 20000}, pos: "dyn.ll:1:46", want: "shared 32799 per block × 2 resident blocks"},
		// Over the core's shared memory rather than the memory limit.
		{name: "core-shared-directive", path: "dyn.ll", text: strings.Replace(string(dyn), "shared-bytes=256", "shared-bytes=65536", 1), ov: driver.Overrides{}, pos: "dyn.ll:1:46", want: "65536 dynamic (shared-bytes)"},
		{name: "core-shared-flag", path: "dyn.ll", text: string(dyn), ov: driver.Overrides{SharedBytes: "65536"}, flag: "shared-bytes 65536", want: "65536 dynamic (shared-bytes)"},
		{name: "shared-bytes-flag", path: "dyn.ll", text: string(dyn), ov: driver.Overrides{MaxMemory: 20000, SharedBytes: "32768"}, flag: "shared-bytes 32768", want: "shared 32799 per block × 2 resident blocks"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := drivertest.Text(t, c.path, c.text)
			l, _, err := src.Launch(c.ov)
			if err != nil {
				t.Fatal(err)
			}
			obj, err := src.Compile(driver.CompileOptions{Mech: "pdom", Mechs: reg})
			if err != nil {
				t.Fatal(err)
			}
			cfg := sim.DefaultConfig()
			cfg.MaxMemory = c.ov.MaxMemory
			_, err = driver.Run(obj, l, driver.RunOptions{Mech: pdom, Mechs: reg, Config: cfg, Source: src, Overrides: c.ov})
			var pe *ir.Error
			var fe *driver.FlagError
			switch {
			case err == nil:
				t.Fatal("the launch ran")
			case !strings.Contains(err.Error(), c.want) || c.ov.MaxMemory != 0 && !strings.Contains(err.Error(), "the limit (--max-memory)"):
				t.Errorf("%v: want it to say %q", err, c.want)
			case c.pos != "" && (!errors.As(err, &pe) || pe.Pos.String() != c.pos):
				t.Errorf("%v: want it at %s", err, c.pos)
			case c.flag != "" && (!errors.As(err, &fe) || fe.Flag != c.flag):
				t.Errorf("%v: want it to name --%s", err, c.flag)
			}
		})
	}
}
