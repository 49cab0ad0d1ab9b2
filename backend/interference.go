package backend

// The interference graph of register assignment (regalloc.go), built in
// time and space about proportional to the code, however many registers
// are live at once.
//
// The relation is Chaitin's: a definition of d interferes with every
// register live right after it, except d itself and, for a copy, its
// source. Stored as it is, that relation is quadratic in clang -O0 code:
// the address of every local variable is computed in the entry block and
// stays live until the variable's last use, so each of thousands of such
// registers interferes with everything defined over most of the function.
// The graph therefore keeps two kinds of edges:
//
//   - explicit edges, in adjacency lists (and a bit matrix between long
//     registers), for every pair but those below;
//   - implicit edges between a long register g and the "simple" short
//     registers x defined inside g's live range: the edge (x, g) exists
//     exactly when x's definition point lies in one of g's live segments.
//
// A register is long when its live range covers more than longSpan
// instructions (step 2 of buildGraph measures it block by block), short
// otherwise. Positions number the instructions of the function in layout
// order; a long register's live range is a list of segments, maximal runs
// of positions after which it is live. A short register is simple (it has
// a leaf) when every long register live after one of its definitions is
// live after all of them, and none of its definitions copies a long
// register (whose exception the implicit edges could not express); the
// leaves are the simple short registers in order of their first
// definition, so a long segment is a range of leaves. Every other short
// register is "complex" and has all its edges explicit.
//
//	positions        0  1  2  3  4  5  6  7  8  9
//	g (long)            [==========]     [====]     two segments
//	definitions         x     y  w  z     v         x, y, z, v: leaves;
//	                                                 w: complex
//	g's leaf ranges: [x, y] and [v]: g interferes with x, y and v through
//	them, with w and z only if an explicit edge says so.
//
// Degrees, colour sets and the spill choice over implicit edges are range
// queries over the leaves (rtree.go); nothing enumerates the implicit
// edges, so the graph of a function with thousands of long registers and
// a million instructions takes tens of megabytes instead of gigabytes.
//
// Liveness comes in two parts. Long registers that live across blocks get
// bit sets over the blocks, iterated to a fixed point as usual (a long
// register per bit); short registers that live across blocks are found by
// walking backwards from their upward-exposed uses to their definitions,
// which stops (and makes the register long) once it has covered longSpan
// instructions. Block-local registers are tracked during the final
// backward walk over each block, which also records the long segments,
// the explicit edges and the registers live across calls.

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
)

// longSpan is the number of instructions (blocks visited count as one
// more each) above which a register's live range makes it long.
const longSpan = 256

// Register kinds in the interference graph.
const (
	kindNone    uint8 = iota // never read: no vertex (it gets rz)
	kindShort                // simple short register: a leaf
	kindComplex              // short register with explicit edges only
	kindLong                 // long register
)

// rgraph is the interference graph of a function's registers and what
// colouring and the spill choice need besides.
type rgraph struct {
	n       int
	readers []int32 // by vreg: the instructions and branches that read it
	cost    []int32 // by vreg: definitions and uses (spill cost)
	order   []vreg  // registers in order of first occurrence

	// Copy partners: those of r are partList[partStart[r]:partStart[r+1]],
	// in the order colouring tries them.
	partStart []int32
	partList  []vreg

	kind []uint8 // by vreg
	idx  []int32 // by vreg: leaf (kindShort) or long index (kindLong), else -1

	// Explicit edges, both directions, without repeats.
	adjStart []int32 // by vreg, n+1 entries
	adj      []vreg

	// Long registers. ll holds the edges between them as a bit matrix
	// (rows of llw words) when it is small enough, else they are in adj.
	longReg  []vreg
	ll       []uint64
	llw      int
	segStart []int32 // by long index: its leaf ranges [segLo, segHi), L+1 entries
	segLo    []int32
	segHi    []int32

	leafReg []vreg // by leaf
}

