package loops

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/dom/domtest"
)

func names(bs []*ir.Block) string {
	var s []string
	for _, b := range bs {
		s = append(s, b.Name)
	}
	return strings.Join(s, " ")
}

func sortedNames(bs []*ir.Block) string {
	var s []string
	for _, b := range bs {
		s = append(s, b.Name)
	}
	sort.Strings(s)
	return strings.Join(s, " ")
}

// describe renders a forest in a stable, readable form.
func describe(fr *Forest) []string {
	var out []string
	for _, l := range fr.Loops {
		var ex []string
		for _, e := range l.Exiting {
			ex = append(ex, fmt.Sprintf("%s#%d", e.Block.Name, e.Succ))
		}
		parent := "-"
		if l.Parent != nil {
			parent = l.Parent.Header.Name
		}
		out = append(out, fmt.Sprintf("%s d%d red=%v parent=%s entries=[%s] blocks=[%s] latches=[%s] exits=[%s] exiting=[%s]",
			l.Header.Name, l.Depth, l.Reducible, parent, names(l.Entries), names(l.Blocks),
			names(l.Latches), names(l.Exits), strings.Join(ex, " ")))
	}
	return out
}

func TestHandWritten(t *testing.T) {
	tests := []struct {
		name string
		cfg  string
		want []string
	}{
		{
			name: "two entries into one cycle",
			cfg:  "e: a b; a: b x; b: a; x:",
			want: []string{"a d1 red=false parent=- entries=[a b] blocks=[a b] latches=[a b] exits=[x] exiting=[a#1]"},
		},
		{
			name: "nested loops, as opt prints them",
			cfg: "entry: loop inf; loop: loop num; num: inner; inner: inner latch; latch: num exit; exit:;" +
				" inf: inf2; inf2: inf inf3; inf3: inf2; dead: exit",
			want: []string{
				"inf d1 red=true parent=- entries=[inf] blocks=[inf inf2 inf3] latches=[inf2] exits=[] exiting=[]",
				"inf2 d2 red=true parent=inf entries=[inf2] blocks=[inf2 inf3] latches=[inf3] exits=[inf] exiting=[inf2#0]",
				"loop d1 red=true parent=- entries=[loop] blocks=[loop] latches=[loop] exits=[num] exiting=[loop#1]",
				"num d1 red=true parent=- entries=[num] blocks=[num inner latch] latches=[latch] exits=[exit] exiting=[latch#1]",
				"inner d2 red=true parent=num entries=[inner] blocks=[inner] latches=[inner] exits=[latch] exiting=[inner#1]",
			},
		},
		{
			name: "back edges to one header make one loop",
			cfg:  "e: h; h: a b; a: h; b: h x; x:",
			want: []string{"h d1 red=true parent=- entries=[h] blocks=[h b a] latches=[a b] exits=[x] exiting=[b#1]"},
		},
		{
			name: "natural self loop inside an irreducible cycle",
			cfg:  "e: a b; a: a b; b: a x; x:",
			want: []string{
				"a d1 red=false parent=- entries=[a b] blocks=[a b] latches=[a b] exits=[x] exiting=[b#1]",
				"a d2 red=true parent=a entries=[a] blocks=[a] latches=[a] exits=[b] exiting=[a#1]",
			},
		},
		{
			name: "natural and irreducible back edges to one header",
			cfg:  "e: h v; h: h v x; v: h; x:",
			want: []string{
				"h d1 red=false parent=- entries=[h v] blocks=[h v] latches=[h v] exits=[x] exiting=[h#2]",
				"h d2 red=true parent=h entries=[h] blocks=[h] latches=[h] exits=[v x] exiting=[h#1 h#2]",
			},
		},
		{
			name: "the entry block heads a loop",
			cfg:  "e: e x; x:",
			want: []string{"e d1 red=true parent=- entries=[e] blocks=[e] latches=[e] exits=[x] exiting=[e#1]"},
		},
		{
			name: "irreducible loop inside a natural loop",
			cfg:  "e: h; h: a b; a: b c; b: a c; c: h x; x:",
			want: []string{
				"h d1 red=true parent=- entries=[h] blocks=[h a b c] latches=[c] exits=[x] exiting=[c#1]",
				"a d2 red=false parent=h entries=[a b] blocks=[a b] latches=[a b] exits=[c] exiting=[a#1 b#1]",
			},
		},
		{
			name: "no loops; an unreachable cycle is ignored",
			cfg:  "e: a b; a: x; b: x; x:; d1: d2; d2: d1",
			want: nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := domtest.Parse(tt.cfg)
			fr := Analyze(f)
			if d := cmp.Diff(tt.want, describe(fr)); d != "" {
				t.Errorf("forest (-want +got):\n%s", d)
			}
			checkForest(t, f)
		})
	}
}

