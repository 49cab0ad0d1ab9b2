package frontier

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/dom/domtest"
)

// BenchmarkCompute runs priorities + Algorithm 1 + checks on large
// synthetic CFGs: structured (nested loops and diamonds) and irreducible
// (random edges up to 16 blocks away), 10k and 100k blocks, without and
// with a barrier in every 64th block. The dominator-tree caches are warmed
// first, so the numbers are this package's work only (plus the PDOM
// join-point count's post-dominator tree, which is also cached).
func BenchmarkCompute(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		for _, kind := range []string{"structured", "irreducible"} {
			for _, barriers := range []bool{false, true} {
				name := fmt.Sprintf("%s/%dk", kind, n/1000)
				if barriers {
					name += "/barriers"
				}
				b.Run(name, func(b *testing.B) {
					r := rand.New(rand.NewSource(int64(n)))
					var f *ir.Func
					if kind == "structured" {
						f = domtest.Structured(r, n, 6)
					} else {
						f = domtest.Irreducible(r, n, 16)
					}
					if barriers {
						bl := ir.NewBuilder(f)
						for k := 1; k < len(f.Blocks); k += 64 {
							bl.SetInsertPoint(f.Blocks[k], 0)
							bl.Barrier(ir.MemShared)
						}
					}
					dom.RPO(f)
					dom.PostDominators(f)
					b.ReportAllocs()
					b.ResetTimer()
					var res *Result
					for i := 0; i < b.N; i++ {
						res = ComputeWith(f, Options{})
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/block")
					b.ReportMetric(res.Stats.AvgFrontier, "avg-frontier")
					b.ReportMetric(float64(res.Rounds), "rounds")
				})
			}
		}
	}
}
