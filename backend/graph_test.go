package backend

import (
	"fmt"
	"math"
	"math/rand"
	"path/filepath"
	"slices"
	"testing"

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

// naiveChooseSpills is chooseSpills with a linear scan for each choice.
func naiveChooseSpills(mf *mfunc, color []int, adj [][]vreg, limit int) []vreg {
	n := len(color)
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
	for r := range color {
		removed[r] = color[r] < 0
		for _, x := range adj[r] {
			if color[x] >= 0 {
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
			for r := range color {
				if !removed[r] && deg[r] < int64(limit) {
					remove(r)
					again = true
				}
			}
		}
		best := -1
		for r := range color {
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

// checkGraph compares g's neighbour sets with the naive relation.
func checkGraph(t *testing.T, name string, g *graph, adj [][]vreg) {
	t.Helper()
	all := make(bitset, g.setWords())
	for x := 0; x < g.ids; x++ {
		if g.vr[x] >= 0 {
			all.set(x)
		}
	}
	for r := range adj {
		var got []vreg
		if x := int(g.id[r]); x >= 0 {
			for _, y := range g.appendIn(nil, x, all) {
				got = append(got, g.vr[y])
			}
			if c := g.count(x, all); c != len(got) {
				t.Fatalf("%s: register %d: count %d, each gave %d", name, r, c, len(got))
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, adj[r]) {
			t.Fatalf("%s: register %d: neighbours %v, want %v", name, r, got, adj[r])
		}
	}
}

// TestInterferenceGraph checks the bit-matrix interference graph and the
// adjacency-list one against naiveInterference, and that colouring and
// spill choice are the same with both (and the spill choice that of the
// naive scan), on the bundled kernels, random CFGs, and kernels with more
// live values than registers through each round of spilling.
func TestInterferenceGraph(t *testing.T) {
	type input struct {
		name string
		m    *ir.Module
		opts Options
	}
	var inputs []input
	for _, path := range kernelFiles(t) {
		inputs = append(inputs, input{filepath.Base(path), compileFile(t, path), Options{}})
		inputs = append(inputs, input{filepath.Base(path) + " no-inline", compileFile(t, path), Options{NoInline: true}})
	}
	for seed := 0; seed < 60; seed++ {
		data := make([]byte, 40)
		rng := rand.New(rand.NewSource(int64(seed)))
		rng.Read(data)
		if m := randomKernel(data); m != nil {
			inputs = append(inputs, input{fmt.Sprintf("random %d", seed), m, Options{}})
		}
	}
	for _, sz := range [][2]int{{300, 20}, {400, 5}} {
		m, err := minic.Compile("big.cl", bigKernel(sz[0], sz[1]), minic.Options{})
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{fmt.Sprintf("big %d/%d", sz[0], sz[1]), m, Options{}})
	}
	spilled := 0
	for _, in := range inputs {
		for _, mf := range machineFuncs(t, in.m, in.opts) {
			for round := 0; round < 4; round++ {
				name := fmt.Sprintf("%s %s round %d", in.name, mf.f.Name, round)
				adj, pairs := naiveInterference(mf)
				if got := livePairs(mf, computeLiveness(mf)); got != pairs {
					t.Fatalf("%s: livePairs %d, want %d", name, got, pairs)
				}
				itB := interfere(mf, maxGraphBits)
				colorB, maxB := itB.colour(math.MaxInt)
				gb := itB.g
				if gb.a == nil {
					t.Fatalf("%s: no bit matrix", name)
				}
				itL := interfere(mf, -1)
				colorL, maxL := itL.colour(math.MaxInt)
				gl := itL.g
				if gl.a != nil {
					t.Fatalf("%s: a bit matrix over a limit of -1 bits", name)
				}
				checkGraph(t, name+" bits", gb, adj)
				checkGraph(t, name+" lists", gl, adj)
				if maxB != maxL || !slices.Equal(colorB, colorL) {
					t.Fatalf("%s: colourings differ: bits %v, lists %v", name, colorB, colorL)
				}
				if maxB < isa.MaxRegs {
					break
				}
				// Stopped at the first colour too high, colouring is the
				// same as far as it got.
				part, maxP := itB.colour(isa.MaxRegs)
				if maxP != isa.MaxRegs {
					t.Fatalf("%s: stopped colouring reached colour %d, want %d", name, maxP, isa.MaxRegs)
				}
				for r, c := range part {
					if c >= 0 && c != colorB[r] {
						t.Fatalf("%s: register %d coloured %d when stopped, %d in full", name, r, c, colorB[r])
					}
				}
				want := naiveChooseSpills(mf, colorB, adj, isa.MaxRegs)
				sb := chooseSpills(mf, itB.readers, gb, isa.MaxRegs)
				sl := chooseSpills(mf, itL.readers, gl, isa.MaxRegs)
				if !slices.Equal(sb, want) || !slices.Equal(sl, want) {
					t.Fatalf("%s: spills: bits %v, lists %v, naive %v", name, sb, sl, want)
				}
				if len(want) == 0 {
					break
				}
				spilled++
				mf.spill(want)
			}
		}
	}
	if spilled < 2 {
		t.Fatalf("only %d spill rounds checked", spilled)
	}
}

func TestTranspose64(t *testing.T) {
	rng := rand.New(rand.NewSource(64))
	for trial := 0; trial < 20; trial++ {
		var m, tr [64]uint64
		for i := range m {
			m[i] = rng.Uint64()
		}
		tr = m
		transpose64(&tr)
		for i := 0; i < 64; i++ {
			for j := 0; j < 64; j++ {
				if (m[i]>>j)&1 != (tr[j]>>i)&1 {
					t.Fatalf("bit (%d,%d) not transposed", i, j)
				}
			}
		}
	}
}
