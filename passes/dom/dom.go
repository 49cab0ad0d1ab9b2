package dom

import (
	"sync"

	"github.com/simtc/simtc/ir"
)

// Cache keys; unexported types so that no other package can collide.
type (
	domKey     struct{}
	postdomKey struct{}
	dfsKey     struct{}
	rpoKey     struct{}
	frontKey   struct{}
)

// none marks a missing block index in the int32 slices below.
const none = -1

// Tree is a dominator or post-dominator tree of a function. Its methods
// take blocks of that function; the result for a block that was added
// after the tree was computed is undefined (the tree is dropped from the
// cache by the edit that added it, so ask again).
type Tree struct {
	f    *ir.Func
	post bool

	idom  []int32 // by block ID: the immediate (post)dominator's ID, or none
	pre   []int32 // by block ID: preorder number in the tree, 1-based; 0 when not in the tree
	last  []int32 // by block ID: the largest preorder number in the block's subtree
	depth []int32 // by block ID

	// Children in CSR form: the IDs of the children of the block with ID i
	// are kidIDs[kidStart[i]:kidStart[i+1]]; slot NumBlocks holds the
	// children of the (virtual) root: the entry, or the post-dominator
	// tree's roots. kids holds the blocks themselves, filled on the first
	// call of Children (few clients ask).
	kidStart []int32
	kidIDs   []int32
	kidsOnce sync.Once
	kids     []*ir.Block
	blocks   []*ir.Block // by ID
	roots    []*ir.Block
}

// Dominators returns the dominator tree of f, computing it if f's CFG
// changed since it was last asked for.
func Dominators(f *ir.Func) *Tree {
	return f.Cached(domKey{}, func() any { return buildDom(f) }).(*Tree)
}

// PostDominators returns the post-dominator tree of f, rooted at a virtual
// exit (see the package documentation for which blocks it joins).
func PostDominators(f *ir.Func) *Tree {
	return f.Cached(postdomKey{}, func() any { return buildPostDom(f) }).(*Tree)
}

// Func returns the function the tree belongs to.
func (t *Tree) Func() *ir.Func { return t.f }

// IsPost reports whether t is a post-dominator tree.
func (t *Tree) IsPost() bool { return t.post }

// Contains reports whether b is in the tree: for dominators, whether it is
// reachable from the entry; post-dominator trees contain every block.
func (t *Tree) Contains(b *ir.Block) bool { return b.ID < len(t.pre) && t.pre[b.ID] != 0 }

// IDom returns b's immediate dominator (immediate post-dominator for a
// post-dominator tree). It is nil for the entry, for blocks not in the tree,
// and, in a post-dominator tree, for blocks whose immediate post-dominator
// is the virtual exit.
func (t *Tree) IDom(b *ir.Block) *ir.Block {
	if b.ID >= len(t.idom) {
		return nil
	}
	if d := t.idom[b.ID]; d != none {
		return t.blocks[d]
	}
	return nil
}

// Dominates reports whether a dominates b (post-dominates, for a
// post-dominator tree). Every block in the tree dominates itself; a block
// not in the tree neither dominates nor is dominated.
func (t *Tree) Dominates(a, b *ir.Block) bool {
	if !t.Contains(a) || !t.Contains(b) {
		return false
	}
	pa, pb := t.pre[a.ID], t.pre[b.ID]
	return pa <= pb && pb <= t.last[a.ID]
}

// StrictlyDominates reports whether a dominates b and a != b.
func (t *Tree) StrictlyDominates(a, b *ir.Block) bool { return a != b && t.Dominates(a, b) }

// Children returns the blocks b immediately dominates, in layout order
// (the order of Func.Blocks). Children(nil) returns the children of the
// tree's root: the entry block of a dominator tree (none for a function
// without blocks), and for a post-dominator tree the blocks whose
// immediate post-dominator is the virtual exit. The slice must not be
// modified.
func (t *Tree) Children(b *ir.Block) []*ir.Block {
	if b != nil && !t.Contains(b) {
		return nil
	}
	t.kidsOnce.Do(func() {
		t.kids = make([]*ir.Block, len(t.kidIDs))
		for k, id := range t.kidIDs {
			t.kids[k] = t.blocks[id]
		}
	})
	i := len(t.kidStart) - 2
	if b != nil {
		i = b.ID
	}
	return t.kids[t.kidStart[i]:t.kidStart[i+1]:t.kidStart[i+1]]
}

