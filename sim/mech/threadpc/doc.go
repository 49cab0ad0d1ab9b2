// Package threadpc is the family of reconvergence mechanisms that keep a
// PC per thread:
//
//   - mimd (mimd.go): every thread on its own, round-robin, with fair
//     scheduling and collective warp-level operations: the semantic
//     reference (Caps.Reference).
//   - its (its.go): Volta-style independent thread scheduling: threads at
//     equal PCs issue together, the lowest PC first unless a group
//     starves.
//   - minpc (minpc.go): Collange's stack-less min(SP:PC) reconvergence;
//     parameter no-sp (min(PC) alone).
//   - tf-sandy (tfsandy.go): thread frontiers on per-thread PCs with a
//     warp PC steered by conservative branches (Diamos et al. 2011).
//
// minpc and tf-sandy share their per-warp state, per-thread PCs with a
// warp PC and the active mask (threadpc.go), and differ only in where the
// warp PC goes. mimd and its share with the dwf family the collective
// warp-level operations of package mechutil.
//
// Rows returns their registry rows; Settings is the family's parameters.
// The package implements sim.Mechanism (and sim.LaneSplitter, mimd) with
// sim's exported API only, and imports no other mechanism family.
package threadpc
