package main

// A mechanism with one parameter added in this file alone: a registry row
// handed to the command line (newAppWith), which builds simtc run's flags,
// --mech help and bench --mech NAME:param=V from the registry.

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// stall is pdom whose every warp instruction occupies the core's issue
// for stall-cycles cycles.
type stall struct {
	sim.Mechanism
	cycles int
}

func (m *stall) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	c := m.Mechanism.Commit(w, s, o, now)
	c.IssueCycles = m.cycles
	return c
}

// withStall is the default registry and the stall mechanism's row.
func withStall(t *testing.T) *sim.Registry {
	reg := mechs.Default()
	pdom, err := reg.Lookup("pdom")
	if err != nil {
		t.Fatal(err)
	}
	err = reg.Add(sim.MechInfo{
		Name: "stall",
		Doc:  "test: pdom whose every warp instruction occupies the issue for stall-cycles cycles",
		New: func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
			return &stall{Mechanism: pdom.New(cfg, obj, sim.Params{}), cycles: int(p.Int("stall-cycles"))}
		},
		Caps:   pdom.Caps,
		Params: []sim.Param{sim.IntParam("stall-cycles", "test: cycles each warp instruction occupies the issue (`N`)", "1", 1, 16)},
	})
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func simtcWith(t *testing.T, reg *sim.Registry, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	app := newAppWith(reg, &out, &errb)
	code := runApp(app, append([]string{"simtc"}, args...), &errb)
	return code, out.String(), errb.String()
}

func TestMechanismFromRegistry(t *testing.T) {
	reg := withStall(t)
	k := "testdata/kernels/saxpy.cl"
	code, help, _ := simtcWith(t, reg, "run", "--mech", "help")
	if code != 0 || !strings.Contains(help, "stall") || !strings.Contains(help, "(parameters: stall-cycles)") {
		t.Errorf("--mech help: exit %d\n%s", code, help)
	}
	cycles := func(args ...string) int64 {
		t.Helper()
		code, out, errs := simtcWith(t, reg, append([]string{"run", "--json"}, append(args, k)...)...)
		if code != 0 {
			t.Fatalf("run %v: exit %d\n%s", args, code, errs)
		}
		var r struct {
			Mechanism string            `json:"mechanism"`
			Params    map[string]string `json:"mechanism_params"`
			Cycles    int64             `json:"cycles"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		return r.Cycles
	}
	one, four := cycles("--mech", "stall"), cycles("--mech", "stall", "--stall-cycles", "4")
	if four <= one {
		t.Errorf("--stall-cycles 4 runs %d cycles, the default 1 runs %d", four, one)
	}
	if code, _, errs := simtcWith(t, reg, "run", "--mech", "pdom", "--stall-cycles", "4", k); code != exitInput || !strings.Contains(errs, "stall-cycles") {
		t.Errorf("--stall-cycles under pdom: exit %d\n%s", code, errs)
	}

	code, csv, errs := simtcWith(t, reg, "bench", "--format", "csv", "--mech", "pdom,stall:stall-cycles=4", k)
	if code != 0 || !strings.Contains(csv, ",stall:stall-cycles=4,") {
		t.Fatalf("bench --mech pdom,stall:stall-cycles=4: exit %d\n%s%s", code, csv, errs)
	}
	if code, _, errs := simtcWith(t, reg, "bench", "--mech", "stall:stall-cycles=99", k); code != exitInput || !strings.Contains(errs, "stall-cycles") {
		t.Errorf("bench with an out-of-range parameter: exit %d\n%s", code, errs)
	}
}

// TestHelpListsMechanisms: the help of every command that takes a
// mechanism lists the registry's mechanisms, a test's own included (the
// help once said "pdom or mimd" when 14 were registered).
func TestHelpListsMechanisms(t *testing.T) {
	reg := withStall(t)
	for _, cmd := range []string{"run", "build", "bench"} {
		code, out, errs := simtcWith(t, reg, cmd, "--help")
		if code != 0 {
			t.Fatalf("%s --help: exit %d\n%s", cmd, code, errs)
		}
		for _, name := range reg.Names() {
			if !regexp.MustCompile(`[ (]` + regexp.QuoteMeta(name) + `[,).]`).MatchString(out) {
				t.Errorf("simtc %s --help does not list mechanism %s", cmd, name)
			}
		}
	}
}
