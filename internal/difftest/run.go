package difftest

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// Config bounds a run: generated kernels are short (a healthy one
// finishes within about 100,000 cycles).
func Config() sim.Config {
	cfg := sim.DefaultConfig()
	cfg.MaxCycles = 1_000_000
	return cfg
}

// Limits bound one check.
type Limits struct {
	// MaxCycles bounds every run (0: Config's). A kernel the reference
	// does not finish within it is not compared (Skipped).
	MaxCycles int64
	// Mechs, when not nil, picks the mechanisms compared with the
	// reference; all of them when nil.
	Mechs func(sim.MechInfo) bool
}

// Skipped is returned by CheckKernelWith when the reference did not finish
// within Limits.MaxCycles, so nothing was compared.
var Skipped = errors.New("difftest: the reference did not finish within the cycle bound")

// FuzzLimits are the limits of one fuzz input: the reference and three
// other mechanisms chosen by the input's hash, and a 300,000-cycle bound,
// so that an input takes well under the fuzzing engine's hang limit even
// on a loaded machine; over many inputs every mechanism is compared.
func FuzzLimits(data []byte) Limits {
	h := fnv.New64a()
	h.Write(data)
	pick := h.Sum64()
	var others []string
	for _, mi := range mechs.Default().Rows() {
		if !mi.Caps.Reference {
			others = append(others, mi.Name)
		}
	}
	chosen := map[string]bool{}
	for i := 0; i < 3 && len(others) > 0; i++ {
		chosen[others[pick%uint64(len(others))]] = true
		pick /= uint64(len(others))
	}
	return Limits{MaxCycles: 300_000, Mechs: func(mi sim.MechInfo) bool { return chosen[mi.Name] }}
}

// compile compiles k for mechanism mech (its registry row's target) with
// k's options, through the driver as simtc run does.
func compile(k *Kernel, mech string) (*isa.Object, error) {
	src, err := driver.FromText("fuzz.cl", []byte(k.Source), frontend.Options{})
	if err != nil {
		return nil, fmt.Errorf("frontend: %w", err)
	}
	o := driver.CompileOptions{Mech: mech, SSDE: k.SSDE}
	if k.Nvidia {
		r := isa.RPCNvidia
		o.Reconv = &r
	}
	// Kernels run with calls where the target allows it.
	req, err := o.InlineRequired()
	if err != nil {
		return nil, err
	}
	o.NoInline = !k.Inline && !req
	return src.Compile(o)
}

// Check generates the kernel of data and checks it (CheckKernel).
func Check(data []byte) (*Kernel, error) {
	k := Generate(data)
	return k, CheckKernel(k)
}

// ParseKernel reads a kept kernel: mini-C source whose "// difftest:"
// line gives the options it was compiled with, e.g.
// "// difftest: inline=false nvidia=true ssde=false sync=false".
func ParseKernel(src string) (*Kernel, error) {
	k := &Kernel{Source: src, Inline: true}
	for _, line := range strings.Split(src, "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "// difftest:")
		if !ok {
			continue
		}
		for _, f := range strings.Fields(rest) {
			name, v, _ := strings.Cut(f, "=")
			b, err := strconv.ParseBool(v)
			if err != nil {
				return nil, fmt.Errorf("difftest option %q: %v", f, err)
			}
			switch name {
			case "inline":
				k.Inline = b
			case "nvidia":
				k.Nvidia = b
			case "ssde":
				k.SSDE = b
			case "sync":
				k.Sync = b
			default:
				return nil, fmt.Errorf("unknown difftest option %q", name)
			}
		}
	}
	return k, nil
}

// CheckKernel compiles k, runs it under every registered mechanism and
// compares each with mimd. It returns a description of the first
// disagreement, or nil.
func CheckKernel(k *Kernel) error { return CheckKernelWith(k, Limits{}) }

// CheckKernelWith is CheckKernel within lim.
func CheckKernelWith(k *Kernel, lim Limits) error {
	cfg := Config()
	if lim.MaxCycles > 0 {
		cfg.MaxCycles = lim.MaxCycles
	}
	src, err := driver.FromText("fuzz.cl", []byte(k.Source), frontend.Options{})
	if err != nil {
		return fmt.Errorf("frontend: %w", err)
	}
	l, _, err := src.Launch(driver.Overrides{Dir: "."})
	if err != nil {
		return fmt.Errorf("launch: %w", err)
	}
	// Each mechanism runs the code compiled for it (its registry row's
	// target: mimd and pdom share the zero target; thread-frontier or
	// AWARE targets differ), as simtc run compiles it.
	run := func(mi sim.MechInfo) (*sim.Result, error) {
		obj, err := compile(k, mi.Name)
		if err != nil {
			return nil, fmt.Errorf("compile for %s: %w", mi.Name, err)
		}
		res, err := mechs.Run(obj, mi.Name, l, cfg)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", mi.Name, err)
		}
		return res, nil
	}
	var ref *sim.Result
	for _, mi := range mechs.Default().Rows() {
		if mi.Caps.Reference {
			if ref, err = run(mi); err != nil {
				return err
			}
		}
	}
	if ref == nil {
		return fmt.Errorf("no reference mechanism in the registry")
	}
	if ref.Status == sim.StatusMaxCycles && lim.MaxCycles > 0 {
		return Skipped
	}
	if ref.Status != sim.StatusOK {
		return fmt.Errorf("%s: status %s%s", ref.Mechanism, ref.Status, diag(ref))
	}
	for _, mi := range mechs.Default().Rows() {
		if mi.Caps.Reference || lim.Mechs != nil && !lim.Mechs(mi) {
			continue
		}
		res, err := run(mi)
		if err != nil {
			return err
		}
		if res.Status != sim.StatusOK {
			if k.Sync && res.Status != sim.StatusFault {
				continue
			}
			return fmt.Errorf("%s: status %s%s", mi.Name, res.Status, diag(res))
		}
		if d := diffBuffers(ref, res); d != "" {
			return fmt.Errorf("%s differs from %s: %s", mi.Name, ref.Mechanism, d)
		}
	}
	return nil
}

func diag(r *sim.Result) string {
	var b bytes.Buffer
	if r.Fault != nil {
		fmt.Fprintf(&b, ": %s", r.Fault)
	}
	if r.Diagnosis != nil {
		b.WriteString(" (")
		_ = r.WriteText(&b)
		b.WriteString(")")
	}
	return b.String()
}

// diffBuffers describes the first buffer element where a and b differ.
func diffBuffers(a, b *sim.Result) string {
	for i := range a.Buffers {
		x, y := &a.Buffers[i], &b.Buffers[i]
		if bytes.Equal(x.Data, y.Data) {
			continue
		}
		for j := 0; j < x.Len() && j < y.Len(); j++ {
			if x.Bits(j) != y.Bits(j) {
				return fmt.Sprintf("%s[%d] = %s, mimd %s", x.Name, j, y.Format(j), x.Format(j))
			}
		}
		return x.Name + " differs in length"
	}
	return ""
}
