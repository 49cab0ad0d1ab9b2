package frontier

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom/domtest"
)

func names(bs []*ir.Block) []string {
	out := []string{}
	for _, b := range bs {
		out = append(out, b.Name)
	}
	return out
}

// withBarrier puts a barrier at the top of the named blocks.
func withBarrier(f *ir.Func, blocks ...string) {
	b := ir.NewBuilder(f)
	for _, n := range blocks {
		b.SetInsertPoint(f.BlockByName(n), 0)
		b.Barrier(ir.MemShared)
	}
}

func frontierMap(r *Result) map[string][]string {
	out := map[string][]string{}
	for _, b := range r.Order() {
		out[b.Name] = names(r.Frontier(b))
	}
	return out
}

func checkNames(r *Result) []string {
	out := []string{}
	for _, c := range r.Checks {
		out = append(out, c.From.Name+"->"+c.To.Name)
	}
	return out
}

// fig1 is the CFG of Fig. 1 (b): the paths of Sec. 3 fix every edge.
const fig1 = "BB1: BB2 BB3; BB2: Exit BB3; BB3: BB4 BB5; BB4: BB5 Exit; BB5: Exit; Exit:"

// TestFig1 follows Sec. 4.1's walk through Fig. 1 step by step, in both
// variants (they agree on this graph).
func TestFig1(t *testing.T) {
	for _, literal := range []bool{false, true} {
		t.Run(fmt.Sprintf("literal=%v", literal), func(t *testing.T) {
			f := domtest.Parse(fig1)
			r := ComputeWith(f, Options{Literal: literal})
			if d := cmp.Diff([]string{"BB1", "BB2", "BB3", "BB4", "BB5", "Exit"}, names(r.Order())); d != "" {
				t.Errorf("priority order (-want +got):\n%s", d)
			}
			want := map[string][]string{
				"BB1":  {},              // step 1
				"BB2":  {"BB3"},         // step 2
				"BB3":  {"Exit"},        // step 3
				"BB4":  {"BB5", "Exit"}, // step 4
				"BB5":  {"Exit"},        // step 5
				"Exit": {},              // step 6
			}
			if d := cmp.Diff(want, frontierMap(r)); d != "" {
				t.Errorf("frontiers (-want +got):\n%s", d)
			}
			// The paper names BB2→BB3 and BB4→BB5; the edges into Exit from
			// blocks whose frontier holds Exit follow from the same rule.
			if d := cmp.Diff([]string{"BB2->BB3", "BB4->BB5", "BB4->Exit", "BB5->Exit"}, checkNames(r)); d != "" {
				t.Errorf("checks (-want +got):\n%s", d)
			}
			st := r.Stats
			if st.TFJoins != 3 || st.PDOMJoins != 1 || st.MaxFrontier != 2 {
				t.Errorf("stats = %+v, want 3 TF join points (BB3, BB5, Exit), 1 PDOM (Exit), max frontier 2", st)
			}
			if got, want := st.AvgFrontier, 5.0/6; got != want {
				t.Errorf("average frontier %v, want %v", got, want)
			}
		})
	}
}

