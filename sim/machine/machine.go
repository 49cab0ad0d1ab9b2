package machine

import (
	"embed"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/simtc/simtc/sim"
)

//go:embed presets/*.toml
var presetFiles embed.FS

// Names lists the presets, sorted.
func Names() []string {
	ents, err := presetFiles.ReadDir("presets")
	if err != nil {
		panic(fmt.Sprintf("machine: the embedded presets: %v", err))
	}
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".toml"))
	}
	sort.Strings(out)
	return out
}

// PresetFile returns the TOML text of preset name.
func PresetFile(name string) ([]byte, bool) {
	if strings.ContainsAny(name, "/\\.") {
		return nil, false
	}
	b, err := presetFiles.ReadFile("presets/" + name + ".toml")
	return b, err == nil
}

// Preset returns the machine of preset name.
func Preset(name string) (sim.Config, error) { return preset(name, 0) }

func preset(name string, depth int) (sim.Config, error) {
	b, ok := PresetFile(name)
	if !ok {
		return sim.Config{}, fmt.Errorf("unknown machine %q (presets: %s)", name, strings.Join(Names(), ", "))
	}
	cfg, err := parse("preset "+name, b, depth)
	if err != nil {
		// A preset is part of the program: its errors are bugs.
		return cfg, fmt.Errorf("internal error: %v", err)
	}
	return cfg, nil
}

