package threadpc

// mimd in the mechanism harness.

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/simtest"
)

// mimd offers every thread on its own, round-robin after the last one.
func TestMIMDHarness(t *testing.T) {
	h := simtest.NewHarness(t, newMIMD(nil), 3, 0)
	h.Want(sim.Split{PC: 0, Mask: 1}, sim.Split{PC: 0, Mask: 2}, sim.Split{PC: 0, Mask: 4}).Seq()
	h.Want(sim.Split{PC: 0, Mask: 2}, sim.Split{PC: 0, Mask: 4}, sim.Split{PC: isa.InstSize, Mask: 1}).Branch(0x2, 0x40, isa.NoPC)
	h.Want(sim.Split{PC: 0, Mask: 4}, sim.Split{PC: isa.InstSize, Mask: 1}, sim.Split{PC: 0x40, Mask: 2})
}
