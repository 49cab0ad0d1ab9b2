package alias

import (
	"testing"

	"github.com/simtc/simtc/ir"
)

// TestStoredOnce: at -O0 clang spills each kernel parameter to an alloca
// and reloads it at every use. A load of a variable stored exactly once, by
// a store that dominates the load, is the stored value, so pointers loaded
// from distinct spills of distinct parameters are told apart (and a pointer
// loaded from a spill is its parameter); a load of a variable stored twice,
// whose address escapes, or that a path reaches without passing the store
// (a load before it, or a store on one arm of a branch), is of unknown
// origin. The store need not be in the entry block: an inlined device
// function spills its parameters where the call was (issue 31).
func TestStoredOnce(t *testing.T) {
	gp := ir.PtrTo(ir.I32, ir.SpaceGlobal)
	m := ir.NewModule("p.ll")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	p := f.AddParam("p", gp)
	q := f.AddParam("q", gp)
	sink := f.AddParam("sink", ir.PtrTo(ir.PtrTo(gp, ir.SpacePrivate), ir.SpaceGlobal))
	b := ir.NewBuilder(f)
	entry := f.NewBlock("entry")
	body := f.NewBlock("body")
	b.SetBlock(entry)
	i32 := func(v int64) ir.Value { return ir.ConstInt(ir.I32, v) }

	sp := b.Alloca(gp) // spill of p: stored once
	sq := b.Alloca(gp) // spill of q: stored once
	twice := b.Alloca(gp)
	esc := b.Alloca(gp)
	late := b.Alloca(gp)   // loaded in the entry block before its store
	inBody := b.Alloca(gp) // stored once, not in the entry block, before its load
	oneArm := b.Alloca(gp) // stored once, on one arm of a branch
	castVar := b.Alloca(gp)
	cast := b.Cast(ir.OpAddrSpaceCast, castVar, ir.PtrTo(gp, ir.SpaceGeneric)) // nvptx -O0: accessed through a generic cast
	chain := b.Alloca(gp)                                                      // stored with a load of sp: still p
	offset := b.Alloca(gp)                                                     // stored with p+1
	b.Store(sp, p, false)
	b.Store(sq, q, false)
	b.Store(twice, p, false)
	b.Store(esc, p, false)
	b.Store(sink, esc, false) // esc's address escapes
	lateLd := b.Load(late, false)
	b.Store(late, p, false)
	b.Store(chain, b.Load(sp, false), false)
	b.Store(offset, b.GEP(p, i32(1)), false)
	b.Store(cast, q, false)
	arm := f.NewBlock("arm")
	b.CondBr(b.ICmp(ir.PredEQ, b.Special(ir.OpThreadID, 0), i32(0)), arm, body)
	b.SetBlock(arm)
	b.Store(oneArm, p, false)
	b.Br(body)

	b.SetBlock(body)
	b.Store(twice, q, false)
	b.Store(inBody, p, false)
	ldp := b.Load(sp, false)
	ldq := b.Load(sq, false)
	ldp1 := b.GEP(b.Load(sp, false), i32(1))
	ldTwice := b.Load(twice, false)
	ldEsc := b.Load(esc, false)
	ldLate := b.Load(late, false)
	ldInBody := b.Load(inBody, false)
	ldChain := b.Load(chain, false)
	ldOffset := b.Load(offset, false)
	ldOneArm := b.Load(oneArm, false)
	ldCast := b.Load(cast, false)
	b.Ret(nil)

	for _, c := range []struct {
		name string
		ld   *ir.Instr
		want ir.Value // nil: not seen through
	}{
		{"spill of p", ldp, p},
		{"spill of q", ldq, q},
		{"stored twice", ldTwice, nil},
		{"address escapes", ldEsc, nil},
		{"stored after a load (the late load, which the store dominates)", ldLate, p},
		{"stored after a load (the early load)", lateLd, nil},
		{"stored outside the entry block, before the load", ldInBody, p},
		{"stored on one arm of a branch", ldOneArm, nil},
		{"accessed through an addrspacecast", ldCast, q},
	} {
		v, ok := StoredOnce(c.ld)
		if c.want == nil {
			if ok {
				t.Errorf("%s: StoredOnce = %v, want none", c.name, v)
			}
			if Decompose(c.ld).Base != ir.Value(c.ld) {
				t.Errorf("%s: Decompose sees through the load to %v", c.name, Decompose(c.ld).Base)
			}
			continue
		}
		if !ok || v != c.want {
			t.Errorf("%s: StoredOnce = %v, %v, want %v", c.name, v, ok, c.want)
		}
	}

	loc := Decompose(ldOffset)
	if loc.Base != ir.Value(p) || !loc.Known || loc.Offset != 4 {
		t.Errorf("Decompose(load of p+1 spill) = %+v, want p at offset 4", loc)
	}
	distinct := Basic{DistinctParams: true}
	for _, c := range []struct {
		name string
		aa   Basic
		a, b ir.Value
		want Result
	}{
		{"reloads of one spill", Basic{}, ldp, ldp1, NoAlias},
		{"reload of p vs p", Basic{}, ldp, p, MustAlias},
		{"reload through a second spill vs p", Basic{}, ldChain, p, MustAlias},
		{"reload of p+1 vs p+4 bytes", Basic{}, ldOffset, ldp1, MustAlias},
		{"spills of distinct params, distinct buffers", distinct, ldp, ldq, NoAlias},
		{"spills of distinct params, conservative", Basic{}, ldp, ldq, MayAlias},
		{"stored twice vs q, distinct buffers", distinct, ldTwice, q, MayAlias},
		{"escaped spill vs q, distinct buffers", distinct, ldEsc, q, MayAlias},
		{"late spill vs q, distinct buffers", distinct, ldLate, q, NoAlias},
		{"body spill vs q, distinct buffers", distinct, ldInBody, q, NoAlias},
		{"one-arm spill vs q, distinct buffers", distinct, ldOneArm, q, MayAlias},
		{"cast spill of q vs q", Basic{}, ldCast, q, MustAlias},
	} {
		for _, aa := range []Analysis{c.aa, NewCached(c.aa)} {
			if got := aa.Alias(c.a, c.b); got != c.want {
				t.Errorf("%s (%T): Alias = %v, want %v", c.name, aa, got, c.want)
			}
			if got := aa.Alias(c.b, c.a); got != c.want {
				t.Errorf("%s (%T, swapped): Alias = %v, want %v", c.name, aa, got, c.want)
			}
		}
	}
}
