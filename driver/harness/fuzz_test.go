package harness_test

import (
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
)

func FuzzParseDirectives(f *testing.F) {
	for _, s := range []string{
		"grid=2 block=64 warp=32 lock=int32[1] data=float32[4]:1,2*3 n=256",
		"counter=[64*2,-1]", "x[3]=7", "status=deadlock mech=pdom,mimd",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if l, err := harness.ParseLaunch(s, ""); err == nil {
			for _, a := range l.Args {
				if a.IsBuffer && len(a.Data) != a.Count*a.Type.Size() {
					t.Fatalf("%q: buffer size mismatch", s)
				}
			}
		}
		if e, err := harness.ParseExpect(s); err == nil {
			res := &sim.Result{Mechanism: "pdom", Status: sim.StatusOK, Buffers: []sim.Buffer{{Name: e.Name, Type: sim.Int32, Data: make([]byte, 8)}}}
			_ = harness.Check([]harness.Expect{e}, res)
		}
		_, _ = harness.Scan("f.cl", []byte(s))
		_, _ = harness.Scan("f.ll", []byte(s))
	})
}
