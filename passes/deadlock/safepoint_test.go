package deadlock

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
)

// The oracle tests of safepoint.go: the closures, the join of lines 1-9
// and the conflict resolution against the direct walks they replace
// (oldPaths in paths_test.go, the implementation before issue 18), on
// random CFGs, some with infinite loops (where the fast paths must step
// aside), under both reconvergence modes. TestDetectWalks
// (safepoint_ext_test.go) compares whole results.

// spinCFG is randomCFG with, now and then, a block whose terminator is
// replaced by a branch back to itself or an earlier block: an infinite
// loop, whose blocks cannot reach the exit.
func spinCFG(r *rand.Rand, n int) string {
	src := randomCFG(r, n)
	if r.Intn(3) > 0 {
		return src
	}
	lines := strings.Split(src, "\n")
	block := -1
	target := r.Intn(n - 1)
	for k, l := range lines {
		if strings.HasPrefix(l, "b") && strings.HasSuffix(l, ":") {
			fmt.Sscanf(l, "b%d:", &block)
			continue
		}
		t := strings.TrimSpace(l)
		if block == target && (strings.HasPrefix(t, "br ") || strings.HasPrefix(t, "condbr ") || strings.HasPrefix(t, "switch ")) {
			lines[k] = fmt.Sprintf("  br ^b%d", r.Intn(block+1))
		}
	}
	return strings.Join(lines, "\n")
}

// startsOf returns l's reconvergence point and start points as prepare
// computes them (not with Options.Paper).
func startsOf(d *detector, l *Region) (Point, []Point) {
	var rp Point
	for k, e := range l.Exiting {
		p := d.r.after(e.Block.Terminator())
		if k == 0 {
			rp = p
		} else {
			rp = d.r.ncpd(rp, p)
		}
	}
	starts := []Point{rp}
	for _, x := range l.Exits {
		if !d.reenters(l, x, rp) {
			starts = append(starts, d.r.start(x))
		}
	}
	return rp, starts
}

