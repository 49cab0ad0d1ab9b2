package alias

import (
	"testing"

	"github.com/simtc/simtc/ir"
)

// TestFieldOffsets: the fields and array fields of one object are separate
// locations (issue 31, see "Field-sensitive offsets"), in the forms the
// frontends produce: a typed array field (mini-C, clang -O0), the byte
// arithmetic of clang's struct geps (frontend/llvm), an array of structs
// indexed by a thread id; and what stays may-alias.
func TestFieldOffsets(t *testing.T) {
	m := ir.NewModule("f.ll")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	i8p := ir.PtrTo(ir.I8, ir.SpaceGlobal)
	p := f.AddParam("p", i8p) // a struct { int n; int data[16]; } * (68 bytes) as bytes
	n := f.AddParam("n", ir.I32)
	b := ir.NewBuilder(f)
	entry, loop, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	b.SetBlock(entry)
	i64 := func(v int64) ir.Value { return ir.ConstInt(ir.I64, v) }
	i32p := ir.PtrTo(ir.I32, ir.SpaceGlobal)
	tid := b.Special(ir.OpThreadID, 0)
	g := b.Cast(ir.OpZExt, tid, ir.I64)
	elem := b.Binary(ir.OpMul, g, i64(68)) // &p[g] as bytes
	field := func(off ir.Value) ir.Value {
		return b.Cast(ir.OpBitcast, b.GEP(p, off), i32p)
	}
	nField := field(elem)                                                      // p[g].n
	nOther := field(b.Binary(ir.OpMul, b.Cast(ir.OpSExt, n, ir.I64), i64(68))) // p[n].n
	b.Br(loop)
	b.SetBlock(loop)
	i := b.Phi(ir.I32)
	// -O2 form: p[g].data[i] = p + 68g + 4 + 4i, i counting up from 0.
	data := field(b.Binary(ir.OpAdd, b.Binary(ir.OpAdd, elem, b.Binary(ir.OpMul, b.Cast(ir.OpSExt, i, ir.I64), i64(4))), i64(4)))
	// -O0/mini-C form: a typed [16 x i32] field, indexed by n.
	arr := b.Cast(ir.OpBitcast, b.GEP(p, b.Binary(ir.OpAdd, elem, i64(4))), ir.PtrTo(ir.ArrayOf(16, ir.I32), ir.SpaceGlobal))
	typed := b.GEP(arr, i64(0), b.Cast(ir.OpSExt, n, ir.I64))
	// A field of another struct type in the same buffer: 24-byte records,
	// field at offset 4 (balance) vs offset 0 (lock).
	rec := func(off int64) ir.Value {
		return field(b.Binary(ir.OpAdd, b.Binary(ir.OpMul, b.Cast(ir.OpSExt, n, ir.I64), i64(24)), i64(off)))
	}
	lock, balance, lock2 := rec(0), rec(4), b.Cast(ir.OpBitcast, b.GEP(p, b.Binary(ir.OpMul, g, i64(24))), i32p)
	wide := b.Cast(ir.OpBitcast, b.GEP(p, b.Binary(ir.OpAdd, b.Binary(ir.OpMul, g, i64(24)), i64(2))), ir.PtrTo(ir.I64, ir.SpaceGlobal))
	next := b.Binary(ir.OpAdd, i, ir.ConstInt(ir.I32, 1))
	b.CondBr(b.ICmp(ir.PredSLT, next, n), loop, exit)
	b.SetBlock(exit)
	b.Ret(nil)
	i.AddArg(ir.ConstInt(ir.I32, 0)) // from entry
	i.AddArg(next)                   // from loop

	for _, c := range []struct {
		name string
		a, b ir.Value
		want Result
	}{
		// Without data's length, thread g+1's n is data[16] of thread g.
		{"p[g].n vs p[g].data[i], i >= 0 (byte arithmetic)", nField, data, MayAlias},
		{"p[g].n vs p[g].data[n] (typed [16 x i32] field)", nField, typed, NoAlias},
		{"p[g].data[i] vs p+0, i >= 0: below the first record's data", p, data, NoAlias},
		{"p[n].n vs p[g].data[i]: data[16] not bounded in bytes", nOther, data, MayAlias},
		{"p[n].n vs p[g].data[n] (typed [16 x i32] field)", nOther, typed, NoAlias},
		{"record lock vs balance, 24-byte records", lock, balance, NoAlias},
		{"record lock of n vs lock of g", lock, lock2, MayAlias},
		{"8 bytes at offset 2 of a record overlap its lock", wide, lock, MayAlias},
	} {
		for _, aa := range []Analysis{Basic{}, NewCached(Basic{})} {
			if got := aa.Alias(c.a, c.b); got != c.want {
				t.Errorf("%s (%T): Alias = %v, want %v", c.name, aa, got, c.want)
			}
			if got := aa.Alias(c.b, c.a); got != c.want {
				t.Errorf("%s (%T, swapped): Alias = %v, want %v", c.name, aa, got, c.want)
			}
		}
	}
}
