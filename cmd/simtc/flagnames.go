package main

import (
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
)

// Flags whose names are computed once.
//
// urfave/cli computes a flag's names on every Names() call (FlagNames: a
// regexp replacement per name, which cuts v1's "name, alias" spellings at
// the first comma or space), and it finds a flag by name by calling
// Names() of each flag until one matches (Context.IsSet, lookupFlag).
// Before every command's action it asks IsSet of every name of every flag
// (runFlagActions): quadratic in the command's flags. simtc run has ~100
// (the mechanisms' parameters, the machine keys): that was 18 M
// instructions, most of `simtc run`'s start-up. The wrappers below answer
// Names() from a slice made when the app is built; everything else is the
// wrapped flag's own (help text, parsing, values).

// cachedNames returns flags with each flag of a kind simtc uses wrapped so
// that its Names() is computed once. A flag whose name or an alias has a
// comma or a space (which FlagNames would cut) is left as it is.
func cachedNames(flags []cli.Flag) []cli.Flag {
	out := make([]cli.Flag, len(flags))
	for i, fl := range flags {
		out[i] = cachedFlag(fl)
	}
	return out
}

// namesOf is FlagNames(name, aliases) for names without a comma or a
// space; ok is false when a name has one.
func namesOf(name string, aliases []string) (names []string, ok bool) {
	names = append([]string{name}, aliases...)
	for _, n := range names {
		if strings.ContainsAny(n, ", ") {
			return nil, false
		}
	}
	return slices.Clip(names), true
}

func cachedFlag(fl cli.Flag) cli.Flag {
	switch f := fl.(type) {
	case *cli.BoolFlag:
		if ns, ok := namesOf(f.Name, f.Aliases); ok {
			return &boolFlag{f, ns}
		}
	case *cli.StringFlag:
		if ns, ok := namesOf(f.Name, f.Aliases); ok {
			return &stringFlag{f, ns}
		}
	case *cli.StringSliceFlag:
		if ns, ok := namesOf(f.Name, f.Aliases); ok {
			return &stringSliceFlag{f, ns}
		}
	case *cli.IntFlag:
		if ns, ok := namesOf(f.Name, f.Aliases); ok {
			return &intFlag{f, ns}
		}
	case *cli.Int64Flag:
		if ns, ok := namesOf(f.Name, f.Aliases); ok {
			return &int64Flag{f, ns}
		}
	case *cli.Uint64Flag:
		if ns, ok := namesOf(f.Name, f.Aliases); ok {
			return &uint64Flag{f, ns}
		}
	}
	return fl
}

// unwrapFlag returns the urfave/cli flag fl wraps (fl itself when it is
// not a wrapper), for a type switch on the kind of flag.
func unwrapFlag(fl cli.Flag) cli.Flag {
	switch f := fl.(type) {
	case *boolFlag:
		return f.BoolFlag
	case *stringFlag:
		return f.StringFlag
	case *stringSliceFlag:
		return f.StringSliceFlag
	case *intFlag:
		return f.IntFlag
	case *int64Flag:
		return f.Int64Flag
	case *uint64Flag:
		return f.Uint64Flag
	}
	return fl
}

type boolFlag struct {
	*cli.BoolFlag
	names []string
}

func (f *boolFlag) Names() []string { return f.names }

type stringFlag struct {
	*cli.StringFlag
	names []string
}

func (f *stringFlag) Names() []string { return f.names }

type stringSliceFlag struct {
	*cli.StringSliceFlag
	names []string
}

func (f *stringSliceFlag) Names() []string { return f.names }

type intFlag struct {
	*cli.IntFlag
	names []string
}

func (f *intFlag) Names() []string { return f.names }

type int64Flag struct {
	*cli.Int64Flag
	names []string
}

func (f *int64Flag) Names() []string { return f.names }

type uint64Flag struct {
	*cli.Uint64Flag
	names []string
}

func (f *uint64Flag) Names() []string { return f.names }
