package multipath

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/simtest"
)

// harness is simtest's harness whose steps chain with the multi-path
// steps below (tables, onSeq …).
type harness struct{ *simtest.Harness }

func newHarness(t testing.TB, m sim.Mechanism, n int, pc uint32) *harness {
	return &harness{simtest.NewHarness(t, m, n, pc)}
}

func (h *harness) splits() []sim.Split           { return h.Splits() }
func (h *harness) commit(o sim.Outcome) sim.Cost { h.T.Helper(); return h.Commit(o) }
func (h *harness) want(s ...sim.Split) *harness  { h.T.Helper(); h.Want(s...); return h }
func (h *harness) advance(cycles int64) *harness { h.Advance(cycles); return h }
func (h *harness) seq() *harness                 { h.T.Helper(); h.Seq(); return h }
func (h *harness) jump(target uint32) *harness   { h.T.Helper(); h.Jump(target); return h }
func (h *harness) exit() *harness                { h.T.Helper(); h.Exit(); return h }

func (h *harness) branch(taken uint64, target, rpc uint32) *harness {
	h.T.Helper()
	h.Branch(taken, target, rpc)
	return h
}
