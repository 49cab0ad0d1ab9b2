package hybrid

// The worked examples of Jin 2012 (hybrid warp size) as unit tests, the
// squeeze against the thesis' appendix A code, equation 6.1 and the
// quarter width.
//
// The thesis' text carries no drawings: Fig. 4.3 is reconstructed from
// what the text says about it (which threads move, which quarters end
// active), with thread IDs chosen to match every such statement.

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/simtc/simtc/sim"
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
func threadsAt(p *Placement, n int, base ...int) []int {
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
	qs := Quarters{N: 32, Q: 8, G: 4}
	mask := mask32(0, 1, 2, 11, 12, 13, 14, 16, 23, 25, 26, 27)
	p := qs.Home(mask, 0)
	occ, moves := qs.Squeeze(mask, &p)
	if moves != 5 {
		t.Errorf("%d threads moved, want 5", moves)
	}
	wantPlacement(t, "squeeze", threadsAt(&p, 32, 0), map[int]int{
		0: 0, 1: 1, 2: 2, 3: 27, // Q0 (#1)
		8: 16, 9: 25, 10: 26, 11: 11, 12: 12, 13: 13, 14: 14, 15: 23, // Q1 (#0), full
	})
	if occ != occupancy(&p, 32) {
		t.Errorf("occupancy %#x, Placement %#x", occ, occupancy(&p, 32))
	}
	if k := qs.Active(occ); k != 2 {
		t.Errorf("%d active Quarters, want 2 (mask 0011, warp size 16)", k)
	}
	if k := qs.Ideal(mask32(0, 1, 2, 11, 12, 13, 14, 16, 23, 25, 26, 27)); k != 2 {
		t.Errorf("ideal Quarters %d, want 2", k)
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
	check := func(qs Quarters, mask uint64) {
		p := qs.Home(mask, 0)
		occ, _ := qs.Squeeze(mask, &p)
		if occ != occupancy(&p, qs.N) {
			t.Fatalf("mask %#x: occupancy %#x, Placement %#x", mask, occ, occupancy(&p, qs.N))
		}
		got := threadsAt(&p, qs.N, 0)
		orig := threadsAt(ptr(qs.Home(mask, 0)), qs.N, 0)
		if want := squeezeAppendix(orig, qs.Q, false); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("mask %#x: squeeze %v, appendix A (corrected) %v", mask, got, want)
		}
		lit := squeezeAppendix(orig, qs.Q, true)
		switch a, b := qs.Active(occ), activeOf(lit, qs.Q); {
		case a > b:
			t.Fatalf("mask %#x: squeeze uses %d Quarters, the literal appendix %d", mask, a, b)
		case a < b:
			fewer++
		}
	}
	for mask := uint64(0); mask < 1<<16; mask++ {
		check(Quarters{N: 16, Q: 4, G: 4}, mask)
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		check(Quarters{N: 32, Q: 8, G: 4}, uint64(r.Uint32()&r.Uint32()))
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
	bound := func(qs Quarters, mask uint64) int {
		b := 0
		for j := 0; j < qs.Q; j++ {
			c := 0
			for p := j; p < qs.N; p += qs.Q {
				c += int(mask >> uint(p) & 1)
			}
			b = max(b, c)
		}
		return b
	}
	check := func(qs Quarters, mask uint64) {
		occ, _ := qs.Squeeze(mask, nil)
		if a, b := qs.Active(occ), max(bound(qs, mask), 1); a != b && mask != 0 {
			t.Fatalf("n=%d q=%d mask %#x: squeeze leaves %d Quarters, a lane-preserving Placement needs %d", qs.N, qs.Q, mask, a, b)
		}
	}
	for _, q := range []int{2, 4, 8} {
		qs := Quarters{N: 16, Q: q, G: 16 / q}
		for mask := uint64(0); mask < 1<<16; mask++ {
			check(qs, mask)
		}
	}
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 100000; i++ {
		check(Quarters{N: 32, Q: 8, G: 4}, uint64(r.Uint32()&r.Uint32()))
	}
	short := Quarters{N: 10, Q: 4, G: 3}
	occ, _ := short.Squeeze(1<<2|1<<8|1<<9, nil)
	if a, b := short.Active(occ), bound(short, 1<<2|1<<8|1<<9); a != 2 || b != 1 {
		t.Errorf("short last quarter: squeeze %d Quarters, bound %d; want 2 and 1", a, b)
	}
}

// TestSqueezeAppendixDonor: in a 16-lane warp of 4-lane quarters holding
// threads 1, 5, 8 and 12 (one each, all tied), the literal appendix fills
// Q0's lane-0 hole with 12 (from Q3), then looks for Q1's lane-0 donor in
// tid_original, finds 12 "still" in Q3, moves the hole it left and stops:
// three quarters. squeeze takes 8 from Q2 instead: two quarters.
func TestSqueezeAppendixDonor(t *testing.T) {
	qs := Quarters{N: 16, Q: 4, G: 4}
	orig := threadsAt(ptr(qs.Home(0x1122, 0)), 16, 0)
	if got := fmt.Sprint(squeezeAppendix(orig, 4, true)); got != "[12 1 -1 -1 -1 5 -1 -1 8 -1 -1 -1 -1 -1 -1 -1]" {
		t.Errorf("literal appendix: %s", got)
	}
	p := qs.Home(0x1122, 0)
	qs.Squeeze(0x1122, &p)
	if got := fmt.Sprint(threadsAt(&p, 16, 0)); got != "[12 1 -1 -1 8 5 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1]" {
		t.Errorf("squeeze: %s", got)
	}
}

func ptr(p Placement) *Placement { return &p }

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
	qs := Quarters{N: 32, Q: 8, G: 4}
	mask := mask32(0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 30, 31)
	orig := threadsAt(ptr(qs.Home(mask, 0)), 32, 0)
	if k := activeOf(squeezeAppendix(orig, 8, true), 8); k != 3 {
		t.Errorf("literal appendix: %d active Quarters, want 3", k)
	}
	p := qs.Home(mask, 0)
	qs.Squeeze(mask, &p)
	wantPlacement(t, "squeeze", threadsAt(&p, 32, 0), map[int]int{
		0: 0, 1: 1, 2: 2, 3: 3, 4: 20, 5: 21, 6: 30, 7: 31,
		8: 8, 9: 9, 10: 10, 11: 11, 12: 12, 13: 13, 14: 14, 15: 15,
	})
}

