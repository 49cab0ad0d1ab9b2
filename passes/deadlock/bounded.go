package deadlock

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/uniform"
)

// bounded reports whether region l finishes by itself: one of its exit
// branches compares an induction variable of l against a value defined
// outside l (loop-invariant, so never re-read from shared memory), and that
// branch is executed in every iteration. The variable is a phi of a block of
// l executed in every iteration whose incoming values on every edge from
// inside l are the same "phi ± c" (c a constant; ±1 for an equality
// compare, so no value is skipped) or, for a relational compare, "phi + s"
// with s a positive loop-invariant block or grid size or a product of them
// (the grid-stride loop; launch limits keep it below 2^31), seen through
// integer casts: it runs through every value of its residue class, so the
// compare changes outcome within 2^bits iterations whatever the other
// threads do. A load of a thread-local variable in private memory (the
// -O0 form of a counter or bound, see alias.PrivateVar) counts as an induction
// variable under memStep's conditions, and as invariant when l does not
// store to it. Not covered, and
// assumed away: a non-constant bound equal to the one extreme value of its
// type for which a relational compare never changes (i <s INT_MIN); a
// constant bound is checked.
func bounded(l *Region, ro readOnly) bool {
	for k, e := range l.Exiting {
		if k > 0 && l.Exiting[k-1].Block == e.Block {
			continue
		}
		t := e.Block.Terminator()
		if t == nil || t.Op != ir.OpCondBr || len(e.Block.Succs) != 2 {
			continue
		}
		var stay bool // the value of the condition that stays in l
		switch in0, in1 := l.Contains(e.Block.Succs[0]), l.Contains(e.Block.Succs[1]); {
		case in0 && !in1:
			stay = true
		case in1 && !in0:
			stay = false
		default:
			continue
		}
		for _, c := range stayConds(l, t.Args[0], stay, 6) {
			if c.Block == nil || !l.Contains(c.Block) {
				continue
			}
			if c.Block == e.Block {
				if !everyIteration(l, c.Block) && !everyIterationV(l, c.Block) {
					continue
				}
			} else if !everyIterationV(l, c.Block) {
				continue
			}
			if boundedCompare(l, c, ro) {
				return true
			}
		}
	}
	return false
}

// boundedCompare reports whether compare c, evaluated in every iteration
// of l, changes outcome within 2^bits iterations whatever other threads
// do (see bounded).
func boundedCompare(l *Region, c *ir.Instr, ro readOnly) bool {
	for n := 0; n < 2; n++ {
		step, ok := inductionStep(l, c.Args[n], c.Block)
		if !ok || !invariantRO(l, c.Args[1-n], ro) {
			continue
		}
		eq := c.Pred == ir.PredEQ || c.Pred == ir.PredNE
		if eq && (step.sym || step.web || (step.c != 1 && step.c != -1)) {
			continue
		}
		if b, ok := c.Args[1-n].(*ir.Const); ok && !eq && extreme(b) {
			continue
		}
		return true
	}
	return false
}

