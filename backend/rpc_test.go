package backend

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/ssde"
	"github.com/simtc/simtc/passes/transform"
	"github.com/simtc/simtc/sim/isa"
)

// checkRPCs checks that every conditional branch of every function of o
// that has a reconvergence PC reconverges at the first instruction of the
// immediate post-dominator of the IR block it ends (of the code it falls
// into, when it has none of its own), or has NoPC when that
// is the virtual exit; with all, every conditional branch must have its
// rpc. A switch's case tests (chain blocks "B#k", which test case k-1)
// reconverge where their remaining targets B.Succs[k:] do: the nearest
// common post-dominator of those blocks. It returns the number of branches
// checked.
func checkRPCs(t *testing.T, m *ir.Module, o *isa.Object, all bool) int {
	t.Helper()
	n := 0
	for _, sym := range o.Symbols {
		f := m.Func(sym.Name)
		if f == nil {
			t.Fatalf("symbol %s is not a function of the module", sym.Name)
		}
		pdom := dom.PostDominators(f)
		start := make(map[string]uint32) // block name → first PC, within the symbol
		for _, b := range o.Blocks {
			if b.PC >= sym.PC && b.PC < sym.PC+sym.Size {
				if _, dup := start[b.Name]; !dup {
					start[b.Name] = b.PC
				}
			}
		}
		for pc := sym.PC; pc < sym.PC+sym.Size; pc += isa.InstSize {
			in, _ := o.InstAt(pc)
			if in.Op != isa.OpCBra {
				continue
			}
			blk, ok := o.BlockAt(pc)
			if !ok {
				t.Errorf("%s: cbra at %#x is in no block", f.Name, pc)
				continue
			}
			name, chainK, isChain := strings.Cut(blk.Name, "#")
			b := f.BlockByName(name)
			if b == nil {
				t.Errorf("%s: cbra at %#x is in block %q, which is not an IR block with a conditional branch", f.Name, pc, blk.Name)
				continue
			}
			if in.RPC == isa.NoPC && !all {
				continue
			}
			n++
			p := pdom.IDom(b)
			if isChain {
				k, err := strconv.Atoi(chainK)
				if err != nil || k < 1 || k >= len(b.Succs) {
					t.Errorf("%s: chain block %s at %#x: bad case number", f.Name, blk.Name, pc)
					continue
				}
				p = b.Succs[k]
				for _, s := range b.Succs[k+1:] {
					if p = pdom.NCA(p, s); p == nil {
						break
					}
				}
			}
			if p == nil {
				if in.RPC != isa.NoPC {
					t.Errorf("%s: branch of %s at %#x: rpc=%#x, want none (the IPDOM is the virtual exit)", f.Name, b.Name, pc, in.RPC)
				}
				continue
			}
			// An IPDOM without code of its own falls through: its PC is
			// that of the code after it, its successor's (as a label's).
			q := p
			want, ok := start[q.Name]
			for k := 0; !ok && len(q.Succs) == 1 && k < len(f.Blocks); k++ {
				q = q.Succs[0]
				want, ok = start[q.Name]
			}
			if !ok {
				t.Errorf("%s: branch of %s at %#x: IPDOM %s has no code and does not fall through into code", f.Name, b.Name, pc, p.Name)
				continue
			}
			if in.RPC != want {
				t.Errorf("%s: branch of %s at %#x: rpc=%#x, want %#x (first PC of IPDOM %s)", f.Name, b.Name, pc, in.RPC, want, p.Name)
			}
		}
	}
	return n
}

func TestReconvergencePCs(t *testing.T) {
	for _, path := range kernelFiles(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		for _, noInline := range []bool{false, true} {
			for k, all := range []bool{false, true, true, true} {
				var layout func(*ir.Func) []*ir.Block
				if k == 2 {
					layout = reversedLayout
				}
				ssy := k == 3
				t.Run(name, func(t *testing.T) {
					m := compileFile(t, path)
					if !noInline {
						if err := transform.Inline(m); err != nil {
							t.Fatal(err)
						}
					}
					o, err := Compile(m, Options{NoInline: noInline, AllDivergent: all, Layout: layout, SSY: ssy})
					if err != nil {
						t.Fatal(err)
					}
					checkRPCs(t, m, o, all)
				})
			}
		}
	}
}

// After SSDE, every flagged loop's branches reconverge at the switch block
// SSDE placed before the SafePDom: the rpc of the loop's exit branch is the
// first PC of that block.
func TestReconvergencePCsAfterSSDE(t *testing.T) {
	checked := 0
	for _, path := range kernelFiles(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		t.Run(name, func(t *testing.T) {
			// The module as the pipeline prepares it (backend cannot
			// import it): calls inlined, one exit, then SSDE.
			m := compileFile(t, path)
			if err := transform.Inline(m); err != nil {
				t.Fatal(err)
			}
			var switches []*ir.Block
			for _, f := range m.Analysed() {
				transform.MergeReturns(f)
				res, err := ssde.Apply(f, deadlock.Options{})
				if err != nil {
					t.Fatal(err)
				}
				switches = append(switches, res.Switches...)
			}
			o, err := Compile(m, Options{AllDivergent: true})
			if err != nil {
				t.Fatal(err)
			}
			checkRPCs(t, m, o, true)
			// Some conditional branch reconverges at each switch block.
			for _, s := range switches {
				var pc uint32
				found := false
				for _, b := range o.Blocks {
					if b.Name == s.Name {
						pc, found = b.PC, true
					}
				}
				if !found {
					t.Fatalf("switch block %s is not in the object", s.Name)
				}
				uses := 0
				for _, in := range o.Code {
					if in.Op == isa.OpCBra && in.RPC == pc {
						uses++
					}
				}
				if uses == 0 {
					t.Errorf("no branch reconverges at switch block %s (pc %#x)", s.Name, pc)
				}
				checked++
			}
		})
	}
	if checked < 8 {
		t.Errorf("only %d switch blocks checked", checked)
	}
}
