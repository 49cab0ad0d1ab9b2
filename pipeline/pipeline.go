package pipeline

import (
	"errors"
	"fmt"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/passes/ssde"
	"github.com/simtc/simtc/sim/isa"
)

// Options are the user's choices on top of what the target needs.
type Options struct {
	// SSDE applies Static SIMT Deadlock Elimination (--ssde) to the loops
	// simtc lint reports with the same options (LintOptions).
	SSDE bool
	// ConservativeAlias is lint's --alias conservative for the
	// SIMT-deadlock detection SSDE runs (lint.Options.Conservative).
	ConservativeAlias bool
	// OneGroup says the kernels run as one work-group, as lint's
	// Options.OneGroup (the driver sets it from the launch directive).
	OneGroup bool
	// WarpSize is lint's Options.WarpSize for SSDE's detection (0: lint's
	// default, 32): simtc lint --fix passes its --warp.
	WarpSize int
	// Reconv, when not nil, overrides the target's reconvergence rule
	// (--reconv).
	Reconv *isa.RPCRule
	// NoInline keeps device functions as functions of their own: the
	// backend emits them with call/ret (--no-inline). Their returns are
	// still merged, so that a branch before a return reconverges at the
	// function's one return block rather than at the virtual exit.
	NoInline bool
	// AsWritten runs no transform at all: the module stays as the
	// frontend made it, which is what `simtc analyze` and `simtc ir`
	// without --inline show.
	AsWritten bool
	// AllDivergent gives every conditional branch a reconvergence PC.
	AllDivergent bool
	// Mech is recorded in the object as the mechanism the code is for.
	Mech string
	// Check runs the IR verifier on the input and after every pass; a
	// pass that breaks the IR is an *InternalError naming it. Passes that
	// change no IR (the analysis rows of the table) are not followed by a
	// check.
	Check bool
	// StackSize is the per-thread call stack of a kernel that reaches
	// recursion (backend.Options.StackSize; --stack-size, NoInline only).
	StackSize uint32

	// KeepDeadFuncs keeps the device functions that no kernel calls any
	// more after inlining (the dead-funcs pass does not run): the LLVM
	// writer gives back every function of its input.
	KeepDeadFuncs bool

	// InputVerified says the caller has already run ir.VerifyModule on
	// the module given to Prepare (as the commands' loader does), so Check
	// does not verify the input again.
	InputVerified bool
}

// InternalError is a pass that broke an invariant: it left IR the verifier
// rejects, or it panicked. It is a bug in simtc, never in the input.
type InternalError struct {
	Pass string
	Func string // "" for a module pass that broke no particular function
	Err  error
}

func (e *InternalError) Error() string {
	if e.Func == "" {
		return fmt.Sprintf("internal error: pass %s: %v", e.Pass, e.Err)
	}
	return fmt.Sprintf("internal error: pass %s, function %s: %v", e.Pass, e.Func, e.Err)
}

func (e *InternalError) Unwrap() error { return e.Err }

// Pipeline compiles for one target with one set of options.
type Pipeline struct {
	target isa.Target
	opts   Options
	rule   isa.RPCRule
	passes []pass // the rows of the table that run, in order
}

// New returns the pipeline for target t and options o. A target that needs
// a pass simtc does not have, or contradictory options, are an error.
func New(t isa.Target, o Options) (*Pipeline, error) {
	p := &Pipeline{target: t, opts: o, rule: t.RPC}
	if o.Reconv != nil {
		p.rule = *o.Reconv
	}
	switch p.rule {
	case isa.RPCIPDOM, isa.RPCNvidia, isa.RPCSafePDom:
	default:
		return nil, fmt.Errorf("unknown reconvergence rule %d", p.rule)
	}
	if o.AsWritten {
		o.NoInline = true
		p.opts.NoInline = true
	}
	if o.SSDE && o.NoInline {
		return nil, errors.New("SSDE works on kernels with their device functions inlined: drop --no-inline or --ssde")
	}
	if o.StackSize != 0 && !o.NoInline {
		return nil, errors.New("--stack-size sizes the call stack of real calls: it needs --no-inline")
	}
	if InlineRequired(t, o) && o.NoInline {
		return nil, errors.New("reconvergence at safe post-dominators needs the device functions inlined: drop --no-inline")
	}
	for _, ps := range table {
		if !ps.required && !ps.enabled(p) {
			continue
		}
		if ps.module == nil && ps.fn == nil {
			return nil, fmt.Errorf("the target needs the %s pass (%s), which simtc does not have yet", ps.name, ps.what)
		}
		p.passes = append(p.passes, ps)
	}
	return p, nil
}

