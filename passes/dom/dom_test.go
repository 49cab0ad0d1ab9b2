package dom

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom/domtest"
)

// idoms returns "block→idom" for every block in t, "-" for a nil idom, and
// blocks not in the tree left out.
func idoms(t *Tree) map[string]string {
	out := map[string]string{}
	for _, b := range t.Func().Blocks {
		if !t.Contains(b) {
			continue
		}
		if d := t.IDom(b); d != nil {
			out[b.Name] = d.Name
		} else {
			out[b.Name] = "-"
		}
	}
	return out
}

func names(bs []*ir.Block) string {
	var s []string
	for _, b := range bs {
		s = append(s, b.Name)
	}
	return strings.Join(s, " ")
}

func TestHandWritten(t *testing.T) {
	tests := []struct {
		name      string
		cfg       string
		dom, pdom map[string]string
		roots     string // post-dominator roots
	}{
		{
			name:  "diamond",
			cfg:   "entry: a b; a: c; b: c; c:",
			dom:   map[string]string{"entry": "-", "a": "entry", "b": "entry", "c": "entry"},
			pdom:  map[string]string{"entry": "c", "a": "c", "b": "c", "c": "-"},
			roots: "c",
		},
		{
			name:  "unreachable block: not dominated, but post-dominated",
			cfg:   "entry: x; x:; dead: x",
			dom:   map[string]string{"entry": "-", "x": "entry"},
			pdom:  map[string]string{"entry": "x", "x": "-", "dead": "x"},
			roots: "x",
		},
		{
			// opt-14 -passes='print<postdomtree>' on the same CFG: roots
			// %exit %inf3.
			name: "exits, nested loops and an infinite loop",
			cfg: "entry: loop inf; loop: loop num; num: inner; inner: inner latch; latch: num exit; exit:;" +
				" inf: inf2; inf2: inf inf3; inf3: inf2; dead: exit",
			dom: map[string]string{"entry": "-", "loop": "entry", "num": "loop", "inner": "num", "latch": "inner",
				"exit": "latch", "inf": "entry", "inf2": "inf", "inf3": "inf2"},
			pdom: map[string]string{"exit": "-", "latch": "exit", "inner": "latch", "num": "inner", "loop": "num",
				"dead": "exit", "entry": "-", "inf3": "-", "inf2": "inf3", "inf": "inf2"},
			roots: "exit inf3",
		},
		{
			// The furthest-away block of the forward walk from a is x
			// (successors are visited last-in-layout first), but x reaches
			// the later root y, so LLVM drops x and keeps y only.
			name:  "redundant non-trivial root",
			cfg:   "a: x y; x: y; y: y",
			dom:   map[string]string{"a": "-", "x": "a", "y": "a"},
			pdom:  map[string]string{"a": "y", "x": "y", "y": "-"},
			roots: "y",
		},
		{
			name:  "self loop at the entry",
			cfg:   "e: e x; x:",
			dom:   map[string]string{"e": "-", "x": "e"},
			pdom:  map[string]string{"e": "x", "x": "-"},
			roots: "x",
		},
		{
			name:  "only an infinite loop",
			cfg:   "a: b; b: c; c: b",
			dom:   map[string]string{"a": "-", "b": "a", "c": "b"},
			pdom:  map[string]string{"a": "b", "b": "c", "c": "-"},
			roots: "c",
		},
		{
			name:  "irreducible",
			cfg:   "e: a b; a: b x; b: a; x:",
			dom:   map[string]string{"e": "-", "a": "e", "b": "e", "x": "a"},
			pdom:  map[string]string{"e": "a", "a": "x", "b": "a", "x": "-"},
			roots: "x",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := domtest.Parse(tt.cfg)
			if d := cmp.Diff(tt.dom, idoms(Dominators(f))); d != "" {
				t.Errorf("idom (-want +got):\n%s", d)
			}
			pt := PostDominators(f)
			if d := cmp.Diff(tt.pdom, idoms(pt)); d != "" {
				t.Errorf("ipdom (-want +got):\n%s", d)
			}
			if got := names(pt.Roots()); got != tt.roots {
				t.Errorf("post-dominator roots = %q, want %q", got, tt.roots)
			}
		})
	}
}

