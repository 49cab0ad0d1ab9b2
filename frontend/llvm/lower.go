package llvm

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unsafe"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// lowerer lowers the body of one LLVM function.
//
// Blocks are created first, in layout order, so the simtc function lists
// them as the .ll does and keeps their labels as names. Instructions are
// then lowered block by block in reverse postorder, where every non-phi
// operand is defined before it is used; unreachable blocks follow in layout
// order. Phi operands are filled in last, when every block has its
// terminator and with it its predecessor list. A use that is still ahead of
// its definition (only possible in unreachable code) gets a placeholder
// instruction that the definition replaces.
type lowerer struct {
	imp  *importer
	lf   *llir.Func
	f    *ir.Func
	b    *ir.Builder
	name string   // the function's name, for messages
	mask ir.Value // the member mask of the *_sync warp intrinsic being lowered (warpArgs), nil for the whole warp

	blocks map[*llir.Block]*ir.Block // the blocks nums does not hold (setBlock, irBlock)
	exits  map[*llir.Block]*ir.Block // the block that ends lb, when its lowering split it (a work-group scan, groupops.go)
	cur    *llir.Block               // the block being lowered
	vals   map[value.Value]ir.Value  // the values nums does not hold (record, lookup)
	nums   []numSlot                 // numbered locals (%5) and blocks by number
	holes  map[value.Value]*ir.Instr // placeholders for uses ahead of their definition
	pairs  map[value.Value]*cmpxchgPair
	vecs   map[value.Value][]ir.Value // lanes of vector values (see vector.go)
	phis   []pendingPhi
	names  []byte   // the chunk localName cuts names from
	incs   []phiInc // the pending phis' incoming values, back to back

	lines *funcLines // the text scan of the function, or nil
	exact bool       // lines has exactly one line per instruction
	// start is the index in lines.instrs of each block's first
	// instruction, by the position of the block in lf.Blocks, which is
	// the ID of its simtc block less base (blockIndex).
	start []int
	base  int
	llpos ir.Pos   // .ll position of the instruction being lowered
	first int      // first value ID emitted for the instruction being lowered
	cells []string // the collectives' cells asked for, in order (groupCell)
}

// cmpxchgPair stands for the {T, i1} result of an LLVM cmpxchg: the old
// value is the simtc cmpxchg, the success flag is old == cmp.
type cmpxchgPair struct {
	old *ir.Instr
	cmp ir.Value
}

// pendingPhi is a phi whose operands are filled in at the end: phi for a
// scalar phi, lanes for a vector one.
type pendingPhi struct {
	phi   *ir.Instr
	lanes []*ir.Instr
	incs  [2]int // its incoming values: lowerer.incs[incs[0]:incs[1]], in the LLVM phi's order
	llpos ir.Pos
	pos   ir.Pos
}

// phiInc is an incoming value of a pending phi. A scalar phi's value
// that is already known when the phi lowers (defined in a block lowered
// before it, as every predecessor but a loop's latch is in reverse
// postorder) is kept as its simtc value v, not as the LLVM value x: x
// would keep the LLVM instructions of its operands, and through them and
// their slabs most of the parsed body, alive until the function has
// lowered (see numSlot). fillPhis would find the same value, and
// lowering a known local emits nothing.
type phiInc struct {
	missing bool        // a nil incoming (malformed input)
	pred    value.Value // the LLVM predecessor block
	x       value.Value // the LLVM value, when v is nil
	v       ir.Value
}

// pendingPhi records phi (or the lanes of a vector phi) to be given the
// incoming values of the LLVM phi in by fillPhis.
func (l *lowerer) pendingPhi(in *llir.InstPhi, phi *ir.Instr, lanes []*ir.Instr) {
	lo := len(l.incs)
	for _, inc := range in.Incs {
		switch {
		case inc == nil:
			l.incs = append(l.incs, phiInc{missing: true})
		case phi != nil:
			if v, ok := l.known(inc.X); ok {
				l.incs = append(l.incs, phiInc{pred: inc.Pred, v: v})
				continue
			}
			fallthrough
		default:
			l.incs = append(l.incs, phiInc{pred: inc.Pred, x: inc.X})
		}
	}
	l.phis = append(l.phis, pendingPhi{phi: phi, lanes: lanes, incs: [2]int{lo, len(l.incs)}, llpos: l.llpos, pos: l.b.Pos()})
}

// known returns the simtc value of the LLVM local v (a parameter or an
// instruction) when it has been recorded: what val would return, without
// emitting anything. It is false for constants, globals and the operands
// val rejects.
func (l *lowerer) known(v value.Value) (ir.Value, bool) {
	v = unwrapArg(v)
	switch v.(type) {
	case nil, *llir.Global, *llir.Func, *llir.InlineAsm, *llir.Block, *metadata.Value, constant.Constant:
		return nil, false
	}
	return l.lookup(v)
}

// bailout carries an input error out of the lowering of a function.
type bailout struct{ err *ir.Error }

// fail stops lowering the function with an error at the current .ll line.
func (l *lowerer) fail(format string, args ...any) {
	panic(bailout{ir.Errorf(l.llpos, format, args...)})
}

// failIn is fail with " in function NAME" appended.
func (l *lowerer) failIn(format string, args ...any) {
	l.fail("%s in function %s", fmt.Sprintf(format, args...), l.name)
}

