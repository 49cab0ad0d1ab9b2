package mechs_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

func TestRegistry(t *testing.T) {
	reg := mechs.Default()
	rows, names := reg.Rows(), reg.Names()
	if len(rows) != len(names) || len(rows) != 14 {
		t.Fatalf("%d rows, %d names; want 14 mechanisms", len(rows), len(names))
	}
	help := reg.Help()
	for i, mi := range rows {
		if i > 0 && rows[i-1].Name >= mi.Name {
			t.Errorf("registry not sorted or not unique at %s", mi.Name)
		}
		if (mi.New == nil) == (mi.NewCore == nil) || mi.Doc == "" || names[i] != mi.Name {
			t.Errorf("%s: bad row", mi.Name)
		}
		if !strings.Contains(help, mi.Name) || !strings.Contains(help, mi.Doc) {
			t.Errorf("--mech help lacks %s", mi.Name)
		}
		if mi.Baseline != "" {
			if _, err := reg.Lookup(mi.Baseline); err != nil {
				t.Errorf("%s: baseline: %v", mi.Name, err)
			}
		}
	}
	if _, err := reg.Lookup(mechs.DefaultMechanism); err != nil {
		t.Errorf("the default mechanism: %v", err)
	}
	if _, err := reg.Lookup("nope"); err == nil || !strings.Contains(err.Error(), `unknown mechanism "nope" (known: aware, dps, dwf,`) {
		t.Errorf("Lookup(nope): %v", err)
	}
	// Each call is a fresh registry: adding to one leaves the next alone.
	if err := reg.Add(sim.MechInfo{Name: "extra", Doc: "x", New: rows[0].New}); err != nil {
		t.Fatal(err)
	}
	if _, err := mechs.Default().Lookup("extra"); err == nil {
		t.Error("a row added to one registry is in another")
	}
	for _, bad := range []sim.MechInfo{
		{Name: "pdom", New: rows[0].New},
		{Name: "both", New: rows[0].New, NewCore: func(*sim.Config, *isa.Object, sim.Params) sim.CoreMechanism { return nil }},
		{Name: "none"},
		{Name: "a:b", New: rows[0].New},
		{Name: "p", New: rows[0].New, Params: []sim.Param{{Name: "path-order", Usage: "another meaning", Parse: func(string) (any, error) { return nil, nil }}}},
		{Name: "q", New: rows[0].New, Params: []sim.Param{sim.SwitchParam("x", "x"), sim.SwitchParam("x", "x")}},
		{Name: "r", New: rows[0].New, Baseline: "pdom"},
	} {
		if err := reg.Add(bad); err == nil {
			t.Errorf("%s: row accepted", bad.Name)
		}
	}
}

// The parameters of the registry: who accepts which, and the flags they
// make (one per name).
func TestParams(t *testing.T) {
	reg := mechs.Default()
	var got []string
	for _, p := range reg.Params() {
		got = append(got, fmt.Sprintf("%s(%s)", p.Name, strings.Join(p.Mechs, ",")))
		if p.Usage == "" || p.Default == "" {
			t.Errorf("%s: no usage or default", p.Name)
		}
	}
	want := "max-splits(mp,mp-orec) no-sp(minpc) path-order(hws,pdom) rt-entries(aware) simd-width(en-dwf,en-dwf-hws,hws) st-entries(aware) timeout(aware)"
	if strings.Join(got, " ") != want {
		t.Errorf("parameters\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	for _, tc := range []struct{ spec, err string }{
		{"pdom", ""},
		{"pdom:path-order=fallthrough", ""},
		{"mp:max-splits=2", ""},
		{"aware:timeout=1000,st-entries=4", ""},
		{" aware : timeout=1000 , rt-entries=2 ", ""},
		{"minpc:no-sp", ""},
		{"minpc:no-sp=false", ""},
		{"hws:simd-width=4,path-order=taken", ""},
		{"mimd:path-order=taken", "mechanism mimd does not accept the parameter path-order (it accepts: none)"},
		{"pdom:max-splits=2", "mechanism pdom does not accept the parameter max-splits (it accepts: path-order)"},
		{"pdom:splits=2", "mechanism pdom does not accept the parameter splits (it accepts: path-order)"},
		{"aware:timeout=1,timeout=2", "parameter timeout given twice"},
		{"mp:max-splits=0", "parameter max-splits: want a positive integer, have \"0\""},
		{"aware:timeout=x", "parameter timeout: want a positive integer, have \"x\""},
		{"pdom:path-order=both", "parameter path-order: want taken or fallthrough, have \"both\""},
		{"minpc:no-sp=maybe", "parameter no-sp: want true or false, have \"maybe\""},
		{"mp:max-splits", "parameter max-splits: want max-splits=VALUE"},
		{"mp:", "empty parameter"},
		{"nope:x=1", "unknown mechanism \"nope\""},
	} {
		m, err := reg.Parse(tc.spec)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.spec, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want %q", tc.spec, err, tc.err)
		case err == nil:
			// The spec reads back.
			again, err := reg.Parse(m.String())
			if err != nil || again.String() != m.String() {
				t.Errorf("%s: %s reads back as %s (%v)", tc.spec, m, again, err)
			}
		}
	}
	if got := strings.Join(reg.SplitSpecs("mp:max-splits=2,aware:timeout=1000,st-entries=4,pdom,minpc:no-sp,mimd"), " | "); got != "mp:max-splits=2 | aware:timeout=1000,st-entries=4 | pdom | minpc:no-sp | mimd" {
		t.Errorf("SplitSpecs: %s", got)
	}
	if got := strings.Join(reg.SplitSpecs("minpc:no-sp=true,no-sp"), " | "); got != "minpc:no-sp=true,no-sp" {
		t.Errorf("SplitSpecs of a switch named twice: %s", got)
	}
}

