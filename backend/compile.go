package backend

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/transform"
	"github.com/simtc/simtc/sim/isa"
)

// PostDom gives immediate post-dominators: nil for a block whose immediate
// post-dominator is the virtual exit. *dom.Tree from dom.PostDominators is
// one.
type PostDom interface {
	IDom(b *ir.Block) *ir.Block
}

// Options control code generation. The zero value inlines device functions,
// lays blocks out in reverse post-order and annotates the branches that the
// uniformity analysis cannot prove non-divergent.
type Options struct {
	// NoInline emits device functions as functions of their own, called
	// with call/ret and the per-thread stack, instead of inlining them.
	NoInline bool

	// AllDivergent treats every conditional branch as potentially
	// divergent (no uniformity analysis): all of them get an rpc.
	AllDivergent bool

	// Layout, when not nil, gives the order of f's blocks: every block
	// reachable from the entry exactly once (e.g. thread-frontier priority
	// order). The default is reverse post-order.
	Layout func(f *ir.Func) []*ir.Block
	// LayoutName is recorded as the object's layout (isa.Object.Layout)
	// when Layout is set ("priority" for PriorityLayout; WithTarget sets
	// it); without Layout the object records "rpo".
	LayoutName string

	// Priority, when not nil, gives each block's thread-frontier priority
	// for the object's block table (0 is the highest). The default is
	// isa.NoPriority.
	Priority func(b *ir.Block) int32

	// Frontier, when not nil, gives each block's thread frontier (Diamos
	// et al. 2011) for the thread-frontier mechanisms: it is recorded in
	// the metadata of the branches that end the block, a branch with a
	// target after (of lower priority than) a frontier block is marked
	// conservative (bra.cons), and every block in the frontier of one of
	// its predecessors is a join point (isa.Block.Join: the block where a
	// warp checks for re-convergence; not an instruction).
	Frontier func(b *ir.Block) []*ir.Block

	// PostDom, when not nil, returns the reconvergence points to use for
	// f's branches (e.g. after SSDE, or the Nvidia-compatible ones). The
	// default is the post-dominator tree of dom.PostDominators.
	PostDom func(f *ir.Func) PostDom

	// SSY also emits the ssy/sync instructions of the token-style IPDOM
	// stack (ssy.go); the regions of the reconvergence points must nest.
	SSY bool

	// Mech is recorded as the object's mechanism ("" for generic code).
	Mech string

	// StackSize is the per-thread call stack, in bytes, of a kernel that
	// reaches a recursive device function (NoInline), whose depth the
	// compiler cannot bound; 0 means DefaultStackSize. A kernel without
	// recursion gets exactly the stack its deepest call chain needs.
	StackSize uint32
}

// DefaultStackSize is the per-thread call stack of a kernel that reaches
// recursion when Options.StackSize is 0. A deeper recursion faults in the
// simulator (stack overflow).
const DefaultStackSize = 8 << 10

// compiler holds the state of one Compile call.
type compiler struct {
	m         *ir.Module
	opts      Options
	sharedOff map[*ir.Global]uint32
	globalIdx map[*ir.Global]int
	globals   []isa.Global
	files     *fileTable // of the positions of the code
	// printfs are the object's printf formats; printfIdx finds an equal
	// one (format and argument types) to share its entry.
	printfs   []isa.Printf
	printfIdx map[string]int
}

// Compile compiles the kernels of m (and, with NoInline, the device
// functions they call) to an object. Unless opts.NoInline is set, it first
// inlines every call in m, in place (transform.Inline). Errors in the input
// are *ir.Error values at the offending instruction, naming the function.
func Compile(m *ir.Module, opts Options) (obj *isa.Object, err error) {
	defer func() {
		if r := recover(); r != nil {
			obj, err = nil, fmt.Errorf("backend: internal error: %v", r)
		}
	}()
	if m == nil {
		return nil, errors.New("backend: nil module")
	}
	if err := ir.VerifyModule(m); err != nil {
		return nil, fmt.Errorf("invalid IR: %w", err)
	}
	if !opts.NoInline {
		if err := transform.Inline(m); err != nil {
			return nil, err // positioned: e.g. a recursive call
		}
	}
	s, err := newSession(m, opts)
	if err != nil {
		return nil, err
	}
	funcs, err := s.c.functions()
	if err != nil {
		return nil, err
	}
	if len(funcs) == 0 {
		return nil, errors.New("the module has no kernel")
	}
	// A device function's branches must reconverge before its return, so
	// it gets one return block: with several, a branch whose paths return
	// separately would post-dominate only the virtual exit and carry no
	// reconvergence PC, and the threads that returned first would run on
	// in the caller (to a barrier, say) without the others.
	for _, f := range funcs {
		if !f.Kernel {
			transform.MergeReturns(f)
		}
	}
	// Functions are compiled in groups, and a group's machine code is
	// dropped once it is emitted, so that memory holds the machine form
	// of one group at a time, as llc emits function by function. Inlined,
	// every kernel is call-free and a group of its own; with NoInline the
	// register bases and the saves around calls need the whole call
	// graph, and the functions are one group. Errors come in the order
	// of a compile of all functions at once: lowering and allocation
	// (function by function), frames, calls, kernel tables.
	if opts.NoInline {
		if err := s.group(funcs, false); err != nil {
			return nil, err
		}
	} else {
		for k := range funcs {
			if err := s.group(funcs[k:k+1:k+1], len(funcs) > 1); err != nil {
				return nil, err
			}
		}
	}
	return s.finish()
}

