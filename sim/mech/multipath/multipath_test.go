package multipath

// The multi-path papers' worked examples in the mechanism harness: the
// Split and Reconvergence Tables after each step (ElTantawy et al. 2014,
// Figs. 5, 6, 10/11; ElTantawy & Aamodt 2016, Fig. 6b). The R-mask
// scoreboard of Fig. 9 runs on the real core: sim/multipath_test.go.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/simtest"
)

// pcs names the instruction indices of a worked example.
type pcs map[uint32]string

func (n pcs) name(pc uint32) string {
	if pc == isa.NoPC {
		return "-"
	}
	if s, ok := n[pc]; ok {
		return s
	}
	return fmt.Sprintf("%#x", pc)
}

// mpTables prints the tables as the papers draw them: ST entries (PC,
// mask as 4 bits with thread 0 rightmost, RPC) in table order, and the
// valid RT entries (PC, reconvergence mask / pending mask, RPC) in slot
// order; waiting ST entries (max-splits) after a "+".
func mpTables(h *harness, n pcs) string {
	p := h.W.State.(*mpWarp)
	bitsOf := func(m uint64) string { return fmt.Sprintf("%0*b", h.W.Size, m) }
	var st, wait, rt []string
	for _, e := range p.st {
		if e.mask != 0 {
			st = append(st, fmt.Sprintf("%s%s>%s", n.name(e.pc), bitsOf(e.mask), n.name(e.rpc)))
		}
	}
	for _, e := range p.wait {
		wait = append(wait, fmt.Sprintf("%s%s>%s", n.name(e.pc), bitsOf(e.mask), n.name(e.rpc)))
	}
	for _, r := range p.rt {
		if r.valid {
			rt = append(rt, fmt.Sprintf("%s%s/%s>%s", n.name(r.pc), bitsOf(r.mask), bitsOf(r.pending), n.name(r.rpc)))
		}
	}
	s := "ST[" + strings.Join(st, " ")
	if len(wait) > 0 {
		s += " + " + strings.Join(wait, " ")
	}
	return s + "] RT[" + strings.Join(rt, " ") + "]"
}

func (h *harness) tables(n pcs, want string) *harness {
	h.T.Helper()
	if got := mpTables(h, n); got != want {
		h.T.Fatalf("step %d: tables\n got %s\nwant %s", h.Step, got, want)
	}
	return h
}

// on makes the next harness step execute the offered split at pc (the
// warp scheduler's choice) instead of the first one.
func (h *harness) on(pc uint32) *harness {
	h.T.Helper()
	sp := h.splits()
	for i, s := range sp {
		if s.PC == pc {
			h.Mech = &firstIs{h.Mech, i}
			return h
		}
	}
	h.T.Fatalf("step %d: no split at %#x offered: %s", h.Step, pc, simtest.FmtSplits(sp))
	return h
}

// firstIs offers split i of m first, once (for one harness step).
type firstIs struct {
	sim.Mechanism
	i int
}

func (f *firstIs) Splits(w *sim.Warp, now int64, dst []sim.Split) []sim.Split {
	dst = f.Mechanism.Splits(w, now, dst)
	dst[0], dst[f.i] = dst[f.i], dst[0]
	return dst
}

func (h *harness) unwrap() {
	if f, ok := h.Mech.(*firstIs); ok {
		h.Mech = f.Mechanism
	}
}

func (h *harness) onSeq(pc uint32) *harness {
	h.on(pc).seq()
	h.unwrap()
	return h
}

func (h *harness) onJump(pc, target uint32) *harness {
	h.on(pc).jump(target)
	h.unwrap()
	return h
}

func (h *harness) onBranch(pc uint32, taken uint64, target, rpc uint32) *harness {
	h.on(pc).branch(taken, target, rpc)
	h.unwrap()
	return h
}

