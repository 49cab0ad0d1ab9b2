package main

import (
	"io"
	"slices"
	"testing"

	"github.com/urfave/cli/v2"
)

// TestCachedNames: every flag of every command answers Names() as the
// urfave/cli flag it wraps does, and every flag of a kind simtc uses is
// wrapped (a new kind of flag would otherwise bring back the quadratic
// lookups). A name with a comma or a space, which urfave/cli cuts, is
// left to urfave/cli.
func TestCachedNames(t *testing.T) {
	app := newApp(io.Discard, io.Discard)
	n := 0
	var walk func(path string, cmds []*cli.Command)
	walk = func(path string, cmds []*cli.Command) {
		for _, c := range cmds {
			for _, f := range c.Flags {
				inner := unwrapFlag(f)
				if inner == f {
					t.Errorf("%s %s: flag %v (%T) is not wrapped", path, c.Name, f.Names(), f)
					continue
				}
				n++
				if got, want := f.Names(), inner.Names(); !slices.Equal(got, want) {
					t.Errorf("%s %s: Names() = %q, the flag's own %q", path, c.Name, got, want)
				}
			}
			walk(path+" "+c.Name, c.Subcommands)
		}
	}
	walk("simtc", app.Commands)
	if n < 100 {
		t.Errorf("%d flags wrapped; simtc has more", n)
	}

	for _, f := range []cli.Flag{
		&cli.BoolFlag{Name: "a, b"},
		&cli.StringFlag{Name: "a", Aliases: []string{"b c"}},
	} {
		if got := cachedFlag(f); got != f {
			t.Errorf("cachedFlag(%q) wrapped a name urfave/cli cuts", f.Names())
		}
	}
	f := cachedFlag(&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}})
	if got := f.Names(); !slices.Equal(got, []string{"jobs", "j"}) {
		t.Errorf("Names() = %q, want [jobs j]", got)
	}
}
