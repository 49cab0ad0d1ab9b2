package backend

// The interference graph of register assignment (regalloc.go).
//
// Registers get compact ids: first those of the liveness's global
// registers (live across blocks, in liveness order), then the other
// registers that occur in several blocks; after those, from the next
// multiple of 64, the block-local registers, block by block, so that the
// locals of a block (its band) have consecutive ids. Edges are bit rows:
//
//	a: every register's neighbours among the global ids  (rows of w words)
//	b: a global's neighbours among the local ids         (rows of lw words)
//	band: a local's neighbours among its band             (a few words)
//
// A block-local register is live only inside its block, so its local
// neighbours are in its band, and most of an -O0 function's registers are
// block-local: the matrix is about (globals × all registers) bits instead
// of all registers squared. While registers are defined, an edge between
// two globals is recorded in one row of a and one between a global and a
// local in the local's row of a (a definition ORs the global live set into
// its row a word at a time); finish then completes a's global square by
// symmetry and fills b by transposing a's local rows, 64×64 bits at a time.
//
// When the matrix would exceed maxGraphBits, and the lists would not be
// bigger (livePairs), the graph is adjacency lists instead (compact ids
// are the registers then): each list takes every edge as it comes (a
// register defined again while the same registers are live adds the same
// edges again) and is deduplicated through a scratch bit set, in linear
// time, whenever it has doubled since it last was.

import (
	"fmt"
	"math/bits"
)

// maxGraphBits caps the bit matrix (256 MiB) where adjacency lists would
// be smaller.
const maxGraphBits = 1 << 31

// band is the local ids of one block: [lo, lo+n), whose rows of words
// words each start at off in graph.band.
type band struct {
	lo, n, words int32
	off          int64
}

type graph struct {
	id  []int32 // by vreg: compact id, -1 for a register that occurs nowhere
	vr  []vreg  // by compact id: the register, -1 for none
	ids int     // compact ids; sets over them have setWords words

	// Bit matrix (a != nil).
	ng, w  int      // global ids [0, ng); a's rows have w words (ids [0, 64w))
	a      []uint64 // by id: neighbours among the global ids
	lw     int      // b's rows have lw words: local ids [64w, 64(w+lw))
	b      []uint64 // by global id: neighbours among the local ids
	bandOf []int32  // by local id - 64w: its band (block)
	bands  []band
	band   []uint64 // the bands' rows

	// Adjacency lists (a == nil).
	adj   [][]int32 // neighbours, with repeats past clean[r]
	clean []int32   // length of adj[r] when last deduplicated
	mark  bitset    // scratch for compact, all clear between calls
}

