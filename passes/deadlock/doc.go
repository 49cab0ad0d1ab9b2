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