// ElTantawy et al. 2014, Fig. 5 (the CFG of Fig. 2): A diverges into
// B0101 and C1010, which interleave, reconverge at D.
//
//	A 0: cbra → B (threads 0, 2), reconverge at D
//	C 1: nop
//	  2: bra D
//	B 3: nop
//	  4: bra D
//	D 5: exit
func TestMPFig5(t *testing.T) {
	const A, C, B, D = 0, 1 * isa.InstSize, 3 * isa.InstSize, 5 * isa.InstSize
	n := pcs{A: "A", C: "C", C + isa.InstSize: "C'", B: "B", B + isa.InstSize: "B'", D: "D"}
	h := newHarness(t, newMultipath("mp", nil, nil, Settings{}), 4, A)
	h.tables(n, "ST[A1111>-] RT[]") // ①
	h.want(sim.Split{PC: A, Mask: 0xF}).branch(0x5, B, D)
	// ②: A moves to the RT at D with both masks 1111; one ST entry per side.
	h.tables(n, "ST[B0101>D C1010>D] RT[D1111/1111>-]")
	// Both splits are offered (round robin after the slot that issued).
	h.want(sim.Split{PC: C, Mask: 0xA}, sim.Split{PC: B, Mask: 0x5})
	h.onSeq(B).want(sim.Split{PC: C, Mask: 0xA}, sim.Split{PC: B + isa.InstSize, Mask: 0x5})
	h.onSeq(C).want(sim.Split{PC: B + isa.InstSize, Mask: 0x5}, sim.Split{PC: C + isa.InstSize, Mask: 0xA})
	// ③ B reaches D first: invalidated, its mask leaves the pending mask.
	h.onJump(B+isa.InstSize, D).tables(n, "ST[C'1010>D] RT[D1111/1010>-]")
	// ④⑤ C reaches D: pending empty, D1111 moves to the ST.
	h.onJump(C+isa.InstSize, D).tables(n, "ST[D1111>-] RT[]")
	h.want(sim.Split{PC: D, Mask: 0xF}).exit()
	h.want()
	if d := h.Mech.(*multipath); d.reconv != 1 || d.splits != 2 || d.maxST != 2 || d.maxRT != 1 {
		t.Errorf("reconvergences %d splits %d max ST %d max RT %d, want 1 2 2 1", d.reconv, d.splits, d.maxST, d.maxRT)
	}
}

// Fig. 6: nested divergence, in the paper's order of events.
//
//	A 0: cbra → B (threads 0, 2), reconverge at G
//	C 1: cbra → D (thread 1), reconverge at F
//	E 2: nop
//	  3: bra F
//	D 4: nop            (falls into F)
//	F 5: bra G
//	B 6: nop
//	  7: bra G
//	G 8: exit
const (
	f6A = 0 * isa.InstSize
	f6C = 1 * isa.InstSize
	f6E = 2 * isa.InstSize
	f6D = 4 * isa.InstSize
	f6F = 5 * isa.InstSize
	f6B = 6 * isa.InstSize
	f6G = 8 * isa.InstSize
)

var f6Names = pcs{f6A: "A", f6C: "C", f6E: "E", f6E + isa.InstSize: "E'", f6D: "D", f6F: "F", f6B: "B", f6B + isa.InstSize: "B'", f6G: "G"}

func TestMPFig6(t *testing.T) {
	n := f6Names
	h := newHarness(t, newMultipath("mp", nil, nil, Settings{}), 4, f6A)
	h.tables(n, "ST[A1111>-] RT[]") // ①
	h.branch(0x5, f6B, f6G)
	h.tables(n, "ST[B0101>G C1010>G] RT[G1111/1111>-]") // ②
	h.onSeq(f6B)
	// ③ C diverges at BR C→D/E: C moves to the RT at F; D and E take the
	// first unallocated ST entries.
	h.onBranch(f6C, 0x2, f6D, f6F)
	h.tables(n, "ST[B'0101>G D0010>F E1000>F] RT[G1111/1111>- F1010/1010>G]")
	// ④ B reaches G: its threads leave G's pending mask.
	h.onJump(f6B+isa.InstSize, f6G)
	h.tables(n, "ST[D0010>F E1000>F] RT[G1111/1010>- F1010/1010>G]")
	// ⑤ E reaches F.
	h.onSeq(f6E).onJump(f6E+isa.InstSize, f6F)
	h.tables(n, "ST[D0010>F] RT[G1111/1010>- F1010/0010>G]")
	// ⑥⑦ D reaches F: F's pending mask empties, F1010 moves to the ST.
	h.onSeq(f6D)
	h.tables(n, "ST[F1010>G] RT[G1111/1010>-]")
	// ⑧⑨ F reaches G: G1111 moves to the ST.
	h.jump(f6G)
	h.tables(n, "ST[G1111>-] RT[]")
	h.want(sim.Split{PC: f6G, Mask: 0xF}).exit()
	h.want()
}

