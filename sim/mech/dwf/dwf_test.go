package dwf

// The en-DWF worked examples of Jin 2012 (Figs. 4.5 and 4.6,
// reconstructed from the text as the squeeze's are in sim/mech/hybrid) and
// properties of warp formation over random masks.

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mech/hybrid"
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
func threadsAt(p *hybrid.Placement, n int, base ...int) []int {
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

// Fig. 4.5 (reconstructed): the female warp 0 holds threads 0-2, 20-23
// and 27; the male warp 1 threads 40-42, 52-55 and 59. Under DWF they
// conflict (20-23 with 52-55, 27 with 59: same quarter, same lane), so
// they stay two warps. en-DWF scans lane by lane: lanes 0-2 have no
// conflict (0-2 in Q0, 40-42 in Q1); in lane 3, 27 and 59 conflict and the
// first position free in both, Q0 lane 3, takes 59; likewise 52-55 move
// to Q0 lanes 4-7, and the two warps combine into one full-lane warp.
func TestEnDWFFig45(t *testing.T) {
	cfg := sim.DefaultConfig()
	female := sim.Part{W: &sim.Warp{}, Mask: mask32(0, 1, 2, 20, 21, 22, 23, 27)}
	male := sim.Part{W: &sim.Warp{}, Mask: mask32(40, 41, 42, 52, 53, 54, 55, 59)}
	parts := []dwfPart{{rank: 0, mask: female.Mask}, {rank: 1, mask: male.Mask}}

	d := newDWF("dwf", &cfg, nil, Settings{}, false, false)
	d.track = true
	if pool := d.form(parts, nil); len(pool) != 2 {
		t.Fatalf("dwf formed %d warps, want 2 (lane conflict)", len(pool))
	}
	d = newDWF("en-dwf", &cfg, nil, Settings{}, true, false)
	d.track = true
	pool := d.form(parts, nil)
	if len(pool) != 1 {
		t.Fatalf("en-dwf formed %d warps, want 1", len(pool))
	}
	wantPlacement(t, "en-dwf", threadsAt(pool[0].p, 32, 0, 32), map[int]int{
		0: 0, 1: 1, 2: 2, 3: 59, 4: 52, 5: 53, 6: 54, 7: 55,
		8: 40, 9: 41, 10: 42,
		20: 20, 21: 21, 22: 22, 23: 23,
		27: 27,
	})
	// The relocation alone, step by step: one move per conflict.
	if _, moved := enDWF(d.qs, female.Mask, male.Mask, nil); moved != 5 {
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
	cfg := sim.DefaultConfig()
	parts := []dwfPart{{rank: 0, mask: mask32(4, 5, 6, 7, 8, 9)},
		{rank: 1, mask: mask32(0, 1, 2, 11, 12, 13, 14, 16, 23, 25, 26, 27)}}
	d := newDWF("en-dwf-hws", &cfg, nil, Settings{}, true, true)
	d.track = true
	pool := d.form(parts, nil)
	if len(pool) != 1 {
		t.Fatalf("formed %d warps, want 1", len(pool))
	}
	wantPlacement(t, "en-dwf-hws", threadsAt(pool[0].p, 32, 0, 32), map[int]int{
		0: 8, 1: 9, 2: 34, 3: 59, 4: 4, 5: 5, 6: 6, 7: 7,
		8: 48, 9: 57, 10: 58, 11: 43, 12: 44, 13: 45, 14: 46, 15: 55,
		16: 32, 17: 33,
	})
	if k := d.qs.Active(pool[0].occ); k != 3 {
		t.Errorf("%d active quarters, want 3", k)
	}
	d = newDWF("en-dwf", &cfg, nil, Settings{}, true, false)
	pool = d.form(parts, nil)
	if len(pool) != 1 || d.qs.Active(pool[0].occ) != 4 {
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
		cfg := sim.DefaultConfig()
		cfg.WarpSize = ws
		kinds := []*dwf{newDWF("dwf", &cfg, nil, Settings{}, false, false), newDWF("en-dwf", &cfg, nil, Settings{}, true, false), newDWF("en-dwf-hws", &cfg, nil, Settings{}, true, true)}
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
				parts[i] = dwfPart{rank: int32(i), mask: r.Uint64() & r.Uint64() & full}
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
						if (!d.relaxed && pos != lane) || pos%d.qs.Q != lane%d.qs.Q {
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

// enDWFAllLanes is appendix B's relocation as written: every lane, every
// quarter (enDWF visits only the lanes with a conflict).
func enDWFAllLanes(qs hybrid.Quarters, female, male uint64, p *hybrid.Placement) (uint64, int) {
	moved := 0
	for i := 0; i < qs.Q; i++ {
		for j := 0; j < qs.G; j++ {
			t := j*qs.Q + i
			if t >= qs.N || (female&male)>>uint(t)&1 == 0 {
				continue
			}
			for k := 0; k < qs.G; k++ {
				s := k*qs.Q + i
				if k == j || s >= qs.N || (female|male)>>uint(s)&1 != 0 {
					continue
				}
				male = male&^(1<<uint(t)) | 1<<uint(s)
				if p != nil {
					p[s], p[t] = p[t], -1
				}
				moved++
				break
			}
		}
	}
	return male, moved
}

// TestEnDWFLanes checks enDWF against appendix B's loop over every lane
// on random occupancies and warp geometries, the placements included.
func TestEnDWFLanes(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for n := 0; n < 20000; n++ {
		cfg := sim.DefaultConfig()
		cfg.WarpSize = 1 + r.Intn(64)
		qs := hybrid.NewQuarters(&cfg, 1+r.Intn(cfg.WarpSize))
		all := ^uint64(0) >> uint(64-qs.N)
		// Dense and sparse occupancies, so that some conflicts find no
		// free position.
		female, male := r.Uint64()&all, r.Uint64()&all
		if r.Intn(2) == 0 {
			female |= r.Uint64() & all
		}
		if r.Intn(2) == 0 {
			male &= r.Uint64()
		}
		var p, q hybrid.Placement
		for i := range p {
			p[i] = int32(i)
		}
		q = p
		gm, gn := enDWF(qs, female, male, &p)
		wm, wn := enDWFAllLanes(qs, female, male, &q)
		if gm != wm || gn != wn || p != q {
			t.Fatalf("%+v female %#x male %#x: enDWF %#x, %d moved; appendix B %#x, %d moved (placements equal: %v)", qs, female, male, gm, gn, wm, wn, p == q)
		}
	}
}

// TestResidentWarps: resident's shortcut (same list, same length, no
// Start since) still sees every change the core makes to its list of
// resident warps: a warp that retires (removed in place), one that starts
// (appended), both between two calls (same length, same address), and
// another list, of other warps or of the same ones.
func TestResidentWarps(t *testing.T) {
	cfg := sim.DefaultConfig()
	d := newDWF("dwf", &cfg, nil, Settings{}, false, false)
	start := func(id int) *sim.Warp {
		w := &sim.Warp{ID: id, Live: 1}
		d.Start(w, 0)
		return w
	}
	warps := make([]*sim.Warp, 0, 8)
	for i := 0; i < 4; i++ {
		warps = append(warps, start(i))
	}
	spare := start(4)
	check := func(step string, warps []*sim.Warp) {
		t.Helper()
		want := sameWarps(d.cacheWarps, warps)
		if got := d.resident(warps); got != want {
			t.Fatalf("%s: resident %v, want %v", step, got, want)
		}
		// The pool follows warps, read by IssueAt (its inline check of
		// the common case first) and by Issues.
		d.IssueAt(warps, 0, 0)
		if !sameWarps(d.cacheWarps, warps) {
			t.Fatalf("%s: IssueAt: the pool does not follow the resident warps", step)
		}
		d.Issues(warps, 0, nil)
		if !d.resident(warps) || !sameWarps(d.cacheWarps, warps) {
			t.Fatalf("%s: the pool does not follow the resident warps", step)
		}
	}
	check("start", warps)
	check("unchanged", warps)
	p := &warps[0]
	warps = slices.Delete(warps, 1, 2) // a warp retires
	check("retired", warps)
	warps = slices.Delete(warps, 0, 1) // another retires
	warps = append(warps, start(5))    // and one starts: the same length
	if &warps[0] != p || len(warps) != len(d.cacheWarps) {
		t.Fatal("the list moved")
	}
	check("retired and started", warps)
	other := slices.Clone(warps) // the same warps elsewhere
	check("same warps, other list", other)
	other = slices.Clone(warps) // other warps (in another order) elsewhere
	other[0], other[2] = other[2], spare
	check("other warps, other list", other)
	check("back", warps)
}
