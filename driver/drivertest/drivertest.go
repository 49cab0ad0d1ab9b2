// Package drivertest is the driver for tests: each helper goes through
// package driver (or, for the module alone, package frontend) exactly as
// the commands do, and fails the test on an error.
//
// Tests inside the packages the driver imports (passes/..., backend,
// pipeline) cannot import it; they read modules with frontend.Load.
package drivertest

import (
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// Load reads path through the driver with the default frontend options.
func Load(t testing.TB, path string) *driver.Source {
	t.Helper()
	return LoadWith(t, path, frontend.Options{})
}

// LoadWith reads path through the driver with frontend options o.
func LoadWith(t testing.TB, path string, o frontend.Options) *driver.Source {
	t.Helper()
	s, err := driver.Load(path, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Text reads a source held in memory (path gives its kind and name).
func Text(t testing.TB, path, text string) *driver.Source {
	t.Helper()
	s, err := driver.FromText(path, []byte(text), frontend.Options{})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s
}

// Module reads path into a verified module, as the frontends give it.
func Module(t testing.TB, path string) *ir.Module {
	t.Helper()
	m, err := frontend.Load(path, frontend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Prepared reads path and runs o's pipeline passes on it, returning the
// module as the backend would see it (lint and analyses look at this).
func Prepared(t testing.TB, path string, o driver.CompileOptions) *ir.Module {
	t.Helper()
	pr, err := Load(t, path).Prepare(o)
	if err != nil {
		t.Fatal(err)
	}
	return pr.Module
}

// Compile reads path and compiles it with o.
func Compile(t testing.TB, path string, o driver.CompileOptions) *isa.Object {
	t.Helper()
	obj, err := Load(t, path).Compile(o)
	if err != nil {
		t.Fatal(err)
	}
	return obj
}

// Launch returns the file's own launch (its simtc:launch directive).
func Launch(t testing.TB, s *driver.Source) *sim.Launch {
	t.Helper()
	l, _, err := s.Launch(driver.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Run compiles the file at path for the mechanism spec ("pdom",
// "mp:max-splits=2") of the default registry and runs it with its own
// launch on cfg.
func Run(t testing.TB, path, spec string, cfg sim.Config) *sim.Result {
	t.Helper()
	m, err := mechs.Default().Parse(spec)
	if err != nil {
		t.Fatal(err)
	}
	s := Load(t, path)
	obj, err := s.Compile(driver.CompileOptions{Mech: spec})
	if err != nil {
		t.Fatal(err)
	}
	out, err := driver.Run(obj, Launch(t, s), driver.RunOptions{Mech: m, Config: cfg})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return out.Result
}

// PrepareModule prepares m in place with the default pipeline (calls
// inlined, dead device functions dropped, one exit per function), as
// simtc lint and every compile prepare a module before analysing it.
func PrepareModule(t testing.TB, m *ir.Module) {
	t.Helper()
	p, err := driver.Pipeline(driver.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Prepare(m); err != nil {
		t.Fatal(err)
	}
}

// Lint returns lint's findings with opt on a copy of m, prepared as
// simtc lint prepares the module it reads (m is not changed).
func Lint(t testing.TB, m *ir.Module, opt lint.Options) []lint.Finding {
	t.Helper()
	cp, err := ir.Parse(m.File, []byte(m.String()))
	if err != nil {
		t.Fatalf("%s does not parse back: %v", m.File, err)
	}
	PrepareModule(t, cp)
	fs, err := lint.Check(cp, opt)
	if err != nil {
		t.Fatal(err)
	}
	return fs
}
