package backend

import (
	"math/rand"
	"slices"
	"testing"
)

// TestGraphSparseMatchesDense adds the same random edges (repeats and
// self-edges included) to a bit-matrix graph and to an adjacency-list one
// and checks every register has the same neighbours in both, once each.
func TestGraphSparseMatchesDense(t *testing.T) {
	rng := rand.New(rand.NewSource(18))
	for _, n := range []int{1, 2, 70, 500} {
		dense, sparse := makeGraph(n, true), makeGraph(n, false)
		for k := 0; k < n*40; k++ {
			a := rng.Intn(n)
			b := rng.Intn(n)
			if k%3 == 0 {
				b = rng.Intn(min(n, 8)) // hubs: long lists, many repeats
			}
			dense.addEdge(a, b)
			sparse.addEdge(a, b)
			if k%97 == 0 { // read lists half-built too
				_ = list(sparse, a)
			}
		}
		for r := 0; r < n; r++ {
			d, s := list(dense, r), list(sparse, r)
			slices.Sort(s)
			if !slices.Equal(d, s) {
				t.Fatalf("n=%d register %d: dense neighbours %v, sparse %v", n, r, d, s)
			}
		}
	}
}

func list(g *graph, r int) []int {
	var l []int
	g.neighbors(r, func(x int) { l = append(l, x) })
	return l
}