// Fig. 6 under dps: at most two splits are schedulable; E waits for an
// ST entry and gets B's when B reaches G.
func TestDPSFig6(t *testing.T) {
	n := f6Names
	h := newHarness(t, newMultipath("dps", nil, nil, Settings{}), 4, f6A)
	h.branch(0x5, f6B, f6G)
	h.onSeq(f6B)
	h.onBranch(f6C, 0x2, f6D, f6F)
	h.tables(n, "ST[B'0101>G D0010>F + E1000>F] RT[G1111/1111>- F1010/1010>G]")
	if len(h.splits()) != 2 {
		t.Fatalf("dps offers %s, want two splits", simtest.FmtSplits(h.splits()))
	}
	h.onJump(f6B+isa.InstSize, f6G)
	h.tables(n, "ST[E1000>F D0010>F] RT[G1111/1010>- F1010/1010>G]")
	h.onSeq(f6D).onSeq(f6E).onJump(f6E+isa.InstSize, f6F)
	h.tables(n, "ST[F1010>G] RT[G1111/1010>-]")
	h.jump(f6G).tables(n, "ST[G1111>-] RT[]")
	// The same order under mp never waits.
	h = newHarness(t, newMultipath("mp", nil, nil, Settings{}), 4, f6A)
	h.branch(0x5, f6B, f6G)
	h.onSeq(f6B)
	h.onBranch(f6C, 0x2, f6D, f6F)
	if len(h.splits()) != 3 {
		t.Fatalf("mp offers %s, want three splits", simtest.FmtSplits(h.splits()))
	}
}

// Sec. 3.2's special cases: a side that goes straight to the
// reconvergence point gets no ST entry (its threads are marked arrived),
// and a loop branch whose reconvergence point is the split's own RPC adds
// no RT entry. The loop exit is taken by one more thread per iteration:
//
//	H 0: cbra → X, reconverge at X
//	  1: bra H
//	X 2: exit
func TestMPSpecialCases(t *testing.T) {
	const H, X = 0, 2 * isa.InstSize
	n := pcs{H: "H", H + isa.InstSize: "H'", X: "X"}
	for _, mech := range []string{"mp", "dps", "mp-orec", "aware"} {
		h := newHarness(t, newMultipath(mech, nil, nil, Settings{}), 4, H)
		h.branch(0x1, X, X)
		h.tables(n, "ST[H'1110>X] RT[X1111/1110>-]")
		h.jump(H).branch(0x2, X, X)
		h.tables(n, "ST[H'1100>X] RT[X1111/1100>-]")
		h.jump(H).branch(0xC, X, X)
		h.tables(n, "ST[X1111>-] RT[]")
		h.exit().want()
	}
}

// Figs. 10 and 11: opportunistic early reconvergence. The loop
//
//	do { A: if (cond1) { B: break; } else { C } } while (cond2); D
//
//	A 0: cbra → C (threads 0, 2), reconverge at D
//	B 1: nop
//	  2: bra D
//	C 3: nop
//	  4: cbra → A, reconverge at D
//	  5: bra D
//	D 6: exit
//
// ①: B1010 is in the middle of B when C0101 loops back to A; ② A0101 then
// enters B: a split in the same region with the same RPC is found, the
// early point B_R is the leading split's next PC, ③ an RT entry at B_R is
// added, B1010 is invalidated and marked arrived, ④ B0101 reaches B_R and
// the warp continues as B_R1111. Without OREC the two splits run B apart.
func TestMPOrecFig11(t *testing.T) {
	const A, B, BR, C, D = 0, 1 * isa.InstSize, 2 * isa.InstSize, 3 * isa.InstSize, 6 * isa.InstSize
	n := pcs{A: "A", B: "B", BR: "BR", C: "C", C + isa.InstSize: "C'", D: "D"}
	for _, orec := range []bool{true, false} {
		mech := "mp"
		if orec {
			mech = "mp-orec"
		}
		h := newHarness(t, newMultipath(mech, nil, nil, Settings{}), 4, A)
		h.branch(0x5, C, D)
		h.tables(n, "ST[C0101>D B1010>D] RT[D1111/1111>-]")
		h.onSeq(B).onSeq(C).onBranch(C+isa.InstSize, 0x5, A, D)
		h.tables(n, "ST[A0101>D BR1010>D] RT[D1111/1111>-]") // ①
		h.onBranch(A, 0, C, D)                               // A0101 enters B
		if !orec {
			h.tables(n, "ST[B0101>D BR1010>D] RT[D1111/1111>-]")
			h.onSeq(B).tables(n, "ST[BR0101>D BR1010>D] RT[D1111/1111>-]")
			continue
		}
		// ②③ the early reconvergence entry at B_R; B1010 is there already.
		h.tables(n, "ST[B0101>BR] RT[D1111/1111>- BR1111/0101>D]")
		// ④ B0101 reaches B_R: B_R1111 moves to the ST.
		h.seq().tables(n, "ST[BR1111>D] RT[D1111/1111>-]")
		h.jump(D).tables(n, "ST[D1111>-] RT[]")
		if d := h.Mech.(*multipath); d.early != 1 {
			t.Errorf("early reconvergences %d, want 1", d.early)
		}
	}
}