// partners returns r's copy partners.
func (g *rgraph) partners(r vreg) []vreg { return g.partList[g.partStart[r]:g.partStart[r+1]] }

// partnerLists returns, for copies (destination, source) in order, each
// register's copy partners in that order, as lists.
func partnerLists(n int, copies []edgePair) (start []int32, list []vreg) {
	start = make([]int32, n+1)
	for _, e := range copies {
		start[e.a+1]++
		start[e.b+1]++
	}
	for i := 0; i < n; i++ {
		start[i+1] += start[i]
	}
	list = make([]vreg, start[n])
	fill := slices.Clone(start[:n])
	for _, e := range copies {
		list[fill[e.a]] = e.b
		fill[e.a]++
		list[fill[e.b]] = e.a
		fill[e.b]++
	}
	return start, list
}

// nbrs returns r's explicit neighbours.
func (g *rgraph) nbrs(r vreg) []vreg { return g.adj[g.adjStart[r]:g.adjStart[r+1]] }

// llRow returns the bit row of long index l in ll (nil without ll).
func (g *rgraph) llRow(l int) bitset {
	if g.ll == nil {
		return nil
	}
	return bitset(g.ll[l*g.llw : (l+1)*g.llw])
}

// ranges returns the leaf ranges of long index l.
func (g *rgraph) ranges(l int) (lo, hi []int32) {
	a, b := g.segStart[l], g.segStart[l+1]
	return g.segLo[a:b], g.segHi[a:b]
}

// maxLLBits caps the bit matrix between long registers (8 MiB); beyond
// it their edges go into the adjacency lists.
const maxLLBits = 1 << 26

// regBlock is a register and a block index.
type regBlock struct {
	r vreg
	b int32
}

// csrBy groups pairs by register: it returns start (n+1 entries) and the
// blocks of each register in the order of pairs.
func csrBy(n int, pairs []regBlock) (start []int32, blocks []int32) {
	return csr(n, pairs, func(p regBlock) int32 { return int32(p.r) }, func(p regBlock) int32 { return p.b })
}

// csr groups items by key (below n) in compressed rows: the values of key
// k are out[start[k]:start[k+1]], in the order of items.
func csr[T, V any](n int, items []T, key func(T) int32, val func(T) V) (start []int32, out []V) {
	start = make([]int32, n+1)
	for _, it := range items {
		start[key(it)+1]++
	}
	for i := 0; i < n; i++ {
		start[i+1] += start[i]
	}
	out = make([]V, len(items))
	fill := slices.Clone(start[:n])
	for _, it := range items {
		k := key(it)
		out[fill[k]] = val(it)
		fill[k]++
	}
	return start, out
}

