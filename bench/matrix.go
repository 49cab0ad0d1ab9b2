package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// SSDESuffix marks a variant that runs the kernel after SSDE.
const SSDESuffix = "+ssde"

// Kernel is one kernel file of the suite.
type Kernel struct {
	Name string // stable name: path relative to the directory argument, slash-separated
	Path string // where to read it
}

// Config is one point of the machine-configuration sweep: settings applied
// in order on top of sim.DefaultConfig.
type Config struct {
	Name string // "default", or the machine and the settings as "m,k=v,k=v"
	// Base is a preset or a machine file ("": simple); GPGPUSim a
	// GPGPU-Sim configuration file applied on it (sim/machine).
	Base, GPGPUSim string
	Settings       [][2]string
}

// Matrix is the cross product of kernels, variants and configs. Job i is
// kernel i / (len(Configs)*len(Variants)), then config, then variant.
type Matrix struct {
	Kernels  []Kernel
	Variants []string
	Configs  []Config
	// Frontend are the frontend options every kernel is read with (-D,
	// -I, --kernel), as simtc run reads one.
	Frontend frontend.Options
	// Launch is the launch (in the directive's form) of the kernels that
	// have no simtc:launch directive (--launch).
	Launch string
	// Mechs is the registry the variants name mechanisms of (nil:
	// mechs.Default()).
	Mechs *sim.Registry
	// Layout is the block layout every variant is compiled with (--layout):
	// "priority" ("": DefaultLayout) or "rpo", so that all mechanisms run
	// the same code; LayoutOwn compiles each with its registry row's own
	// layout (isa.Target.Layout).
	Layout string
	// ConservativeAlias is the --alias conservative of the SSDE variants:
	// SSDE rewrites the loops simtc lint reports with that assumption.
	ConservativeAlias bool
	// MaxMemory is every run's launch memory limit (sim.Config.MaxMemory,
	// --max-memory; 0: sim.DefaultMaxMemory()).
	MaxMemory int64
	// Paper is the --paper run this matrix is ("": none): a paper's name
	// or "all" (PaperMatrix); the jobs no selected paper needs are
	// skipped. Scale is its --scale (paper or small).
	Paper, Scale string
}

// DefaultLayout is the layout bench compiles every mechanism with unless
// told otherwise: thread-frontier priority order, which is what minpc
// (reconvergence points after the code before them), tf-stack and
// tf-sandy (PC order is priority order) assume, and which pdom and the
// others run as well as any.
const DefaultLayout = "priority"

// LayoutOwn is the --layout that compiles each mechanism with its own
// layout (the registry row's Target.Layout).
const LayoutOwn = "own"

// ParseLayout checks a --layout value: rpo, priority or own.
func ParseLayout(s string) (string, error) {
	if s == LayoutOwn {
		return s, nil
	}
	if _, err := isa.ParseLayout(s); err != nil {
		return "", badLayout(s)
	}
	return s, nil
}

func badLayout(s string) error { return fmt.Errorf("--layout %q: want rpo, priority or own", s) }

// layout returns the layout override of the compilations: nil for
// LayoutOwn; an error for a Layout ParseLayout refuses.
func (m *Matrix) layout() (*isa.Layout, error) {
	name := m.LayoutName()
	if name == LayoutOwn {
		return nil, nil
	}
	l, err := isa.ParseLayout(name)
	if err != nil {
		return nil, badLayout(name)
	}
	return &l, nil
}

// LayoutName is m.Layout, DefaultLayout when empty.
func (m *Matrix) LayoutName() string {
	if m.Layout == "" {
		return DefaultLayout
	}
	return m.Layout
}

// registry is m's registry of mechanisms.
func (m *Matrix) registry() *sim.Registry {
	if m.Mechs != nil {
		return m.Mechs
	}
	return mechs.Default()
}

// Len returns the number of jobs.
func (m *Matrix) Len() int { return len(m.Kernels) * len(m.Variants) * len(m.Configs) }

// Job returns the kernel, variant and config indexes of job i.
func (m *Matrix) Job(i int) (k, v, c int) {
	nv := len(m.Variants)
	nc := len(m.Configs)
	return i / (nv * nc), i % nv, (i / nv) % nc
}

// Header names the matrix; shards carry it so Merge can check they belong
// together.
type Header struct {
	Format   string   `json:"format"` // always "simtc-bench-shard/1"
	Shard    int      `json:"shard"`
	Shards   int      `json:"shards"`
	Jobs     int      `json:"jobs"`
	Kernels  []string `json:"kernels"`
	Variants []string `json:"mechs"`
	Configs  []string `json:"configs"`
	Setup
}

