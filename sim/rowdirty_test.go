package sim_test

import (
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// TestRowDirtyMarksEveryWrite: the warp-repeat check hashes again only
// the register rows of registers defined since its last look (rowDirty,
// marked by noteDef on every issue path) and keeps the others' hashes; a
// register written on a path that does not mark it would make the check
// miss a change and call a healthy run repeated. Every row whose hash
// regsHash keeps is compared with its registers at the last look here,
// on spinning kernels (the repeat check runs after cycles without
// progress) under the mechanisms whose warps keep registers register-major
// (the stack mechanisms: pdom through the fused stack path, the others
// through the general path; per-thread mechanisms keep them lane-major
// and hash them whole), on both kinds of machine.
func TestRowDirtyMarksEveryWrite(t *testing.T) {
	spinALU := compileMiniC(t, "spinalu.cl", `
kernel void k(global int *flag, global int *out) {
    int t = get_local_id(0);
    int a = t, b = 1, c = 2;
    while (atomic_add(flag, 0) == 0) {
        a = (a * 3 + b) & 1023;
        b = b ^ c;
        c = (c + a) & 7;
    }
    out[t] = a + b + c;
}`)
	kernels := []struct {
		name   string
		o      *isa.Object
		launch string
	}{
		{"spinlock", spinLock(t), "grid=2 block=40 lock=int32[1] counter=int32[1]"},
		{"spin", spinOrWork(t), "grid=6 block=64 out=int32[6] flag=int32[1]"},
		{"spinalu", spinALU, "grid=2 block=64 flag=int32[1] out=int32[128]"},
	}
	for _, mech := range []string{"pdom", "hws", "tf-stack", "dps", "mp"} {
		me, err := mechs.Default().Parse(mech)
		if err != nil {
			t.Fatal(err)
		}
		checks := 0
		for _, k := range kernels {
			for _, mach := range []string{"simple", "gtx480"} {
				cfg, err := machine.Preset(mach)
				if err != nil {
					t.Fatal(err)
				}
				cfg.MaxCycles = 200000
				bad, n, err := sim.RowHashMismatches(k.o, me, mustLaunch(t, k.launch), cfg)
				if err != nil {
					t.Fatal(err)
				}
				checks += n
				if len(bad) > 0 {
					t.Errorf("%s/%s/%s: rows changed without a def marking them: %s", mech, k.name, mach, strings.Join(bad[:min(len(bad), 5)], ", "))
				}
			}
		}
		t.Logf("%s: %d looks at register-major warps", mech, checks)
		if checks == 0 {
			t.Errorf("%s: the repeat check never looked at a register-major warp: this test tests nothing for it", mech)
		}
	}
}