// lowerFunc lowers lf's body into f. It returns the error that stopped it
// and the names of the collectives' cells it asked for, in order (see
// groupCell).
func (imp *importer) lowerFunc(lf *llir.Func, f *ir.Func) (err *ir.Error, cells []string) {
	// Numbered locals (clang -O0 names almost every value so) go by
	// number into nums, the others into the vals map. nums is as long as
	// the largest number there is, not one slot per instruction: stores
	// and calls without a result have no number (48k of one16000's 380k
	// instructions and blocks), and the table is scanned by every
	// collection while the function lowers. It is never longer than one
	// slot per parameter, block and instruction (a number beyond, which
	// only malformed input has, goes into the map).
	nnum, bound, named, phis, incs := int64(0), int64(len(lf.Params)+len(lf.Blocks)), 0, 0, 0
	num := func(n numberedLocal) {
		if n.IsUnnamed() {
			nnum = max(nnum, n.ID()+1)
		}
	}
	for _, p := range lf.Params {
		num(p)
	}
	for _, lb := range lf.Blocks {
		num(lb)
		bound += int64(len(lb.Insts))
		for _, inst := range lb.Insts {
			if n, ok := inst.(numberedLocal); ok {
				if n.IsUnnamed() {
					nnum = max(nnum, n.ID()+1)
				} else {
					named++
				}
			}
			if p, ok := inst.(*llir.InstPhi); ok {
				phis++
				incs += len(p.Incs)
			}
		}
	}
	l := &lowerer{
		imp:    imp,
		lf:     lf,
		f:      f,
		b:      ir.NewBuilder(f),
		name:   f.Name,
		blocks: make(map[*llir.Block]*ir.Block),
		vals:   make(map[value.Value]ir.Value, named),
		nums:   make([]numSlot, min(nnum, bound)),
		holes:  make(map[value.Value]*ir.Instr),
		pairs:  make(map[value.Value]*cmpxchgPair),
		phis:   make([]pendingPhi, 0, phis),
		incs:   make([]phiInc, 0, incs),
		llpos:  f.Pos,
	}
	defer func() {
		cells = l.cells
		if r := recover(); r != nil {
			if b, ok := r.(bailout); ok {
				err = b.err
				return
			}
			err = ir.Errorf(l.llpos, "internal error importing function %s: %v", l.name, r)
		}
	}()
	l.locate()
	if p, ok := imp.dbgPos(lf.Metadata); ok {
		f.Pos = p
		for _, a := range f.Params {
			a.Pos = p
		}
	}
	l.base = f.NumBlocks()
	// Each block's instruction list is sized for its LLVM instructions
	// and terminator, all cut from one array: grown append by append,
	// the lists of a 100k-block function took 260k allocations.
	ninstrs := 0
	for _, lb := range lf.Blocks {
		ninstrs += len(lb.Insts) + 1
	}
	instrs := make([]*ir.Instr, ninstrs)
	f.ReserveBlocks(len(lf.Blocks))
	for _, lb := range lf.Blocks {
		name := lb.LocalName
		if lb.IsUnnamed() {
			name = l.number(lb.LocalID)
		}
		b := f.NewBlock(name)
		n := len(lb.Insts) + 1
		b.Instrs, instrs = instrs[:0:n], instrs[n:]
		l.setBlock(lb, b)
	}
	sig := imp.sigs[lf]
	for k, p := range lf.Params {
		if s := sig.slots[k]; s.lanes {
			lanes := make([]ir.Value, s.n)
			for j := range lanes {
				lanes[j] = f.Params[s.first+j]
			}
			l.defVec(p, lanes)
		} else {
			l.record(p, f.Params[s.first])
		}
	}
	if len(lf.Blocks) > 0 {
		// Parameter unpacking and byval copies are positioned at the
		// entry block's first instruction.
		entry := lf.Blocks[0]
		var md []*metadata.Attachment
		if len(entry.Insts) > 0 {
			md = mdOf(entry.Insts[0])
		} else {
			md = mdOf(entry.Term)
		}
		l.setPos(l.lineOf(0, 0), md)
		l.b.SetBlock(l.irBlock(entry))
		l.vecParams()
		l.byvalParams()
	}
	for _, lb := range l.order() {
		l.block(lb)
	}
	l.fillPhis()
	if len(l.holes) > 0 {
		var names []string
		for v := range l.holes {
			names = append(names, "%"+valueName(v))
		}
		sort.Strings(names)
		l.llpos = imp.funcPos(lf)
		l.failIn("value %s is used but never defined", names[0])
	}
	// LLVM's analyses ignore unreachable blocks; simtc's IR has none.
	f.RemoveUnreachable()
	return nil, l.cells
}

// locate pairs the function's instructions with the lines the text scan
// found: the k-th instruction in block order is on the k-th line.
func (l *lowerer) locate() {
	l.lines = l.imp.lines[l.lf]
	l.start = make([]int, len(l.lf.Blocks))
	n := 0
	for k, lb := range l.lf.Blocks {
		l.start[k] = n
		n += len(lb.Insts) + 1
	}
	l.exact = l.lines != nil && len(l.lines.instrs) == n
}

// blockIndex returns the position in lf.Blocks of the LLVM block whose
// simtc block is b: the blocks were created in that order, from base on.
func (l *lowerer) blockIndex(b *ir.Block) int { return b.ID - l.base }

// lineOf returns the .ll line of instruction k (the terminator is
// len(lb.Insts)) of the block at index lk of lf.Blocks.
func (l *lowerer) lineOf(lk, k int) lineCol {
	switch {
	case l.exact:
		return l.lines.instrs[l.start[lk]+k]
	case l.lines != nil:
		return l.lines.define
	}
	return lineCol{}
}

// setPos makes the instruction at lc the one being lowered: errors point
// at its .ll line, and the instructions it becomes get its !dbg location when it has
// one, else the .ll line.
func (l *lowerer) setPos(lc lineCol, md []*metadata.Attachment) {
	l.llpos = lc.pos(l.imp.file)
	pos := l.llpos
	if p, ok := l.imp.dbgPos(md); ok {
		pos = p
	}
	l.b.SetPos(pos)
	l.first = l.f.NumValues()
}

// dbgPos returns the source position of a !dbg attachment.
func (imp *importer) dbgPos(md []*metadata.Attachment) (ir.Pos, bool) {
	for _, a := range md {
		if a == nil || a.Name != "dbg" {
			continue
		}
		switch n := a.Node.(type) {
		case *metadata.DILocation:
			if n == nil || n.Line <= 0 {
				return ir.Pos{}, false
			}
			if file := scopeFile(n.Scope); file != "" {
				return ir.Pos{File: file, Line: int(n.Line), Col: int(n.Column)}, true
			}
		case *metadata.DISubprogram:
			if n != nil && n.Line > 0 && n.File != nil && n.File.Filename != "" {
				return ir.Pos{File: n.File.Filename, Line: int(n.Line)}, true
			}
		}
	}
	return ir.Pos{}, false
}

// scopeFile returns the file name of a debug-info scope.
func scopeFile(s metadata.Field) string {
	for depth := 0; depth < 64 && s != nil; depth++ {
		var file *metadata.DIFile
		var up metadata.Field
		switch n := s.(type) {
		case *metadata.DIFile:
			file = n
		case *metadata.DISubprogram:
			file, up = n.File, n.Scope
		case *metadata.DILexicalBlock:
			file, up = n.File, n.Scope
		case *metadata.DILexicalBlockFile:
			file, up = n.File, n.Scope
		case *metadata.DICompileUnit:
			file = n.File
		default:
			return ""
		}
		if file != nil && file.Filename != "" {
			return file.Filename
		}
		s = up
	}
	return ""
}

// order returns the blocks in reverse postorder from the entry, then the
// unreachable ones in layout order.
func (l *lowerer) order() []*llir.Block {
	if len(l.lf.Blocks) == 0 {
		return nil
	}
	// Blocks by their index in lf.Blocks (blockIndex), so the walk
	// looks each successor up once.
	n := len(l.lf.Blocks)
	seen := make([]bool, n)
	post := make([]int, 0, n)
	// A frame's successors are buf[next:end]. The stack and the lists
	// are sized for the whole walk at once (a chain of blocks is as
	// deep as it is long; most blocks have at most two successors):
	// grown append by append, by a quarter at a time at the sizes of
	// a 100k-block function, they allocated five times their size.
	type frame struct{ k, next, end int }
	buf := make([]int, 0, 2*n) // the successor lists, back to back
	nsucc := make([]int32, n)  // the length of each block's list
	push := func(stack []frame, k int) []frame {
		lo := len(buf)
		buf = l.succs(l.lf.Blocks[k], buf)
		nsucc[k] = int32(len(buf) - lo)
		return append(stack, frame{k: k, next: lo, end: len(buf)})
	}
	seen[0] = true
	stack := push(make([]frame, 0, n), 0)
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < top.end {
			s := buf[top.next]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = push(stack, s)
			}
			continue
		}
		post = append(post, top.k)
		stack = stack[:len(stack)-1]
	}
	l.reserveEdges(buf, nsucc)
	out := make([]*llir.Block, 0, len(l.lf.Blocks))
	for k := len(post) - 1; k >= 0; k-- {
		out = append(out, l.lf.Blocks[post[k]])
	}
	for k, b := range l.lf.Blocks {
		if !seen[k] {
			out = append(out, b)
		}
	}
	return out
}