// Setup is how a matrix's jobs were compiled and which --paper run they
// are, as its header and its report record it (the same JSON keys in
// both).
type Setup struct {
	// Layout is the matrix's layout (Matrix.LayoutName: priority, rpo or
	// own); empty in shards written before it was recorded.
	Layout string `json:"layout,omitempty"`
	// ConservativeAlias: the SSDE variants ran with --alias conservative.
	ConservativeAlias bool `json:"conservative_alias,omitempty"`
	// Paper and Scale are the matrix's --paper run and --scale.
	Paper string `json:"paper,omitempty"`
	Scale string `json:"scale,omitempty"`
}

const shardFormat = "simtc-bench-shard/1"

// Header is the header of the report of the whole matrix (Build).
func (m *Matrix) Header() Header { return m.header(0, 1) }

func (m *Matrix) header(shard, shards int) Header {
	h := Header{Format: shardFormat, Shard: shard, Shards: shards, Jobs: m.Len(), Variants: m.Variants,
		Setup: Setup{Layout: m.LayoutName(), ConservativeAlias: m.ConservativeAlias, Paper: m.Paper, Scale: m.Scale}}
	for _, k := range m.Kernels {
		h.Kernels = append(h.Kernels, k.Name)
	}
	for _, c := range m.Configs {
		h.Configs = append(h.Configs, c.Name)
	}
	return h
}

// Discover lists the kernels named by args: .cl and .ll files given
// directly, and those found (recursively) under directories. The result is
// sorted by name; two kernels with the same name are an error.
func Discover(args []string) ([]Kernel, error) {
	var ks []Kernel
	seen := map[string]string{}
	add := func(name, path string) error {
		if prev, ok := seen[name]; ok {
			return fmt.Errorf("%s: kernel name %s is also %s", path, name, prev)
		}
		seen[name] = path
		ks = append(ks, Kernel{Name: name, Path: path})
		return nil
	}
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, fmt.Errorf("%s: error: %v", a, unwrapPathError(err))
		}
		if !st.IsDir() {
			// A file named on the command line: a regular file of a kind
			// bench runs, checked before anything reads it (a device
			// would read without end, a FIFO block).
			switch {
			case !st.Mode().IsRegular():
				return nil, fmt.Errorf("%s: error: not a regular file or directory", a)
			case !isKernelFile(a):
				return nil, fmt.Errorf("%s: error: not a kernel bench runs: want .cl (mini-C) or .ll (LLVM IR) files, or directories holding them", a)
			}
			if err := add(filepath.Base(a), a); err != nil {
				return nil, err
			}
			continue
		}
		err = filepath.WalkDir(a, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !isKernelFile(p) {
				return nil
			}
			rel, err := filepath.Rel(a, p)
			if err != nil {
				return err
			}
			return add(filepath.ToSlash(rel), p)
		})
		if err != nil {
			return nil, err
		}
	}
	if len(ks) == 0 {
		return nil, fmt.Errorf("no kernels (.cl or .ll files) in %s", strings.Join(args, " "))
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i].Name < ks[j].Name })
	return ks, nil
}

