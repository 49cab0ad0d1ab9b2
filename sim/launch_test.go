package sim_test

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

func TestConfigValidate(t *testing.T) {
	c := sim.DefaultConfig()
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	c.WarpSize, c.Scheduler, c.Mem.Coalesce.SegmentSize = 65, "fifo", 100
	err := c.Validate()
	if err == nil || !strings.Contains(err.Error(), "warp size") || !strings.Contains(err.Error(), "fifo") || !strings.Contains(err.Error(), "segment") {
		t.Errorf("Validate: %v", err)
	}
}

func TestSharedPointerParam(t *testing.T) {
	// A dynamic shared buffer: each thread writes tid to s[tid], the block
	// synchronizes, and out[tid] = s[(tid+1) % n].
	p := newProg("dyn.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(s2r(8, isa.SRegNtidX)).i(ldParam(1, 0)).i(ldParam(2, 8))
	p.at(2).i(opi(isa.OpShl, isa.I32, 3, 0, 2)).i(op3(isa.OpAdd, isa.I64, 3, 3, 1)).i(st32(isa.SpaceShared, 3, 0, 0)).i(bar())
	p.at(3).i(opi(isa.OpAdd, isa.I32, 4, 0, 1)).i(op3(isa.OpURem, isa.I32, 4, 4, 8)).
		i(opi(isa.OpShl, isa.I32, 4, 4, 2)).i(op3(isa.OpAdd, isa.I64, 4, 4, 1)).i(ld32(isa.SpaceShared, 5, 4, 0))
	p.at(4).elemAddr(6, 2, 0).i(st32(isa.SpaceGlobal, 6, 0, 5)).i(exit())
	o := p.object(t, "dyn", []param{sharedParam("s"), ptrParam("out")}, 9, 8)
	r := run(t, o, "pdom", "grid=1 block=48 s=int32[48] out=int32[48]", sim.DefaultConfig())
	if r.Status != sim.StatusOK {
		t.Fatalf("%s %v", r.Status, r.Fault)
	}
	for i, v := range ints(r.Buffer("out")) {
		if v != int64((i+1)%48) {
			t.Fatalf("out[%d] = %d", i, v)
		}
	}
	if len(r.Buffers) != 1 {
		t.Errorf("shared buffers are not results: %d buffers", len(r.Buffers))
	}
}

// TestUnnamedParams: a kernel from LLVM IR without argument names has
// parameters "0", "1". They bind by index, or by the names the launch
// directive gives them in order (ParamNames); an argument with any other
// name is refused with the signature, never bound by position.
func TestUnnamedParams(t *testing.T) {
	o := spinLock(t)
	o.Kernels[0].Params[0].Name, o.Kernels[0].Params[1].Name = "0", "1"
	r := run(t, o, "mimd", "grid=1 block=32 lock=int32[1] counter=int32[1]", sim.DefaultConfig())
	if r.Status != sim.StatusOK || r.Buffer("counter").Int(0) != 32 {
		t.Fatalf("directive names: %s %v", r.Status, r.Buffers)
	}
	r = run(t, o, "mimd", "grid=1 block=32 1=int32[1] 0=int32[1]", sim.DefaultConfig())
	if r.Status != sim.StatusOK || r.Buffer("1").Int(0) != 32 || r.Buffer("0").Int(0) != 0 {
		t.Fatalf("by index: %s %v", r.Status, r.Buffers)
	}
	_, err := mechs.Run(o, "mimd", mustLaunch(t, "grid=1 block=32 lock=int32[1]"), sim.DefaultConfig())
	if err == nil || !strings.Contains(err.Error(), "missing argument 1: kernel spinlock has unnamed parameters") {
		t.Errorf("missing argument: %v", err)
	}
	// Named arguments from flags (no directive names them): refused.
	flags := mustLaunch(t, "grid=1 block=32")
	for _, spec := range []string{"counter=int32[1]", "lock=int32[1]"} {
		if err := harness.Set(flags, spec, ""); err != nil {
			t.Fatal(err)
		}
	}
	_, err = mechs.Run(o, "mimd", flags, sim.DefaultConfig())
	for _, want := range []string{"argument counter, lock: the parameters of kernel spinlock have no names: spinlock(0: global pointer to i32, 1: global pointer to i32)", "-cl-kernel-arg-info", "bind by index (0=…)"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("named arguments on unnamed parameters: %v, want %q", err, want)
		}
	}
	// A flag that adds a name the directive does not give: refused too.
	l := mustLaunch(t, "grid=1 block=32 lock=int32[1] counter=int32[1]")
	if err := harness.Set(l, "extra=int32[1]", ""); err != nil {
		t.Fatal(err)
	}
	if _, err = mechs.Run(o, "mimd", l, sim.DefaultConfig()); err == nil || !strings.Contains(err.Error(), "argument extra: the parameters of kernel spinlock have no names") {
		t.Errorf("extra named argument: %v", err)
	}
}
