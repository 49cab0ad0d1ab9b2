// Package cdg computes control dependence and backward slices.
//
// # Control dependence
//
// Block B is control dependent on edge (A, i), A's i-th successor S, when
// B post-dominates S (or is S) but does not strictly post-dominate A: the
// branch at the end of A decides whether B runs. Following Ferrante,
// Ottenstein and Warren ("The program dependence graph and its use in
// optimization", TOPLAS 1987) and Cytron et al. (TOPLAS 1991, the
// post-dominance frontier), the dependents of (A, i) are found by walking
// the post-dominator tree from S up to, not including, A's immediate
// post-dominator. The post-dominator tree is dom.PostDominators, with its
// virtual exit, so blocks in infinite loops get dependences too. Only
// branches with at least two distinct successors create dependences.
//
// # Backward slices
//
// Slice returns the instructions a set of values depends on (Weiser,
// "Program slicing", TSE 1984; on SSA form as in the program dependence
// graph): data dependences through SSA operands and phis, control
// dependences of every block involved (the branch terminators, whose
// conditions are then followed), the branches that pick a phi's incoming
// edge, and memory dependences from each load, atomic or cmpxchg to every
// store, atomic or cmpxchg that an alias.Analysis says may write what it
// reads.
//
// ExitReads is the query of Algorithm 1 of the SIMT-deadlock paper
// (ElTantawy and Aamodt, MICRO 2016, lines 3-7): the shared-memory reads
// (global, shared or generic; loads, atomics, cmpxchg) inside a loop that
// the loop's exit conditions depend on.
//
// TestSlicerMatchesSlice is a corpus sweep (internal/corpus.Sweep, which
// lists them all): go test -short skips it, go test ./... runs it.
package cdg