// isKernelFile reports whether a file found under a directory is a kernel
// bench runs: mini-C or LLVM IR (simtc IR files under testdata are
// intermediate forms, not suite members).
func isKernelFile(p string) bool {
	k := frontend.KindOf(p)
	return k == frontend.MiniC || k == frontend.LLVM
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// Variants parses --mech against the registry reg: "all" (every mechanism
// of reg, then pdom+ssde when pdom exists) or a comma-separated list of
// mechanism specs (a name, or name:param=value,... as sim.Registry.Parse
// reads them: "mp:max-splits=2,aware:timeout=1000,st-entries=4"), each
// optionally with the suffix "+ssde". A variant is named by its canonical
// spec (the parameters sorted).
func Variants(list string, reg *sim.Registry) ([]string, error) {
	names := reg.Names()
	if list == "all" || list == "" {
		out := append([]string(nil), names...)
		for _, m := range names {
			if m == "pdom" {
				out = append(out, "pdom"+SSDESuffix)
			}
		}
		return out, nil
	}
	var out []string
	seen := map[string]bool{}
	for _, v := range reg.SplitSpecs(list) {
		spec := strings.TrimSuffix(v, SSDESuffix)
		suffix := v[len(spec):]
		m, err := reg.Parse(spec)
		if err != nil {
			return nil, fmt.Errorf("--mech %q: %v (each mechanism optionally with parameters, name:param=value, and %s; or all)", list, err, SSDESuffix)
		}
		v = m.String() + suffix
		if seen[v] {
			return nil, fmt.Errorf("--mech %q: %s given twice", list, v)
		}
		seen[v] = true
		out = append(out, v)
	}
	return out, nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// ConfigKeys returns the --config setting names and what they set: the
// machine keys (package sim/machine; simtc run --machine help explains
// each).
func ConfigKeys() []string {
	var out []string
	for _, k := range machine.Keys() {
		if k.Kind == machine.KindString {
			continue
		}
		out = append(out, k.Name)
	}
	return out
}

// ParseConfigs parses the --config values on the simple machine
// (MachineConfigs without --machine).
func ParseConfigs(specs []string) ([]Config, error) { return MachineConfigs(nil, "", specs) }

// MachineConfigs parses --machine values (presets or machine files; none:
// the simple machine), a --gpgpusim-config file and the --config values:
// each machine with each --config point. Each --config value is one sweep
// dimension set "k=v,k=v"; a value may list alternatives "k=a|b", which
// expand to the cross product in the order written. The simple machine
// without settings is called "default"; other points are named by the
// machine and the settings ("gtx480,mem-latency=1").
func MachineConfigs(machines []string, gpgpusim string, specs []string) ([]Config, error) {
	if len(machines) == 0 {
		machines = []string{""}
	}
	var out []Config
	for _, mach := range machines {
		base := Config{Base: mach, GPGPUSim: gpgpusim}
		// The machine alone first, so that an error is the flag's that
		// caused it.
		r, err := machine.Resolve(machine.Spec{Machine: mach})
		if err != nil {
			return nil, fmt.Errorf("--machine %s: %w", mach, err)
		}
		if gpgpusim != "" {
			if r, err = machine.Resolve(machine.Spec{Machine: mach, GPGPUSim: gpgpusim}); err != nil {
				return nil, fmt.Errorf("--gpgpusim-config %s: %w", gpgpusim, err)
			}
		}
		if mach != "" || gpgpusim != "" {
			base.Name = r.Name
		}
		cs, err := parseSettings(base, specs)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	seen := map[string]bool{}
	for _, c := range out {
		if seen[c.Name] {
			return nil, fmt.Errorf("--config: %s given twice", c.Name)
		}
		seen[c.Name] = true
	}
	return out, nil
}

// parseSettings is the --config sweep on the machine of base.
func parseSettings(base Config, specs []string) ([]Config, error) {
	if len(specs) == 0 {
		if base.Name == "" {
			base.Name = "default"
		}
		return []Config{base}, nil
	}
	var out []Config
	for _, spec := range specs {
		pts := [][][2]string{nil}
		for _, kv := range strings.Split(spec, ",") {
			k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
			if !ok || k == "" || v == "" {
				return nil, fmt.Errorf("--config %q: %q: want KEY=VALUE", spec, kv)
			}
			var next [][][2]string
			for _, p := range pts {
				for _, alt := range strings.Split(v, "|") {
					q := append(append([][2]string(nil), p...), [2]string{k, alt})
					next = append(next, q)
				}
			}
			pts = next
		}
		for _, p := range pts {
			c := base
			c.Settings = p
			var parts []string
			if base.Name != "" {
				parts = append(parts, base.Name)
			}
			for _, s := range p {
				parts = append(parts, s[0]+"="+s[1])
			}
			c.Name = strings.Join(parts, ",")
			if _, err := c.Machine(); err != nil {
				return nil, fmt.Errorf("--config %q: %v", spec, err)
			}
			out = append(out, c)
		}
	}
	return out, nil
}

// Machine returns c's machine (the simple one unless c.Base or
// c.GPGPUSim say otherwise) with c's settings applied, validated.
func (c *Config) Machine() (sim.Config, error) {
	r, err := machine.Resolve(machine.Spec{Machine: c.Base, GPGPUSim: c.GPGPUSim})
	if err != nil {
		return sim.Config{}, err
	}
	m := r.Config
	for _, s := range c.Settings {
		if err := machine.Apply(&m, []machine.Setting{{Key: s[0], Value: s[1]}}); err != nil {
			return m, err
		}
	}
	if c.warp() > 0 && m.SIMDWidth > m.WarpSize {
		m.SIMDWidth = m.WarpSize
	}
	return m, m.Validate()
}

// warp returns the warp size the config sets, 0 when it keeps the kernel's.
func (c *Config) warp() int {
	w := 0
	for _, s := range c.Settings {
		if s[0] == "warp" {
			w, _ = strconv.Atoi(s[1])
		}
	}
	return w
}
