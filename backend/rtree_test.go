package backend

import (
	"math/rand"
	"slices"
	"testing"
)

// TestMinTree checks minTree against a plain array under random range
// adds, point adds, removals and below queries.
func TestMinTree(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.Intn(70)
		vals := make([]int32, n)
		for i := range vals {
			vals[i] = int32(rng.Intn(40))
		}
		want := slices.Clone(vals)
		out := make([]bool, n)
		mt := newMinTree(vals)
		for op := 0; op < 200; op++ {
			lo := rng.Intn(n + 1)
			hi := lo + rng.Intn(n+1-lo)
			switch rng.Intn(4) {
			case 0:
				v := int32(rng.Intn(7) - 4)
				mt.rangeAdd(lo, hi, v)
				for i := lo; i < hi; i++ {
					want[i] += v
				}
			case 1:
				if i := rng.Intn(n); !out[i] {
					v := int32(rng.Intn(7) - 4)
					want[i] += v
					if got := mt.add(i, v); got != want[i] {
						t.Fatalf("trial %d: add(%d, %d) = %d, want %d", trial, i, v, got, want[i])
					}
				}
			case 2:
				if i := rng.Intn(n); !out[i] {
					mt.remove(i)
					out[i] = true
				}
			case 3:
				bound := int32(rng.Intn(40))
				got := mt.below(nil, lo, hi, bound)
				slices.Sort(got)
				var exp []int32
				for i := lo; i < hi; i++ {
					if !out[i] && want[i] < bound {
						exp = append(exp, int32(i))
						out[i] = true
					}
				}
				if !slices.Equal(got, exp) {
					t.Fatalf("trial %d: below(%d, %d, %d) = %v, want %v", trial, lo, hi, bound, got, exp)
				}
			}
			for i := 0; i < n; i++ {
				if !out[i] && mt.value(i) != want[i] {
					t.Fatalf("trial %d op %d: leaf %d = %d, want %d", trial, op, i, mt.value(i), want[i])
				}
			}
		}
	}
}

// TestAlarms checks the alarms against plain counting: a watcher armed
// with margin t over leaf ranges must fire before t of their leaves have
// left, and each must enumerate exactly the leaves still there.
func TestAlarms(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.Intn(200)
		const watchers = 6
		a := newAlarms(n, watchers)
		s := treeSize(n)
		alive := make([]bool, n)
		for i := range alive {
			alive[i] = true
		}
		type watcher struct {
			ranges [][2]int
			nodes  []int32
			count  int // leaves in its ranges still there when armed
			t      int // its margin
			armed  bool
		}
		ws := make([]watcher, watchers)
		count := func(w *watcher) int {
			c := 0
			for _, r := range w.ranges {
				for i := r[0]; i < r[1]; i++ {
					if alive[i] {
						c++
					}
				}
			}
			return c
		}
		arm := func(l int) {
			w := &ws[l]
			w.count = count(w)
			if got := a.sum(w.nodes); got != w.count {
				t.Fatalf("trial %d: sum %d, want %d", trial, got, w.count)
			}
			var got []int32
			a.each(w.nodes, func(i int) { got = append(got, int32(i)) })
			if len(got) != w.count {
				t.Fatalf("trial %d: each gave %d leaves, want %d", trial, len(got), w.count)
			}
			for _, i := range got {
				if !alive[i] {
					t.Fatalf("trial %d: each gave leaf %d, which has left", trial, i)
				}
			}
			w.armed = false
			if w.count < 2 {
				a.disarm(l)
				return
			}
			w.t = 1 + rng.Intn(w.count-1)
			a.arm(l, w.nodes, w.t)
			w.armed = true
		}
		for l := range ws {
			w := &ws[l]
			lo := 0
			for lo < n && rng.Intn(3) > 0 {
				l0 := lo + rng.Intn(n-lo)
				h0 := l0 + 1 + rng.Intn(n-l0)
				w.ranges = append(w.ranges, [2]int{l0, h0})
				w.nodes = canonical(w.nodes, s, l0, h0)
				lo = h0
			}
			arm(l)
		}
		for _, i := range rng.Perm(n) {
			alive[i] = false
			var fired []int
			a.remove(i, func(l int) { fired = append(fired, l) })
			for _, l := range fired {
				arm(l)
			}
			for l := range ws {
				if w := &ws[l]; w.armed && w.count-count(w) >= w.t {
					t.Fatalf("trial %d: watcher %d lost %d of %d leaves, margin %d, without firing", trial, l, w.count-count(w), w.count, w.t)
				}
			}
		}
	}
}
