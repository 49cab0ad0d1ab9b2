package backend

import (
	"fmt"
	"slices"
	"strings"

	"github.com/simtc/simtc/sim/isa"
)

// checkTokens verifies the ssy/sync code of o statically, for every path
// at once: the simulator runs ssy and sync as no-ops (its pdom stack uses
// the rpc fields), so this is the check that the token-style IPDOM stack
// the ISA documents would reconverge every warp. Along any path one thread
// group sees a stack of pending ssy targets:
//
//   - "ssy R" pushes R;
//   - a conditional branch with an rpc diverges inside the innermost
//     region, so the top of the stack is its rpc (a switch's compare
//     chain: see below);
//   - "sync" leaves the innermost region: the stack is not empty, and the
//     code after it reaches the popped target R without another control
//     instruction (or the sync is R's first instruction);
//   - every PC is reached with one stack, whatever the path (so a loop
//     pushes nothing per iteration), and a function returns or exits with
//     none (R post-dominates its region, so no path leaves the function
//     inside a region).
//
// The dynamic pops of DIV entries by the first groups to reach a sync are
// the same on every path, so they need no tracking.
func checkTokens(o *isa.Object) error {
	type item struct {
		pc    uint32
		stack []uint32
	}
	seen := map[uint32][]uint32{}
	var work []item
	visit := func(pc uint32, st []uint32) error {
		if old, ok := seen[pc]; ok {
			if !slices.Equal(old, st) {
				return fmt.Errorf("pc %#x is reached with ssy stacks %#x and %#x", pc, old, st)
			}
			return nil
		}
		seen[pc] = st
		work = append(work, item{pc, st})
		return nil
	}
	for _, s := range o.Symbols {
		if err := visit(s.PC, nil); err != nil {
			return err
		}
	}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		pc, st := it.pc, it.stack
		in, ok := o.InstAt(pc)
		if !ok {
			return fmt.Errorf("pc %#x is outside the code", pc)
		}
		next := pc + isa.InstSize
		var succs []uint32
		switch in.Op {
		case isa.OpSSY:
			st = append(slices.Clip(st), in.Target)
			succs = []uint32{next}
		case isa.OpSync:
			if len(st) == 0 {
				return fmt.Errorf("sync at %#x with no ssy pending", pc)
			}
			r := st[len(st)-1]
			st = st[: len(st)-1 : len(st)-1]
			if r != pc && !reaches(o, next, r) {
				return fmt.Errorf("sync at %#x pops the region of %#x but does not continue there", pc, r)
			}
			succs = []uint32{next}
		case isa.OpCBra:
			// A switch's compare chain (blocks "B#k") diverges inside the
			// switch block's region, at the region's target (or, when its
			// IPDOM is the exit, in none: its paths end by exiting); its
			// rpc fields name the finer points of the multi-path
			// mechanisms.
			b, _ := o.BlockAt(pc)
			chain := b != nil && strings.Contains(b.Name, "#")
			if in.RPC != isa.NoPC && !chain {
				if len(st) == 0 {
					return fmt.Errorf("cbra at %#x reconverges at %#x, but no ssy is pending", pc, in.RPC)
				}
				if top := st[len(st)-1]; top != in.RPC {
					return fmt.Errorf("cbra at %#x reconverges at %#x, but the innermost ssy is %#x", pc, in.RPC, top)
				}
			}
			succs = []uint32{in.Target, next}
		case isa.OpBra:
			succs = []uint32{in.Target}
		case isa.OpRet, isa.OpExit:
			// R post-dominates its region: no path leaves the function
			// inside one.
			if len(st) != 0 {
				return fmt.Errorf("%s at %#x with ssy %#x pending", in.Op, pc, st)
			}
		case isa.OpTrap:
		case isa.OpBrx:
			return fmt.Errorf("brx at %#x: indirect branches are not checked", pc)
		default:
			succs = []uint32{next}
		}
		for _, s := range succs {
			if err := visit(s, st); err != nil {
				return err
			}
		}
	}
	return nil
}

// reaches reports whether the code from pc gets to target without a
// control instruction other than the edge's other syncs and ssys and an
// unconditional bra to it.
func reaches(o *isa.Object, pc, target uint32) bool {
	for ; ; pc += isa.InstSize {
		if pc == target {
			return true
		}
		in, ok := o.InstAt(pc)
		if !ok {
			return false
		}
		switch in.Op {
		case isa.OpBra:
			return in.Target == target
		case isa.OpSync, isa.OpSSY:
			// The edge's next sync (it leaves two regions with the same
			// target) or an ssy for a region R itself starts.
		case isa.OpCBra, isa.OpBrx, isa.OpRet, isa.OpExit, isa.OpTrap, isa.OpCall, isa.OpBar:
			return false
		}
	}
}
