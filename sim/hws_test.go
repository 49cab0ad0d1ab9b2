package sim

// The worked examples of Jin 2012 (hybrid warp size, en-DWF) as unit
// tests, the squeeze against the thesis' appendix A code, and properties
// of warp formation over random masks.
//
// The thesis' text carries no drawings: Fig. 4.3, 4.5 and 4.6 are
// reconstructed from what the text says about them (which threads
// conflict, where they move, which quarters end active), with thread IDs
// chosen to match every such statement.

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// mask32 builds a mask from thread IDs taken modulo 32.
func mask32(tids ...int) uint64 {
	var m uint64
	for _, t := range tids {
		m |= 1 << uint(t%32)
	}
	return m
}

// threadsAt lists, for a 32-lane placement of parts of warps base[part],
// the thread ID at each position (-1: hole), as the figures draw them.
func threadsAt(p *placement, n int, base ...int) []int {
	out := make([]int, n)
	for pos := 0; pos < n; pos++ {
		out[pos] = -1
		if v := p[pos]; v >= 0 {
			out[pos] = base[v>>6] + int(v&63)
		}
	}
	return out
}

func wantPlacement(t *testing.T, what string, got []int, want map[int]int) {
	t.Helper()
	for pos, tid := range got {
		w, ok := want[pos]
		if !ok {
			w = -1
		}
		if tid != w {
			t.Errorf("%s: position %d (quarter %d, lane %d) holds thread %d, want %d\nplacement %v", what, pos, pos/8, pos%8, tid, w, got)
		}
	}
}

// Fig. 4.3 (reconstructed): quarter Q0 holds threads 0-2 (3 active), Q1
// threads 11-14 (4), Q2 threads 16 and 23 (2), Q3 threads 25-27 (3).
// Step 1 sorts them #0 = Q1, #1 = Q0, #2 = Q3, #3 = Q2 (the appendix's
// exchange sort). Step 2 fills the holes of #0 (lanes 0, 1, 2, 7) from
// the sparsest quarter holding that lane: 16 and 23 from #3, 25 and 26
// from #2. Step 3/4: #1's hole at lane 3 takes 27 from #2. Quarters #2
// and #3 end empty: the mask is 0011 and the warp is scaled to 16
// threads, two issue cycles.
func TestSqueezeFig43(t *testing.T) {
	qs := quarters{n: 32, q: 8, g: 4}
	mask := mask32(0, 1, 2, 11, 12, 13, 14, 16, 23, 25, 26, 27)
	p := qs.home(mask, 0)
	occ, moves := qs.squeeze(mask, &p)
	if moves != 5 {
		t.Errorf("%d threads moved, want 5", moves)
	}
	wantPlacement(t, "squeeze", threadsAt(&p, 32, 0), map[int]int{
		0: 0, 1: 1, 2: 2, 3: 27, // Q0 (#1)
		8: 16, 9: 25, 10: 26, 11: 11, 12: 12, 13: 13, 14: 14, 15: 23, // Q1 (#0), full
	})
	if occ != occupancy(&p, 32) {
		t.Errorf("occupancy %#x, placement %#x", occ, occupancy(&p, 32))
	}
	if k := qs.activeQuarters(occ); k != 2 {
		t.Errorf("%d active quarters, want 2 (mask 0011, warp size 16)", k)
	}
	if k := qs.idealQuarters(mask32(0, 1, 2, 11, 12, 13, 14, 16, 23, 25, 26, 27)); k != 2 {
		t.Errorf("ideal quarters %d, want 2", k)
	}
}

