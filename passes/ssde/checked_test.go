package ssde

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/transform"
)

// compile compiles mini-C source and prepares its kernel as Apply expects.
func compile(t *testing.T, name, src string) *ir.Func {
	t.Helper()
	m, err := minic.Compile(name, []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := transform.Inline(m); err != nil {
		t.Fatal(err)
	}
	f := m.Kernels()[0]
	transform.MergeReturns(f)
	return f
}

// pastBarrier is internal/difftest/testdata/ssde_past_barrier.cl: the spin
// loop's SafePDom lies after a barrier loop that may run zero times.
const pastBarrier = `
kernel void k(global int *out, int n)
{
    int tid = get_local_id(0);
    if (tid == 3) {
        while (out[0] > 5) {
        }
    }
    for (int i = 0; i < n; i++) {
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[tid] = 1;
}
`

// addedHazards returns the hazards (deadlock.Hazards.Added) that the
// rewrite of a copy of f by do adds.
func addedHazards(t *testing.T, f *ir.Func, do func(*ir.Func)) (captured []*ir.Instr, barriers int) {
	t.Helper()
	m, err := ir.Parse(f.Module.File, []byte(f.Module.String()))
	if err != nil {
		t.Fatal(err)
	}
	g := m.Func(f.Name)
	before := deadlock.FindHazards(g, deadlock.Options{})
	do(g)
	if err := ir.Verify(g); err != nil {
		t.Fatal(err)
	}
	return deadlock.FindHazards(g, deadlock.Options{}).Added(before, nil)
}

// TestPastBarrier: the paper's placement puts the barrier between the if's
// divergent branch (and the new switch) and their reconvergence point;
// Apply moves the switch before the barrier loop and says why.
func TestPastBarrier(t *testing.T) {
	f := compile(t, "past_barrier.cl", pastBarrier)
	_, paper := addedHazards(t, f, func(g *ir.Func) {
		if _, err := Transform(g, deadlock.Detect(g, deadlock.Options{}), Options{}); err != nil {
			t.Fatal(err)
		}
	})
	if paper == 0 {
		t.Fatal("the paper's placement puts no barrier before a reconvergence point: the test no longer shows the case")
	}
	_, checked := addedHazards(t, f, func(g *ir.Func) {
		if _, err := Apply(g, deadlock.Options{}); err != nil {
			t.Fatal(err)
		}
	})
	if checked != 0 {
		t.Errorf("after Apply, %d barriers lie before a divergent branch's reconvergence point", checked)
	}
	res, err := Apply(f, deadlock.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Fallbacks) != 1 || res.Fallbacks[0].Left || !strings.Contains(res.Fallbacks[0].Why, "barrier") {
		t.Fatalf("fallbacks %+v, want the loop's switch moved before the barrier", res.Fallbacks)
	}
	if len(res.Switches) != 1 {
		t.Fatalf("%d switch blocks, want 1", len(res.Switches))
	}
	// No barrier on a path from the switch block's successors back to it.
	s := res.Switches[0]
	seen := map[*ir.Block]bool{s: true}
	work := []*ir.Block{s.Succs[1]}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		for _, i := range b.Instrs {
			if i.Op == ir.OpBarrier {
				t.Errorf("barrier in %s on the switch block's loop", b.Name)
			}
		}
		work = append(work, b.Succs...)
	}
}

// handshakeThenNestedLock is generated kernel 2201 of internal/explore: a
// two-way flag handshake (Fig. 4a), then a done-flag lock whose holder
// takes an inner lock. With may-alias parameters every loop's SafePDom is
// the kernel's end; the inner lock's back edge routed there moves the
// outer CAS branch's reconvergence point to it, and the outer lock's
// losers spin round the done-flag loop while its holder waits at the
// switch.
const handshakeThenNestedLock = `
kernel void g(volatile global int *locks, volatile global int *cnt, volatile global int *flags)
{
    int tid = get_global_id(0);
    if (tid == 0) {
        atomic_xchg(&flags[2], 1);
        while (flags[6] == 0) {
        }
        cnt[1] = cnt[1] + 1;
    } else if (tid == 1) {
        while (flags[2] == 0) {
        }
        atomic_xchg(&flags[6], 1);
    }
    int done2 = 0;
    while (!done2) {
        if (atomic_cmpxchg(&locks[0], 0, 1) == 0) {
            cnt[2] = cnt[2] + 1;
            while (atomic_cmpxchg(&locks[7], 0, 1) != 0) {
            }
            cnt[3] = cnt[3] + 1;
            atomic_xchg(&locks[7], 0);
            atomic_xchg(&locks[0], 0);
            done2 = 1;
        }
    }
}
`