// reserveEdges sizes the successor and predecessor lists of every block
// that has none yet for its edges, given as the blocks' successor lists
// back to back (edges, indices in lf.Blocks; nsucc the length of each
// block's), cut from one array each: appended edge by edge (predecessors)
// or grown once per block (successors, Builder), the lists of a 100k-block
// function took 215k allocations.
func (l *lowerer) reserveEdges(edges []int, nsucc []int32) {
	npred := make([]int32, len(l.lf.Blocks))
	for _, s := range edges {
		npred[s]++
	}
	lists := make([]*ir.Block, 2*len(edges))
	preds, succs := lists[:len(edges)], lists[len(edges):]
	for k, lb := range l.lf.Blocks {
		np, ns := npred[k], nsucc[k]
		if np == 0 && ns == 0 {
			continue
		}
		b := l.irBlock(lb)
		if b == nil {
			continue
		}
		if np > 0 && cap(b.Preds) == 0 {
			b.Preds, preds = preds[:0:np], preds[np:]
		}
		if ns > 0 && cap(b.Succs) == 0 {
			b.Succs, succs = succs[:0:ns], succs[ns:]
		}
	}
}

// succs appends to out the indices in lf.Blocks of the successor blocks
// of b's terminator (unchecked: the terminator's lowering reports what is
// wrong with it).
func (l *lowerer) succs(b *llir.Block, out []int) []int {
	add := func(v value.Value) {
		if t, ok := v.(*llir.Block); ok {
			if ib := l.irBlock(t); ib != nil {
				out = append(out, l.blockIndex(ib))
			}
		}
	}
	switch t := b.Term.(type) {
	case *llir.TermBr:
		add(t.Target)
	case *llir.TermCondBr:
		add(t.TargetTrue)
		add(t.TargetFalse)
	case *llir.TermSwitch:
		add(t.TargetDefault)
		for _, c := range t.Cases {
			if c != nil {
				add(c.Target)
			}
		}
	}
	return out
}

// block lowers the instructions of lb into its simtc block.
func (l *lowerer) block(lb *llir.Block) {
	l.cur = lb
	own := l.irBlock(lb)
	lk := l.blockIndex(own)
	l.b.SetBlock(own)
	for k, inst := range lb.Insts {
		l.setPos(l.lineOf(lk, k), mdOf(inst))
		l.inst(inst)
	}
	l.setPos(l.lineOf(lk, len(lb.Insts)), mdOf(lb.Term))
	if lb.Term == nil {
		l.failIn("block %s has no terminator", localName(lb.LocalIdent))
	}
	if end := l.b.Block(); end != own {
		if l.exits == nil {
			l.exits = make(map[*llir.Block]*ir.Block)
		}
		l.exits[lb] = end
	}
	l.term(lb.Term)
	if l.imp.fast != nil {
		// The fast parser's body is the lowerer's alone and nothing
		// reads a block's instructions once it has lowered: let them
		// go now rather than when the whole function has lowered (see
		// numSlot). The list is part of an array the function's
		// blocks share (fastFunc.parse): cleared, it holds none.
		clear(lb.Insts)
		lb.Insts, lb.Term = nil, nil
	}
}

// exit returns the simtc block that ends lb: its own, unless its
// lowering added control flow.
func (l *lowerer) exit(lb *llir.Block) *ir.Block {
	if b := l.exits[lb]; b != nil {
		return b
	}
	return l.irBlock(lb)
}

// setBlock records that b is the simtc block of lb: in nums when lb is
// numbered and its slot is free, in the blocks map otherwise.
func (l *lowerer) setBlock(lb *llir.Block, b *ir.Block) {
	if lb.IsUnnamed() {
		if id := lb.LocalID; id >= 0 && id < int64(len(l.nums)) && l.nums[id].addr == 0 {
			l.nums[id] = numSlot{addr: addrOf(lb), b: b}
			return
		}
	}
	l.blocks[lb] = b
}

// irBlock returns the simtc block of lb, nil when lb is not a block of
// the function.
func (l *lowerer) irBlock(lb *llir.Block) *ir.Block {
	if lb == nil {
		return nil
	}
	if lb.IsUnnamed() {
		if id := lb.LocalID; id >= 0 && id < int64(len(l.nums)) && l.nums[id].addr == addrOf(lb) {
			return l.nums[id].b
		}
	}
	return l.blocks[lb]
}

func mdOf(x any) []*metadata.Attachment {
	if m, ok := x.(interface {
		MDAttachments() []*metadata.Attachment
	}); ok {
		return m.MDAttachments()
	}
	return nil
}

// valueName is the name of an LLVM local for messages and simtc names:
// "x" for %x, "5" for %5.
func valueName(v value.Value) string {
	if n, ok := v.(interface{ Name() string }); ok {
		s := n.Name()
		if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
			s = s[1 : len(s)-1]
		}
		return s
	}
	return ""
}

// def records that the LLVM value lv is v. Instructions created for lv
// that carry no name get lv's name.
//
// The other instructions emitted for lv (the pieces of get_global_id, the
// cast after an NVPTX alloca, materialized constant expressions) are
// named after it too, "NAME.OP", so the printed IR still reads against
// the .ll instead of taking fresh numbers that mean other LLVM values.
func (l *lowerer) def(lv value.Value, v ir.Value) {
	name := l.localName(lv)
	if i, ok := v.(*ir.Instr); ok && i.ID >= l.first && i.Name == "" {
		i.Name = name
	}
	if blk := l.b.Block(); blk != nil && name != "" {
		for k := len(blk.Instrs) - 1; k >= 0; k-- {
			i := blk.Instrs[k]
			if i.Op.IsTerminator() {
				continue
			}
			if i.ID < l.first {
				break
			}
			if i.Name == "" && i.HasResult() {
				i.Name = name + "." + i.Op.String()
			}
		}
	}
	if h := l.holes[lv]; h != nil {
		if h.Type() != v.Type() {
			l.failIn("%%%s is used as %s but defined as %s", valueName(lv), h.Type(), v.Type())
		}
		h.ReplaceAllUsesWith(v)
		delete(l.holes, lv)
	}
	l.record(lv, v)
}

// localName is valueName(lv), the name of a numbered local ("5" for %5)
// cut from the lowerer's chunk of digits (names) instead of allocated on
// its own: clang -O0 numbers almost every value, and every value's name
// was an allocation (a quarter of a large function's).
func (l *lowerer) localName(lv value.Value) string {
	n, ok := lv.(numberedLocal)
	if !ok || !n.IsUnnamed() {
		return valueName(lv)
	}
	return l.number(n.ID())
}

// number returns n in decimal, cut from the lowerer's chunk of names.
func (l *lowerer) number(n int64) string {
	if cap(l.names)-len(l.names) < 20 {
		l.names = make([]byte, 0, 4096)
	}
	k := len(l.names)
	l.names = strconv.AppendInt(l.names, n, 10)
	// The bytes are never written again: later names go after them, or
	// into a new chunk.
	return unsafe.String(&l.names[k], len(l.names)-k)
}

// numberedLocal is implemented by the LLVM values that have a local
// identifier: unnamed ones have a number, unique in their function.
type numberedLocal interface {
	IsUnnamed() bool
	ID() int64
}