// squeezeAppendix is the code of appendix A, transcribed for a warp of
// four quarters of q lanes (tid: thread per position, -1 for a hole).
// literal keeps the appendix's two slips; otherwise it has squeeze's
// corrections: the recipient's own count (not thd_count_quar[l], the
// count of the rank-l quarter, l a physical quarter id) and holes and
// donors looked up in the current placement (not tid_original, where a
// thread already given to a denser quarter still looks available).
func squeezeAppendix(orig []int, q int, literal bool) []int {
	var cnt, flag [4]int
	for i := 0; i < 4; i++ {
		flag[i] = i
		for j := 0; j < q; j++ {
			if orig[i*q+j] != -1 {
				cnt[i]++
			}
		}
	}
	for i := 0; i < 3; i++ {
		for j := i + 1; j < 4; j++ {
			if cnt[i] < cnt[j] {
				cnt[i], cnt[j] = cnt[j], cnt[i]
				flag[i], flag[j] = flag[j], flag[i]
			}
		}
	}
	sq := append([]int(nil), orig...)
	look := sq
	if literal {
		look = orig
	}
	for i := 0; i < 3; i++ {
		l := flag[i]
		c := cnt[i]
		if literal {
			c = cnt[l]
		}
		if c == q {
			continue
		}
		for j := 0; j < q; j++ {
			if look[l*q+j] != -1 {
				continue
			}
			for k := 3; k > i; k-- {
				p := flag[k]
				if look[p*q+j] == -1 {
					continue
				}
				sq[l*q+j] = sq[p*q+j]
				sq[p*q+j] = -1
				break
			}
		}
	}
	return sq
}

// TestSqueezeAppendix: on every mask of a 16-lane warp of four 4-lane
// quarters (and random 32-lane masks), squeeze places every thread where
// the appendix A code with the two corrections does, and never uses more
// quarters than the literal code.
func TestSqueezeAppendix(t *testing.T) {
	fewer := 0
	check := func(qs quarters, mask uint64) {
		p := qs.home(mask, 0)
		occ, _ := qs.squeeze(mask, &p)
		if occ != occupancy(&p, qs.n) {
			t.Fatalf("mask %#x: occupancy %#x, placement %#x", mask, occ, occupancy(&p, qs.n))
		}
		got := threadsAt(&p, qs.n, 0)
		orig := threadsAt(ptr(qs.home(mask, 0)), qs.n, 0)
		if want := squeezeAppendix(orig, qs.q, false); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("mask %#x: squeeze %v, appendix A (corrected) %v", mask, got, want)
		}
		lit := squeezeAppendix(orig, qs.q, true)
		switch a, b := qs.activeQuarters(occ), activeOf(lit, qs.q); {
		case a > b:
			t.Fatalf("mask %#x: squeeze uses %d quarters, the literal appendix %d", mask, a, b)
		case a < b:
			fewer++
		}
	}
	for mask := uint64(0); mask < 1<<16; mask++ {
		check(quarters{n: 16, q: 4, g: 4}, mask)
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		check(quarters{n: 32, q: 8, g: 4}, uint64(r.Uint32()&r.Uint32()))
	}
	if fewer == 0 {
		t.Error("the corrections never saved a quarter")
	}
}

// TestSqueezeLaneOptimal: when the quarter width divides the warp, the
// squeeze leaves a warp in the fewest quarters any lane-preserving
// placement can: the most threads that share one lane of the quarter
// (every mask of 16-lane warps at quarter widths 2, 4 and 8, random
// 32-lane masks at 8). So "no quarter idle after the squeeze" (the
// quarters_active statistics) means no lane-preserving squeeze could
// have scaled the warp down. With a short last quarter (10 lanes in
// quarters of 4: outside the thesis) the sort can leave a dense short
// quarter that a sparser full one could absorb: threads 2, 8 and 9 stay
// in two quarters although lanes 0 and 1 of quarter 0 are free.
func TestSqueezeLaneOptimal(t *testing.T) {
	bound := func(qs quarters, mask uint64) int {
		b := 0
		for j := 0; j < qs.q; j++ {
			c := 0
			for p := j; p < qs.n; p += qs.q {
				c += int(mask >> uint(p) & 1)
			}
			b = max(b, c)
		}
		return b
	}
	check := func(qs quarters, mask uint64) {
		occ, _ := qs.squeeze(mask, nil)
		if a, b := qs.activeQuarters(occ), max(bound(qs, mask), 1); a != b && mask != 0 {
			t.Fatalf("n=%d q=%d mask %#x: squeeze leaves %d quarters, a lane-preserving placement needs %d", qs.n, qs.q, mask, a, b)
		}
	}
	for _, q := range []int{2, 4, 8} {
		qs := quarters{n: 16, q: q, g: 16 / q}
		for mask := uint64(0); mask < 1<<16; mask++ {
			check(qs, mask)
		}
	}
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 100000; i++ {
		check(quarters{n: 32, q: 8, g: 4}, uint64(r.Uint32()&r.Uint32()))
	}
	short := quarters{n: 10, q: 4, g: 3}
	occ, _ := short.squeeze(1<<2|1<<8|1<<9, nil)
	if a, b := short.activeQuarters(occ), bound(short, 1<<2|1<<8|1<<9); a != 2 || b != 1 {
		t.Errorf("short last quarter: squeeze %d quarters, bound %d; want 2 and 1", a, b)
	}
}

