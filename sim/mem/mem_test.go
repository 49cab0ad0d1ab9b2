package mem

import (
	"math"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

func TestWildAddresses(t *testing.T) {
	g := &Global{}
	g.Alloc("a", 64, 256, nil, false)
	for _, addr := range []uint64{0, Base - 4, Base + 64, ^uint64(0) - 1, ^uint64(0) - 3, 1 << 63} {
		if _, err := g.Find(addr, 4, false); err == nil {
			t.Errorf("%#x accepted", addr)
		}
	}
	if _, err := g.Find(Base+60, 4, true); err != nil {
		t.Error(err)
	}
	for _, addr := range []uint64{^uint64(0) - 1, 1 << 63, 64} {
		if _, err := Slice(isa.SpaceShared, make([]byte, 64), addr, 4); err == nil {
			t.Errorf("shared %#x accepted", addr)
		}
	}
}

func TestAtomic(t *testing.T) {
	f32 := func(f float32) uint64 { return uint64(math.Float32bits(f)) }
	for _, tc := range []struct {
		name string
		got  uint64
		want uint64
	}{
		{"atom min", Atomic(isa.AtomMin, isa.I32, true, 5, 0xffffffff), 0xffffffff},
		{"atom umax", Atomic(isa.AtomUMax, isa.I32, true, 5, 0xffffffff), 0xffffffff},
		{"atom fadd", Atomic(isa.AtomFAdd, isa.F32, true, f32(1), f32(2)), f32(3)},
		{"atom uinc wraps", Atomic(isa.AtomUIncWrap, isa.I32, true, 7, 7), 0},
		{"atom udec wraps", Atomic(isa.AtomUDecWrap, isa.I32, true, 0, 7), 7},
	} {
		if tc.got != tc.want {
			t.Errorf("%s = %#x, want %#x", tc.name, tc.got, tc.want)
		}
	}
}

// A view reads the memory it was forked from, keeps its writes to itself
// until Apply, and Conflict finds a byte one view wrote and another read.
func TestViewConflict(t *testing.T) {
	var g Global
	base := g.Alloc("buf", 256, 256, nil, false)
	var v0, v1 View
	g0, g1 := g.Fork(&v0), g.Fork(&v1)
	b, err := g0.Find(base+8, 4, true)
	if err != nil {
		t.Fatal(err)
	}
	Store(b, 4, 42)
	if got, _ := g.Find(base+8, 4, false); Load(got, 4) != 0 {
		t.Fatal("a view's write reached memory before Apply")
	}
	if _, _, _, ok := Conflict([]*View{&v0, &v1}); ok {
		t.Fatal("conflict without a second access")
	}
	if _, err := g1.Find(base+8, 4, false); err != nil {
		t.Fatal(err)
	}
	if a, o, r, ok := Conflict([]*View{&v0, &v1}); !ok || a != 0 || o != 1 || r != 0 {
		t.Fatalf("Conflict = %d %d %d %v, want 0 1 0 true", a, o, r, ok)
	}
	v0.Apply(&g)
	if got, _ := g.Find(base+8, 4, false); Load(got, 4) != 42 {
		t.Fatal("Apply did not write the view's bytes")
	}
}