func TestQueries(t *testing.T) {
	f := domtest.Parse("e: h; h: a x; a: b; b: a h; x:")
	fr := Analyze(f)
	if Analyze(f) != fr {
		t.Fatal("forest not cached")
	}
	bl := f.BlockByName
	outer, inner := fr.LoopOf(bl("h")), fr.LoopOf(bl("a"))
	if outer == nil || inner == nil || inner.Parent != outer || outer.Header != bl("h") || inner.Header != bl("a") {
		t.Fatalf("forest: %v", describe(fr))
	}
	if !outer.Contains(bl("b")) || inner.Contains(bl("h")) || outer.Contains(bl("x")) || !outer.ContainsLoop(inner) || inner.ContainsLoop(outer) {
		t.Error("Contains wrong")
	}
	if fr.Depth(bl("b")) != 2 || fr.Depth(bl("h")) != 1 || fr.Depth(bl("e")) != 0 {
		t.Error("Depth wrong")
	}
	if got := fr.Headed(bl("a")); len(got) != 1 || got[0] != inner {
		t.Errorf("Headed(a) = %v", got)
	}
	if len(fr.Headed(bl("b"))) != 0 {
		t.Error("b heads a loop")
	}
	if got := inner.Exiting[0].String(); got != "b→h" {
		t.Errorf("inner exiting edge %s", got)
	}
	if got := outer.String(); got != "loop h" {
		t.Errorf("String = %q", got)
	}
	// A CFG edit drops the forest.
	bl("b").SetSucc(1, bl("x"))
	fr2 := Analyze(f)
	if fr2 == fr || len(fr2.Loops) != 1 {
		t.Errorf("after removing the outer back edge: %v", describe(fr2))
	}
}

// naturalLoops computes LLVM's loops the textbook way: for every header h
// with back edges u→h (h dominates u), h plus every reachable block that
// reaches a latch without passing through h.
func naturalLoops(f *ir.Func) map[string]string {
	dt := dom.Dominators(f)
	out := map[string]string{}
	for _, h := range f.Blocks {
		if !dt.Contains(h) {
			continue
		}
		var latches []*ir.Block
		for _, u := range h.Preds {
			if dt.Contains(u) && dt.Dominates(h, u) {
				latches = append(latches, u)
			}
		}
		if len(latches) == 0 {
			continue
		}
		in := map[*ir.Block]bool{h: true}
		work := latches
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if in[x] || !dt.Contains(x) {
				continue
			}
			in[x] = true
			work = append(work, x.Preds...)
		}
		var bs []*ir.Block
		for b := range in {
			bs = append(bs, b)
		}
		out[h.Name] = sortedNames(bs)
	}
	return out
}

