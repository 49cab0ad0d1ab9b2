package machine

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mem"
)

func TestPresetsLoad(t *testing.T) {
	for _, n := range Names() {
		cfg, err := Preset(n)
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		if err := cfg.Validate(); err != nil {
			t.Errorf("%s: %v", n, err)
		}
		if Description(n) == "" {
			t.Errorf("%s: no description", n)
		}
	}
	want := []string{"c2050", "gtx480", "jin2012", "perfect", "simple", "volta"}
	if diff := cmp.Diff(want, Names()); diff != "" {
		t.Errorf("presets (-want +got):\n%s", diff)
	}
}

// The simple preset is sim.DefaultConfig and names every key, so it is
// the documented list of them.
func TestSimpleIsDefault(t *testing.T) {
	cfg, err := Preset("simple")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(sim.DefaultConfig(), cfg); diff != "" {
		t.Errorf("simple preset vs sim.DefaultConfig (-want +got):\n%s", diff)
	}
	text, _ := PresetFile("simple")
	for _, k := range Keys() {
		if k.Alias != nil || k.Name == "memory" {
			continue
		}
		name := k.Name
		if i := strings.IndexByte(name, '.'); i >= 0 {
			name = name[i+1:]
		}
		if !strings.Contains(string(text), "\n"+name+" = ") && !strings.HasPrefix(string(text), name+" = ") {
			t.Errorf("simple.toml does not set %s", k.Name)
		}
	}
}

// The presets' memories are sim/mem's presets of the same machines (two
// transcriptions of the same sources, checked against each other).
func TestPresetMemories(t *testing.T) {
	for _, tc := range []struct {
		name string
		mem  mem.Config
	}{
		{"simple", mem.Simple()}, {"perfect", mem.Perfect()}, {"jin2012", mem.Perfect()},
		{"gtx480", mem.GTX480()}, {"c2050", mem.C2050()}, {"volta", mem.Volta()},
	} {
		cfg, err := Preset(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.mem, cfg.Mem); diff != "" {
			t.Errorf("%s: memory (-sim/mem +preset):\n%s", tc.name, diff)
		}
	}
}