// numSlot is an entry of lowerer.nums: the LLVM value or block numbered
// by its index, by its address (addrOf), and its simtc value or block.
// Values and blocks share LLVM's numbering, so one table holds both (a
// block's slot has b, a value's v).
//
// The address is not a reference: the slot does not keep the LLVM value
// alive, so that a block's LLVM instructions can be collected as soon as
// it has lowered (lowerer.block), not only when the whole function has
// (on a 300k-block function the parsed body is a third of the peak
// heap). It is still the value's identity: every value record and lookup
// see was allocated before lowering began (the lowerer creates none), the
// values are alive together at that point, so distinct values have
// distinct addresses, and Go's collector moves nothing.
type numSlot struct {
	addr uintptr
	v    ir.Value
	b    *ir.Block
}

// addrOf returns the address of the object lv points to. The values
// numberedLocal matches (parameters, instructions, blocks) are all
// pointers, held in the interface's data word.
func addrOf(lv value.Value) uintptr {
	return (*[2]uintptr)(unsafe.Pointer(&lv))[1]
}

// record records that the LLVM value lv is v: in nums when it is
// numbered and its slot is free or its own, in the vals map otherwise (a
// number out of range or taken twice, which only malformed input has).
func (l *lowerer) record(lv value.Value, v ir.Value) {
	if n, ok := lv.(numberedLocal); ok && n.IsUnnamed() {
		if id := n.ID(); id >= 0 && id < int64(len(l.nums)) {
			if s, a := &l.nums[id], addrOf(lv); s.b == nil && (s.addr == 0 || s.addr == a) {
				s.addr, s.v = a, v
				return
			}
		}
	}
	l.vals[lv] = v
}

// lookup returns the simtc value recorded for lv.
func (l *lowerer) lookup(lv value.Value) (ir.Value, bool) {
	if n, ok := lv.(numberedLocal); ok && n.IsUnnamed() {
		if id := n.ID(); id >= 0 && id < int64(len(l.nums)) {
			if s := &l.nums[id]; s.addr == addrOf(lv) && s.b == nil {
				return s.v, true
			}
		}
	}
	x, ok := l.vals[lv]
	return x, ok
}

// typ converts an LLVM type or fails.
func (l *lowerer) typ(t types.Type) ir.Type {
	it, err := l.imp.tgt.typ(t)
	if err != nil {
		l.failIn("%v", err)
	}
	return it
}

// val returns the simtc value of an operand, emitting instructions for
// constant expressions at the insertion point.
func (l *lowerer) val(v value.Value) ir.Value {
	v = unwrapArg(v)
	switch v := v.(type) {
	case nil:
		l.failIn("missing operand")
	case *llir.Param:
		if x, ok := l.lookup(v); ok {
			return x
		}
		l.failIn("parameter %%%s of another function used", valueName(v))
	case *llir.Global:
		info := l.imp.globals[v]
		if info == nil {
			l.failIn("unknown global %s", v.Ident())
		}
		if info.g == nil {
			l.failIn("%s", info.err)
		}
		if info.cast != nil {
			return l.b.Cast(ir.OpBitcast, info.g, info.cast)
		}
		if info.generic {
			return l.b.Cast(ir.OpAddrSpaceCast, info.g, ir.PtrTo(info.g.Elem, ir.SpaceGeneric))
		}
		return info.g
	case *llir.Func:
		l.failIn("unsupported use of function %s as a value", v.Ident())
	case *llir.InlineAsm:
		l.failIn("unsupported inline asm")
	case *llir.Block:
		l.failIn("unsupported use of label %%%s as a value", valueName(v))
	case *metadata.Value:
		l.failIn("unsupported metadata operand")
	case constant.Constant:
		return l.constant(v)
	}
	if x, ok := l.lookup(v); ok {
		return x
	}
	if _, ok := l.pairs[v]; ok {
		l.failIn("unsupported use of the {value, success} pair of a cmpxchg (only extractvalue 0 and 1 are supported)")
	}
	if _, ok := v.(*llir.InstCmpXchg); ok {
		l.failIn("the result of a cmpxchg is used before its definition")
	}
	if h := l.holes[v]; h != nil {
		return h
	}
	h := l.f.NewInstr(ir.OpInvalid, l.typ(v.Type()))
	l.holes[v] = h
	return h
}

// constant lowers a constant operand.
func (l *lowerer) constant(c constant.Constant) ir.Value {
	switch c := c.(type) {
	case *constant.Int:
		if k := narrowBits(c.Typ); k > 0 {
			return ir.ConstInt(l.typ(c.Typ), zextConst(bigInt64(c.X), k))
		}
		return ir.ConstInt(l.typ(c.Typ), bigInt64(c.X))
	case *constant.Float:
		t := l.typ(c.Typ)
		if c.NaN || c.X == nil {
			return ir.ConstFloat(t, math.NaN())
		}
		f, _ := c.X.Float64()
		return ir.ConstFloat(t, f)
	case *constant.Null:
		return ir.ConstNull(l.typ(c.Typ))
	case *constant.Undef:
		return ir.Undef(l.firstClass(c.Typ))
	case *constant.Poison:
		return ir.Undef(l.firstClass(c.Typ))
	case *constant.ZeroInitializer:
		return zeroOf(l.firstClass(c.Typ))
	case *constant.Index:
		return l.val(c.Constant)
	case constant.Expression:
		return l.expr(c)
	}
	l.failIn("unsupported constant %s", short(c.Ident()))
	return nil
}

// firstClass converts t and fails unless values of it fit in a register.
func (l *lowerer) firstClass(t types.Type) ir.Type {
	it := l.typ(t)
	if !ir.IsFirstClass(it) {
		l.failIn("unsupported value of type %s", it)
	}
	return it
}

func zeroOf(t ir.Type) *ir.Const {
	switch {
	case ir.IsFloat(t):
		return ir.ConstFloat(t, 0)
	case ir.IsPtr(t):
		return ir.ConstNull(t)
	}
	return ir.ConstInt(t, 0)
}

// bigInt64 returns the low 64 bits of x as an int64 (two's complement).
func bigInt64(x *big.Int) int64 {
	if x == nil {
		return 0
	}
	if x.IsInt64() {
		return x.Int64()
	}
	m := new(big.Int).And(x, new(big.Int).SetUint64(math.MaxUint64))
	return int64(m.Uint64())
}

// short truncates long constant texts for messages.
func short(s string) string {
	if len(s) > 60 {
		return s[:57] + "..."
	}
	return s
}

