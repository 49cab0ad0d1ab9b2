// Package loops computes the loop nesting forest of an ir.Func, including
// irreducible (multiple-entry) loops.
//
// # Model
//
// A Loop is a strongly connected set of blocks reachable from the entry.
// Its entries are the blocks of the loop with a predecessor outside it (the
// function's entry counts as entered from outside). A reducible loop has
// one entry, its Header, which dominates every block of the loop; an
// irreducible loop has several, and its Header is the representative the
// depth-first search reached first (it is a DFS-tree ancestor of the whole
// loop). Latches are the blocks of the loop with an edge to one of its
// entries (for a reducible loop: the sources of its back edges), Exits the
// blocks outside the loop with a predecessor inside it, and Exiting the
// edges that leave it, as (block, successor index) pairs.
//
// Loops nest: every block's innermost loop is LoopOf(b), and a loop's
// blocks include those of the loops nested in it. All back edges to one
// header form one reducible loop, as in LLVM. The reducible loops are
// exactly LLVM's natural loops (LoopInfo: same header, same blocks), while
// an irreducible cycle, which LLVM ignores, is one irreducible loop that
// may contain natural loops and be contained in them. When a block heads
// both a natural loop and an irreducible loop around it (a back edge from a
// block it dominates, and one from a block it does not), the natural loop
// is nested in the irreducible one.
//
// # Algorithm
//
// Havlak's loop nesting forest ("Nesting of reducible and irreducible
// loops", TOPLAS 1997) with Ramalingam's correction ("On loops, dominators,
// and dominance frontiers", TOPLAS 2002: irreducible entries are recorded
// on the header instead of being pulled into the loop): blocks are
// visited in reverse DFS preorder; a block w with incoming DFS back edges
// collects, with a union-find over already collapsed loops, every block
// that reaches a back-edge source without leaving w's DFS subtree. This
// package splits that step in two to match LLVM: first the back edges from
// blocks w dominates (the natural loop), then the others (the irreducible
// loop around it). The work is O(m α(m, n)) after the dominator tree.
//
// The forest is cached on the function (ir.Func.Cached) and dropped by any
// CFG edit.
//
// TestCorpusAgainstOpt is a corpus sweep (internal/corpus.Sweep, which
// lists them all): go test -short skips it, go test ./... runs it.
package loops