// aware: FIFO order with the not-taken side first, one split offered,
// greedy from the head, and every branch sends the issuing split to the
// tail (breadth-first).
func TestAWAREFIFO(t *testing.T) {
	n := f6Names
	h := newHarness(t, newMultipath("aware", nil, nil, Settings{}), 4, f6A)
	h.branch(0x5, f6B, f6G)
	h.tables(n, "ST[C1010>G B0101>G] RT[G1111/1111>-]")
	h.want(sim.Split{PC: f6C, Mask: 0xA})
	h.branch(0x2, f6D, f6F) // C diverges: E (not taken) then D at the tail
	h.tables(n, "ST[B0101>G E1000>F D0010>F] RT[G1111/1111>- F1010/1010>G]")
	h.want(sim.Split{PC: f6B, Mask: 0x5}).seq()
	h.want(sim.Split{PC: f6B + isa.InstSize, Mask: 0x5}).jump(f6G) // greedy: B again
	h.want(sim.Split{PC: f6E, Mask: 0x8}).seq().jump(f6F)
	h.want(sim.Split{PC: f6D, Mask: 0x2}).seq()
	h.tables(n, "ST[F1010>G] RT[G1111/1010>-]")
	h.jump(f6G).tables(n, "ST[G1111>-] RT[]")
}

// ElTantawy & Aamodt 2016, Fig. 6b: timed-out reconvergence on the spin
// lock of Fig. 1 with delayed reconvergence off. Thread 3 leaves the loop
// and waits at C for threads 0–2, which spin; after the timeout it is
// pushed to the ST and runs when the spinning split's loop branch sends
// that split to the tail.
//
//	B 0: nop            (the atomic)
//	  1: cbra → B, reconverge at C (threads still spinning)
//	C 2: exit
func TestAWARETimeoutFig6b(t *testing.T) {
	const B, C = 0, 2 * isa.InstSize
	n := pcs{B: "B", B + isa.InstSize: "B'", C: "C"}
	cfg := sim.DefaultConfig()
	h := newHarness(t, newMultipath("aware", &cfg, nil, Settings{Timeout: 100}), 4, B)
	h.seq().branch(0x7, B, C) // ① thread 3 leaves, ② it waits at C
	h.tables(n, "ST[B0111>C] RT[C1111/0111>-]")
	if wake := h.W.TakeWake(); wake != 1+100 { // thread 3 arrived at cycle 1
		t.Fatalf("wake-up at %d, want %d", wake, 1+100)
	}
	h.seq().branch(0x7, B, C).tables(n, "ST[B0111>C] RT[C1111/0111>-]") // ③ still spinning
	h.advance(200)
	// ④⑤ the timeout fires at the next issue: C1000 joins the FIFO.
	h.seq().tables(n, "ST[B'0111>C C1000>-] RT[C0111/0111>-]")
	// ⑥ the loop branch sends B to the tail: C1000 runs.
	h.branch(0x7, B, C)
	h.want(sim.Split{PC: C, Mask: 0x8}).exit()
	h.tables(n, "ST[B0111>C] RT[C0111/0111>-]")
	if d := h.Mech.(*multipath); d.timeouts != 1 {
		t.Errorf("timeouts %d, want 1", d.timeouts)
	}
	// The others leave later and reconverge at C without thread 3.
	h.seq().branch(0x0, B, C).tables(n, "ST[C0111>-] RT[]")

	// Without the timeout nothing changes however long they spin.
	h = newHarness(t, newMultipath("aware", nil, nil, Settings{}), 4, B)
	h.seq().branch(0x7, B, C).advance(10000).seq().branch(0x7, B, C)
	h.tables(n, "ST[B0111>C] RT[C1111/0111>-]")
	if wake := h.W.TakeWake(); wake != 0 {
		t.Errorf("wake-up at %d requested without a timeout", wake)
	}
}

