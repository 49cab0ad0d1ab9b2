package backend

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/frontier"
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

// tfTarget is what tf-stack and tf-sandy ask of the compiler.
var tfTarget = isa.Target{Layout: isa.LayoutPriority, Frontiers: true}

// TestThreadFrontierTarget compiles every kernel with the hooks of
// passes/frontier (WithTarget): the blocks are laid out in priority order
// (PCs increase with priority), the block table holds the pass's
// priorities, every join sits at a block the pass puts a check on, every
// branch's frontier is the pass's, and the code still computes what the
// kernel expects.
func TestThreadFrontierTarget(t *testing.T) {
	for _, path := range kernelFiles(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		t.Run(name, func(t *testing.T) {
			m := compileFile(t, path)
			opts := WithTarget(Options{}, tfTarget)
			o, err := Compile(m, opts)
			if err != nil {
				t.Fatal(err)
			}
			for _, sym := range o.Symbols {
				f := m.Func(sym.Name)
				r := frontier.Compute(f)
				checked := map[string]bool{}
				for _, c := range r.Checks {
					checked[c.To.Name] = true
				}
				last := int32(-1)
				for _, b := range o.Blocks {
					if b.PC < sym.PC || b.PC >= sym.PC+sym.Size {
						continue
					}
					ib := f.BlockByName(b.Name)
					if ib == nil {
						continue // an edge block named after its edge
					}
					if want := int32(r.Priority(ib)); b.Priority != want {
						t.Errorf("%s: priority %d, want %d", b.Name, b.Priority, want)
					}
					if b.Priority < last {
						t.Errorf("%s (priority %d) is laid out after priority %d", b.Name, b.Priority, last)
					}
					last = b.Priority
					in, _ := o.InstAt(b.PC)
					if (in.Op == isa.OpJoin) != checked[b.Name] {
						t.Errorf("%s: starts with join = %v, the pass checks it = %v", b.Name, in.Op == isa.OpJoin, checked[b.Name])
					}
				}
				for _, bi := range o.Branches {
					if bi.PC < sym.PC || bi.PC >= sym.PC+sym.Size {
						continue
					}
					blk, _ := o.BlockAt(bi.PC)
					ib := f.BlockByName(blk.Name)
					if ib == nil {
						continue
					}
					// Empty blocks that only jump are bypassed: a frontier
					// block without a table entry is recorded at the PC of
					// the block it leads to. So: every frontier block with
					// an entry is in the metadata, and nothing else is.
					fr := r.Frontier(ib)
					for _, x := range fr {
						for _, ob := range o.Blocks {
							if ob.Name == x.Name && ob.PC >= sym.PC && ob.PC < sym.PC+sym.Size && !slices.Contains(bi.Frontier, ob.PC) {
								t.Errorf("branch at %#x in %s: frontier block %s (%#x) missing from %v", bi.PC, blk.Name, x.Name, ob.PC, bi.Frontier)
							}
						}
					}
					if len(bi.Frontier) > len(fr) {
						t.Errorf("branch at %#x in %s: frontier %v has more blocks than the pass's %v", bi.PC, blk.Name, bi.Frontier, fr)
					}
				}
			}
			m2 := compileFile(t, path)
			runExpectations(t, m2, m.Directives, opts)
		})
	}
}

// TestThreadFrontierGolden: objdump of the Fig. 1 kernel for the TF
// targets shows the priorities, the joins at BB3 (bb3), BB5 and Exit
// (done), the frontiers and the conservative branches.
func TestThreadFrontierGolden(t *testing.T) {
	m := compileFile(t, filepath.Join("..", "testdata", "kernels", "tf_fig1.cl"))
	o, err := Compile(m, WithTarget(Options{}, tfTarget))
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	if err := o.WriteDisasm(&sb); err != nil {
		t.Fatal(err)
	}
	got := sb.String()
	path := filepath.Join("testdata", "tf_fig1.tf.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("disassembly differs from %s (-want +got):\n%s", path, d)
	}
}
