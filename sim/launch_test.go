package sim_test

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

func TestParseArg(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "d.bin"), []byte{1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff}, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		spec string
		typ  sim.ElemType
		want []string // formatted elements; nil for a scalar
	}{
		{"n=64", sim.ElemNone, nil},
		{"a=2.5", sim.ElemNone, nil},
		{"lock=int32[1]", sim.Int32, []string{"0"}},
		{"data=int32[4]:iota", sim.Int32, []string{"0", "1", "2", "3"}},
		{"data=float32[4]:1,2.5,-3,4", sim.Float32, []string{"1", "2.5", "-3", "4"}},
		{"data=int8[3]:-128,-1,127", sim.Int8, []string{"-128", "-1", "127"}},
		{"data=uint32[3]:4294967295,0*2", sim.Uint32, []string{"4294967295", "0", "0"}},
		{"data=int32[2]:@d.bin", sim.Int32, []string{"1", "-1"}},
		{"data=float64[2]:iota", sim.Float64, []string{"0", "1"}},
		// splitmix64 from seed 1: 0x910a2dec89025cc1, 0xbeeb8da1658eec67, 0xf893a2eefb32555e
		// (mod 10: 5, 9, 0; the first as a 53-bit fraction: 0.5665615751722809).
		{"data=int32[3]:rand(1,0,9)", sim.Int32, []string{"5", "9", "0"}},
		{"data=int32[2]:rand(1,-3,-3)", sim.Int32, []string{"-3", "-3"}},
		{"data=float64[1]:rand(1,0,1)", sim.Float64, []string{"0.5665615751722809"}},
		{"data=uint64[1]:18446744073709551615", sim.Uint64, []string{"18446744073709551615"}},
	} {
		a, err := sim.ParseArg(tc.spec, dir)
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		if tc.want == nil {
			if a.IsBuffer {
				t.Errorf("%s: parsed as a buffer", tc.spec)
			}
			continue
		}
		b := sim.Buffer{Name: a.Name, Type: a.Type, Data: a.Data}
		var got []string
		for i := 0; i < b.Len(); i++ {
			got = append(got, b.Format(i))
		}
		if a.Type != tc.typ || strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%s: %s %v, want %s %v", tc.spec, a.Type, got, tc.typ, tc.want)
		}
	}
	for _, tc := range []struct{ spec, want string }{
		{"n", "want NAME=SPEC"},
		{"x=int33[4]", "argument x: unknown element type"},
		{"x=int32[4", "argument x: missing ']'"},
		{"x=int32[2]:1,2,3", "argument x: 3 values for 2 elements"},
		{"x=int8[1]:300", "argument x: element 0"},
		{"x=int32[1]:@nope.bin", "argument x"},
		{"x=int32[1]:rand(1,2)", "argument x: \"rand(1,2)\": want rand(SEED,LO,HI)"},
		{"x=int32[1]:rand(1,5,2)", "want numbers LO <= HI"},
		{"x=int8[1]:rand(1,256,300)", "argument x: element 0"},
		{"x=abc", "argument x"},
		{"x=int32[-1]", "bad element count"},
	} {
		_, err := sim.ParseArg(tc.spec, dir)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.spec, err, tc.want)
		}
	}
}