// aware's divergent barrier: a split at a barrier is passed over (it
// rotates through the FIFO) while the other side runs to it.
func TestAWAREDivergentBarrier(t *testing.T) {
	const A, F, T, J = 0, 1 * isa.InstSize, 3 * isa.InstSize, 5 * isa.InstSize
	h := newHarness(t, newMultipath("aware", nil, nil, Settings{}), 4, A)
	h.branch(0x3, T, J)
	h.want(sim.Split{PC: F, Mask: 0xC})
	h.commit(sim.Outcome{Kind: sim.OutBarrier, Inst: &isa.Inst{Op: isa.OpBar}})
	h.want(sim.Split{PC: T, Mask: 0x3}) // F's split is blocked: T runs
	h.commit(sim.Outcome{Kind: sim.OutBarrier, Inst: &isa.Inst{Op: isa.OpBar}})
	h.want() // both at the barrier
	h.W.BarWait = 0
	h.want(sim.Split{PC: F + isa.InstSize, Mask: 0xC})
}

// Virtualized tables: with one physical ST entry, the second split is
// spilled; at the FIFO output it sends its fill and goes to the tail, and
// issues once the fill arrived. With one RT entry, a second one spills the
// least recently updated, which is filled (waited for) at its update.
func TestAWAREVirtualTables(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.Mem.DRAM.Latency = 50
	d := newMultipath("aware", &cfg, nil, Settings{STEntries: 1, RTEntries: 1})
	h := newHarness(t, d, 4, f6A)
	h.branch(0x5, f6B, f6G) // C1010 then B0101: B spills C
	p := h.W.State.(*mpWarp)
	if !p.st[0].virtual || p.st[1].virtual || d.stSpills != 1 {
		t.Fatalf("after the branch: virtual %v %v, spills %d; want C spilled", p.st[0].virtual, p.st[1].virtual, d.stSpills)
	}
	// C is spilled and its fill not sent: B (physical) is offered; issuing
	// B sends C's fill and moves it to the tail.
	h.want(sim.Split{PC: f6B, Mask: 0x5})
	cost := h.commit(sim.Outcome{Kind: sim.OutSeq})
	if cost.MemTransactions != 1 || d.stFills != 1 || p.st[0].pc != f6B+isa.InstSize || p.st[1].fill != h.Now-1+50 {
		t.Fatalf("cost %+v fills %d, ST %+v", cost, d.stFills, p.st)
	}
	// B reaches G; only C remains, its fill in flight: it issues, waiting
	// for what is left of the fill.
	h.commit(sim.Outcome{Kind: sim.OutBranch, Inst: &isa.Inst{Op: isa.OpBra}, Taken: 0x5, Target: f6G, RPC: isa.NoPC})
	h.want(sim.Split{PC: f6C, Mask: 0xA})
	cost = h.commit(sim.Outcome{Kind: sim.OutBranch, Inst: &isa.Inst{Op: isa.OpCBra}, Taken: 0x2, Target: f6D, RPC: f6F})
	if cost.Latency != 50-2 {
		t.Errorf("fill wait %d, want %d", cost.Latency, 50-2)
	}
	// C diverged: a second RT entry (F) spills G, the least recently used.
	if d.rtSpills != 1 || !p.rt[0].virtual || p.rt[1].virtual {
		t.Fatalf("RT spills %d, RT %+v", d.rtSpills, p.rt)
	}
	// E (inserted first) was spilled by D: D runs; E's fill is sent and,
	// with nothing else to run, E issues waiting for it.
	h.want(sim.Split{PC: f6D, Mask: 0x2}).seq() // D falls into F
	h.want(sim.Split{PC: f6E, Mask: 0x8}).seq().jump(f6F)
	h.tables(f6Names, "ST[F1010>G] RT[G1111/1010>-]")
	// F reaches G: G's pending mask is updated, so G is filled first.
	cost = h.commit(sim.Outcome{Kind: sim.OutBranch, Inst: &isa.Inst{Op: isa.OpBra}, Taken: 0xA, Target: f6G, RPC: isa.NoPC})
	if d.rtFills != 1 || cost.Latency != 50 || cost.MemTransactions < 1 {
		t.Errorf("RT fills %d, cost %+v; want 1 fill waited for", d.rtFills, cost)
	}
	h.want(sim.Split{PC: f6G, Mask: 0xF})
}