func TestQueries(t *testing.T) {
	f := domtest.Parse("entry: a b; a: c; b: c d; c: e; d: e; e:; dead: e")
	dt := Dominators(f)
	bl := f.BlockByName
	if !dt.Dominates(bl("entry"), bl("e")) || !dt.Dominates(bl("b"), bl("b")) || dt.Dominates(bl("a"), bl("c")) {
		t.Error("Dominates wrong")
	}
	if dt.StrictlyDominates(bl("b"), bl("b")) || !dt.StrictlyDominates(bl("entry"), bl("d")) {
		t.Error("StrictlyDominates wrong")
	}
	if dt.Contains(bl("dead")) || dt.Dominates(bl("dead"), bl("dead")) || dt.IDom(bl("dead")) != nil {
		t.Error("unreachable block in the dominator tree")
	}
	if got := names(dt.Children(bl("entry"))); got != "a b c e" {
		t.Errorf("Children(entry) = %q", got)
	}
	if got := names(dt.Children(bl("b"))); got != "d" {
		t.Errorf("Children(b) = %q", got)
	}
	if got := names(dt.Children(nil)); got != "entry" {
		t.Errorf("Children(nil) = %q", got)
	}
	if got := names(dt.PreOrder()); got != "entry a b d c e" {
		t.Errorf("PreOrder = %q", got)
	}
	if dt.Depth(bl("entry")) != 0 || dt.Depth(bl("d")) != 2 || dt.Depth(bl("dead")) != -1 {
		t.Error("Depth wrong")
	}
	if got := dt.NCA(bl("d"), bl("a")); got != bl("entry") {
		t.Errorf("NCA(d, a) = %v", got)
	}
	pt := PostDominators(f)
	if !pt.Dominates(bl("e"), bl("entry")) || pt.Dominates(bl("c"), bl("b")) {
		t.Error("post-Dominates wrong")
	}
	if got := pt.NCA(bl("c"), bl("d")); got != bl("e") {
		t.Errorf("post NCA(c, d) = %v", got)
	}
	if pt.Depth(bl("e")) != 1 || pt.Depth(bl("c")) != 2 {
		t.Error("post Depth wrong")
	}
	if got := names(RPO(f)); got != "entry b d a c e" {
		t.Errorf("RPO = %q", got)
	}
	if got := names(PostOrder(f)); got != "e c a d b entry" {
		t.Errorf("PostOrder = %q", got)
	}
	s := DFS(f)
	if got := names(s.Order); got != "entry a c e b d" {
		t.Errorf("DFS order = %q", got)
	}
	if s.Pre(bl("dead")) != -1 || s.Pre(bl("c")) != 2 || s.Parent[s.Pre(bl("d"))] != int32(s.Pre(bl("b"))) {
		t.Error("DFS numbering wrong")
	}
	if len(s.EdgeFrom) != 7 || len(s.Post) != 6 {
		t.Errorf("DFS has %d edges and %d postorder entries", len(s.EdgeFrom), len(s.Post))
	}
	fr := Frontier(f)
	for b, want := range map[string]string{"entry": "", "a": "c", "b": "c e", "c": "e", "d": "e", "e": ""} {
		if got := names(fr.Of(bl(b))); got != want {
			t.Errorf("DF(%s) = %q, want %q", b, got, want)
		}
	}
	if got := names(IteratedFrontier(f, []*ir.Block{bl("a")})); got != "c e" {
		t.Errorf("DF+(a) = %q", got)
	}
}

func TestCachedAndInvalidated(t *testing.T) {
	f := domtest.Parse("entry: a b; a: c; b: c; c:")
	d1, p1, r1 := Dominators(f), PostDominators(f), RPO(f)
	if Dominators(f) != d1 || PostDominators(f) != p1 || &RPO(f)[0] != &r1[0] {
		t.Fatal("analyses not cached")
	}
	a, c := f.BlockByName("a"), f.BlockByName("c")
	f.BlockByName("entry").SetSucc(1, c) // entry → a, c; b is now unreachable
	_ = a
	d2 := Dominators(f)
	if d2 == d1 {
		t.Fatal("dominator tree survived a CFG edit")
	}
	if d2.Contains(f.BlockByName("b")) || d2.IDom(c) != f.BlockByName("entry") {
		t.Errorf("recomputed tree wrong: %v", idoms(d2))
	}
	if PostDominators(f) == p1 {
		t.Error("post-dominator tree survived a CFG edit")
	}
}