// TestCapturedLock: the paper's placement moves the outer CAS branch's
// reconvergence point out of the done-flag loop, so that the losers can
// come back to the branch without reaching it (the branch gains a spin
// region); after Apply they cannot.
func TestCapturedLock(t *testing.T) {
	spins := func(g *ir.Func) bool {
		for _, b := range g.Blocks {
			tm := b.Terminator()
			if tm == nil || tm.Op != ir.OpCondBr {
				continue
			}
			c, ok := tm.Args[0].(*ir.Instr)
			if !ok || c.Op != ir.OpICmp || c.Pred != ir.PredEQ {
				continue
			}
			if x, ok := c.Args[0].(*ir.Instr); !ok || x.Op != ir.OpCmpXchg {
				continue
			}
			rp := dom.PostDominators(g).IDom(b)
			seen := map[*ir.Block]bool{}
			work := append([]*ir.Block(nil), b.Succs...)
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if x == b {
					return true
				}
				if x == rp || seen[x] {
					continue
				}
				seen[x] = true
				work = append(work, x.Succs...)
			}
			return false
		}
		t.Fatal("no outer CAS branch")
		return false
	}
	f := compile(t, "handshake_nested.cl", handshakeThenNestedLock)
	if len(deadlock.Detect(f, deadlock.Options{}).Loops) < 3 {
		t.Fatal("fewer than 3 flagged loops: the test no longer shows the case")
	}
	if spins(f) {
		t.Fatal("the outer CAS branch spins as written: the test no longer shows the case")
	}
	for _, paper := range []bool{true, false} {
		m, err := ir.Parse(f.Module.File, []byte(f.Module.String()))
		if err != nil {
			t.Fatal(err)
		}
		g := m.Func(f.Name)
		var res *Result
		if paper {
			_, err = Transform(g, deadlock.Detect(g, deadlock.Options{}), Options{})
		} else {
			res, err = Apply(g, deadlock.Options{})
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := ir.Verify(g); err != nil {
			t.Fatal(err)
		}
		switch s := spins(g); {
		case paper && !s:
			t.Error("the paper's placement gives the outer CAS branch no spin region: the test no longer shows the case")
		case !paper && s:
			t.Errorf("after Apply the outer CAS branch's losers spin round the done-flag loop:\n%s", g)
		}
		if !paper {
			// Alone, or only together with the other loops' switches (no
			// single loop's rewrite captures the branch by itself).
			captures := 0
			for _, fb := range res.Fallbacks {
				if strings.Contains(fb.Why, "captures an enclosing spin region") || strings.Contains(fb.Why, "together with the others' at their SafePDoms, captures a spin region") {
					captures++
				}
			}
			if captures == 0 {
				t.Errorf("no fallback says why: %+v", res.Fallbacks)
			}
		}
	}
}

