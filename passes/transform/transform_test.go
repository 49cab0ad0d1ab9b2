package transform

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/ir"
)

// verify fails the test if m does not verify, naming the stage.
func verify(t *testing.T, stage string, m *ir.Module) {
	t.Helper()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("%s: IR does not verify: %v\n%s", stage, err, m)
	}
}

// roundTrip checks that m prints, parses back and prints the same.
func roundTrip(t *testing.T, m *ir.Module) {
	t.Helper()
	text := m.String()
	m2, err := ir.Parse(m.File, []byte(text))
	if err != nil {
		t.Fatalf("parse of printed IR: %v\n%s", err, text)
	}
	if d := cmp.Diff(text, m2.String()); d != "" {
		t.Errorf("print → parse → print changed the IR (-want +got):\n%s", d)
	}
}

// twoReturns builds
//
//	func @pick(%c: i1, %x: i32): i32 { entry: condbr %c, ^a, ^b; a: ret %x; b: ret 0 }
func twoReturns(m *ir.Module) *ir.Func {
	f := m.NewFunc("pick", ir.I32)
	c := f.AddParam("c", ir.I1)
	x := f.AddParam("x", ir.I32)
	entry, a, b := f.NewBlock("entry"), f.NewBlock("a"), f.NewBlock("b")
	bld := ir.NewBuilder(f)
	bld.SetBlock(entry)
	bld.SetPos(ir.Pos{File: "t.cl", Line: 1, Col: 1})
	bld.CondBr(c, a, b)
	bld.SetBlock(a)
	bld.SetPos(ir.Pos{File: "t.cl", Line: 2, Col: 3})
	bld.Ret(x)
	bld.SetBlock(b)
	bld.SetPos(ir.Pos{File: "t.cl", Line: 3, Col: 3})
	bld.Ret(ir.ConstInt(ir.I32, 0))
	return f
}

func TestMergeReturns(t *testing.T) {
	m := ir.NewModule("t.cl")
	f := twoReturns(m)
	verify(t, "before", m)
	MergeReturns(f)
	verify(t, "after", m)
	want := `func @pick(%c: i1, %x: i32): i32 !0:0 {
entry:
  condbr %c, ^a, ^b !1:1

a:                       ; preds: entry
  br ^return !2:3

b:                       ; preds: entry
  br ^return !3:3

return:                  ; preds: a, b
  %0: i32 = phi [%x, ^a], [i32 0, ^b] !3:3
  ret %0 !3:3
}
`
	got := f.String()
	// The function itself has no position here; drop the " !0:0" the
	// printer would not write.
	want = strings.Replace(want, " !0:0", "", 1)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("MergeReturns (-want +got):\n%s", d)
	}
	roundTrip(t, m)

	// Idempotent: a second run changes nothing.
	MergeReturns(f)
	if d := cmp.Diff(got, f.String()); d != "" {
		t.Errorf("second MergeReturns changed the function:\n%s", d)
	}
}

func TestMergeReturnsVoidAndUnreachable(t *testing.T) {
	m := ir.NewModule("t.cl")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	c := f.AddParam("c", ir.I32)
	entry, a, b, u := f.NewBlock("entry"), f.NewBlock("a"), f.NewBlock("b"), f.NewBlock("u")
	bld := ir.NewBuilder(f)
	bld.SetBlock(entry)
	bld.Switch(c, u, []int64{1, 2}, []*ir.Block{a, b})
	bld.SetBlock(a)
	bld.Ret(nil)
	bld.SetBlock(b)
	bld.Ret(nil)
	bld.SetBlock(u)
	bld.Unreachable()
	verify(t, "before", m)
	MergeReturns(f)
	verify(t, "after", m)
	var rets, unreach int
	for _, blk := range f.Blocks {
		switch blk.Terminator().Op {
		case ir.OpRet:
			rets++
			if blk.Name != "return" || len(blk.Preds) != 2 || len(blk.Phis()) != 0 {
				t.Errorf("exit block %s with %d preds and %d phis", blk.Name, len(blk.Preds), len(blk.Phis()))
			}
		case ir.OpUnreachable:
			unreach++
		}
	}
	if rets != 1 || unreach != 1 {
		t.Errorf("%d rets and %d unreachables, want 1 and 1:\n%s", rets, unreach, f)
	}
	roundTrip(t, m)
}

