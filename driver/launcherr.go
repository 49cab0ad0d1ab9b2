package driver

import (
	"errors"
	"strings"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
)

// A launch error (issue 34) points at what gave the launch: the field of
// the simtc:launch directive responsible (the buffer spec of a launch
// over the memory limit), or the directive itself, when the launch came
// from the file; the flag (--arg NAME=SPEC, --grid X, bench --launch)
// when it came from the command line.

// launchDirective is the directive launch ov resolves from (Launch): the
// file's simtc:launch, or its simtc:launch-paper at paper scale; nil when
// it has none, or when --kernel names another kernel.
func (s *Source) launchDirective(ov Overrides) *ir.Directive {
	d := s.Dirs.Launch
	if ov.PaperScale && s.Dirs.PaperLaunch != nil {
		d = s.Dirs.PaperLaunch
	}
	if d == nil || s.otherKernel(d, ov.Kernel) {
		return nil
	}
	return d
}

// LaunchError positions err, an error of launch l of s resolved with ov
// (Source.Launch), at what gave the launch field key (a geometry key
// "grid", "block", "shared-bytes", "warp", or an argument's name; ""
// none; a *sim.LaunchFieldError names its own, a *sim.MemoryError too,
// by memoryKey): the flag that gave it (a *FlagError), else the directive field
// that gave it, else the directive (an *ir.Error), else bench --launch
// (a *FlagError), else the file (an *ir.Error without a line). An error
// that is positioned already is returned as is.
func (s *Source) LaunchError(ov Overrides, l *sim.Launch, key string, err error) error {
	var fe *FlagError
	var pe *ir.Error
	if errors.As(err, &fe) || errors.As(err, &pe) {
		return err
	}
	var me *sim.MemoryError
	var le *sim.LaunchFieldError
	switch {
	case errors.As(err, &me):
		key = memoryKey(l, me)
	case errors.As(err, &le):
		key = le.Field
	}
	if key != "" {
		for _, g := range [...][2]string{{"grid", ov.Grid}, {"block", ov.Block}, {"warp", ov.Warp}, {"shared-bytes", ov.SharedBytes}} {
			if g[0] == key && g[1] != "" {
				return &FlagError{Flag: key + " " + g[1], Err: err}
			}
		}
		for _, spec := range ov.Args {
			if argName(spec) == key {
				return &FlagError{Flag: "arg " + spec, Err: err}
			}
		}
	}
	d := s.launchDirective(ov)
	if d == nil {
		if ov.Default != "" {
			return &FlagError{Flag: "launch", Err: err}
		}
		return ir.Errorf(ir.Pos{File: s.Path}, "%v", err)
	}
	if key != "" {
		for i, f := range strings.Fields(d.Text) {
			if k, _, _ := strings.Cut(f, "="); strings.TrimSpace(k) == key {
				return ir.Errorf(s.fieldPos(d, &harness.FieldError{Field: f, Index: i, Err: err}), "%v", err)
			}
		}
	}
	return ir.Errorf(d.Pos, "%v", err)
}

// memoryKey is the launch field responsible for a launch over the memory
// limit: the largest global buffer when buffers are most of it; the
// dynamic shared memory (shared-bytes, or the largest local: argument)
// when shared memory is and the dynamic part is at least half of a
// block's, the grid (the resident blocks) otherwise; the block (the
// resident threads) when private memory and stacks are.
func memoryKey(l *sim.Launch, me *sim.MemoryError) string {
	largest := func(local bool) (string, int) {
		name, n := "", -1
		for _, a := range l.Args {
			if a.IsBuffer && a.Local == local && len(a.Data) > n {
				name, n = a.Name, len(a.Data)
			}
		}
		return name, n
	}
	switch me.Largest() {
	case "buffers":
		name, _ := largest(false)
		return name
	case "shared":
		key, n := "shared-bytes", l.SharedBytes
		if name, m := largest(true); m > n {
			key, n = name, m
		}
		if uint64(n)*2 >= me.Shared {
			return key
		}
		return "grid"
	}
	return "block"
}
