package dwf

import (
	"cmp"
	"math/rand"
	"slices"
	"testing"
)

// TestGroupOrder checks the scheduling order (dwfOrder, through reorder)
// against a sort of the non-empty groups by their keys, over random
// changes of thread counts (many ties, counts over several words of the
// bit set), groups emptying and starving, and PCs in no particular order
// of the groups' indices.
func TestGroupOrder(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	d := &dwf{patience: 40}
	for i := 0; i < 24; i++ {
		d.groups = append(d.groups, dwfGroup{pc: uint32(r.Intn(1000)*8 + i), t: unlisted})
	}
	for step := 0; step < 50000; step++ {
		d.seq++
		gi := int32(r.Intn(len(d.groups)))
		g := &d.groups[gi]
		switch x := r.Intn(10); {
		case x == 0:
			g.n, g.threads = 0, 0
		case x < 5:
			g.n, g.threads = 1, 32*(1+r.Intn(4)) // ties
		default:
			g.n, g.threads = 1, 1+r.Intn(300)
		}
		if g.n > 0 {
			g.oldest = d.seq - int64(r.Intn(50)) // a fifth starving
		}
		d.reorder(g, gi)
		var want []int32
		for gi := range d.groups {
			if d.groups[gi].n > 0 {
				want = append(want, int32(gi))
			}
		}
		slices.SortFunc(want, func(a, b int32) int {
			ga, gb := &d.groups[a], &d.groups[b]
			switch {
			case ga.starving != gb.starving:
				if ga.starving {
					return -1
				}
				return 1
			case ga.starving && ga.oldest != gb.oldest:
				return cmp.Compare(ga.oldest, gb.oldest)
			case ga.threads != gb.threads:
				return cmp.Compare(gb.threads, ga.threads)
			}
			return cmp.Compare(ga.pc, gb.pc)
		})
		var got []int32
		for gi := d.ord.first(); gi >= 0; gi = d.ord.next(d.groups, gi) {
			got = append(got, gi)
			if len(got) > len(d.groups) {
				t.Fatalf("step %d: the order does not end: %v", step, got)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("step %d: order %v, want %v", step, got, want)
		}
	}
}