// checkForest checks the forest of f against the definitions.
func checkForest(t *testing.T, f *ir.Func) {
	t.Helper()
	fr := Analyze(f)
	dt := dom.Dominators(f)
	// Reducible loops are exactly the natural loops.
	got := map[string]string{}
	for _, l := range fr.Loops {
		if l.Reducible {
			if _, dup := got[l.Header.Name]; dup {
				t.Errorf("two reducible loops headed by %s", l.Header)
			}
			got[l.Header.Name] = sortedNames(l.Blocks)
		}
	}
	if d := cmp.Diff(naturalLoops(f), got); d != "" {
		t.Errorf("reducible loops differ from natural loops (-want +got):\n%s", d)
	}
	inLoop := func(l *Loop) map[*ir.Block]bool {
		m := map[*ir.Block]bool{}
		for _, b := range l.Blocks {
			if m[b] {
				t.Errorf("%v lists %s twice", l, b)
			}
			m[b] = true
		}
		return m
	}
	for i, l := range fr.Loops {
		set := inLoop(l)
		if l.Blocks[0] != l.Header {
			t.Errorf("%v: Blocks[0] = %s", l, l.Blocks[0])
		}
		// Contains agrees with Blocks.
		for _, b := range f.Blocks {
			if l.Contains(b) != set[b] {
				t.Errorf("%v: Contains(%s) = %v", l, b, l.Contains(b))
			}
		}
		// Nesting.
		if l.Parent != nil {
			ps := inLoop(l.Parent)
			for b := range set {
				if !ps[b] {
					t.Errorf("%v not nested in its parent %v: %s", l, l.Parent, b)
				}
			}
			if len(l.Parent.Blocks) <= len(l.Blocks) {
				t.Errorf("%v not strictly inside %v", l, l.Parent)
			}
			if l.Depth != l.Parent.Depth+1 {
				t.Errorf("%v: depth %d, parent %d", l, l.Depth, l.Parent.Depth)
			}
			if fr.Loops[i-1] != l.Parent && !l.Parent.ContainsLoop(fr.Loops[i-1]) {
				t.Errorf("Loops not in preorder at %v", l)
			}
		} else if l.Depth != 1 {
			t.Errorf("%v: top-level loop at depth %d", l, l.Depth)
		}
		for j, m := range fr.Loops {
			if j != i && m.Parent == l.Parent {
				for _, b := range m.Blocks {
					if set[b] {
						t.Errorf("siblings %v and %v share %s", l, m, b)
					}
				}
			}
		}
		// Strongly connected.
		for _, b := range l.Blocks {
			if !reachesWithin(l.Header, b, set) || !reachesWithin(b, l.Header, set) {
				t.Errorf("%v: %s not strongly connected to the header", l, b)
			}
		}
		// Entries, reducibility, latches, exits, exiting.
		var entries, latches, exits []*ir.Block
		var exiting []Edge
		for _, b := range f.Blocks {
			if set[b] {
				e := b == f.Entry()
				for _, p := range b.Preds {
					if dt.Contains(p) && !set[p] {
						e = true
					}
				}
				if e {
					entries = append(entries, b)
				}
			}
		}
		isEntry := map[*ir.Block]bool{}
		for _, e := range entries {
			isEntry[e] = true
		}
		exitSeen := map[*ir.Block]bool{}
		for _, b := range f.Blocks {
			if !set[b] {
				for _, p := range b.Preds {
					if set[p] && !exitSeen[b] {
						exitSeen[b] = true
						exits = append(exits, b)
					}
				}
				continue
			}
			latch := false
			for k, s := range b.Succs {
				if !set[s] {
					exiting = append(exiting, Edge{b, k})
				}
				if isEntry[s] {
					latch = true
				}
			}
			if latch {
				latches = append(latches, b)
			}
		}
		if sortedNames(entries) != sortedNames(l.Entries) || l.Entries[0] != l.Header {
			t.Errorf("%v: entries [%s], want [%s] with the header first", l, names(l.Entries), names(entries))
		}
		if l.Reducible != (len(entries) == 1) {
			t.Errorf("%v: Reducible = %v with entries [%s]", l, l.Reducible, names(entries))
		}
		allDom := true
		for _, b := range l.Blocks {
			allDom = allDom && dt.Dominates(l.Header, b)
		}
		if allDom != l.Reducible {
			t.Errorf("%v: header dominates all = %v", l, allDom)
		}
		if names(latches) != names(l.Latches) {
			t.Errorf("%v: latches [%s], want [%s]", l, names(l.Latches), names(latches))
		}
		if names(exits) != names(l.Exits) {
			t.Errorf("%v: exits [%s], want [%s]", l, names(l.Exits), names(exits))
		}
		if fmt.Sprint(exiting) != fmt.Sprint(l.Exiting) {
			t.Errorf("%v: exiting %v, want %v", l, l.Exiting, exiting)
		}
	}
	// Every back edge u→h (h dominates u) is in a loop headed by h.
	for _, u := range f.Blocks {
		if !dt.Contains(u) {
			continue
		}
		for _, h := range u.Succs {
			if !dt.Dominates(h, u) {
				continue
			}
			ok := false
			for _, l := range fr.Headed(h) {
				ok = ok || (l.Contains(u) && l.Reducible)
			}
			if !ok {
				t.Errorf("back edge %s→%s in no loop headed by %s", u, h, h)
			}
		}
	}
	// Innermost loops; blocks on cycles are in loops; top-level loops are
	// the non-trivial strongly connected components.
	scc := sccs(f, dt)
	var tops []string
	for _, l := range fr.Top {
		tops = append(tops, sortedNames(l.Blocks))
	}
	sort.Strings(tops)
	if d := cmp.Diff(scc, tops); d != "" {
		t.Errorf("top-level loops differ from the SCCs (-want +got):\n%s", d)
	}
	for _, b := range f.Blocks {
		l := fr.LoopOf(b)
		if l == nil {
			continue
		}
		if !inLoop(l)[b] {
			t.Errorf("LoopOf(%s) = %v does not contain it", b, l)
		}
		for _, c := range l.Children {
			if c.Contains(b) {
				t.Errorf("LoopOf(%s) = %v, but child %v contains it", b, l, c)
			}
		}
	}
}