// Roots returns the blocks the tree grows from: the entry for a dominator
// tree; for a post-dominator tree, the blocks the virtual exit joins (see
// the package documentation): the blocks without successors in layout
// order, then the roots chosen for regions that cannot reach them. This is
// what opt prints after "Roots:" (LLVM may order the non-trivial ones
// differently). The slice must not be modified.
func (t *Tree) Roots() []*ir.Block { return t.roots }

// Depth returns the number of tree edges between b and the tree's root:
// 0 for the entry of a dominator tree, 1 for the roots of a post-dominator
// tree (the virtual exit has depth 0). It is -1 for blocks not in the tree.
func (t *Tree) Depth(b *ir.Block) int {
	if !t.Contains(b) {
		return -1
	}
	return int(t.depth[b.ID])
}

// NCA returns the nearest common ancestor of a and b in the tree: the
// closest block that dominates (post-dominates) both. It is nil when that
// is the virtual exit of a post-dominator tree or when a or b is not in
// the tree.
func (t *Tree) NCA(a, b *ir.Block) *ir.Block {
	if !t.Contains(a) || !t.Contains(b) {
		return nil
	}
	x, y := int32(a.ID), int32(b.ID)
	for t.depth[x] > t.depth[y] {
		x = t.idom[x]
	}
	for t.depth[y] > t.depth[x] {
		y = t.idom[y]
	}
	for x != y {
		x, y = t.idom[x], t.idom[y]
		if x == none || y == none {
			return nil
		}
	}
	return t.blocks[x]
}

// PreOrder returns the blocks of the tree in depth-first preorder, children
// in layout order.
func (t *Tree) PreOrder() []*ir.Block {
	out := make([]*ir.Block, 0, len(t.f.Blocks))
	n := int32(len(t.kidStart) - 2)
	stack := []int32{n}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x != n {
			out = append(out, t.blocks[x])
		}
		ks := t.kidIDs[t.kidStart[x]:t.kidStart[x+1]]
		for k := len(ks) - 1; k >= 0; k-- {
			stack = append(stack, ks[k])
		}
	}
	return out
}

// newTree builds the query structures of a tree from idom (by block ID,
// none for the root's children and for blocks not in the tree). The tree
// holds the blocks of g's layout that have reach[ID] != 0, or all of them
// when reach is nil. s1 and s2 are scratch with room for every block in
// the tree.
func newTree(f *ir.Func, g *flow, post bool, idom, reach []int32, roots []*ir.Block, s1, s2 []int32) *Tree {
	n := len(g.byID)
	t := &Tree{f: f, post: post, idom: idom, blocks: g.byID, roots: roots}
	// Children, in layout order: count, prefix-sum, place (kidStart[p]
	// serves as row p's cursor, then everything shifts back one row).
	kidStart := make([]int32, n+2)
	nk := 0
	for _, id := range g.layout {
		if reach == nil || reach[id] != 0 {
			p := idom[id]
			if p == none {
				p = int32(n)
			}
			kidStart[p+1]++
			nk++
		}
	}
	for i := 1; i < n+2; i++ {
		kidStart[i] += kidStart[i-1]
	}
	kidIDs := make([]int32, nk)
	for _, id := range g.layout {
		if reach == nil || reach[id] != 0 {
			p := idom[id]
			if p == none {
				p = int32(n)
			}
			k := kidStart[p]
			kidIDs[k] = id
			kidStart[p] = k + 1
		}
	}
	copy(kidStart[1:], kidStart[:n+1])
	kidStart[0] = 0
	t.kidStart, t.kidIDs = kidStart, kidIDs

	// Preorder numbers and depths by an explicit-stack walk from the root
	// (children pushed last first), then the subtrees' last numbers in
	// reverse preorder, children before parents.
	t.pre = make([]int32, n)
	t.last = make([]int32, n)
	t.depth = make([]int32, n)
	base := int32(0)
	if post {
		base = 1
	}
	stack, order := s1[:nk], s2[:nk]
	sp := 0
	push := func(x int) {
		for j := kidStart[x+1] - 1; j >= kidStart[x]; j-- {
			stack[sp] = kidIDs[j]
			sp++
		}
	}
	push(n)
	num := int32(0)
	for sp > 0 {
		sp--
		x := stack[sp]
		order[num] = x
		num++
		t.pre[x] = num
		if p := idom[x]; p != none {
			t.depth[x] = t.depth[p] + 1
		} else {
			t.depth[x] = base
		}
		push(int(x))
	}
	for j := num - 1; j >= 0; j-- {
		x := order[j]
		if t.last[x] < t.pre[x] {
			t.last[x] = t.pre[x]
		}
		if p := idom[x]; p != none && t.last[p] < t.last[x] {
			t.last[p] = t.last[x]
		}
	}
	return t
}
