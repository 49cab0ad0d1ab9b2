// Package multipath is the Multi-Path IPDOM family of reconvergence
// mechanisms (multipath.go): per-warp split and reconvergence tables
// instead of a stack.
//
//   - mp (ElTantawy et al., HPCA 2014): every split schedulable, splits
//     interleaved, the R-mask (per-thread) scoreboard; parameter
//     max-splits.
//   - dps: mp with at most two schedulable splits (the Dual-Path Stack).
//   - mp-orec: mp with opportunistic early reconvergence; parameter
//     max-splits.
//   - aware (ElTantawy & Aamodt, MICRO 2016): one split at a time in FIFO
//     order, delayed reconvergence at the compiler's safe
//     post-dominators, parameters timeout, st-entries and rt-entries
//     (virtualized tables with spill and fill traffic).
//
// Rows returns their registry rows; Settings is the family's parameters.
// The package implements sim.Mechanism with sim's exported API only, and
// imports no other mechanism family.
package multipath
