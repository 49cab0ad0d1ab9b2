package backend

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// TestSSYSync compiles the bundled kernels with ssy/sync, verifies the
// token stack of every path (checkTokens), and runs them on the simulator:
// the ssy/sync instructions must not change what the kernel computes.
func TestSSYSync(t *testing.T) {
	for _, path := range kernelFiles(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		for _, all := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/alldiv=%v", name, all), func(t *testing.T) {
				m := compileFile(t, path)
				o, err := Compile(m, Options{SSY: true, AllDivergent: all})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := isa.Marshal(o); err != nil {
					t.Fatal(err)
				}
				if err := checkTokens(o); err != nil {
					var sb strings.Builder
					o.WriteDisasm(&sb)
					t.Fatalf("%v\n%s", err, sb.String())
				}
				if all {
					checkExpects(t, o, m.Directives, "mimd")
					return
				}
				checkExpects(t, o, m.Directives)
			})
		}
	}
}

// TestCheckTokens: the token checker rejects broken ssy/sync code.
func TestCheckTokens(t *testing.T) {
	m := compileFile(t, filepath.Join(kernelDir, "mp_ifelse.cl"))
	o, err := Compile(m, Options{SSY: true, AllDivergent: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := checkTokens(o); err != nil {
		t.Fatal(err)
	}
	// Each ssy is needed, and so are the syncs.
	for _, op := range []isa.Op{isa.OpSSY, isa.OpSync} {
		n := 0
		for k, in := range o.Code {
			if in.Op != op {
				continue
			}
			n++
			bad := *o
			bad.Code = append([]isa.Inst(nil), o.Code...)
			bad.Code[k] = isa.Inst{Op: isa.OpNop}
			if op == isa.OpSync {
				for j := range bad.Code {
					if bad.Code[j].Op == isa.OpSync {
						bad.Code[j] = isa.Inst{Op: isa.OpNop}
					}
				}
			}
			if err := checkTokens(&bad); err == nil {
				t.Errorf("%s at %#x removed: no error", op, k*isa.InstSize)
			}
		}
		if n == 0 {
			t.Fatalf("the kernel has no %s", op)
		}
	}
}
