package deadlock

import (
	"fmt"
	"math"
	"math/bits"
	"slices"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/cdg"
	"github.com/simtc/simtc/passes/loops"
	"github.com/simtc/simtc/passes/uniform"
)

// Options configure Detect.
type Options struct {
	Reconv Mode
	// Alias decides whether a write may redefine a read; nil means
	// alias.Basic.
	Alias alias.Analysis
	// Paper runs the paper's Algorithm 1 as published: natural loops only
	// (no spin regions), reachable writes from the exits' common
	// reconvergence point only, no bounded-loop or uniformity filter (see
	// the package documentation).
	Paper bool
	// WarpSize is the warp size the warp-distance rule assumes (see "Who
	// can be in the loop together"); 0 means 32.
	WarpSize int
	// OneGroup says the kernel runs as a single work-group (package
	// uniform: global memory is then written only by its threads).
	OneGroup bool

	noLockGate bool  // tests: keep the regions the lock-gate rule clears
	off        rules // tests: the issue-31 rules turned off (digest_explain_test.go)
	chunk      int   // tests: regions per closure (safepoint.go); 0 means 128
	walk       bool  // tests: answer the path questions by the direct walks (safepoint.go)
	near       int8  // tests: 0 closures or limited walks by cost, nearNever or nearAlways (safepoint.go)
}

// Options.near: closures only, or limited walks only (safepoint.go's
// "Near regions and loops").
const (
	nearNever  = 1
	nearAlways = 2
)

// rules is a set of the issue-31 rules, for tests that tell which rule
// changed a result.
type rules uint32

const (
	ruleSync        rules = 1 << iota // no synchronization, no finding
	ruleOwn                           // own stores
	ruleZone                          // exclusive zones
	ruleDistance                      // warp distance
	ruleUniform                       // uniform separation
	ruleLockFree                      // lock-free retries
	ruleEcho                          // warp-synchronous echoes
	ruleGatePrune                     // only the writes that may free the lock
	ruleBoundedWait                   // bounded waits reported
)

// Kind says what a flagged loop does under stack-based reconvergence.
type Kind uint8

const (
	// Deadlock: the loop may never exit (Algorithm 1).
	Deadlock Kind = iota
	// BoundedWait: the loop finishes by itself (a thread-private bound
	// governs an exit), but the write it waits for is one a warp-mate
	// held at the reconvergence point would make: the wait times out
	// under IPDOM reconvergence (see "Bounded waits" in bounded.go).
	BoundedWait
)

// Why says why a region that Algorithm 1 would flag is not (Cleared).
type Why uint8

const (
	// WhyInterGroup: every redefining write is only parallel to the loop,
	// through branches uniform across the work-group: the writer is in
	// another work-group, and the wait needs co-scheduled work-groups.
	WhyInterGroup Why = iota + 1
	// WhyWarpDistance: the waiting thread and the writing threads are
	// selected by constant thread ids at least Distance apart: they share
	// no warp for warp sizes up to Distance.
	WhyWarpDistance
	// WhyWarpSynchronous: the loop re-reads what the thread just stored
	// and exits when it reads its own value back (an atomic update
	// emulated by warp-synchronous code, ElTantawy & Aamodt §V-B1): it
	// cannot wait for another thread, but it relies on the threads of a
	// warp running in lockstep.
	WhyWarpSynchronous
)

// Cleared is a region that Algorithm 1 flags and a rule of "Who can be in
// the loop together" clears, kept for optional notes.
type Cleared struct {
	Region *Region
	Pos    ir.Pos
	Why    Why
	Reads  []*ir.Instr // the exit-condition reads concerned
	Writes []*ir.Instr // the writes the rule set aside
	// Distance is the threads' distance (WhyWarpDistance).
	Distance int64
}

// Write is a redefining write of a flagged loop: a shared-memory write that
// may alias one of the loop's exit-condition reads (Loop.Writes).
type Write struct {
	Instr     *ir.Instr
	Reachable bool        // reachable from the loop's exit reconvergence point
	Parallel  bool        // in a block parallel to the loop
	ParaBr    []*ir.Instr // ParaBrSet(L, BB(I_W)): terminators, program order
	Reads     []*ir.Instr // the exit-condition reads it may redefine
}

// redef is a write of Redef_Writes(L) in a Loop's compact form (see
// "What a flagged loop keeps" in safepoint.go): no pointer, so that the
// loops × writes entries of a large function are neither scanned by the
// garbage collector nor allocated one by one.
type redef struct {
	wk    int32 // its index in the function's shared writes (Loop.tab)
	reads int32 // the reads it may redefine: Loop.readSets[reads]
	para  int32 // ParaBrSet(L, BB(I_W)) is Loop.paras[para-1]; 0: not parallel
	reach bool  // reachable from the loop's exits
}