// expr materializes a constant expression as instructions.
func (l *lowerer) expr(e constant.Expression) ir.Value {
	switch e := e.(type) {
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(e.Indices))
		for k, x := range e.Indices {
			idx[k] = x
		}
		return l.gep(e.Src, idx, e.Typ)
	case *constant.ExprTrunc:
		return l.cast(ir.OpTrunc, e.From, e.To)
	case *constant.ExprZExt:
		return l.cast(ir.OpZExt, e.From, e.To)
	case *constant.ExprSExt:
		return l.cast(ir.OpSExt, e.From, e.To)
	case *constant.ExprFPTrunc:
		return l.cast(ir.OpFPTrunc, e.From, e.To)
	case *constant.ExprFPExt:
		return l.cast(ir.OpFPExt, e.From, e.To)
	case *constant.ExprFPToUI:
		return l.cast(ir.OpFPToUI, e.From, e.To)
	case *constant.ExprFPToSI:
		return l.cast(ir.OpFPToSI, e.From, e.To)
	case *constant.ExprUIToFP:
		return l.cast(ir.OpUIToFP, e.From, e.To)
	case *constant.ExprSIToFP:
		return l.cast(ir.OpSIToFP, e.From, e.To)
	case *constant.ExprPtrToInt:
		return l.cast(ir.OpPtrToInt, e.From, e.To)
	case *constant.ExprIntToPtr:
		return l.cast(ir.OpIntToPtr, e.From, e.To)
	case *constant.ExprBitCast:
		return l.cast(ir.OpBitcast, e.From, e.To)
	case *constant.ExprAddrSpaceCast:
		return l.cast(ir.OpAddrSpaceCast, e.From, e.To)
	case *constant.ExprAdd:
		return l.binary(ir.OpAdd, e.X, e.Y)
	case *constant.ExprSub:
		return l.binary(ir.OpSub, e.X, e.Y)
	case *constant.ExprMul:
		return l.binary(ir.OpMul, e.X, e.Y)
	case *constant.ExprShl:
		return l.binary(ir.OpShl, e.X, e.Y)
	case *constant.ExprLShr:
		return l.binary(ir.OpLShr, e.X, e.Y)
	case *constant.ExprAShr:
		return l.binary(ir.OpAShr, e.X, e.Y)
	case *constant.ExprAnd:
		return l.binary(ir.OpAnd, e.X, e.Y)
	case *constant.ExprOr:
		return l.binary(ir.OpOr, e.X, e.Y)
	case *constant.ExprXor:
		return l.binary(ir.OpXor, e.X, e.Y)
	case *constant.ExprICmp:
		return l.icmp(e.Pred, e.X, e.Y)
	case *constant.ExprFCmp:
		return l.fcmp(e.Pred, e.X, e.Y)
	case *constant.ExprSelect:
		return l.sel(e.Cond, e.X, e.Y)
	case *constant.ExprFNeg:
		return l.unary(ir.OpFNeg, e.X)
	}
	l.failIn("unsupported constant expression %s", short(e.Ident()))
	return nil
}

// binaryOf returns the op and operands of an LLVM binary instruction.
func binaryOf(inst llir.Instruction) (op ir.Op, x, y value.Value, ok bool) {
	switch in := inst.(type) {
	case *llir.InstAdd:
		return ir.OpAdd, in.X, in.Y, true
	case *llir.InstSub:
		return ir.OpSub, in.X, in.Y, true
	case *llir.InstMul:
		return ir.OpMul, in.X, in.Y, true
	case *llir.InstUDiv:
		return ir.OpUDiv, in.X, in.Y, true
	case *llir.InstSDiv:
		return ir.OpSDiv, in.X, in.Y, true
	case *llir.InstURem:
		return ir.OpURem, in.X, in.Y, true
	case *llir.InstSRem:
		return ir.OpSRem, in.X, in.Y, true
	case *llir.InstShl:
		return ir.OpShl, in.X, in.Y, true
	case *llir.InstLShr:
		return ir.OpLShr, in.X, in.Y, true
	case *llir.InstAShr:
		return ir.OpAShr, in.X, in.Y, true
	case *llir.InstAnd:
		return ir.OpAnd, in.X, in.Y, true
	case *llir.InstOr:
		return ir.OpOr, in.X, in.Y, true
	case *llir.InstXor:
		return ir.OpXor, in.X, in.Y, true
	case *llir.InstFAdd:
		return ir.OpFAdd, in.X, in.Y, true
	case *llir.InstFSub:
		return ir.OpFSub, in.X, in.Y, true
	case *llir.InstFMul:
		return ir.OpFMul, in.X, in.Y, true
	case *llir.InstFDiv:
		return ir.OpFDiv, in.X, in.Y, true
	case *llir.InstFRem:
		return ir.OpFRem, in.X, in.Y, true
	}
	return 0, nil, nil, false
}

// castOf returns the op, operand and destination type of an LLVM conversion.
func castOf(inst llir.Instruction) (op ir.Op, from value.Value, to types.Type, ok bool) {
	switch in := inst.(type) {
	case *llir.InstTrunc:
		return ir.OpTrunc, in.From, in.To, true
	case *llir.InstZExt:
		return ir.OpZExt, in.From, in.To, true
	case *llir.InstSExt:
		return ir.OpSExt, in.From, in.To, true
	case *llir.InstFPTrunc:
		return ir.OpFPTrunc, in.From, in.To, true
	case *llir.InstFPExt:
		return ir.OpFPExt, in.From, in.To, true
	case *llir.InstFPToUI:
		return ir.OpFPToUI, in.From, in.To, true
	case *llir.InstFPToSI:
		return ir.OpFPToSI, in.From, in.To, true
	case *llir.InstUIToFP:
		return ir.OpUIToFP, in.From, in.To, true
	case *llir.InstSIToFP:
		return ir.OpSIToFP, in.From, in.To, true
	case *llir.InstPtrToInt:
		return ir.OpPtrToInt, in.From, in.To, true
	case *llir.InstIntToPtr:
		return ir.OpIntToPtr, in.From, in.To, true
	case *llir.InstBitCast:
		return ir.OpBitcast, in.From, in.To, true
	case *llir.InstAddrSpaceCast:
		return ir.OpAddrSpaceCast, in.From, in.To, true
	}
	return 0, nil, nil, false
}

// inst lowers one non-terminator instruction.
func (l *lowerer) inst(inst llir.Instruction) {
	if l.aggregateInst(inst) {
		return
	}
	if l.vectorInst(inst) {
		return
	}
	if op, x, y, ok := binaryOf(inst); ok {
		l.def(inst.(value.Value), l.binary(op, x, y))
		return
	}
	if op, from, to, ok := castOf(inst); ok {
		l.def(inst.(value.Value), l.cast(op, from, to))
		return
	}
	switch in := inst.(type) {
	case *llir.InstFNeg:
		l.def(in, l.unary(ir.OpFNeg, in.X))
	case *llir.InstICmp:
		l.def(in, l.icmp(in.Pred, in.X, in.Y))
	case *llir.InstFCmp:
		l.def(in, l.fcmp(in.Pred, in.X, in.Y))
	case *llir.InstSelect:
		l.def(in, l.sel(in.Cond, in.ValueTrue, in.ValueFalse))
	case *llir.InstFreeze:
		l.def(in, l.val(in.X))
	case *llir.InstAlloca:
		l.def(in, l.alloca(in))
	case *llir.InstLoad:
		l.def(in, l.load(in))
	case *llir.InstStore:
		l.store(in)
	case *llir.InstGetElementPtr:
		l.def(in, l.gep(in.Src, in.Indices, in.Typ))
	case *llir.InstCmpXchg:
		l.cmpxchg(in)
	case *llir.InstAtomicRMW:
		l.def(in, l.atomicRMW(in))
	case *llir.InstFence:
		l.b.Fence(ir.MemShared | ir.MemGlobal)
	case *llir.InstExtractValue:
		l.extractValue(in)
	case *llir.InstPhi:
		l.phi(in)
	case *llir.InstCall:
		l.call(in)
	default:
		l.failIn("unsupported instruction '%s'", opcode(inst))
	}
}

