package cdg

import (
	"cmp"
	"slices"
	"sort"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
)

// Slicer answers many backward-slice questions about one function in
// near-linear total time (issue 18). It builds the dependence graph Slice
// walks once — operands, control dependences, the phis' deciding branches
// and memory dependences — with the memory edges found through an
// alias.Index: a read meets only the writes of its space and object, and
// meets them through one node per group of equal write addresses (or hub
// of such groups), so the graph stays linear in the function's size. It then condenses the graph's strongly connected
// components (numbered so that a component's dependences come first): a
// question about the reads of a region walks the condensed graph from the
// region's exit branches and stops at components numbered below every
// read of the region, which cannot reach one.
//
// Its answers are Slice's: a read is in the slice of the seeds exactly
// when the graph has a path from a seed to it.
type Slicer struct {
	f      *ir.Func
	nv     int     // f.NumValues(): instructions are nodes 0..nv-1, blocks nv..nv+nb-1
	comp   []int32 // node → component, dependences first
	cstart []int32 // component → its successors cadj[cstart[c]:cstart[c+1]]
	cadj   []int32
	shared []bool  // by instruction ID: a read of shared-visible memory
	pos    []int32 // by block ID: layout index
	mark   []int32 // by component: the question that last reached it
	gen    int32
	work   []int32
}

// NewSlicer builds the dependence graph of f.
func NewSlicer(f *ir.Func, opt Options) *Slicer {
	aa := opt.Alias
	if aa == nil {
		aa = alias.Basic{}
	}
	if b, ok := aa.(alias.Basic); ok {
		aa = alias.NewCached(b)
	}
	nv, nb := f.NumValues(), f.NumBlocks()
	allW := nv + nb // every write
	calls := allW + 1
	groups := calls + 1 // + alias.Index group or hub
	n := groups
	s := &Slicer{f: f, nv: nv, shared: make([]bool, nv), pos: make([]int32, nb)}

	// Sized for about three edges per instruction (operands, block,
	// memory; 2.5-2.8 on BenchmarkDetect's kernels): grown from nothing by
	// append, the two lists of a large function were allocated some five
	// times over (issue 33).
	from, to := make([]int32, 0, 3*nv), make([]int32, 0, 3*nv)
	edge := func(a, b int) {
		from = append(from, int32(a))
		to = append(to, int32(b))
	}
	local := func(v ir.Value) (*ir.Instr, bool) {
		i, ok := v.(*ir.Instr)
		return i, ok && i.Block != nil && i.Block.Func == f
	}
	cd := ControlDeps(f)
	var writes, ptrWrites []*ir.Instr
	var ptrs []ir.Value
	for k, b := range f.Blocks {
		s.pos[b.ID] = int32(k)
		for _, d := range cd.Of(b) {
			edge(nv+b.ID, d.Branch.Terminator().ID)
		}
		for _, i := range b.Instrs {
			if i.Op.IsMemWrite() {
				writes = append(writes, i)
				edge(allW, i.ID)
				if i.Op == ir.OpCall {
					edge(calls, i.ID)
				} else {
					ptrWrites = append(ptrWrites, i)
					ptrs = append(ptrs, alias.PointerOperand(i))
				}
			}
		}
	}
	var idx *alias.Index
	if c, ok := aa.(*alias.Cached); ok && !opt.NoMemory {
		idx = c.NewIndex(ptrs)
		ng := idx.NumGroups()
		n += ng + idx.NumHubs()
		for g := 0; g < ng+idx.NumHubs(); g++ {
			for _, k := range idx.Members(g) {
				if g < ng {
					edge(groups+g, ptrWrites[k].ID)
				} else {
					edge(groups+g, groups+int(k))
				}
			}
		}
	}
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			for _, a := range i.Args {
				if d, ok := local(a); ok {
					edge(i.ID, d.ID)
				}
			}
			edge(i.ID, nv+b.ID)
			if i.Op == ir.OpPhi {
				for _, p := range b.Preds {
					edge(i.ID, nv+p.ID)
					if decides(p) {
						edge(i.ID, p.Terminator().ID)
					}
				}
			}
			switch i.Op {
			case ir.OpLoad, ir.OpAtomic, ir.OpCmpXchg:
				s.shared[i.ID] = alias.SpaceOf(i.Args[0]).IsShared()
			}
			if opt.NoMemory {
				continue
			}
			switch i.Op {
			case ir.OpLoad, ir.OpAtomic, ir.OpCmpXchg:
				edge(i.ID, calls)
				ptr := alias.PointerOperand(i)
				if idx != nil {
					idx.Query(ptr, func(g int) { edge(i.ID, groups+g) })
				} else {
					for _, w := range ptrWrites {
						if w != i && aa.Alias(ptr, alias.PointerOperand(w)) != alias.NoAlias {
							edge(i.ID, w.ID)
						}
					}
				}
			case ir.OpCall:
				edge(i.ID, allW)
			}
		}
	}
	start, adj := csr(n, from, to)
	s.condense(n, start, adj)
	return s
}

