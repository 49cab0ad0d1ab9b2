package ir

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// buildSpin builds the spin lock of Fig. 1 of the SIMT-deadlock paper.
func buildSpin() *Module {
	m := NewModule("spin.cl")
	f := m.NewFunc("spin", Void)
	f.Kernel = true
	lock := f.AddParam("lock", PtrTo(I32, SpaceGlobal))
	ctr := f.AddParam("counter", PtrTo(I32, SpaceGlobal))
	entry, loop, crit, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("crit"), f.NewBlock("exit")
	b := NewBuilder(f)
	b.SetBlock(entry)
	b.SetPos(Pos{File: "spin.cl", Line: 3, Col: 5})
	b.Br(loop)
	b.SetBlock(loop)
	b.SetPos(Pos{File: "spin.cl", Line: 4, Col: 9})
	old := b.CmpXchg(lock, ConstInt(I32, 0), ConstInt(I32, 1))
	got := b.ICmp(PredEQ, old, ConstInt(I32, 0))
	b.CondBr(got, crit, loop)
	b.SetBlock(crit)
	v := b.Load(ctr, true)
	b.Store(ctr, b.Binary(OpAdd, v, ConstInt(I32, 1)), true)
	b.Atomic(AtomicXchg, lock, ConstInt(I32, 0))
	b.Br(exit)
	b.SetBlock(exit)
	b.Ret(nil)
	return m
}

func TestBuilderPrint(t *testing.T) {
	got := buildSpin().String()
	want := `; simtc IR
source "spin.cl"

kernel @spin(%lock: *global i32, %counter: *global i32) {
entry:
  br ^loop !3:5

loop:                    ; preds: entry, loop
  %0: i32 = cmpxchg %lock, i32 0, i32 1 !4:9
  %1: i1 = icmp.eq %0, i32 0 !4:9
  condbr %1, ^crit, ^loop !4:9

crit:                    ; preds: loop
  %2: i32 = load.volatile %counter !4:9
  %3: i32 = add %2, i32 1 !4:9
  store.volatile %counter, %3 !4:9
  %4: i32 = atomic.xchg %lock, i32 0 !4:9
  br ^exit !4:9

exit:                    ; preds: crit
  ret !4:9
}
`
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("print mismatch (-want +got):\n%s", d)
	}
}

func TestSetSuccAndRemoveUnreachable(t *testing.T) {
	m := buildSpin()
	f := m.Funcs[0]
	loop, crit, exit := f.BlockByName("loop"), f.BlockByName("crit"), f.BlockByName("exit")
	// Redirect loop's true edge straight to exit: crit becomes unreachable.
	loop.SetSucc(0, exit)
	if got := len(exit.Preds); got != 2 {
		t.Fatalf("exit has %d preds, want 2", got)
	}
	if !f.RemoveUnreachable() {
		t.Fatal("RemoveUnreachable removed nothing")
	}
	if f.BlockByName("crit") != nil || crit.Instrs != nil {
		t.Error("crit still present")
	}
	if got := len(exit.Preds); got != 1 || exit.Preds[0] != loop {
		t.Errorf("exit preds = %v, want [loop]", exit.Preds)
	}
	if s := f.String(); strings.Contains(s, "crit") {
		t.Errorf("printed function still mentions crit:\n%s", s)
	}
}

func TestCachedInvalidatedByCFGEdit(t *testing.T) {
	f := buildSpin().Funcs[0]
	type key struct{}
	n := 0
	get := func() int { return f.Cached(key{}, func() any { n++; return n }).(int) }
	if get() != 1 || get() != 1 {
		t.Fatal("cache recomputed without an edit")
	}
	f.BlockByName("loop").SetSucc(1, f.BlockByName("exit"))
	if get() != 2 {
		t.Error("cache survived a CFG edit")
	}
}

func TestReplaceAllUsesWith(t *testing.T) {
	f := buildSpin().Funcs[0]
	crit := f.BlockByName("crit")
	load, add := crit.Instrs[0], crit.Instrs[1]
	c := ConstInt(I32, 7)
	load.ReplaceAllUsesWith(c)
	if add.Args[0] != Value(c) || len(load.Uses()) != 0 {
		t.Fatalf("RAUW did not rewrite the add: %v", add.Args)
	}
	load.Remove()
	if crit.Instrs[0] != add {
		t.Error("load not removed")
	}
}

func TestNewBlockUniqueNames(t *testing.T) {
	f := NewModule("x").NewFunc("f", Void)
	var got []string
	for _, n := range []string{"bb", "bb.2", "bb", "bb", "bb", ""} {
		got = append(got, f.NewBlock(n).Name)
	}
	want := []string{"bb", "bb.2", "bb.1", "bb.3", "bb.4", "bb.5"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("block names (-want +got):\n%s", d)
	}
}