func TestSafePointOracle(t *testing.T) {
	seeds := 600
	if testing.Short() {
		seeds = 150
	}
	var questions, fastJoins, fastResolves, infinite int
	for seed := 0; seed < seeds; seed++ {
		r := rand.New(rand.NewSource(int64(seed)))
		src := spinCFG(r, 2+r.Intn(30))
		m, err := ir.Parse("rand.ir", []byte(src))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		f := m.Funcs[0]
		for _, mode := range []Mode{ReconvIPDOM, ReconvNvidia} {
			d := &detector{f: f, aa: alias.NewCached(alias.Basic{}), r: newReconv(f, mode), chunk: 1 + r.Intn(4)}
			if !d.exitsReachable() {
				infinite++
			}
			o := &oldPaths{f: f, r: d.r}
			d.writes = sharedWrites(f, false)
			writes := d.writes
			regs := regionsOf(d)
			where := func(l *Region) string {
				return fmt.Sprintf("seed %d mode %d region %s (%s)", seed, mode, l.Header.Name, l.Region())
			}
			// The closures of the barrier-cut CFG, a chunk at a time, as
			// Detect builds them.
			clos := &closure{g: d.barrierGraph()}
			var ls []*Loop
			for lo := 0; lo < len(regs); lo += d.chunk {
				part := regs[lo:min(lo+d.chunk, len(regs))]
				var sets [][]*ir.Block
				var startss [][]Point
				for _, l := range part {
					_, starts := startsOf(d, l)
					var bs []*ir.Block
					for _, s := range starts {
						if !s.IsExit() {
							bs = append(bs, s.Block)
						}
					}
					sets, startss = append(sets, bs), append(startss, starts)
				}
				clos.build(sets)
				for k, l := range part {
					starts := startss[k]
					want := o.reachable(starts)
					in := func(b *ir.Block) bool { return clos.has(b, k) }
					for _, b := range f.Blocks {
						questions++
						if in(b) != (want.from[b.ID] >= 0) {
							t.Errorf("%s: closure has %s = %v, the walk %v\n%s", where(l), b.Name, in(b), want.from[b.ID] >= 0, src)
						}
					}
					// A random choice of the writes as the loop's
					// redefining writes.
					rp, _ := startsOf(d, l)
					fl := &Loop{Region: l, Reconv: rp, starts: starts, tab: writes, readSets: [][]*ir.Instr{nil}}
					fb := d.firstBarriers()
					for wk, w := range writes {
						if r.Intn(2) == 0 {
							continue
						}
						e := redef{wk: int32(wk), reach: in(w.Block) && w.Index < int(fb[w.Block.ID])}
						if e.reach != want.has(w.Block, w.Index) {
							t.Errorf("%s: write %v reachable %v, the walk %v\n%s", where(l), w, e.reach, want.has(w.Block, w.Index), src)
						}
						fl.redef = append(fl.redef, e)
					}
					// The join of lines 1-9 by the union's direct walk.
					join := rp
					for _, w := range fl.Writes() {
						if w.Reachable {
							join = d.r.ncpd(join, d.r.after(w.Instr))
							for _, br := range want.branchesTo(w.Instr.Block) {
								join = d.r.ncpd(join, d.r.after(br))
							}
						}
					}
					questions++
					if got := d.reachJoin(fl, starts, in); got != join {
						t.Errorf("%s: reachJoin = %v, the walk %v\n%s", where(l), got, join, src)
					}
					// The fast path alone, where its conditions hold.
					q := rp
					var wbs []int32
					for _, w := range fl.Writes() {
						if w.Reachable {
							q = d.r.ncpd(q, d.r.after(w.Instr))
							wbs = append(wbs, int32(w.Instr.Block.ID))
						}
					}
					ok := d.exitsReachable() && len(wbs) > 0
					for _, s := range starts {
						ok = ok && (s.IsExit() || d.r.postDominates(q, s))
					}
					if ok {
						if got, fast := d.reachJoinFast(q, wbs, in); fast {
							fastJoins++
							if got != join {
								t.Errorf("%s: reachJoinFast = %v, the walk %v\n%s", where(l), got, join, src)
							}
						}
					}
					ls = append(ls, fl)
				}
			}
			// Conflict resolution from points that post-dominate each
			// region's exits (step 3's condition) and from random ones.
			for round := 0; round < 4; round++ {
				safe := make([]Point, len(ls))
				for k, fl := range ls {
					if b := f.Blocks[r.Intn(len(f.Blocks))]; r.Intn(6) > 0 {
						safe[k] = Point{Block: b, Index: r.Intn(len(b.Instrs))}
					}
					if round%2 == 0 {
						for _, e := range fl.Region.Exits {
							safe[k] = d.r.ncpd(safe[k], d.r.start(e))
						}
					}
				}
				want := append([]Point(nil), safe...)
				o.resolveConflicts(ls, want)
				got := append([]Point(nil), safe...)
				if len(ls) >= 2 && d.resolveFast(ls, got) {
					fastResolves++
				} else {
					d.resolveConflicts(ls, got)
				}
				questions++
				for k := range got {
					if got[k] != want[k] {
						t.Errorf("seed %d mode %d round %d: resolveConflicts moves %s's point to %v, the walk to %v\n%s",
							seed, mode, round, ls[k].Region.Header.Name, got[k], want[k], src)
						break
					}
				}
			}
		}
	}
	t.Logf("%d questions, %d joins and %d conflict resolutions by the fast paths, %d function modes with infinite loops",
		questions, fastJoins, fastResolves, infinite)
	if fastJoins == 0 || fastResolves == 0 || infinite == 0 {
		t.Errorf("the random CFGs do not exercise every path")
	}
}

// TestZonesChain compares zonesOf's shared chains with the walk up the
// dominator tree (zonesWalk) on every block of the test corpora.
func TestZonesChain(t *testing.T) {
	var paths []string
	for _, dir := range []string{"kernels", "lint", "real", "bench/sync"} {
		ps, _ := filepath.Glob(filepath.Join("../../testdata", dir, "*.cl"))
		paths = append(paths, ps...)
	}
	blocks, zoned := 0, 0
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := minic.Compile(p, src, minic.Options{})
		if err != nil {
			continue // an input the frontend rejects on purpose
		}
		for _, f := range m.Funcs {
			if len(f.Blocks) == 0 || len(f.Blocks[0].Preds) > 0 {
				continue
			}
			d := &detector{f: f, aa: alias.NewCached(alias.Basic{})}
			w := d.who()
			for _, x := range f.Blocks {
				got, want := w.zonesOf(x), w.zonesWalk(x)
				blocks++
				if len(want) > 0 {
					zoned++
				}
				same := len(got) == len(want)
				for k := 0; same && k < len(got); k++ {
					a, b := got[k], want[k]
					same = a.kind == b.kind && a.from == b.from && a.to == b.to && a.id == b.id && a.idKnown == b.idKnown && a.thread == b.thread
				}
				if !same {
					t.Errorf("%s: %s: zonesOf(%s) has %d zones, the walk %d (or they differ)", p, f.Name, x.Name, len(got), len(want))
				}
			}
		}
	}
	t.Logf("%d blocks, %d in some zone", blocks, zoned)
	if zoned == 0 {
		t.Errorf("no block of the corpora is in a zone")
	}
}
