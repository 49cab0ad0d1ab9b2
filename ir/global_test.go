package ir

import (
	"strings"
	"testing"
)

func TestGlobalInit(t *testing.T) {
	src := `; simtc IR
source "g.cl"

global @tbl: [2 x i32] constant = "0300000001000000"

kernel @k(%p: *global i32) {
entry:
  %0: *constant i32 = gep @tbl, i64 0, i64 1
  %1: i32 = load %0
  store %p, %1
  ret
}
`
	m, err := Parse("g.ir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	if g := m.Global("tbl"); len(g.Init) != 8 || g.Init[0] != 3 || g.Init[4] != 1 {
		t.Errorf("Init = %x", g.Init)
	}
	if got := m.String(); got != src {
		t.Errorf("round trip:\n%s", got)
	}

	// The verifier checks the size and the address space.
	m.Global("tbl").Init = []byte{1, 2, 3}
	if err := VerifyModule(m); err == nil || !strings.Contains(err.Error(), "initial contents have 3 bytes, the type [2 x i32] has 8") {
		t.Errorf("wrong-size init: %v", err)
	}
	s := m.NewGlobal("s", I32, SpaceShared)
	s.Init = []byte{0, 0, 0, 0}
	m.Global("tbl").Init = nil
	if err := VerifyModule(m); err == nil || !strings.Contains(err.Error(), "only global and constant memory can be initialized, not shared") {
		t.Errorf("shared init: %v", err)
	}

	for _, bad := range []string{`= "zz"`, `= ""`} {
		_, err := Parse("b.ir", []byte(strings.Replace(src, `= "0300000001000000"`, bad, 1)))
		if err == nil || !strings.Contains(err.Error(), "b.ir:4:") {
			t.Errorf("%s: error %v, want one at b.ir:4", bad, err)
		}
	}
}