// TestBarnesHutO2: testdata/llvm/fig4b_barneshut_flag.O2.ll. The paper's
// placement (the switch at the kernel's end) moves the reconvergence point
// of the outer loop's branch on k == 1 to the switch, so that branch gains
// a spin region that Algorithm 1 flags on the rewritten CFG; but every
// write that region waits for (the start flags) lies inside it: the
// threads going round it are the producers. Apply keeps the paper's
// placement, which runs clean (internal/explore.TestBarnesHutSSDE).
func TestBarnesHutO2(t *testing.T) {
	path := filepath.Join(corpus.Root(), "testdata", "llvm", "fig4b_barneshut_flag.O2.ll")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvm.Import(filepath.Base(path), src, llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := transform.Inline(m); err != nil {
		t.Fatal(err)
	}
	f := m.Kernels()[0]
	transform.MergeReturns(f)
	det := deadlock.Detect(f, deadlock.Options{})
	if len(det.Loops) != 1 {
		t.Fatalf("%d flagged loops, want 1", len(det.Loops))
	}
	captured, _ := addedHazards(t, f, func(g *ir.Func) {
		if _, err := Transform(g, deadlock.Detect(g, deadlock.Options{}), Options{}); err != nil {
			t.Fatal(err)
		}
	})
	if len(captured) == 0 {
		t.Fatal("the paper's placement captures no branch: the test no longer shows the case")
	}
	safe := det.Loops[0].SafePDom
	res, err := Apply(f, deadlock.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(f); err != nil {
		t.Fatal(err)
	}
	if len(res.Fallbacks) != 0 || len(res.Switches) != 1 {
		t.Fatalf("fallbacks %+v, %d switch blocks; want the paper's placement at %v", res.Fallbacks, len(res.Switches), safe)
	}
	// Detection finds nothing in the rewrite: the loop it builds round the
	// producers runs through the outer loop's exit test on k, an induction
	// variable that SSA repair split into a web of phis (deadlock's
	// webStep); without it the loop is flagged (issue 17: lint on an SSDE
	// output reports nothing).
	if res.Flagged != 0 {
		t.Errorf("detection flags %d loops after Apply:\n%s", res.Flagged, f)
	}
	// The switch block is where the paper puts it: just before the
	// SafePDom's instruction (the kernel's return).
	if s := res.Switches[0]; len(s.Succs) == 0 || s.Succs[0].Terminator().Op != ir.OpRet {
		t.Errorf("switch block %s does not lead to the return", s.Name)
	}
}

// heldOwner is generated kernel 467 of internal/explore: a nested lock
// inside a done-flag lock on locks[3], taken by the odd threads, then a
// second lock on locks[3] taken by every fourth thread.
const heldOwner = `
kernel void g467(volatile global int *locks, volatile global int *cnt, volatile global int *flags, constant int *stop)
{
    int tid = get_global_id(0);
    if (tid % 2 == 1) {
        int done2 = 0;
        while (!done2) {
            if (atomic_cmpxchg(&locks[3], 0, 1) == 0) {
                cnt[0] = cnt[0] + 1;
                for (;;) {
                    if (atomic_cmpxchg(&locks[4], 0, 1) != 0)
                        continue;
                    cnt[1] = cnt[1] + 1;
                    atomic_xchg(&locks[4], 0);
                    if (atomic_add(&cnt[2], 1) >= 4)
                        break;
                }
                atomic_xchg(&locks[3], 0);
                done2 = 1;
            }
        }
    }
    if (tid % 4 == 0) {
        int o3;
        do {
            o3 = atomic_cmpxchg(&locks[3], 0, 1);
        } while (o3 != 0);
        cnt[3] = cnt[3] + 1;
        atomic_xchg(&locks[3], 0);
    }
}
`

// TestHeldOwner: the paper's placement holds the outer lock's owner at
// the switch at the kernel's end (it enters the inner loop, whose back
// edge goes there) while the second lock spins (deadlock.Hazards.Held);
// Apply moves the shared switch before the second lock, all three loops
// together, and says why. internal/explore runs the kernel (regression
// seed 467) under every schedule.
func TestHeldOwner(t *testing.T) {
	f := compile(t, "held_owner.cl", heldOwner)
	det := deadlock.Detect(f, deadlock.Options{})
	if len(det.Loops) != 4 {
		t.Fatalf("%d flagged loops, want 4: the test no longer shows the case", len(det.Loops))
	}
	targets := make([]deadlock.Point, len(det.Loops))
	for k, l := range det.Loops {
		targets[k] = l.SafePDom
	}
	paper, err := costAfter(f, det, targets, make([]bool, len(det.Loops)), deadlock.Options{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if paper.held == 0 {
		t.Fatalf("the paper's placement holds no lock owner (%+v): the test no longer shows the case", paper)
	}
	res, err := Apply(f, deadlock.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(f); err != nil {
		t.Fatal(err)
	}
	if len(res.Fallbacks) != 3 {
		t.Fatalf("fallbacks %+v, want the three loops sharing the kernel end's switch moved", res.Fallbacks)
	}
	chosen := res.Fallbacks[0].Chosen
	held := 0
	for _, fb := range res.Fallbacks {
		if fb.Left || fb.Chosen != chosen {
			t.Errorf("fallback %+v: want all three moved to %v together", fb, chosen)
		}
		if strings.Contains(fb.Why, "holds a lock's owner") {
			held++
		}
	}
	if held == 0 {
		t.Errorf("no fallback says why: %+v", res.Fallbacks)
	}
	g := compile(t, "held_owner.cl", heldOwner)
	gdet := deadlock.Detect(g, deadlock.Options{})
	for k, l := range gdet.Loops {
		targets[k] = l.SafePDom
		for _, fb := range res.Fallbacks {
			if fb.Loop.Region.Header.Name == l.Region.Header.Name {
				targets[k] = deadlock.Point{Block: g.BlockByName(fb.Chosen.Block.Name), Index: fb.Chosen.Index}
			}
		}
	}
	if c, err := costAfter(g, gdet, targets, make([]bool, len(gdet.Loops)), deadlock.Options{}, Options{}); err != nil || c.hazards() != 0 {
		t.Errorf("Apply's placement costs %+v (%v), want no hazard", c, err)
	}
}
