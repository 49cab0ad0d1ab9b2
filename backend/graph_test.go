package backend

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/transform"
	"github.com/simtc/simtc/sim/isa"
)

// machineFuncs lowers m's functions as Compile does, up to register
// assignment (layout included).
func machineFuncs(t *testing.T, m *ir.Module, opts Options) []*mfunc {
	t.Helper()
	if !opts.NoInline {
		if err := transform.Inline(m); err != nil {
			t.Fatal(err)
		}
	}
	c := &compiler{m: m, opts: opts, sharedOff: make(map[*ir.Global]uint32), globalIdx: make(map[*ir.Global]int)}
	if err := c.layoutGlobals(); err != nil {
		t.Fatal(err)
	}
	funcs, err := c.functions()
	if err != nil {
		t.Fatal(err)
	}
	var mfs []*mfunc
	for _, f := range funcs {
		if !f.Kernel {
			transform.MergeReturns(f)
		}
		pd := dom.PostDominators(f)
		mf, err := c.lowerFunc(f, divergentBranches(f, pd, false), pd)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.layout(mf); err != nil {
			t.Fatal(err)
		}
		mfs = append(mfs, mf)
	}
	return mfs
}

// naiveInterference is register assignment's interference relation
// computed the plain way: liveness over every register, to a fixed point,
// then a definition interferes with every register live after it but the
// source of a copy. adj[r] is r's neighbours, sorted; pairs counts the
// (definition, register live after it) pairs.
func naiveInterference(mf *mfunc) (adj [][]vreg, pairs int64) {
	n, nb := mf.nvregs, len(mf.blocks)
	index := make(map[*mblock]int)
	for i, b := range mf.blocks {
		index[b] = i
	}
	use, def := make([]bitset, nb), make([]bitset, nb)
	for i, b := range mf.blocks {
		use[i], def[i] = newBitset(n), newBitset(n)
		read := func(r vreg) {
			if !def[i].has(int(r)) {
				use[i].set(int(r))
			}
		}
		for k := range b.insts {
			b.insts[k].uses(read)
			if d := b.insts[k].d; d >= 0 {
				def[i].set(int(d))
			}
		}
		if b.term == termCBra && b.cond >= 0 {
			read(b.cond)
		}
	}
	in, out := make([]bitset, nb), make([]bitset, nb)
	for i := range in {
		in[i], out[i] = newBitset(n), newBitset(n)
	}
	for changed := true; changed; {
		changed = false
		for i, b := range mf.blocks {
			for _, s := range b.succs {
				for w, x := range in[index[s]] {
					out[i][w] |= x
				}
			}
			for w := range in[i] {
				if x := use[i][w] | out[i][w]&^def[i][w]; x != in[i][w] {
					in[i][w], changed = x, true
				}
			}
		}
	}
	edge := make(map[[2]vreg]bool)
	for i, b := range mf.blocks {
		live := newBitset(n)
		live.copyFrom(out[i])
		if b.term == termCBra && b.cond >= 0 {
			live.set(int(b.cond))
		}
		for k := len(b.insts) - 1; k >= 0; k-- {
			m := &b.insts[k]
			if m.d >= 0 {
				live.each(func(r int) {
					pairs++
					if vreg(r) != m.d && !(m.isCopy && vreg(r) == m.a) {
						edge[[2]vreg{m.d, vreg(r)}] = true
						edge[[2]vreg{vreg(r), m.d}] = true
					}
				})
				live.clear(int(m.d))
			}
			m.uses(func(r vreg) { live.set(int(r)) })
		}
	}
	adj = make([][]vreg, n)
	for e := range edge {
		adj[e[0]] = append(adj[e[0]], e[1])
	}
	for r := range adj {
		slices.Sort(adj[r])
	}
	return adj, pairs
}

// naiveChooseSpills is chooseSpills with a linear scan for each choice
// (read: the registers that are read, the vertices).
func naiveChooseSpills(mf *mfunc, read []bool, adj [][]vreg, limit int) []vreg {
	n := len(read)
	cost := make([]int64, n)
	for _, b := range mf.blocks {
		for k := range b.insts {
			m := &b.insts[k]
			m.uses(func(r vreg) { cost[r]++ })
			if m.d >= 0 {
				cost[m.d]++
			}
		}
		if b.term == termCBra && b.cond >= 0 {
			cost[b.cond]++
		}
	}
	removed := make([]bool, n)
	deg := make([]int64, n)
	for r := range read {
		removed[r] = !read[r]
		for _, x := range adj[r] {
			if read[x] {
				deg[r]++
			}
		}
	}
	remove := func(r int) {
		removed[r] = true
		for _, x := range adj[r] {
			deg[x]--
		}
	}
	var out []vreg
	for {
		for again := true; again; {
			again = false
			for r := range read {
				if !removed[r] && deg[r] < int64(limit) {
					remove(r)
					again = true
				}
			}
		}
		best := -1
		for r := range read {
			if !removed[r] && !mf.isNoSpill(vreg(r)) && (best < 0 || cost[r]*deg[best] < cost[best]*deg[r]) {
				best = r
			}
		}
		if best < 0 {
			return out
		}
		out = append(out, vreg(best))
		remove(best)
	}
}