func reachesWithin(a, b *ir.Block, set map[*ir.Block]bool) bool {
	seen := map[*ir.Block]bool{a: true}
	work := []*ir.Block{a}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == b {
			return true
		}
		for _, s := range x.Succs {
			if set[s] && !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return false
}

// sccs returns the non-trivial strongly connected components of the
// reachable blocks (more than one block, or one with a self loop).
func sccs(f *ir.Func, dt *dom.Tree) []string {
	reach := map[*ir.Block]map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		if !dt.Contains(b) {
			continue
		}
		r := map[*ir.Block]bool{}
		work := append([]*ir.Block(nil), b.Succs...)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if !r[x] {
				r[x] = true
				work = append(work, x.Succs...)
			}
		}
		reach[b] = r
	}
	done := map[*ir.Block]bool{}
	var out []string
	for _, b := range f.Blocks {
		if !dt.Contains(b) || done[b] || !reach[b][b] {
			continue
		}
		var comp []*ir.Block
		for _, c := range f.Blocks {
			if dt.Contains(c) && (c == b || (reach[b][c] && reach[c][b])) {
				comp = append(comp, c)
				done[c] = true
			}
		}
		out = append(out, sortedNames(comp))
	}
	sort.Strings(out)
	return out
}

func TestRandom(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	irreducible := 0
	for i := 0; i < 3000; i++ {
		f := domtest.Random(r, 30)
		checkForest(t, f)
		if t.Failed() {
			t.Fatalf("graph %d:\n%s\nforest:\n%s", i, f, strings.Join(describe(Analyze(f)), "\n"))
		}
		for _, l := range Analyze(f).Loops {
			if !l.Reducible {
				irreducible++
				break
			}
		}
	}
	if irreducible < 300 {
		t.Errorf("only %d random graphs had an irreducible loop", irreducible)
	}
}

func TestStructuredAndIrreducible(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for i := 0; i < 60; i++ {
		for k, f := range []*ir.Func{domtest.Structured(r, 20+r.Intn(80), 3), domtest.Irreducible(r, 20+r.Intn(60), 6)} {
			checkForest(t, f)
			for _, l := range Analyze(f).Loops {
				if k == 0 && !l.Reducible {
					t.Errorf("structured CFG has an %v", l)
				}
			}
			if t.Failed() {
				t.Fatalf("graph %d:\n%s", i, f)
			}
		}
	}
}

func FuzzLoops(f *testing.F) {
	f.Add([]byte{5, 2, 1, 2, 1, 3, 1, 4, 0, 1, 1})
	f.Add([]byte{4, 2, 1, 2, 1, 2, 1, 1, 0})
	f.Add([]byte{8, 2, 1, 2, 2, 3, 4, 1, 1, 1, 5, 2, 6, 7, 1, 5, 0, 1, 6})
	f.Fuzz(func(t *testing.T, data []byte) {
		fn := domtest.FromBytes(data)
		checkForest(t, fn)
		if t.Failed() {
			t.Fatalf("graph:\n%s", fn)
		}
	})
}