// checkAgainstNaive compares the fast trees of f with the naive ones and
// returns a description of the first difference, or "".
func checkAgainstNaive(f *ir.Func) string {
	dt := Dominators(f)
	nd, in := naiveDom(f)
	for _, b := range f.Blocks {
		if dt.Contains(b) != in[b.ID] {
			return fmt.Sprintf("dom: Contains(%s) = %v, naive %v", b, dt.Contains(b), in[b.ID])
		}
		got := -1
		if d := dt.IDom(b); d != nil {
			got = d.ID
		}
		if got != nd[b.ID] {
			return fmt.Sprintf("dom: idom(%s) = %d, naive %d", b, got, nd[b.ID])
		}
	}
	pt := PostDominators(f)
	np, nroots := naivePostDom(f)
	for _, b := range f.Blocks {
		if !pt.Contains(b) {
			return fmt.Sprintf("postdom: %s not in the tree", b)
		}
		got := -1
		if d := pt.IDom(b); d != nil {
			got = d.ID
		}
		if got != np[b.ID] {
			return fmt.Sprintf("postdom: ipdom(%s) = %d, naive %d", b, got, np[b.ID])
		}
	}
	fr, nr := names(sorted(pt.Roots())), names(sorted(nroots))
	if fr != nr {
		return fmt.Sprintf("postdom roots %q, naive %q", fr, nr)
	}
	for _, b := range pt.Children(nil) {
		if len(b.Succs) == 0 && !containsBlock(nroots, b) {
			return fmt.Sprintf("postdom: exit %s is not a root", b)
		}
	}
	return ""
}

func containsBlock(bs []*ir.Block, b *ir.Block) bool {
	for _, x := range bs {
		if x == b {
			return true
		}
	}
	return false
}

func sorted(bs []*ir.Block) []*ir.Block {
	out := append([]*ir.Block(nil), bs...)
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// ancestors lists b and its idom chain in t.
func ancestors(t *Tree, b *ir.Block) map[*ir.Block]bool {
	out := map[*ir.Block]bool{}
	for x := b; x != nil; x = t.IDom(x) {
		out[x] = true
	}
	return out
}

// TestRandomAgainstNaive checks the trees and their queries against the
// naive definitions on 4,000 random CFGs of 40 blocks (1,000 with -short).
func TestRandomAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := 4000
	if testing.Short() {
		n = 1000
	}
	for i := 0; i < n; i++ {
		f := domtest.Random(r, 40)
		if msg := checkAgainstNaive(f); msg != "" {
			t.Fatalf("graph %d: %s\n%s", i, msg, f)
		}
		checkQueries(t, f)
		if t.Failed() {
			t.Fatalf("graph %d:\n%s", i, f)
		}
	}
}