// TestSqueezeAppendixDonor: in a 16-lane warp of 4-lane quarters holding
// threads 1, 5, 8 and 12 (one each, all tied), the literal appendix fills
// Q0's lane-0 hole with 12 (from Q3), then looks for Q1's lane-0 donor in
// tid_original, finds 12 "still" in Q3, moves the hole it left and stops:
// three quarters. squeeze takes 8 from Q2 instead: two quarters.
func TestSqueezeAppendixDonor(t *testing.T) {
	qs := quarters{n: 16, q: 4, g: 4}
	orig := threadsAt(ptr(qs.home(0x1122, 0)), 16, 0)
	if got := fmt.Sprint(squeezeAppendix(orig, 4, true)); got != "[12 1 -1 -1 -1 5 -1 -1 8 -1 -1 -1 -1 -1 -1 -1]" {
		t.Errorf("literal appendix: %s", got)
	}
	p := qs.home(0x1122, 0)
	qs.squeeze(0x1122, &p)
	if got := fmt.Sprint(threadsAt(&p, 16, 0)); got != "[12 1 -1 -1 8 5 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1]" {
		t.Errorf("squeeze: %s", got)
	}
}

func ptr(p placement) *placement { return &p }

func activeOf(tids []int, q int) int {
	k := 0
	for g := 0; g*q < len(tids); g++ {
		for j := 0; j < q; j++ {
			if tids[g*q+j] >= 0 {
				k++
				break
			}
		}
	}
	return k
}

// TestSqueezeAppendixCountBug: Q0 holds lanes 0-3, Q1 is full, Q2 holds
// lanes 4-5, Q3 lanes 6-7. Sorted: #0 = Q1 (8), #1 = Q0 (4), #2 = Q2,
// #3 = Q3. The literal appendix, at recipient #1 (physical Q0), reads
// thd_count_quar[0] — the count of #0, 8 — and skips Q0: four quarters
// stay active. squeeze fills Q0's lanes 4-7 from Q3 and Q2: two quarters.
func TestSqueezeAppendixCountBug(t *testing.T) {
	qs := quarters{n: 32, q: 8, g: 4}
	mask := mask32(0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 30, 31)
	orig := threadsAt(ptr(qs.home(mask, 0)), 32, 0)
	if k := activeOf(squeezeAppendix(orig, 8, true), 8); k != 3 {
		t.Errorf("literal appendix: %d active quarters, want 3", k)
	}
	p := qs.home(mask, 0)
	qs.squeeze(mask, &p)
	wantPlacement(t, "squeeze", threadsAt(&p, 32, 0), map[int]int{
		0: 0, 1: 1, 2: 2, 3: 3, 4: 20, 5: 21, 6: 30, 7: 31,
		8: 8, 9: 9, 10: 10, 11: 11, 12: 12, 13: 13, 14: 14, 15: 15,
	})
}

