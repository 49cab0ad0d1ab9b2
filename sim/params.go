// Mechanism parameters: a registry row declares the parameters its
// mechanism reads (Param); the registry parses "name=value" texts into
// values (Params) and hands them to the mechanism's constructor, which
// turns them into its family's own settings. The machine names no
// parameter: it only checks given values against the machine (Param.Check)
// and reports every parameter's effective value in the Result.

package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// Param declares one parameter of a mechanism: its name (--NAME for simtc
// run, NAME=V in a variant spec such as mp:max-splits=2), its usage, how
// a value is parsed and validated, and the default. Build one with
// IntParam, ChoiceParam or SwitchParam, or fill the fields.
type Param struct {
	Name string
	// Usage is one line for help texts and flags; a word in backquotes
	// names the value (`N`).
	Usage string
	// Switch marks an on/off parameter: given without a value it is on
	// (a bool flag, --no-sp).
	Switch bool
	// Default is the text of the value the mechanism uses when the
	// parameter is not given ("taken", "unlimited", "off", "false").
	Default string
	// Parse parses and validates the text of a value; its error says
	// what is wanted (the text is the user's).
	Parse func(text string) (any, error)
	// Check, when not nil, validates a parsed value against the machine
	// of the run (e.g. at most the warp size).
	Check func(v any, cfg *Config) error
	// Effective, when not nil, is the text of the value the mechanism
	// uses on cfg when the parameter is not given: a default that depends
	// on the machine. Otherwise it is Default.
	Effective func(cfg *Config) string
}

// IntParam declares a parameter whose value is an integer (an int64) in
// [lo, hi]; def is the text of the default.
func IntParam(name, usage, def string, lo, hi int64) Param {
	return Param{Name: name, Usage: usage, Default: def, Parse: func(text string) (any, error) {
		v, err := strconv.ParseInt(text, 10, 64)
		switch {
		case err != nil || v < lo || v > hi:
			what := fmt.Sprintf("an integer in [%d, %d]", lo, hi)
			if lo == 1 && hi == maxParamInt {
				what = "a positive integer"
			}
			return nil, fmt.Errorf("parameter %s: want %s, have %q", name, what, text)
		}
		return v, nil
	}}
}

// maxParamInt is the upper bound of IntParam values that have none.
const maxParamInt = 1<<63 - 1

// PositiveParam declares an integer parameter of at least 1 (an int64).
func PositiveParam(name, usage, def string) Param { return IntParam(name, usage, def, 1, maxParamInt) }

// ChoiceParam declares a parameter whose value is one of choices (a
// string); the default is the first.
func ChoiceParam(name, usage string, choices ...string) Param {
	return Param{Name: name, Usage: usage, Default: choices[0], Parse: func(text string) (any, error) {
		for _, c := range choices {
			if text == c {
				return c, nil
			}
		}
		return nil, fmt.Errorf("parameter %s: want %s, have %q", name, orList(choices), text)
	}}
}

func orList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// SwitchParam declares an on/off parameter (a bool), off by default.
func SwitchParam(name, usage string) Param {
	return Param{Name: name, Usage: usage, Switch: true, Default: "false", Parse: func(text string) (any, error) {
		b, err := strconv.ParseBool(text)
		if err != nil {
			return nil, fmt.Errorf("parameter %s: want true or false, have %q", name, text)
		}
		return b, nil
	}}
}

// ParamValue is the value of one parameter: its text and, when it was
// given, its parsed value (nil for a default).
type ParamValue struct {
	Name  string
	Text  string
	Value any
}

// Params are the parameter values given for one mechanism, parsed and
// validated against its row (MechInfo.Configure), sorted by name. The
// zero value gives none: every parameter at its default. A constructor
// reads them with Int, String and Bool, which return the zero value for a
// parameter not given, and turns them into its family's settings.
type Params struct {
	given []ParamValue
}

// Given returns the given values, sorted by name.
func (p Params) Given() []ParamValue { return p.given }

// Lookup returns the parsed value of the named parameter, if given.
func (p Params) Lookup(name string) (any, bool) {
	v, ok := p.value(name)
	return v.Value, ok
}

// value returns the given value of the named parameter.
func (p Params) value(name string) (ParamValue, bool) {
	for _, v := range p.given {
		if v.Name == name {
			return v, true
		}
	}
	return ParamValue{}, false
}

// Int returns the named integer parameter (IntParam), 0 when not given.
func (p Params) Int(name string) int64 {
	v, ok := p.Lookup(name)
	if !ok {
		return 0
	}
	i, ok := v.(int64)
	if !ok {
		panic(fmt.Sprintf("sim: Params.Int: parameter %s is a %T", name, v))
	}
	return i
}

// String returns the named text parameter (ChoiceParam), "" when not
// given.
func (p Params) String(name string) string {
	v, ok := p.Lookup(name)
	if !ok {
		return ""
	}
	s, ok := v.(string)
	if !ok {
		panic(fmt.Sprintf("sim: Params.String: parameter %s is a %T", name, v))
	}
	return s
}

// Bool returns the named switch (SwitchParam), false when not given.
func (p Params) Bool(name string) bool {
	v, ok := p.Lookup(name)
	if !ok {
		return false
	}
	b, ok := v.(bool)
	if !ok {
		panic(fmt.Sprintf("sim: Params.Bool: parameter %s is a %T", name, v))
	}
	return b
}
