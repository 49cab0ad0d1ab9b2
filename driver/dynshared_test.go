package driver_test

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

// TestDynamicSharedRefused (issue 27): a kernel that uses a CUDA extern
// __shared__ array launched without dynamic shared memory is refused at
// launch, naming the kernel, the array and shared-bytes (at the directive,
// or the flag that gave 0), instead of faulting at the access; the file's
// other kernel, which does not use the array, launches without it.
func TestDynamicSharedRefused(t *testing.T) {
	reg := mechs.Default()
	pdom, err := reg.Parse("pdom")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{".cuda.O0.ll", ".cuda.O2.ll"} {
		t.Run(v, func(t *testing.T) {
			text, err := os.ReadFile(filepath.Join("..", "testdata", "ndim", "reduce_dyn"+v))
			if err != nil {
				t.Fatal(err)
			}
			noBytes := strings.Replace(string(text), " shared-bytes=256", "", 1)
			if noBytes == string(text) {
				t.Fatal("the directive has no shared-bytes=256")
			}
			const want = "kernel reduce uses the dynamic shared array @sdata (extern __shared__), but the launch gives it no dynamic shared memory: give --shared-bytes N or simtc:launch shared-bytes=N"
			run := func(src *driver.Source, ov driver.Overrides) (*sim.Result, error) {
				t.Helper()
				l, _, err := src.Launch(ov)
				if err != nil {
					t.Fatal(err)
				}
				obj, err := src.Compile(driver.CompileOptions{Mech: "pdom", Mechs: reg})
				if err != nil {
					t.Fatal(err)
				}
				out, err := driver.Run(obj, l, driver.RunOptions{Mech: pdom, Mechs: reg, Config: sim.DefaultConfig(), Source: src, Overrides: ov})
				if err != nil {
					return nil, err
				}
				return out.Result, nil
			}
			// From the directive: at the directive.
			_, err = run(drivertest.Text(t, "r.ll", noBytes), driver.Overrides{})
			var pe *ir.Error
			if !errors.As(err, &pe) || pe.Pos.String() != "r.ll:1:1" || !strings.Contains(err.Error(), want) {
				t.Errorf("no shared-bytes: %v", err)
			}
			// --shared-bytes 0 overriding the directive's 256: the flag.
			_, err = run(drivertest.Text(t, "r.ll", string(text)), driver.Overrides{SharedBytes: "0"})
			var fe *driver.FlagError
			if !errors.As(err, &fe) || fe.Flag != "shared-bytes 0" || !strings.Contains(err.Error(), want) {
				t.Errorf("--shared-bytes 0: %v", err)
			}
			// The kernel runs with the directive's bytes.
			if r, err := run(drivertest.Text(t, "r.ll", string(text)), driver.Overrides{}); err != nil || r.Status != sim.StatusOK {
				t.Errorf("with shared-bytes=256: %v %+v", err, r)
			}
			// The other kernel does not use the array.
			r, err := run(drivertest.Text(t, "r.ll", noBytes), driver.Overrides{Kernel: "fill", Grid: "1", Block: "4", Args: []string{"0=int32[4]"}})
			if err != nil || r.Status != sim.StatusOK {
				t.Errorf("fill without shared-bytes: %v %+v", err, r)
			}
		})
	}
}