// Loop is a loop flagged by Algorithm 1, with its safe reconvergence points.
type Loop struct {
	// Loop is the natural loop analysed, nil for the spin region of a
	// branch; Region is the unit analysed in both cases.
	Loop   *loops.Loop
	Region *Region
	Kind   Kind
	// Always (BoundedWait): every redefining write is reachable from the
	// loop's exits and none is parallel to it, so the wait always times
	// out when a warp-mate is the writer.
	Always bool
	Pos    ir.Pos      // where to report: the loop statement, or the spinning branch
	Reads  []*ir.Instr // Shrd_Reads(L) that some write redefines, program order
	// Reconv is IPDom(Exits(L)): where the loop's exits reconverge.
	Reconv Point
	// SafePDom is Algorithm 2's safe reconvergence point, after conflict
	// resolution; AwarePDom is the AWARE variant (reachable writes only).
	SafePDom  Point
	AwarePDom Point

	// Redef_Writes(L), program order, compact (Writes lists them): indices
	// into the function's shared writes tab (one slice for all the loops
	// of a function), with their reads among readSets (readSets[0] is
	// Shrd_Reads(L); the writes of a loop mostly share it) and their
	// ParaBrSets among paras.
	tab      []Point
	redef    []redef
	readSets [][]*ir.Instr
	paras    [][]*ir.Instr

	// Why the lock-gate rule (lockgate.go) did not clear the region, for
	// tests: gateNone, gateBarrier, gateCycle or gateFreed (then gateWrites
	// are the writes that may free the lock); 0 with Options.Paper.
	gateWhy    int
	gateWrites []*ir.Instr

	starts    []Point // where the reachable writes were walked from
	reachJoin Point   // Algorithm 2's lines 1-9 (safepoint.go)
}

// Writes returns Redef_Writes(L), the loop's redefining writes, in program
// order. The list is built from the loop's compact form on each call (a
// flagged loop of a large function may have as many redefining writes as
// the function has writes): a caller that needs it more than once keeps
// it.
func (l *Loop) Writes() []Write {
	out := make([]Write, len(l.redef))
	for k, e := range l.redef {
		out[k] = Write{Instr: l.instr(e), Reachable: e.reach, Parallel: e.para != 0, ParaBr: l.paraBr(e), Reads: l.readSets[e.reads]}
	}
	return out
}

// NumWrites returns the number of the loop's redefining writes.
func (l *Loop) NumWrites() int { return len(l.redef) }

// instr returns write e's instruction.
func (l *Loop) instr(e redef) *ir.Instr { return l.tab[e.wk].Instr() }

// after returns IPDom(I_W) of write e: the point after its instruction.
func (l *Loop) after(e redef) Point {
	p := l.tab[e.wk]
	return Point{p.Block, p.Index + 1}
}

// paraBr returns ParaBrSet(L, BB(I_W)) of write e, nil when it is not
// parallel.
func (l *Loop) paraBr(e redef) []*ir.Instr {
	if e.para == 0 {
		return nil
	}
	return l.paras[e.para-1]
}

// usedReadSets returns the sets of reads some redefining write of l
// redefines: by set, not by write, as the writes share a few sets.
func (l *Loop) usedReadSets() [][]*ir.Instr {
	if len(l.readSets) == 1 && len(l.redef) > 0 {
		return l.readSets // every write's, without a pass over them
	}
	used := make([]bool, len(l.readSets))
	for _, e := range l.redef {
		used[e.reads] = true
	}
	var out [][]*ir.Instr
	for k, rs := range l.readSets {
		if used[k] {
			out = append(out, rs)
		}
	}
	return out
}

// internReads returns the index of rs among l.readSets, adding it when it
// is new. rs is usually Shrd_Reads(L) itself (index 0) or one of the few
// sets last added; a set found nowhere in that window is added again (the
// sets only save memory, nothing compares their indices).
func (l *Loop) internReads(rs []*ir.Instr) int32 {
	if r0 := l.readSets[0]; len(rs) == len(r0) && (len(rs) == 0 || &rs[0] == &r0[0]) || slices.Equal(rs, r0) {
		return 0
	}
	for k := len(l.readSets) - 1; k > 0 && k >= len(l.readSets)-8; k-- {
		if slices.Equal(rs, l.readSets[k]) {
			return int32(k)
		}
	}
	l.readSets = append(l.readSets, rs)
	return int32(len(l.readSets) - 1)
}

// ReachBr returns the union of ReachBrSet(L, BB(I_W)) over the reachable
// writes: terminators, program order. Algorithm 2 (lines 5-9) uses the
// sets only through ncpd, a join in the post-dominator tree, so their
// union gives the same safe point; Detect computes that join without
// listing them (safepoint.go), and ReachBr walks the function to list
// them.
func (l *Loop) ReachBr() []*ir.Instr {
	var reached []*ir.Block
	for _, e := range l.redef {
		if e.reach {
			reached = append(reached, l.tab[e.wk].Block)
		}
	}
	if len(reached) == 0 {
		return nil
	}
	d := &detector{f: l.Region.Header.Func}
	return d.reachable(l.starts, math.MaxInt32).branchesTo(reached...)
}

// Result is the outcome of Detect on one function.
type Result struct {
	Func  *ir.Func
	Loops []*Loop // flagged loops, in the order of the loop forest
	// Cleared are the regions set aside by an inter-group, warp-distance
	// or warp-synchronous rule, in the same order (not with Paper).
	Cleared []Cleared
}