// Equation 6.1 on the warp distribution of NQU (Table 6.1): fractions
// 0.062, 0.026, 0.006 of warps with 1, 2, 3 quarters give 1.065.
func TestEstimateTable61(t *testing.T) {
	for _, tc := range []struct {
		f    [4]float64
		want float64
	}{{[4]float64{0.062, 0.026, 0.006, 0.906}, 1.065}, {[4]float64{0.058, 0.068, 0.067, 0.807}, 1.104}} {
		r := &sim.Result{}
		for k := 0; k < 4; k++ {
			r.Stats.Mechanism = append(r.Stats.Mechanism, sim.NamedStat{Name: fmt.Sprintf("quarters_ideal_%d", k+1), Value: int64(tc.f[k] * 1e6)})
		}
		est, ok := EstimateHWS(r)
		if !ok || est.Quarters != 4 || fmt.Sprintf("%.3f", est.Speedup) != fmt.Sprintf("%.3f", tc.want) {
			t.Errorf("%v: estimate %+v, want %.3f", tc.f, est, tc.want)
		}
	}
	if _, ok := EstimateHWS(&sim.Result{}); ok {
		t.Error("an estimate without hws statistics")
	}
}

// The quarter width: the simd-width parameter, else the machine's SIMD
// width when narrower than the warp, else a quarter of the warp; the
// parameter is at most the warp size, and a run without it reports the
// width it used. (Which mechanisms accept it: sim/mechs.)
func TestQuarterWidth(t *testing.T) {
	for _, tc := range []struct{ warp, simd, param, want int }{
		{32, 32, 0, 8}, {32, 16, 0, 16}, {32, 16, 4, 4}, {64, 64, 0, 16}, {4, 4, 0, 1}, {6, 6, 0, 1}, {8, 8, 8, 8},
	} {
		cfg := sim.DefaultConfig()
		cfg.WarpSize, cfg.SIMDWidth = tc.warp, tc.simd
		if got := QuarterWidth(&cfg, tc.param); got != tc.want {
			t.Errorf("%+v: quarter width %d", tc, got)
		}
		if tc.param == 0 {
			if got := SIMDWidthParam().Effective(&cfg); got != fmt.Sprint(tc.want) {
				t.Errorf("%+v: effective simd-width %s", tc, got)
			}
		}
		var p sim.Params
		if tc.param != 0 {
			m, err := (&sim.MechInfo{Name: "x", Params: []sim.Param{SIMDWidthParam()}}).Configure(fmt.Sprintf("simd-width=%d", tc.param))
			if err != nil {
				t.Fatal(err)
			}
			p = m.Params
		}
		if bc := Baseline(cfg, p); bc.SIMDWidth != tc.want || bc.WarpSize != tc.warp {
			t.Errorf("%+v: baseline machine of warp %d, SIMD width %d", tc, bc.WarpSize, bc.SIMDWidth)
		}
	}
	p := SIMDWidthParam()
	cfg := sim.DefaultConfig()
	for _, tc := range []struct {
		text string
		ok   bool
	}{{"4", true}, {"32", true}, {"33", false}, {"0", false}, {"x", false}} {
		v, err := p.Parse(tc.text)
		if err == nil {
			err = p.Check(v, &cfg)
		}
		if (err == nil) != tc.ok {
			t.Errorf("simd-width=%s on 32-thread warps: error %v", tc.text, err)
		}
	}
}

// occupancy is the mask of the occupied positions of p.
func occupancy(p *Placement, n int) uint64 {
	var m uint64
	for pos := 0; pos < n; pos++ {
		if p[pos] >= 0 {
			m |= 1 << uint(pos)
		}
	}
	return m
}