// stayConds returns the integer compares whose outcome a thread must see
// for the i1 value v to be stay (the value that keeps it in l): v itself,
// each conjunct of a conjunction that must hold (and, select c, x, false),
// each disjunct of a disjunction that must fail (or, select c, true, x),
// through negation (xor with true) and through a phi of l whose other
// incoming values are constants that leave (the -O0 form of &&).
func stayConds(l *Region, v ir.Value, stay bool, depth int) []*ir.Instr {
	x, ok := v.(*ir.Instr)
	if !ok || depth == 0 {
		return nil
	}
	isConst := func(v ir.Value, b bool) bool {
		c, ok := v.(*ir.Const)
		return ok && !c.Undef && (c.Int&1 != 0) == b
	}
	switch x.Op {
	case ir.OpICmp:
		return []*ir.Instr{x}
	case ir.OpAnd:
		if stay && ir.Bits(x.Typ) == 1 {
			return append(stayConds(l, x.Args[0], true, depth-1), stayConds(l, x.Args[1], true, depth-1)...)
		}
	case ir.OpOr:
		if !stay && ir.Bits(x.Typ) == 1 {
			return append(stayConds(l, x.Args[0], false, depth-1), stayConds(l, x.Args[1], false, depth-1)...)
		}
	case ir.OpXor:
		for n := 0; n < 2; n++ {
			if isConst(x.Args[n], true) && ir.Bits(x.Typ) == 1 {
				return stayConds(l, x.Args[1-n], !stay, depth-1)
			}
		}
	case ir.OpSelect:
		switch {
		case stay && isConst(x.Args[2], false): // c && x
			return append(stayConds(l, x.Args[0], true, depth-1), stayConds(l, x.Args[1], true, depth-1)...)
		case !stay && isConst(x.Args[1], true): // c || x
			return append(stayConds(l, x.Args[0], false, depth-1), stayConds(l, x.Args[2], false, depth-1)...)
		}
	case ir.OpZExt, ir.OpTrunc:
		if ir.Bits(x.Typ) == 1 || ir.Bits(x.Args[0].Type()) == 1 {
			return stayConds(l, x.Args[0], stay, depth-1)
		}
	case ir.OpPhi:
		if x.Block == nil || !l.Contains(x.Block) {
			return nil
		}
		var only ir.Value
		for _, a := range x.Args {
			if isConst(a, !stay) {
				continue
			}
			if only != nil && only != a {
				return nil
			}
			only = a
		}
		if only != nil {
			return stayConds(l, only, stay, depth-1)
		}
	}
	return nil
}

// everyIteration reports whether every path round l from its header back
// to an entry passes through b.
func everyIteration(l *Region, b *ir.Block) bool {
	if b == l.Header {
		return true
	}
	seen := make(map[*ir.Block]bool)
	work := []*ir.Block{l.Header}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, y := range x.Succs {
			if y == b || !l.Contains(y) {
				continue
			}
			if l.IsEntry(y) {
				return false // round the loop without b
			}
			if !seen[y] {
				seen[y] = true
				work = append(work, y)
			}
		}
	}
	return true
}

// ivStep is the step of an induction variable: a non-zero constant c, or
// (sym) a positive loop-invariant size: a block or grid size, or a product
// of them (the grid-stride idiom; launch limits keep it below 2^31).
type ivStep struct {
	c   int64
	sym bool
	web bool // through a web of phis (webStep)
}

// inductionStep returns the step when v, compared by the exit branch of
// block at, is an induction variable of l (the phi, or the "phi + step"
// feeding it back, through integer casts; or a thread-local variable kept
// in private memory, see memStep).
func inductionStep(l *Region, v ir.Value, at *ir.Block) (ivStep, bool) {
	phi, ok := stripCasts(v).(*ir.Instr)
	if !ok {
		return ivStep{}, false
	}
	if phi.Op == ir.OpLoad {
		return memStep(l, phi, at)
	}
	if phi.Op != ir.OpPhi {
		// v may be the increment itself: phi + step.
		if p, _, ok := incOf(l, phi); ok {
			return inductionStep(l, p, at)
		}
		return ivStep{}, false
	}
	if !l.Contains(phi.Block) {
		return ivStep{}, false
	}
	if st, ok := strictStep(l, phi); ok {
		return st, true
	}
	return webStep(l, phi)
}

// strictStep is inductionStep for a phi of a block executed in every
// iteration whose incoming values from inside l are all the same "phi +
// step".
func strictStep(l *Region, phi *ir.Instr) (ivStep, bool) {
	if !everyIteration(l, phi.Block) {
		return ivStep{}, false
	}
	var inc *ir.Instr
	var step ivStep
	for k, p := range phi.Block.Preds {
		if !l.Contains(p) {
			continue
		}
		a, ok := stripCasts(phi.Args[k]).(*ir.Instr)
		if !ok {
			return ivStep{}, false
		}
		if inc == nil {
			base, st, ok := incOf(l, a)
			if !ok || base != phi {
				return ivStep{}, false
			}
			inc, step = a, st
		} else if a != inc {
			return ivStep{}, false
		}
	}
	if inc == nil {
		return ivStep{}, false
	}
	return step, true
}

