package driver

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// Source is one input file, read and (for a source kind) parsed, with its
// directives.
type Source struct {
	Path string
	Kind frontend.Kind
	Text []byte
	// Frontend are the options the module was read with (a second
	// module, Module, is read with the same).
	Frontend frontend.Options
	// Object is the object of a .simt input (Kind frontend.Object).
	Object *isa.Object
	// Dirs are the file's simtc:launch and simtc:expect directives.
	Dirs Directives
	// Warnings are the frontend's warnings about the source (mini-C's,
	// where clang only warns), sorted; the module compiles anyway.
	Warnings []ir.Warning

	module *ir.Module // read by Load; handed out once
	// reqd are the kernels' reqd_work_group_size (those that give one).
	reqd map[string][3]int
	// kernels are the module's kernels; dynShared the dynamic shared
	// arrays of those that use one (dynSharedUses).
	kernels   []string
	dynShared map[string][]string
}

// Directives are a file's launch and expect directives, with positions.
type Directives struct {
	Launch *ir.Directive // nil: the file has none
	// PaperLaunch is the launch at the papers' scale (simtc:launch-paper:
	// tens of resident warps per core; bench --scale paper), nil if none.
	PaperLaunch *ir.Directive
	Expects     []ir.Directive
	// All are the launch and expect directives in file order.
	All []ir.Directive
}

// OneGroup reports whether the launch directive launches a single
// work-group (a grid of 1 in every dimension): lint's Options.OneGroup,
// under which a group's own global writes are the only ones.
func (d Directives) OneGroup() bool {
	if d.Launch == nil {
		return false
	}
	for _, f := range strings.Fields(d.Launch.Text) {
		if g, ok := strings.CutPrefix(f, "grid="); ok {
			n, _, err := harness.ParseDims(g)
			return err == nil && n == 1
		}
	}
	return false
}

// Load reads path by its kind: a source (.cl, .ll, .ir) through its
// frontend into a verified module, with its directives; an object (.simt)
// as it is. Every error is an input error naming the file (and a position
// in it where there is one).
func Load(path string, o frontend.Options) (*Source, error) {
	s := &Source{Path: path, Kind: frontend.KindOf(path), Frontend: o}
	if s.Kind == frontend.Unknown {
		return nil, frontend.UnknownKindError(path)
	}
	text, err := frontend.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s.Text = text
	if s.Kind == frontend.Object {
		if s.Object, err = isa.Read(bytes.NewReader(text)); err != nil {
			return nil, fmt.Errorf("%s: error: %v", path, err)
		}
		return s, nil
	}
	if s.module, err = frontend.Parse(path, text, o); err != nil {
		return nil, err
	}
	s.Warnings = s.module.Warnings
	if err := s.readDirectives(); err != nil {
		return nil, err
	}
	return s, nil
}

// FromText is Load for a source held in memory (generated kernels, tests):
// path gives its kind and the file name of positions.
func FromText(path string, text []byte, o frontend.Options) (*Source, error) {
	s := &Source{Path: path, Kind: frontend.KindOf(path), Text: text, Frontend: o}
	if !s.Kind.Source() {
		return nil, frontend.UnknownKindError(path)
	}
	var err error
	if s.module, err = frontend.Parse(path, text, o); err != nil {
		return nil, err
	}
	s.Warnings = s.module.Warnings
	if err := s.readDirectives(); err != nil {
		return nil, err
	}
	return s, nil
}

// readDirectives collects the launch and expect directives: those the
// frontend kept in the module (mini-C, simtc IR), or those in the comments
// of an LLVM file (the importer keeps no comments).
func (s *Source) readDirectives() error {
	s.dynShared = dynSharedUses(s.module)
	for _, f := range s.module.Funcs {
		if f.Kernel {
			s.kernels = append(s.kernels, f.Name)
		}
		if f.Kernel && f.ReqdWorkGroupSize != [3]int{} {
			if s.reqd == nil {
				s.reqd = map[string][3]int{}
			}
			s.reqd[f.Name] = f.ReqdWorkGroupSize
		}
	}
	ds := s.module.Directives
	if s.Kind == frontend.LLVM {
		var err error
		if ds, err = llvm.ScanDirectives(s.Path, s.Text); err != nil {
			return err
		}
	}
	return s.addDirectives(ds)
}

// addDirectives files the directives ds of the source in s.Dirs.
func (s *Source) addDirectives(ds []ir.Directive) error {
	for k := range ds {
		d := &ds[k]
		if d.Kind == "launch" || d.Kind == "launch-paper" || d.Kind == "expect" {
			s.Dirs.All = append(s.Dirs.All, *d)
		}
		switch d.Kind {
		case "launch":
			if s.Dirs.Launch != nil {
				return ir.Errorf(d.Pos, "second simtc:launch directive (the first is on line %d)", s.Dirs.Launch.Pos.Line)
			}
			s.Dirs.Launch = d
		case "launch-paper":
			if s.Dirs.PaperLaunch != nil {
				return ir.Errorf(d.Pos, "second simtc:launch-paper directive (the first is on line %d)", s.Dirs.PaperLaunch.Pos.Line)
			}
			s.Dirs.PaperLaunch = d
		case "expect":
			s.Dirs.Expects = append(s.Dirs.Expects, *d)
		}
	}
	return nil
}

// Module returns the source's module: the one Load read, the first time,
// and a freshly read one after that (passes change the module they
// compile in place, so each compile needs its own).
func (s *Source) Module() (*ir.Module, error) {
	if s.Kind == frontend.Object {
		return nil, fmt.Errorf("%s: error: an object has no module (give its source)", s.Path)
	}
	if m := s.module; m != nil {
		s.module = nil
		return m, nil
	}
	return frontend.Parse(s.Path, s.Text, s.Frontend)
}
