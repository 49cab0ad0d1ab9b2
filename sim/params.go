// Mechanism parameters: a registry row declares the parameters its
// mechanism reads (Param); the registry parses "name=value" texts into
// values (Params) and hands them to the mechanism's constructor, which
// turns them into its family's own settings. The machine names no
// parameter: it only checks given values against the machine (Param.Check)
// and reports every parameter's effective value in the Result.

package sim

import (
	"fmt"
	"sort"
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

// Configure parses parameter texts for mi's mechanism: each "name=value",
// or "name" alone for a switch (on). An unknown parameter, one given
// twice or a bad value is an error; the error for a parameter mi does not
// declare lists the ones it accepts.
func (mi *MechInfo) Configure(texts ...string) (Mech, error) {
	m := Mech{Info: *mi}
	for _, t := range texts {
		name, text, hasValue := strings.Cut(strings.TrimSpace(t), "=")
		name = strings.TrimSpace(name)
		p := mi.param(name)
		if p == nil {
			return Mech{}, fmt.Errorf("mechanism %s does not accept the parameter %s (it accepts: %s)", mi.Name, name, mi.paramNames())
		}
		if !hasValue {
			if !p.Switch {
				return Mech{}, fmt.Errorf("parameter %s: want %s=VALUE", name, name)
			}
			text = "true"
		}
		text = strings.TrimSpace(text)
		if _, dup := m.Params.Lookup(name); dup {
			return Mech{}, fmt.Errorf("parameter %s given twice", name)
		}
		v, err := p.Parse(text)
		if err != nil {
			return Mech{}, err
		}
		m.Params.given = append(m.Params.given, ParamValue{Name: name, Text: text, Value: v})
	}
	sort.Slice(m.Params.given, func(i, j int) bool { return m.Params.given[i].Name < m.Params.given[j].Name })
	return m, nil
}

// param returns mi's declaration of the named parameter, or nil.
func (mi *MechInfo) param(name string) *Param {
	for i := range mi.Params {
		if mi.Params[i].Name == name {
			return &mi.Params[i]
		}
	}
	return nil
}

// paramNames lists mi's parameters, sorted ("none" when it has none).
func (mi *MechInfo) paramNames() string {
	var names []string
	for _, p := range mi.Params {
		names = append(names, p.Name)
	}
	if len(names) == 0 {
		return "none"
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// Mech is a mechanism chosen for a run: its registry row and its
// parameter values. Registry.Parse and MechInfo.Configure make one.
type Mech struct {
	Info   MechInfo
	Params Params
}

// Name is the mechanism's name.
func (m Mech) Name() string { return m.Info.Name }

// String is the spec of m: its name, then ":name=value,..." for the
// given parameters (Registry.Parse reads it back).
func (m Mech) String() string {
	if len(m.Params.given) == 0 {
		return m.Info.Name
	}
	var kv []string
	for _, v := range m.Params.given {
		kv = append(kv, v.Name+"="+v.Text)
	}
	return m.Info.Name + ":" + strings.Join(kv, ",")
}

// Validate checks the given parameter values against the machine cfg
// (Param.Check).
func (m Mech) Validate(cfg *Config) error {
	var errs []string
	for _, v := range m.Params.given {
		p := m.Info.param(v.Name)
		if p == nil {
			panic(fmt.Sprintf("sim: Mech.Validate: mechanism %s has no parameter %s", m.Info.Name, v.Name))
		}
		if p.Check != nil {
			if err := p.Check(v.Value, cfg); err != nil {
				errs = append(errs, err.Error())
			}
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("mechanism %s: %s", m.Info.Name, strings.Join(errs, "; "))
	}
	return nil
}

// Effective returns the value of every parameter m's mechanism declares
// as a run on cfg uses it: the given one, or the default. Sorted by name.
func (m Mech) Effective(cfg *Config) []ParamValue {
	out := []ParamValue{}
	for _, p := range m.Info.Params {
		if v, ok := m.Params.value(p.Name); ok {
			out = append(out, v)
			continue
		}
		text := p.Default
		if p.Effective != nil {
			text = p.Effective(cfg)
		}
		out = append(out, ParamValue{Name: p.Name, Text: text})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