// Detect runs Algorithms 1 and 2 on f.
func Detect(f *ir.Func, opt Options) *Result {
	aa := opt.Alias
	if aa == nil {
		aa = alias.Basic{}
	}
	if b, ok := aa.(alias.Basic); ok {
		aa = alias.NewCached(b) // the same pointers are asked about for every loop
	}
	res := &Result{Func: f}
	if len(f.Blocks) == 0 {
		return res
	}
	// A loop is flagged only for a shared write that may redefine one of
	// its reads: without shared writes there is nothing to find, and no
	// analysis needs computing (the common case of read-only kernels).
	writes, sync, bar := scanWrites(f, opt.Paper)
	if len(writes) == 0 || !opt.Paper && opt.off&ruleSync == 0 && !sync {
		return res
	}
	d := &detector{noBars: !bar, f: f, aa: aa, r: newReconv(f, opt.Reconv), paper: opt.Paper, noLockGate: opt.noLockGate, writes: writes, warp: opt.WarpSize, oneGroup: opt.OneGroup, res: res, off: opt.off, chunk: opt.chunk, walk: opt.walk, near: opt.near}
	if d.warp <= 0 {
		d.warp = 32
	}
	if !opt.Paper {
		d.uni = uniform.Analyze(f, uniform.Options{PostDom: rpTree(d.r.rp), Alias: aa, OneGroup: opt.OneGroup})
	}
	// The regions in the order of the loop forest, then the spin regions;
	// each is analysed up to its start points (prepare), then, a chunk at
	// a time, with the writes reachable from them (complete; see
	// safepoint.go).
	var pend []*pending
	forest := loops.Analyze(f)
	for _, l := range forest.Loops {
		if p := d.prepare(loopRegion(f, l)); p != nil {
			pend = append(pend, p)
		}
	}
	var ca *cfgArrays
	if !opt.Paper {
		ca = d.succs()
	}
	for k, b := range f.Blocks {
		if opt.Paper || !ca.cond(ca.ids[k]) || forest.LoopOf(b) == nil {
			continue // a branch outside every cycle has no spin region
		}
		reg := d.spinRegion(b, forest.LoopOf(b))
		if reg == nil {
			continue
		}
		if p := d.prepare(reg); p != nil {
			pend = append(pend, p)
		}
	}
	var clos *closure
	var sets [][]*ir.Block
	if len(pend) > 0 {
		clos = &closure{g: d.barrierGraph()}
	}
	for lo := 0; lo < len(pend); lo += d.chunkSize() {
		part := pend[lo:min(lo+d.chunkSize(), len(pend))]
		sets = sets[:0]
		for _, p := range part {
			var bs []*ir.Block
			for _, s := range p.starts {
				if !s.IsExit() {
					bs = append(bs, s.Block)
				}
			}
			sets = append(sets, bs)
		}
		near := d.nearChunk(part, sets, clos.g)
		if !near {
			clos.build(sets)
		}
		for k, p := range part {
			r := reachTest{c: clos, k: k}
			switch {
			case d.walk:
				reach := d.reachableBlocks(p.starts)
				r.f = func(id int32) bool { return reach[id] }
			case near:
				r.f = d.nearReach(p)
			}
			if fl := d.complete(p, r); fl != nil {
				res.Loops = append(res.Loops, fl)
			}
		}
	}
	d.safePDoms(res.Loops, true)
	d.safePDoms(res.Loops, false)
	return res
}

type detector struct {
	paper      bool
	noLockGate bool
	warp       int                // Options.WarpSize
	off        rules              // Options.off
	oneGroup   bool               // Options.OneGroup
	res        *Result            // for Cleared
	w          *who               // who.go, on demand
	ronly      map[*ir.Instr]bool // readOnly's answers
	calls      int8               // readOnly: 0 unknown, 1 no call in f, 2 some
	uni        *uniform.Result    // nil with Options.Paper
	guni       *uniform.Result    // across the work-group, on demand
	f          *ir.Func
	aa         alias.Analysis
	r          *reconv
	slicer     *cdg.Slicer // the function's dependence graph, on demand
	chunk      int         // Options.chunk
	walk       bool        // Options.walk
	near       int8        // Options.near
	gcomp      []int32     // candComp's: by alias group, the highest CFG component of its writes; last, of all
	writes     []Point     // the shared writes, program order, on demand
	// windex groups the writes' addresses when aa is an *alias.Cached (nil
	// otherwise: every region meets every write), on demand.
	windex *alias.Index
	wdone  bool
	// Scratch: marks stamped with gen, layout index by block ID (see
	// region.go and paths.go).
	cbuf           []int32 // complete's reachable candidates
	fwd, back, pos []int32
	gen            int32
	work           []*ir.Block
	mark           []int32
	mgen           int32
	wgroup         []int32  // by write: its group in windex
	wbits          []uint64 // meetingOf's bit set of the writes
	meets          []int32  // meetingOf's list
	merged         [2]int32 // the two groups meets merges, when mergedOK
	mergedOK       bool
	rbuf           []redef     // complete's entries
	wt             *writeTable // by write, on demand
	wbs            []int32     // reachJoin's write blocks, by ID
	gmark          [][]int32   // by read of a region and group: stamped by aliasGroups
	ggen           int32
	gall           []int32 // by group: ggen when aliasGroups stamped it for every read
	// paths.go: components, the reachable-set scratch, the branch arms and
	// the last region's ParaBrSet candidates.
	comp                []int32
	cfga                *cfgArrays
	rstamp, rfrom, rend []int32
	rgen                int32
	arms                *arms
	candFor             *Region
	cands               []candidate
	// safepoint.go: the CFG and the CFG cut at barriers with their
	// components, first barriers by block ID, whether every block reaches
	// the exit (0 unknown, 1 yes, 2 no), the redirected branches.
	cfgG, barG *graph
	fbar       []int32
	noBars     bool // scanWrites found no barrier in f
	exitsOK    int8
	redirDone  bool
	redir      []*ir.Block
}