// code builds an object whose code is the given instructions (for the
// block leaders only).
func code(insts ...isa.Inst) *isa.Object {
	return &isa.Object{Code: insts, Kernels: []isa.Kernel{{Name: "k"}}}
}

func cbraTo(target, rpc uint32) isa.Inst { return isa.Inst{Op: isa.OpCBra, Target: target, RPC: rpc} }

func braTo(target uint32) isa.Inst { return isa.Inst{Op: isa.OpBra, Target: target, RPC: isa.NoPC} }

// With the object's code, OREC's regions are basic blocks (the paper);
// Fig. 11 is unchanged. Without it (the documented deviation), a region
// spans a fall-through into the next block: the leading split B0101
// falls from B into E (a block: the target of E's loop branch) while
// C1010 enters B; only the regions without code match them (early point:
// the leading split's PC in E).
//
//	A 0: cbra → B, reconverge at D
//	C 1: nop
//	  2: bra B
//	B 3: nop
//	  4: nop
//	E 5: nop
//	  6: cbra → E, reconverge at D
//	D 7: exit
func TestMPOrecRegions(t *testing.T) {
	const A, C, B, E, D = 0, 1 * isa.InstSize, 3 * isa.InstSize, 5 * isa.InstSize, 7 * isa.InstSize
	nop := isa.Inst{Op: isa.OpNop}
	obj := code(cbraTo(B, D), nop, braTo(B), nop, nop, nop, cbraTo(E, D), isa.Inst{Op: isa.OpExit})
	if l := blockLeaders(obj); fmt.Sprint(l) != "[true true false true false true false true true]" {
		t.Fatalf("leaders %v", l)
	}
	n := pcs{A: "A", C: "C", C + isa.InstSize: "C'", B: "B", B + isa.InstSize: "B'", E: "E", D: "D"}
	for _, withCode := range []bool{true, false} {
		o := obj
		if !withCode {
			o = nil
		}
		h := newHarness(t, newMultipath("mp-orec", nil, o, Settings{}), 4, A)
		h.branch(0x5, B, D)
		h.onSeq(B).onSeq(B + isa.InstSize) // B0101 falls into E
		h.onSeq(C).onJump(C+isa.InstSize, B)
		if withCode {
			h.tables(n, "ST[E0101>D B1010>D] RT[D1111/1111>-]")
		} else {
			h.tables(n, "ST[B1010>E] RT[D1111/1111>- E1111/1010>D]")
		}
	}
	// Fig. 11 with the code of Fig. 10: the same early reconvergence.
	const fA, fB, fBR, fC, fD = 0, 1 * isa.InstSize, 2 * isa.InstSize, 3 * isa.InstSize, 6 * isa.InstSize
	fig10 := code(cbraTo(fC, fD), nop, braTo(fD), nop, cbraTo(fA, fD), braTo(fD), isa.Inst{Op: isa.OpExit})
	h := newHarness(t, newMultipath("mp-orec", nil, fig10, Settings{}), 4, fA)
	h.branch(0x5, fC, fD)
	h.onSeq(fB).onSeq(fC).onBranch(fC+isa.InstSize, 0x5, fA, fD)
	h.onBranch(fA, 0, fC, fD)
	h.tables(pcs{fB: "B", fBR: "BR", fD: "D"}, "ST[B0101>BR] RT[D1111/1111>- BR1111/0101>D]")
}

// aware with every split blocked at a barrier and threads waiting at a
// reconvergence point: the warp asks for a wake-up at the deadline and
// then offers the timed-out threads, which the next issue pushes to the
// ST.
func TestAWARETimeoutWhileBlocked(t *testing.T) {
	const B, C = 0, 2 * isa.InstSize
	cfg := sim.DefaultConfig()
	h := newHarness(t, newMultipath("aware", &cfg, nil, Settings{Timeout: 100}), 4, B)
	h.seq().branch(0x7, B, C) // thread 3 waits at C from cycle 1
	h.W.BarWait = 0x7         // the others wait at a barrier
	h.W.TakeWake()
	h.want()
	if wake := h.W.TakeWake(); wake != 101 {
		t.Fatalf("wake-up at %d, want 101", wake)
	}
	h.advance(101 - h.Now)
	h.want(sim.Split{PC: C, Mask: 0x8}).exit()
	h.tables(pcs{B: "B", B + isa.InstSize: "B'", C: "C"}, "ST[B0111>C] RT[C0111/0111>-]")
}