// csr turns an edge list into adjacency arrays.
func csr(n int, from, to []int32) (start, adj []int32) {
	start = make([]int32, n+1)
	for _, a := range from {
		start[a+1]++
	}
	for k := 0; k < n; k++ {
		start[k+1] += start[k]
	}
	adj = make([]int32, len(from))
	fill := append([]int32(nil), start[:n]...)
	for k, a := range from {
		adj[fill[a]] = to[k]
		fill[a]++
	}
	return start, adj
}

// condense numbers the strongly connected components (Tarjan's algorithm,
// iterative: a component is numbered after every component it reaches) and
// builds the condensed graph without duplicate edges.
func (s *Slicer) condense(n int, start, adj []int32) {
	const none = -1
	index := make([]int32, n)
	low := make([]int32, n)
	s.comp = make([]int32, n)
	for k := range index {
		index[k] = none
		s.comp[k] = none
	}
	var stack []int32
	onStack := make([]bool, n)
	type frame struct{ v, e int32 }
	var call []frame
	next, ncomp := int32(0), int32(0)
	for root := 0; root < n; root++ {
		if index[root] != none {
			continue
		}
		call = append(call, frame{int32(root), start[root]})
		index[root], low[root] = next, next
		next++
		stack = append(stack, int32(root))
		onStack[root] = true
		for len(call) > 0 {
			fr := &call[len(call)-1]
			v := fr.v
			if fr.e < start[v+1] {
				w := adj[fr.e]
				fr.e++
				if index[w] == none {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					call = append(call, frame{w, start[w]})
				} else if onStack[w] && index[w] < low[v] {
					low[v] = index[w]
				}
				continue
			}
			call = call[:len(call)-1]
			if len(call) > 0 {
				if u := call[len(call)-1].v; low[v] < low[u] {
					low[u] = low[v]
				}
			}
			if low[v] == index[v] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					s.comp[w] = ncomp
					if w == v {
						break
					}
				}
				ncomp++
			}
		}
	}
	from, to := make([]int32, 0, len(adj)), make([]int32, 0, len(adj)) // at most an edge each
	last := make([]int32, ncomp)
	for k := range last {
		last[k] = none
	}
	for v := 0; v < n; v++ {
		cv := s.comp[v]
		for _, w := range adj[start[v]:start[v+1]] {
			if cw := s.comp[w]; cw != cv && last[cw] != cv {
				// last[cw] == cv only dedups consecutive nodes of one
				// component; duplicates left are harmless.
				last[cw] = cv
				from = append(from, cv)
				to = append(to, cw)
			}
		}
	}
	s.cstart, s.cadj = csr(int(ncomp), from, to)
	// Each component's successors in decreasing order, without
	// duplicates: RegionExitReads stops at the first one below the
	// region's reads. A large component (a function's memory reads and
	// writes of one alias group with the values between them) has
	// successors all over the function, and every region reaching it
	// would go through them all (issue 33: regions × blocks).
	w := int32(0)
	for c := int32(0); c < ncomp; c++ {
		succ := s.cadj[s.cstart[c]:s.cstart[c+1]]
		slices.SortFunc(succ, func(a, b int32) int { return cmp.Compare(b, a) })
		s.cstart[c] = w // w <= the old start: compacting in place
		for _, d := range succ {
			if w == s.cstart[c] || d != s.cadj[w-1] {
				s.cadj[w] = d
				w++
			}
		}
	}
	s.cstart[ncomp] = w
	s.cadj = s.cadj[:w]
	s.mark = make([]int32, ncomp)
}

// RegionExitReads is RegionExitReads for the region of blocks: the
// shared-visible memory reads in blocks that the terminators of the
// exiting blocks depend on, in program order. Blocks must be distinct.
func (s *Slicer) RegionExitReads(exiting, blocks []*ir.Block) []*ir.Instr {
	var reads []*ir.Instr
	minComp := int32(-1)
	for _, b := range blocks {
		for _, i := range b.Instrs {
			if s.shared[i.ID] {
				reads = append(reads, i)
				if c := s.comp[i.ID]; minComp < 0 || c < minComp {
					minComp = c
				}
			}
		}
	}
	if len(reads) == 0 {
		return nil
	}
	s.gen++
	work := s.work[:0]
	for _, b := range exiting {
		if t := b.Terminator(); t != nil {
			if c := s.comp[t.ID]; c >= minComp && s.mark[c] != s.gen {
				s.mark[c] = s.gen
				work = append(work, c)
			}
		}
	}
	for len(work) > 0 {
		c := work[len(work)-1]
		work = work[:len(work)-1]
		for _, d := range s.cadj[s.cstart[c]:s.cstart[c+1]] {
			if d < minComp {
				break // decreasing: the rest cannot reach a read either
			}
			if s.mark[d] != s.gen {
				s.mark[d] = s.gen
				work = append(work, d)
			}
		}
	}
	s.work = work
	out := reads[:0]
	for _, i := range reads {
		if s.mark[s.comp[i.ID]] == s.gen {
			out = append(out, i)
		}
	}
	sortProgramOrder(out, s.pos)
	return out
}

// sortProgramOrder sorts reads gathered block by block (each block's in
// instruction order) into program order: by block layout index, stably.
func sortProgramOrder(is []*ir.Instr, pos []int32) {
	sort.SliceStable(is, func(a, b int) bool { return pos[is[a].Block.ID] < pos[is[b].Block.ID] })
}
