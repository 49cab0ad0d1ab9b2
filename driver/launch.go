package driver

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
)

// Overrides are the launch flags of the command line (--grid, --block,
// --warp, --arg); zero values are not given.
type Overrides struct {
	// Grid, Block and Warp are the flags' texts ("": not given).
	Grid, Block, Warp string
	// Kernel (--kernel) selects the kernel to launch (SelectKernel).
	Kernel string
	// SharedBytes (--shared-bytes) is the dynamic shared memory per block.
	SharedBytes string
	Args        []string // NAME=SPEC, in order
	// Dir resolves the @file of Args ("": the working directory).
	Dir string
	// Default is a launch in the directive's form ("grid=2 block=64
	// n=256 …", bench --launch) for a file without a simtc:launch
	// directive; a file's own directive takes precedence.
	Default string
	// PaperScale takes the file's simtc:launch-paper directive, when it
	// has one, instead of its simtc:launch (bench --scale paper).
	PaperScale bool
	// MaxMemory (--max-memory) is the launch memory limit of the run the
	// launch is for (sim.Config.MaxMemory; 0: sim.DefaultMaxMemory()):
	// the buffers of the directive, of Default and of Args are bounded by
	// it as they are parsed, before they are allocated. It does not
	// change the launch (Given does not count it).
	MaxMemory int64
}

// Given reports whether any override is given: the launch is then not the
// file's own, and the file's expectations do not apply to it.
func (ov *Overrides) Given() bool {
	return ov.Grid != "" || ov.Block != "" || ov.Warp != "" || ov.SharedBytes != "" || len(ov.Args) > 0 || ov.Default != ""
}

// ParseLaunch parses a launch in the directive's form ("grid=2 block=64
// n=256 data=int32[256]:iota"); dir resolves @file arguments. Its
// buffers are bounded by maxMemory (--max-memory; 0: the default) before
// they are allocated.
func ParseLaunch(text, dir string, maxMemory int64) (*sim.Launch, error) {
	return harness.ParseLaunchLimit(text, dir, harness.MaxMemory(maxMemory))
}

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
	if d != nil && !s.otherKernel(d, ov.Kernel) {
		// The directive's arguments that --arg replaces are not parsed:
		// their buffers are never allocated, nor bounded.
		replaced := func(name string) bool {
			return slices.ContainsFunc(ov.Args, func(spec string) bool { return argName(spec) == name })
		}
		if l, err = harness.ParseLaunchExcept(d.Text, filepath.Dir(s.Path), harness.MaxMemory(ov.MaxMemory), replaced); err != nil {
			return nil, false, ir.Errorf(s.fieldPos(d, err), "%v", err)
		}
	} else if ov.Default != "" {
		dir := ov.Dir
		if dir == "" {
			dir, _ = os.Getwd()
		}
		if l, err = ParseLaunch(ov.Default, dir, ov.MaxMemory); err != nil {
			return nil, false, &FlagError{Flag: "launch", Err: err}
		}
	}
	dirKernel := l.Kernel
	if err := ov.apply(l); err != nil {
		return nil, false, err
	}
	// The file's own launch with --kernel only if it names the
	// directive's kernel.
	if ov.Kernel != "" {
		own = ov.Kernel == dirKernel
		l.Kernel = ov.Kernel
	}
	if l.Grid == 0 || l.Block == 0 {
		return nil, false, ir.Errorf(ir.Pos{File: s.Path}, "no launch geometry: give --grid and --block, or a simtc:launch directive")
	}
	return l, !ov.Given() && !paper && (ov.Kernel == "" || own), nil
}

// otherKernel reports whether --kernel names a kernel other than the one
// launch directive d is for (its kernel=): the directive then does not
// apply. A directive that names no kernel is for the file's kernel.
func (s *Source) otherKernel(d *ir.Directive, kernel string) bool {
	if kernel == "" {
		return false
	}
	for _, f := range strings.Fields(d.Text) {
		if k, ok := strings.CutPrefix(f, "kernel="); ok {
			return k != kernel
		}
	}
	return false
}

