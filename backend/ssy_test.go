package backend

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/transform"
)

// TestInsertSSYNaive compares insertSSY with naiveInsertSSY (the pairwise
// version it replaced) on the kernels and random CFGs, all branches
// divergent or not: the same error, or the same instructions in the same
// blocks.
func TestInsertSSYNaive(t *testing.T) {
	type input struct {
		name string
		m    func() *ir.Module
	}
	var inputs []input
	for _, path := range kernelFiles(t) {
		inputs = append(inputs, input{filepath.Base(path), func() *ir.Module { return compileFile(t, path) }})
	}
	for seed := 0; seed < 300; seed++ {
		data := make([]byte, 60)
		rand.New(rand.NewSource(int64(seed))).Read(data)
		if randomKernel(data) != nil {
			inputs = append(inputs, input{fmt.Sprintf("random %d", seed), func() *ir.Module { return randomKernel(data) }})
		}
	}
	errs, ok := 0, 0
	for _, in := range inputs {
		for _, all := range []bool{false, true} {
			var dumps [2]string
			var errors [2]string
			for k, insert := range []func(*mfunc, PostDom) error{insertSSY, naiveInsertSSY} {
				m := in.m()
				if err := transform.Inline(m); err != nil {
					t.Fatal(err)
				}
				for _, f := range m.Kernels() {
					pd := dom.PostDominators(f)
					c := &compiler{m: m, sharedOff: make(map[*ir.Global]uint32), globalIdx: make(map[*ir.Global]int)}
					if err := c.layoutGlobals(); err != nil {
						t.Fatal(err)
					}
					mf, err := c.lowerFunc(f, divergentBranches(f, pd, all), pd)
					if err != nil {
						t.Fatal(err)
					}
					if err := insert(mf, pd); err != nil {
						errors[k] += err.Error() + "\n"
						continue
					}
					if err := c.layout(mf); err != nil {
						t.Fatal(err)
					}
					dumps[k] += dumpBlocks(mf)
				}
			}
			if errors[0] != errors[1] || dumps[0] != dumps[1] {
				t.Fatalf("%s alldiv=%v: insertSSY:\n%s%s\nnaive:\n%s%s", in.name, all, errors[0], dumps[0], errors[1], dumps[1])
			}
			if errors[0] != "" {
				errs++
			} else {
				ok++
			}
		}
	}
	t.Logf("%d inputs with nesting regions, %d with overlapping ones", ok, errs)
	if errs == 0 || ok == 0 {
		t.Fatalf("%d inputs with nesting regions, %d with overlapping ones: want some of each", ok, errs)
	}
}

// dumpBlocks prints mf's blocks in layout order with their instructions'
// opcodes, targets and successors.
func dumpBlocks(mf *mfunc) string {
	var sb strings.Builder
	for _, b := range mf.blocks {
		fmt.Fprintf(&sb, "%s:", b.name)
		for _, m := range b.insts {
			fmt.Fprintf(&sb, " %s", m.in.Op)
			if t := mf.target(&m); t != nil {
				fmt.Fprintf(&sb, "(%s)", t.name)
			}
		}
		sb.WriteString(" ->")
		for _, s := range b.succs {
			fmt.Fprintf(&sb, " %s", s.name)
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

type naiveRegion struct {
	r    *ir.Block // the reconvergence block
	in   []bool    // by block ID
	size int
	rank int // R's position in reverse post-order, for a stable order
}

// naiveInsertSSY is insertSSY as it was: a bool per block and region,
// nesting checked pair by pair.
func naiveInsertSSY(mf *mfunc, pdom PostDom) error {
	f := mf.f
	rpo := dom.RPO(f)
	rank := make([]int, f.NumBlocks())
	for i, b := range rpo {
		rank[b.ID] = i
	}
	byR := make(map[*ir.Block]*naiveRegion)
	var regs []*naiveRegion
	for _, b := range rpo {
		div := false
		for _, mb := range append([]*mblock{mf.main[b.ID]}, mf.post[b.ID]...) {
			div = div || mb.term == termCBra && mb.divergent
		}
		r := pdom.IDom(b)
		if !div || r == nil || mf.main[r.ID] == nil {
			continue
		}
		rg := byR[r]
		if rg == nil {
			rg = &naiveRegion{r: r, in: make([]bool, f.NumBlocks()), rank: rank[r.ID]}
			byR[r] = rg
			regs = append(regs, rg)
		}
		stack := []*ir.Block{b}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if x == r || rg.in[x.ID] {
				continue
			}
			rg.in[x.ID] = true
			rg.size++
			stack = append(stack, x.Succs...)
		}
	}
	if len(regs) == 0 {
		return nil
	}
	// Regions must nest.
	for i, a := range regs {
		for _, b := range regs[i+1:] {
			inter, aInB, bInA := false, true, true
			for id := range a.in {
				inter = inter || a.in[id] && b.in[id]
				aInB = aInB && (!a.in[id] || b.in[id])
				bInA = bInA && (!b.in[id] || a.in[id])
			}
			if inter && !aInB && !bInA {
				return ir.Errorf(f.Pos, "%s: ssy/sync placement needs nested reconvergence regions, but the regions reconverging at %s and at %s overlap (use the rpc annotations instead)", f.Name, a.r.Name, b.r.Name)
			}
		}
	}
	sort.SliceStable(regs, func(i, j int) bool {
		if regs[i].size != regs[j].size {
			return regs[i].size > regs[j].size
		}
		return regs[i].rank < regs[j].rank
	})
	// One sync at the top of R does when every predecessor is in R's
	// region, unless an edge into R also enters another region (R ends in
	// a divergent branch of its own): that edge's ssy must come after the
	// sync, so the syncs go on the edges.
	atStart := make([]bool, len(regs))
	for i, rg := range regs {
		atStart[i] = true
		for _, p := range rg.r.Preds {
			if mf.main[p.ID] == nil {
				continue
			}
			if !rg.in[p.ID] {
				atStart[i] = false
			}
			for _, other := range regs {
				if other.in[rg.r.ID] && !other.in[p.ID] {
					atStart[i] = false
				}
			}
		}
	}
	ssy := func(rg *naiveRegion, pos ir.Pos) minst { return mf.ssyInst(rg.r, pos) }
	sync := mf.syncInst

	placeOnEdges(mf, rpo, func(m *mblock, x, y *ir.Block) []minst {
		var ins []minst
		for i, rg := range regs {
			if rg.r == y && rg.in[x.ID] && !atStart[i] {
				ins = append(ins, sync(m.pos))
			}
		}
		for _, rg := range regs {
			if rg.in[y.ID] && !rg.in[x.ID] {
				ins = append(ins, ssy(rg, m.pos))
			}
		}
		return ins
	})
	entry := mf.main[f.Entry().ID]
	var top []minst
	for _, rg := range regs {
		if rg.in[f.Entry().ID] {
			top = append(top, ssy(rg, f.Pos))
		}
	}
	entry.insts = append(top, entry.insts...)
	for i, rg := range regs {
		rb := mf.main[rg.r.ID]
		rb.rpcTarget = true
		if atStart[i] {
			rb.insts = append([]minst{sync(rg.r.Instrs[0].Pos)}, rb.insts...)
		}
	}
	return nil
}