// TestFig2Barriers: Fig. 2 a/b (the barrier in BB3 before the IPDOM BB4)
// and c/d (a barrier in a loop).
func TestFig2Barriers(t *testing.T) {
	t.Run("ab", func(t *testing.T) {
		f := domtest.Parse("BB0: BB1 BB2; BB1: BB3 BB4; BB2: BB3; BB3: BB4; BB4:")
		withBarrier(f, "BB3")
		r := Compute(f)
		if d := cmp.Diff([]string{"BB0", "BB1", "BB2", "BB3", "BB4"}, names(r.Order())); d != "" {
			t.Errorf("order (-want +got):\n%s", d)
		}
		// T1 (from BB2) is checked into BB3, where T0 (from BB1) waits:
		// they execute the barrier together; PDOM would join at BB4.
		if !slices.Contains(checkNames(r), "BB2->BB3") || !r.InFrontier(f.BlockByName("BB2"), f.BlockByName("BB3")) {
			t.Errorf("no check on BB2->BB3: %v", checkNames(r))
		}
	})
	t.Run("cd", func(t *testing.T) {
		// T0: BB0 BB1 BB2 BB0 BB1; T1: BB0 BB1 BB3 BB2 BB0 BB1; the barrier
		// is in BB1. Fig. 2c's priorities (by label) put BB2 before BB3, so
		// T0 goes round without T1.
		f := domtest.Parse("BB0: BB1; BB1: BB2 BB3; BB3: BB2; BB2: BB0 BB4; BB4:")
		withBarrier(f, "BB1")
		r := Compute(f)
		if d := cmp.Diff([]string{"BB0", "BB3", "BB2", "BB1", "BB4"}, names(r.Order())); d != "" {
			t.Errorf("order (-want +got):\n%s", d)
		}
		assertBarrierRule(t, r)
		// Without the barrier the order is plain RPO.
		g := domtest.Parse("BB0: BB1; BB1: BB2 BB3; BB3: BB2; BB2: BB0 BB4; BB4:")
		if d := cmp.Diff([]string{"BB0", "BB1", "BB3", "BB2", "BB4"}, names(Compute(g).Order())); d != "" {
			t.Errorf("order without barrier (-want +got):\n%s", d)
		}
		// The schedule of Fig. 2d: no state has the warp at the barrier
		// block while threads wait in blocks that reach it. With Fig. 2c's
		// priorities (labels) there is one: T1 waits at BB3.
		if bad := barrierAlone(t, r, "BB1"); bad != "" {
			t.Errorf("Fig. 2d: %s", bad)
		}
		var byLabel []*ir.Block
		for _, n := range []string{"BB0", "BB1", "BB2", "BB3", "BB4"} {
			byLabel = append(byLabel, f.BlockByName(n))
		}
		rc, err := ComputeOrder(f, byLabel, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if bad := barrierAlone(t, rc, "BB1"); bad != "BB1 runs while threads wait at BB3" {
			t.Errorf("Fig. 2c: got %q, want T1 left waiting at BB3", bad)
		}
	})
}

// barrierAlone describes the first reachable state in which the barrier
// block runs while threads wait in a block that can reach it.
func barrierAlone(t *testing.T, r *Result, barrier string) string {
	B := r.Func().BlockByName(barrier)
	reach := reaching(B)
	bad := ""
	explore(t, r, func(cur int, waiting []int) {
		if bad != "" || r.Order()[cur] != B {
			return
		}
		for _, w := range waiting {
			if slices.Contains(reach, r.Order()[w]) {
				bad = fmt.Sprintf("%s runs while threads wait at %s", barrier, r.Order()[w].Name)
				return
			}
		}
	})
	return bad
}

// assertBarrierRule checks that every block that can reach a barrier
// block (and is not reached back by it, or is not a barrier block too)
// has a higher priority.
func assertBarrierRule(t *testing.T, r *Result) {
	t.Helper()
	for _, B := range r.Order() {
		if !hasBarrier(B) {
			continue
		}
		for _, x := range reaching(B) {
			if x != B && !hasBarrier(x) && r.Priority(x) > r.Priority(B) {
				t.Errorf("%s reaches barrier block %s but has a lower priority", x.Name, B.Name)
			}
		}
	}
}

func reaching(b *ir.Block) []*ir.Block {
	seen := map[*ir.Block]bool{}
	var out []*ir.Block
	work := []*ir.Block{b}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range v.Preds {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
				work = append(work, p)
			}
		}
	}
	return out
}

// fig3 is our reconstruction of Fig. 3 from its text: priorities by ID,
// T0 takes BB0 BB1 BB2 BB4 BB7 and T1 BB0 BB3 BB5 BB7.
const fig3 = "BB0: BB1 BB3; BB1: BB2 BB4; BB2: BB4; BB3: BB5 BB6; BB4: BB7; BB5: BB7; BB6: BB7; BB7:"

// TestFig3Conservative: T0's branch BB2→BB4 passes BB3, where T1 may wait,
// so TF-SANDY must branch to BB3 conservatively.
func TestFig3Conservative(t *testing.T) {
	f := domtest.Parse(fig3)
	r, err := ComputeOrder(f, f.SortedBlocks(), Options{}) // priorities by ID, as the paper says
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"BB0": {}, "BB1": {"BB3"}, "BB2": {"BB3", "BB4"}, "BB3": {"BB4"},
		"BB4": {"BB5", "BB6"}, "BB5": {"BB6", "BB7"}, "BB6": {"BB7"}, "BB7": {},
	}
	if d := cmp.Diff(want, frontierMap(r)); d != "" {
		t.Errorf("frontiers (-want +got):\n%s", d)
	}
	var cons []string
	for _, c := range r.Conservative {
		cons = append(cons, c.From.Name+"->"+c.To.Name+" via "+c.Via.Name)
	}
	wantCons := []string{
		"BB1->BB4 via BB3", "BB2->BB4 via BB3", // the paper's case: T0 at BB2
		"BB3->BB5 via BB4", "BB3->BB6 via BB4", "BB4->BB7 via BB5", "BB5->BB7 via BB6",
	}
	if d := cmp.Diff(wantCons, cons); d != "" {
		t.Errorf("conservative edges (-want +got):\n%s", d)
	}
	if got := r.ConsTarget(f.BlockByName("BB2")); got.Name != "BB3" {
		t.Errorf("ConsTarget(BB2) = %s, want BB3", got.Name)
	}
	if got := r.ConsTarget(f.BlockByName("BB1")); got.Name != "BB2" {
		t.Errorf("ConsTarget(BB1) = %s, want BB2 (a target above the frontier)", got.Name)
	}
}