// newGraph returns an edgeless interference graph over mf's registers with
// lv's global registers, a bit matrix when that takes at most maxBits bits.
func newGraph(mf *mfunc, lv *liveness, maxBits int64) *graph {
	n := mf.nvregs
	g := &graph{id: make([]int32, n)}
	for r := range g.id {
		g.id[r] = -1
	}
	// Registers by where they occur: in one block (the block's index) or
	// in several (-2).
	where := make([]int32, n)
	for r := range where {
		where[r] = -1
	}
	var locals []vreg // in order of first occurrence
	for i, b := range mf.blocks {
		see := func(r vreg) {
			if r < 0 {
				return
			}
			switch where[r] {
			case -1:
				where[r] = int32(i)
				locals = append(locals, r)
			case int32(i), -2:
			default:
				where[r] = -2
			}
		}
		for k := range b.insts {
			m := &b.insts[k]
			m.uses(see)
			see(m.d)
		}
		if b.term == termCBra {
			see(b.cond)
		}
	}
	globals := append([]vreg(nil), lv.globals...)
	for _, r := range locals {
		if lv.global[r] < 0 && where[r] == -2 {
			globals = append(globals, r)
		}
	}
	g.ng = len(globals)
	g.w = (g.ng + 63) / 64
	nl := 0
	for _, r := range locals {
		if lv.global[r] < 0 && where[r] >= 0 {
			nl++
		}
	}
	g.lw = (nl + 63) / 64
	g.ids = 64*g.w + nl

	// Bands and the size of the matrix.
	bandOf := make([]int32, nl)
	var bands []band
	bandWords := int64(0)
	{
		k, blk := 0, int32(-1)
		for _, r := range locals {
			if lv.global[r] >= 0 || where[r] < 0 {
				continue
			}
			if where[r] != blk {
				bands = append(bands, band{lo: int32(64*g.w + k)})
				blk = where[r]
			}
			bandOf[k] = int32(len(bands) - 1)
			bands[len(bands)-1].n++
			k++
		}
		for i := range bands {
			bd := &bands[i]
			bd.words = (bd.n + 63) / 64
			bd.off = bandWords
			bandWords += int64(bd.n) * int64(bd.words)
		}
	}
	matrix := int64(g.ids)*int64(g.w) + int64(g.ng)*int64(g.lw) + bandWords
	if matrix*64 > maxBits && (maxBits < 0 || livePairs(mf, lv) < matrix) {
		return g.lists(n)
	}

	g.vr = make([]vreg, g.ids)
	for i := range g.vr {
		g.vr[i] = -1
	}
	for i, r := range globals {
		g.id[r], g.vr[i] = int32(i), r
	}
	k := 64 * g.w
	for _, r := range locals {
		if lv.global[r] < 0 && where[r] >= 0 {
			g.id[r], g.vr[k] = int32(k), r
			k++
		}
	}
	g.a = make([]uint64, g.ids*g.w)
	g.bandOf, g.bands = bandOf, bands
	g.band = make([]uint64, bandWords)
	return g
}

// livePairs returns the number of (definition, register live after it)
// pairs in mf: the words adjacency lists of two int32 entries per pair
// take, before deduplication. Past maxBits, a matrix that is smaller than
// that is still the one to build.
func livePairs(mf *mfunc, lv *liveness) int64 {
	liveG := newBitset(len(lv.globals))
	inL := make([]bool, mf.nvregs)
	var liveL []vreg
	var pairs int64
	for i, b := range mf.blocks {
		liveG.copyFrom(lv.out(i))
		ng := 0
		for _, x := range liveG {
			ng += bits.OnesCount64(x)
		}
		for _, r := range liveL {
			inL[r] = false
		}
		liveL = liveL[:0]
		add := func(r vreg) {
			if gi := int(lv.global[r]); gi >= 0 {
				if !liveG.has(gi) {
					liveG.set(gi)
					ng++
				}
			} else if !inL[r] {
				inL[r] = true
				liveL = append(liveL, r)
			}
		}
		if b.term == termCBra && b.cond >= 0 {
			add(b.cond)
		}
		for k := len(b.insts) - 1; k >= 0; k-- {
			m := &b.insts[k]
			if m.d >= 0 {
				pairs += int64(ng + len(liveL))
				if gi := int(lv.global[m.d]); gi >= 0 {
					if liveG.has(gi) {
						liveG.clear(gi)
						ng--
					}
				} else if inL[m.d] {
					inL[m.d] = false
					for j, r := range liveL {
						if r == m.d {
							liveL[j] = liveL[len(liveL)-1]
							liveL = liveL[:len(liveL)-1]
							break
						}
					}
				}
			}
			m.uses(add)
		}
	}
	return pairs
}

// lists makes g adjacency lists over the n registers themselves.
func (g *graph) lists(n int) *graph {
	g.ids = n
	g.vr = make([]vreg, n)
	for r := range g.id {
		g.id[r], g.vr[r] = int32(r), vreg(r)
	}
	g.adj, g.clean, g.mark = make([][]int32, n), make([]int32, n), newBitset(n)
	return g
}

