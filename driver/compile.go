package driver

import (
	"errors"
	"fmt"
	"strings"

	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// CompileOptions say how to compile a source: for which mechanism's
// target, and the user's choices on top of it.
type CompileOptions struct {
	// Mech is the mechanism the code is for (a name, or a spec such as
	// "mp:max-splits=2": parameters do not change the code): its registry
	// row's Target (layout, reconvergence rule, frontier metadata) and
	// the name the object records. "" compiles generic code.
	Mech string
	// Mechs is the registry Mech is looked up in (nil: mechs.Default()).
	Mechs *sim.Registry
	// Target, when Mech is "", is the target to compile for.
	Target isa.Target
	// SSDE applies Static SIMT Deadlock Elimination (--ssde) to the loops
	// lint flags with the same options (Reconv, ConservativeAlias).
	SSDE bool
	// ConservativeAlias makes the SIMT-deadlock detection SSDE runs assume
	// that kernel pointer parameters may alias (--alias conservative, as
	// for lint); by default they point into distinct buffers.
	ConservativeAlias bool
	// OneGroup is lint's Options.OneGroup for SSDE's detection: the
	// kernels run as one work-group. Source.Prepare sets it from the
	// file's launch directive.
	OneGroup bool
	// WarpSize is lint's Options.WarpSize for SSDE's detection (0: lint's
	// default, 32; simtc lint --fix gives its --warp).
	WarpSize int
	// Reconv overrides the target's reconvergence rule (--reconv).
	Reconv *isa.RPCRule
	// Layout, when not nil, overrides the target's block layout
	// (--layout): mechanisms compared on one layout run the same code.
	Layout *isa.Layout
	// NoInline keeps device functions as functions (--no-inline).
	NoInline bool
	// StackSize is the per-thread call stack with NoInline (--stack-size).
	StackSize uint32
	// AsWritten runs no transform (analyze, ir, the explorer's reference).
	AsWritten bool
	// NoCheck skips the IR verifier around every pass (it runs by default).
	NoCheck bool
	// KeepDeadFuncs keeps the device functions no kernel calls after
	// inlining (the LLVM writer gives back every function of its input).
	KeepDeadFuncs bool
}

// MaxStackSize bounds --stack-size.
const MaxStackSize = 1 << 31

// target returns what o's mechanism needs from the compiler: its registry
// row's Target (the zero Target for generic code, Mech ""), and the name
// the object records.
//
// With Layout set, the target's layout is that one.
func (o CompileOptions) target() (isa.Target, string, error) {
	t, name, err := o.ownTarget()
	if o.Layout != nil {
		t.Layout = *o.Layout
	}
	return t, name, err
}

// ownTarget is target without the Layout override.
func (o CompileOptions) ownTarget() (isa.Target, string, error) {
	if o.Mech == "" {
		return o.Target, "", nil
	}
	reg := o.Mechs
	if reg == nil {
		reg = mechs.Default()
	}
	name, _, _ := strings.Cut(o.Mech, ":")
	mi, err := reg.Lookup(strings.TrimSpace(name))
	if err != nil {
		return isa.Target{}, "", err
	}
	return mi.Target, mi.Name, nil
}

// EffectiveLayout returns the layout o compiles with: Layout, else the
// mechanism's own (its registry row's Target.Layout).
func (o CompileOptions) EffectiveLayout() (isa.Layout, error) {
	t, _, err := o.target()
	return t.Layout, err
}

// AsDefault reports whether o compiles the code o.Mech runs by default:
// no SSDE and the mechanism's own layout. A file's status expectations
// (simtc:expect status=...) describe that code: another layout can change
// which path of a divergent branch runs first, and with it whether a
// one-sided wait hangs; SSDE exists to change it (Source.Expects drops
// them otherwise).
func (o CompileOptions) AsDefault() (bool, error) {
	own, _, err := o.ownTarget()
	if err != nil {
		return false, err
	}
	return !o.SSDE && (o.Layout == nil || *o.Layout == own.Layout), nil
}

// InlineRequired reports whether the code o asks for needs every device
// function inlined (--no-inline is then an error): SSDE, and the safe
// post-dominators of AWARE, work on whole kernels.
func (o CompileOptions) InlineRequired() (bool, error) {
	t, _, err := o.target()
	if err != nil {
		return false, err
	}
	return pipeline.InlineRequired(t, pipeline.Options{SSDE: o.SSDE, Reconv: o.Reconv}), nil
}

// Pipeline returns the compile pipeline of o: the pass table for the
// mechanism's target with the user's options. Options that contradict
// each other or the target are an error.
func Pipeline(o CompileOptions) (*pipeline.Pipeline, error) {
	t, name, err := o.target()
	if err != nil {
		return nil, err
	}
	if o.StackSize > MaxStackSize {
		return nil, fmt.Errorf("--stack-size %d: at most %d bytes", o.StackSize, MaxStackSize)
	}
	return pipeline.New(t, pipeline.Options{
		Mech:              name,
		SSDE:              o.SSDE,
		ConservativeAlias: o.ConservativeAlias,
		OneGroup:          o.OneGroup,
		WarpSize:          o.WarpSize,
		Reconv:            o.Reconv,
		NoInline:          o.NoInline,
		StackSize:         o.StackSize,
		AsWritten:         o.AsWritten,
		KeepDeadFuncs:     o.KeepDeadFuncs,
		Check:             !o.NoCheck,
		InputVerified:     true, // frontend.Parse verified it
	})
}

// Prepare runs o's pipeline passes on a fresh module of s.
func (s *Source) Prepare(o CompileOptions) (*pipeline.Prepared, error) {
	// SSDE detects as lint does on this file: with one work-group when
	// its launch has one (lint's Options.OneGroup).
	o.OneGroup = o.OneGroup || s.Dirs.OneGroup()
	p, err := Pipeline(o)
	if err != nil {
		return nil, err
	}
	m, err := s.Module()
	if err != nil {
		return nil, err
	}
	pr, err := p.Prepare(m)
	if err != nil {
		return nil, s.fileError(err)
	}
	return pr, nil
}

// Compiled is a compiled source: the object, and what the passes did that
// a run report names.
type Compiled struct {
	Object *isa.Object
	// Module is the module the object was compiled from, after the
	// pipeline's passes (its block names are the object's Blocks'); nil
	// for an object input.
	Module *ir.Module
	// Rewrites are the loops SSDE rewrote (CompileOptions.SSDE), in
	// function order: the loops simtc lint reports with the same options.
	Rewrites []Rewrite
}

// Rewrite is a loop SSDE rewrote: its function, its header block, and the
// switch block its back edges now go through (run --json's ssde_rewrites,
// bench's report).
type Rewrite struct {
	Func   string `json:"function"`
	Loop   string `json:"loop"`
	Switch string `json:"switch_block"`
}

func (r Rewrite) String() string {
	return fmt.Sprintf("%s: loop %s (through switch block %s)", r.Func, r.Loop, r.Switch)
}

// Compile compiles s with o: a source through its pipeline and the
// backend; an object is returned as it is (options that apply when
// compiling are an error then).
func (s *Source) Compile(o CompileOptions) (*isa.Object, error) {
	c, err := s.Build(o)
	if err != nil {
		return nil, err
	}
	return c.Object, nil
}

// Build is Compile with the record of what the passes did.
func (s *Source) Build(o CompileOptions) (*Compiled, error) {
	if s.Kind == frontend.Object {
		if o.SSDE || o.Reconv != nil || o.NoInline || o.Layout != nil {
			return nil, fmt.Errorf("%s: error: %s is an object already: --ssde, --reconv, --no-inline and --layout apply when compiling (give its source)", s.Path, s.Path)
		}
		return &Compiled{Object: s.Object}, nil
	}
	pr, err := s.Prepare(o)
	if err != nil {
		return nil, err
	}
	obj, err := pr.Compile()
	if err != nil {
		return nil, s.fileError(err)
	}
	c := &Compiled{Object: obj, Module: pr.Module}
	for _, r := range pr.Rewrites {
		c.Rewrites = append(c.Rewrites, Rewrite{Func: r.Func, Loop: r.Loop, Switch: r.Switch})
	}
	return c, nil
}

// CompileModule compiles m (in place) with o: for callers that hold a
// module rather than a file (the explorer's prepared kernel).
func CompileModule(m *ir.Module, o CompileOptions) (*isa.Object, error) {
	p, err := Pipeline(o)
	if err != nil {
		return nil, err
	}
	return p.Compile(m)
}

// fileError names s's file in err unless err is positioned already.
func (s *Source) fileError(err error) error {
	var pe *ir.Error
	var pl ir.ErrorList
	if errors.As(err, &pe) || errors.As(err, &pl) {
		return err
	}
	return fmt.Errorf("%s: error: %w", s.Path, err)
}
