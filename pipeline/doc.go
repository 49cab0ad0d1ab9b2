// Package pipeline is simtc's one compile pipeline: it turns a target
// mechanism's needs (an isa.Target: block layout, reconvergence rule,
// thread-frontier metadata, ssy/sync) and the user's options (--ssde,
// --reconv, --no-inline, ...) into the IR passes to run and the
// backend.Options to compile with. Every command that prepares or compiles
// a kernel (lint, analyze, build, run) goes through it, so the preparation
// the paper's algorithms assume (inlining, one exit per function, a verified
// CFG) is written once.
//
// # Model
//
// As in the Go compiler's SSA backend, the pipeline is a table of passes
// (passes.go): each row has a name, a function and whether it is required;
// a row that is not required runs only when the target or the options ask
// for it. Ordering constraints between rows ("inline before
// merge-returns") are a second table, checked by a test. A pass is a plain
// function over the module or over one function.
//
// With Options.Check (the tests set it) the IR verifier runs on the input
// and after every pass: a pass that leaves invalid IR, or panics, is an
// *InternalError naming the pass and the function. Input that is invalid
// before any pass ran is the caller's error, not an internal one.
//
// # Reconvergence rules
//
// reconv.go gives the reconvergence point of every branch for each
// isa.RPCRule, as the backend's PostDom:
//   - RPCIPDOM: the immediate post-dominator.
//   - RPCNvidia: ElTantawy & Aamodt (MICRO 2016), "Compatibility with
//     Nvidia GPUs": a branch whose block does not dominate its immediate
//     post-dominator reconverges where the nearest dominating branch that
//     dominates that post-dominator reconverges (the exit when there is
//     none). passes/deadlock applies the same rule for its analysis; its
//     implementation is private there, so the rule is written here again
//     (a public deadlock function for it would let both share one).
//   - RPCSafePDom: the AWARE delayed reconvergence (same paper, Sec. IV-B):
//     the exit branches of every loop Algorithm 1 flags reconverge at the
//     loop's AWARE-variant SafePDom (Algorithm 2 without lines 10-14); a
//     SafePDom in the middle of a block first splits the block there, so
//     the point is a block start with a PC of its own. Then, as the paper
//     requires, every branch's point is moved down the post-dominator tree
//     until it post-dominates the points of all branches on the paths from
//     the branch to its point (iterated to a fixed point).
//
// Thread frontiers (Target.Frontiers, LayoutPriority) run the frontier row
// (passes/frontier, after merge-returns and SSDE, before reconv): the
// analysis of every function, which BackendOptions turns into the
// backend's priority layout, block priorities, frontier metadata, joins
// and conservative branches (backend.WithTarget).
package pipeline
