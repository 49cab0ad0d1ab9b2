// Package frontier computes thread frontiers: G. Diamos, B. Ashbaugh,
// S. Maiyuran, A. Kerr, H. Wu and S. Yalamanchili, "SIMD Re-Convergence at
// Thread Frontiers" (MICRO 2011), sections 4 and 5, Algorithm 1, Figs. 1-3
// and the static columns of Table 5.
//
// # Model
//
// Every block reachable from the entry gets a priority (0 is the highest).
// The hardware (TF-STACK, TF-SANDY) always runs the highest-priority block
// that has threads waiting; threads that branch to a lower-priority block
// wait there. The thread frontier of a block b is the set of blocks where
// disabled threads of the warp may wait while b executes; a branch b→t with
// t in b's frontier needs a reconvergence check (the backend flags t a join
// point, isa.Block.Join), and on TF-SANDY, which cannot find the waiting
// threads, a branch one of whose targets has a lower priority than the
// highest-priority block f of b's frontier must go to f instead (a
// conservative branch, the dotted edges of Fig. 3): it runs the blocks in
// between with no thread enabled until it meets the waiting ones.
//
// # Priorities (Sec. 4.1 and "Interaction with barriers", Sec. 4.2)
//
// The priority order is the paper's "best effort topological order (reverse
// post order)", made loop-aware: start from the reverse post-order of a
// depth-first search from the entry that visits each block's successors
// last to first (so a condbr's first, true target gets the higher priority,
// as the paper's figures number blocks), then, walking the loop nesting
// forest (passes/loops), keep each loop's blocks together and before the
// blocks its exits lead to (order.go). Every edge that is not a back edge
// still goes from a higher to a lower priority. A plain reverse post-order
// may put a loop exit before part of the loop body; the threads that leave
// would then run ahead of those still iterating, and they would never be
// in a frontier of the loop (the PDOM join at the exit would have no TF
// counterpart: spinlock_safe and warp_uniform_wait in testdata did that).
//
// With barriers, the paper requires "giving blocks with barriers lower
// priority than any block along a path that can reach the barrier", so that
// every thread that can still arrive at a barrier is scheduled before the
// warp executes it (Fig. 2 c/d: otherwise a thread left behind in the loop
// lets the others reach the barrier without it). priorities computes a
// topological order of the constraint graph
//
//	u → v  for every edge u→v that is forward in the base order, except
//	       edges from a barrier block into its own strongly connected
//	       component (they all lead back to it);
//	x → B  for every barrier block B and every block x that can reach B
//	       (through any path, back edges included),
//
// taking among the ready blocks the one earliest in the base order, so
// without barriers the order is exactly the base order. Within a loop that
// holds a barrier, the barrier block therefore comes after every other
// block of the loop, latches included. The x → B constraints are encoded in
// linear size over the strongly connected components (a virtual vertex per
// component that follows its blocks and its predecessor components).
// Deviation: two barrier blocks of one component can reach each other, and
// the paper's rule would put each after the other; we require only the
// non-barrier blocks of the component before each barrier block and order
// the barrier blocks among themselves by the base order.
//
// # Thread frontiers: Algorithm 1
//
// Algorithm 1 walks the blocks from high to low priority with a set tset:
// remove b from tset, frontier(b) := tset, and if b ends with a divergent
// branch, add each target t with a lower priority than b to tset.
// Options.Literal runs exactly that, a divergent branch being one with two
// or more distinct targets. The default has two deviations, both needed
// for the paper's own invariant ("if any thread in a warp is disabled, it
// is waiting in the thread frontier of the basic block being executed"),
// which the literal algorithm breaks:
//
//  1. Every block adds its lower-priority successors, not only blocks
//     ending in a divergent branch. A partial warp that takes an
//     unconditional branch past a block of its frontier leaves its threads
//     waiting at the target: in BB0→{BB1,BB3}, BB1→{BB2,BB4}, BB2→BB4,
//     BB3→{BB5,BB6}, BB4→BB7, BB5→BB7, BB6→BB7 (our reconstruction of
//     Fig. 3), threads of BB4 wait at BB7 while BB5 and BB6 run, but the
//     literal frontier of BB6 is empty.
//  2. Back edges carry waiting blocks round the loop. When threads take a
//     back edge y→h, the threads waiting in frontier(y), and those sent to
//     other successors of y, still wait while h and the blocks after it
//     run; the literal algorithm computed frontier(h) before any iteration.
//     For every back edge y→h (h's priority ≥ y's), each block of
//     frontier(y) ∪ succs(y) with a lower priority than h is added to tset
//     when h is processed, as if h had an edge to it; since that changes
//     frontiers, the walk is repeated until nothing is added (a fixed
//     point; one extra walk per loop-nesting level in practice).
//
// On graphs where neither applies (Fig. 1, Fig. 2) both give the paper's
// sets. The tests check, by exhaustively exploring the abstract TF-STACK
// schedule (current block, set of waiting blocks) of small random CFGs,
// that the default frontier always contains the waiting blocks, and show
// the literal one failing on the two examples above.
//
// Equivalently, in the literal form frontier(b) is the set of targets t of
// edges y→t that span b in the priority order (y before b, t after b),
// which is what the walk computes in O(blocks + edges + Σ|frontier|)
// (each frontier is sorted by priority: O(Σ|frontier| log) more).
//
// # Checks, conservative branches, Table 5
//
// Checks are the edges b→t with t in frontier(b) ("on a branch,
// re-convergence checks are placed for all basic blocks that are in the
// thread frontier of the source block"). For Fig. 1 the paper names
// BB2→BB3 and BB4→BB5; by the same rule BB4→Exit and BB5→Exit get one too
// (Exit is in both frontiers in the paper's own walk-through).
//
// Conservative branches: for every edge b→t whose target has a lower
// priority than the highest-priority block f of frontier(b), the branch
// goes to f instead (Sec. 5, rule 2); ConsTarget(b) is the highest-priority
// block of frontier(b) ∪ succs(b), where TF-SANDY's warp goes when every
// target may be taken.
//
// Stats gives Table 5's static columns: the average and maximum frontier
// size over the reachable blocks, TF join points (distinct blocks that
// receive a check) and PDOM join points (distinct immediate post-dominators,
// other than the virtual exit, of blocks with two or more distinct
// successors).
package frontier
