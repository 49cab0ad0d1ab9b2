// The mechanism registry: a value holding one row per mechanism (name,
// doc, constructor, capabilities, parameters, compile target, baseline).
// The machine takes the row of the mechanism it runs (Mech) and never a
// name; sim/mechs fills the default registry from the mechanism families,
// and a test or a tool may add rows of its own.

package sim

import (
	"fmt"
	"sort"
	"strings"

	"github.com/simtc/simtc/sim/isa"
)

// MechInfo is one row of the mechanism registry.
type MechInfo struct {
	Name string
	// Doc is one line for `simtc run --mech help`.
	Doc string
	// New returns a fresh instance for one core running code of obj
	// (whose tables some mechanisms need; obj may be nil), configured by
	// the machine cfg and the parameter values p (parsed and validated
	// against Params). Exactly one of New and NewCore is set.
	New func(cfg *Config, obj *isa.Object, p Params) Mechanism
	// NewCore returns a fresh instance of a mechanism that forms issues
	// from the threads of several warps of a core (DWF).
	NewCore func(cfg *Config, obj *isa.Object, p Params) CoreMechanism
	Caps    Caps
	// Params are the parameters the mechanism reads; any other is an
	// error (Configure). A parameter name means the same across a
	// registry: it is one flag of simtc run.
	Params []Param
	// Target is what the compiler must emit for the mechanism.
	Target isa.Target
	// Baseline, for a hybrid-warp-size mechanism, is the mechanism it is
	// measured against (the same one with full-size warps), run on the
	// machine BaselineMachine returns: `simtc run --estimate`,
	// Registry.Baseline.
	Baseline        string
	BaselineMachine func(cfg Config, p Params) Config
	// Family is the family the mechanism belongs to, for reports that
	// group mechanisms ("stack", "multi-path", "per-thread PC",
	// "warp-forming": the packages of sim/mech); "" for none.
	Family string
	// Stats documents the mechanism's own statistics (Mechanism.Stats,
	// run --json's mechanism_stats): every one it reports, and what it
	// counts under this mechanism (statdoc.go).
	Stats []StatDoc
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

// Registry is a table of mechanisms, sorted by name. The zero value is
// empty; NewRegistry and Add fill it (sim/mechs.Default returns the
// mechanisms of simtc).
type Registry struct {
	rows []MechInfo
}

// NewRegistry returns a registry of rows (see Add).
func NewRegistry(rows ...MechInfo) (*Registry, error) {
	r := &Registry{}
	if err := r.Add(rows...); err != nil {
		return nil, err
	}
	return r, nil
}

// Add adds rows to r. A row needs a new name, exactly one of New and
// NewCore, and parameters with distinct names and parsers; a parameter
// name that another row declares too must mean the same there (usage,
// switch and default), since it is one flag. On error r is unchanged.
func (r *Registry) Add(rows ...MechInfo) error {
	all := append(append([]MechInfo(nil), r.rows...), rows...)
	params := map[string]*Param{}
	for i := range all {
		mi := &all[i]
		if i >= len(r.rows) {
			if err := mi.check(); err != nil {
				return err
			}
			for j := range all[:i] {
				if all[j].Name == mi.Name {
					return fmt.Errorf("mechanism %s: registered twice", mi.Name)
				}
			}
		}
		for k := range mi.Params {
			p := &mi.Params[k]
			q, ok := params[p.Name]
			if !ok {
				params[p.Name] = p
				continue
			}
			if q.Usage != p.Usage || q.Switch != p.Switch || q.Default != p.Default {
				return fmt.Errorf("mechanism %s: parameter %s differs from the one of the same name another mechanism declares", mi.Name, p.Name)
			}
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	r.rows = all
	return nil
}

// check reports what is wrong with a row on its own.
func (mi *MechInfo) check() error {
	switch {
	case mi.Name == "" || strings.ContainsAny(mi.Name, ":,= \t"):
		return fmt.Errorf("mechanism %q: a name is non-empty and has no ':', ',', '=' or space", mi.Name)
	case (mi.New == nil) == (mi.NewCore == nil):
		return fmt.Errorf("mechanism %s: exactly one of New and NewCore must be set", mi.Name)
	case mi.NewCore != nil && mi.Caps.Repeat == RepeatWarp:
		return fmt.Errorf("mechanism %s: a core mechanism cannot detect repeats per warp (use RepeatThread or RepeatNone)", mi.Name)
	case (mi.Baseline == "") != (mi.BaselineMachine == nil):
		return fmt.Errorf("mechanism %s: Baseline and BaselineMachine go together", mi.Name)
	}
	for i, p := range mi.Params {
		if p.Name == "" || strings.ContainsAny(p.Name, ":,= \t") || p.Parse == nil {
			return fmt.Errorf("mechanism %s: parameter %q needs a name without ':', ',', '=' or space, and a parser", mi.Name, p.Name)
		}
		for _, q := range mi.Params[:i] {
			if q.Name == p.Name {
				return fmt.Errorf("mechanism %s: parameter %s declared twice", mi.Name, p.Name)
			}
		}
	}
	return nil
}

// Rows returns the rows, sorted by name (a copy).
func (r *Registry) Rows() []MechInfo { return append([]MechInfo(nil), r.rows...) }

// Names lists the mechanism names, sorted.
func (r *Registry) Names() []string {
	var out []string
	for _, mi := range r.rows {
		out = append(out, mi.Name)
	}
	return out
}

// Lookup returns the row of the named mechanism.
func (r *Registry) Lookup(name string) (MechInfo, error) {
	for _, mi := range r.rows {
		if mi.Name == name {
			return mi, nil
		}
	}
	return MechInfo{}, fmt.Errorf("unknown mechanism %q (known: %s)", name, strings.Join(r.Names(), ", "))
}

// Mech returns the named mechanism configured with params ("name=value"
// texts, see MechInfo.Configure).
func (r *Registry) Mech(name string, params ...string) (Mech, error) {
	mi, err := r.Lookup(name)
	if err != nil {
		return Mech{}, err
	}
	return mi.Configure(params...)
}

// Parse reads a mechanism spec: a name, optionally followed by ':' and
// comma-separated parameters ("mp:max-splits=2",
// "aware:timeout=1000,st-entries=4", "minpc:no-sp"). Mech.String writes
// one.
func (r *Registry) Parse(spec string) (Mech, error) {
	name, params, has := strings.Cut(strings.TrimSpace(spec), ":")
	var texts []string
	if has {
		for _, t := range strings.Split(params, ",") {
			if t = strings.TrimSpace(t); t == "" {
				return Mech{}, fmt.Errorf("mechanism spec %q: empty parameter", spec)
			}
			texts = append(texts, t)
		}
	}
	m, err := r.Mech(strings.TrimSpace(name), texts...)
	if err != nil {
		return Mech{}, fmt.Errorf("mechanism spec %q: %w", spec, err)
	}
	return m, nil
}

// SplitSpecs splits a comma-separated list of mechanism specs: an item
// with '=' and no ':' is one more parameter of the spec before it
// ("mp:max-splits=2,aware:timeout=1000,st-entries=4" is two specs), and
// so is a switch parameter of that mechanism named alone (r decides).
func (r *Registry) SplitSpecs(list string) []string {
	var out []string
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		n := len(out)
		if n > 0 && strings.Contains(out[n-1], ":") && !strings.Contains(item, ":") && (strings.Contains(item, "=") || r.isSwitchOf(out[n-1], item)) {
			out[n-1] += "," + item
			continue
		}
		out = append(out, item)
	}
	return out
}

// isSwitchOf reports whether name is a switch parameter of spec's
// mechanism and not a mechanism itself.
func (r *Registry) isSwitchOf(spec, name string) bool {
	if _, err := r.Lookup(name); err == nil {
		return false
	}
	mech, _, _ := strings.Cut(spec, ":")
	mi, err := r.Lookup(mech)
	if err != nil {
		return false
	}
	p := mi.param(name)
	return p != nil && p.Switch
}

// Run runs the launch of a kernel of obj under the mechanism spec (see
// Parse) on a machine configured by cfg (see sim.Run).
func (r *Registry) Run(obj *isa.Object, spec string, l *Launch, cfg Config) (*Result, error) {
	m, err := r.Parse(spec)
	if err != nil {
		return nil, err
	}
	return Run(obj, m, l, cfg)
}

// ParamUse is one parameter of a registry and the mechanisms that accept
// it.
type ParamUse struct {
	Param
	Mechs []string // sorted
}

// Params lists every parameter of the registry, sorted by name, with the
// mechanisms that accept it: what `simtc run` builds its flags from.
func (r *Registry) Params() []ParamUse {
	var out []ParamUse
	for _, mi := range r.rows {
		for _, p := range mi.Params {
			i := sort.Search(len(out), func(i int) bool { return out[i].Name >= p.Name })
			if i == len(out) || out[i].Name != p.Name {
				out = append(out, ParamUse{})
				copy(out[i+1:], out[i:])
				out[i] = ParamUse{Param: p}
			}
			out[i].Mechs = append(out[i].Mechs, mi.Name)
		}
	}
	return out
}

// Help describes the registered mechanisms, one line each with the
// parameters they accept, for `simtc run --mech help`.
func (r *Registry) Help() string {
	var sb strings.Builder
	for _, mi := range r.rows {
		fmt.Fprintf(&sb, "  %-10s %s", mi.Name, mi.Doc)
		if len(mi.Params) > 0 {
			fmt.Fprintf(&sb, " (parameters: %s)", mi.paramNames())
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Baseline returns what the hybrid-warp-size mechanism m is measured
// against on the launch l (Jin 2012: the same mechanism with full-size
// warps on a SIMD unit one quarter-warp wide): the baseline mechanism
// (MechInfo.Baseline), with those of m's parameters it accepts too, and
// the machine to run it on (MechInfo.BaselineMachine of cfg as the launch
// adjusts it, see Config.ForLaunch). ok is false when m has no baseline.
func (r *Registry) Baseline(m Mech, cfg Config, l *Launch) (base Mech, bc Config, ok bool, err error) {
	if m.Info.Baseline == "" {
		return Mech{}, Config{}, false, nil
	}
	bi, err := r.Lookup(m.Info.Baseline)
	if err != nil {
		return Mech{}, Config{}, false, fmt.Errorf("baseline of %s: %w", m.Name(), err)
	}
	var texts []string
	for _, v := range m.Params.given {
		if bi.param(v.Name) != nil {
			texts = append(texts, v.Name+"="+v.Text)
		}
	}
	if base, err = bi.Configure(texts...); err != nil {
		return Mech{}, Config{}, false, fmt.Errorf("baseline of %s: %w", m.Name(), err)
	}
	return base, m.Info.BaselineMachine(cfg.ForLaunch(l), m.Params), true, nil
}
