package loops

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/dom/domtest"
)

// benchFuncs lists the synthetic functions of the benchmarks (the same as
// passes/dom's): structured (nested loops and diamonds, at most 6 loops
// deep) and random irreducible (a chain with random edges up to 16 blocks
// away), of 10k, 100k and 1M blocks. They are built when a benchmark
// first asks.
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

func report(b *testing.B, f *ir.Func) {
	b.ReportMetric(float64(len(f.Blocks))*float64(b.N)/b.Elapsed().Seconds(), "blocks/s")
}

// BenchmarkLoops times the loop forest alone (the dominator tree it needs
// is computed outside the timer).
func BenchmarkLoops(b *testing.B) {
	for _, bf := range benchFuncs() {
		b.Run(bf.name, func(b *testing.B) {
			f := bf.get()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				f.InvalidateCFG()
				dom.Dominators(f)
				b.StartTimer()
				Analyze(f)
			}
			report(b, f)
			b.ReportMetric(float64(len(Analyze(f).Loops)), "loops")
		})
	}
}

// BenchmarkAll times dominators, post-dominators and loops from scratch.
func BenchmarkAll(b *testing.B) {
	for _, bf := range benchFuncs() {
		b.Run(bf.name, func(b *testing.B) {
			f := bf.get()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				f.InvalidateCFG()
				dom.Dominators(f)
				dom.PostDominators(f)
				Analyze(f)
			}
			report(b, f)
		})
	}
}
