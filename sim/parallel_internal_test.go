package sim

import (
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// idle is a mechanism that starts warps and never offers a split: enough
// for tests of the machine that issue nothing.
type idle struct{}

func (idle) Name() string                                    { return "idle" }
func (idle) Start(w *Warp, pc uint32)                        {}
func (idle) Splits(*Warp, int64, []Split) []Split            { return nil }
func (idle) Commit(*Warp, Split, *Outcome, int64) Cost       { return Cost{} }
func (idle) Released(*Warp, uint64, int64)                   {}
func (idle) Describe(_ *Warp, d []ThreadGroup) []ThreadGroup { return d }
func (idle) HashState(_ *Warp, _ uint64, h uint64) uint64    { return h }
func (idle) Stats(d []NamedStat) []NamedStat                 { return d }

func idleMech() Mech {
	return Mech{Info: MechInfo{Name: "idle", New: func(*Config, *isa.Object, Params) Mechanism { return idle{} }}}
}

// exitKernel is a kernel of one exit and a buffer parameter out.
func exitKernel() *isa.Object {
	return &isa.Object{
		Code: []isa.Inst{{Op: isa.OpExit}},
		Kernels: []isa.Kernel{{Name: "k", NumRegs: 1, ParamSize: 8,
			Params: []isa.Param{{Name: "out", Kind: isa.ParamPointer, Type: isa.I32, Space: isa.SpaceGlobal, Size: 8}}}},
		Symbols: []isa.Symbol{{Name: "k", Size: isa.InstSize}},
	}
}

// TestBlockSlotsFreedAtRetirement: a block holds its warp slots until its
// last warp exits — with 8-warp blocks on 12 warp slots, a core with one
// block has no room for another however many of its warps have exited,
// and has room once the block retires.
func TestBlockSlotsFreedAtRetirement(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Cores, cfg.WarpsPerCore = 1, 12
	l := &Launch{Grid: 1, Block: 256, Args: []Arg{{Name: "out", IsBuffer: true, Type: Int32, Count: 256, Data: make([]byte, 4*256)}}}
	build, err := prepare(exitKernel(), idleMech(), l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := build()
	if err != nil {
		t.Fatal(err)
	}
	c := m.cores[0]
	m.launchBlock(c, 0)
	m.pending = 1
	ws := append([]*Warp(nil), c.warps...)
	for i, w := range ws {
		if m.hasRoom(c) {
			t.Fatalf("room for a block after %d of the block's 8 warps exited", i)
		}
		w.Live = 0
		m.retire(c, w)
	}
	if !m.hasRoom(c) || c.blocks != 0 {
		t.Fatalf("no room after the block retired (%d blocks, %d warps)", c.blocks, len(c.warps))
	}
}