// session is one compile: the compiler, the emitter and the object the
// groups of functions are emitted into (Compile, or a Stream).
type session struct {
	c     *compiler
	e     *emitter
	o     *isa.Object
	entry map[*ir.Func]uint32
	// The first frame and kernel-table errors: they come after every
	// group's lowering and allocation errors (see Compile).
	frameErr, kernelErr error
}

// newSession starts a compile of m: the globals are laid out.
func newSession(m *ir.Module, opts Options) (*session, error) {
	c := &compiler{m: m, opts: opts, sharedOff: make(map[*ir.Global]uint32), globalIdx: make(map[*ir.Global]int)}
	if err := c.layoutGlobals(); err != nil {
		return nil, err
	}
	o := &isa.Object{Mech: opts.Mech, Layout: isa.LayoutRPO.String()}
	if opts.Layout != nil {
		o.Layout = opts.LayoutName
	}
	return &session{c: c, e: &emitter{c: c, file: m.File}, o: o, entry: make(map[*ir.Func]uint32)}, nil
}

// group compiles and emits one group of functions; inlined says the
// module is compiled with its calls inlined, in groups of one call-free
// function. A lowering or allocation error is returned at once; a frame
// or kernel-table error is kept for finish.
func (s *session) group(group []*ir.Func, inlined bool) error {
	c, e, opts := s.c, s.e, s.c.opts
	mfs := make([]*mfunc, len(group))
	pdoms := make([]PostDom, len(group))
	for k, f := range group {
		var pd PostDom = dom.PostDominators(f)
		if opts.PostDom != nil {
			pd = opts.PostDom(f)
		}
		pdoms[k] = pd
		div := divergentBranches(f, pd, opts.AllDivergent)
		mf, err := c.lowerFunc(f, div, pd)
		if err != nil {
			return err
		}
		if inlined && len(mf.calls) > 0 {
			panic(fmt.Sprintf("backend.Compile: %s calls @%s after inlining", f.Name, mf.calls[0].callee.Name))
		}
		if opts.SSY {
			if err := insertSSY(mf, pd); err != nil {
				return err
			}
		}
		if err := c.layout(mf); err != nil {
			return err
		}
		if err := allocate(mf); err != nil {
			return ir.Errorf(f.Pos, "%v", err)
		}
		mfs[k] = mf
	}
	if s.frameErr != nil {
		return nil // only an error of the steps above comes first
	}
	cg := newCallGraph(mfs)
	cg.assignBases()
	for _, mf := range mfs {
		mf.saveAcrossCalls(func(callee *mfunc) []bool { return cg.clobber[cg.scc[callee.index]] }, func(f *ir.Func) *mfunc { return cg.byFunc[f] })
		if s.frameErr = mf.finishFrame(); s.frameErr != nil {
			return nil
		}
	}
	for k, mf := range mfs {
		// The code's length is at most the instructions plus a few per
		// block (a join, a branch and its fall-through jump, or a nop).
		size := 0
		for _, b := range mf.blocks {
			size += len(b.insts) + 3
		}
		e.code = slices.Grow(e.code, size)
		e.pos = slices.Grow(e.pos, size)
		start, end := e.emitFunc(mf, pdoms[k])
		e.finishFunc()
		s.entry[mf.f] = mf.main[mf.f.Entry().ID].pc
		s.o.Symbols = append(s.o.Symbols, isa.Symbol{Name: mf.f.Name, PC: start, Size: end - start})
	}
	for _, mf := range mfs {
		if !mf.f.Kernel || s.kernelErr != nil {
			continue
		}
		k, err := c.kernel(mf, cg, s.entry[mf.f])
		if err != nil {
			s.kernelErr = err
			continue
		}
		s.o.Kernels = append(s.o.Kernels, k)
	}
	return nil
}