// Fig. 4.5 (reconstructed): the female warp 0 holds threads 0-2, 20-23
// and 27; the male warp 1 threads 40-42, 52-55 and 59. Under DWF they
// conflict (20-23 with 52-55, 27 with 59: same quarter, same lane), so
// they stay two warps. en-DWF scans lane by lane: lanes 0-2 have no
// conflict (0-2 in Q0, 40-42 in Q1); in lane 3, 27 and 59 conflict and the
// first position free in both, Q0 lane 3, takes 59; likewise 52-55 move
// to Q0 lanes 4-7, and the two warps combine into one full-lane warp.
func TestEnDWFFig45(t *testing.T) {
	cfg := DefaultConfig()
	female := Part{W: &Warp{}, Mask: mask32(0, 1, 2, 20, 21, 22, 23, 27)}
	male := Part{W: &Warp{}, Mask: mask32(40, 41, 42, 52, 53, 54, 55, 59)}
	parts := []dwfPart{{w: female.W, mask: female.Mask}, {w: male.W, mask: male.Mask}}

	d := newDWF("dwf", &cfg, nil, false, false)
	d.track = true
	if pool := d.form(parts, nil); len(pool) != 2 {
		t.Fatalf("dwf formed %d warps, want 2 (lane conflict)", len(pool))
	}
	d = newDWF("en-dwf", &cfg, nil, true, false)
	d.track = true
	pool := d.form(parts, nil)
	if len(pool) != 1 {
		t.Fatalf("en-dwf formed %d warps, want 1", len(pool))
	}
	wantPlacement(t, "en-dwf", threadsAt(&pool[0].p, 32, 0, 32), map[int]int{
		0: 0, 1: 1, 2: 2, 3: 59, 4: 52, 5: 53, 6: 54, 7: 55,
		8: 40, 9: 41, 10: 42,
		20: 20, 21: 21, 22: 22, 23: 23,
		27: 27,
	})
	// The relocation alone, step by step: one move per conflict.
	if _, moved := d.qs.enDWF(female.Mask, male.Mask, nil); moved != 5 {
		t.Errorf("en-DWF moved %d threads, want 5", moved)
	}
}

// Fig. 4.6 (reconstructed): the male warp 1 is the warp of Fig. 4.3
// (threads +32); the female warp 0 holds threads 4-7 and 8-9, and was
// squeezed when it entered the pool (as a male that found no partner):
// 8 and 9 moved to Q0 lanes 0-1. Step 1 squeezes the male (Q0: 32-34, 59;
// Q1: 48, 57, 58, 43-46, 55). Step 2: en-DWF finds 32 against 8 and 33
// against 9 in Q0; Q1 lanes 0-1 hold the male's 48 and 57, so Q2 lanes
// 0-1 take 32 and 33. Step 3 combines them. Step 4 down-scales the formed
// warp to its three active quarters: 24 lanes, three issue cycles (four
// without the squeeze, whose male fills all four quarters).
func TestEnDWFHWSFig46(t *testing.T) {
	cfg := DefaultConfig()
	fw, mw := &Warp{}, &Warp{}
	parts := []dwfPart{{w: fw, mask: mask32(4, 5, 6, 7, 8, 9)},
		{w: mw, mask: mask32(0, 1, 2, 11, 12, 13, 14, 16, 23, 25, 26, 27)}}
	d := newDWF("en-dwf-hws", &cfg, nil, true, true)
	d.track = true
	pool := d.form(parts, nil)
	if len(pool) != 1 {
		t.Fatalf("formed %d warps, want 1", len(pool))
	}
	wantPlacement(t, "en-dwf-hws", threadsAt(&pool[0].p, 32, 0, 32), map[int]int{
		0: 8, 1: 9, 2: 34, 3: 59, 4: 4, 5: 5, 6: 6, 7: 7,
		8: 48, 9: 57, 10: 58, 11: 43, 12: 44, 13: 45, 14: 46, 15: 55,
		16: 32, 17: 33,
	})
	if k := d.qs.activeQuarters(pool[0].occ); k != 3 {
		t.Errorf("%d active quarters, want 3", k)
	}
	d = newDWF("en-dwf", &cfg, nil, true, false)
	pool = d.form(parts, nil)
	if len(pool) != 1 || d.qs.activeQuarters(pool[0].occ) != 4 {
		t.Errorf("without the squeeze: %d warps, want 1 with 4 active quarters", len(pool))
	}
}