// InlineRequired says whether the code for t with o needs every device
// function inlined (--no-inline is then an error): SSDE and the safe
// post-dominators of AWARE work on whole kernels.
func InlineRequired(t isa.Target, o Options) bool {
	rule := t.RPC
	if o.Reconv != nil {
		rule = *o.Reconv
	}
	return o.SSDE || rule == isa.RPCSafePDom
}

// Rule returns the reconvergence rule the code gets.
func (p *Pipeline) Rule() isa.RPCRule { return p.rule }

// DeadlockMode is the reconvergence model the SIMT-deadlock analysis
// (lint, analyze, SSDE) must assume for this pipeline's code.
func (p *Pipeline) DeadlockMode() deadlock.Mode {
	if p.rule == isa.RPCNvidia {
		return deadlock.ReconvNvidia
	}
	return deadlock.ReconvIPDOM
}

// LintOptions are the options of the SIMT-deadlock detection for this
// pipeline's code: the reconvergence model (DeadlockMode) and the alias
// assumption. simtc lint reports what lint.Options.DetectOptions finds with
// them, and the ssde pass rewrites what it finds with the same, so SSDE
// changes exactly the loops lint reports.
func (p *Pipeline) LintOptions() lint.Options {
	return lint.Options{Reconv: p.DeadlockMode(), Conservative: p.opts.ConservativeAlias, OneGroup: p.opts.OneGroup, WarpSize: p.opts.WarpSize}
}

// Passes returns the names of the passes Prepare runs, in order.
func (p *Pipeline) Passes() []string {
	out := make([]string, len(p.passes))
	for k, ps := range p.passes {
		out[k] = ps.name
	}
	return out
}

// AnalysesOnly reports whether every pass Prepare runs is an analysis,
// which changes no IR and cannot fail on valid IR: the module stays as the
// frontend made it (as with Options.AsWritten), so a caller that only
// looks at the functions, and not at what the passes hand the backend,
// may look at them without Prepare, one at a time as they are read (simtc
// analyze streams an LLVM file this way; see frontend/llvm.ImportEach).
func (p *Pipeline) AnalysesOnly() bool {
	for _, ps := range p.passes {
		if !ps.analysis {
			return false
		}
	}
	return true
}

// Prepared is a module after the IR passes: what the analyses look at and
// what the backend compiles.
type Prepared struct {
	Module *ir.Module
	// Funcs are the functions the passes transformed and the analyses
	// look at: the kernels, or every function of a module without kernels.
	Funcs []*ir.Func

	// Rewrites are the loops the ssde pass rewrote, in function order
	// (ssde.Result.Rewrites): the record lint --fix and build --emit llvm
	// write.
	Rewrites []ssde.Rewrite

	p      *Pipeline
	reconv map[*ir.Func]*points
	code   codeHooks
}

// Transforms returns the names of the passes Prepare ran that may change
// the IR (the analyses left out), in order.
func (pr *Prepared) Transforms() []string {
	var out []string
	for _, ps := range pr.p.passes {
		if !ps.analysis {
			out = append(out, ps.name)
		}
	}
	return out
}

// codeHooks are what passes hand to the backend besides the reconvergence
// points: the thread-frontier pass sets all three (see backend.Options).
type codeHooks struct {
	layout   func(f *ir.Func) []*ir.Block
	priority func(b *ir.Block) int32
	frontier func(b *ir.Block) []*ir.Block
}

// Prepare runs the IR passes on m, in place.
func (p *Pipeline) Prepare(m *ir.Module) (*Prepared, error) {
	return p.run(m, p.passes)
}

// Compile prepares m (in place) and compiles it.
func (p *Pipeline) Compile(m *ir.Module) (*isa.Object, error) {
	pr, err := p.Prepare(m)
	if err != nil {
		return nil, err
	}
	return pr.Compile()
}