// opcode returns the LLVM opcode of an instruction or terminator, from its text.
func opcode(x any) (op string) {
	defer func() {
		if recover() != nil {
			op = fmt.Sprintf("%T", x)
		}
	}()
	s, ok := x.(interface{ LLString() string })
	if !ok {
		return fmt.Sprintf("%T", x)
	}
	text := s.LLString()
	if i := strings.Index(text, " = "); i >= 0 {
		text = text[i+3:]
	}
	f := strings.Fields(text)
	for len(f) > 1 && (f[0] == "tail" || f[0] == "musttail" || f[0] == "notail") {
		f = f[1:]
	}
	if len(f) == 0 {
		return fmt.Sprintf("%T", x)
	}
	return f[0]
}

func (l *lowerer) binary(op ir.Op, xv, yv value.Value) ir.Value {
	x, y := l.val(xv), l.val(yv)
	if k := narrowOperandBits(xv); k > 0 && op.IsIntBinary() {
		return l.narrowBinary(op, k, x, y)
	}
	return l.binaryV(op, x, y)
}

func (l *lowerer) binaryV(op ir.Op, x, y ir.Value) ir.Value {
	if x.Type() != y.Type() {
		l.failIn("%s of mismatched types %s and %s", op, x.Type(), y.Type())
	}
	if op.IsIntBinary() && !ir.IsInt(x.Type()) || op.IsFloatBinary() && !ir.IsFloat(x.Type()) {
		l.failIn("%s of type %s", op, x.Type())
	}
	return l.b.Binary(op, x, y)
}

func (l *lowerer) unary(op ir.Op, xv value.Value) ir.Value {
	x := l.val(xv)
	if !ir.IsFloat(x.Type()) {
		l.failIn("%s of type %s", op, x.Type())
	}
	return l.b.Unary(op, x)
}

func (l *lowerer) icmp(p enum.IPred, xv, yv value.Value) ir.Value {
	x, y := l.val(xv), l.val(yv)
	if k := narrowOperandBits(xv); k > 0 && signedPred(p) && x.Type() == y.Type() && ir.IsInt(x.Type()) {
		x, y = l.sextFrom(x, k), l.sextFrom(y, k)
	}
	return l.icmpV(p, x, y)
}

func (l *lowerer) icmpV(p enum.IPred, x, y ir.Value) ir.Value {
	if x.Type() != y.Type() || !(ir.IsInt(x.Type()) || ir.IsPtr(x.Type())) {
		l.failIn("icmp of types %s and %s", x.Type(), y.Type())
	}
	pred, ok := ir.ParsePred(p.String(), false)
	if !ok {
		l.failIn("unsupported icmp predicate %s", p)
	}
	return l.b.ICmp(pred, x, y)
}

func (l *lowerer) fcmp(p enum.FPred, xv, yv value.Value) ir.Value {
	x, y := l.val(xv), l.val(yv)
	return l.fcmpV(p, x, y)
}

func (l *lowerer) fcmpV(p enum.FPred, x, y ir.Value) ir.Value {
	if x.Type() != y.Type() || !ir.IsFloat(x.Type()) {
		l.failIn("fcmp of types %s and %s", x.Type(), y.Type())
	}
	pred, ok := ir.ParsePred(p.String(), true)
	if !ok {
		l.failIn("unsupported fcmp predicate %s", p)
	}
	return l.b.FCmp(pred, x, y)
}

func (l *lowerer) sel(cv, xv, yv value.Value) ir.Value {
	c, x, y := l.val(cv), l.val(xv), l.val(yv)
	return l.selV(c, x, y)
}

func (l *lowerer) selV(c, x, y ir.Value) ir.Value {
	if c.Type() != ir.I1 || x.Type() != y.Type() {
		l.failIn("select of types %s, %s, %s", c.Type(), x.Type(), y.Type())
	}
	return l.b.Select(c, x, y)
}

// cast lowers a conversion after checking that LLVM would accept it.
func (l *lowerer) cast(op ir.Op, from value.Value, to types.Type) ir.Value {
	if sk, tk := narrowOperandBits(from), narrowBits(to); sk > 0 || tk > 0 {
		return l.narrowCast(op, l.val(from), sk, to, tk)
	}
	return l.castV(op, l.val(from), l.firstClass(to))
}

func (l *lowerer) castV(op ir.Op, x ir.Value, t ir.Type) ir.Value {
	l.checkCast(op, x.Type(), t)
	return l.b.Cast(op, x, t)
}

func (l *lowerer) checkCast(op ir.Op, s, t ir.Type) {
	ok := false
	switch op {
	case ir.OpTrunc:
		ok = ir.IsInt(s) && ir.IsInt(t) && ir.Bits(t) < ir.Bits(s)
	case ir.OpZExt, ir.OpSExt:
		ok = ir.IsInt(s) && ir.IsInt(t) && ir.Bits(t) > ir.Bits(s)
	case ir.OpFPTrunc:
		ok = ir.IsFloat(s) && ir.IsFloat(t) && ir.Bits(t) < ir.Bits(s)
	case ir.OpFPExt:
		ok = ir.IsFloat(s) && ir.IsFloat(t) && ir.Bits(t) > ir.Bits(s)
	case ir.OpFPToUI, ir.OpFPToSI:
		ok = ir.IsFloat(s) && ir.IsInt(t)
	case ir.OpUIToFP, ir.OpSIToFP:
		ok = ir.IsInt(s) && ir.IsFloat(t)
	case ir.OpPtrToInt:
		ok = ir.IsPtr(s) && ir.IsInt(t)
	case ir.OpIntToPtr:
		ok = ir.IsInt(s) && ir.IsPtr(t)
	case ir.OpBitcast:
		if ir.IsPtr(s) || ir.IsPtr(t) {
			ok = ir.IsPtr(s) && ir.IsPtr(t) && s.(ir.PtrType).Space == t.(ir.PtrType).Space
		} else {
			ok = ir.Bits(s) == ir.Bits(t) && ir.Bits(s) > 1
		}
	case ir.OpAddrSpaceCast:
		ok = ir.IsPtr(s) && ir.IsPtr(t)
	}
	if !ok {
		l.failIn("invalid %s from %s to %s", op, s, t)
	}
}

func (l *lowerer) alloca(in *llir.InstAlloca) ir.Value {
	if k := narrowBits(in.ElemType); k > 0 {
		l.failIn("unsupported alloca of integer type i%d", k)
	}
	if vt := vectorOf(in.ElemType); vt != nil {
		// A vector alloca: the vector's bytes, seen through a pointer to
		// its first lane (vecabi.go).
		size, align, err := layoutOf(vt)
		if err != nil || in.NElems != nil {
			l.failIn("unsupported alloca of %s", vt)
		}
		u := min(align, 8)
		a := l.b.Alloca(ir.ArrayOf(size/u, ir.IntType{Bits: int(8 * u)}))
		sp, ok := l.imp.tgt.space(in.AddrSpace)
		if !ok {
			l.failIn("unsupported address space %d for target %q", in.AddrSpace, l.imp.tgt.triple)
		}
		var p ir.Value = l.b.Cast(ir.OpBitcast, a, ir.PtrTo(l.vecElem(vt.ElemType), ir.SpacePrivate))
		if sp != ir.SpacePrivate {
			p = l.b.Cast(ir.OpAddrSpaceCast, p, ir.PtrTo(l.vecElem(vt.ElemType), sp))
		}
		return p
	}
	elem := l.typ(in.ElemType)
	if elem == ir.Void {
		l.failIn("alloca of void")
	}
	n := int64(1)
	if in.NElems != nil {
		c, ok := in.NElems.(*constant.Int)
		if !ok {
			l.failIn("unsupported alloca with a variable element count")
		}
		n = bigInt64(c.X)
		if n < 1 || n > 1<<30 {
			l.failIn("unsupported alloca of %d elements", n)
		}
	}
	// in.Typ can miss the address space (llir computes it before it reads
	// the addrspace(N) suffix), so build the type from in.AddrSpace.
	sp, ok := l.imp.tgt.space(in.AddrSpace)
	if !ok {
		l.failIn("unsupported address space %d for target %q", in.AddrSpace, l.imp.tgt.triple)
	}
	want := ir.PtrTo(elem, sp)
	var p ir.Value
	if n == 1 {
		p = l.b.Alloca(elem)
	} else {
		a := l.b.Alloca(ir.ArrayOf(n, elem))
		zero := ir.ConstInt(ir.I64, 0)
		p = l.b.GEP(a, zero, zero)
	}
	// On NVPTX, allocas in address space 0 are generic pointers to private memory.
	if want != p.Type() {
		p = l.b.Cast(ir.OpAddrSpaceCast, p, want)
	}
	return p
}