// TestFormationProperties: over random split warps at one PC, no formed
// warp holds two threads at one position, every thread is in exactly one
// formed warp, a thread keeps its lane (dwf: its home position; en-DWF: its
// lane within the quarter). Over all of them en-dwf forms no more warps
// than dwf (case by case it can: first-fit placement is greedy).
func TestFormationProperties(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	var total [3]int
	for _, ws := range []int{4, 8, 16, 32, 64} {
		cfg := DefaultConfig()
		cfg.WarpSize = ws
		kinds := []*dwf{newDWF("dwf", &cfg, nil, false, false), newDWF("en-dwf", &cfg, nil, true, false), newDWF("en-dwf-hws", &cfg, nil, true, true)}
		for _, d := range kinds {
			d.track = true
		}
		full := uint64(1)<<uint(ws) - 1
		if ws == 64 {
			full = ^uint64(0)
		}
		for iter := 0; iter < 2000; iter++ {
			parts := make([]dwfPart, 1+r.Intn(8))
			for i := range parts {
				parts[i] = dwfPart{w: &Warp{ID: i}, mask: r.Uint64() & r.Uint64() & full}
				if parts[i].mask == 0 {
					parts[i].mask = 1
				}
			}
			var formed [3]int
			for ki, d := range kinds {
				pool := d.form(parts, nil)
				formed[ki] = len(pool)
				seen := make([]uint64, len(parts))
				for fi := range pool {
					f := &pool[fi]
					var occ uint64
					for pos := 0; pos < 64; pos++ {
						v := f.p[pos]
						if v < 0 {
							continue
						}
						if pos >= ws {
							t.Fatalf("%s: thread at position %d of a %d-lane warp", d.name, pos, ws)
						}
						occ |= 1 << uint(pos)
						part, lane := int(v>>6), int(v&63)
						if seen[part]&(1<<uint(lane)) != 0 {
							t.Fatalf("%s: thread %d of warp %d placed twice", d.name, lane, part)
						}
						seen[part] |= 1 << uint(lane)
						if (!d.relaxed && pos != lane) || pos%d.qs.q != lane%d.qs.q {
							t.Fatalf("%s: thread of lane %d at position %d", d.name, lane, pos)
						}
						inF := false
						for _, k := range f.parts {
							inF = inF || k == part
						}
						if !inF {
							t.Fatalf("%s: thread of part %d in a formed warp without the part", d.name, part)
						}
					}
					if occ != f.occ {
						t.Fatalf("%s: occupancy %#x, positions %#x", d.name, f.occ, occ)
					}
				}
				for i := range parts {
					if seen[i] != parts[i].mask {
						t.Fatalf("%s: warp %d: placed %#x, have %#x", d.name, i, seen[i], parts[i].mask)
					}
				}
			}
			for i := range total {
				total[i] += formed[i]
			}
			// Without placement tracking (the simulator's path) the
			// same warps form.
			for _, d := range kinds {
				want := d.form(parts, nil)
				d.track = false
				got := d.form(parts, nil)
				d.track = true
				if len(got) != len(want) {
					t.Fatalf("%s: %d warps untracked, %d tracked", d.name, len(got), len(want))
				}
				for i := range got {
					if got[i].occ != want[i].occ || fmt.Sprint(got[i].parts) != fmt.Sprint(want[i].parts) {
						t.Fatalf("%s: formed warp %d differs untracked", d.name, i)
					}
				}
			}
		}
	}
	if total[1] > total[0] {
		t.Errorf("en-dwf formed %d warps, dwf %d", total[1], total[0])
	}
	t.Logf("formed warps: dwf %d, en-dwf %d, en-dwf-hws %d", total[0], total[1], total[2])
}

