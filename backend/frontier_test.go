package backend

import (
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/sim/isa"
)

// laterBlocks is a stand-in thread frontier: every block after b in
// reverse post-order (a superset of the real frontier of Diamos et al.).
func laterBlocks(b *ir.Block) []*ir.Block {
	rpo := dom.RPO(b.Func)
	for i, x := range rpo {
		if x == b {
			return rpo[i+1:]
		}
	}
	return nil
}

// TestFrontierAnnotations checks the thread-frontier annotations: frontier
// metadata on branches, conservative flags exactly where a target comes
// after a frontier block, joins at the blocks that are in a predecessor's
// frontier; the code must still compute the same results.
func TestFrontierAnnotations(t *testing.T) {
	for _, name := range []string{"tf_fig1", "short_circuit", "mp_loop_break", "switch_case"} {
		t.Run(name, func(t *testing.T) {
			m := compileFile(t, filepath.Join("..", "testdata", "kernels", name+".cl"))
			opts := Options{Frontier: laterBlocks, Priority: func(b *ir.Block) int32 {
				for i, x := range dom.RPO(b.Func) {
					if x == b {
						return int32(i)
					}
				}
				return isa.NoPriority
			}}
			o, err := Compile(m, opts)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := isa.Marshal(o); err != nil {
				t.Fatal(err)
			}
			cons, joins := 0, 0
			for _, bi := range o.Branches {
				in, _ := o.InstAt(bi.PC)
				hi := in.Target
				if in.Op == isa.OpCBra {
					hi = max(hi, bi.PC+isa.InstSize)
				}
				want := len(bi.Frontier) > 0 && hi > bi.Frontier[0]
				if got := in.Flags&isa.FlagCons != 0; got != want {
					t.Errorf("branch at %#x (%s): conservative = %v, want %v (frontier %v)", bi.PC, in, got, want, bi.Frontier)
				}
				if want {
					cons++
				}
			}
			for pc := uint32(0); pc < o.CodeSize(); pc += isa.InstSize {
				in, _ := o.InstAt(pc)
				if in.Op != isa.OpJoin {
					continue
				}
				joins++
				if b, ok := o.BlockAt(pc); !ok || b.PC != pc {
					t.Errorf("join at %#x is not at the start of a block", pc)
				}
			}
			if joins == 0 {
				t.Error("no joins")
			}
			t.Logf("%d conservative branches, %d joins", cons, joins)
			for _, b := range o.Blocks {
				if b.Priority == isa.NoPriority {
					t.Errorf("block %s has no priority", b.Name)
				}
			}
			checkRPCs(t, m, o, false)
			m2 := compileFile(t, filepath.Join("..", "testdata", "kernels", name+".cl"))
			runExpectations(t, m2, m.Directives, opts)
		})
	}
}
