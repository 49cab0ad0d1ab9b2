package deadlock

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/loops"
)

// The oracle tests of paths.go: each fast path question against the direct
// walk it replaced (the implementation before issue 18's second round,
// kept here verbatim but for names), on random CFGs with shared reads,
// writes and barriers, under both reconvergence modes.

// randomCFG returns a kernel of n blocks: block k reads a[k%4], may write
// it and hold a barrier, and ends in a br, condbr or switch whose first
// successor is block k+1 (so every block is reachable) and whose others
// are random; the last block returns.
func randomCFG(r *rand.Rand, n int) string {
	var b strings.Builder
	b.WriteString("kernel @k(%a: *global i32) {\n")
	target := func() string { return fmt.Sprintf("^b%d", 1+r.Intn(n-1)) }
	for k := 0; k < n; k++ {
		fmt.Fprintf(&b, "b%d:\n  %%p%d: *global i32 = gep %%a, i32 %d\n  %%v%d: i32 = load %%p%d\n", k, k, r.Intn(4), k, k)
		if r.Intn(3) == 0 {
			fmt.Fprintf(&b, "  store %%p%d, i32 1\n", k)
		}
		if r.Intn(8) == 0 {
			b.WriteString("  barrier\n")
			if r.Intn(2) == 0 {
				fmt.Fprintf(&b, "  store %%p%d, i32 2\n", k)
			}
		}
		fmt.Fprintf(&b, "  %%c%d: i1 = icmp.eq %%v%d, i32 0\n", k, k)
		next := fmt.Sprintf("^b%d", k+1)
		switch x := r.Intn(10); {
		case k == n-1:
			b.WriteString("  ret\n")
		case x < 2:
			fmt.Fprintf(&b, "  br %s\n", next)
		case x < 8:
			fmt.Fprintf(&b, "  condbr %%c%d, %s, %s\n", k, next, target())
		default:
			fmt.Fprintf(&b, "  switch %%v%d, %s, 0: %s, 1: %s\n", k, next, target(), target())
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// regionsOf returns the regions Detect analyses in f (without the paper
// option): the loops of the forest, then the spin regions.
func regionsOf(d *detector) []*Region {
	var out []*Region
	forest := loops.Analyze(d.f)
	for _, l := range forest.Loops {
		out = append(out, loopRegion(d.f, l))
	}
	for _, b := range d.f.Blocks {
		if forest.LoopOf(b) == nil || !isCondBranch(b) {
			continue
		}
		if reg := d.spinRegion(b, forest.LoopOf(b)); reg != nil {
			out = append(out, reg)
		}
	}
	return out
}

func TestPathsOracle(t *testing.T) {
	seeds := 400
	if testing.Short() {
		seeds = 100
	}
	questions := 0
	for seed := 0; seed < seeds; seed++ {
		r := rand.New(rand.NewSource(int64(seed)))
		src := randomCFG(r, 2+r.Intn(24))
		m, err := ir.Parse("rand.ir", []byte(src))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		f := m.Funcs[0]
		for _, mode := range []Mode{ReconvIPDOM, ReconvNvidia} {
			d := &detector{f: f, aa: alias.NewCached(alias.Basic{}), r: newReconv(f, mode)}
			o := &oldPaths{f: f, r: d.r}
			regs := regionsOf(d)
			where := func(l *Region) string {
				return fmt.Sprintf("seed %d mode %d region %s (branch %v)", seed, mode, l.Header.Name, l.Region())
			}
			comp := d.topo()
			for _, l := range regs {
				for _, bb := range f.Blocks {
					got, want := d.parallel(l, bb), o.parallel(l, bb)
					questions++
					if !slices.Equal(got, want) {
						t.Errorf("%s: ParaBrSet(%s) = %v, want %v\n%s", where(l), bb.Name, got, want, src)
					}
				}
				rp := Point{Block: d.r.rp[l.Header.ID]}
				if len(l.Exiting) > 0 {
					rp = d.r.after(l.Exiting[0].Block.Terminator())
				}
				starts := []Point{rp}
				for _, x := range l.Exits {
					got, want := d.reenters(l, x, rp), o.reenters(l, x, rp)
					questions++
					if got != want {
						t.Errorf("%s: reenters(%s) = %v, want %v\n%s", where(l), x.Name, got, want, src)
					}
					if !want {
						starts = append(starts, Point{Block: x})
					}
				}
				want := o.reachable(starts)
				for _, bb := range f.Blocks {
					// Walked only up to bb's component, as Detect does
					// for its last write.
					got := d.reachable(starts, comp[bb.ID])
					for k := 0; k <= len(bb.Instrs); k++ {
						questions++
						if got.has(bb, k) != want.has(bb, k) {
							t.Errorf("%s: reachable %s#%d = %v, want %v\n%s", where(l), bb.Name, k, got.has(bb, k), want.has(bb, k), src)
						}
					}
					questions++
					if g, w := got.branchesTo(bb), want.branchesTo(bb); !slices.Equal(g, w) {
						t.Errorf("%s: ReachBrSet(%s) = %v, want %v\n%s", where(l), bb.Name, g, w, src)
					}
				}
				// The union over several blocks, as Detect asks for a
				// flagged loop's reachable writes: every third block,
				// from a rotating start.
				for start := 0; start < 3 && start < len(f.Blocks); start++ {
					var bbs []*ir.Block
					var union []*ir.Instr
					for k := start; k < len(f.Blocks); k += 3 {
						bbs = append(bbs, f.Blocks[k])
						for _, br := range want.branchesTo(f.Blocks[k]) {
							if !slices.Contains(union, br) {
								union = append(union, br)
							}
						}
					}
					pos := map[*ir.Block]int{}
					for k, b := range f.Blocks {
						pos[b] = k
					}
					slices.SortFunc(union, func(a, b *ir.Instr) int { return pos[a.Block] - pos[b.Block] })
					got := d.reachable(starts, int32(len(f.Blocks)))
					questions++
					if g := got.branchesTo(bbs...); !slices.Equal(g, union) {
						t.Errorf("%s: union of ReachBrSet from block %d on = %v, want %v\n%s", where(l), start, g, union, src)
					}
				}
			}
			// Conflict resolution over the regions as flagged loops, with
			// random starting points.
			var ls []*Loop
			for _, l := range regs {
				ls = append(ls, &Loop{Region: l})
			}
			for round := 0; round < 3; round++ {
				safe := make([]Point, len(ls))
				for k := range safe {
					if b := f.Blocks[r.Intn(len(f.Blocks))]; r.Intn(6) > 0 {
						safe[k] = Point{Block: b, Index: r.Intn(len(b.Instrs))}
					}
				}
				want := slices.Clone(safe)
				o.resolveConflicts(ls, want)
				d.resolveConflicts(ls, safe)
				questions++
				if !slices.Equal(safe, want) {
					t.Errorf("seed %d mode %d: resolveConflicts = %v, want %v\n%s", seed, mode, safe, want, src)
				}
			}
		}
	}
	t.Logf("%d questions", questions)
}

// Region describes a region's kind for messages.
func (r *Region) Region() string {
	if r.Branch != nil {
		return "spin " + r.Branch.Name
	}
	return "loop"
}

// oldPaths is the implementation before paths.go.
type oldPaths struct {
	f       *ir.Func
	r       *reconv
	regions map[[2]*ir.Block][]bool
}

func (d *oldPaths) reenters(l *Region, x *ir.Block, rp Point) bool {
	seen := make([]bool, d.f.NumBlocks())
	work := []*ir.Block{x}
	seen[x.ID] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == rp.Block {
			continue
		}
		for _, s := range b.Succs {
			if l.Contains(s) {
				return true
			}
			if !seen[s.ID] {
				seen[s.ID] = true
				work = append(work, s)
			}
		}
	}
	return false
}

type oldReachSet struct {
	from, end []int
	f         *ir.Func
}

func (s *oldReachSet) has(b *ir.Block, k int) bool {
	return s.from[b.ID] >= 0 && k >= s.from[b.ID] && k < s.end[b.ID]
}

func (s *oldReachSet) passes(b *ir.Block) bool {
	return s.from[b.ID] >= 0 && s.end[b.ID] == len(b.Instrs)
}

func (d *oldPaths) reachable(ps []Point) *oldReachSet {
	n := d.f.NumBlocks()
	s := &oldReachSet{from: make([]int, n), end: make([]int, n), f: d.f}
	for k := range s.from {
		s.from[k] = -1
	}
	var work []*ir.Block
	enter := func(b *ir.Block, at int) {
		if s.from[b.ID] >= 0 && s.from[b.ID] <= at {
			return
		}
		s.from[b.ID] = at
		work = append(work, b)
	}
	for _, p := range ps {
		if !p.IsExit() {
			enter(p.Block, p.Index)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		end := len(b.Instrs)
		for k := s.from[b.ID]; k < len(b.Instrs); k++ {
			if b.Instrs[k].Op == ir.OpBarrier {
				end = k
				break
			}
		}
		s.end[b.ID] = end
		if end == len(b.Instrs) {
			for _, succ := range b.Succs {
				enter(succ, 0)
			}
		}
	}
	return s
}

func (s *oldReachSet) branchesTo(bb *ir.Block) []*ir.Instr {
	seen := make([]bool, s.f.NumBlocks())
	var work []*ir.Block
	for _, p := range bb.Preds {
		if s.passes(p) && !seen[p.ID] {
			seen[p.ID] = true
			work = append(work, p)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range b.Preds {
			if s.passes(p) && !seen[p.ID] {
				seen[p.ID] = true
				work = append(work, p)
			}
		}
	}
	var out []*ir.Instr
	for _, b := range s.f.Blocks {
		if seen[b.ID] && isCondBranch(b) {
			out = append(out, b.Terminator())
		}
	}
	return out
}

func (d *oldPaths) region(b, s *ir.Block) []bool {
	key := [2]*ir.Block{b, s}
	if reg, ok := d.regions[key]; ok {
		return reg
	}
	rp := d.r.rp[b.ID]
	reg := make([]bool, d.f.NumBlocks())
	if s != rp && s != b {
		work := []*ir.Block{s}
		reg[s.ID] = true
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, y := range x.Succs {
				if y != rp && y != b && !reg[y.ID] {
					reg[y.ID] = true
					work = append(work, y)
				}
			}
		}
	}
	if d.regions == nil {
		d.regions = make(map[[2]*ir.Block][]bool)
	}
	d.regions[key] = reg
	return reg
}

func (d *oldPaths) parallel(l *Region, bb *ir.Block) []*ir.Instr {
	var out []*ir.Instr
	for _, b := range d.f.Blocks {
		if !isCondBranch(b) {
			continue
		}
		succs := distinct(b.Succs)
	pairs:
		for _, sl := range succs {
			regL := d.region(b, sl)
			inside := true
			for _, lb := range l.Blocks {
				if !regL[lb.ID] {
					inside = false
					break
				}
			}
			if !inside {
				continue
			}
			for _, sb := range succs {
				if sb != sl && d.region(b, sb)[bb.ID] {
					out = append(out, b.Terminator())
					break pairs
				}
			}
		}
	}
	return out
}

func (d *oldPaths) resolveConflicts(ls []*Loop, safe []Point) {
	for changed := true; changed; {
		changed = false
		for k, fl := range ls {
			between := d.between(fl.Region, safe[k])
			for j, other := range ls {
				if j == k || !oldOverlaps(other.Region, between) {
					continue
				}
				if np := d.r.ncpd(safe[k], safe[j]); np != safe[k] {
					safe[k] = np
					changed = true
					between = d.between(fl.Region, safe[k])
				}
			}
		}
	}
}

func (d *oldPaths) between(l *Region, p Point) []bool {
	in := make([]bool, d.f.NumBlocks())
	var work []*ir.Block
	visit := func(b *ir.Block) {
		if in[b.ID] || (b == p.Block && p.Index == 0) {
			return
		}
		in[b.ID] = true
		if b != p.Block {
			work = append(work, b)
		}
	}
	for _, e := range l.Exits {
		visit(e)
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Succs {
			visit(s)
		}
	}
	return in
}

func oldOverlaps(l *Region, in []bool) bool {
	for _, b := range l.Blocks {
		if in[b.ID] {
			return true
		}
	}
	return false
}