// explore enumerates the abstract TF-STACK schedule of r's function: a
// state is the running block and the set of blocks where other threads
// wait; running a block sends its threads to any non-empty subset of its
// successors (none for an exit), and the warp then runs the
// highest-priority block with threads. visit sees every reachable state
// (priorities).
func explore(t *testing.T, r *Result, visit func(cur int, waiting []int)) {
	t.Helper()
	n := len(r.Order())
	if n > 20 {
		t.Fatalf("explore: %d blocks is too many", n)
	}
	type state struct {
		cur  int
		wait uint32
	}
	seen := map[state]bool{}
	work := []state{{0, 0}}
	seen[work[0]] = true
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		var ws []int
		for w := 0; w < n; w++ {
			if s.wait&(1<<w) != 0 {
				ws = append(ws, w)
			}
		}
		visit(s.cur, ws)
		var succ []int
		for _, b := range r.Order()[s.cur].Succs {
			if p := r.Priority(b); !slices.Contains(succ, p) {
				succ = append(succ, p)
			}
		}
		var nexts []uint32
		if len(succ) == 0 {
			nexts = []uint32{s.wait}
		}
		for sub := 1; sub < 1<<len(succ); sub++ {
			m := s.wait
			for k, p := range succ {
				if sub&(1<<k) != 0 {
					m |= 1 << p
				}
			}
			nexts = append(nexts, m)
		}
		for _, m := range nexts {
			if m == 0 {
				continue
			}
			c := 0
			for m&(1<<c) == 0 {
				c++
			}
			ns := state{c, m &^ (1 << c)}
			if !seen[ns] {
				seen[ns] = true
				work = append(work, ns)
			}
		}
	}
}

// unsound returns a description of the first reachable state whose
// waiting blocks are not all in the running block's frontier.
func unsound(t *testing.T, r *Result) string {
	var bad string
	explore(t, r, func(cur int, waiting []int) {
		if bad != "" {
			return
		}
		b := r.Order()[cur]
		for _, w := range waiting {
			if !r.InFrontier(b, r.Order()[w]) {
				bad = fmt.Sprintf("%s runs while threads wait at %s, frontier %v", b.Name, r.Order()[w].Name, names(r.Frontier(b)))
				return
			}
		}
	})
	return bad
}

// TestDeviations shows each deviation's counterexample: the literal
// Algorithm 1 misses waiting threads, the default does not.
func TestDeviations(t *testing.T) {
	for _, tc := range []struct {
		name, spec string
		barrier    string
	}{
		{"uncond-branch-fig3", fig3, ""},
		// H's first iteration has an empty frontier; threads that left at
		// A wait at X when H runs again and branches to W past X.
		{"back-edge", "E: H; H: A W; A: H X; X: W; W:", ""},
		{"fig2cd-barrier-loop", "BB0: BB1; BB1: BB2 BB3; BB3: BB2; BB2: BB0 BB4; BB4:", "BB1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := domtest.Parse(tc.spec)
			if tc.barrier != "" {
				withBarrier(f, tc.barrier)
			}
			if bad := unsound(t, Compute(f)); bad != "" {
				t.Errorf("default: %s", bad)
			}
			if bad := unsound(t, ComputeWith(f, Options{Literal: true})); bad == "" {
				t.Errorf("literal: sound, want a counterexample")
			} else {
				t.Logf("literal: %s", bad)
			}
		})
	}
}

// TestSoundRandom explores random small CFGs (up to 12 blocks), some with barriers: the
// default frontier always holds every waiting block, and the barrier rule
// holds.
func TestSoundRandom(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	literalBad := 0
	const graphs = 1000
	for i := 0; i < graphs; i++ {
		f := domtest.Random(r, 12)
		if r.Intn(3) == 0 {
			b := f.Blocks[r.Intn(len(f.Blocks))]
			withBarrier(f, b.Name)
		}
		res := Compute(f)
		if bad := unsound(t, res); bad != "" {
			var sb strings.Builder
			ir.WriteCFG(&sb, f.Module)
			t.Fatalf("graph %d: %s\n%s%s", i, bad, sb.String(), res)
		}
		assertBarrierRule(t, res)
		if unsound(t, ComputeWith(f, Options{Literal: true})) != "" {
			literalBad++
		}
	}
	t.Logf("the literal algorithm missed waiting blocks in %d of %d graphs", literalBad, graphs)
}

// TestCache: Compute is cached until the CFG changes.
func TestCache(t *testing.T) {
	f := domtest.Parse(fig1)
	r := Compute(f)
	if Compute(f) != r {
		t.Error("not cached")
	}
	f.InvalidateCFG()
	if Compute(f) == r {
		t.Error("cache survived a CFG change")
	}
}

// TestLoopBeforeExit: the base order keeps a loop's blocks before its
// exits even when the exit is the header's first successor (which a plain
// reverse post-order would put first); the threads that left wait at X
// and are checked in when the others leave too.
func TestLoopBeforeExit(t *testing.T) {
	f := domtest.Parse("E: H; H: X B; B: C H; C: H; X:")
	r := Compute(f)
	if d := cmp.Diff([]string{"E", "H", "B", "C", "X"}, names(r.Order())); d != "" {
		t.Errorf("order (-want +got):\n%s", d)
	}
	// B->C too: threads of B that went round (B->H) meet the ones that
	// went to C in the previous iteration.
	if d := cmp.Diff([]string{"H->X", "B->C"}, checkNames(r)); d != "" {
		t.Errorf("checks (-want +got):\n%s", d)
	}
	if bad := unsound(t, r); bad != "" {
		t.Error(bad)
	}
}