// TestDirectivesOfTestdata parses the launch and expect directives of every
// bundled kernel.
func TestDirectivesOfTestdata(t *testing.T) {
	files, _ := filepath.Glob("../testdata/kernels/*.cl")
	if len(files) == 0 {
		t.Skip("no testdata kernels")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d, err := sim.ScanDirectives(string(src))
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if d.Launch == "" {
			t.Errorf("%s: no simtc:launch", f)
			continue
		}
		l, err := sim.ParseLaunch(d.Launch, filepath.Dir(f))
		if err != nil {
			t.Errorf("%s:%d: %v", f, d.LaunchLine, err)
			continue
		}
		if l.Grid < 1 || l.Block < 1 {
			t.Errorf("%s: grid %d block %d", f, l.Grid, l.Block)
		}
		exps, err := sim.ParseExpects(d.Expects)
		if err != nil {
			t.Errorf("%s: %v", f, err)
		}
		for _, e := range exps {
			if e.Kind == sim.ExpectStatus {
				continue
			}
			found := false
			for _, a := range l.Args {
				if a.Name == e.Name && a.IsBuffer {
					found = true
					if e.Kind == sim.ExpectBuffer && len(e.Values) != a.Count {
						t.Errorf("%s: expect %s lists %d values for %d elements", f, e.Name, len(e.Values), a.Count)
					}
				}
			}
			if !found {
				t.Errorf("%s: expect names %s, which is not a buffer argument", f, e.Name)
			}
		}
	}
}

