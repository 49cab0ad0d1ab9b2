package backend

// Thread-frontier hooks: the Options.Layout, Options.Priority and
// Options.Frontier functions computed by passes/frontier (Diamos et al.
// 2011), for the targets that ask for them (isa.Target.Layout ==
// isa.LayoutPriority, isa.Target.Frontiers).
//
// Each hook asks frontier.Compute for the block's function; the analysis is
// cached on the function until its CFG changes, so the three hooks share one
// computation per function, and it is made after inlining (the backend
// calls the hooks on the functions it compiles).

import (
	"slices"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/frontier"
	"github.com/simtc/simtc/sim/isa"
)

// PriorityLayout is an Options.Layout: f's reachable blocks from the
// highest thread-frontier priority to the lowest, so that PC order is
// priority order (the paper's Sec. 5.1).
func PriorityLayout(f *ir.Func) []*ir.Block {
	return slices.Clone(frontier.Compute(f).Order())
}

// FrontierPriority is an Options.Priority: b's thread-frontier priority (0
// is the highest), isa.NoPriority for an unreachable block.
func FrontierPriority(b *ir.Block) int32 {
	if p := frontier.Compute(b.Func).Priority(b); p >= 0 {
		return int32(p)
	}
	return isa.NoPriority
}

// ThreadFrontier is an Options.Frontier: b's thread frontier, highest
// priority first.
func ThreadFrontier(b *ir.Block) []*ir.Block {
	return frontier.Compute(b.Func).Frontier(b)
}

// WithTarget returns o with the layout and thread-frontier hooks that t
// asks for: PriorityLayout for isa.LayoutPriority; FrontierPriority and
// ThreadFrontier (block priorities, frontier metadata, join points and
// conservative branches) when t.Frontiers is set. Other fields of t (RPC,
// SSY) are left to the caller.
func WithTarget(o Options, t isa.Target) Options {
	if t.Layout == isa.LayoutPriority {
		o.Layout = PriorityLayout
		o.LayoutName = t.Layout.String()
	}
	if t.Frontiers {
		o.Priority = FrontierPriority
		o.Frontier = ThreadFrontier
	}
	return o
}
