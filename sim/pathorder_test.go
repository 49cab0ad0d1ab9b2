package sim_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
)

// A one-sided wait: thread 0 sets a flag the other threads of its warp
// wait for. Under the IPDOM stack the verdict depends on which path runs
// first: if the waiting path runs first it spins forever (a SIMT
// deadlock), if the setting path runs first everyone finishes. Exactly one
// of the two path orders deadlocks, and mimd always finishes.
func TestPathOrderDecidesOneSidedWait(t *testing.T) {
	o := compileMiniC(t, "onesided.cl", `
kernel void onesided(volatile global int *flag, global int *out) {
    int tid = get_local_id(0);
    if (tid == 0) {
        *flag = 1;
    } else {
        while (*flag == 0) {}
    }
    out[tid] = 1;
}`)
	launch := "grid=1 block=32 flag=int32[1] out=int32[32]"
	status := map[sim.PathOrder]sim.Status{}
	for _, order := range []sim.PathOrder{sim.PathTaken, sim.PathFallthrough} {
		cfg := sim.DefaultConfig()
		cfg.Mech.PathOrder = order
		r := runLaunch(t, o, "pdom", launch, cfg)
		status[order] = r.Status
		if r.Stats.PathOrder != string(order) {
			t.Errorf("%s: path_order %q", order, r.Stats.PathOrder)
		}
		if r.Status == sim.StatusOK && r.Buffer("out").Int(31) != 1 {
			t.Errorf("%s: out[31] = %d", order, r.Buffer("out").Int(31))
		}
	}
	if (status[sim.PathTaken] == sim.StatusDeadlock) == (status[sim.PathFallthrough] == sim.StatusDeadlock) ||
		status[sim.PathTaken] == sim.StatusMaxCycles || status[sim.PathFallthrough] == sim.StatusMaxCycles {
		t.Errorf("taken first: %s, fall-through first: %s; want one ok and one deadlock", status[sim.PathTaken], status[sim.PathFallthrough])
	}
	if r := runLaunch(t, o, "mimd", launch, sim.DefaultConfig()); r.Status != sim.StatusOK {
		t.Errorf("mimd: %s", r.Status)
	}
}

func TestSettingsValidation(t *testing.T) {
	pdom, _ := sim.Lookup("pdom")
	mimd, _ := sim.Lookup("mimd")
	cfg := sim.DefaultConfig()
	if err := cfg.Mech.Set(sim.SettingPathOrder, "fallthrough"); err != nil {
		t.Fatal(err)
	}
	if err := cfg.ValidateFor(&pdom); err != nil {
		t.Errorf("pdom rejects path-order: %v", err)
	}
	if err := cfg.ValidateFor(&mimd); err == nil || err.Error() != "mechanism mimd does not accept the setting path-order (it accepts: none)" {
		t.Errorf("mimd: %v", err)
	}
	cfg = sim.DefaultConfig()
	_ = cfg.Mech.Set(sim.SettingMaxSplits, "2")
	if err := cfg.ValidateFor(&pdom); err == nil || err.Error() != "mechanism pdom does not accept the setting max-splits (it accepts: path-order)" {
		t.Errorf("pdom max-splits: %v", err)
	}
	if _, err := sim.Run(straight(t), "pdom", mustParse(t, "grid=1 block=32 out=int32[32]"), cfg); err == nil {
		t.Error("Run accepted a setting pdom does not read")
	}
	for _, bad := range []struct{ name, value, want string }{
		{"max-splits", "0", "setting max-splits: want a positive integer"},
		{"timeout", "x", "setting timeout: want a positive integer"},
		{"path-order", "both", "setting path-order: want taken or fallthrough"},
		{"splits", "2", `unknown setting "splits"`},
	} {
		var s sim.MechSettings
		if err := s.Set(bad.name, bad.value); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s=%s: %v, want %q", bad.name, bad.value, err, bad.want)
		}
	}
}

func TestRegistry(t *testing.T) {
	reg := sim.Registry()
	names := sim.Mechanisms()
	if len(reg) != len(names) {
		t.Fatal("Mechanisms and Registry disagree")
	}
	help := sim.MechHelp()
	for i, mi := range reg {
		if i > 0 && reg[i-1].Name >= mi.Name {
			t.Errorf("registry not sorted or not unique at %s", mi.Name)
		}
		if (mi.New == nil) == (mi.NewCore == nil) || mi.Doc == "" || names[i] != mi.Name {
			t.Errorf("%s: bad row", mi.Name)
		}
		if !strings.Contains(help, mi.Name) || !strings.Contains(help, mi.Doc) {
			t.Errorf("--mech help lacks %s", mi.Name)
		}
		for _, s := range mi.Settings {
			if !strings.Contains(" "+strings.Join(sim.SettingNames(), " ")+" ", " "+s+" ") {
				t.Errorf("%s reads an unknown setting %s", mi.Name, s)
			}
		}
	}
	if _, err := sim.Lookup("nope"); err == nil {
		t.Error("Lookup(nope)")
	}
	for _, s := range sim.SchedulerTable() {
		cfg := sim.DefaultConfig()
		cfg.Scheduler = s.Name
		if err := cfg.Validate(); err != nil {
			t.Errorf("%s: %v", s.Name, err)
		}
	}
	cfg := sim.DefaultConfig()
	cfg.Scheduler = "fifo"
	if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), `unknown scheduler "fifo" (want gtlrr, gto, lrr, random)`) {
		t.Errorf("fifo: %v", err)
	}
}

// simtc:expect metric expectations.
func TestMetricExpectations(t *testing.T) {
	r := runLaunch(t, straight(t), "pdom", "grid=1 block=32 out=int32[32]", sim.DefaultConfig())
	wi := r.Stats.WarpInstructions
	for _, tc := range []struct {
		text string
		fail bool
	}{
		{"mech=pdom warp_instructions=" + itoa(wi) + " simd_efficiency>=0.9", false},
		{"mech=pdom warp_instructions=" + itoa(wi+1), true},
		{"mech=mimd warp_instructions=1", false}, // about another mechanism
		{"cycles>0 cycles<1000000", false},
		{"simd_efficiency<0.5", true},
		{"max_stack_depth=1 reconvergences=0", false}, // the mechanism's named statistics
		{"mech=pdom nonsense=3", true},
		{"cycles!=" + itoa(r.Stats.Cycles), true},
	} {
		e, err := sim.ParseExpect(tc.text)
		if err != nil {
			t.Errorf("%s: %v", tc.text, err)
			continue
		}
		if e.Kind != sim.ExpectMetric {
			t.Errorf("%s: kind %v", tc.text, e.Kind)
		}
		errs := sim.Check([]sim.Expect{e}, r)
		if (len(errs) > 0) != tc.fail {
			t.Errorf("%s: errors %v, want failure %v", tc.text, errs, tc.fail)
		}
	}
	for _, bad := range []string{"mech=pdom", "cycles>=x", "mech=pdom 3=4", "mech=pdom cycles~3", "mech= cycles=1"} {
		if _, err := sim.ParseExpect(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// A buffer expectation stays one.
	if e, err := sim.ParseExpect("out=[1,2]"); err != nil || e.Kind != sim.ExpectBuffer {
		t.Errorf("out=[1,2]: %v %v", e.Kind, err)
	}
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }
