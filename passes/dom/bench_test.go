package dom

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom/domtest"
)

// benchFuncs lists the synthetic functions of the benchmarks: structured
// (nested loops and diamonds, at most 6 loops deep) and random irreducible
// (a chain with random edges up to 16 blocks away), of 10k, 100k and 1M
// blocks. They are built when a benchmark first asks.
func benchFuncs() []benchFunc {
	var out []benchFunc
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		n := n
		out = append(out,
			benchFunc{name: fmt.Sprintf("structured/%dk", n/1000), gen: func() *ir.Func {
				return domtest.Structured(rand.New(rand.NewSource(int64(n))), n, 6)
			}},
			benchFunc{name: fmt.Sprintf("irreducible/%dk", n/1000), gen: func() *ir.Func {
				return domtest.Irreducible(rand.New(rand.NewSource(int64(n))), n, 16)
			}})
	}
	return out
}

type benchFunc struct {
	name string
	gen  func() *ir.Func
	f    *ir.Func
}

func (bf *benchFunc) get() *ir.Func {
	if bf.f == nil {
		bf.f = bf.gen()
	}
	return bf.f
}

func benchTree(b *testing.B, build func(*ir.Func) *Tree) {
	for _, bf := range benchFuncs() {
		b.Run(bf.name, func(b *testing.B) {
			f := bf.get()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				f.InvalidateCFG()
				build(f)
			}
			b.ReportMetric(float64(len(f.Blocks))*float64(b.N)/b.Elapsed().Seconds(), "blocks/s")
		})
	}
}

func BenchmarkDominators(b *testing.B)     { benchTree(b, Dominators) }
func BenchmarkPostDominators(b *testing.B) { benchTree(b, PostDominators) }
