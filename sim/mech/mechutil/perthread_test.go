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
	if _, ok := CollectivePC(w, &pcs, ops.At); ok {
		t.Error("collective with thread 2 elsewhere")
	}
	groups := DescribePerThread(w, &pcs, ops.At, nil)
	if got := fmt.Sprint(groups); got != fmt.Sprint([]sim.ThreadGroup{
		{State: sim.GroupRunning, PC: 0, Mask: 0x4},
		{State: sim.GroupCollective, PC: ballot, Mask: 0xb, WaitFor: 0x4},
	}) {
		t.Errorf("groups %s", got)
	}
	w.Live &^= 0x4 // thread 2 exits: the others go on
	if pc, ok := CollectivePC(w, &pcs, ops.At); !ok || pc != ballot {
		t.Errorf("CollectivePC = %#x %v, want %#x true", pc, ok, ballot)
	}
	if g := DescribePerThread(w, &pcs, ops.At, nil); len(g) != 1 || g[0].State != sim.GroupRunning || g[0].Mask != 0xb {
		t.Errorf("groups %v, want the three threads running", g)
	}
	w.BarWait = 0x1
	if _, ok := CollectivePC(w, &pcs, ops.At); ok {
		t.Error("collective with a thread at a barrier")
	}
}