// fieldPos is the position of the field of directive d that err is
// about (a *harness.FieldError), found on d's line of the source; d's
// position otherwise.
func (s *Source) fieldPos(d *ir.Directive, err error) ir.Pos {
	var fe *harness.FieldError
	if !errors.As(err, &fe) || d.Pos.Line < 1 {
		return d.Pos
	}
	lines := bytes.SplitN(s.Text, []byte("\n"), d.Pos.Line+1)
	if len(lines) < d.Pos.Line {
		return d.Pos
	}
	line := string(lines[d.Pos.Line-1])
	from := max(d.Pos.Col-1, 0)
	if from > len(line) {
		return d.Pos
	}
	// The Index-th field after the directive word.
	rest := line[from:]
	word := "simtc:" + d.Kind
	at := strings.Index(rest, word)
	if at < 0 {
		return d.Pos
	}
	off := from + at + len(word)
	for i := 0; i <= fe.Index; i++ {
		j := strings.Index(line[off:], strings.Fields(d.Text)[i])
		if j < 0 {
			return d.Pos
		}
		off += j
		if i < fe.Index {
			off += len(strings.Fields(d.Text)[i])
		}
	}
	p := d.Pos
	p.Col = off + 1
	return p
}

// apply sets the overrides on l.
func (ov *Overrides) apply(l *sim.Launch) error {
	dir := ov.Dir
	if dir == "" {
		dir, _ = os.Getwd()
	}
	lim := harness.MaxMemory(ov.MaxMemory)
	if ov.Grid != "" && ov.Block != "" {
		l.WorkDim = 0 // the flags give the whole geometry
	}
	for _, g := range [...][2]string{{"grid", ov.Grid}, {"block", ov.Block}, {"warp", ov.Warp}, {"shared-bytes", ov.SharedBytes}} {
		if g[1] == "" {
			continue
		}
		if err := harness.SetLimit(l, g[0]+"="+g[1], dir, lim); err != nil {
			// "--grid two: …", not "--grid: grid=two: …".
			msg := strings.TrimPrefix(err.Error(), g[0]+"="+g[1]+": ")
			return &FlagError{Flag: g[0] + " " + g[1], Err: errors.New(msg)}
		}
	}
	first := map[string]string{}
	for _, spec := range ov.Args {
		name := argName(spec)
		if prev, ok := first[name]; ok {
			return &FlagError{Flag: "arg " + spec, Err: fmt.Errorf("argument %s given twice (first --arg %s)", name, prev)}
		}
		first[name] = spec
		if err := harness.SetLimit(l, spec, dir, lim); err != nil {
			return &FlagError{Flag: "arg " + spec, Err: err}
		}
	}
	return nil
}

// argName is the NAME of an argument spec NAME=SPEC.
func argName(spec string) string {
	name, _, _ := strings.Cut(spec, "=")
	return strings.TrimSpace(name)
}

// SpecHelp documents every argument spec (harness.SpecHelp).
const SpecHelp = harness.SpecHelp

// Expect is one parsed simtc:expect directive; the harness (package
// driver/harness) parses and checks them.
type Expect = harness.Expect

// Expects returns the file's expectations, parsed (a malformed one, or one
// that contradicts an earlier one, is an error at its position, before
// anything runs). After SSDE (ssde) the
// status expectations are dropped: they describe the kernel as written,
// which SSDE exists to change; buffer contents must still hold.
func (s *Source) Expects(ssde bool) ([]Expect, error) {
	var out []Expect
	all := make([]Expect, len(s.Dirs.Expects))
	for i, d := range s.Dirs.Expects {
		e, err := harness.ParseExpect(d.Text)
		if err != nil {
			return nil, ir.Errorf(d.Pos, "%v", err)
		}
		all[i] = e
		for j := range all[:i] {
			if why := harness.Contradicts(&all[j], &all[i]); why != "" {
				return nil, ir.Errorf(d.Pos, "simtc:expect %s contradicts the simtc:expect on line %d (%s)", d.Text, s.Dirs.Expects[j].Pos.Line, why)
			}
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
	e, err := harness.ParseExpect(d.Text)
	if err != nil {
		return false, ir.Errorf(d.Pos, "%v", err)
	}
	return e.Kind != harness.ExpectStatus, nil
}

// Check checks the expectations against a run's result (harness.Check).
func Check(exps []Expect, r *sim.Result) []error { return harness.Check(exps, r) }