// webStep is inductionStep for a web of phis: phi, and the phis of l its
// incoming values from inside l are, transitively, with every other
// incoming value from inside l the same increment "p + step" of a phi p of
// the web, in a block executed in every iteration. SSA repair after the
// SSDE rewrite splits an induction variable that way when a new entry
// (the switch block's edge back into the loop) brings its own value: on a
// path round l that does not leave it the variable changes only at the
// increment, once per iteration. Only relational compares use it (web
// set): bounded does not rely on it for an equality compare.
func webStep(l *Region, phi *ir.Instr) (ivStep, bool) {
	web := map[*ir.Instr]bool{phi: true}
	work := []*ir.Instr{phi}
	var inc *ir.Instr
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if !l.Contains(p.Block) {
			return ivStep{}, false
		}
		for k, pred := range p.Block.Preds {
			if !l.Contains(pred) {
				continue
			}
			a, ok := stripCasts(p.Args[k]).(*ir.Instr)
			if !ok {
				return ivStep{}, false
			}
			if a.Op == ir.OpPhi {
				if !web[a] {
					web[a] = true
					work = append(work, a)
				}
				continue
			}
			if inc == nil {
				inc = a
			} else if a != inc {
				return ivStep{}, false
			}
		}
	}
	if inc == nil || !l.Contains(inc.Block) || !everyIteration(l, inc.Block) {
		return ivStep{}, false
	}
	base, st, ok := incOf(l, inc)
	if !ok || !web[base] {
		return ivStep{}, false
	}
	st.web = true
	return st, true
}

// incOf returns x and the step when i is "x + step" or "x - c" (x seen
// through integer casts).
func incOf(l *Region, i *ir.Instr) (*ir.Instr, ivStep, bool) {
	if len(i.Args) != 2 {
		return nil, ivStep{}, false
	}
	switch i.Op {
	case ir.OpAdd:
		for n := 0; n < 2; n++ {
			x, ok := stripCasts(i.Args[n]).(*ir.Instr)
			if !ok {
				continue
			}
			if c, ok := i.Args[1-n].(*ir.Const); ok && !c.Undef && c.Int != 0 {
				return x, ivStep{c: c.Int}, true
			}
			if positiveSize(i.Args[1-n]) && invariant(l, i.Args[1-n]) {
				return x, ivStep{sym: true}, true
			}
		}
	case ir.OpSub:
		x, ok := stripCasts(i.Args[0]).(*ir.Instr)
		if c, cok := i.Args[1].(*ir.Const); ok && cok && !c.Undef && c.Int != 0 {
			return x, ivStep{c: -c.Int}, true
		}
	}
	return nil, ivStep{}, false
}

// stripCasts looks through integer truncations and extensions.
func stripCasts(v ir.Value) ir.Value {
	for {
		i, ok := v.(*ir.Instr)
		if !ok || (i.Op != ir.OpTrunc && i.Op != ir.OpZExt && i.Op != ir.OpSExt) {
			return v
		}
		v = i.Args[0]
	}
}

// positiveSize reports whether v is a block or grid size, a positive
// constant, or a product of them; or a load of a thread-local variable
// (see alias.PrivateVar) stored to in the entry block before any load of it
// there, and only ever with such values.
func positiveSize(v ir.Value) bool { return positiveSizeDepth(v, 4) }

