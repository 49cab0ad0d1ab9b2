package minic

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/ir"
)

func TestDirectives(t *testing.T) {
	src := `// spin.cl: a header comment that mentions simtc:expect in passing.
//
// simtc:launch grid=2 block=64 lock=int32[1] counter=int32[1]
// simtc:expect counter=[128]
//	simtc:expect status=deadlock mech=pdom
#define N 4
kernel void k(volatile global int *lock, global int *counter)
{
    while (atomic_cmpxchg(lock, 0, 1) != 0) { // want "SIMT deadlock"
    }
    int q = '/' / 2; // a plain comment
    for (int i = 0; i < N; i++) { //simtc:allow deadlock
    }
    /* // want "in a block comment" */
    // simtc:allow deadlock
    *counter += 1; // note // want "after another comment"
    atomic_xchg(lock, 0);
}
#if 0
// simtc:expect never=[1]
#endif
`
	m := compileOK(t, src)
	pos := func(line, col int) ir.Pos { return ir.Pos{File: "k.cl", Line: line, Col: col} }
	want := []ir.Directive{
		{Kind: "launch", Text: "grid=2 block=64 lock=int32[1] counter=int32[1]", Pos: pos(3, 1)},
		{Kind: "expect", Text: "counter=[128]", Pos: pos(4, 1)},
		{Kind: "expect", Text: "status=deadlock mech=pdom", Pos: pos(5, 1)},
		{Kind: "want", Text: `"SIMT deadlock"`, Pos: pos(9, 47)},
		{Kind: "allow", Text: "deadlock", Pos: pos(12, 35)},
		{Kind: "allow", Text: "deadlock", Pos: pos(15, 5)},
		{Kind: "want", Text: `"after another comment"`, Pos: pos(16, 20)},
	}
	if diff := cmp.Diff(want, m.Directives); diff != "" {
		t.Errorf("directives (-want +got):\n%s", diff)
	}
}

func TestDirectivesSkipLiterals(t *testing.T) {
	text := "x = \"// want \\\"no\\\"\"; c = '\\''; // want \"yes\"\n/* // want \"no\"\n */ // simtc:expect a=[1]\n"
	got, errs := directives("f.cl", []byte(text))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	want := []ir.Directive{
		{Kind: "want", Text: `"yes"`, Pos: ir.Pos{File: "f.cl", Line: 1, Col: 33}},
		{Kind: "expect", Text: "a=[1]", Pos: ir.Pos{File: "f.cl", Line: 3, Col: 5}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("directives of %q (-want +got):\n%s", text, diff)
	}
}