// setWords is the length of a bit set over g's compact ids.
func (g *graph) setWords() int {
	if g.a == nil {
		return (g.ids + 63) / 64
	}
	return g.w + g.lw
}

func (g *graph) isLocal(x int) bool { return x >= 64*g.w }

// bandRow returns the band row of local id x and its band's first id.
func (g *graph) bandRow(x int) (bitset, int) {
	bd := &g.bands[g.bandOf[x-64*g.w]]
	off := bd.off + int64(x-int(bd.lo))*int64(bd.words)
	return bitset(g.band[off : off+int64(bd.words)]), int(bd.lo)
}

// def records the edges of a definition of d: with every register live
// after it (liveG, over the liveness's global indices, and liveL) except
// src, the source of a copy (-1 for none).
func (g *graph) def(lv *liveness, d vreg, liveG bitset, liveL []vreg, src vreg) {
	if g.a == nil {
		liveG.each(func(gi int) {
			if r := lv.globals[gi]; r != src {
				g.addEdge(int(d), int(r))
			}
		})
		for _, r := range liveL {
			if r != src {
				g.addEdge(int(d), int(r))
			}
		}
		return
	}
	dx := int(g.id[d])
	row := bitset(g.a[dx*g.w : (dx+1)*g.w])
	// OR the live globals into d's row, leaving out src and d.
	column := func(r vreg) int { // r's column in a, -1 for none
		if r < 0 || g.id[r] < 0 || g.isLocal(int(g.id[r])) {
			return -1
		}
		return int(g.id[r])
	}
	sx, sHad := column(src), false
	if sx >= 0 {
		sHad = row.has(sx)
	}
	self, selfHad := column(d), false
	if self >= 0 {
		selfHad = row.has(self)
	}
	for k, x := range liveG {
		row[k] |= x
	}
	if sx >= 0 && !sHad {
		row.clear(sx)
	}
	if self >= 0 && !selfHad {
		row.clear(self)
	}
	for _, r := range liveL {
		if r == src || r == d {
			continue
		}
		rx := int(g.id[r])
		switch {
		case !g.isLocal(rx):
			row.set(rx)
		case !g.isLocal(dx):
			g.a[rx*g.w+dx/64] |= 1 << (uint(dx) % 64)
		default:
			dr, lo := g.bandRow(dx)
			rr, rlo := g.bandRow(rx)
			if lo != rlo {
				panic(fmt.Sprintf("regalloc: registers %d and %d are local to different blocks but live together", d, r))
			}
			dr.set(rx - lo)
			rr.set(dx - lo)
		}
	}
}

// finish completes the bit matrix once every definition is recorded: the
// global square of a by symmetry, b by transposing a's local rows.
func (g *graph) finish() {
	if g.a == nil {
		return
	}
	var x, y [64]uint64
	w := g.w
	// a[i][j] |= a[j][i] over the global ids, one 64×64 block pair at a time.
	for bi := 0; bi < w; bi++ {
		for bj := bi; bj < w; bj++ {
			for k := 0; k < 64; k++ {
				x[k] = g.a[(64*bi+k)*w+bj] // rows of block bi, columns of bj
				y[k] = g.a[(64*bj+k)*w+bi]
			}
			transpose64(&x)
			transpose64(&y)
			for k := 0; k < 64; k++ {
				g.a[(64*bi+k)*w+bj] |= y[k]
				g.a[(64*bj+k)*w+bi] |= x[k]
			}
		}
	}
	// b[global][local] = a[local][global].
	g.b = make([]uint64, g.ng*g.lw)
	nl := g.ids - 64*w
	for bl := 0; bl < g.lw; bl++ {
		for bg := 0; bg < w; bg++ {
			any := uint64(0)
			for k := 0; k < 64; k++ {
				x[k] = 0
				if l := 64*bl + k; l < nl {
					x[k] = g.a[(64*w+l)*w+bg]
					any |= x[k]
				}
			}
			if any == 0 {
				continue
			}
			transpose64(&x)
			for k := 0; k < 64 && 64*bg+k < g.ng; k++ {
				g.b[(64*bg+k)*g.lw+bl] = x[k]
			}
		}
	}
}