func (l *lowerer) load(in *llir.InstLoad) ir.Value {
	p := l.val(in.Src)
	t := l.firstClass(in.ElemType)
	if pt, ok := p.Type().(ir.PtrType); !ok || pt.Elem != t {
		l.failIn("load of %s through %s", t, p.Type())
	}
	// Atomic loads are kept as volatile loads: they read memory every time.
	if a := int64(in.Align); a > 0 && a < ir.SizeOf(t) && !in.Atomic {
		return l.splitLoad(p, t, a, in.Volatile)
	}
	return l.b.Load(p, in.Volatile || in.Atomic)
}

// splitLoad loads a value of type t from p, which LLVM says is only
// aligned to a bytes (clang -O2 merges two 4-byte stores of a struct into
// one i64 store with align 4), as pieces of a bytes each: the simulator
// faults on misaligned accesses.
func (l *lowerer) splitLoad(p ir.Value, t ir.Type, a int64, volatile bool) ir.Value {
	n := ir.SizeOf(t)
	it := ir.IntType{Bits: int(8 * n)}
	pt := ir.IntType{Bits: int(8 * a)}
	sp := p.Type().(ir.PtrType).Space
	base := l.b.Cast(ir.OpBitcast, p, ir.PtrTo(pt, sp))
	var acc ir.Value = ir.ConstInt(it, 0)
	for k := int64(0); k < n/a; k++ {
		x := ir.Value(l.b.Load(l.b.GEP(base, ir.ConstInt(ir.I64, k)), volatile))
		x = l.b.Cast(ir.OpZExt, x, it)
		if k > 0 {
			x = l.b.Binary(ir.OpShl, x, ir.ConstInt(it, 8*a*k))
		}
		acc = l.b.Binary(ir.OpOr, acc, x)
	}
	switch {
	case ir.IsFloat(t):
		return l.b.Cast(ir.OpBitcast, acc, t)
	case ir.IsPtr(t):
		return l.b.Cast(ir.OpIntToPtr, acc, t)
	}
	return acc
}

// splitStore is splitLoad's store.
func (l *lowerer) splitStore(p, v ir.Value, a int64, volatile bool) {
	t := v.Type()
	n := ir.SizeOf(t)
	it := ir.IntType{Bits: int(8 * n)}
	pt := ir.IntType{Bits: int(8 * a)}
	switch {
	case ir.IsFloat(t):
		v = l.b.Cast(ir.OpBitcast, v, it)
	case ir.IsPtr(t):
		v = l.b.Cast(ir.OpPtrToInt, v, it)
	}
	sp := p.Type().(ir.PtrType).Space
	base := l.b.Cast(ir.OpBitcast, p, ir.PtrTo(pt, sp))
	for k := int64(0); k < n/a; k++ {
		x := v
		if k > 0 {
			x = l.b.Binary(ir.OpLShr, x, ir.ConstInt(it, 8*a*k))
		}
		x = l.b.Cast(ir.OpTrunc, x, pt)
		l.b.Store(l.b.GEP(base, ir.ConstInt(ir.I64, k)), x, volatile)
	}
}

func (l *lowerer) store(in *llir.InstStore) {
	p := l.val(in.Dst)
	v := l.val(in.Src)
	if pt, ok := p.Type().(ir.PtrType); !ok || pt.Elem != v.Type() || !ir.IsFirstClass(v.Type()) {
		l.failIn("store of %s through %s", v.Type(), p.Type())
	}
	if a := int64(in.Align); a > 0 && a < ir.SizeOf(v.Type()) && !in.Atomic && v.Type() != ir.I1 {
		l.splitStore(p, v, a, in.Volatile)
		return
	}
	l.b.Store(p, v, in.Volatile || in.Atomic)
}

// gep lowers getelementptr (instruction or constant expression).
func (l *lowerer) gep(src value.Value, indices []value.Value, typ types.Type) ir.Value {
	if len(indices) == 0 {
		return l.val(src)
	}
	if pt, ok := src.Type().(*types.PointerType); ok && hasStruct(pt.ElemType, len(indices)) {
		return l.structGEP(src, pt.ElemType, indices)
	}
	base := l.val(src)
	want, err := ir.GEPType(base.Type(), len(indices))
	if err != nil {
		l.failIn("unsupported getelementptr: %v", err)
	}
	if typ != nil {
		if t := l.typ(typ); t != want {
			l.failIn("getelementptr typed %s computes %s", t, want)
		}
	}
	idx := make([]ir.Value, len(indices))
	for k, x := range indices {
		idx[k] = l.val(x)
		if !ir.IsInt(idx[k].Type()) || idx[k].Type() == ir.I1 {
			l.failIn("getelementptr index of type %s", idx[k].Type())
		}
	}
	return l.b.GEP(base, idx...)
}

func (l *lowerer) cmpxchg(in *llir.InstCmpXchg) {
	p, cmp, nv := l.val(in.Ptr), l.val(in.Cmp), l.val(in.New)
	if pt, ok := p.Type().(ir.PtrType); !ok || pt.Elem != cmp.Type() || cmp.Type() != nv.Type() || !(ir.IsInt(cmp.Type()) || ir.IsPtr(cmp.Type())) {
		l.failIn("cmpxchg of %s, %s through %s", cmp.Type(), nv.Type(), p.Type())
	}
	i := l.b.CmpXchg(p, cmp, nv)
	i.Volatile = in.Volatile
	i.Name = valueName(in)
	l.pairs[in] = &cmpxchgPair{old: i, cmp: cmp}
	if h := l.holes[in]; h != nil {
		l.failIn("the result of a cmpxchg is used before its definition")
	}
}

func (l *lowerer) extractValue(in *llir.InstExtractValue) {
	pair := l.pairs[in.X]
	if pair == nil || len(in.Indices) != 1 || in.Indices[0] > 1 {
		l.failIn("unsupported instruction 'extractvalue' (only fields 0 and 1 of a cmpxchg result are supported)")
	}
	if in.Indices[0] == 0 {
		l.def(in, pair.old)
		return
	}
	l.def(in, l.b.ICmp(ir.PredEQ, pair.old, pair.cmp))
}