// checkQueries checks Dominates, NCA, Depth, RPO and Frontier against their
// definitions in terms of IDom.
func checkQueries(t *testing.T, f *ir.Func) {
	t.Helper()
	for _, tr := range []*Tree{Dominators(f), PostDominators(f)} {
		anc := map[*ir.Block]map[*ir.Block]bool{}
		for _, b := range f.Blocks {
			if tr.Contains(b) {
				anc[b] = ancestors(tr, b)
				if tr.Depth(b) != len(anc[b])-1+btoi(tr.IsPost()) {
					t.Errorf("post=%v: Depth(%s) = %d, chain %d", tr.IsPost(), b, tr.Depth(b), len(anc[b]))
				}
			}
		}
		for _, a := range f.Blocks {
			for _, b := range f.Blocks {
				want := anc[b] != nil && anc[b][a]
				if got := tr.Dominates(a, b); got != want {
					t.Errorf("post=%v: Dominates(%s, %s) = %v", tr.IsPost(), a, b, got)
				}
				if anc[a] == nil || anc[b] == nil {
					continue
				}
				var nca *ir.Block
				for x := a; x != nil; x = tr.IDom(x) {
					if anc[b][x] {
						nca = x
						break
					}
				}
				if got := tr.NCA(a, b); got != nca {
					t.Errorf("post=%v: NCA(%s, %s) = %v, want %v", tr.IsPost(), a, b, got, nca)
				}
			}
		}
	}
	// RPO: every reachable block once; forward edges go forward.
	dt := Dominators(f)
	pos := map[*ir.Block]int{}
	for k, b := range RPO(f) {
		pos[b] = k
	}
	for _, b := range f.Blocks {
		if _, ok := pos[b]; ok != dt.Contains(b) {
			t.Errorf("RPO has %s: %v, reachable %v", b, ok, dt.Contains(b))
		}
		for _, s := range b.Succs {
			if dt.Contains(b) && pos[s] <= pos[b] && !reaches(s, b) {
				t.Errorf("RPO: edge %s→%s goes backward but is not in a cycle", b, s)
			}
		}
	}
	// Frontier by definition.
	fr := Frontier(f)
	for _, x := range f.Blocks {
		if !dt.Contains(x) {
			continue
		}
		var want []*ir.Block
		for _, y := range f.Blocks {
			if !dt.Contains(y) || dt.StrictlyDominates(x, y) {
				continue
			}
			for _, p := range y.Preds {
				if dt.Dominates(x, p) {
					want = append(want, y)
					break
				}
			}
		}
		if got, w := names(fr.Of(x)), names(want); got != w {
			t.Errorf("DF(%s) = %q, want %q", x, got, w)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// reaches reports whether there is a path of at least one edge from a to b.
func reaches(a, b *ir.Block) bool {
	seen := map[*ir.Block]bool{}
	work := append([]*ir.Block(nil), a.Succs...)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == b {
			return true
		}
		if !seen[x] {
			seen[x] = true
			work = append(work, x.Succs...)
		}
	}
	return false
}

func TestStructuredAndIrreducibleAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 100; i++ {
		for _, f := range []*ir.Func{domtest.Structured(r, 20+r.Intn(100), 4), domtest.Irreducible(r, 20+r.Intn(100), 8)} {
			if msg := checkAgainstNaive(f); msg != "" {
				t.Fatalf("graph %d: %s\n%s", i, msg, f)
			}
		}
	}
}

func FuzzDominators(f *testing.F) {
	f.Add([]byte{5, 2, 1, 2, 1, 3, 1, 4, 0, 1, 1})
	f.Add([]byte{3, 1, 1, 1, 2, 1, 1})
	f.Add([]byte{8, 2, 1, 2, 2, 3, 4, 1, 1, 1, 5, 2, 6, 7, 1, 5, 0, 1, 6})
	f.Fuzz(func(t *testing.T, data []byte) {
		fn := domtest.FromBytes(data)
		if msg := checkAgainstNaive(fn); msg != "" {
			t.Fatalf("%s\n%s", msg, fn)
		}
	})
}

// TestEditedAgainstNaive checks functions whose block IDs are not in
// layout order (blocks inserted by InsertBlockBefore) and have holes
// (blocks deleted by RemoveUnreachable), which take other paths through
// the flow graph's construction.
func TestEditedAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 2000; i++ {
		f := domtest.Random(r, 40)
		if r.Intn(2) == 0 {
			f.RemoveUnreachable()
		}
		b := ir.NewBuilder(f)
		for k := r.Intn(4); k > 0 && len(f.Blocks) > 1; k-- {
			at := f.Blocks[1+r.Intn(len(f.Blocks)-1)]
			nb := f.InsertBlockBefore(at, "ins")
			b.SetBlock(nb)
			b.Br(at)
		}
		if msg := checkAgainstNaive(f); msg != "" {
			t.Fatalf("graph %d: %s\n%s", i, msg, f)
		}
		checkQueries(t, f)
		if t.Failed() {
			t.Fatalf("graph %d:\n%s", i, f)
		}
	}
}