func positiveSizeDepth(v ir.Value, depth int) bool {
	if depth == 0 {
		return false
	}
	switch x := stripCasts(v).(type) {
	case *ir.Const:
		return !x.Undef && x.Int > 0
	case *ir.Instr:
		switch x.Op {
		case ir.OpBlockSize, ir.OpGridSize:
			return true
		case ir.OpMul:
			return positiveSizeDepth(x.Args[0], depth-1) && positiveSizeDepth(x.Args[1], depth-1)
		case ir.OpLoad:
			a := alias.PrivateVar(x)
			if a == nil || !alias.Initialized(a) {
				return false
			}
			for _, u := range a.Uses() {
				if u.Op == ir.OpStore && !positiveSizeDepth(u.Args[1], depth-1) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// readOnly reports whether a load reads memory that no write of the
// function may change (issue 31: a read-only buffer cannot redefine a
// loop bound); nil means none does.
type readOnly func(ld *ir.Instr) bool

// invariant reports whether v has one value for the whole execution of l.
// An instruction inside l is when it reads only thread-geometry registers
// and invariant values through integer arithmetic, casts and address
// arithmetic (the recomputed grid size of a grid-stride loop), up to a
// small depth.
func invariant(l *Region, v ir.Value) bool { return invariantDepth(l, v, 4, nil) }

// invariantRO is invariant where, besides, a load of read-only memory (ro)
// at an invariant address is invariant.
func invariantRO(l *Region, v ir.Value, ro readOnly) bool { return invariantDepth(l, v, 4, ro) }

func invariantDepth(l *Region, v ir.Value, depth int, ro readOnly) bool {
	switch v := v.(type) {
	case *ir.Const:
		return !v.Undef
	case *ir.Instr:
		if v.Block == nil {
			return false
		}
		if !l.Contains(v.Block) {
			return true
		}
		switch v.Op {
		case ir.OpThreadID, ir.OpBlockID, ir.OpBlockSize, ir.OpGridSize, ir.OpLaneID, ir.OpWarpID, ir.OpWarpSize, ir.OpWorkDim:
			return true
		case ir.OpLoad:
			// A thread-local variable that l does not store to.
			if a := alias.PrivateVar(v); a != nil {
				return len(storesIn(l, a)) == 0
			}
			// Read-only memory at an invariant address.
			return ro != nil && depth > 0 && invariantDepth(l, v.Args[0], depth-1, ro) && ro(v)
		case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpTrunc, ir.OpZExt, ir.OpSExt:
			if depth == 0 {
				return false
			}
			for _, a := range v.Args {
				if !invariantDepth(l, a, depth-1, ro) {
					return false
				}
			}
			return true
		case ir.OpGEP, ir.OpBitcast, ir.OpAddrSpaceCast:
			if ro == nil || depth == 0 {
				return false
			}
			for _, a := range v.Args {
				if !invariantDepth(l, a, depth-1, ro) {
					return false
				}
			}
			return true
		}
		return false
	case *ir.Param:
		return true
	}
	return false
}

// extreme reports whether c is the smallest or largest value of its type,
// signed or unsigned.
func extreme(c *ir.Const) bool {
	bits := ir.Bits(c.Typ)
	if bits <= 0 || bits > 64 {
		return true
	}
	all := ir.TruncInt(-1, bits)
	smax := ir.TruncInt(int64(uint64(1)<<(bits-1)-1), bits)
	smin := ir.TruncInt(int64(uint64(1)<<(bits-1)), bits)
	return c.Int == 0 || c.Int == all || c.Int == smax || c.Int == smin
}

// storesIn returns the stores to alloca a in region l.
func storesIn(l *Region, a *ir.Instr) []*ir.Instr {
	var st []*ir.Instr
	for _, u := range a.Uses() {
		if u.Op == ir.OpStore && u.Block != nil && l.Contains(u.Block) {
			st = append(st, u)
		}
	}
	return st
}

// memStep is inductionStep for a load of a thread-local variable (see
// alias.PrivateVar) in the exiting block at: the variable is stored to once in
// l, by "x = x ± step" (the stored value an increment of a load of x
// earlier in the same block), in a block S executed in every iteration,
// with every cycle of l through at passing S and every cycle through S
// passing at. Between two executions of the exit branch the variable then
// changes exactly once, by step, as the phi of strictStep does from one
// iteration to the next.
func memStep(l *Region, ld *ir.Instr, at *ir.Block) (ivStep, bool) {
	if ld.Block == nil || !l.Contains(ld.Block) {
		return ivStep{}, false
	}
	a := alias.PrivateVar(ld)
	if a == nil {
		return ivStep{}, false
	}
	sts := storesIn(l, a)
	if len(sts) != 1 {
		return ivStep{}, false
	}
	st := sts[0]
	if ld.Block != at || !(everyIteration(l, st.Block) || everyIterationV(l, st.Block)) {
		return ivStep{}, false
	}
	if st.Block != at && (cycleAvoiding(l, at, st.Block) && hasCycle(l, at, cutInto(st.Block)) ||
		cycleAvoiding(l, st.Block, at) && hasCycle(l, st.Block, cutInto(at))) {
		return ivStep{}, false
	}
	inc, ok := stripCasts(st.Args[1]).(*ir.Instr)
	if !ok {
		return ivStep{}, false
	}
	x, step, ok := incOf(l, inc)
	if !ok || x.Op != ir.OpLoad || x.Args[0] != ir.Value(a) || x.Block != st.Block {
		return ivStep{}, false
	}
	for _, i := range st.Block.Instrs {
		if i == st {
			return ivStep{}, false // the store comes first: x reads the next iteration's value
		}
		if i == x {
			return step, true
		}
	}
	return ivStep{}, false
}

// cycleAvoiding reports whether some cycle of l through b does not pass
// avoid (b != avoid).
func cycleAvoiding(l *Region, b, avoid *ir.Block) bool {
	seen := make(map[*ir.Block]bool)
	work := []*ir.Block{b}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, y := range x.Succs {
			if y == b {
				return true
			}
			if !l.Contains(y) || y == avoid || seen[y] {
				continue
			}
			seen[y] = true
			work = append(work, y)
		}
	}
	return false
}

// # Bounded waits (issue 31)
//
// A bounded region finishes by itself, so it cannot deadlock; but a
// bounded wait, while (flag == 0 && t < LIMIT) t++, still waits for a
// write, and when that write is one Algorithm 1 finds (a warp-mate that
// left the loop holds it at the reconvergence point, or runs it on the
// other side of a divergent branch) the wait times out instead of seeing
// it: always when every such write is reachable from the loop's exits
// (Loop.Always: the writer runs after the loop), or depending on the path
// the stack takes first when one is parallel. Such a region is reported
// as a BoundedWait, with Algorithm 2's safe point (SSDE and AWARE make the
// write happen first). A bounded region is a wait when it is a loop of the
// loop forest (a spin region is a path round part of a loop, not a loop
// the program waits in: SSDE's switch blocks make many), and one of the reads a
// redefining write may change is a plain load (or an idempotent atomic
// read) of a location the loop re-reads at every iteration (an invariant
// address): the loop polls memory. A bounded retry of an acquire
// (a try-lock: the exit reads a cmpxchg or an exchange) is not a wait:
// failing after its bound is its contract, and a caller that falls back
// to a path without the lock computes the same result.

// waits reports whether bounded region l polls memory: an exit branch's
// condition is computed (through arithmetic, compares, selects and phis,
// not through memory or control) from one of its exit-condition reads
// that is a load or an idempotent atomic at an address invariant in l.
// A loop whose exit only depends on such a read through control (a
// grid-stride loop whose body tests a shared value) does not wait on it.
func (d *detector) waits(l *Region, reads []*ir.Instr) bool {
	polled := map[*ir.Instr]bool{}
	for _, r := range reads {
		if r.Op != ir.OpLoad && !idempotent(r) {
			continue
		}
		if invariantRO(l, alias.PointerOperand(r), d.readOnly) || invariantPtr(l, alias.PointerOperand(r)) {
			polled[r] = true
		}
	}
	if len(polled) == 0 {
		return false
	}
	seen := map[*ir.Instr]bool{}
	var from func(v ir.Value, depth int) bool
	from = func(v ir.Value, depth int) bool {
		i, ok := v.(*ir.Instr)
		if !ok || depth == 0 || seen[i] {
			return false
		}
		seen[i] = true
		if polled[i] {
			return true
		}
		switch i.Op {
		case ir.OpLoad, ir.OpStore, ir.OpAtomic, ir.OpCmpXchg, ir.OpCall:
			return false
		case ir.OpPhi:
			if i.Block == nil || !l.Contains(i.Block) {
				return false
			}
			if ir.Bits(i.Typ) == 1 {
				// A boolean merge (the -O0 form of &&): which edge
				// brings the value is part of it.
				for _, p := range i.Block.Preds {
					if t := p.Terminator(); t != nil && t.Op == ir.OpCondBr && l.Contains(p) && from(t.Args[0], depth-1) {
						return true
					}
				}
			}
		}
		for _, a := range i.Args {
			if from(a, depth-1) {
				return true
			}
		}
		return false
	}
	for _, e := range l.Exiting {
		if t := e.Block.Terminator(); t != nil && (t.Op == ir.OpCondBr || t.Op == ir.OpSwitch) && from(t.Args[0], 12) {
			return true
		}
	}
	return false
}

// invariantPtr reports whether pointer p is computed outside l, or by
// address arithmetic on invariant values.
func invariantPtr(l *Region, p ir.Value) bool {
	for depth := 0; depth < 8; depth++ {
		i, ok := p.(*ir.Instr)
		if !ok {
			return p != nil // a parameter or a global
		}
		if i.Block == nil || !l.Contains(i.Block) {
			return true
		}
		switch i.Op {
		case ir.OpBitcast, ir.OpAddrSpaceCast:
			p = i.Args[0]
			continue
		case ir.OpGEP:
			for _, a := range i.Args[1:] {
				if !invariant(l, a) {
					return false
				}
			}
			p = i.Args[0]
			continue
		case ir.OpLoad:
			if w, ok := alias.StoredOnce(i); ok {
				p = w
				continue
			}
		}
		return false
	}
	return false
}

// readOnly reports whether load ld reads memory no write of the function
// may change: no shared-visible write may alias it, and it is not private
// memory (whose writes sharedWrites leaves out).
func (d *detector) readOnly(ld *ir.Instr) bool {
	if ld.Op != ir.OpLoad {
		return false
	}
	if r, ok := d.ronly[ld]; ok {
		return r
	}
	if d.ronly == nil {
		d.ronly = make(map[*ir.Instr]bool)
	}
	p := alias.PointerOperand(ld)
	if d.calls == 0 {
		d.calls = 1
		d.f.Instrs(func(i *ir.Instr) {
			if i.Op == ir.OpCall {
				d.calls = 2
			}
		})
	}
	ok := alias.SpaceOf(p) != ir.SpacePrivate && d.calls == 1
	if ok {
		if d.writes == nil {
			d.writes = sharedWrites(d.f, d.paper)
		}
		for _, wk := range d.meetingOf(d.groupsMeeting([]*ir.Instr{ld})) {
			if d.aa.Alias(p, alias.PointerOperand(d.writes[wk].Instr())) != alias.NoAlias {
				ok = false
				break
			}
		}
	}
	d.ronly[ld] = ok
	return ok
}

// groupUniform returns the work-group uniformity of the function.
func (d *detector) groupUniform() *uniform.Result {
	if d.guni == nil {
		d.guni = uniform.Analyze(d.f, uniform.Options{PostDom: rpTree(d.r.rp), Alias: d.aa, WorkGroup: true, OneGroup: d.oneGroup})
	}
	return d.guni
}