// buildGraph computes liveness and the interference graph of mf's
// registers (mf.blocks in layout order) with the given long threshold and
// cap on the bit matrix between long registers (longSpan and maxLLBits;
// tests use other ones), and records on each call the registers live
// across it.
func buildGraph(mf *mfunc, span int, maxLL int64) *rgraph {
	n := mf.nvregs
	nb := len(mf.blocks)
	g := &rgraph{
		n:       n,
		readers: make([]int32, n),
		cost:    make([]int32, n),
		kind:    make([]uint8, n),
		idx:     make([]int32, n),
	}
	for i, b := range mf.blocks {
		b.li = int32(i)
	}
	bstart := make([]int32, nb+1)
	for i, b := range mf.blocks {
		bstart[i+1] = bstart[i] + int32(len(b.insts))
		for _, s := range b.succs {
			if int(s.li) >= nb || mf.blocks[s.li] != s {
				panic(fmt.Sprintf("regalloc: block %s branches to %s, which is not laid out", b.name, s.name))
			}
		}
	}

	// 1. One pass over the code: readers, costs, order of first
	// occurrence, copy partners, definitions, upward-exposed uses, and
	// the length of block-local live ranges.
	ndefs := make([]int32, n)
	firstDef := make([]int32, n)
	defMark := make([]int32, n) // block+1 of the last definition seen
	useMark := make([]int32, n) // block+1 of the last upward-exposed use recorded
	lastPt := make([]int32, n)  // position of the last definition or use in the def's block
	spanOf := make([]int32, n)  // block-local live length
	global := make([]bool, n)   // upward-exposed in some block
	defAt := make([]vreg, bstart[nb])
	for r := range firstDef {
		firstDef[r] = -1
	}
	var seeds, defBlocks []regBlock
	ueEnd := make([]int32, nb) // upward-exposed uses (ue) and definitions (dl) per block
	dlEnd := make([]int32, nb)
	var ue, dl []vreg
	var copies []edgePair // (copy, source) in the colouring's order of partners
	seen := newBitset(n)
	for i, b := range mf.blocks {
		mark := int32(i + 1)
		use := func(r vreg, p int32) {
			if !seen.has(int(r)) {
				seen.set(int(r))
				g.order = append(g.order, r)
			}
			g.readers[r]++
			g.cost[r]++
			if defMark[r] != mark {
				global[r] = true
				if useMark[r] != mark {
					useMark[r] = mark
					seeds = append(seeds, regBlock{r, int32(i)})
					ue = append(ue, r)
				}
			} else {
				spanOf[r] += p - lastPt[r]
				lastPt[r] = p
			}
		}
		p := bstart[i]
		for k := range b.insts {
			m := &b.insts[k]
			if m.a >= 0 {
				use(m.a, p)
			}
			if m.b >= 0 {
				use(m.b, p)
			}
			if m.c >= 0 {
				use(m.c, p)
			}
			d := m.d
			defAt[p] = d
			if d >= 0 {
				if !seen.has(int(d)) {
					seen.set(int(d))
					g.order = append(g.order, d)
				}
				g.cost[d]++
				ndefs[d]++
				if firstDef[d] < 0 {
					firstDef[d] = p
				}
				if defMark[d] != mark {
					defMark[d] = mark
					defBlocks = append(defBlocks, regBlock{d, int32(i)})
					dl = append(dl, d)
				}
				lastPt[d] = p
			}
			p++
		}
		if b.term == termCBra && b.cond >= 0 {
			use(b.cond, p)
		}
		// Copy partners in the order the colouring has always seen
		// them: blocks forwards, instructions backwards.
		for k := len(b.insts) - 1; k >= 0; k-- {
			if m := &b.insts[k]; m.d >= 0 && m.isCopy && m.a >= 0 {
				copies = append(copies, edgePair{m.d, m.a})
			}
		}
		ueEnd[i], dlEnd[i] = int32(len(ue)), int32(len(dl))
	}
	g.partStart, g.partList = partnerLists(n, copies)
	copies = nil

	// 2. Classification. Block-local registers by the length of their
	// live ranges; registers live across blocks by walking backwards
	// from their upward-exposed uses, which gives a short register its
	// live-out blocks and stops at span.
	predStart := make([]int32, nb+1)
	for _, b := range mf.blocks {
		for _, s := range b.succs {
			predStart[s.li+1]++
		}
	}
	for i := 0; i < nb; i++ {
		predStart[i+1] += predStart[i]
	}
	preds := make([]int32, predStart[nb])
	{
		fill := slices.Clone(predStart[:nb])
		for i, b := range mf.blocks {
			for _, s := range b.succs {
				preds[fill[s.li]] = int32(i)
				fill[s.li]++
			}
		}
	}
	seedStart, seedBlk := csrBy(n, seeds)
	defStart, defBlk := csrBy(n, defBlocks)
	for r := range g.idx {
		g.idx[r] = -1
	}
	var longX, longL []vreg // long registers across blocks, and block-local ones
	var shortOut []regBlock // (short register, block where it is live-out)
	{
		inMark := make([]int32, nb)
		outMark := make([]int32, nb)
		dMark := make([]int32, nb)
		var stack, outs []int32
		for r := 0; r < n; r++ {
			if g.readers[r] == 0 {
				continue // never live
			}
			if !global[r] {
				if int(spanOf[r]) > span {
					g.kind[r] = kindLong
					longL = append(longL, vreg(r))
				} else {
					g.kind[r] = kindShort
				}
				continue
			}
			stamp := int32(r + 1)
			for _, b := range defBlk[defStart[r]:defStart[r+1]] {
				dMark[b] = stamp
			}
			stack, outs = stack[:0], outs[:0]
			total := 0
			for _, b := range seedBlk[seedStart[r]:seedStart[r+1]] {
				inMark[b] = stamp
				total += int(bstart[b+1]-bstart[b]) + 1
				stack = append(stack, b)
			}
			for len(stack) > 0 && total <= span {
				b := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, p := range preds[predStart[b]:predStart[b+1]] {
					total++
					if outMark[p] != stamp {
						outMark[p] = stamp
						outs = append(outs, p)
						if inMark[p] != stamp {
							total += int(bstart[p+1]-bstart[p]) + 1
						}
					}
					if inMark[p] != stamp && dMark[p] != stamp {
						inMark[p] = stamp
						stack = append(stack, p)
					}
				}
			}
			if total > span {
				g.kind[r] = kindLong
				longX = append(longX, vreg(r))
				continue
			}
			g.kind[r] = kindShort
			for _, b := range outs {
				shortOut = append(shortOut, regBlock{vreg(r), b})
			}
		}
	}
	lx := len(longX)
	g.longReg = append(longX, longL...)
	L := len(g.longReg)
	for l, r := range g.longReg {
		g.idx[r] = int32(l)
	}
	// The short registers live out of each block.
	outStart, outRegs := csr(nb, shortOut, func(p regBlock) int32 { return p.b }, func(p regBlock) vreg { return p.r })

	// 3. Liveness of the long registers that live across blocks: live-in
	// bit sets to the least fixed point of in = use ∪ (out − def).
	w := (lx + 63) / 64
	ins := make([]uint64, nb*w)
	if lx > 0 {
		// The upward-exposed uses and the definitions of those registers.
		var lue, ldl []int32
		lueEnd, ldlEnd := make([]int32, nb), make([]int32, nb)
		u0, d0 := int32(0), int32(0)
		for i := 0; i < nb; i++ {
			for _, r := range ue[u0:ueEnd[i]] {
				if l := g.idx[r]; g.kind[r] == kindLong && int(l) < lx {
					lue = append(lue, l)
				}
			}
			for _, r := range dl[d0:dlEnd[i]] {
				if l := g.idx[r]; g.kind[r] == kindLong && int(l) < lx {
					ldl = append(ldl, l)
				}
			}
			u0, d0 = ueEnd[i], dlEnd[i]
			lueEnd[i], ldlEnd[i] = int32(len(lue)), int32(len(ldl))
		}
		// A worklist, first in reverse layout order; a block whose
		// live-in set grows queues its predecessors (so a second look
		// is only for loops, not a whole second pass).
		stack := make([]int32, nb)
		queued := make([]bool, nb)
		for i := range stack {
			stack[i] = int32(i)
			queued[i] = true
		}
		tmp := newBitset(lx)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			queued[i] = false
			clear(tmp)
			for _, s := range mf.blocks[i].succs {
				for k, x := range ins[int(s.li)*w : int(s.li+1)*w] {
					tmp[k] |= x
				}
			}
			a, c := int32(0), int32(0)
			if i > 0 {
				a, c = ldlEnd[i-1], lueEnd[i-1]
			}
			for _, l := range ldl[a:ldlEnd[i]] {
				tmp.clear(int(l))
			}
			for _, l := range lue[c:lueEnd[i]] {
				tmp.set(int(l))
			}
			changed := false
			in := ins[int(i)*w : int(i+1)*w]
			for k, x := range tmp {
				if in[k] != x {
					in[k] = x
					changed = true
				}
			}
			if changed {
				for _, p := range preds[predStart[i]:predStart[i+1]] {
					if !queued[p] {
						queued[p] = true
						stack = append(stack, p)
					}
				}
			}
		}
	}
	ue, dl, seeds, defBlocks, shortOut = nil, nil, nil, nil, nil

	if int64(L)*int64(L) <= maxLL {
		g.llw = (L + 63) / 64
		g.ll = make([]uint64, L*g.llw)
	}

	// 4. The backward walk over each block: long segments (as position
	// runs), explicit edges, the transitions that decide which short
	// registers with several definitions are simple, and the registers
	// live across calls.
	var (
		cur       = newBitset(L) // long registers live after the current position
		prevFirst = newBitset(L) // ... after the first instruction of the block after
		openEnd   = make([]int32, L)
		runs      []longRun
		pairs     []edgePair // explicit edges, check: long–short ones to filter
		queries   []defQuery // definitions of short registers that may be complex
		trans     int32      // long liveness transitions seen so far
		tFirst    = make([]int32, n)
		tLast     = make([]int32, n)
		fromLong  = make([]bool, n) // a definition copies a long register
		liveS     []vreg            // short registers live
		posS      = make([]int32, n)
		nextFirst int32
		havePrev  bool
	)
	for r := range posS {
		posS[r] = -1
	}
	addS := func(r vreg) {
		if posS[r] < 0 {
			posS[r] = int32(len(liveS))
			liveS = append(liveS, r)
		}
	}
	delS := func(r vreg) {
		if k := posS[r]; k >= 0 {
			last := liveS[len(liveS)-1]
			liveS[k] = last
			posS[last] = k
			liveS = liveS[:len(liveS)-1]
			posS[r] = -1
		}
	}
	closeRun := func(l int, lo int32) {
		runs = append(runs, longRun{l: int32(l), lo: lo, hi: openEnd[l]})
		openEnd[l] = -1
	}
	for l := range openEnd {
		openEnd[l] = -1
	}
	for i := nb - 1; i >= 0; i-- {
		b := mf.blocks[i]
		for _, r := range liveS {
			posS[r] = -1
		}
		liveS = liveS[:0]
		if len(b.insts) == 0 {
			continue
		}
		clear(cur)
		for _, s := range b.succs {
			for k, x := range ins[int(s.li)*w : int(s.li+1)*w] {
				cur[k] |= x
			}
		}
		for _, r := range outRegs[outStart[i]:outStart[i+1]] {
			addS(r)
		}
		if c := b.cond; b.term == termCBra && c >= 0 {
			if g.kind[c] == kindLong {
				cur.set(int(g.idx[c]))
			} else {
				addS(c)
			}
		}
		e := bstart[i+1] - 1
		for k := range cur {
			x := cur[k]
			if havePrev {
				x ^= prevFirst[k]
			}
			for ; x != 0; x &= x - 1 {
				l := 64*k + bits.TrailingZeros64(x)
				trans++
				if cur.has(l) {
					openEnd[l] = e
				} else {
					closeRun(l, nextFirst)
				}
			}
		}
		for k := len(b.insts) - 1; k >= 0; k-- {
			p := bstart[i] + int32(k)
			m := &b.insts[k]
			if x := mf.ext(m); x != nil && x.callee != nil {
				x.across = append(x.across[:0], liveS...)
				cur.each(func(l int) { x.across = append(x.across, g.longReg[l]) })
				slices.Sort(x.across)
			}
			d := m.d
			if d >= 0 && g.kind[d] != kindNone {
				src := noReg
				if m.isCopy && m.a >= 0 {
					src = m.a
				}
				dLong := g.kind[d] == kindLong
				for _, s := range liveS {
					if s != d && s != src {
						pairs = append(pairs, edgePair{d, s})
					}
				}
				if dLong {
					dl, sl := int(g.idx[d]), -1
					if src >= 0 && g.kind[src] == kindLong {
						sl = int(g.idx[src])
					}
					cur.each(func(l int) {
						switch {
						case l == dl || l == sl:
						case g.ll != nil:
							g.llRow(dl).set(l)
							g.llRow(l).set(dl)
						default:
							pairs = append(pairs, edgePair{d, g.longReg[l]})
						}
					})
				} else {
					if src >= 0 && g.kind[src] == kindLong {
						fromLong[d] = true
					}
					if ndefs[d] > 1 || fromLong[d] {
						queries = append(queries, defQuery{p: p, r: d, src: src})
						if tFirst[d] == 0 {
							tFirst[d] = trans + 1
						}
						tLast[d] = trans + 1
					}
				}
			}
			if k == 0 {
				break
			}
			// From the live set after p to the one before it.
			usedHere := func(r vreg) bool { return r == m.a || r == m.b || r == m.c }
			if d >= 0 && !usedHere(d) {
				switch g.kind[d] {
				case kindLong:
					if l := int(g.idx[d]); cur.has(l) {
						cur.clear(l)
						closeRun(l, p)
						trans++
					}
				case kindShort:
					delS(d)
				}
			}
			for _, r := range [3]vreg{m.a, m.b, m.c} {
				if r < 0 {
					continue
				}
				if g.kind[r] == kindLong {
					if l := int(g.idx[r]); !cur.has(l) {
						cur.set(l)
						openEnd[l] = p - 1
						trans++
					}
				} else {
					addS(r)
				}
			}
		}
		copy(prevFirst, cur)
		nextFirst = bstart[i]
		havePrev = true
	}
	if havePrev {
		prevFirst.each(func(l int) { closeRun(l, nextFirst) })
	}
	for _, r := range liveS {
		posS[r] = -1
	}
	ins, cur, prevFirst, openEnd, posS = nil, nil, nil, nil, nil

	// 5. Simple and complex short registers; leaves.
	for r := 0; r < n; r++ {
		if g.kind[r] != kindShort {
			continue
		}
		if ndefs[r] == 0 || fromLong[r] || ndefs[r] > 1 && tFirst[r] != tLast[r] {
			g.kind[r] = kindComplex
		}
	}
	var leafPos []int32
	for p, d := range defAt {
		if d >= 0 && g.kind[d] == kindShort && firstDef[d] == int32(p) {
			g.idx[d] = int32(len(g.leafReg))
			g.leafReg = append(g.leafReg, d)
			leafPos = append(leafPos, int32(p))
		}
	}
	defAt = nil

	// Long segments by long register, in position order (the walk made
	// each register's runs from the last to the first).
	segStart := make([]int32, L+1)
	for _, s := range runs {
		segStart[s.l+1]++
	}
	for l := 0; l < L; l++ {
		segStart[l+1] += segStart[l]
	}
	posLo := make([]int32, len(runs))
	posHi := make([]int32, len(runs))
	{
		fill := slices.Clone(segStart[1:]) // filled from the end
		for _, s := range runs {
			fill[s.l]--
			posLo[fill[s.l]], posHi[fill[s.l]] = s.lo, s.hi
		}
	}
	// covers says whether long index l is live after position p.
	covers := func(l int, p int32) bool {
		lo, hi := posLo[segStart[l]:segStart[l+1]], posHi[segStart[l]:segStart[l+1]]
		k := sort.Search(len(lo), func(j int) bool { return hi[j] >= p })
		return k < len(lo) && lo[k] <= p
	}
	// Leaf ranges of the segments (empty ones dropped).
	g.segStart = make([]int32, L+1)
	for l := 0; l < L; l++ {
		for j := segStart[l]; j < segStart[l+1]; j++ {
			lo, _ := slices.BinarySearch(leafPos, posLo[j])
			hi, _ := slices.BinarySearch(leafPos, posHi[j]+1)
			if lo < hi {
				g.segLo = append(g.segLo, int32(lo))
				g.segHi = append(g.segHi, int32(hi))
			}
		}
		g.segStart[l+1] = int32(len(g.segLo))
	}

	// 6. Explicit edges: the walk's, but those a leaf's implicit edges
	// already give; the complex short registers' edges with the long
	// registers live after their definitions (a sweep over the segments);
	// and the edges between long registers.
	out := pairs[:0]
	for _, e := range pairs {
		if g.kind[e.a] == kindLong && g.kind[e.b] == kindShort && covers(int(g.idx[e.a]), firstDef[e.b]) {
			continue
		}
		out = append(out, e)
	}
	pairs = out
	pairs = g.sweepComplex(pairs, queries, segStart, posLo, posHi)
	g.adjStart, g.adj = adjacency(n, pairs)
	return g
}