// pending is a region analysed up to the start points of its reachable
// writes (prepare), with what complete needs.
type pending struct {
	l         *Region
	isBounded bool
	reads     []*ir.Instr // Shrd_Reads(L)
	rp        Point       // IPDom(Exits(L))
	groups    [][]int32   // the alias groups meeting them by read (groupsMeeting), nil without an index
	starts    []Point     // where reachable writes are walked from
}

// prepare runs Algorithm 1 on the region l up to the start points of its
// reachable writes; it returns nil when l is not flagged whatever they
// reach.
func (d *detector) prepare(l *Region) *pending {
	isBounded := false
	if !d.paper {
		if d.uniformExits(l) {
			return nil
		}
		isBounded = bounded(l, d.readOnly)
	}
	// Lines 3-7: shared reads in l that the exit conditions depend on.
	var exiting []*ir.Block
	for _, e := range l.Exiting {
		exiting = append(exiting, e.Block)
	}
	if d.slicer == nil {
		d.slicer = cdg.NewSlicer(d.f, cdg.Options{Alias: d.aa})
	}
	reads := d.slicer.RegionExitReads(exiting, l.Blocks)
	if len(reads) == 0 {
		return nil
	}
	if isBounded && (l.loop == nil || d.off&ruleBoundedWait != 0 || !d.waits(l, reads)) {
		return nil // finishes by itself, and is no wait (bounded.go)
	}
	// IPDom(Exits(L)): the common reconvergence point of the exit branches.
	var rp Point
	for k, e := range l.Exiting {
		p := d.r.after(e.Block.Terminator())
		if k == 0 {
			rp = p
		} else {
			rp = d.r.ncpd(rp, p)
		}
	}
	// Lines 8-19: shared writes reachable from or parallel to l that may
	// alias a read. Only the writes the alias index says may alias some
	// read are looked at (issue 18).
	if d.writes == nil {
		d.writes = sharedWrites(d.f, d.paper)
	}
	// The writes that may redefine a read are listed by complete, for the
	// reachable and parallel ones only (a function's writes may be many,
	// and most of them neither).
	groups := d.groupsMeeting(reads)
	some := false
	if groups != nil {
		for _, gs := range groups {
			for _, g := range gs {
				some = some || len(d.windex.Members(int(g))) > 0
			}
		}
	} else {
		for wk := range d.writes {
			if some = d.redefined(wk, reads, true) != nil; some {
				break
			}
		}
	}
	if !some {
		return nil
	}
	// Reachable writes: from every exit edge (see the package
	// documentation), not only from the exits' common reconvergence point.
	starts := []Point{rp}
	for _, x := range l.Exits {
		if !d.paper && !d.reenters(l, x, rp) {
			starts = append(starts, d.r.start(x))
		}
	}
	return &pending{l: l, isBounded: isBounded, reads: reads, rp: rp, groups: groups, starts: starts}
}

// aliasGroups stamps, for each read k, the alias groups of groups[k] (see
// groupsMeeting) for redefinedIn.
func (d *detector) aliasGroups(groups [][]int32) {
	for len(d.gmark) < len(groups) {
		d.gmark = append(d.gmark, make([]int32, d.windex.NumGroups()))
	}
	if d.gall == nil {
		d.gall = make([]int32, d.windex.NumGroups())
	}
	d.ggen++
	for k, gs := range groups {
		for _, g := range gs {
			d.gmark[k][g] = d.ggen
		}
	}
	// A group stamped for every read redefines them all (redefinedIn asks
	// no read of its writes): it is among the first read's groups.
	if len(groups) == 0 {
		return
	}
	for _, g := range groups[0] {
		all := true
		for k := 1; k < len(groups) && all; k++ {
			all = d.gmark[k][g] == d.ggen
		}
		if all {
			d.gall[g] = d.ggen
		}
	}
}

// redefinedIn is redefined by the groups aliasGroups stamped: write wk
// may alias read k when its group is stamped for k, or (Cached.Alias)
// when it writes the read's very pointer.
func (d *detector) redefinedIn(wk int, reads []*ir.Instr) []*ir.Instr {
	g := d.wgroup[wk]
	if d.gall[g] == d.ggen {
		return reads // what keepReads returns when it keeps every read
	}
	var p ir.Value
	return keepReads(reads, false, func(k int, rd *ir.Instr) bool {
		if d.gmark[k][g] == d.ggen {
			return true
		}
		if p == nil {
			p = alias.PointerOperand(d.writes[wk].Instr())
		}
		return p == alias.PointerOperand(rd)
	})
}

