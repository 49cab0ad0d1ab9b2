// Package domtest builds control-flow graphs for the tests and benchmarks
// of the CFG analyses: hand-written ones from a one-line notation, random
// ones (seeded, so deterministic), ones decoded from fuzzer bytes, and
// large structured and irreducible ones.
//
// Every graph is an ir.Func named "f" with parameters %c (i1) and %x
// (i32). Block i is named "b<i>" unless the notation names it; block 0 is
// the entry. A block's terminator follows its successor count: none → ret,
// one → br, two → condbr %c, more → switch %x with cases 1, 2, ….
package domtest

import (
	"fmt"
	"math/rand"
	"strings"

	"github.com/simtc/simtc/ir"
)

// Func builds a function whose block i has the successors succs[i] (block
// indices, repeats allowed). names, if not nil, names the blocks.
func Func(succs [][]int, names []string) *ir.Func {
	m := ir.NewModule("cfg")
	f := m.NewFunc("f", ir.Void)
	c := f.AddParam("c", ir.I1)
	x := f.AddParam("x", ir.I32)
	bs := make([]*ir.Block, len(succs))
	for i := range succs {
		name := fmt.Sprintf("b%d", i)
		if names != nil {
			name = names[i]
		}
		bs[i] = f.NewBlock(name)
	}
	b := ir.NewBuilder(f)
	for i, ss := range succs {
		b.SetBlock(bs[i])
		Terminate(b, c, x, pick(bs, ss))
	}
	return f
}

func pick(bs []*ir.Block, idx []int) []*ir.Block {
	out := make([]*ir.Block, len(idx))
	for k, i := range idx {
		out[k] = bs[i]
	}
	return out
}

// Terminate ends b's current block with a jump to succs: ret, br, condbr c
// or switch x, by the number of successors.
func Terminate(b *ir.Builder, c, x ir.Value, succs []*ir.Block) {
	switch len(succs) {
	case 0:
		b.Ret(nil)
	case 1:
		b.Br(succs[0])
	case 2:
		b.CondBr(c, succs[0], succs[1])
	default:
		cases := make([]int64, len(succs)-1)
		for k := range cases {
			cases[k] = int64(k + 1)
		}
		b.Switch(x, succs[0], cases, succs[1:])
	}
}

// Parse builds a function from a notation like
//
//	"entry: a b; a: c; b: c; c:"
//
// that lists each block with its successors; blocks appear in layout order
// by first mention, the first one is the entry. A block listed with no
// successors returns.
func Parse(spec string) *ir.Func {
	var names []string
	index := map[string]int{}
	id := func(n string) int {
		if k, ok := index[n]; ok {
			return k
		}
		index[n] = len(names)
		names = append(names, n)
		return len(names) - 1
	}
	edges := map[int][]int{}
	for _, part := range strings.Split(spec, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		head, tail, ok := strings.Cut(part, ":")
		if !ok {
			panic("domtest.Parse: missing ':' in " + part)
		}
		from := id(strings.TrimSpace(head))
		for _, t := range strings.Fields(tail) {
			edges[from] = append(edges[from], id(t))
		}
	}
	succs := make([][]int, len(names))
	for k := range succs {
		succs[k] = edges[k]
	}
	return Func(succs, names)
}

// Random returns a random CFG of 1 to maxBlocks blocks. Edges mostly go a
// short way forward, some backward and some anywhere, so the graphs have
// nested and irreducible loops, unreachable blocks, several exits and
// infinite loops.
func Random(r *rand.Rand, maxBlocks int) *ir.Func {
	return Func(RandomSuccs(r, maxBlocks), nil)
}

// RandomSuccs returns the successor lists of a graph for Random.
func RandomSuccs(r *rand.Rand, maxBlocks int) [][]int {
	n := 1 + r.Intn(maxBlocks)
	succs := make([][]int, n)
	for i := range succs {
		k := 0
		switch x := r.Intn(20); {
		case x < 2:
			k = 0
		case x < 9:
			k = 1
		case x < 18:
			k = 2
		default:
			k = 3 + r.Intn(2)
		}
		for j := 0; j < k; j++ {
			var t int
			switch x := r.Intn(10); {
			case x < 6:
				t = i + 1 + r.Intn(3)
			case x < 8:
				t = i - r.Intn(4)
			default:
				t = r.Intn(n)
			}
			if t < 0 {
				t = 0
			}
			if t >= n {
				t = n - 1
			}
			succs[i] = append(succs[i], t)
		}
	}
	return succs
}

// WithEntry returns succs with a new block 0 in front that jumps to the
// old block 0 (renumbered 1): LLVM does not allow branches to the entry.
func WithEntry(succs [][]int) [][]int {
	out := make([][]int, len(succs)+1)
	out[0] = []int{1}
	for i, ss := range succs {
		for _, s := range ss {
			out[i+1] = append(out[i+1], s+1)
		}
	}
	return out
}