func (l *lowerer) atomicRMW(in *llir.InstAtomicRMW) ir.Value {
	var op ir.AtomicOp
	switch in.Op {
	case enum.AtomicOpAdd:
		op = ir.AtomicAdd
	case enum.AtomicOpSub:
		op = ir.AtomicSub
	case enum.AtomicOpAnd:
		op = ir.AtomicAnd
	case enum.AtomicOpOr:
		op = ir.AtomicOr
	case enum.AtomicOpXor:
		op = ir.AtomicXor
	case enum.AtomicOpMax:
		op = ir.AtomicMax
	case enum.AtomicOpMin:
		op = ir.AtomicMin
	case enum.AtomicOpUMax:
		op = ir.AtomicUMax
	case enum.AtomicOpUMin:
		op = ir.AtomicUMin
	case enum.AtomicOpXChg:
		op = ir.AtomicXchg
	case enum.AtomicOpFAdd:
		op = ir.AtomicFAdd
	default:
		l.failIn("unsupported atomicrmw operation '%s'", in.Op)
	}
	p, v := l.val(in.Dst), l.val(in.X)
	if pt, ok := p.Type().(ir.PtrType); !ok || pt.Elem != v.Type() || !ir.IsFirstClass(v.Type()) ||
		op == ir.AtomicFAdd && !ir.IsFloat(v.Type()) || op != ir.AtomicFAdd && op != ir.AtomicXchg && !ir.IsInt(v.Type()) {
		l.failIn("atomicrmw %s of %s through %s", in.Op, v.Type(), p.Type())
	}
	i := l.b.Atomic(op, p, v)
	i.Volatile = in.Volatile
	return i
}

func (l *lowerer) phi(in *llir.InstPhi) {
	t := l.firstClass(in.Typ)
	p := l.b.Phi(t)
	l.def(in, p)
	l.pendingPhi(in, p, nil)
}

// fillPhis gives every phi one operand per predecessor edge, in Preds
// order. Constant expressions among the incoming values are materialized
// at the end of the predecessor.
func (l *lowerer) fillPhis() {
	for _, pp := range l.phis {
		incs := l.incs[pp.incs[0]:pp.incs[1]]
		l.llpos = pp.llpos
		var blk *ir.Block
		if pp.phi != nil {
			blk = pp.phi.Block
		} else {
			blk = pp.lanes[0].Block
		}
		used := make([]bool, len(incs))
		// One operand per predecessor: the operand slices get their
		// length at once rather than growing one append at a time.
		if pp.phi != nil {
			pp.phi.Args = slices.Grow(pp.phi.Args, len(blk.Preds))
		} else {
			for _, lane := range pp.lanes {
				lane.Args = slices.Grow(lane.Args, len(blk.Preds))
			}
		}
		for _, pred := range blk.Preds {
			k := -1
			for j, inc := range incs {
				if !used[j] && !inc.missing {
					if b, ok := inc.pred.(*llir.Block); ok && l.exit(b) == pred {
						k = j
						break
					}
				}
			}
			if k < 0 {
				l.failIn("phi in block %s has no incoming value for predecessor %s", blk.Name, pred.Name)
			}
			used[k] = true
			l.b.SetInsertPoint(pred, len(pred.Instrs)-1)
			l.b.SetPos(pp.pos)
			l.first = l.f.NumValues()
			if pp.phi == nil {
				xs := l.vec(incs[k].x)
				if len(xs) != len(pp.lanes) {
					l.failIn("phi of %d lanes has an incoming value of %d lanes", len(pp.lanes), len(xs))
				}
				for j, x := range xs {
					if x.Type() != pp.lanes[j].Type() {
						l.failIn("phi of type %s has an incoming value of type %s", pp.lanes[j].Type(), x.Type())
					}
					pp.lanes[j].AddArg(x)
				}
				continue
			}
			v := incs[k].v
			if v == nil {
				v = l.val(incs[k].x)
			}
			if v.Type() != pp.phi.Type() {
				l.failIn("phi of type %s has an incoming value of type %s", pp.phi.Type(), v.Type())
			}
			pp.phi.AddArg(v)
		}
		for j, u := range used {
			if !u {
				pred := "?"
				if !incs[j].missing {
					pred = "%" + valueName(incs[j].pred)
				}
				l.failIn("phi in block %s lists %s, which is not a predecessor", blk.Name, pred)
			}
		}
	}
}

// target returns the simtc block of a branch target.
func (l *lowerer) target(v value.Value) *ir.Block {
	if b, ok := v.(*llir.Block); ok {
		if t := l.irBlock(b); t != nil {
			return t
		}
	}
	l.failIn("branch to something that is not a block of the function")
	return nil
}

func (l *lowerer) term(t llir.Terminator) {
	switch t := t.(type) {
	case *llir.TermRet:
		if t.X == nil {
			if l.f.Ret != ir.Void {
				l.failIn("ret without a value in a function returning %s", l.f.Ret)
			}
			l.b.Ret(nil)
			return
		}
		var v ir.Value
		if k := l.imp.sigs[l.lf].retOut; k >= 0 {
			// A wide vector result goes through the hidden pointer.
			out := l.f.Params[k]
			if isAggregate(typeOf(t.X)) {
				l.storeAgg(out, typeOf(t.X), l.agg(t.X), false)
				l.b.Ret(nil)
				return
			}
			zero := ir.ConstInt(ir.I64, 0)
			for j, x := range l.vec(t.X) {
				l.b.Store(l.b.GEP(out, zero, ir.ConstInt(ir.I64, int64(j))), x, false)
			}
			l.b.Ret(nil)
			return
		}
		if vectorOf(typeOf(t.X)) != nil {
			v = l.vecValue(t.X, l.f.Ret)
		} else {
			v = l.val(t.X)
		}
		if v.Type() != l.f.Ret {
			l.failIn("ret of %s in a function returning %s", v.Type(), l.f.Ret)
		}
		l.b.Ret(v)
	case *llir.TermBr:
		l.b.Br(l.target(t.Target))
	case *llir.TermCondBr:
		c := l.val(t.Cond)
		if c.Type() != ir.I1 {
			l.failIn("br on a condition of type %s", c.Type())
		}
		tt, ff := l.target(t.TargetTrue), l.target(t.TargetFalse)
		l.b.CondBr(c, tt, ff)
	case *llir.TermSwitch:
		x := l.val(t.X)
		if !ir.IsInt(x.Type()) {
			l.failIn("switch on a value of type %s", x.Type())
		}
		def := l.target(t.TargetDefault)
		cases := make([]int64, 0, len(t.Cases))
		targets := make([]*ir.Block, 0, len(t.Cases))
		seen := make(map[int64]bool)
		for _, c := range t.Cases {
			if c == nil {
				l.failIn("malformed switch")
			}
			ci, ok := c.X.(*constant.Int)
			if !ok {
				l.failIn("unsupported switch case value %s", short(c.X.Ident()))
			}
			v := bigInt64(ci.X)
			if k := narrowOperandBits(t.X); k > 0 {
				v = zextConst(v, k)
			}
			v = ir.TruncInt(v, ir.Bits(x.Type()))
			if seen[v] {
				l.failIn("duplicate switch case value %d", v)
			}
			seen[v] = true
			cases = append(cases, v)
			targets = append(targets, l.target(c.Target))
		}
		l.b.Switch(x, def, cases, targets)
	case *llir.TermUnreachable:
		l.b.Unreachable()
	default:
		l.failIn("unsupported instruction '%s'", opcode(t))
	}
}