// The hws harness: pdom's splits, charged their squeezed quarters.
func TestHWSHarness(t *testing.T) {
	const A, B, D = 0, 2 * isa.InstSize, 4 * isa.InstSize
	cfg := DefaultConfig()
	h := newMechHarness(t, newHWS(&cfg), 32, A)
	// Threads 0-3 and 12-15 take the branch: squeezed into one quarter.
	if c := h.commit(Outcome{Kind: OutBranch, Inst: &isa.Inst{Op: isa.OpCBra}, Taken: 0xF00F, Target: B, RPC: D}); c.IssueCycles != 4 {
		t.Errorf("full warp: %d issue cycles, want 4", c.IssueCycles)
	}
	h.want(Split{B, 0xF00F})
	if c := h.commit(Outcome{Kind: OutSeq}); c.IssueCycles != 1 {
		t.Errorf("threads 0-3, 12-15: %d issue cycles, want 1", c.IssueCycles)
	}
	h.jump(D)
	// The other 24 threads: lanes 4-7 of Q0 and Q1 … squeeze to 3 quarters.
	if c := h.commit(Outcome{Kind: OutBranch, Inst: &isa.Inst{Op: isa.OpBra}, Taken: ^uint64(0xF00F) & 0xFFFFFFFF, Target: D, RPC: isa.NoPC}); c.IssueCycles != 3 {
		t.Errorf("24 threads: %d issue cycles, want 3", c.IssueCycles)
	}
	h.want(Split{D, 0xFFFFFFFF})
	st := h.mech.Stats(nil)
	if fmt.Sprint(st) == "" {
		t.Fatal("no statistics")
	}
	want := map[string]int64{"quarters_active_1": 2, "quarters_active_3": 1, "quarters_active_4": 1, "quarters_ideal_1": 2, "quarters_ideal_3": 1, "quarters_ideal_4": 1, "squeeze_moves": 2*4 + 4}
	for _, s := range st {
		if w, ok := want[s.Name]; ok && s.Value != w {
			t.Errorf("%s = %d, want %d", s.Name, s.Value, w)
		}
	}
}

// Equation 6.1 on the warp distribution of NQU (Table 6.1): fractions
// 0.062, 0.026, 0.006 of warps with 1, 2, 3 quarters give 1.065.
func TestEstimateTable61(t *testing.T) {
	for _, tc := range []struct {
		f    [4]float64
		want float64
	}{{[4]float64{0.062, 0.026, 0.006, 0.906}, 1.065}, {[4]float64{0.058, 0.068, 0.067, 0.807}, 1.104}} {
		r := &Result{}
		for k := 0; k < 4; k++ {
			r.Stats.Mechanism = append(r.Stats.Mechanism, NamedStat{Name: fmt.Sprintf("quarters_ideal_%d", k+1), Value: int64(tc.f[k] * 1e6)})
		}
		est, ok := EstimateHWS(r)
		if !ok || est.Quarters != 4 || fmt.Sprintf("%.3f", est.Speedup) != fmt.Sprintf("%.3f", tc.want) {
			t.Errorf("%v: estimate %+v, want %.3f", tc.f, est, tc.want)
		}
	}
	if _, ok := EstimateHWS(&Result{}); ok {
		t.Error("an estimate without hws statistics")
	}
}

// The quarter width: the simd-width setting, else the machine's SIMD
// width when narrower than the warp, else a quarter of the warp; only the
// hybrid-warp-size and en-DWF mechanisms accept the setting.
func TestQuarterWidth(t *testing.T) {
	for _, tc := range []struct{ warp, simd, setting, want int }{
		{32, 32, 0, 8}, {32, 16, 0, 16}, {32, 16, 4, 4}, {64, 64, 0, 16}, {4, 4, 0, 1}, {6, 6, 0, 1}, {8, 8, 8, 8},
	} {
		cfg := DefaultConfig()
		cfg.WarpSize, cfg.SIMDWidth, cfg.Mech.SIMDWidth = tc.warp, tc.simd, tc.setting
		if got := QuarterWidth(&cfg); got != tc.want {
			t.Errorf("%+v: quarter width %d", tc, got)
		}
	}
	cfg := DefaultConfig()
	cfg.Mech.SIMDWidth = 4
	for _, mi := range Registry() {
		accepts := false
		for _, s := range mi.Settings {
			accepts = accepts || s == SettingSIMDWidth
		}
		err := cfg.ValidateFor(&mi)
		want := mi.Name == "hws" || mi.Name == "en-dwf" || mi.Name == "en-dwf-hws"
		if (err == nil) != want || accepts != want {
			t.Errorf("%s: simd-width accepted %v (%v)", mi.Name, err == nil, err)
		}
	}
	cfg.Mech.SIMDWidth = 33
	if err := cfg.Validate(); err == nil {
		t.Error("simd-width 33 on 32-thread warps accepted")
	}
}
