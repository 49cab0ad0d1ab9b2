package sim_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// A launch that needs more memory than Config.MaxMemory is refused before
// anything is allocated, with every number in the message; one that fits
// runs.
func TestLaunchMemoryLimit(t *testing.T) {
	t.Parallel()
	o := compileMiniC(t, "priv.cl", `
kernel void k(global long *out) {
    long v[131072];
    int t = get_local_id(0);
    v[t] = t;
    out[t] = v[t];
}`)
	l := mustLaunch(t, "grid=4 block=64 out=int64[256]")
	// 4 blocks × 64 threads × (1 MiB + 8) of private memory, 2 KiB of
	// buffer, 8 bytes of parameters.
	const need = 4*64*(1<<20+8) + 2048 + 8
	for _, c := range []struct {
		limit int64
		ok    bool
	}{{need, true}, {need - 1, false}, {1 << 20, false}} {
		cfg := sim.DefaultConfig()
		cfg.MaxMemory = c.limit
		r, err := mechs.Run(o, "pdom", l, cfg)
		if c.ok {
			if err != nil || r.Status != sim.StatusOK {
				t.Errorf("limit %d: %v, want the run to finish", c.limit, err)
			}
			continue
		}
		if err == nil {
			t.Fatalf("limit %d: the launch of %d bytes ran", c.limit, need)
		}
		for _, want := range []string{fmt.Sprintf("needs %d bytes", need), "buffers 2048", "private 1048584 + stack 0 per thread × 256 resident threads", "--max-memory"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("limit %d: error %q does not say %q", c.limit, err, want)
			}
		}
	}
	if sim.DefaultMaxMemory() <= 0 {
		t.Errorf("DefaultMaxMemory() = %d", sim.DefaultMaxMemory())
	}
}

// Sizes that do not fit 64 bits saturate instead of wrapping below the
// limit: a grid of 2^31 blocks with a 2^31-byte stack per thread.
func TestLaunchMemoryNoWrap(t *testing.T) {
	t.Parallel()
	o := compileMiniC(t, "s.cl", `kernel void k(global int *o) { o[get_global_id(0)] = 1; }`)
	o.Kernels[0].StackSize = 1 << 31
	o.Kernels[0].PrivateSize = 1<<32 - 8
	l := mustLaunch(t, "grid=2147483647 block=1024 o=int32[4]")
	cfg := sim.DefaultConfig()
	cfg.Cores = 1 << 20
	cfg.BlocksPerCore = 1 << 20
	cfg.WarpsPerCore = 1 << 10
	cfg.MaxMemory = 1 << 62
	if _, err := mechs.Run(o, "pdom", l, cfg); err == nil || !strings.Contains(err.Error(), "the launch needs") {
		t.Fatalf("err = %v, want the memory limit", err)
	}
}