// FromBytes decodes a CFG from fuzzer input: the first byte gives the
// number of blocks (1 to 64), then each block takes a count byte (0 to 3
// successors) followed by one byte per successor (taken modulo the number
// of blocks). Missing bytes read as zero.
func FromBytes(data []byte) *ir.Func {
	at := 0
	next := func() int {
		if at < len(data) {
			at++
			return int(data[at-1])
		}
		return 0
	}
	n := 1 + next()%64
	succs := make([][]int, n)
	for i := range succs {
		k := next() % 4
		for j := 0; j < k; j++ {
			succs[i] = append(succs[i], next()%n)
		}
	}
	return Func(succs, nil)
}

// Structured returns a function of about n blocks built from nested
// regions: sequences, if-then-else diamonds, while loops and do-while loops
// (with an occasional early exit), nested at most maxDepth
// loops deep. It is reducible.
func Structured(r *rand.Rand, n, maxDepth int) *ir.Func {
	g := &gen{r: r}
	entry := g.block()
	exit := g.region(entry, n-2, 0, maxDepth, -1)
	g.succs[exit] = nil
	return Func(g.succs, nil)
}

type gen struct {
	r     *rand.Rand
	succs [][]int
}

func (g *gen) block() int {
	g.succs = append(g.succs, nil)
	return len(g.succs) - 1
}

func (g *gen) edge(a, b int) { g.succs[a] = append(g.succs[a], b) }

// region emits about budget blocks after block in (which it gives its
// successors) and returns the block where control leaves the region (with
// no successors yet). breakTo, when >= 0, is a block early exits may jump to.
func (g *gen) region(in, budget, depth, maxDepth, breakTo int) int {
	cur := in
	for budget > 0 {
		switch x := g.r.Intn(10); {
		case budget < 4 || x < 3:
			nb := g.block()
			g.edge(cur, nb)
			cur = nb
			budget--
		case x < 6 || depth >= maxDepth:
			// if-then-else: cur → then, else → join
			th, el := g.block(), g.block()
			g.edge(cur, th)
			g.edge(cur, el)
			sub := (budget - 3) / 2
			if sub > 64 {
				sub = 64 + g.r.Intn(sub-64+1)
			}
			te := g.region(th, sub/2, depth, maxDepth, breakTo)
			ee := g.region(el, sub-sub/2, depth, maxDepth, breakTo)
			join := g.block()
			g.edge(te, join)
			g.edge(ee, join)
			cur = join
			budget -= 3 + sub
		default:
			// loop: cur → header; header → body … latch → header | exit
			h := g.block()
			g.edge(cur, h)
			ex := g.block()
			sub := budget - 2
			if sub > 256 {
				sub = 32 + g.r.Intn(sub/4+1)
			}
			var last int
			if x < 8 { // while: the header tests
				body := g.block()
				g.edge(h, body)
				g.edge(h, ex)
				last = g.region(body, sub-1, depth+1, maxDepth, ex)
				g.edge(last, h)
			} else { // do-while: the latch tests
				last = g.region(h, sub, depth+1, maxDepth, ex)
				g.edge(last, h)
				g.edge(last, ex)
			}
			cur = ex
			budget -= 2 + sub
		}
		if breakTo >= 0 && len(g.succs[cur]) == 0 && g.r.Intn(16) == 0 {
			// an early exit: cur → breakTo | next
			nb := g.block()
			g.edge(cur, breakTo)
			g.edge(cur, nb)
			cur = nb
			budget--
		}
	}
	return cur
}

// Irreducible returns a function of n blocks: a chain b0 → b1 → … in
// which every block also branches, with some probability, to a random
// block within window positions before or after it (making overlapping,
// mostly irreducible cycles), and a few blocks return.
func Irreducible(r *rand.Rand, n, window int) *ir.Func {
	return Func(IrreducibleSuccs(r, n, window), nil)
}

// IrreducibleSuccs returns the successor lists of a graph for Irreducible.
func IrreducibleSuccs(r *rand.Rand, n, window int) [][]int {
	succs := make([][]int, n)
	for i := 0; i < n-1; i++ {
		succs[i] = append(succs[i], i+1)
		if r.Intn(3) == 0 {
			t := i + r.Intn(2*window+1) - window
			if t < 0 {
				t = 0
			}
			if t >= n {
				t = n - 1
			}
			succs[i] = append(succs[i], t)
		}
		if r.Intn(64) == 0 {
			succs[i] = succs[i][:1]
			succs[i] = append(succs[i], n-1)
		}
	}
	return succs
}
