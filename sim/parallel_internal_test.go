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

// TestChunkEnd: a core runs half the cycles the cores with cycles left in
// the window have left on average, within [parMinChunk, parChunk] and
// not past the window's end; a running core counts from the cycle its run
// started, a paused or finished one (no warps, or at the end) not at all.
func TestChunkEnd(t *testing.T) {
	busy := &core{}
	busy.warps = []*Warp{{}}
	idle := &core{}
	mk := func(ts ...int64) *window {
		w := &window{m: &machine{cfg: Config{Jobs: 2}}, end: 1 << 20}
		for i, t := range ts {
			w.ps = append(w.ps, &parCore{id: i, c: busy, t: t})
		}
		return w
	}
	// A 1024-cycle window of 15 cores (gtx480's epoch), all at its
	// start: half a window each.
	w := mk(make([]int64, 15)...)
	w.end = 1024
	p := w.ps[0]
	p.running, p.t0 = true, p.t
	if got := w.chunkEnd(p); got != 512 {
		t.Errorf("15 cores at 0 of 1024: end %d, want 512", got)
	}
	// Near the end: at least parMinChunk, not past the window's end.
	for _, q := range w.ps {
		q.t = 1000
	}
	p.t0 = 1000
	if got := w.chunkEnd(p); got != 1024 {
		t.Errorf("cores 24 cycles from the end: end %d, want the window's end 1024", got)
	}
	for _, q := range w.ps {
		q.t = 600
	}
	p.t0 = 600
	if got := w.chunkEnd(p); got != 600+parMinChunk {
		t.Errorf("cores 424 cycles from the end: end %d, want %d", got, 600+parMinChunk)
	}
	for _, q := range w.ps {
		q.t = 200
	}
	p.t0 = 200
	if got := w.chunkEnd(p); got != 200+412 {
		t.Errorf("cores 824 cycles from the end: end %d, want %d", got, 200+412)
	}
	// A long window: at most parChunk.
	w = mk(0, 0, 0, 0)
	p = w.ps[1]
	p.running, p.t0 = true, 0
	if got := w.chunkEnd(p); got != parChunk {
		t.Errorf("4 cores at 0 of 2^20: end %d, want %d", got, parChunk)
	}
	// A running core counts from t0 (its t is its goroutine's); paused,
	// idle and finished cores not at all: left = (8000-0) + (8000-2000)
	// over 2 cores.
	w = mk(0, 5000, 2000, 3000, 8000)
	w.end = 8000
	w.ps[1].running, w.ps[1].t0 = true, 0
	w.ps[3].paused = true
	w.ps[0].c = idle
	p = w.ps[2]
	p.running, p.t0 = true, 2000
	if got, want := w.chunkEnd(p), int64(2000+(8000+6000)/4); got != want {
		t.Errorf("end %d, want %d", got, want)
	}
}
