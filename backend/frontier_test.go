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
			for _, b := range o.Blocks {
				if b.Join {
					joins++
				}
			}
			if joins == 0 {
				t.Error("no join points")
			}
			t.Logf("%d conservative branches, %d join points", cons, joins)
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
// priorities, the join points are the blocks the pass puts a check on, every
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
				shared, entry := 0, map[string]bool{}
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
					// A checked block is a join point; a join point is
					// a checked block, or the code after an empty one
					// (which has no entry of its own).
					switch {
					case checked[b.Name] && !b.Join:
						t.Errorf("%s: the pass puts a check on it, but it is not a join point", b.Name)
					case b.Join && !checked[b.Name]:
						shared++
					}
					entry[b.Name] = true
				}
				empty := 0
				for name := range checked {
					if !entry[name] {
						empty++
					}
				}
				if shared > empty {
					t.Errorf("%s: %d join points on blocks the pass does not check, but only %d checked blocks are empty", sym.Name, shared, empty)
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
					// A block's entry is the start of its run: its edge
					// blocks ("pred>block") come right before it.
					fr := r.Frontier(ib)
					for _, x := range fr {
						start, ok := uint32(0), false
						for _, ob := range o.Blocks {
							if (ob.Name == x.Name || strings.HasSuffix(ob.Name, ">"+x.Name)) && ob.PC >= sym.PC && ob.PC < sym.PC+sym.Size && (!ok || ob.PC < start) {
								start, ok = ob.PC, true
							}
						}
						if ok && !slices.Contains(bi.Frontier, start) {
							t.Errorf("branch at %#x in %s: frontier block %s (run at %#x) missing from %v", bi.PC, blk.Name, x.Name, start, bi.Frontier)
						}
					}
					// Beyond the pass's frontier, the metadata lists only
					// machine blocks strictly between the branch and its
					// farthest target where threads of the same IR branch
					// may wait (a switch's compare chain, edge blocks,
					// successors reached by earlier compares).
					in, _ := o.InstAt(bi.PC)
					hi := in.Target
					if in.Op == isa.OpCBra {
						hi = max(hi, bi.PC+isa.InstSize)
					}
					starts := map[uint32]bool{}
					for _, x := range fr {
						for _, ob := range o.Blocks {
							if (ob.Name == x.Name || strings.HasSuffix(ob.Name, ">"+x.Name)) && ob.PC >= sym.PC && ob.PC < sym.PC+sym.Size {
								starts[ob.PC] = true
							}
						}
					}
					extra := 0
					for _, pc := range bi.Frontier {
						if !starts[pc] && pc > bi.PC && pc < hi {
							extra++
						}
					}
					if len(bi.Frontier)-extra > len(fr) {
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

// TestFrontierEdgeBlocks: Fig. 1's BB3 with a phi, so both edges into it
// get edge blocks (phi copies) laid out before it. Threads of BB1 bound
// for BB3 wait in the edge block BB1>BB3 while BB2 runs, so BB2's frontier
// entry for BB3 is the start of BB3's run of blocks, not BB3 itself
// (TF-SANDY's conservative branch would skip them otherwise).
func TestFrontierEdgeBlocks(t *testing.T) {
	src := `kernel @k(%out: *global i32) {
BB1:
  %t: i32 = tid.x
  %c1: i1 = icmp.eq %t, i32 0
  condbr %c1, ^BB3, ^BB2
BB2:
  %c2: i1 = icmp.eq %t, i32 1
  condbr %c2, ^Exit, ^BB3
BB3:
  %v: i32 = phi [i32 10, ^BB1], [i32 20, ^BB2]
  store %out, %v
  br ^Exit
Exit:
  ret
}
`
	m, err := ir.Parse("edge.ir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	o, err := Compile(m, WithTarget(Options{}, tfTarget))
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	o.WriteDisasm(&sb)
	run := map[string]uint32{}
	for _, b := range o.Blocks {
		if strings.HasSuffix(b.Name, ">BB3") || b.Name == "BB3" {
			run[b.Name] = b.PC
		}
	}
	edge, ok := run["BB1>BB3"]
	if !ok {
		t.Fatalf("no edge block BB1>BB3:\n%s", sb.String())
	}
	start := edge
	for _, pc := range run {
		start = min(start, pc)
	}
	found := false
	for _, bi := range o.Branches {
		if blk, _ := o.BlockAt(bi.PC); blk.Name == "BB2" {
			found = true
			if !slices.Contains(bi.Frontier, start) || slices.Contains(bi.Frontier, run["BB3"]) && run["BB3"] != start {
				t.Errorf("BB2's branch at %#x: frontier %v, want the start %#x of BB3's run %v\n%s", bi.PC, bi.Frontier, start, run, sb.String())
			}
		}
	}
	if !found {
		t.Fatalf("no branch in BB2:\n%s", sb.String())
	}
}
