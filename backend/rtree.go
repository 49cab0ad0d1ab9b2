package backend

// Trees over the leaves of the interference graph (interference.go), the
// simple short registers in order of definition. A long register's
// implicit edges are its leaf ranges, so what colouring and the spill
// choice ask about them are range queries:
//
//   - minTree: each leaf's degree, with a range add when a long register
//     leaves the graph, and every leaf whose degree fell below a bound;
//   - alarms: the leaves still in the graph per node, so that a long
//     register's implicit degree is a sum over its O(log n) canonical
//     nodes, and an alarm when it may have fallen below a bound (the
//     threshold is split over the nodes and re-split whenever one node
//     has used up its share, so a register is looked at O(k log t) times
//     for k nodes and a margin of t);
//   - maskTree: colour sets, on canonical nodes (the colours of the long
//     registers covering a leaf are those on its path to the root) or
//     per group of 64 leaves (the colours of the leaves in a range).
//
// All are iterative segment trees: node 1 is the root, the leaves of a
// tree of size s (a power of two) are s … 2s-1.

// treeSize returns the smallest power of two that is at least n (and 1).
func treeSize(n int) int {
	s := 1
	for s < n {
		s <<= 1
	}
	return s
}

// canonical appends to out the canonical nodes of leaf range [lo, hi) in a
// tree of size s.
func canonical(out []int32, s, lo, hi int) []int32 {
	for l, r := lo+s, hi+s; l < r; l, r = l>>1, r>>1 {
		if l&1 == 1 {
			out = append(out, int32(l))
			l++
		}
		if r&1 == 1 {
			r--
			out = append(out, int32(r))
		}
	}
	return out
}

// minTree holds an int32 per leaf under range adds, with the minimum of
// each subtree: a leaf's value is mn[leaf] plus the lz of its ancestors,
// and mn[x] = min(mn[2x], mn[2x+1]) + lz[x].
type minTree struct {
	s      int
	mn, lz []int32
}

// inf is a leaf's value once it has left the tree; range adds never bring
// it down to a real bound.
const inf = 1 << 30

func newMinTree(vals []int32) *minTree {
	s := treeSize(len(vals))
	t := &minTree{s: s, mn: make([]int32, 2*s), lz: make([]int32, 2*s)}
	for i := range t.mn[s:] {
		t.mn[s+i] = inf
	}
	copy(t.mn[s:], vals)
	for x := s - 1; x >= 1; x-- {
		t.mn[x] = min(t.mn[2*x], t.mn[2*x+1])
	}
	return t
}

// pull recomputes the ancestors of node x, stopping where nothing changes.
func (t *minTree) pull(x int) {
	for x >>= 1; x >= 1; x >>= 1 {
		v := min(t.mn[2*x], t.mn[2*x+1]) + t.lz[x]
		if v == t.mn[x] {
			return
		}
		t.mn[x] = v
	}
}

// value returns leaf i's value.
func (t *minTree) value(i int) int32 {
	x := t.s + i
	v := t.mn[x]
	for x >>= 1; x >= 1; x >>= 1 {
		v += t.lz[x]
	}
	return v
}

// add adds v to leaf i and returns its new value.
func (t *minTree) add(i int, v int32) int32 {
	x := t.s + i
	t.mn[x] += v
	t.pull(x)
	return t.value(i)
}

// remove takes leaf i out (its value becomes inf).
func (t *minTree) remove(i int) {
	above := t.value(i) - t.mn[t.s+i]
	t.mn[t.s+i] = inf - above
	t.pull(t.s + i)
}

// rangeAdd adds v to the leaves in [lo, hi).
func (t *minTree) rangeAdd(lo, hi int, v int32) {
	if lo >= hi {
		return
	}
	for l, r := lo+t.s, hi+t.s; l < r; l, r = l>>1, r>>1 {
		if l&1 == 1 {
			t.mn[l] += v
			t.lz[l] += v
			l++
		}
		if r&1 == 1 {
			r--
			t.mn[r] += v
			t.lz[r] += v
		}
	}
	t.fix(lo + t.s)
	t.fix(hi - 1 + t.s)
}

// fix recomputes every ancestor of node x.
func (t *minTree) fix(x int) {
	for x >>= 1; x >= 1; x >>= 1 {
		t.mn[x] = min(t.mn[2*x], t.mn[2*x+1]) + t.lz[x]
	}
}

// below appends to out every leaf in [lo, hi) whose value is less than
// bound, and takes it out.
func (t *minTree) below(out []int32, lo, hi int, bound int32) []int32 {
	if lo >= hi {
		return out
	}
	var nodes [64]int32
	for _, x := range canonical(nodes[:0], t.s, lo, hi) {
		above := int32(0)
		for y := int(x) >> 1; y >= 1; y >>= 1 {
			above += t.lz[y]
		}
		if t.mn[x]+above < bound {
			out = t.collect(out, int(x), above, bound)
			t.fix(int(x))
		}
	}
	return out
}

// collect appends the leaves under x whose value is less than bound
// (above: the lz of x's strict ancestors), takes them out and recomputes
// x's subtree (not its ancestors).
func (t *minTree) collect(out []int32, x int, above, bound int32) []int32 {
	if x >= t.s {
		out = append(out, int32(x-t.s))
		t.mn[x] = inf - above
		return out
	}
	a := above + t.lz[x]
	if t.mn[2*x]+a < bound {
		out = t.collect(out, 2*x, a, bound)
	}
	if t.mn[2*x+1]+a < bound {
		out = t.collect(out, 2*x+1, a, bound)
	}
	t.mn[x] = min(t.mn[2*x], t.mn[2*x+1]) + t.lz[x]
	return out
}