// Description returns the description key of preset name.
func Description(name string) string {
	b, ok := PresetFile(name)
	if !ok {
		return ""
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "description = "); ok {
			return strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return ""
}

// Load returns the machine spec names: a preset name, or the path of a
// machine file (anything with a path separator or a .toml suffix, or that
// is no preset). The name it returns is the preset's, or the file's base
// name without .toml (for reports).
func Load(spec string) (sim.Config, string, error) {
	if _, ok := PresetFile(spec); ok {
		cfg, err := Preset(spec)
		return cfg, spec, err
	}
	if !strings.ContainsAny(spec, `/\`) && !strings.HasSuffix(spec, ".toml") {
		if _, err := os.Stat(spec); err != nil {
			return sim.Config{}, "", fmt.Errorf("unknown machine %q: not a preset (%s) nor a machine file%s", spec, strings.Join(Names(), ", "), suggestFrom(spec, Names()))
		}
	}
	data, err := os.ReadFile(spec)
	if err != nil {
		return sim.Config{}, "", fmt.Errorf("machine file: %v", err)
	}
	cfg, err := Parse(spec, data)
	name := spec
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	return cfg, strings.TrimSuffix(name, ".toml"), err
}

// Setting is one k=v of --config.
type Setting struct{ Key, Value string }

// ParseSettings parses a --config value, "k=v,k=v".
func ParseSettings(spec string) ([]Setting, error) {
	var out []Setting
	for _, kv := range strings.Split(spec, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok || k == "" || v == "" {
			return nil, fmt.Errorf("%q: want KEY=VALUE", kv)
		}
		out = append(out, Setting{strings.TrimSpace(k), strings.TrimSpace(v)})
	}
	return out, nil
}

// Apply sets the settings on cfg in order; an error names the key. It
// does not validate the result (Config.Validate does).
func Apply(cfg *sim.Config, settings []Setting) error {
	for _, s := range settings {
		k, err := Lookup(s.Key)
		if err != nil {
			return err
		}
		if k.Kind == KindString {
			return fmt.Errorf("%s: not a setting of --config", s.Key)
		}
		if err := k.Set(cfg, s.Value); err != nil {
			return fmt.Errorf("%s: %v", s.Key, err)
		}
	}
	return nil
}

// suggest returns ` (did you mean X?)` for the keys nearest name, or "".
func suggest(name string) string {
	var names []string
	for _, k := range Keys() {
		names = append(names, k.Name)
	}
	return suggestFrom(name, names)
}

func suggestFrom(name string, names []string) string {
	best, bestD := "", 4
	for _, n := range names {
		d := levenshtein.ComputeDistance(name, n)
		if d < bestD || d == bestD && n < best {
			best, bestD = n, d
		}
	}
	if best == "" {
		// The last part alone (l1.set → l1.sets; dram.latncy).
		if i := strings.LastIndexByte(name, '.'); i >= 0 {
			for _, n := range names {
				if strings.HasPrefix(n, name[:i+1]) && levenshtein.ComputeDistance(name[i+1:], n[i+1:]) <= 2 {
					return " (did you mean " + n + "?)"
				}
			}
		}
		return ""
	}
	return " (did you mean " + best + "?)"
}

// Help is the text of `simtc run --machine help`: the presets and every
// key with its meaning and its value on the simple machine.
func Help() string {
	var b strings.Builder
	b.WriteString("machines (--machine NAME|FILE):\n")
	for _, n := range Names() {
		fmt.Fprintf(&b, "  %-8s %s\n", n, Description(n))
	}
	b.WriteString("\nA machine file is TOML: the keys below, top-level ones first, then tables [coalesce], [l1],\n" +
		"[l2], [dram], [shared], [local] (or dotted keys, l1.sets = 32), applied in order on top of the\n" +
		"simple machine, or of the preset a first key base = \"NAME\" names. --config k=v,... sets the\n" +
		"same keys on top of the machine; --gpgpusim-config FILE reads GPGPU-Sim options that map.\n" +
		"Unknown keys and bad values are errors at FILE:LINE:COL. A preset's file, with its sources:\n" +
		"simtc run --machine NAME --print-machine.\n\n")
	b.WriteString("keys (value on the simple machine):\n")
	simple := sim.DefaultConfig()
	for _, k := range Keys() {
		def := k.Get(&simple)
		if k.Name == "memory" || k.Kind == KindString {
			def = "-"
		}
		fmt.Fprintf(&b, "  %-22s %s = %s\n      %s\n", k.Name, k.Usage(), def, k.Doc)
	}
	return b.String()
}

// Format writes cfg as a machine file that sets every key (Parse reads
// it back to cfg): the top-level keys, then one table per memory level.
func Format(cfg *sim.Config, description string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "description = %q\n", description)
	byTable := map[string][]string{}
	for _, k := range Keys() {
		if k.Alias != nil || k.Kind == KindString || k.get == nil {
			continue
		}
		v := k.Get(cfg)
		if k.Kind == KindEnum {
			v = fmt.Sprintf("%q", v)
		}
		if k.Kind == KindFloat && !strings.ContainsAny(v, ".e") {
			v += ".0"
		}
		t, name := "", k.Name
		if i := strings.IndexByte(k.Name, '.'); i >= 0 {
			t, name = k.Name[:i], k.Name[i+1:]
		}
		byTable[t] = append(byTable[t], name+" = "+v)
	}
	for _, l := range byTable[""] {
		b.WriteString(l + "\n")
	}
	for _, t := range tables {
		fmt.Fprintf(&b, "\n[%s]\n", t)
		for _, l := range byTable[t] {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// Spec is how a command line picks a machine.
type Spec struct {
	// Machine is a preset name or a machine file ("": simple, or gtx480
	// with GPGPUSim).
	Machine string
	// GPGPUSim is a GPGPU-Sim configuration file applied on top of
	// Machine ("": none).
	GPGPUSim string
	// Config are --config values ("k=v,k=v"), applied last, in order.
	Config []string
}

// Resolved is the machine a Spec picks.
type Resolved struct {
	Config sim.Config
	// Name names the machine in reports: the preset or file, then
	// "+FILE" for a GPGPU-Sim file and ",k=v" for each setting.
	Name    string
	Ignored []Ignored // the GPGPU-Sim options ReadGPGPUSim ignored
}

// Resolve returns the machine of s, validated. Errors are the user's
// (with file positions where there is a file).
func Resolve(s Spec) (*Resolved, error) {
	base := s.Machine
	if base == "" {
		base = "simple"
		if s.GPGPUSim != "" {
			base = "gtx480"
		}
	}
	cfg, name, err := Load(base)
	if err != nil {
		return nil, err
	}
	r := &Resolved{Name: name}
	if s.GPGPUSim != "" {
		data, err := os.ReadFile(s.GPGPUSim)
		if err != nil {
			return nil, fmt.Errorf("GPGPU-Sim configuration: %v", err)
		}
		if r.Ignored, err = ReadGPGPUSim(s.GPGPUSim, data, &cfg); err != nil {
			return nil, err
		}
		file := s.GPGPUSim
		if i := strings.LastIndexAny(file, `/\`); i >= 0 {
			file = file[i+1:]
		}
		r.Name += "+" + file
	}
	for _, spec := range s.Config {
		set, err := ParseSettings(spec)
		if err != nil {
			return nil, fmt.Errorf("--config: %v", err)
		}
		if err := Apply(&cfg, set); err != nil {
			return nil, fmt.Errorf("--config: %v", err)
		}
		for _, x := range set {
			r.Name += "," + x.Key + "=" + x.Value
		}
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	r.Config = cfg
	return r, nil
}
