package harness_test

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
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
		{"data=float32[3]:fill(1.5)", sim.Float32, []string{"1.5", "1.5", "1.5"}},
		{"data=int16[2]:fill(-2)", sim.Int16, []string{"-2", "-2"}},
		{"data=uint8[2]:fill( 0xff )", sim.Uint8, []string{"255", "255"}},
	} {
		a, err := harness.ParseArg(tc.spec, dir)
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
		{"x=int32[-0]", `bad element count "-0"`},
		{"x=int32[0]", `bad element count "0"`},
		{"x=int32[+4]", `bad element count "+4"`},
		{"x=int32[2]:fill()", "want fill(VALUE)"},
		{"x=int32[2]:fill(1", "want fill(VALUE)"},
		{"x=int8[2]:fill(300)", `argument x: fill: "300" is not a int8`},
		{"x=float32[2]:fill(one)", "argument x: fill:"},
	} {
		_, err := harness.ParseArg(tc.spec, dir)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.spec, err, tc.want)
		}
	}
}

// TestDirectivesOfTestdata parses the launch and expect directives of every
// bundled kernel.
func TestDirectivesOfTestdata(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/kernels/*.cl")
	if len(files) == 0 {
		t.Fatal("no kernels in ../../testdata/kernels: the corpus moved, and this test would check nothing")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d, err := harness.Scan(f, src)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if d.Launch == "" {
			t.Errorf("%s: no simtc:launch", f)
			continue
		}
		l, err := harness.ParseLaunch(d.Launch, filepath.Dir(f))
		if err != nil {
			t.Errorf("%s:%d: %v", f, d.LaunchPos.Line, err)
			continue
		}
		if l.Grid < 1 || l.Block < 1 {
			t.Errorf("%s: grid %d block %d", f, l.Grid, l.Block)
		}
		exps, err := harness.ParseExpects(d.Expects)
		if err != nil {
			t.Errorf("%s: %v", f, err)
		}
		for _, e := range exps {
			if e.Kind == harness.ExpectStatus {
				continue
			}
			found := false
			for _, a := range l.Args {
				if a.Name == e.Name && a.IsBuffer {
					found = true
					if e.Kind == harness.ExpectBuffer && len(e.Values) != a.Count {
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
	l, err := harness.ParseLaunch("simtc:launch grid=2 block=64 warp=32 lock=int32[1] n=256", "")
	if err != nil {
		t.Fatal(err)
	}
	if l.Grid != 2 || l.Block != 64 || l.Warp != 32 || len(l.Args) != 2 || l.Args[1].Scalar != "256" {
		t.Errorf("%+v", l)
	}
	if err := harness.Set(l, "n=128", ""); err != nil || len(l.Args) != 2 || l.Args[1].Scalar != "128" {
		t.Errorf("override: %v %+v", err, l.Args)
	}
	for _, bad := range []string{"grid=0", "block=x", "foo", "x=int32[1]:q"} {
		if _, err := harness.ParseLaunch(bad, ""); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	d, err := harness.Scan("k.ll", []byte("; simtc:launch grid=1 block=1\n; simtc:expect x=[1]\n@g = global i32 0 ; not simtc:expect\n"))
	if err != nil || d.Launch != "grid=1 block=1" || len(d.Expects) != 1 || d.ExpectPos[0].Line != 2 || d.ExpectPos[0].Col != 1 {
		t.Errorf("%v %+v", err, d)
	}
	d, err = harness.Scan("k.cl", []byte("int x; // simtc:expect x=[1]\n/* simtc:launch grid=3 */\n"))
	if err != nil || d.Launch != "" || len(d.Expects) != 1 || d.ExpectPos[0].Col != 8 {
		t.Errorf("%v %+v", err, d)
	}
	if _, err := harness.Scan("k.cl", []byte("// simtc:launch grid=1\n// simtc:launch grid=2\n")); err == nil || !strings.Contains(err.Error(), "k.cl:2:1:") {
		t.Errorf("two launch directives: %v", err)
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
		e, err := harness.ParseExpect(tc.exp)
		if err != nil {
			t.Errorf("%s: %v", tc.exp, err)
			continue
		}
		errs := harness.Check([]harness.Expect{e}, res)
		if (len(errs) > 0) != tc.fail {
			t.Errorf("%s: errors %v, want failure %v", tc.exp, errs, tc.fail)
		}
	}
	// Memory is not checked when the run deadlocked as expected.
	dl := &sim.Result{Mechanism: "pdom", Status: sim.StatusDeadlock, Buffers: res.Buffers}
	exps, _ := harness.ParseExpects([]string{"c=[1,2]", "status=deadlock mech=pdom"})
	if errs := harness.Check(exps, dl); len(errs) != 0 {
		t.Errorf("deadlock as expected: %v", errs)
	}
	dl.Mechanism, dl.Reference = "mimd", true // the semantic reference must end ok
	if errs := harness.Check(exps, dl); len(errs) != 1 {
		t.Errorf("mimd deadlock: %v", errs)
	}
	for _, bad := range []string{"status=maybe", "c=1", "c[x]=1", "status=ok foo=1", "=[1]"} {
		if _, err := harness.ParseExpect(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestSpecHelp: every example of the spec documentation parses (but the
// @file one, which needs the file), and the README carries the same text.
func TestSpecHelp(t *testing.T) {
	n := 0
	for _, line := range strings.Split(harness.SpecHelp, "\n") {
		if !strings.HasPrefix(line, "  ") {
			continue
		}
		for _, f := range strings.Fields(line) {
			if strings.HasPrefix(f, "(") {
				f = strings.TrimSuffix(f[1:], ")")
			}
			if !strings.Contains(f, "=") || strings.Contains(f, "@") || strings.Contains(f, "SEED") {
				continue
			}
			if err := harness.Set(&sim.Launch{}, f, ""); err != nil {
				t.Errorf("documented spec %s: %v", f, err)
			}
			n++
		}
	}
	if n < 10 {
		t.Errorf("only %d documented specs found", n)
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "```\n"+harness.SpecHelp+"```") {
		t.Error("README.md does not carry harness.SpecHelp verbatim in a code block (section Launching a kernel)")
	}
}
