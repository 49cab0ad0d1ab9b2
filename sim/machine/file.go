package machine

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2/unstable"

	"github.com/simtc/simtc/sim"
)

// A machine file is TOML (https://toml.io, v1.0). Every key is a machine
// key (Keys): top-level keys for the cores, tables [coalesce], [l1],
// [l2], [dram], [shared] and [local] for the memory hierarchy (or the
// same as dotted keys, l1.sets = 32). Keys apply in the order written,
// on top of the simple machine, or of the preset named by a first key
// base = "NAME". A key the table does not have, a value of the wrong
// kind, a key given twice, and a value the machine rejects are errors at
// FILE:LINE:COL.
//
// The parser is go-toml/v2's (github.com/pelletier/go-toml/v2): its
// document parser gives the byte range of every key and value, so each
// error can name its position (BurntSushi/toml's metadata lists the
// keys it did not decode, but not where they are).

// Error is an error in a machine file, at a position.
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// tables are the TOML tables of a machine file: the prefixes of the
// memory keys.
var tables = []string{"coalesce", "l1", "l2", "dram", "shared", "local"}

// Parse reads the machine file data (its name is file, for errors) and
// returns the machine it describes, validated.
func Parse(file string, data []byte) (sim.Config, error) {
	return parse(file, data, 0)
}

// parse is Parse at preset nesting depth (a base preset's own file is
// parsed at depth+1; presets do not chain deeper than a few).
func parse(file string, data []byte, depth int) (sim.Config, error) {
	cfg := sim.DefaultConfig()
	var p unstable.Parser
	p.Reset(data)
	at := func(b []byte) (int, int) {
		if len(b) == 0 {
			return 1, 1
		}
		s := p.Shape(p.Range(b))
		return s.Start.Line, s.Start.Column
	}
	errAt := func(raw unstable.Range, format string, args ...any) error {
		s := p.Shape(raw)
		return &Error{File: file, Line: s.Start.Line, Col: s.Start.Column, Msg: fmt.Sprintf(format, args...)}
	}
	var table string
	keys := map[string]*Key{}
	all := Keys()
	for i := range all {
		keys[all[i].Name] = &all[i]
	}
	seen := map[string]int{} // key → line
	first := true
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table:
			name, raw := keyOf(e.Key())
			found := false
			for _, t := range tables {
				found = found || t == name
			}
			if !found {
				return cfg, errAt(raw, "unknown table [%s] (machine files have %s)", name, strings.Join(bracketed(tables), ", "))
			}
			table = name + "."
			first = false
		case unstable.ArrayTable:
			name, raw := keyOf(e.Key())
			return cfg, errAt(raw, "[[%s]]: a machine file has no arrays of tables", name)
		case unstable.KeyValue:
			name, raw := keyOf(e.Key())
			full := table + name
			s := p.Shape(raw)
			if l, ok := seen[full]; ok {
				return cfg, errAt(raw, "key %s is set twice (first on line %d)", full, l)
			}
			seen[full] = s.Start.Line
			v := e.Value()
			if full == "base" {
				if !first {
					return cfg, errAt(raw, "base must be the first key of the file")
				}
				if v.Kind != unstable.String {
					return cfg, errAt(v.Raw, "base: want the name of a preset (%s)", strings.Join(Names(), ", "))
				}
				if depth > 4 {
					return cfg, errAt(v.Raw, "base: presets nest too deep")
				}
				b, err := preset(string(v.Data), depth+1)
				if err != nil {
					return cfg, errAt(v.Raw, "base: %v", err)
				}
				cfg = b
				first = false
				continue
			}
			first = false
			k, ok := keys[full]
			if !ok {
				return cfg, errAt(raw, "unknown key %s%s", full, suggest(full))
			}
			val, err := tomlValue(k, v)
			if err != nil {
				return cfg, errAt(v.Raw, "%s: %v", full, err)
			}
			if err := k.set(&cfg, val); err != nil {
				return cfg, errAt(v.Raw, "%s: %v", full, err)
			}
		}
	}
	if err := p.Error(); err != nil {
		var pe *unstable.ParserError
		if errors.As(err, &pe) {
			l, c := at(pe.Highlight)
			return cfg, &Error{File: file, Line: l, Col: c, Msg: "TOML: " + pe.Message}
		}
		return cfg, fmt.Errorf("%s: %v", file, err)
	}
	if err := cfg.Validate(); err != nil {
		var ce *sim.ConfigError
		if errors.As(err, &ce) {
			// Point at the line that set the first invalid key, when the
			// file set it.
			for _, f := range ce.Fields {
				if l, ok := seen[f.Field]; ok {
					return cfg, &Error{File: file, Line: l, Col: 1, Msg: err.Error()}
				}
			}
		}
		return cfg, fmt.Errorf("%s: %v", file, err)
	}
	return cfg, nil
}

// keyOf returns a (dotted) key's name and the range it covers.
func keyOf(it unstable.Iterator) (string, unstable.Range) {
	var parts []string
	var raw unstable.Range
	for i := 0; it.Next(); i++ {
		n := it.Node()
		parts = append(parts, string(n.Data))
		if i == 0 {
			raw = n.Raw
		} else {
			raw.Length = n.Raw.Offset + n.Raw.Length - raw.Offset
		}
	}
	return strings.Join(parts, "."), raw
}

func bracketed(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = "[" + x + "]"
	}
	return out
}

// tomlValue converts a TOML value to the key's kind.
func tomlValue(k *Key, n *unstable.Node) (value, error) {
	want := func() error {
		return fmt.Errorf("want %s, have a TOML %s", kindText(k), strings.ToLower(n.Kind.String()))
	}
	text := string(n.Data)
	switch k.Kind {
	case KindInt:
		if n.Kind != unstable.Integer {
			return value{}, want()
		}
		s := strings.ReplaceAll(text, "_", "")
		base := 10
		if len(s) > 2 && s[0] == '0' && strings.ContainsRune("xob", rune(s[1])) {
			base = 0
		}
		i, err := strconv.ParseInt(s, base, 64)
		if err != nil {
			return value{}, fmt.Errorf("%s is out of range", text)
		}
		return value{text: strconv.FormatInt(i, 10), i: i}, nil
	case KindFloat:
		if n.Kind != unstable.Float && n.Kind != unstable.Integer {
			return value{}, want()
		}
		f, err := strconv.ParseFloat(strings.ReplaceAll(text, "_", ""), 64)
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return value{}, fmt.Errorf("%s is not a finite number", text)
		}
		return value{text: text, f: f}, nil
	case KindBool:
		if n.Kind != unstable.Bool {
			return value{}, want()
		}
		return value{text: text, b: text == "true"}, nil
	case KindEnum, KindString:
		if n.Kind != unstable.String {
			return value{}, want()
		}
		return k.parse(text)
	}
	return value{}, want()
}

func kindText(k *Key) string {
	switch k.Kind {
	case KindInt:
		return "an integer"
	case KindFloat:
		return "a number"
	case KindBool:
		return "true or false"
	case KindEnum:
		return "a string, one of " + strings.Join(k.Values, ", ")
	}
	return "a string"
}