// naiveColour is colour over adjacency lists: registers in order of first
// occurrence, each the first free colour of its coloured copy partners,
// else the lowest free colour, stopping at the first colour of stop or
// more.
func naiveColour(mf *mfunc, read []bool, adj [][]vreg, stop int) (color []int, maxColor int) {
	var order []vreg
	seen := make([]bool, mf.nvregs)
	partners := make([][]vreg, mf.nvregs)
	visit := func(r vreg) {
		if r >= 0 && !seen[r] {
			seen[r] = true
			order = append(order, r)
		}
	}
	for _, b := range mf.blocks {
		for k := range b.insts {
			b.insts[k].uses(visit)
			visit(b.insts[k].d)
		}
		if b.term == termCBra {
			visit(b.cond)
		}
		for k := len(b.insts) - 1; k >= 0; k-- {
			if m := &b.insts[k]; m.d >= 0 && m.isCopy && m.a >= 0 {
				partners[m.d] = append(partners[m.d], m.a)
				partners[m.a] = append(partners[m.a], m.d)
			}
		}
	}
	color = make([]int, mf.nvregs)
	for i := range color {
		color[i] = -1
	}
	maxColor = -1
	for _, r := range order {
		if !read[r] {
			continue
		}
		used := make(map[int]bool)
		for _, y := range adj[r] {
			if color[y] >= 0 {
				used[color[y]] = true
			}
		}
		c := -1
		for _, p := range partners[r] {
			if pc := color[p]; pc >= 0 && !used[pc] {
				c = pc
				break
			}
		}
		if c < 0 {
			for c = 0; used[c]; c++ {
			}
		}
		color[r] = c
		if c > maxColor {
			maxColor = c
			if c >= stop {
				break
			}
		}
	}
	return color, maxColor
}

// naiveReaders says which registers are read.
func naiveReaders(mf *mfunc) []bool {
	read := make([]bool, mf.nvregs)
	for _, b := range mf.blocks {
		for k := range b.insts {
			b.insts[k].uses(func(r vreg) { read[r] = true })
		}
		if b.term == termCBra && b.cond >= 0 {
			read[b.cond] = true
		}
	}
	return read
}

// neighbours returns r's neighbours in g, explicit and implicit, sorted;
// it fails when one comes twice (a degree would count it twice).
func (g *rgraph) neighbours(t *testing.T, r vreg) []vreg {
	out := slices.Clone(g.nbrs(r))
	switch g.kind[r] {
	case kindLong:
		l := int(g.idx[r])
		if row := g.llRow(l); row != nil {
			row.each(func(k int) { out = append(out, g.longReg[k]) })
		}
		los, his := g.ranges(l)
		for j, lo := range los {
			if j > 0 && lo < his[j-1] || lo >= his[j] {
				t.Fatalf("register %d: leaf ranges %v %v not increasing and disjoint", r, los, his)
			}
			out = append(out, g.leafReg[lo:his[j]]...)
		}
	case kindShort:
		i := g.idx[r]
		for l := range g.longReg {
			los, his := g.ranges(l)
			for j, lo := range los {
				if lo <= i && i < his[j] {
					out = append(out, g.longReg[l])
				}
			}
		}
	}
	slices.Sort(out)
	for k := 1; k < len(out); k++ {
		if out[k] == out[k-1] {
			t.Fatalf("register %d (kind %d): neighbour %d twice", r, g.kind[r], out[k])
		}
	}
	return out
}

// checkGraph compares g's neighbour sets with the naive relation (over
// the registers that are read).
func checkGraph(t *testing.T, name string, g *rgraph, adj [][]vreg, read []bool) {
	t.Helper()
	for r := range adj {
		var want []vreg
		if read[r] {
			for _, x := range adj[r] {
				if read[x] {
					want = append(want, x)
				}
			}
		}
		if (g.kind[r] != kindNone) != read[r] {
			t.Fatalf("%s: register %d: kind %d, read %v", name, r, g.kind[r], read[r])
		}
		got := g.neighbours(t, vreg(r))
		if !slices.Equal(got, want) {
			t.Fatalf("%s: register %d (kind %d): neighbours %v, want %v", name, r, g.kind[r], got, want)
		}
	}
}