// alarms counts the leaves still in the graph per node and watches sums
// of them: watcher l (a long register) has a list of canonical nodes and
// asks to be told when their sum may have fallen below a bound.
type alarms struct {
	s     int
	alive []int32 // by node: leaves under it still in the graph
	heap  []int32 // by node: index+1 of its watch heap in heaps, 0 for none
	heaps [][]watch
	ver   []int32 // by watcher: current arming (older watches are stale)
}

// watch asks for watcher l (armed as ver) when alive[node] <= at.
type watch struct {
	at, l, ver int32
}

func newAlarms(leaves, watchers int) *alarms {
	s := treeSize(leaves)
	a := &alarms{s: s, alive: make([]int32, 2*s), heap: make([]int32, 2*s), ver: make([]int32, watchers)}
	for i := 0; i < leaves; i++ {
		a.alive[s+i] = 1
	}
	for x := s - 1; x >= 1; x-- {
		a.alive[x] = a.alive[2*x] + a.alive[2*x+1]
	}
	return a
}

// sum returns the leaves still in the graph under nodes.
func (a *alarms) sum(nodes []int32) int {
	n := 0
	for _, x := range nodes {
		n += int(a.alive[x])
	}
	return n
}

// each calls fn for every leaf still in the graph under nodes.
func (a *alarms) each(nodes []int32, fn func(i int)) {
	var stack [64]int32
	for _, x := range nodes {
		sp := 0
		stack[sp] = x
		sp++
		for sp > 0 {
			sp--
			y := int(stack[sp])
			if a.alive[y] == 0 {
				continue
			}
			if y >= a.s {
				fn(y - a.s)
				continue
			}
			stack[sp], stack[sp+1] = int32(2*y+1), int32(2*y)
			sp += 2
		}
	}
}

// arm watches nodes for watcher l, whose sum is t above its bound (t >=
// 1): some watch fires before t leaves under nodes have left, and
// possibly earlier. Nodes with at most t/(2k) leaves (k nodes) are not
// watched: fewer than t/2 leaves can leave them. The rest of the margin,
// t' = t minus their leaves, is shared among the others in proportion to
// their leaves, s_j = max(1, floor(t'*a_j/A')), so that while none has
// fired fewer than sum(s_j - 1) <= t' - 1 leaves have left them (or none,
// if every share is 1). A sweep through the leaves, as simplification
// makes through a long register's leaves from its end, then fires about
// once per node rather than once per halving of t per node.
func (a *alarms) arm(l int, nodes []int32, t int) {
	a.ver[l]++
	small := int64(t) / int64(2*len(nodes))
	rest, big := int64(t), int64(0)
	for _, x := range nodes {
		if n := int64(a.alive[x]); n <= small {
			rest -= n
		} else {
			big += n
		}
	}
	for _, x := range nodes {
		n := int64(a.alive[x])
		if n <= small {
			continue
		}
		share := max(1, rest*n/big)
		a.push(int(x), watch{at: int32(n - share), l: int32(l), ver: a.ver[l]})
	}
}

// disarm forgets watcher l's watches.
func (a *alarms) disarm(l int) { a.ver[l]++ }

// remove takes leaf i out and calls fire for each watcher whose watch
// came due.
func (a *alarms) remove(i int, fire func(l int)) {
	for x := a.s + i; x >= 1; x >>= 1 {
		a.alive[x]--
		h := a.heap[x]
		if h == 0 {
			continue
		}
		for {
			hs := a.heaps[h-1]
			if len(hs) == 0 || hs[0].at < a.alive[x] {
				break
			}
			wt := a.pop(x)
			if wt.ver == a.ver[wt.l] {
				fire(int(wt.l))
			}
		}
	}
}

func (a *alarms) push(x int, wt watch) {
	if a.heap[x] == 0 {
		a.heaps = append(a.heaps, nil)
		a.heap[x] = int32(len(a.heaps))
	}
	h := a.heaps[a.heap[x]-1]
	h = append(h, wt)
	// Max-heap on at.
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if h[p].at >= h[i].at {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	a.heaps[a.heap[x]-1] = h
}

func (a *alarms) pop(x int) watch {
	h := a.heaps[a.heap[x]-1]
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		l := 2*i + 1
		if l >= len(h) {
			break
		}
		m := l
		if r := l + 1; r < len(h) && h[r].at > h[l].at {
			m = r
		}
		if h[i].at >= h[m].at {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	a.heaps[a.heap[x]-1] = h
	return top
}

// maskPool is a pool of colour sets of w words each; set 0 is unused, so
// that 0 can mean "none".
type maskPool struct {
	w     int
	words []uint64
}

func newMaskPool(w, sets int) *maskPool {
	return &maskPool{w: w, words: make([]uint64, w*sets)}
}

func (p *maskPool) get(i int32) bitset {
	return bitset(p.words[int(i)*p.w : (int(i)+1)*p.w])
}

// alloc adds a set and returns its index.
func (p *maskPool) alloc() int32 {
	i := int32(len(p.words) / p.w)
	p.words = append(p.words, make([]uint64, p.w)...)
	return i
}

// widen makes every set w words long (w > p.w).
func (p *maskPool) widen(w int) {
	sets := len(p.words) / p.w
	words := make([]uint64, w*sets, w*sets+w*sets/4)
	for i := 0; i < sets; i++ {
		copy(words[i*w:], p.words[i*p.w:(i+1)*p.w])
	}
	p.w, p.words = w, words
}

// orInto ORs set i into s (len(s) >= p.w).
func (p *maskPool) orInto(s bitset, i int32) {
	for k, x := range p.get(i) {
		s[k] |= x
	}
}
