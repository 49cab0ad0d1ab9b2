package sim_test

// Fair counting (issue 28): what a warp instruction is does not depend on
// the mechanism. A warp that never diverges issues the same instructions
// under every SIMT mechanism on the same object (a reconvergence check is
// not an instruction, and no conservative branch is taken when no thread
// is disabled); the slots a mechanism issues with every lane off are warp
// instructions with no active thread.

import (
	"fmt"
	"testing"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// noDivergence branches on the warp index only: every warp takes its own
// path through an unstructured loop (a goto out of it, a break, an
// if-else), but its threads always take the same one. Its branches are on
// a thread-id-derived value, so the compiler gives them reconvergence
// points, frontiers, join points and conservative flags all the same.
const noDivergence = `
kernel void nodiv(global int *out) {
    int w = get_local_id(0) / 32;
    int x = get_local_id(0);
    for (int i = 0; i < w + 3; i++) {
        if (w == 1 && i == 2)
            goto skip;
        if ((w + i) % 3 == 0)
            x += i;
        else
            x -= 1;
        if (w > 2 && i > 1)
            break;
    }
    x = x * 2;
skip:
    out[get_local_id(0)] = x;
}`

// compileTarget compiles src for target t.
func compileTarget(t testing.TB, name, src string, tgt isa.Target) *isa.Object {
	t.Helper()
	p, err := pipeline.New(tgt, pipeline.Options{Check: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := minic.Compile(name, []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := p.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestNoDivergenceSameInstructions: on one object (with thread-frontier
// metadata, on either layout) warps that never diverge issue exactly the
// warp instructions pdom issues under each of tf-stack, tf-sandy and
// minpc, with SIMD efficiency 1.
func TestNoDivergenceSameInstructions(t *testing.T) {
	for _, layout := range []isa.Layout{isa.LayoutPriority, isa.LayoutRPO} {
		o := compileTarget(t, "nodiv.cl", noDivergence, isa.Target{Layout: layout, Frontiers: true})
		joins, cons := 0, 0
		for _, b := range o.Blocks {
			if b.Join {
				joins++
			}
		}
		for _, in := range o.Code {
			if in.Flags&isa.FlagCons != 0 {
				cons++
			}
		}
		if joins == 0 || cons == 0 {
			t.Fatalf("%s: %d join points, %d conservative branches: the kernel tests nothing", layout, joins, cons)
		}
		l := mustParse(t, "grid=2 block=128 out=int32[128]")
		pdom, err := mechs.Run(o, "pdom", l, sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if pdom.Status != sim.StatusOK || pdom.Stats.DivergentBranches != 0 || pdom.Stats.SIMDEfficiency != 1 {
			t.Fatalf("%s: pdom %s, %d divergent branches, SIMD efficiency %v: the warps diverge", layout, pdom.Status, pdom.Stats.DivergentBranches, pdom.Stats.SIMDEfficiency)
		}
		for _, mech := range []string{"tf-stack", "tf-sandy", "minpc"} {
			t.Run(fmt.Sprintf("%s/%s", layout, mech), func(t *testing.T) {
				r, err := mechs.Run(o, mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatal(err)
				}
				if r.Status != sim.StatusOK || !jsonEqual(entryOf(t, r).Buffers, entryOf(t, pdom).Buffers) {
					t.Fatalf("%s, or memory differs from pdom's", r.Status)
				}
				if a, b := r.Stats.WarpInstructions, pdom.Stats.WarpInstructions; a != b {
					t.Errorf("%d warp instructions, pdom %d", a, b)
				}
				if a, b := r.Stats.ThreadInstructions, pdom.Stats.ThreadInstructions; a != b {
					t.Errorf("%d thread instructions, pdom %d", a, b)
				}
				if r.Stats.SIMDEfficiency != 1 {
					t.Errorf("SIMD efficiency %v, want 1", r.Stats.SIMDEfficiency)
				}
				if r.Layout != layout.String() {
					t.Errorf("layout %q, want %q", r.Layout, layout)
				}
			})
		}
	}
}

// emptySlots is pdom that reports one empty issue slot after every
// instruction (as TF-SANDY reports its conservative no-ops).
type emptySlots struct{ sim.Mechanism }

func (m *emptySlots) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	c := m.Mechanism.Commit(w, s, o, now)
	c.EmptySlots, c.IssueCycles = 1, 2
	return c
}

// TestEmptySlots: an empty issue slot is a warp instruction with no active
// thread: it doubles warp instructions and lane slots and halves the SIMD
// efficiency, and leaves thread instructions alone.
func TestEmptySlots(t *testing.T) {
	reg := mechs.Default()
	pdom, err := reg.Lookup("pdom")
	if err != nil {
		t.Fatal(err)
	}
	err = reg.Add(sim.MechInfo{
		Name: "empty",
		Doc:  "test: pdom with an empty issue slot after every instruction",
		New: func(cfg *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism {
			return &emptySlots{pdom.New(cfg, obj, sim.Params{})}
		},
		Caps: pdom.Caps,
	})
	if err != nil {
		t.Fatal(err)
	}
	o := straight(t)
	l := mustParse(t, "grid=1 block=64 out=int32[64]")
	a, err := reg.Run(o, "pdom", l, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	b, err := reg.Run(o, "empty", l, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if b.Stats.WarpInstructions != 2*a.Stats.WarpInstructions || b.Stats.LaneSlots != 2*a.Stats.LaneSlots ||
		b.Stats.ThreadInstructions != a.Stats.ThreadInstructions || b.Stats.SIMDEfficiency != a.Stats.SIMDEfficiency/2 {
		t.Errorf("with empty slots: %d warp instructions, %d lane slots, %d thread instructions, efficiency %v; without: %d, %d, %d, %v",
			b.Stats.WarpInstructions, b.Stats.LaneSlots, b.Stats.ThreadInstructions, b.Stats.SIMDEfficiency,
			a.Stats.WarpInstructions, a.Stats.LaneSlots, a.Stats.ThreadInstructions, a.Stats.SIMDEfficiency)
	}
	if a.Stats.LaneSlots != a.Stats.WarpInstructions*32 {
		t.Errorf("%d lane slots for %d warp instructions of full warps", a.Stats.LaneSlots, a.Stats.WarpInstructions)
	}
}
