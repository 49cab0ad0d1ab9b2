package alias

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"

	"github.com/simtc/simtc/ir"
)

func TestBasic(t *testing.T) {
	m := ir.NewModule("k.cl")
	sA := m.NewGlobal("sA", ir.ArrayOf(64, ir.I32), ir.SpaceShared)
	sB := m.NewGlobal("sB", ir.ArrayOf(64, ir.I32), ir.SpaceShared)
	gV := m.NewGlobal("gV", ir.I32, ir.SpaceGlobal)
	k := m.NewFunc("k", ir.Void)
	k.Kernel = true
	p := k.AddParam("p", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	q := k.AddParam("q", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	r := k.AddParam("r", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	r.NoAlias = true
	gp := k.AddParam("gp", ir.PtrTo(ir.I32, ir.SpaceGeneric))
	n := k.AddParam("n", ir.I32)
	dev := m.NewFunc("dev", ir.Void)
	dp := dev.AddParam("dp", ir.PtrTo(ir.I32, ir.SpacePrivate))
	dq := dev.AddParam("dq", ir.PtrTo(ir.I32, ir.SpacePrivate))

	b := ir.NewBuilder(k)
	b.SetBlock(k.NewBlock("entry"))
	i32 := func(v int64) ir.Value { return ir.ConstInt(ir.I32, v) }
	a1 := b.Alloca(ir.ArrayOf(4, ir.I32))
	a2 := b.Alloca(ir.I32)
	a3 := b.Alloca(ir.I32)
	b.Call(dev, a3, a3) // a3's address escapes into dev
	sA0 := b.GEP(sA, i32(0), i32(0))
	sA1 := b.GEP(sA, i32(0), i32(1))
	sA1b := b.GEP(b.GEP(sA, i32(0), i32(0)), i32(1)) // &sA[0] + 1 = &sA[1]
	sAn := b.GEP(sA, i32(0), n)
	sB0 := b.GEP(sB, i32(0), i32(0))
	sA0gen := b.Cast(ir.OpAddrSpaceCast, sA0, ir.PtrTo(ir.I32, ir.SpaceGeneric))
	sA0i8 := b.Cast(ir.OpBitcast, sA0, ir.PtrTo(ir.I8, ir.SpaceShared))
	sA0i8p3 := b.GEP(sA0i8, i32(3))
	sA0i8p4 := b.GEP(sA0i8, i32(4))
	p1 := b.GEP(p, i32(1))
	p2 := b.GEP(p, i32(2))
	pn := b.GEP(p, n)
	a10 := b.GEP(a1, i32(0), i32(0))
	a11 := b.GEP(a1, i32(0), i32(1))
	a1gen := b.Cast(ir.OpAddrSpaceCast, a11, ir.PtrTo(ir.I32, ir.SpaceGeneric))
	ld := b.Load(b.Alloca(ir.PtrTo(ir.I32, ir.SpaceGlobal)), false) // a pointer loaded from memory
	ld1 := b.GEP(ld, i32(1))
	gld := b.Load(b.Alloca(ir.PtrTo(ir.I32, ir.SpaceGeneric)), false)
	b.Ret(nil)

	tests := []struct {
		name string
		a, b ir.Value
		want Result
	}{
		{"same value", p, p, MustAlias},
		{"same address by two geps", sA1, sA1b, MustAlias},
		{"shared vs global space", sA0, p, NoAlias},
		{"shared vs private space", sA0, a10, NoAlias},
		{"distinct shared arrays", sA0, sB0, NoAlias},
		{"same array, constant offsets 0 and 4", sA0, sA1, NoAlias},
		{"same array, variable index", sA0, sAn, MayAlias},
		{"generic cast of a shared pointer keeps its space", sA0gen, p, NoAlias},
		{"generic cast of a shared pointer, same address", sA0gen, sA0, MustAlias},
		{"byte 3 of sA[0] overlaps it", sA0i8p3, sA0, MayAlias},
		{"byte 4 of sA[0] is sA[1]", sA0i8p4, sA0, NoAlias},
		{"byte 4 of sA[0] is sA[1], i32 access", sA0i8p4, sA1, MustAlias},
		{"a kernel param never points into shared memory", gp, sA0, NoAlias},
		{"a loaded generic pointer may point anywhere", gld, sA0, MayAlias},
		{"generic param vs global param", gp, p, MayAlias},
		{"generic param vs generic cast of an alloca", gp, a1gen, NoAlias},
		{"kernel params may alias", p, q, MayAlias},
		{"noalias param", p, r, NoAlias},
		{"param offsets 4 and 8", p1, p2, NoAlias},
		{"param offset 4 and variable", p1, pn, MayAlias},
		{"param vs global variable", p, gV, MayAlias},
		{"distinct allocas", a10, a2, NoAlias},
		{"alloca elements 0 and 1", a10, a11, NoAlias},
		{"alloca vs generic param", a1gen, gp, NoAlias},
		{"loaded pointer vs param", ld, p, MayAlias},
		{"loaded pointer vs itself + 4", ld, ld1, MayAlias},
		{"device params are not kernel params", dp, dq, MayAlias},
		{"device param vs escaped alloca", dp, a3, MayAlias},
		{"device param vs alloca whose address never escapes", dp, a2, NoAlias},
		{"global variable vs shared array", gV, sA0, NoAlias},
	}
	var aa Analysis = Basic{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := aa.Alias(tt.a, tt.b); got != tt.want {
				t.Errorf("Alias = %v, want %v", got, tt.want)
			}
			if got := aa.Alias(tt.b, tt.a); got != tt.want {
				t.Errorf("Alias (swapped) = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestDecompose(t *testing.T) {
	m := ir.NewModule("k.cl")
	s := m.NewGlobal("s", ir.ArrayOf(8, ir.ArrayOf(4, ir.F32)), ir.SpaceShared)
	f := m.NewFunc("k", ir.Void)
	b := ir.NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	g := b.GEP(s, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, 2), ir.ConstInt(ir.I64, 3))
	c := b.Cast(ir.OpAddrSpaceCast, g, ir.PtrTo(ir.F32, ir.SpaceGeneric))
	loc := Decompose(c)
	if loc.Base != ir.Value(s) || !loc.Known || loc.Offset != 2*16+3*4 || loc.Space != ir.SpaceShared || loc.Size != 4 {
		t.Errorf("Decompose = %+v", loc)
	}
	if SpaceOf(c) != ir.SpaceShared {
		t.Errorf("SpaceOf = %v", SpaceOf(c))
	}
	if NoAlias.String() != "NoAlias" || MayAlias.String() != "MayAlias" || MustAlias.String() != "MustAlias" {
		t.Error("Result.String")
	}
	st := b.Store(g, ir.ConstFloat(ir.F32, 1), false)
	if PointerOperand(st) != ir.Value(g) || PointerOperand(b.Ret(nil)) != nil {
		t.Error("PointerOperand")
	}
}

// A pointer loaded from memory may point into an alloca only if the
// alloca's address escaped.
func TestEscape(t *testing.T) {
	m := ir.NewModule("e.cl")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	pp := f.AddParam("pp", ir.PtrTo(ir.PtrTo(ir.I32, ir.SpaceGeneric), ir.SpaceGlobal))
	b := ir.NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	local := b.Alloca(ir.I32)
	gen := b.Cast(ir.OpAddrSpaceCast, local, ir.PtrTo(ir.I32, ir.SpaceGeneric))
	b.Store(gen, ir.ConstInt(ir.I32, 1), false)
	loaded := b.Load(pp, false) // *generic i32 of unknown origin
	other := b.Alloca(ir.I32)
	otherGen := b.Cast(ir.OpAddrSpaceCast, other, ir.PtrTo(ir.I32, ir.SpaceGeneric))
	b.Store(pp, otherGen, false) // other's address escapes into memory
	b.Ret(nil)
	if got := (Basic{}).Alias(gen, loaded); got != NoAlias {
		t.Errorf("non-escaping alloca vs loaded pointer: %v, want NoAlias", got)
	}
	if got := (Basic{}).Alias(otherGen, loaded); got != MayAlias {
		t.Errorf("escaped alloca vs loaded pointer: %v, want MayAlias", got)
	}
}

// TestDistinctParams: with DistinctParams two kernel buffers, and a kernel
// buffer and a module global, never alias; without it they may.
func TestDistinctParams(t *testing.T) {
	m := ir.NewModule("a.ir")
	g := m.NewGlobal("table", ir.I32, ir.SpaceGlobal)
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	p := f.AddParam("p", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	q := f.AddParam("q", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	for _, c := range []struct {
		a, b ir.Value
	}{{p, q}, {p, g}} {
		if r := (Basic{}).Alias(c.a, c.b); r != MayAlias {
			t.Errorf("Basic{}: %v", r)
		}
		if r := (Basic{DistinctParams: true}).Alias(c.a, c.b); r != NoAlias {
			t.Errorf("DistinctParams: %v", r)
		}
	}
	if r := (Basic{DistinctParams: true}).Alias(p, p); r != MustAlias {
		t.Errorf("DistinctParams, same pointer: %v", r)
	}
}

// TestCachedAgrees: Cached answers as Basic does, for every pair of
// pointers of every bundled kernel.
func TestCachedAgrees(t *testing.T) {
	kernels, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	pairs := 0
	for _, path := range kernels {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := minic.Compile(filepath.Base(path), src, minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m.Funcs {
			var ptrs []ir.Value
			f.Instrs(func(i *ir.Instr) {
				if p := PointerOperand(i); p != nil {
					ptrs = append(ptrs, p)
				}
			})
			for _, b := range []Basic{{}, {DistinctParams: true}} {
				c := NewCached(b)
				for _, p := range ptrs {
					for _, q := range ptrs {
						pairs++
						if x, y := b.Alias(p, q), c.Alias(p, q); x != y {
							t.Fatalf("%s: %v vs %v: Basic %v, Cached %v", f.Name, p, q, x, y)
						}
					}
				}
			}
		}
	}
	if pairs < 1000 {
		t.Errorf("only %d pairs", pairs)
	}
}

// TestSpilledParams: a pointer reloaded from a slot that holds one value
// all along (clang -O0's parameter spill: one store, only loads) is that
// value, so distinct kernel buffers stay distinct at -O0; a slot with two
// stores, or whose address escapes, is not looked through.
func TestSpilledParams(t *testing.T) {
	m := ir.NewModule("k.ll")
	k := m.NewFunc("k", ir.Void)
	k.Kernel = true
	pt := ir.PtrTo(ir.I32, ir.SpaceGlobal)
	p := k.AddParam("p", pt)
	q := k.AddParam("q", pt)
	dev := m.NewFunc("dev", ir.Void)
	dev.AddParam("dp", ir.PtrTo(pt, ir.SpacePrivate))
	b := ir.NewBuilder(k)
	b.SetBlock(k.NewBlock("entry"))
	pSlot, qSlot, twice, esc := b.Alloca(pt), b.Alloca(pt), b.Alloca(pt), b.Alloca(pt)
	b.Store(pSlot, p, false)
	b.Store(qSlot, q, false)
	b.Store(twice, p, false)
	b.Store(twice, q, false)
	b.Store(esc, q, false)
	b.Call(dev, esc)
	pl, ql := b.Load(pSlot, false), b.Load(qSlot, false)
	pl2 := b.Load(pSlot, false)
	tl, el := b.Load(twice, false), b.Load(esc, false)
	q1 := b.GEP(ql, ir.ConstInt(ir.I32, 1))
	qq1 := b.GEP(q, ir.ConstInt(ir.I32, 1))
	b.Ret(nil)
	distinct := Basic{DistinctParams: true}
	for _, c := range []struct {
		name string
		a, b ir.Value
		want Result
	}{
		{"reloaded p, reloaded q", pl, ql, NoAlias},
		{"reloaded p, p", pl, p, MustAlias},
		{"two reloads of p", pl, pl2, MustAlias},
		{"reloaded p, reloaded q + 1", pl, q1, NoAlias},
		{"reloaded q + 1, q", q1, q, NoAlias},
		{"reloaded q + 1, q + 1", q1, qq1, MustAlias},
		{"slot stored twice", tl, p, MayAlias},
		{"escaped slot", el, p, MayAlias},
	} {
		if got := distinct.Alias(c.a, c.b); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	if got := Decompose(q1); got.Base != ir.Value(q) || got.Offset != 4 || !got.Known {
		t.Errorf("Decompose(reloaded q + 1) = %+v, want q at offset 4", got)
	}
}
