package difftest

import (
	"bytes"
	"fmt"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// Config bounds a run: generated kernels are short, so a healthy one
// finishes in far fewer cycles than these.
func Config() sim.Config {
	cfg := sim.DefaultConfig()
	cfg.MaxCycles = 2_000_000
	return cfg
}

// compile compiles k for target t with k's options.
func compile(k *Kernel, t isa.Target) (*isa.Object, error) {
	m, err := minic.Compile("fuzz.cl", []byte(k.Source), minic.Options{})
	if err != nil {
		return nil, fmt.Errorf("frontend: %w", err)
	}
	if err := ir.VerifyModule(m); err != nil {
		return nil, fmt.Errorf("frontend: invalid IR: %w", err)
	}
	o := pipeline.Options{SSDE: k.SSDE, NoInline: !k.Inline && !k.SSDE, Check: true}
	if k.Nvidia {
		r := isa.RPCNvidia
		o.Reconv = &r
	}
	p, err := pipeline.New(t, o)
	if err != nil {
		return nil, err
	}
	return p.Compile(m)
}

// Check generates the kernel of data, compiles it, runs it under every
// registered mechanism and compares each with mimd. It returns the kernel
// and a description of the first disagreement, or nil.
func Check(data []byte) (*Kernel, error) {
	k := Generate(data)
	// Every mechanism today runs the code of the zero target; with the
	// mechanism registry each row gives its own.
	obj, err := compile(k, isa.Target{})
	if err != nil {
		return k, fmt.Errorf("compile: %w", err)
	}
	l, err := sim.ParseLaunch(launchOf(k.Source), ".")
	if err != nil {
		return k, fmt.Errorf("launch: %w", err)
	}
	ref, err := sim.Run(obj, "mimd", l, Config())
	if err != nil {
		return k, fmt.Errorf("mimd: %w", err)
	}
	if ref.Status != sim.StatusOK {
		return k, fmt.Errorf("mimd: status %s%s", ref.Status, diag(ref))
	}
	for _, mech := range sim.Mechanisms() {
		if mech == "mimd" {
			continue
		}
		res, err := sim.Run(obj, mech, l, Config())
		if err != nil {
			return k, fmt.Errorf("%s: %w", mech, err)
		}
		if res.Status != sim.StatusOK {
			if k.Sync && res.Status != sim.StatusFault {
				continue
			}
			return k, fmt.Errorf("%s: status %s%s", mech, res.Status, diag(res))
		}
		if d := diffBuffers(ref, res); d != "" {
			return k, fmt.Errorf("%s differs from mimd: %s", mech, d)
		}
	}
	return k, nil
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

// launchOf returns the text of the simtc:launch line of src.
func launchOf(src string) string {
	d, _ := sim.ScanDirectives(src)
	return d.Launch
}