// longRun is a segment of long register index l: it is live after every
// position in [lo, hi].
type longRun struct{ l, lo, hi int32 }

// edgePair is an edge between two registers (or long indices).
type edgePair struct{ a, b vreg }

// defQuery is a definition of short register r at position p (copying
// src, or noReg), which needs the long registers live after p as
// explicit edges if r turns out complex.
type defQuery struct {
	p   int32
	r   vreg
	src vreg
}

// sweepComplex appends to pairs, for each query of a complex register, an
// edge with every long register live after the query's position but the
// copied one, sweeping the positions with the set of long registers live.
func (g *rgraph) sweepComplex(pairs []edgePair, queries []defQuery, segStart, posLo, posHi []int32) []edgePair {
	qs := queries[:0]
	for _, q := range queries {
		if g.kind[q.r] == kindComplex {
			qs = append(qs, q)
		}
	}
	if len(qs) == 0 {
		return pairs
	}
	slices.SortFunc(qs, func(a, b defQuery) int { return int(a.p - b.p) })
	// Events: a segment [lo, hi] of l enters at lo and leaves at hi+1;
	// at one position leaving comes first (a register's segments are
	// disjoint, so its set membership never doubles).
	type ev struct {
		p     int32
		enter bool
		l     int32
	}
	evs := make([]ev, 0, 2*len(posLo))
	for l := 0; l+1 < len(segStart); l++ {
		for j := segStart[l]; j < segStart[l+1]; j++ {
			evs = append(evs, ev{posLo[j], true, int32(l)}, ev{posHi[j] + 1, false, int32(l)})
		}
	}
	slices.SortFunc(evs, func(a, b ev) int {
		if a.p != b.p {
			return int(a.p - b.p)
		}
		if a.enter != b.enter {
			if a.enter {
				return 1
			}
			return -1
		}
		return int(a.l - b.l)
	})
	var active []int32
	at := make([]int32, len(segStart)) // position in active + 1
	k := 0
	for _, q := range qs {
		for ; k < len(evs) && evs[k].p <= q.p; k++ {
			l := evs[k].l
			if evs[k].enter {
				at[l] = int32(len(active)) + 1
				active = append(active, l)
				continue
			}
			j := at[l] - 1
			last := active[len(active)-1]
			active[j] = last
			at[last] = j + 1
			active = active[:len(active)-1]
			at[l] = 0
		}
		for _, l := range active {
			if r := g.longReg[l]; r != q.src {
				pairs = append(pairs, edgePair{q.r, r})
			}
		}
	}
	return pairs
}

// adjacency returns the adjacency lists of the undirected edges pairs
// over n registers, each neighbour once.
func adjacency(n int, pairs []edgePair) (start []int32, adj []vreg) {
	start, adj = partnerLists(n, pairs)
	// Drop repeats, compacting in place.
	mark := make([]int32, n)
	k := int32(0)
	for r := 0; r < n; r++ {
		a, b := start[r], start[r+1]
		start[r] = k
		for _, x := range adj[a:b] {
			if mark[x] != int32(r)+1 {
				mark[x] = int32(r) + 1
				adj[k] = x
				k++
			}
		}
	}
	start[n] = k
	return start, adj[:k:k]
}
