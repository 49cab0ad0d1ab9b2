package backend

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
)

// TestErrors checks that unsupported input gives a clear error naming the
// function (and position), never a panic.
func TestErrors(t *testing.T) {
	pos := ir.Pos{File: "e.cl", Line: 7, Col: 3}
	c := func(v int64) ir.Value { return ir.ConstInt(ir.I32, v) }
	kernel := func(m *ir.Module) (*ir.Func, *ir.Builder) {
		f := m.NewFunc("k", ir.Void)
		f.Kernel = true
		b := ir.NewBuilder(f)
		b.SetBlock(f.NewBlock("entry"))
		b.SetPos(pos)
		return f, b
	}
	for _, tc := range []struct {
		name  string
		build func(m *ir.Module)
		opts  Options
		want  []string
	}{
		{
			name: "atomic on private memory",
			build: func(m *ir.Module) {
				_, b := kernel(m)
				p := b.Alloca(ir.I32)
				b.Atomic(ir.AtomicAdd, p, c(1))
				b.Ret(nil)
			},
			want: []string{"e.cl:7:3", "k:", "private"},
		},
		{
			name: "store to constant memory",
			build: func(m *ir.Module) {
				g := m.NewGlobal("tab", ir.ArrayOf(4, ir.I32), ir.SpaceConstant)
				_, b := kernel(m)
				b.Store(b.GEP(g, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, 1)), c(1), false)
				b.Ret(nil)
			},
			want: []string{"e.cl:7:3", "k:", "constant"},
		},
		{
			name: "recursion with inlining",
			build: func(m *ir.Module) {
				g := m.NewFunc("g", ir.Void)
				gb := ir.NewBuilder(g)
				gb.SetBlock(g.NewBlock("entry"))
				gb.Call(g)
				gb.Ret(nil)
				_, b := kernel(m)
				b.Call(g)
				b.Ret(nil)
			},
			want: []string{"recursive call of g cannot be inlined (g -> g)"},
		},
		{
			// Kernels are emitted one by one, but a later kernel's
			// lowering error still comes before an earlier one's
			// kernel-table error, as when all were lowered first.
			name: "lowering error after a kernel-table error",
			build: func(m *ir.Module) {
				f := m.NewFunc("k0", ir.Void)
				f.Kernel = true
				f.AddParam("p", ir.PtrTo(ir.I32, ir.SpacePrivate))
				b0 := ir.NewBuilder(f)
				b0.SetBlock(f.NewBlock("entry"))
				b0.Ret(nil)
				_, b := kernel(m)
				p := b.Alloca(ir.I32)
				b.Atomic(ir.AtomicAdd, p, c(1))
				b.Ret(nil)
			},
			want: []string{"e.cl:7:3", "k:", "atomic"},
		},
		{
			name:  "no kernel",
			build: func(m *ir.Module) {},
			want:  []string{"no kernel"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := ir.NewModule("e.cl")
			tc.build(m)
			o, err := Compile(m, tc.opts)
			if err == nil {
				t.Fatalf("no error; object with %d instructions", len(o.Code))
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
	if _, err := Compile(nil, Options{}); err == nil {
		t.Error("Compile(nil): no error")
	}
}
