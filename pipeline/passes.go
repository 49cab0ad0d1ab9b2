package pipeline

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/frontier"
	"github.com/simtc/simtc/passes/ssde"
	"github.com/simtc/simtc/passes/transform"
	"github.com/simtc/simtc/sim/isa"
)

// pass is one row of the pipeline: a module pass (module) or a function
// pass (fn, run on every analysed function with a body). A row that is not
// required runs when enabled says the pipeline needs it. A row with neither
// function is a pass simtc does not have yet: a pipeline that needs it is
// an error (New), never silently compiled without it.
type pass struct {
	name     string
	what     string // what it does, for messages
	required bool
	enabled  func(p *Pipeline) bool
	module   func(c *compilation) error
	fn       func(c *compilation, f *ir.Func) error
	// callFree is a module row's form for one function f of a module in
	// which no function calls another, f with a body: what module does to
	// f there, reporting whether f changed. The streaming paths
	// (PrepareFunc, Stream) run it as each function is read; c is nil
	// under PrepareFunc, which runs no analysis row. A module row without
	// it needs the whole module.
	callFree func(c *compilation, f *ir.Func) (changed bool)
	// analysis marks a pass that changes no IR (it only computes what it
	// hands on): Options.Check does not verify again after it.
	analysis bool
}

// table is the pipeline, in order.
var table = [...]pass{
	{name: "inline", what: "inline device functions into kernels",
		enabled: func(p *Pipeline) bool { return !p.opts.NoInline },
		module: func(c *compilation) error {
			if !hasCalls(c.m) {
				c.unchanged = true // nothing to inline
				return nil
			}
			return transform.Inline(c.m)
		},
		callFree: func(*compilation, *ir.Func) bool { return false }}, // no calls
	{name: "dead-funcs", what: "drop the device functions no kernel calls any more",
		enabled: func(p *Pipeline) bool { return !p.opts.NoInline && !p.opts.KeepDeadFuncs },
		module: func(c *compilation) error {
			c.unchanged = len(transform.RemoveDeadFuncs(c.m)) == 0
			return nil
		},
		// No calls: a kernel is live, and a device function is dead
		// (Stream leaves it out).
		callFree: func(*compilation, *ir.Func) bool { return false }},
	{name: "merge-returns", what: "give every function one exit",
		enabled: func(p *Pipeline) bool { return !p.opts.AsWritten },
		module: func(c *compilation) error {
			c.unchanged = true
			// Every function the backend compiles: the analysed ones, and
			// under --no-inline the device functions too (with inlining,
			// the device functions left are those dead-funcs keeps, or
			// KeepDeadFuncs: no kernel calls them).
			fs := c.funcs
			if c.p.opts.NoInline {
				fs = c.m.Funcs
			}
			for _, f := range fs {
				if mergeReturns(c, f) {
					c.unchanged = false
				}
			}
			return nil
		},
		callFree: mergeReturns},
	{name: "ssde", what: "Static SIMT Deadlock Elimination",
		enabled: func(p *Pipeline) bool { return p.opts.SSDE },
		fn: func(c *compilation, f *ir.Func) error {
			// lint's detection options, so that SSDE rewrites what lint
			// reports.
			res, err := ssde.Apply(f, c.p.LintOptions().DetectOptions())
			if err != nil {
				return err
			}
			c.rewrites = append(c.rewrites, res.Rewrites...)
			return nil
		}},
	{name: "split-safepdom", what: "make every AWARE SafePDom a block start",
		enabled: func(p *Pipeline) bool { return p.rule == isa.RPCSafePDom },
		fn:      splitSafePDoms},
	// The thread-frontier pass (passes/frontier): block priorities, the
	// priority layout and the frontier sets of every function the backend
	// compiles (device functions too under --no-inline), computed on the
	// final CFG and cached on the function; BackendOptions hands the
	// backend the hooks that read them (backend.WithTarget).
	{name: "frontier", what: "thread-frontier priorities, layout and frontier sets",
		enabled:  func(p *Pipeline) bool { return p.target.Frontiers || p.target.Layout == isa.LayoutPriority },
		module:   frontiers,
		callFree: func(_ *compilation, f *ir.Func) bool { frontier.Compute(f); return false },
		analysis: true},
	{name: "reconv", what: "the reconvergence point of every branch", required: true,
		module: reconvPoints, analysis: true,
		callFree: func(c *compilation, f *ir.Func) bool { c.reconvOf(f); return false }},
}

// order lists the ordering constraints of the table: a must run before b.
var order = [...][2]string{
	// The paper's algorithms assume calls inlined and one exit.
	{"inline", "dead-funcs"},
	{"inline", "merge-returns"},
	{"merge-returns", "ssde"},
	{"merge-returns", "split-safepdom"},
	{"merge-returns", "frontier"},
	// The safe points are those of the code the backend sees.
	{"ssde", "split-safepdom"},
	// Priorities, layout and frontiers are computed on the final CFG.
	{"ssde", "frontier"},
	{"split-safepdom", "frontier"},
	// Reconvergence points are computed on the final CFG.
	{"ssde", "reconv"},
	{"split-safepdom", "reconv"},
	{"frontier", "reconv"},
}

// frontiers computes the thread-frontier analysis of every function with a
// body. It changes no IR: the analysis is cached on the function (until its
// CFG changes) for the backend's layout, priority and frontier hooks, and
// an internal inconsistency panics here, inside the pass, rather than in
// the backend.
// mergeReturns gives f one exit, reporting whether it changed f
// (MergeReturns leaves one return as it is).
func mergeReturns(_ *compilation, f *ir.Func) bool {
	if Returns(f) > 1 {
		transform.MergeReturns(f)
		return true
	}
	return false
}

func frontiers(c *compilation) error {
	for _, f := range c.m.Funcs {
		if len(f.Blocks) > 0 {
			frontier.Compute(f)
		}
	}
	return nil
}

// hasCalls reports whether a function of m calls another.
func hasCalls(m *ir.Module) bool {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if i.Op == ir.OpCall {
					return true
				}
			}
		}
	}
	return false
}

// Returns counts the blocks of f that end in a return (the merge-returns
// pass changes only functions with more than one).
func Returns(f *ir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpRet {
			n++
		}
	}
	return n
}