func TestParseLaunch(t *testing.T) {
	l, err := sim.ParseLaunch("simtc:launch grid=2 block=64 warp=32 lock=int32[1] n=256", "")
	if err != nil {
		t.Fatal(err)
	}
	if l.Grid != 2 || l.Block != 64 || l.Warp != 32 || len(l.Args) != 2 || l.Args[1].Scalar != "256" {
		t.Errorf("%+v", l)
	}
	if err := l.Set("n=128", ""); err != nil || len(l.Args) != 2 || l.Args[1].Scalar != "128" {
		t.Errorf("override: %v %+v", err, l.Args)
	}
	for _, bad := range []string{"grid=0", "block=x", "foo", "x=int32[1]:q"} {
		if _, err := sim.ParseLaunch(bad, ""); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	d, err := sim.ScanDirectives("// simtc:launch grid=1 block=1\n; simtc:expect x=[1]\nint simtc:expect_not = 1;\n")
	if err != nil || d.Launch != "grid=1 block=1" || len(d.Expects) != 1 || d.ExpectLines[0] != 2 {
		t.Errorf("%v %+v", err, d)
	}
	if _, err := sim.ScanDirectives("// simtc:launch grid=1\n// simtc:launch grid=2\n"); err == nil {
		t.Error("two launch directives accepted")
	}
}

func TestExpect(t *testing.T) {
	res := &sim.Result{Mechanism: "pdom", Status: sim.StatusOK, Buffers: []sim.Buffer{
		{Name: "c", Type: sim.Int32, Data: []byte{64, 0, 0, 0, 0xff, 0xff, 0xff, 0xff}},
		{Name: "f", Type: sim.Float32, Data: []byte{0, 0, 0, 0x3f}},
	}}
	f32 := math.Float32bits(0.5)
	res.Buffers[1].Data = []byte{byte(f32), byte(f32 >> 8), byte(f32 >> 16), byte(f32 >> 24)}
	for _, tc := range []struct {
		exp  string
		fail bool
	}{
		{"c=[64,-1]", false},
		{"c=[64,4294967295]", false},
		{"c=[64*2]", true},
		{"c=[64]", true},
		{"c[1]=-1", false},
		{"c[0]=63", true},
		{"c[2]=0", true},
		{"f=[0.5]", false},
		{"f[0]=0.25", true},
		{"nope=[1]", true},
		{"status=ok mech=pdom", false},
		{"status=deadlock mech=pdom,mp", true},
		{"status=deadlock mech=mimd", false},
		{"status=ok", false},
	} {
		e, err := sim.ParseExpect(tc.exp)
		if err != nil {
			t.Errorf("%s: %v", tc.exp, err)
			continue
		}
		errs := sim.Check([]sim.Expect{e}, res)
		if (len(errs) > 0) != tc.fail {
			t.Errorf("%s: errors %v, want failure %v", tc.exp, errs, tc.fail)
		}
	}
	// Memory is not checked when the run deadlocked as expected.
	dl := &sim.Result{Mechanism: "pdom", Status: sim.StatusDeadlock, Buffers: res.Buffers}
	exps, _ := sim.ParseExpects([]string{"c=[1,2]", "status=deadlock mech=pdom"})
	if errs := sim.Check(exps, dl); len(errs) != 0 {
		t.Errorf("deadlock as expected: %v", errs)
	}
	dl.Mechanism, dl.Reference = "mimd", true // the semantic reference must end ok
	if errs := sim.Check(exps, dl); len(errs) != 1 {
		t.Errorf("mimd deadlock: %v", errs)
	}
	for _, bad := range []string{"status=maybe", "c=1", "c[x]=1", "status=ok foo=1", "=[1]"} {
		if _, err := sim.ParseExpect(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestConfigValidate(t *testing.T) {
	c := sim.DefaultConfig()
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	c.WarpSize, c.Scheduler, c.Mem.Coalesce.SegmentSize = 65, "fifo", 100
	err := c.Validate()
	if err == nil || !strings.Contains(err.Error(), "warp size") || !strings.Contains(err.Error(), "fifo") || !strings.Contains(err.Error(), "segment") {
		t.Errorf("Validate: %v", err)
	}
}

func TestSharedPointerParam(t *testing.T) {
	// A dynamic shared buffer: each thread writes tid to s[tid], the block
	// synchronizes, and out[tid] = s[(tid+1) % n].
	p := newProg("dyn.cl")
	p.at(1).i(s2r(0, isa.SRegTidX)).i(s2r(8, isa.SRegNtidX)).i(ldParam(1, 0)).i(ldParam(2, 8))
	p.at(2).i(opi(isa.OpShl, isa.I32, 3, 0, 2)).i(op3(isa.OpAdd, isa.I64, 3, 3, 1)).i(st32(isa.SpaceShared, 3, 0, 0)).i(bar())
	p.at(3).i(opi(isa.OpAdd, isa.I32, 4, 0, 1)).i(op3(isa.OpURem, isa.I32, 4, 4, 8)).
		i(opi(isa.OpShl, isa.I32, 4, 4, 2)).i(op3(isa.OpAdd, isa.I64, 4, 4, 1)).i(ld32(isa.SpaceShared, 5, 4, 0))
	p.at(4).elemAddr(6, 2, 0).i(st32(isa.SpaceGlobal, 6, 0, 5)).i(exit())
	o := p.object(t, "dyn", []param{sharedParam("s"), ptrParam("out")}, 9, 8)
	r := run(t, o, "pdom", "grid=1 block=48 s=int32[48] out=int32[48]", sim.DefaultConfig())
	if r.Status != sim.StatusOK {
		t.Fatalf("%s %v", r.Status, r.Fault)
	}
	for i, v := range ints(r.Buffer("out")) {
		if v != int64((i+1)%48) {
			t.Fatalf("out[%d] = %d", i, v)
		}
	}
	if len(r.Buffers) != 1 {
		t.Errorf("shared buffers are not results: %d buffers", len(r.Buffers))
	}
}

func TestPositionalBinding(t *testing.T) {
	// A kernel from LLVM IR without argument names: parameters "0", "1".
	o := spinLock(t)
	o.Kernels[0].Params[0].Name, o.Kernels[0].Params[1].Name = "0", "1"
	r := run(t, o, "mimd", "grid=1 block=32 lock=int32[1] counter=int32[1]", sim.DefaultConfig())
	if r.Status != sim.StatusOK || r.Buffer("counter").Int(0) != 32 {
		t.Fatalf("%s %v", r.Status, r.Buffers)
	}
	r = run(t, o, "mimd", "grid=1 block=32 0=int32[1] 1=int32[1]", sim.DefaultConfig())
	if r.Status != sim.StatusOK || r.Buffer("1").Int(0) != 32 {
		t.Fatalf("by number: %s %v", r.Status, r.Buffers)
	}
	_, err := mechs.Run(o, "mimd", mustLaunch(t, "grid=1 block=32 lock=int32[1]"), sim.DefaultConfig())
	if err == nil || !strings.Contains(err.Error(), "bound by position") {
		t.Errorf("missing positional argument: %v", err)
	}
}