func TestMergeReturnsSingle(t *testing.T) {
	m := ir.NewModule("t.cl")
	f := m.NewFunc("one", ir.Void)
	bld := ir.NewBuilder(f)
	bld.SetBlock(f.NewBlock("entry"))
	bld.Ret(nil)
	before := f.String()
	MergeReturns(f)
	if d := cmp.Diff(before, f.String()); d != "" {
		t.Errorf("MergeReturns changed a single-exit function:\n%s", d)
	}
}

// callerOf builds kernel @k(%p: *global i32, %c: i1) that stores
// pick(%c, 7) to %p, with a load before and a store after the call.
func callerOf(m *ir.Module, callee *ir.Func) *ir.Func {
	k := m.NewFunc("k", ir.Void)
	k.Kernel = true
	p := k.AddParam("p", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	c := k.AddParam("c", ir.I1)
	entry := k.NewBlock("entry")
	bld := ir.NewBuilder(k)
	bld.SetBlock(entry)
	bld.SetPos(ir.Pos{File: "t.cl", Line: 10, Col: 5})
	v := bld.Load(p, false)
	r := bld.Call(callee, c, v)
	r.Name = "r"
	bld.Store(p, r, false)
	bld.Ret(nil)
	return k
}

func TestInlineTwoReturns(t *testing.T) {
	m := ir.NewModule("t.cl")
	g := twoReturns(m)
	k := callerOf(m, g)
	verify(t, "before", m)
	if err := Inline(m); err != nil {
		t.Fatal(err)
	}
	verify(t, "after", m)
	want := `kernel @k(%p: *global i32, %c: i1) {
entry:
  %0: i32 = load %p !10:5
  br ^pick.entry !10:5

pick.entry:              ; preds: entry
  condbr %c, ^pick.a, ^pick.b !1:1

pick.a:                  ; preds: pick.entry
  br ^pick.exit !2:3

pick.b:                  ; preds: pick.entry
  br ^pick.exit !3:3

pick.exit:               ; preds: pick.a, pick.b
  %r: i32 = phi [%0, ^pick.a], [i32 0, ^pick.b] !10:5
  store %p, %r !10:5
  ret !10:5
}
`
	if d := cmp.Diff(want, k.String()); d != "" {
		t.Errorf("Inline (-want +got):\n%s", d)
	}
	// The callee is untouched, and now dead.
	if err := ir.Verify(g); err != nil {
		t.Error(err)
	}
	if got := RemoveDeadFuncs(m); !cmp.Equal(got, []string{"pick"}) {
		t.Errorf("RemoveDeadFuncs removed %v, want [pick]", got)
	}
	if len(m.Funcs) != 1 || m.Funcs[0] != k {
		t.Errorf("module keeps %d functions", len(m.Funcs))
	}
	verify(t, "after RemoveDeadFuncs", m)
	roundTrip(t, m)
}

// TestInlineNested inlines a chain k → mid → leaf where leaf has a loop,
// an alloca and a single return, and mid calls leaf twice from a loop.
func TestInlineNested(t *testing.T) {
	m := ir.NewModule("t.cl")
	// leaf(%n): i32 { entry: %a = alloca i32; store %a, 0; br loop
	//   loop: %i = phi [0, entry], [%i1, loop]; %i1 = add %i, 1; %s = load %a; store %a, %s+%i;
	//         condbr %i1 < %n, loop, done
	//   done: %r = load %a; ret %r }
	leaf := m.NewFunc("leaf", ir.I32)
	n := leaf.AddParam("n", ir.I32)
	{
		entry, loop, done := leaf.NewBlock("entry"), leaf.NewBlock("loop"), leaf.NewBlock("done")
		b := ir.NewBuilder(leaf)
		b.SetBlock(entry)
		a := b.Alloca(ir.I32)
		b.Store(a, ir.ConstInt(ir.I32, 0), false)
		b.Br(loop)
		b.SetBlock(loop)
		i := b.Phi(ir.I32, ir.ConstInt(ir.I32, 0))
		i1 := b.Binary(ir.OpAdd, i, ir.ConstInt(ir.I32, 1))
		s := b.Load(a, false)
		b.Store(a, b.Binary(ir.OpAdd, s, i), false)
		b.CondBr(b.ICmp(ir.PredSLT, i1, n), loop, done)
		i.AddArg(i1)
		b.SetBlock(done)
		b.Ret(b.Load(a, false))
	}
	// mid(%n): i32 { entry: br head; head: %j = phi [0, entry], [%j1, head];
	//   %x = call leaf(%j); %y = call leaf(%x); %j1 = add %j, %y; condbr %j1 < %n, head, out
	//   out: ret %j1 }
	mid := m.NewFunc("mid", ir.I32)
	mn := mid.AddParam("n", ir.I32)
	{
		entry, head, out := mid.NewBlock("entry"), mid.NewBlock("head"), mid.NewBlock("out")
		b := ir.NewBuilder(mid)
		b.SetBlock(entry)
		b.Br(head)
		b.SetBlock(head)
		j := b.Phi(ir.I32, ir.ConstInt(ir.I32, 0))
		x := b.Call(leaf, j)
		y := b.Call(leaf, x)
		j1 := b.Binary(ir.OpAdd, j, y)
		b.CondBr(b.ICmp(ir.PredSLT, j1, mn), head, out)
		j.AddArg(j1)
		b.SetBlock(out)
		b.Ret(j1)
	}
	k := m.NewFunc("k", ir.Void)
	k.Kernel = true
	p := k.AddParam("p", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	{
		b := ir.NewBuilder(k)
		b.SetBlock(k.NewBlock("entry"))
		b.Store(p, b.Call(mid, ir.ConstInt(ir.I32, 3)), false)
		b.Ret(nil)
	}
	verify(t, "before", m)
	if err := Inline(m); err != nil {
		t.Fatal(err)
	}
	verify(t, "after", m)
	for _, f := range m.Funcs {
		if calls := callsOf(f); len(calls) > 0 {
			t.Errorf("%s still has %d calls", f.Name, len(calls))
		}
	}
	// mid inlined leaf twice: two copies of each leaf block, names made unique.
	for _, name := range []string{"leaf.entry", "leaf.loop", "leaf.done", "leaf.exit", "leaf.entry.1", "leaf.loop.1", "leaf.exit.1"} {
		if mid.BlockByName(name) == nil {
			t.Errorf("mid has no block %s:\n%s", name, mid)
		}
	}
	// Allocas end up in the entry block, once per inlined copy.
	for _, f := range []*ir.Func{mid, k} {
		var inEntry, elsewhere int
		for _, blk := range f.Blocks {
			for _, i := range blk.Instrs {
				if i.Op == ir.OpAlloca {
					if blk == f.Entry() {
						inEntry++
					} else {
						elsewhere++
					}
				}
			}
		}
		if inEntry != 2 || elsewhere != 0 {
			t.Errorf("%s: %d allocas in the entry block and %d elsewhere, want 2 and 0:\n%s", f.Name, inEntry, elsewhere, f)
		}
	}
	if got := RemoveDeadFuncs(m); !cmp.Equal(got, []string{"leaf", "mid"}) {
		t.Errorf("RemoveDeadFuncs removed %v", got)
	}
	verify(t, "after RemoveDeadFuncs", m)
	MergeReturns(k)
	verify(t, "after MergeReturns", m)
	roundTrip(t, m)
}

// TestInlineNoReturn inlines a callee that never returns: the code after
// the call becomes unreachable and is removed.
func TestInlineNoReturn(t *testing.T) {
	m := ir.NewModule("t.cl")
	spin := m.NewFunc("spin", ir.I32)
	{
		b := ir.NewBuilder(spin)
		entry, loop := spin.NewBlock("entry"), spin.NewBlock("loop")
		b.SetBlock(entry)
		b.Br(loop)
		b.SetBlock(loop)
		b.Br(loop)
	}
	k := callerOf(m, m.NewFunc("dummy", ir.I32))
	// Re-point the call at spin (with no arguments).
	var call *ir.Instr
	k.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpCall {
			call = i
		}
	})
	call.RemoveArg(1)
	call.RemoveArg(0)
	call.SetCallee(spin)
	m.Funcs = []*ir.Func{spin, k}
	verify(t, "before", m)
	if err := Inline(m); err != nil {
		t.Fatal(err)
	}
	verify(t, "after", m)
	var names []string
	for _, blk := range k.Blocks {
		names = append(names, blk.Name)
	}
	if want := []string{"entry", "spin.entry", "spin.loop"}; !cmp.Equal(names, want) {
		t.Errorf("blocks %v, want %v:\n%s", names, want, k)
	}
}

