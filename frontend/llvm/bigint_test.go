package llvm

import (
	"math"
	"math/big"
	"testing"
)

// TestBigInt: the fast parser's slab big.Ints equal big.NewInt's, and
// arithmetic on one that outgrows its word leaves its neighbours alone.
func TestBigInt(t *testing.T) {
	ff := &fastFunc{}
	vs := []int64{0, 1, -1, 42, -42, math.MaxInt64, math.MinInt64, math.MinInt64 + 1, 1 << 40, -(1 << 40)}
	got := make([]*big.Int, len(vs))
	for k, v := range vs {
		got[k] = ff.bigInt(v)
		if got[k].Cmp(big.NewInt(v)) != 0 || got[k].Sign() != big.NewInt(v).Sign() || len(got[k].Bits()) != len(big.NewInt(v).Bits()) {
			t.Errorf("bigInt(%d) = %v, want %v", v, got[k], big.NewInt(v))
		}
	}
	// got[5] is MaxInt64; shifted 64 bits it needs two words, which
	// big.Int's shift writes in place when the capacity allows.
	got[5].Lsh(got[5], 64)
	for k, v := range vs {
		if k != 5 && got[k].Cmp(big.NewInt(v)) != 0 {
			t.Errorf("after growing a neighbour, bigInt(%d) is %v", v, got[k])
		}
	}
	want := new(big.Int).Lsh(big.NewInt(math.MaxInt64), 64)
	if got[5].Cmp(want) != 0 {
		t.Errorf("MaxInt64<<64 = %v, want %v", got[5], want)
	}
}