// redefined returns the reads of reads that write wk (an index into
// d.writes) may alias, or with one only the first. When it is all of
// them, it is reads itself (the writes of a region share it; nothing
// modifies a Write's Reads in place).
func (d *detector) redefined(wk int, reads []*ir.Instr, one bool) []*ir.Instr {
	p := alias.PointerOperand(d.writes[wk].Instr())
	return keepReads(reads, one, func(_ int, rd *ir.Instr) bool {
		return d.aa.Alias(p, alias.PointerOperand(rd)) != alias.NoAlias
	})
}

// keepReads returns the reads of reads that keep accepts (k is the read's
// index), or with one only the first: reads itself when it is all of them
// (no copy), nil when none.
func keepReads(reads []*ir.Instr, one bool, keep func(k int, rd *ir.Instr) bool) []*ir.Instr {
	var out []*ir.Instr
	for k, rd := range reads {
		if !keep(k, rd) {
			if out == nil {
				out = append(make([]*ir.Instr, 0, len(reads)-1), reads[:k]...)
			}
			continue
		}
		if one {
			return reads[k : k+1]
		}
		if out != nil {
			out = append(out, rd)
		}
	}
	if out == nil {
		return reads
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// complete finishes Algorithm 1 on the prepared region p; r reports
// whether a block is reachable from p's start points without crossing a
// barrier (they are all block starts, so a write is reachable when its
// block is and no barrier precedes it there).
func (d *detector) complete(p *pending, r reachTest) *Loop {
	l, reads, starts, isBounded := p.l, p.reads, p.starts, p.isBounded
	for _, s := range starts {
		if s.Index != 0 {
			panic(fmt.Sprintf("deadlock: complete: start point %v of %s is not a block start", s, d.f.Name))
		}
	}
	wt := d.writeTable()
	if p.groups != nil {
		d.aliasGroups(p.groups)
	}
	fl := &Loop{Loop: l.loop, Region: l, Pos: l.pos(), Reconv: p.rp, starts: starts, tab: d.writes, readSets: [][]*ir.Instr{reads}}
	paraBlock := int32(-1) // ParaBrSet(l, the block with ID paraBlock) is para
	var para []*ir.Instr
	paraAt := int32(0) // para's index in fl.paras + 1, 0 while not added
	// The entries are built in scratch (d.rbuf) and copied out at the end.
	// The steps per candidate read the write table, not the blocks.
	es := d.rbuf[:0]
	// A region that no branch arm holds whole has an empty ParaBrSet for
	// every block: parallel is not asked per write block then, and only
	// the reachable candidates are kept.
	meets := d.meetingOf(p.groups)
	arms := len(meets) > 0 && len(d.candidates(l)) > 0
	// Without arms, the reachable candidates are listed first by a loop
	// over the write table and the closure's bits alone, without a call: a
	// function's regions × candidates pairs go through it (issue 33). When
	// every one of them is of a group that redefines all the reads
	// (aliasGroups' gall; redefinedIn returns reads, readSets[0]), they
	// are the entries.
	var gall []int32
	if p.groups != nil && len(reads) > 0 {
		gall = d.gall
	}
	ggen, wgroup := d.ggen, d.wgroup
	reached := false
	if !arms && r.f == nil {
		reached = true
		c, cand := r.c, d.cbuf[:0]
		comp, bits, words, sh, bit := c.g.comp, c.bits, c.words, r.k>>6, uint64(1)<<(r.k&63)
		block, open := wt.block, wt.open
		all := gall != nil
		for _, wk := range meets {
			if open[wk] && bits[int(comp[block[wk]])*words+sh]&bit != 0 {
				cand = append(cand, wk)
				all = all && gall[wgroup[wk]] == ggen
			}
		}
		d.cbuf, meets = cand, cand
		if all {
			es = slices.Grow(es, len(cand))[:len(cand)]
			for x, wk := range cand {
				es[x] = redef{wk: wk, reach: true}
			}
			meets = nil
		}
	}
	for _, wk := range meets {
		bid := wt.block[wk]
		e := redef{wk: wk, reach: reached || wt.open[wk]}
		if !reached && e.reach {
			if r.f != nil {
				e.reach = r.f(bid)
			} else {
				e.reach = r.c.hasID(bid, r.k)
			}
		}
		if arms && paraBlock != bid {
			para, paraBlock, paraAt = d.parallel(l, d.writes[wk].Block), bid, 0
		}
		if !e.reach && len(para) == 0 {
			continue
		}
		if gall != nil && len(para) == 0 && gall[wgroup[wk]] == ggen {
			es = append(es, e) // every read, readSets[0] (redefinedIn, internReads)
			continue
		}
		var rs []*ir.Instr
		if p.groups != nil {
			rs = d.redefinedIn(int(wk), reads)
		} else {
			rs = d.redefined(int(wk), reads, false)
		}
		if rs == nil {
			continue
		}
		if len(para) > 0 {
			if paraAt == 0 {
				fl.paras = append(fl.paras, para)
				paraAt = int32(len(fl.paras))
			}
			e.para = paraAt
		}
		e.reads = fl.internReads(rs)
		es = append(es, e)
	}
	fl.redef = es
	defer func() { d.rbuf = es[:0] }()
	if len(fl.redef) == 0 {
		return nil
	}
	if !d.paper {
		if !d.together(l, fl) {
			return nil // no warp-mate of a spinner can be the writer (who.go)
		}
		if d.off&ruleLockFree == 0 && d.lockFree(l, reads) {
			return nil // lockgate.go
		}
		if rs := d.ownEcho(l, fl); rs != nil && d.off&ruleEcho == 0 {
			d.res.Cleared = append(d.res.Cleared, Cleared{Region: l, Pos: fl.Pos, Why: WhyWarpSynchronous, Reads: rs})
			return nil
		}
	}
	d.finish(fl, reads)
	if !d.paper && !d.noLockGate && d.lockGateClears(l, fl, reads, starts) {
		return nil // a lock the waiting threads cannot hand over (lockgate.go)
	}
	if !d.paper && d.off&ruleGatePrune == 0 && fl.gateWrites != nil && len(fl.gateWrites) < len(fl.redef) {
		// Only the writes that may free the lock matter to the spinners
		// (lockgate.go): Algorithm 2 need not wait for the others.
		keep := fl.redef[:0]
		for _, e := range fl.redef {
			if containsInstr(fl.gateWrites, fl.instr(e)) {
				keep = append(keep, e)
			}
		}
		fl.redef = keep
		d.finish(fl, reads)
	}
	if isBounded {
		fl.Kind = BoundedWait
		fl.Always = true
		for _, e := range fl.redef {
			fl.Always = fl.Always && e.reach && e.para == 0
		}
	}
	fl.reachJoin = d.reachJoin(fl, starts, r.block)
	fl.redef = slices.Clone(fl.redef) // out of the scratch
	return fl
}

// reachTest reports whether a block is reachable from a region's start
// points without crossing a barrier: by bit k of the chunk's closure c, or
// by f when set (the limited walks, or the direct walks of
// Options.walk). complete asks it per candidate write and reads the
// closure's bits itself, without a call through a func value (issue 33).
type reachTest struct {
	c *closure
	k int
	f func(int32) bool
}

// block reports whether b is reachable.
func (r reachTest) block(b *ir.Block) bool {
	if r.f != nil {
		return r.f(int32(b.ID))
	}
	return r.c.has(b, r.k)
}

// finish sets fl's Reads from fl.Writes: the reads some write of fl
// redefines, in program order.
func (d *detector) finish(fl *Loop, reads []*ir.Instr) {
	used := make(map[*ir.Instr]bool)
	for _, rs := range fl.usedReadSets() {
		for _, rd := range rs {
			used[rd] = true
		}
	}
	fl.Reads = nil
	for _, rd := range reads {
		if used[rd] {
			fl.Reads = append(fl.Reads, rd)
		}
	}
}

// uniformExits reports whether no exit branch of l can split a warp: the
// threads of a warp that are in l all leave it in the same iteration, so
// none waits at the reconvergence point for another. (A uniform condition
// never depends on memory the kernel writes, see package uniform, so such a
// region cannot wait for another thread at all.)
func (d *detector) uniformExits(l *Region) bool {
	for _, e := range l.Exiting {
		if d.uni.DivergentBranch(e.Block) {
			return false
		}
	}
	return true
}

// rpTree gives package uniform the reconvergence blocks of the chosen mode.
type rpTree []*ir.Block

func (t rpTree) IDom(b *ir.Block) *ir.Block { return t[b.ID] }

// groupsMeeting returns, by read of reads, the groups of the alias index
// of the writes that may alias it, or nil when the alias analysis cannot
// be indexed (then every write may; meetingOf lists them). Basic's answer
// depends on the Locations only, which a group's writes share, and the
// index reports exactly the groups it does not say NoAlias for.
func (d *detector) groupsMeeting(reads []*ir.Instr) [][]int32 {
	if !d.wdone {
		d.wdone = true
		if c, ok := d.aa.(*alias.Cached); ok {
			ptrs := make([]ir.Value, len(d.writes))
			for k, p := range d.writes {
				ptrs[k] = alias.PointerOperand(p.Instr())
			}
			d.windex = c.NewIndex(ptrs)
			d.wgroup = make([]int32, len(d.writes))
			for g := range d.windex.NumGroups() {
				for _, wk := range d.windex.Members(g) {
					d.wgroup[wk] = int32(g)
				}
			}
		}
	}
	if d.windex == nil {
		return nil
	}
	x := d.windex
	groups := make([][]int32, len(reads))
	for k, rd := range reads {
		var gs []int32
		x.Query(alias.PointerOperand(rd), func(g int) {
			if g < x.NumGroups() {
				gs = append(gs, int32(g))
				return
			}
			for _, h := range x.Members(g) {
				gs = append(gs, h)
			}
		})
		groups[k] = gs
	}
	return groups
}

// meetingOf returns, in program order, the indices into d.writes of the
// members of groups (groupsMeeting's), or of every write when groups is
// nil: the writes that may alias one of the reads. The slice is scratch,
// valid until the next call. The members are marked in a bit set over the
// writes and read back in order, with no sort: the cost is the members'
// number plus the writes' over 64. With one group it is the group's own
// member list, which the caller must not modify; two are merged.
func (d *detector) meetingOf(groups [][]int32) []int32 {
	out := d.meets[:0]
	if groups == nil {
		d.mergedOK = false
		for wk := range d.writes {
			out = append(out, int32(wk))
		}
		d.meets = out
		return out
	}
	x := d.windex
	// One or two groups for every read (a region reading one buffer): their
	// members are in program order already; one is the list itself, two
	// are merged.
	g1, g2 := int32(-1), int32(-1)
	for _, gs := range groups {
		for _, g := range gs {
			switch {
			case g == g1 || g == g2:
			case g1 == -1:
				g1 = g
			case g2 == -1:
				g2 = g
			default:
				g1 = -2
			}
		}
	}
	if g1 >= 0 && g2 == -1 {
		return x.Members(int(g1))
	}
	if g1 >= 0 {
		if g1 > g2 {
			g1, g2 = g2, g1
		}
		if d.merged == [2]int32{g1, g2} && d.mergedOK {
			return d.meets // the regions of a loop nest mostly meet the same two groups
		}
		d.merged, d.mergedOK = [2]int32{g1, g2}, true
		a, b := x.Members(int(g1)), x.Members(int(g2))
		for len(a) > 0 && len(b) > 0 {
			if a[0] < b[0] {
				out, a = append(out, a[0]), a[1:]
			} else {
				out, b = append(out, b[0]), b[1:]
			}
		}
		out = append(append(out, a...), b...)
		d.meets = out
		return out
	}
	d.mergedOK = false
	words := (len(d.writes) + 63) / 64
	if cap(d.wbits) < words {
		d.wbits = make([]uint64, words)
	}
	set := d.wbits[:words]
	clear(set)
	for _, gs := range groups {
		for _, g := range gs {
			for _, wk := range x.Members(int(g)) {
				set[wk>>6] |= 1 << (wk & 63)
			}
		}
	}
	for k, w := range set {
		for w != 0 {
			out = append(out, int32(k*64+bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
	d.meets = out
	return out
}

// syncs reports whether i may synchronize with other threads: an atomic
// or cmpxchg, a fence or barrier, a warp vote, ballot or shuffle, a call,
// or a volatile access. A loop of a function without any cannot wait
// for another thread without a data race, which is undefined behaviour in
// OpenCL C and CUDA (a plain load that another thread's plain store may
// change while the loop re-reads it): Detect flags nothing there (issue 31,
// "quiet on code without synchronization"; the paper's Algorithm 1,
// Options.Paper, does not ask). scanWrites asks it of every instruction,
// in its pass for the shared writes.
func syncs(i *ir.Instr) bool {
	switch i.Op {
	case ir.OpAtomic, ir.OpCmpXchg, ir.OpFence, ir.OpBarrier, ir.OpCall,
		ir.OpVoteAll, ir.OpVoteAny, ir.OpBallot, ir.OpShuffle, ir.OpWarpSync:
		return true
	case ir.OpLoad, ir.OpStore:
		return i.Volatile
	}
	return false
}

// writeTable holds, by shared write (an index into detector.writes), what
// the steps per region and write read, so that they do not load the
// write's block or instruction: a function's writes may meet most of its
// flagged regions (issue 33, see "What a flagged loop keeps" in
// safepoint.go).
type writeTable struct {
	block []int32 // its block's ID
	open  []bool  // no barrier precedes it in its block
	pre   []int32 // its block's number in reconv.preorder, -1 outside the tree
	own   []int8  // who.go's ownable: 0 unknown, 1 yes, 2 no
}

// writeTable returns the table of d.writes, on demand.
func (d *detector) writeTable() *writeTable {
	if d.wt == nil {
		n := len(d.writes)
		fb := d.firstBarriers()
		pre, _ := d.r.preorder()
		t := &writeTable{block: make([]int32, n), open: make([]bool, n), pre: make([]int32, n), own: make([]int8, n)}
		for k, p := range d.writes {
			t.block[k] = int32(p.Block.ID)
			t.open[k] = p.Index < int(fb[p.Block.ID])
			t.pre[k] = pre[p.Block.ID]
		}
		d.wt = t
	}
	return d.wt
}

// sharedWrites returns the points of f's shared writes in program order;
// with paper, idempotent atomics count as writes (Algorithm 1 as
// published does not tell them apart).
func sharedWrites(f *ir.Func, paper bool) []Point {
	out, _, _ := scanWrites(f, paper)
	return out
}

// scanWrites returns sharedWrites(f, paper), whether some instruction of
// f syncs and whether one is a barrier, in one pass: on a function without
// shared writes or without synchronization that pass is all Detect does,
// and at 50k blocks it is bound by the loads of the instructions (issue
// 33). Without a barrier, firstBarriers loads none again. (A list of the
// barriers kept here cost gen_big_c's 1k-block function 50 Ir/block, the
// loop's live values spilled around isSharedWrite's call; bar, asked only
// of the ops that sync, costs it 6 of 250.)
func scanWrites(f *ir.Func, paper bool) (out []Point, sync, bar bool) {
	out = []Point{}
	for _, b := range f.Blocks {
		for k, i := range b.Instrs {
			switch i.Op {
			case ir.OpLoad, ir.OpStore, ir.OpAtomic, ir.OpCmpXchg, ir.OpFence, ir.OpBarrier,
				ir.OpVoteAll, ir.OpVoteAny, ir.OpBallot, ir.OpShuffle, ir.OpWarpSync, ir.OpCall:
			default:
				continue // neither syncs nor writes memory (isSharedWrite, idempotent)
			}
			if (!sync || !bar) && syncs(i) {
				sync, bar = true, bar || i.Op == ir.OpBarrier
			}
			if isSharedWrite(i) || paper && idempotent(i) && alias.SpaceOf(i.Args[0]).IsShared() {
				out = append(out, Point{b, k})
			}
		}
	}
	return out, sync, bar
}

// isSharedWrite reports whether i writes memory other threads can see. An
// idempotent atomic (see "Who can be in the loop together") writes
// nothing.
func isSharedWrite(i *ir.Instr) bool {
	switch i.Op {
	case ir.OpStore, ir.OpAtomic, ir.OpCmpXchg:
		return alias.SpaceOf(i.Args[0]).IsShared() && !idempotent(i)
	}
	return false
}

// safePDoms runs Algorithm 2 on the flagged loops: the paper's version, or
// with aware set the AWARE variant without lines 10-14 (parallel writes).
func (d *detector) safePDoms(ls []*Loop, aware bool) {
	safe := make([]Point, len(ls))
	for k, fl := range ls {
		sp := fl.Reconv // line 1
		// AWARE: only the reachable writes, whose lines 1-4 are in
		// fl.reachJoin. Without a ParaBrSet every write is reachable
		// (complete keeps an unreachable one only when it is parallel):
		// the pass would add nothing, and at 61k blocks it loaded 1.7
		// cache lines per block of entries (issue 33).
		if !aware && len(fl.paras) > 0 {
			for _, e := range fl.redef {
				if !e.reach {
					sp = d.r.ncpd(sp, fl.after(e)) // line 4
				}
				for _, br := range fl.paraBr(e) { // lines 10-14
					sp = d.r.ncpd(sp, d.r.after(br))
				}
			}
		}
		// Lines 5-9 for every reachable write at once, with lines 1-4 for
		// the reachable writes (safepoint.go): the join is the same in any
		// order.
		safe[k] = d.r.ncpd(sp, fl.reachJoin)
	}
	d.resolveConflicts(ls, safe)
	for k, fl := range ls {
		if aware {
			fl.AwarePDom = safe[k]
		} else {
			fl.SafePDom = safe[k]
		}
	}
}

// resolveWalk is resolveConflicts with the loops on a path from L's exits
// to SafePDom(L) found through the blocks the path walk visits (loopsAt),
// not by testing every pair of loops (issue 18).
func (d *detector) resolveWalk(ls []*Loop, safe []Point) {
	at := newLoopsAt(d.f.NumBlocks(), ls)
	seen := make([]int32, len(ls)) // by loop: stamped by between
	for changed := true; changed; {
		changed = false
		for k, fl := range ls {
			meet := d.between(fl.Region, safe[k], at, seen, k)
			for n := 0; n < len(meet); n++ {
				j := meet[n]
				if np := d.r.ncpd(safe[k], safe[j]); np != safe[k] {
					safe[k] = np
					changed = true
					// The path moved: go on with the loops after j on it.
					next := d.between(fl.Region, safe[k], at, seen, k)
					n, _ = slices.BinarySearch(next, j+1)
					n--
					meet = next
				}
			}
		}
	}
}

// loopsAt lists, by block ID, the flagged loops whose region holds the
// block, in increasing order.
type loopsAt struct {
	start []int32 // block ID b: its loops are of[start[b]:start[b+1]]
	of    []int
}

func newLoopsAt(n int, ls []*Loop) *loopsAt {
	at := &loopsAt{start: make([]int32, n+1)}
	for _, l := range ls {
		for _, b := range l.Region.Blocks {
			at.start[b.ID+1]++
		}
	}
	for k := 0; k < n; k++ {
		at.start[k+1] += at.start[k]
	}
	at.of = make([]int, at.start[n])
	fill := slices.Clone(at.start[:n])
	for j, l := range ls {
		for _, b := range l.Region.Blocks {
			at.of[fill[b.ID]] = j
			fill[b.ID]++
		}
	}
	return at
}

// between walks the blocks on paths from l's exit blocks to point p (p's
// own block when the path enters it before p) and returns, in increasing
// order, the flagged loops other than k with a block on them. seen is
// scratch by loop.
func (d *detector) between(l *Region, p Point, at *loopsAt, seen []int32, k int) []int {
	in, gen := d.marks()
	work := d.work[:0]
	var meet []int
	visit := func(b *ir.Block) {
		if in[b.ID] == gen || (b == p.Block && p.Index == 0) {
			return
		}
		in[b.ID] = gen
		for _, j := range at.of[at.start[b.ID]:at.start[b.ID+1]] {
			if j != k && seen[j] != gen {
				seen[j] = gen
				meet = append(meet, j)
			}
		}
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
	d.work = work
	slices.Sort(meet)
	return meet
}