// transpose64 transposes the 64×64 bit matrix m (bit j of m[i] is row i,
// column j) in place.
func transpose64(m *[64]uint64) {
	mask := uint64(0x00000000FFFFFFFF)
	for j := 32; j != 0; j, mask = j>>1, mask^(mask<<(j>>1)) {
		for k := 0; k < 64; k = (k + j + 1) &^ j {
			t := (m[k]>>j ^ m[k+j]) & mask
			m[k] ^= t << j
			m[k+j] ^= t
		}
	}
}

// appendIn appends to buf the compact id of every neighbour of x (a
// compact id) that is in s (a set over compact ids), once each.
func (g *graph) appendIn(buf []int32, x int, s bitset) []int32 {
	if g.a == nil {
		for _, y := range g.neighbours(x) {
			if s.has(int(y)) {
				buf = append(buf, y)
			}
		}
		return buf
	}
	for k, v := range g.a[x*g.w : (x+1)*g.w] {
		for v &= s[k]; v != 0; v &= v - 1 {
			buf = append(buf, int32(64*k+bits.TrailingZeros64(v)))
		}
	}
	if !g.isLocal(x) {
		base := 64 * g.w
		for k, v := range g.b[x*g.lw : (x+1)*g.lw] {
			for v &= s[g.w+k]; v != 0; v &= v - 1 {
				buf = append(buf, int32(base+64*k+bits.TrailingZeros64(v)))
			}
		}
		return buf
	}
	row, lo := g.bandRow(x)
	for k, v := range row {
		for ; v != 0; v &= v - 1 {
			if y := lo + 64*k + bits.TrailingZeros64(v); s.has(y) {
				buf = append(buf, int32(y))
			}
		}
	}
	return buf
}

// count returns the number of neighbours of x in s.
func (g *graph) count(x int, s bitset) int {
	if g.a == nil {
		n := 0
		for _, y := range g.neighbours(x) {
			if s.has(int(y)) {
				n++
			}
		}
		return n
	}
	n := 0
	for k, v := range g.a[x*g.w : (x+1)*g.w] {
		n += bits.OnesCount64(v & s[k])
	}
	if !g.isLocal(x) {
		for k, v := range g.b[x*g.lw : (x+1)*g.lw] {
			n += bits.OnesCount64(v & s[g.w+k])
		}
		return n
	}
	row, lo := g.bandRow(x)
	for k, v := range row {
		for ; v != 0; v &= v - 1 {
			if s.has(lo + 64*k + bits.TrailingZeros64(v)) {
				n++
			}
		}
	}
	return n
}

func (g *graph) addEdge(a, b int) {
	if a == b {
		return
	}
	g.add(a, int32(b))
	g.add(b, int32(a))
}

func (g *graph) add(a int, b int32) {
	l := append(g.adj[a], b)
	if len(l) >= 2*int(g.clean[a])+32 {
		l = g.compact(a, l)
	}
	g.adj[a] = l
}

// compact deduplicates l, r's adjacency list, keeping first occurrences.
func (g *graph) compact(r int, l []int32) []int32 {
	out := l[:0]
	for _, x := range l {
		if !g.mark.has(int(x)) {
			g.mark.set(int(x))
			out = append(out, x)
		}
	}
	for _, x := range out {
		g.mark.clear(int(x))
	}
	g.clean[r] = int32(len(out))
	return out
}

// neighbours returns r's adjacency list, deduplicated.
func (g *graph) neighbours(r int) []int32 {
	if l := g.adj[r]; len(l) != int(g.clean[r]) {
		g.adj[r] = g.compact(r, l)
	}
	return g.adj[r]
}