// graphInputs returns the functions TestInterferenceGraph checks: the
// bundled kernels (inlined and not), random CFGs, the LLVM kernels of
// testdata (clang -O0 and -O2 code: copies, phis, locals' addresses live
// across the function), and kernels with more live values than registers.
func graphInputs(t *testing.T) (names []string, mods []*ir.Module, opts []Options) {
	for _, path := range kernelFiles(t) {
		names = append(names, filepath.Base(path), filepath.Base(path)+" no-inline")
		mods = append(mods, compileFile(t, path), compileFile(t, path))
		opts = append(opts, Options{}, Options{NoInline: true})
	}
	for seed := 0; seed < 60; seed++ {
		data := make([]byte, 40)
		rng := rand.New(rand.NewSource(int64(seed)))
		rng.Read(data)
		if m := randomKernel(data); m != nil {
			names, mods, opts = append(names, fmt.Sprintf("random %d", seed)), append(mods, m), append(opts, Options{})
		}
	}
	lls, _ := filepath.Glob(filepath.Join("..", "testdata", "llvm", "*.ll"))
	rec, _ := filepath.Glob(filepath.Join("..", "testdata", "recursion", "*.ll"))
	for _, path := range append(lls, rec...) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := llvm.Import(path, src, llvm.Options{})
		if err != nil || transform.Inline(m) != nil {
			continue // not every file is a kernel the backend takes
		}
		names, mods, opts = append(names, filepath.Base(path)), append(mods, m), append(opts, Options{NoInline: true})
	}
	for _, sz := range [][2]int{{300, 20}, {400, 5}} {
		m, err := minic.Compile("big.cl", bigKernel(sz[0], sz[1]), minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		names, mods, opts = append(names, fmt.Sprintf("big %d/%d", sz[0], sz[1])), append(mods, m), append(opts, Options{})
	}
	return names, mods, opts
}

// TestInterferenceGraph checks the interference graph against
// naiveInterference, and colouring and the spill choice against naive
// versions over the naive relation, on graphInputs through each round of
// spilling; with the usual long threshold and with tiny ones (most
// registers long: implicit edges everywhere), and with small register
// limits, which make the spill choice simplify and spill through long
// registers whose leaves leave one by one (alarms, exact degrees).
func TestInterferenceGraph(t *testing.T) {
	names, mods, optss := graphInputs(t)
	spilled, longs, leaves, complexes := 0, 0, 0, 0
	for k, m := range mods {
		for _, mf := range machineFuncs(t, m, optss[k]) {
			for round := 0; round < 4; round++ {
				adj, _ := naiveInterference(mf)
				read := naiveReaders(mf)
				var g0 *rgraph
				spans := []int{longSpan, 0, 1, 3, 8, 40}
				if testing.Short() {
					spans = []int{longSpan, 0, 3}
				}
				for j, span := range spans {
					// Without the bit matrix between long registers every
					// other time.
					maxLL := int64(maxLLBits)
					if j%2 == 1 {
						maxLL = 0
					}
					name := fmt.Sprintf("%s %s round %d span %d matrix %v", names[k], mf.f.Name, round, span, maxLL > 0)
					g := buildGraph(mf, span, maxLL)
					if span == longSpan {
						g0 = g
					}
					checkGraph(t, name, g, adj, read)
					for r := range g.kind {
						switch g.kind[r] {
						case kindLong:
							longs++
						case kindShort:
							leaves++
						case kindComplex:
							complexes++
						}
					}
					for _, stop := range []int{math.MaxInt, isa.MaxRegs, 3} {
						got, gotMax := g.colour(stop)
						want, wantMax := naiveColour(mf, read, adj, stop)
						if gotMax != wantMax || !slices.Equal(got, want) {
							t.Fatalf("%s: colour(%d): got max %d %v, want max %d %v", name, stop, gotMax, got, wantMax, want)
						}
					}
					for _, limit := range []int{isa.MaxRegs, 2, 3, 5, 9} {
						got := g.chooseSpills(mf, limit)
						want := naiveChooseSpills(mf, read, adj, limit)
						if !slices.Equal(got, want) {
							t.Fatalf("%s: chooseSpills(%d): %v, want %v", name, limit, got, want)
						}
					}
				}
				if _, max := g0.colour(isa.MaxRegs); max < isa.MaxRegs {
					break
				}
				spill := g0.chooseSpills(mf, isa.MaxRegs)
				if len(spill) == 0 {
					break
				}
				spilled++
				mf.spill(spill)
			}
		}
	}
	if spilled < 2 {
		t.Fatalf("only %d spill rounds checked", spilled)
	}
	t.Logf("%d long registers, %d leaves, %d complex short registers checked", longs, leaves, complexes)
}