// Parameter values reach the run: the effective values (given or
// default) are in the result, and a value the machine cannot take is an
// error of the launch.
func TestParamsInRun(t *testing.T) {
	obj := &isa.Object{
		Code:    []isa.Inst{{Op: isa.OpExit}},
		Kernels: []isa.Kernel{{Name: "k", NumRegs: 1}},
		Symbols: []isa.Symbol{{Name: "k", Size: isa.InstSize}},
	}
	l := &sim.Launch{Grid: 1, Block: 32}
	for _, tc := range []struct{ spec, params string }{
		{"pdom", "path-order=taken"},
		{"pdom:path-order=fallthrough", "path-order=fallthrough"},
		{"mimd", ""},
		{"aware:timeout=1000", "rt-entries=unlimited st-entries=unlimited timeout=1000"},
		{"hws", "path-order=taken simd-width=8"},
		{"hws:simd-width=4", "path-order=taken simd-width=4"},
		{"en-dwf", "simd-width=8"},
		{"minpc", "no-sp=false"},
	} {
		r, err := mechs.Run(obj, tc.spec, l, sim.DefaultConfig())
		if err != nil {
			t.Fatalf("%s: %v", tc.spec, err)
		}
		var got []string
		for _, p := range r.Params {
			got = append(got, p.Name+"="+p.Text)
		}
		if strings.Join(got, " ") != tc.params || r.Status != sim.StatusOK {
			t.Errorf("%s: %s, parameters %q, want %q", tc.spec, r.Status, strings.Join(got, " "), tc.params)
		}
	}
	if _, err := mechs.Run(obj, "hws:simd-width=33", l, sim.DefaultConfig()); err == nil || !strings.Contains(err.Error(), "parameter simd-width: 33 exceeds the warp size 32") {
		t.Errorf("simd-width 33 on 32-thread warps: %v", err)
	}
	// The launch's warp size is the machine's: 16 lanes take simd-width
	// 16, not 17.
	l16 := &sim.Launch{Grid: 1, Block: 32, Warp: 16}
	if _, err := mechs.Run(obj, "en-dwf:simd-width=16", l16, sim.DefaultConfig()); err != nil {
		t.Error(err)
	}
	if _, err := mechs.Run(obj, "en-dwf:simd-width=17", l16, sim.DefaultConfig()); err == nil {
		t.Error("simd-width 17 on 16-thread warps accepted")
	}
}

// The baseline of a hybrid-warp-size mechanism: the same mechanism with
// full-size warps (with the parameters it shares), on a SIMD unit one
// quarter-warp wide.
func TestBaseline(t *testing.T) {
	reg := mechs.Default()
	for _, tc := range []struct {
		spec, base string
		warp, simd int
	}{
		{"hws", "pdom", 0, 8},
		{"hws:simd-width=4,path-order=fallthrough", "pdom:path-order=fallthrough", 0, 4},
		{"en-dwf-hws:simd-width=16", "en-dwf:simd-width=16", 0, 16},
		{"hws", "pdom", 16, 4},
	} {
		m, err := reg.Parse(tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		l := &sim.Launch{Grid: 1, Block: 32, Warp: tc.warp}
		base, bc, ok, err := reg.Baseline(m, sim.DefaultConfig(), l)
		want, _ := reg.Parse(tc.base)
		if err != nil || !ok || base.String() != want.String() || bc.SIMDWidth != tc.simd {
			t.Errorf("%s: baseline %s on SIMD width %d (%v %v), want %s on %d", tc.spec, base, bc.SIMDWidth, ok, err, want, tc.simd)
		}
	}
	m, _ := reg.Parse("pdom")
	if _, _, ok, err := reg.Baseline(m, sim.DefaultConfig(), &sim.Launch{}); ok || err != nil {
		t.Errorf("pdom has a baseline: %v %v", ok, err)
	}
}