func TestInlineVoidCallInLoop(t *testing.T) {
	m := ir.NewModule("t.cl")
	// bump(%p) { entry: atomic.add %p, 1; ret }
	bump := m.NewFunc("bump", ir.Void)
	bp := bump.AddParam("p", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	{
		b := ir.NewBuilder(bump)
		b.SetBlock(bump.NewBlock("entry"))
		b.Atomic(ir.AtomicAdd, bp, ir.ConstInt(ir.I32, 1))
		b.Ret(nil)
	}
	// k(%p) { entry: br loop; loop: %i = phi; call bump(%p); condbr .., loop, exit; exit: ret }
	k := m.NewFunc("k", ir.Void)
	k.Kernel = true
	p := k.AddParam("p", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	{
		b := ir.NewBuilder(k)
		entry, loop, exit := k.NewBlock("entry"), k.NewBlock("loop"), k.NewBlock("exit")
		b.SetBlock(entry)
		b.Br(loop)
		b.SetBlock(loop)
		i := b.Phi(ir.I32, ir.ConstInt(ir.I32, 0))
		b.Call(bump, p)
		i1 := b.Binary(ir.OpAdd, i, ir.ConstInt(ir.I32, 1))
		b.CondBr(b.ICmp(ir.PredSLT, i1, ir.ConstInt(ir.I32, 4)), loop, exit)
		i.AddArg(i1)
		b.SetBlock(exit)
		b.Ret(nil)
	}
	verify(t, "before", m)
	if err := Inline(m); err != nil {
		t.Fatal(err)
	}
	verify(t, "after", m)
	// The loop's back edge now comes from bump.exit.
	loop := k.BlockByName("loop")
	var preds []string
	for _, b := range loop.Preds {
		preds = append(preds, b.Name)
	}
	if want := []string{"entry", "bump.exit"}; !cmp.Equal(preds, want) {
		t.Errorf("loop preds %v, want %v:\n%s", preds, want, k)
	}
	roundTrip(t, m)
}

func TestInlineRecursion(t *testing.T) {
	tests := []struct {
		name  string
		build func(m *ir.Module)
		want  string
	}{
		{"self", func(m *ir.Module) {
			f := m.NewFunc("f", ir.Void)
			b := ir.NewBuilder(f)
			b.SetBlock(f.NewBlock("entry"))
			b.SetPos(ir.Pos{File: "r.cl", Line: 3, Col: 5})
			b.Call(f)
			b.Ret(nil)
		}, "r.cl:3:5: error: recursive call of f cannot be inlined (f -> f)"},
		{"mutual", func(m *ir.Module) {
			f := m.NewFunc("f", ir.Void)
			g := m.NewFunc("g", ir.Void)
			k := m.NewFunc("k", ir.Void)
			k.Kernel = true
			for _, x := range []struct {
				fn, callee *ir.Func
				line       int
			}{{k, f, 1}, {f, g, 2}, {g, f, 3}} {
				b := ir.NewBuilder(x.fn)
				b.SetBlock(x.fn.NewBlock("entry"))
				b.SetPos(ir.Pos{File: "r.cl", Line: x.line, Col: 1})
				b.Call(x.callee)
				b.Ret(nil)
			}
		}, "r.cl:3:1: error: recursive call of f cannot be inlined (f -> g -> f)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := ir.NewModule("r.cl")
			tt.build(m)
			before := m.String()
			err := Inline(m)
			if err == nil || err.Error() != tt.want {
				t.Fatalf("Inline error %v, want %q", err, tt.want)
			}
			if d := cmp.Diff(before, m.String()); d != "" {
				t.Errorf("a failed Inline changed the module:\n%s", d)
			}
		})
	}
}
