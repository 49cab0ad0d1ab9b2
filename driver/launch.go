package driver

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
)

// Overrides are the launch flags of the command line (--grid, --block,
// --warp, --arg); zero values are not given.
type Overrides struct {
	// Grid, Block and Warp are the flags' texts ("": not given).
	Grid, Block, Warp string
	Args              []string // NAME=SPEC, in order
	// Dir resolves the @file of Args ("": the working directory).
	Dir string
	// Default is a launch in the directive's form ("grid=2 block=64
	// n=256 …", bench --launch) for a file without a simtc:launch
	// directive; a file's own directive takes precedence.
	Default string
	// PaperScale takes the file's simtc:launch-paper directive, when it
	// has one, instead of its simtc:launch (bench --scale paper).
	PaperScale bool
}

// Given reports whether any override is given: the launch is then not the
// file's own, and the file's expectations do not apply to it.
func (ov *Overrides) Given() bool {
	return ov.Grid != "" || ov.Block != "" || ov.Warp != "" || len(ov.Args) > 0 || ov.Default != ""
}

// ParseLaunch parses a launch in the directive's form ("grid=2 block=64
// n=256 data=int32[256]:iota"); dir resolves @file arguments.
func ParseLaunch(text, dir string) (*sim.Launch, error) { return sim.ParseLaunch(text, dir) }

// FlagError is a command-line flag that does not parse; the command names
// itself in front of it ("simtc run: --grid 0: …").
type FlagError struct {
	Flag string // "grid", "arg" …
	Err  error
}

func (e *FlagError) Error() string { return fmt.Sprintf("--%s: %v", e.Flag, e.Err) }
func (e *FlagError) Unwrap() error { return e.Err }

// Launch resolves the launch of s: its simtc:launch directive with ov on
// top. own says the launch is the file's own (no override given). A launch
// without geometry is an error. Directive errors are at the directive's
// position; override errors are *FlagError.
func (s *Source) Launch(ov Overrides) (l *sim.Launch, own bool, err error) {
	l = &sim.Launch{}
	d := s.Dirs.Launch
	paper := ov.PaperScale && s.Dirs.PaperLaunch != nil
	if paper {
		d = s.Dirs.PaperLaunch
	}
	if d != nil {
		if l, err = sim.ParseLaunch(d.Text, filepath.Dir(s.Path)); err != nil {
			return nil, false, ir.Errorf(d.Pos, "%v", err)
		}
	} else if ov.Default != "" {
		dir := ov.Dir
		if dir == "" {
			dir, _ = os.Getwd()
		}
		if l, err = ParseLaunch(ov.Default, dir); err != nil {
			return nil, false, &FlagError{Flag: "launch", Err: err}
		}
	}
	if err := ov.apply(l); err != nil {
		return nil, false, err
	}
	if l.Grid == 0 || l.Block == 0 {
		return nil, false, fmt.Errorf("%s: error: no launch geometry: give --grid and --block, or a simtc:launch directive", s.Path)
	}
	return l, !ov.Given() && !paper, nil
}

// apply sets the overrides on l.
func (ov *Overrides) apply(l *sim.Launch) error {
	dir := ov.Dir
	if dir == "" {
		dir, _ = os.Getwd()
	}
	for _, g := range [...][2]string{{"grid", ov.Grid}, {"block", ov.Block}, {"warp", ov.Warp}} {
		if g[1] == "" {
			continue
		}
		if err := l.Set(g[0]+"="+g[1], dir); err != nil {
			return &FlagError{Flag: g[0], Err: err}
		}
	}
	for _, spec := range ov.Args {
		if err := l.Set(spec, dir); err != nil {
			return &FlagError{Flag: "arg " + spec, Err: err}
		}
	}
	return nil
}

// Expects returns the file's expectations, parsed (a malformed one is an
// error at its position, before anything runs). After SSDE (ssde) the
// status expectations are dropped: they describe the kernel as written,
// which SSDE exists to change; buffer contents must still hold.
func (s *Source) Expects(ssde bool) ([]sim.Expect, error) {
	var out []sim.Expect
	for _, d := range s.Dirs.Expects {
		e, err := sim.ParseExpect(d.Text)
		if err != nil {
			return nil, ir.Errorf(d.Pos, "%v", err)
		}
		if ok, _ := Applies(d, ssde); !ok {
			continue
		}
		out = append(out, e)
	}
	return out, nil
}

// Applies reports whether directive d of s still describes the kernel
// after SSDE (ssde): a launch does, as do buffer and metric expectations;
// a status expectation does not (Expects drops it). A malformed
// expectation is an error at its position.
func Applies(d ir.Directive, ssde bool) (bool, error) {
	if d.Kind != "expect" || !ssde {
		return true, nil
	}
	e, err := sim.ParseExpect(d.Text)
	if err != nil {
		return false, ir.Errorf(d.Pos, "%v", err)
	}
	return e.Kind != sim.ExpectStatus, nil
}

// Check checks the expectations against a run's result (sim.Check).
func Check(exps []sim.Expect, r *sim.Result) []error { return sim.Check(exps, r) }
