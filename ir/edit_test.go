package ir

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// countLoop builds: entry → head(phi i) → body → head | exit, returning i.
func countLoop() (*Func, *Instr) {
	m := NewModule("c.cl")
	f := m.NewFunc("count", I32)
	n := f.AddParam("n", I32)
	entry, head, body, exit := f.NewBlock("entry"), f.NewBlock("head"), f.NewBlock("body"), f.NewBlock("exit")
	b := NewBuilder(f)
	b.SetBlock(entry)
	b.Br(head)
	b.SetBlock(head)
	i := b.Phi(I32, ConstInt(I32, 0))
	b.CondBr(b.ICmp(PredSLT, i, n), body, exit)
	b.SetBlock(body)
	next := b.Binary(OpAdd, i, ConstInt(I32, 1))
	b.Br(head)
	i.AddArg(next)
	b.SetBlock(exit)
	b.Ret(i)
	return f, i
}

func names(bs []*Block) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Name)
	}
	return out
}

func TestSplitBlock(t *testing.T) {
	f, _ := countLoop()
	body := f.BlockByName("body")
	tail := f.SplitBlock(body, 1, "body.tail") // keep the add, move the br
	b := NewBuilder(f)
	b.SetBlock(body)
	b.Br(tail)
	if err := Verify(f); err != nil {
		t.Fatalf("after SplitBlock: %v\n%s", err, f)
	}
	if d := cmp.Diff([]string{"entry", "head", "body", "body.tail", "exit"}, names(f.Blocks)); d != "" {
		t.Errorf("layout (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"entry", "body.tail"}, names(f.BlockByName("head").Preds)); d != "" {
		t.Errorf("head preds (-want +got):\n%s", d)
	}
}

func TestInsertBlockBefore(t *testing.T) {
	f, i := countLoop()
	head := f.BlockByName("head")
	pre := f.InsertBlockBefore(head, "head.pre")
	b := NewBuilder(f)
	b.SetBlock(pre)
	b.Br(head)
	if err := Verify(f); err != nil {
		t.Fatalf("after InsertBlockBefore: %v\n%s", err, f)
	}
	if i.Block != pre || len(head.Phis()) != 0 {
		t.Errorf("the phi did not move to the new block")
	}
	if d := cmp.Diff([]string{"entry", "body"}, names(pre.Preds)); d != "" {
		t.Errorf("new block preds (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"entry", "head.pre", "head", "body", "exit"}, names(f.Blocks)); d != "" {
		t.Errorf("layout (-want +got):\n%s", d)
	}
}

func TestAddSwitchCase(t *testing.T) {
	f, i := countLoop()
	exit := f.BlockByName("exit")
	sw := f.InsertBlockBefore(exit, "sw")
	b := NewBuilder(f)
	b.SetBlock(sw)
	b.Switch(i, exit, nil, nil)
	sw.AddSwitchCase(7, f.BlockByName("head"))
	phi := f.BlockByName("head").Phis()[0]
	phi.SetArg(len(phi.Args)-1, ConstInt(I32, 100))
	if err := Verify(f); err != nil {
		t.Fatalf("after AddSwitchCase: %v\n%s", err, f)
	}
	if got := sw.Terminator().Cases(); len(got) != 1 || got[0] != 7 || sw.Succs[1].Name != "head" {
		t.Errorf("switch cases %v succs %v", got, names(sw.Succs))
	}
}

// TestReserveBlocks checks that the blocks made after ReserveBlocks are
// named as without it (duplicates get their suffix) and that the block
// list did not grow (one array for all of them).
func TestReserveBlocks(t *testing.T) {
	m := NewModule("t")
	f := m.NewFunc("f", Void)
	f.NewBlock("entry")
	f.ReserveBlocks(4)
	first := cap(f.Blocks)
	var names []string
	for _, n := range []string{"a", "entry", "a", ""} {
		names = append(names, f.NewBlock(n).Name)
	}
	if want := []string{"a", "entry.1", "a.1", "bb"}; !slices.Equal(names, want) {
		t.Errorf("names %q, want %q", names, want)
	}
	if cap(f.Blocks) != first || first < 5 {
		t.Errorf("block list capacity %d after reserving (5 needed), %d after the blocks", first, cap(f.Blocks))
	}
	f.ReserveBlocks(0) // nothing to do
	if len(f.Blocks) != 5 {
		t.Errorf("%d blocks, want 5", len(f.Blocks))
	}
}
