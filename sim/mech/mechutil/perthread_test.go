package mechutil

import (
	"fmt"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

func TestWarpOps(t *testing.T) {
	ops := NewWarpOps(&isa.Object{Code: []isa.Inst{{Op: isa.OpAdd}, {Op: isa.OpBallot}, {Op: isa.OpShfl}}})
	for pc, want := range map[uint32]bool{0: false, isa.InstSize: true, 2 * isa.InstSize: true, 2*isa.InstSize + 1: false, 3 * isa.InstSize: false, isa.NoPC: false} {
		if ops.At(pc) != want {
			t.Errorf("At(%#x) = %v", pc, !want)
		}
	}
	if NewWarpOps(nil).At(0) {
		t.Error("a warp-level operation without code")
	}
}

// Four threads: 0, 1 and 3 at the ballot (the second instruction), 2 at
// the first. The warp executes the ballot once every live thread is
// there and none waits at a barrier.
func TestCollectivePC(t *testing.T) {
	ops := NewWarpOps(&isa.Object{Code: []isa.Inst{{Op: isa.OpAdd}, {Op: isa.OpBallot}}})
	w := sim.NewWarp(4, nil)
	const ballot = isa.InstSize
	pcs := [64]uint32{ballot, ballot, 0, ballot}
	if _, ok := CollectivePC(w, &pcs, ops); ok {
		t.Error("collective with thread 2 elsewhere")
	}
	groups := DescribePerThread(w, &pcs, ops, nil)
	if got := fmt.Sprint(groups); got != fmt.Sprint([]sim.ThreadGroup{
		{State: sim.GroupRunning, PC: 0, Mask: 0x4},
		{State: sim.GroupCollective, PC: ballot, Mask: 0xb, WaitFor: 0x4},
	}) {
		t.Errorf("groups %s", got)
	}
	w.Live &^= 0x4 // thread 2 exits: the others go on
	if sp, ok := CollectivePC(w, &pcs, ops); !ok || sp.PC != ballot || sp.Mask != 0xb {
		t.Errorf("CollectivePC = %v %v, want {%#x 0xb} true", sp, ok, ballot)
	}
	if g := DescribePerThread(w, &pcs, ops, nil); len(g) != 1 || g[0].State != sim.GroupRunning || g[0].Mask != 0xb {
		t.Errorf("groups %v, want the three threads running", g)
	}
	w.BarWait = 0x1
	if _, ok := CollectivePC(w, &pcs, ops); ok {
		t.Error("collective with a thread at a barrier")
	}
}

// A wsync names the threads of its mask: a warp without registers reads
// mask 0, so each thread names only itself and goes on alone, whatever
// the others do.
func TestCollectivePCWarpSync(t *testing.T) {
	ops := NewWarpOps(&isa.Object{Code: []isa.Inst{{Op: isa.OpAdd}, {Op: isa.OpWSync, A: 1}}})
	w := sim.NewWarp(4, nil)
	const wsync = isa.InstSize
	pcs := [64]uint32{0, wsync, 0, wsync}
	if got := ops.Named(w, wsync, 1); got != 0x2 {
		t.Errorf("Named = %#x, want 0x2", got)
	}
	if got := ops.Named(w, 0, 1); got != 0xf {
		t.Errorf("Named of a non-wsync = %#x, want the live threads 0xf", got)
	}
	if sp, ok := CollectivePC(w, &pcs, ops); !ok || sp.PC != wsync || sp.Mask != 0x2 {
		t.Errorf("CollectivePC = %v %v, want {%#x 0x2} true", sp, ok, wsync)
	}
	g := DescribePerThread(w, &pcs, ops, nil)
	if got := fmt.Sprint(g); got != fmt.Sprint([]sim.ThreadGroup{
		{State: sim.GroupRunning, PC: 0, Mask: 0x5},
		{State: sim.GroupRunning, PC: wsync, Mask: 0xa},
	}) {
		t.Errorf("groups %s", got)
	}
}