// The machines the issue asks for, by the numbers it gives.
func TestPresetMachines(t *testing.T) {
	get := func(n string) sim.Config {
		c, err := Preset(n)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	g := get("gtx480")
	if g.Cores != 15 || g.WarpsPerCore*g.WarpSize != 1536 || g.BlocksPerCore != 8 || g.SharedPerCore != 48<<10 ||
		g.Mem.L1.Size() != 16<<10 || g.Mem.L2.Size()*g.Mem.L2Banks*g.Mem.DRAM.Channels != 768<<10 ||
		g.Mem.DRAM.Channels*g.Mem.L2Banks != 12 || g.Scheduler != sim.SchedGTO || g.Schedulers != 2 {
		t.Errorf("gtx480: %+v", g)
	}
	if c := get("c2050"); c.Scheduler != sim.SchedGLRR || c.Cores != 14 {
		t.Errorf("c2050: sched %s cores %d", c.Scheduler, c.Cores)
	}
	j := get("jin2012")
	if j.Cores != 28 || j.SIMDWidth != 8 || j.WarpSize != 32 || j.Scheduler != sim.SchedMajority || j.Mem.GlobalLatency() != 1 || j.Mem.L1.Enabled() || j.SharedPerCore != 16<<10 {
		t.Errorf("jin2012: %+v", j)
	}
	if v := get("volta"); v.Cores != 80 || v.Schedulers != 4 || v.WarpsPerCore != 64 {
		t.Errorf("volta: %+v", v)
	}
}

func TestFormatRoundTrip(t *testing.T) {
	for _, n := range Names() {
		cfg, _ := Preset(n)
		text := Format(&cfg, Description(n))
		got, err := Parse(n+".toml", []byte(text))
		if err != nil {
			t.Fatalf("%s: %v\n%s", n, err, text)
		}
		if diff := cmp.Diff(cfg, got); diff != "" {
			t.Errorf("%s: Format then Parse (-want +got):\n%s", n, diff)
		}
	}
}

func TestParseFile(t *testing.T) {
	cfg, err := Parse("m.toml", []byte(`base = "gtx480"
# a comment
cores = 4
l1.sets = 64
[dram]
channels = 2   # fewer channels
core-mhz = 1_400
[l2]
latency = 0x10
`))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Preset("gtx480")
	want.Cores, want.Mem.L1.Sets, want.Mem.DRAM.Channels, want.Mem.DRAM.CoreMHz, want.Mem.L2.Latency = 4, 64, 2, 1400, 16
	if diff := cmp.Diff(want, cfg); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// Errors in a machine file name the file, line and column, and never
// panic.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"cores = 4\nwarp-size = 32\n", "m.toml:2:1: unknown key warp-size"},
		{"[l1]\nset = 4\n", "m.toml:2:1: unknown key l1.set (did you mean l1.sets?)"},
		{"cores = \"4\"\n", "m.toml:1:9: cores: want an integer, have a TOML string"},
		{"sched = \"fastest\"\n", `m.toml:1:9: sched: unknown value "fastest"`},
		{"l1.sectored = 1\n", "m.toml:1:15: l1.sectored: want true or false"},
		{"cores = 4\ncores = 5\n", "m.toml:2:1: key cores is set twice (first on line 1)"},
		{"[cache]\nsets = 1\n", "m.toml:1:2: unknown table [cache]"},
		{"[[l1]]\n", "m.toml:1:3: [[l1]]: a machine file has no arrays of tables"},
		{"cores = 4\nwarp = \n", "m.toml:2:"},
		{"cores = 4\nbase = \"gtx480\"\n", "m.toml:2:1: base must be the first key"},
		{"base = \"gtx999\"\n", `m.toml:1:8: base: unknown machine "gtx999"`},
		{"cores = 0\n", "m.toml:1:1: invalid machine configuration: cores: must be positive, is 0"},
		{"[l1]\nsets = 48\nline-size = 128\nways = 4\nmshrs = 8\nmshr-merge = 4\n", "m.toml:2:1: invalid machine configuration: l1.sets: must be 0 (no cache) or a power of two, is 48"},
		{"dram.core-mhz = inf\n", "dram.core-mhz: inf is not a finite number"},
		{"[dram]\nscheduler = \"fifo\"\n", `m.toml:2:13: dram.scheduler: unknown value "fifo" (want fcfs, frfcfs)`},
		{"[dram]\nqueue-size = -3\n", "m.toml:2:1: invalid machine configuration: dram.queue-size: must not be negative, is -3"},
	} {
		_, err := Parse("m.toml", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
		var fe *Error
		if err != nil && !errors.As(err, &fe) {
			t.Errorf("%q: %v is not a positioned *Error", tc.src, err)
		}
	}
}

func TestApplySettings(t *testing.T) {
	cfg := sim.DefaultConfig()
	s, err := ParseSettings("mem-latency=1,tx-cycles=0, shared-latency=3,memory=gtx480,l1.latency=20,sched=majority")
	if err != nil {
		t.Fatal(err)
	}
	if err := Apply(&cfg, s); err != nil {
		t.Fatal(err)
	}
	want := sim.DefaultConfig()
	want.Mem = mem.GTX480()
	want.Mem.L1.Latency = 20
	want.Scheduler = sim.SchedMajority
	if diff := cmp.Diff(want, cfg); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	cfg = sim.DefaultConfig()
	s, _ = ParseSettings("shared-latency=3")
	_ = Apply(&cfg, s)
	if cfg.Mem.Shared.Latency != 3 || cfg.Mem.LocalLatency != 3 {
		t.Errorf("shared-latency sets shared %d local %d", cfg.Mem.Shared.Latency, cfg.Mem.LocalLatency)
	}
	for _, bad := range []string{"cores", "cores=", "l1.sest=4", "warp=x", "description=x", "dram.scheduler=bogus", "dram.queue-size=x"} {
		s, err := ParseSettings(bad)
		if err == nil {
			err = Apply(&cfg, s)
		}
		if err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestHelpListsEveryKey(t *testing.T) {
	h := Help()
	for _, n := range Names() {
		if !strings.Contains(h, "  "+n+" ") {
			t.Errorf("help does not list preset %s", n)
		}
	}
	for _, k := range Keys() {
		if !strings.Contains(h, "  "+k.Name+" ") {
			t.Errorf("help does not list key %s", k.Name)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, n := range Names() {
		b, _ := PresetFile(n)
		f.Add(b)
	}
	f.Add([]byte("[l1]\nsets = 1\n[[x]]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := Parse("f.toml", data)
		if err == nil {
			if verr := cfg.Validate(); verr != nil {
				t.Fatalf("Parse accepted an invalid machine: %v", verr)
			}
		}
	})
}
