// Package deadlock finds loops that may cause a SIMT-induced deadlock and
// the safe reconvergence points that avoid it, following ElTantawy and
// Aamodt, "MIMD Synchronization on SIMT Architectures" (MICRO 2016),
// section III and Listing 1:
//
//   - Detect is Algorithm 1. For every loop L it collects Shrd_Reads(L), the
//     shared-memory reads in L that L's exit conditions depend on (a
//     backward slice, cdg.ExitReads), and Shrd_Writes(L), the
//     shared-memory writes in blocks reachable from L's exit reconvergence
//     point without crossing a barrier, or parallel to L; the writes that
//     may alias a read are Redef_Writes(L), and L is flagged when there are
//     any. ReachBrSet and ParaBrSet are kept per write for Algorithm 2.
//   - Algorithm 2 (in the same pass) computes SafePDom(L) at instruction
//     granularity and then resolve_SafePDom_conflicts() to a fixed point,
//     plus the AWARE variant that ignores parallel writes (lines 10-14
//     removed).
//
// # Generalizations beyond the paper (issue 14)
//
// Algorithm 1 as published (Options.Paper) analyses natural loops and
// misses deadlocks that optimized code makes common; by default Detect
// generalizes it as follows.
//
//   - Spin regions. The unit of analysis (Region) is every loop of the loop
//     forest and, in addition, the spin region of every conditional branch
//     B inside a cycle: the blocks on a path from a successor of B back to
//     B that does not pass B's reconvergence block R. Threads on the
//     staying side cycle through it while those that left wait at R, so it
//     is analysed like a loop whose exits lead to R: its exit branches are
//     the region's edges to outside blocks, its "latches" the region blocks
//     with an edge back to B, and SSDE (Algorithm 3) routes those edges
//     through its switch block. After jump threading, or in goto retry
//     code, a failed CAS jumps straight back to a loop header: the natural
//     loop's exit depends on something else, and only the spin region of
//     the CAS branch, which reconverges inside the loop, shows the
//     deadlock. Being defined by reachability alone, spin regions cover
//     irreducible cycles too. A spin region with the same blocks as a loop
//     containing its branch is that loop and is not analysed twice.
//   - Reachable writes start at each exit edge, not only at the exits'
//     common reconvergence point (the paper's wording: "reachable from the
//     loop exit"): under the stack the staying side may run first, so a
//     release on one exit path before the common point may never run.
//     An exit from which a path comes back into the region before that
//     point is part of a larger cycle (analysed on its own) and is not a
//     start.
//   - Bounded loops (bounded.go): a region with an exit branch, executed in
//     every iteration, that compares an induction variable against a value
//     defined outside the region finishes by itself and cannot wait for
//     another thread; it is not flagged. The induction variable and the
//     bound may also be thread-local variables kept in private memory, as
//     unoptimized (-O0) code keeps them (a non-escaping alloca loaded and
//     stored only directly: the value a load reads is the one last stored
//     on the path there), under the same conditions (memStep).
//   - Warp-uniform exits: a region none of whose exit branches is divergent
//     (package uniform, with the reconvergence points of the chosen mode
//     and Options.Alias) cannot split a warp, and a uniform condition does
//     not depend on memory the kernel writes; it is not flagged.
//   - Lock gates (lockgate.go): a flagged region whose threads can only
//     stay by failing a CAS of a lock word from its free value, and whose
//     writes that may alias the lock either never write the free value or
//     run, from where the waiting threads stand, only straight after a
//     successful CAS of their own address (a release of a lock the waiting
//     thread took after the wait), is not flagged: the waiting threads
//     cannot be the ones that free the lock for the spinners. This clears
//     the spin region of an SSDE switch block whose exit leads round an
//     enclosing loop back to the lock's CAS and release.
//
// # Issue 31: who can be in the loop together, bounded waits, barriers
//
// Algorithm 1 takes any thread to be able to be anywhere; the default
// narrows that, each rule in its own file with its argument, its
// deviation from the paper and tests of the paper's examples (which stay
// flagged) and of its motivating case:
//
//   - who.go: a redefining write is dropped when no warp-mate of a
//     spinning thread can be the one to run it: the write lies in the
//     same exclusive zone as the loop (a lane-unique guard such as
//     get_local_id(0) == 0, or a lock's critical section, which hold one
//     thread at a time), the writer and the waiter are selected by thread
//     ids a warp or more apart (Options.WarpSize), the write is only
//     parallel to the loop through warp-uniform branches (a group id; the
//     wait then needs co-scheduled work-groups), or it is the thread's own
//     store to a cell indexed by its id. Idempotent atomics (add 0, or 0…)
//     write nothing. Regions cleared by the inter-group and warp-distance
//     rules are kept in Result.Cleared for optional notes.
//   - lockgate.go: a lock-free retry (cmpxchg from the value loaded in the
//     same iteration) and a warp-synchronous echo (re-reading the thread's
//     own store, histogram256's emulated atomic; Result.Cleared) wait for
//     nobody. The lock gate sees through branches that values decide
//     (cycles.go: a done flag set after a successful CAS ends the cycle),
//     accepts acyclic code between an acquire and its release (the
//     lock-then-wait kernel), and, when a flagged region has a gate, keeps
//     only the writes that may free the lock for Algorithm 2.
//   - bounded.go: a bounded loop that polls memory (a load at an invariant
//     address decides an exit) and has redefining writes is a BoundedWait:
//     under IPDOM it times out (Loop.Always: every write runs after the
//     loop). The bound may be a conjunct of the exit condition (clang's
//     && forms) and a read-only buffer's element.
//   - barrier.go: DivergentBarriers, GPUVerify's barrier-divergence check
//     on the CFG (the paper assumes it away).
//   - A function with no synchronization at all (no atomic, fence,
//     barrier, vote or volatile access) cannot wait for another thread
//     without a data race, which is undefined behaviour: Detect flags
//     nothing there.
//
// Options.Paper turns all of them off.
//
// The function must be a kernel with calls inlined and a single exit
// (transform.Inline and transform.MergeReturns), as the paper assumes.
//
// Reconvergence points are immediate post-dominators (ReconvIPDOM), or,
// with ReconvNvidia, the rule of the paper's "Compatibility with Nvidia
// GPUs" paragraph: a branch whose block does not dominate its immediate
// post-dominator reconverges where the nearest dominating branch that
// dominates that post-dominator reconverges.
//
// # Choices where the paper is silent
//
// A program point is "before instruction i of block b" (Point); the
// function exit is the zero Point. IPDom(I) of a non-branch instruction is
// the point after it; of a terminator, the start of its block's
// reconvergence block. IPDom(p, q) of two points is the nearest point that
// post-dominates both (see ncpd).
//
// Reachable instructions start at the loop's reconvergence point and stop
// at the first barrier on every path; ReachBrSet(L, BB) holds the
// conditional branches (two or more distinct successors) on some such path
// from the reconvergence point to BB. A switch is treated as a branch
// between each pair of its distinct successors.
//
// # Deviation: P(s→R) stops at the branch
//
// Listing 1 defines P_{T→R} as the blocks on paths from the taken successor
// T to the branch's reconvergence point R. Read literally, a path may run
// round a loop and come back through the branch itself, so every block of
// that loop lies on the paths from both successors and every write in it is
// "parallel" to the loop. A path back through the branch is the same thread
// going round, not a thread on the other side of the divergence, so here
// P(s→R) is the set of blocks reachable from s without passing R or the
// branch block. The literal reading flags, after SSDE, the loop that a
// shared switch block closes (two locks with one SafePDom, as in the bank
// transfer): the switch's successors all lead round the loop and back to
// it. TestParallelStopsAtBranch covers that case; the paper's own examples
// (TestParallelBothSides, Fig. 4) come out the same under both readings.
//
// resolve_SafePDom_conflicts(): for every flagged loop L and every other
// flagged loop L' with a block on a path from L's exits to SafePDom(L),
// SafePDom(L) moves to the nearest point that post-dominates SafePDom(L')
// too; repeated until nothing moves (it terminates: points only move
// down the post-dominator tree, towards the exit).
package deadlock
