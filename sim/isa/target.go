package isa

import "fmt"

// Target says what a reconvergence mechanism needs from the compiler: how
// the code is laid out and which reconvergence annotations or instructions
// it carries. Each row of the simulator's mechanism registry holds one, and
// the compile pipeline turns it into passes and backend options, so no
// mechanism name is compared outside the registry. It lives in isa because
// it describes the code a mechanism runs: the contract between the backend
// and the simulator. The zero Target is what pdom and mimd need.
type Target struct {
	// Layout orders the blocks of each function.
	Layout Layout
	// RPC chooses the reconvergence PC recorded on each branch.
	RPC RPCRule
	// Frontiers asks for thread-frontier metadata: block priorities,
	// branch frontiers, join points (Block.Join: the blocks where a
	// warp checks for re-convergence) and conservative branches
	// (tf-stack, tf-sandy).
	Frontiers bool
	// SSY asks for the ssy/sync instructions of a token-style IPDOM stack.
	SSY bool
}

// Layout is a block layout policy.
type Layout uint8

// The layouts.
const (
	// LayoutRPO places blocks in reverse post-order.
	LayoutRPO Layout = iota
	// LayoutPriority places blocks in thread-frontier priority order, so
	// that PC order is priority order (Diamos et al. 2011, Sec. 4).
	LayoutPriority
)

// RPCRule says where a divergent branch reconverges.
type RPCRule uint8

// The reconvergence rules.
const (
	// RPCIPDOM reconverges at the branch's immediate post-dominator.
	RPCIPDOM RPCRule = iota
	// RPCNvidia reconverges at the IPDOM of the nearest branch that
	// dominates its own IPDOM (ElTantawy & Aamodt 2016, "Compatibility
	// with Nvidia GPUs").
	RPCNvidia
	// RPCSafePDom reconverges at the AWARE-variant safe post-dominators
	// (delayed reconvergence, ElTantawy & Aamodt 2016, Sec. IV).
	RPCSafePDom
)

// String returns the rule's --reconv spelling.
func (r RPCRule) String() string {
	switch r {
	case RPCIPDOM:
		return "ipdom"
	case RPCNvidia:
		return "nvidia"
	case RPCSafePDom:
		return "safepdom"
	}
	return "rpc?"
}

// String returns the layout's name.
func (l Layout) String() string {
	switch l {
	case LayoutRPO:
		return "rpo"
	case LayoutPriority:
		return "priority"
	}
	return "layout?"
}

// Layouts returns the layouts' names, in order.
func Layouts() []string { return []string{LayoutRPO.String(), LayoutPriority.String()} }

// ParseLayout returns the layout named s ("rpo" or "priority").
func ParseLayout(s string) (Layout, error) {
	switch s {
	case "rpo":
		return LayoutRPO, nil
	case "priority":
		return LayoutPriority, nil
	}
	return 0, fmt.Errorf("unknown layout %q: want rpo or priority", s)
}