// BackendOptions returns the options the backend compiles pr with.
func (pr *Prepared) BackendOptions() backend.Options {
	o := pr.p.opts
	return backend.WithTarget(backend.Options{
		NoInline:     o.NoInline,
		StackSize:    o.StackSize,
		AllDivergent: o.AllDivergent,
		SSY:          pr.p.target.SSY,
		Mech:         o.Mech,
		Layout:       pr.code.layout,
		Priority:     pr.code.priority,
		Frontier:     pr.code.frontier,
		PostDom: func(f *ir.Func) backend.PostDom {
			pts := pr.reconv[f]
			if pts == nil {
				panic(fmt.Sprintf("pipeline: no reconvergence points for %s: the reconv pass did not see it", f.Name))
			}
			return pts
		},
	}, pr.p.target)
}

// Compile compiles the prepared module.
func (pr *Prepared) Compile() (*isa.Object, error) {
	return backend.Compile(pr.Module, pr.BackendOptions())
}

// compilation is the state the passes share.
type compilation struct {
	p      *Pipeline
	m      *ir.Module
	funcs  []*ir.Func
	safe   map[*ir.Func][]safeLoop // split-safepdom → reconv
	reconv map[*ir.Func]*points
	code   codeHooks
	// rewrites is the ssde pass's record.
	rewrites []ssde.Rewrite
	// unchanged is set by a module pass that found nothing to do, so that
	// Options.Check does not verify the module again.
	unchanged bool
}

func (p *Pipeline) run(m *ir.Module, passes []pass) (*Prepared, error) {
	if m == nil {
		return nil, errors.New("pipeline: nil module")
	}
	if p.opts.Check && !p.opts.InputVerified {
		if err := ir.VerifyModule(m); err != nil {
			return nil, fmt.Errorf("invalid IR: %w", err)
		}
	}
	c := &compilation{p: p, m: m, safe: map[*ir.Func][]safeLoop{}, reconv: map[*ir.Func]*points{}}
	c.funcs = m.Analysed()
	for _, ps := range passes {
		if err := c.runPass(ps); err != nil {
			return nil, err
		}
	}
	return &Prepared{Module: m, Funcs: c.funcs, Rewrites: c.rewrites, p: p, reconv: c.reconv, code: c.code}, nil
}

// runPass runs one pass, turning a panic or (with Check) invalid IR into an
// *InternalError naming the pass and the function.
func (c *compilation) runPass(ps pass) (err error) {
	var cur *ir.Func
	defer func() {
		if r := recover(); r != nil {
			name := ""
			if cur != nil {
				name = cur.Name
			}
			err = &InternalError{Pass: ps.name, Func: name, Err: fmt.Errorf("panic: %v", r)}
		}
	}()
	if ps.module != nil {
		c.unchanged = false
		if err := ps.module(c); err != nil {
			return err
		}
		// A module pass may drop functions (dead-funcs).
		c.funcs = c.m.Analysed()
		if c.p.opts.Check && !ps.analysis && !c.unchanged {
			for _, f := range c.m.Funcs {
				if err := ir.Verify(f); err != nil {
					return &InternalError{Pass: ps.name, Func: f.Name, Err: err}
				}
			}
		}
		return nil
	}
	for _, f := range c.funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		cur = f
		if err := ps.fn(c, f); err != nil {
			return err
		}
		if c.p.opts.Check && !ps.analysis {
			if err := ir.Verify(f); err != nil {
				return &InternalError{Pass: ps.name, Func: f.Name, Err: err}
			}
		}
	}
	return nil
}

// PrepareFunc prepares one function f of a module that is still being
// read, as Prepare would prepare it within the whole module, when that
// does not depend on the rest of the module: ok is false (and f is
// unchanged) when f calls a function (the inline and dead-funcs passes
// would change it or depend on its callees) or the pipeline has a pass
// that needs the whole module. The analysis rows are not run: what they
// compute is for the backend, and a streamed function is not compiled.
// The streaming paths of simtc lint and analyze prepare each function
// this way as soon as it is read (frontend/llvm.ImportEach).
func (p *Pipeline) PrepareFunc(f *ir.Func) (ok bool, err error) {
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.Op == ir.OpCall {
				return false, nil
			}
		}
	}
	for _, ps := range p.passes {
		switch {
		case ps.analysis:
		case ps.callFree != nil:
			if ps.callFree(nil, f) && p.opts.Check {
				if err := ir.Verify(f); err != nil {
					return false, &InternalError{Pass: ps.name, Func: f.Name, Err: err}
				}
			}
		default:
			return false, nil
		}
	}
	return true, nil
}