// finish resolves the calls and completes the object.
func (s *session) finish() (*isa.Object, error) {
	c, e, o := s.c, s.e, s.o
	if s.frameErr != nil {
		return nil, s.frameErr
	}
	if err := e.resolve(s.entry); err != nil {
		return nil, err
	}
	if s.kernelErr != nil {
		return nil, s.kernelErr
	}
	o.Globals = c.globals
	o.Printfs = c.printfs // lowering adds the formats
	o.Code = e.code
	o.Blocks = e.blocks
	o.Lines = e.lines()
	o.Branches = e.branches
	o.Sort()
	if err := o.Validate(); err != nil {
		return nil, fmt.Errorf("backend: internal error: the generated object is invalid: %w", err)
	}
	return o, nil
}

// layoutGlobals gives shared-memory globals their offsets and makes the
// global and constant ones object globals.
//
// A shared array of no elements (CUDA's extern __shared__ T a[], a
// [0 x T] global in the IR) is dynamic shared memory: every such array
// starts where the module's static shared memory ends, 16-byte aligned,
// all at one address, as nvcc lays them out; a kernel that uses one has
// that offset as its SharedSize, and the machine puts the launch's
// dynamic shared bytes (--shared-bytes) there (sim.Launch.SharedBytes).
func (c *compiler) layoutGlobals() error {
	var off uint64
	var dyn []*ir.Global
	for _, g := range c.m.Globals {
		size := ir.SizeOf(g.Elem)
		if at, ok := g.Elem.(ir.ArrayType); ok && at.Len == 0 && g.Space == ir.SpaceShared && g.Init == nil {
			dyn = append(dyn, g)
			continue
		}
		if size <= 0 {
			return ir.Errorf(g.Pos, "global @%s of type %s has no size", g.Name, g.Elem)
		}
		align := alignOf(g.Elem)
		switch g.Space {
		case ir.SpaceShared:
			off = (off + uint64(align) - 1) &^ (uint64(align) - 1)
			if off+uint64(size) > 1<<32 {
				return ir.Errorf(g.Pos, "shared memory larger than 4 GiB at @%s", g.Name)
			}
			c.sharedOff[g] = uint32(off)
			off += uint64(size)
		case ir.SpaceGlobal, ir.SpaceConstant:
			if size > 1<<32 {
				return ir.Errorf(g.Pos, "global @%s is larger than 4 GiB", g.Name)
			}
			c.globalIdx[g] = len(c.globals)
			c.globals = append(c.globals, isa.Global{Name: g.Name, Space: spaceOf(g.Space), Size: uint64(size), Align: uint32(align), Init: g.Init})
		}
	}
	if len(dyn) > 0 {
		a := uint64(16)
		for _, g := range dyn {
			a = max(a, uint64(alignOf(g.Elem)))
		}
		off = (off + a - 1) &^ (a - 1)
		if off >= 1<<32 {
			return ir.Errorf(dyn[0].Pos, "shared memory larger than 4 GiB before the dynamic shared array @%s", dyn[0].Name)
		}
		for _, g := range dyn {
			c.sharedOff[g] = uint32(off)
		}
	}
	return nil
}

// functions returns the functions to emit: the kernels in module order,
// then (NoInline) the device functions they reach, callers before callees.
func (c *compiler) functions() ([]*ir.Func, error) {
	var out []*ir.Func
	for _, f := range c.m.Funcs {
		if f.Kernel {
			if len(f.Blocks) == 0 {
				return nil, ir.Errorf(f.Pos, "kernel %s has no body", f.Name)
			}
			out = append(out, f)
		}
	}
	if !c.opts.NoInline {
		return out, nil
	}
	// Depth-first post-order of the call graph from the kernels; reversed,
	// it puts callers first (but for the calls that close a cycle:
	// recursion is allowed and handled by saves around calls).
	const (
		white = iota
		grey
		black
	)
	state := make(map[*ir.Func]int)
	var post []*ir.Func
	var visit func(f *ir.Func) error
	visit = func(f *ir.Func) error {
		if state[f] != white {
			return nil
		}
		state[f] = grey
		var err error
		f.Instrs(func(i *ir.Instr) {
			if err == nil && i.Op == ir.OpCall && i.Callee() != nil {
				if len(i.Callee().Blocks) == 0 {
					err = ir.Errorf(i.Pos, "%s: call of @%s, which has no body", f.Name, i.Callee().Name)
					return
				}
				err = visit(i.Callee())
			}
		})
		if err != nil {
			return err
		}
		state[f] = black
		post = append(post, f)
		return nil
	}
	for _, k := range out {
		if err := visit(k); err != nil {
			return nil, err
		}
	}
	var devs []*ir.Func
	for i := len(post) - 1; i >= 0; i-- {
		if !post[i].Kernel {
			devs = append(devs, post[i])
		}
	}
	return append(out, devs...), nil
}

