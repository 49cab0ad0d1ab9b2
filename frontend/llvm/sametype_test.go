package llvm

import (
	"testing"

	"github.com/llir/llvm/ir/types"
)

// TestSameType checks sameType against llir's Equal on every pair of a
// set of types: integers and floats of several widths and kinds, named
// ones, pointers to them in several address spaces, pointers to
// pointers, a named pointer and a struct.
func TestSameType(t *testing.T) {
	named := func(t types.Type, name string) types.Type {
		t.SetName(name)
		return t
	}
	base := []types.Type{
		types.NewInt(1), types.NewInt(8), types.NewInt(32), types.NewInt(32), types.NewInt(64),
		&types.FloatType{Kind: types.FloatKindFloat}, &types.FloatType{Kind: types.FloatKindDouble},
		&types.FloatType{Kind: types.FloatKindHalf}, &types.FloatType{Kind: types.FloatKindFloat},
		named(types.NewInt(32), "myint"), named(&types.FloatType{Kind: types.FloatKindFloat}, "i32"),
		types.NewStruct(types.I32, types.I8), named(types.NewStruct(types.I32), "s"),
	}
	all := append([]types.Type{}, base...)
	for _, e := range base {
		for _, space := range []types.AddrSpace{0, 1, 3, 3} {
			p := types.NewPointer(e)
			p.AddrSpace = space
			all = append(all, p, types.NewPointer(p))
		}
	}
	all = append(all, named(types.NewPointer(types.I32), "iptr"), named(types.NewPointer(types.I32), "i32*"))
	for _, a := range all {
		for _, b := range all {
			if got, want := sameType(a, b), a.Equal(b); got != want {
				t.Errorf("sameType(%s, %s) = %v, Equal says %v", a, b, got, want)
			}
		}
	}
}
