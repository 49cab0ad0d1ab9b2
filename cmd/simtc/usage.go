package main

import (
	"errors"
	"fmt"
	"regexp"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/agnivade/levenshtein"
	"github.com/urfave/cli/v2"
)

// Usage errors: one line that names what is wrong, a suggestion for a
// near-miss, and where the help is, never the whole help text.

// commandUsageError is every command's OnUsageError: urfave/cli's flag
// parsing error as one line.
func commandUsageError(c *cli.Context, err error, _ bool) error {
	name := commandPath(c)
	see := fmt.Sprintf("see '%s --help'", name)
	msg := err.Error()
	// urfave/cli's (and package flag's) two messages, compiled when a
	// usage error happens, not at every simtc's start-up.
	undefinedFlag := regexp.MustCompile(`^flag provided but not defined: -+(\S+)$`)
	badValue := regexp.MustCompile(`^invalid value "(.*)" for flag -+(\S+): (.*)$`)
	if m := undefinedFlag.FindStringSubmatch(msg); m != nil {
		flag := m[1]
		if s := nearest(flag, flagNames(c.Command.Flags)); s != "" {
			return inputError(fmt.Errorf("%s: unknown flag --%s (did you mean --%s?); %s", name, flag, s, see))
		}
		return inputError(fmt.Errorf("%s: unknown flag --%s; %s", name, flag, see))
	}
	if m := badValue.FindStringSubmatch(msg); m != nil {
		why := m[3]
		if why == "parse error" {
			why = "not a number"
		}
		return inputError(fmt.Errorf("%s: --%s %s: %s; %s", name, m[2], m[1], why, see))
	}
	return inputError(fmt.Errorf("%s: %v; %s", name, err, see))
}

// commandPath is the command as typed ("simtc bench merge", "simtc").
func commandPath(c *cli.Context) string {
	var names []string
	for _, l := range c.Lineage() {
		if l.Command != nil && l.Command.Name != "" && l.Command.Name != c.App.Name {
			names = append(names, l.Command.Name)
		}
	}
	for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
		names[i], names[j] = names[j], names[i]
	}
	return strings.Join(append([]string{c.App.Name}, names...), " ")
}

// flagNames are the long names of flags.
func flagNames(flags []cli.Flag) []string {
	var out []string
	for _, f := range flags {
		out = append(out, f.Names()...)
	}
	return out
}

// nearest returns the candidate closest to s by edit distance, when it is
// close enough to be a slip (at most 2 edits, and fewer than s has
// letters),
// or a candidate s is a prefix of; "" otherwise. Ties go to the first in
// sorted order.
func nearest(s string, candidates []string) string {
	cs := append([]string(nil), candidates...)
	sort.Strings(cs)
	best, bestD := "", 3
	for _, c := range cs {
		d := levenshtein.ComputeDistance(s, c)
		if d < bestD && d < len(s) {
			best, bestD = c, d
		}
	}
	if best == "" && len(s) >= 3 {
		for _, c := range cs {
			if strings.HasPrefix(c, s) {
				return c
			}
		}
	}
	return best
}

// rootAction is simtc without a command, or with one it does not know.
func rootAction(c *cli.Context) error {
	if c.NArg() == 0 {
		return cli.ShowAppHelp(c)
	}
	name := c.Args().First()
	var known []string
	for _, cmd := range c.App.Commands {
		if !cmd.Hidden {
			known = append(known, cmd.Names()...)
		}
	}
	if s := nearest(name, known); s != "" {
		return inputError(fmt.Errorf("simtc: unknown command %q (did you mean %q?); see 'simtc --help'", name, s))
	}
	return inputError(fmt.Errorf("simtc: unknown command %q; the commands are %s; see 'simtc --help'", name, strings.Join(known, ", ")))
}

// version is simtc's version: the module version it was built as (a
// release tag with go install …@version, "(devel)" from a checkout) and
// the VCS revision and time the binary was built from, when Go recorded
// them.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (no build information)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, when string
	modified := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		v += ", revision " + rev
		if modified {
			v += " (with local changes)"
		}
		if when != "" {
			v += " of " + when
		}
	}
	return v + ", " + bi.GoVersion
}

func versionCommand() *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "print simtc's version (module version, VCS revision, Go version)",
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return inputError(errors.New("simtc version: takes no arguments"))
			}
			fmt.Fprintf(c.App.Writer, "simtc %s\n", version())
			return nil
		},
	}
}

// intersperse moves the flags that follow a command's FILE arguments in
// front of them (urfave/cli stops at the first argument that is not a
// flag), so that `simtc run k.cl --mech mimd` means what it says. A flag
// takes the next argument as its value unless it is a boolean flag or
// written --flag=value; "--" ends the flags.
func intersperse(app *cli.App, args []string) []string {
	if len(args) < 3 {
		return args
	}
	cmd := findCommand(app.Commands, args[1])
	if cmd == nil {
		return args
	}
	start := 2
	if sub := findCommand(cmd.Subcommands, args[2]); sub != nil {
		cmd, start = sub, 3
	}
	bools := map[string]bool{"h": true, "help": true}
	for _, f := range cmd.Flags {
		if _, ok := unwrapFlag(f).(*cli.BoolFlag); ok {
			for _, n := range f.Names() {
				bools[n] = true
			}
		}
	}
	var flags, files []string
	for i := start; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			files = append(files, args[i+1:]...)
			i = len(args)
		case len(a) > 1 && a[0] == '-':
			flags = append(flags, a)
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && !bools[name] && i+1 < len(args) {
				i++
				flags = append(flags, args[i])
			}
		default:
			files = append(files, a)
		}
	}
	out := append(append([]string(nil), args[:start]...), flags...)
	if len(files) > 0 {
		out = append(append(out, "--"), files...)
	}
	return out
}

// findCommand returns the command called name among cmds.
func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		for _, n := range c.Names() {
			if n == name {
				return c
			}
		}
	}
	return nil
}