// kernelParams lays out f's parameters in the parameter block.
func kernelParams(f *ir.Func) ([]isa.Param, uint32) {
	var ps []isa.Param
	var off uint32
	names := make(map[string]bool)
	for k, p := range f.Params {
		q := isa.Param{Name: p.Name}
		if q.Name == "" || names[q.Name] {
			q.Name = "arg" + strconv.Itoa(k)
		}
		for names[q.Name] {
			q.Name += "_"
		}
		names[q.Name] = true
		if pt, ok := p.Typ.(ir.PtrType); ok {
			q.Kind, q.Size, q.Space = isa.ParamPointer, 8, spaceOf(pt.Space)
			if ir.IsInt(pt.Elem) || ir.IsFloat(pt.Elem) {
				q.Type = scalarType(pt.Elem)
			}
		} else {
			q.Kind, q.Type = isa.ParamScalar, scalarType(p.Typ)
			q.Size = uint32(q.Type.Size())
			if q.Size == 0 {
				q.Size = 8
			}
		}
		off = (off + q.Size - 1) / q.Size * q.Size
		q.Offset = off
		off += q.Size
		ps = append(ps, q)
	}
	return ps, off
}

// scalarType is the isa type naming an IR scalar type.
func scalarType(t ir.Type) isa.Type {
	switch t := t.(type) {
	case ir.IntType:
		return narrowType(t.Bits)
	case ir.FloatType:
		if t.Bits == 32 {
			return isa.F32
		}
		return isa.F64
	case ir.PtrType:
		return isa.I64
	}
	return isa.TypeNone
}

// kernel builds the kernel table entry of mf.
func (c *compiler) kernel(mf *mfunc, cg *callGraph, pc uint32) (isa.Kernel, error) {
	f := mf.f
	params, size := kernelParams(f)
	for _, p := range params {
		if p.Kind == isa.ParamPointer && p.Space == isa.SpacePrivate {
			return isa.Kernel{}, ir.Errorf(f.Pos, "kernel %s: parameter %s points to private memory", f.Name, p.Name)
		}
		if p.Kind == isa.ParamScalar && !p.Type.Valid() {
			return isa.Kernel{}, ir.Errorf(f.Pos, "kernel %s: parameter %s has an unsupported type", f.Name, p.Name)
		}
	}
	k := isa.Kernel{Name: f.Name, PC: pc, Params: params, ParamSize: size, PrivateSize: mf.frameSize}

	// Registers, shared memory and stack over everything the kernel reaches.
	seen := make(map[*ir.Func]bool)
	var shared uint64
	byFunc := cg.byFunc
	var walk func(g *ir.Func)
	walk = func(g *ir.Func) {
		if seen[g] || byFunc[g] == nil {
			return
		}
		seen[g] = true
		gm := byFunc[g]
		if n := gm.base + gm.numRegs; n > k.NumRegs {
			k.NumRegs = n
		}
		g.Instrs(func(i *ir.Instr) {
			for _, a := range i.Args {
				if gl, ok := a.(*ir.Global); ok && gl.Space == ir.SpaceShared {
					if end := uint64(c.sharedOff[gl]) + uint64(ir.SizeOf(gl.Elem)); end > shared {
						shared = end
					}
				}
			}
		})
		for _, cs := range gm.calls {
			walk(cs.callee)
		}
	}
	walk(f)
	k.SharedSize = uint32(shared)
	st, bounded := cg.stackDepth(mf)
	if !bounded {
		st = uint64(c.opts.StackSize)
		if st == 0 {
			st = DefaultStackSize
		}
	}
	if st > 1<<31 {
		return isa.Kernel{}, ir.Errorf(f.Pos, "kernel %s needs a stack of %d bytes", f.Name, st)
	}
	k.StackSize = uint32((st + 7) &^ 7)
	sort.SliceStable(k.Params, func(i, j int) bool { return k.Params[i].Offset < k.Params[j].Offset })
	return k, nil
}

// printf returns the index of p in the object's printf formats, adding it
// unless an equal one is there.
func (c *compiler) printf(p isa.Printf) int {
	key := fmt.Sprintf("%q %v", p.Format, p.Args)
	if n, ok := c.printfIdx[key]; ok {
		return n
	}
	if c.printfIdx == nil {
		c.printfIdx = make(map[string]int)
	}
	c.printfIdx[key] = len(c.printfs)
	c.printfs = append(c.printfs, p)
	return len(c.printfs) - 1
}
