// Package dwf is the family of mechanisms that form warps from the
// threads of several warps of a core (sim.CoreMechanism; dwf.go): dynamic
// warp formation (Fung et al. 2007; Jin 2012):
//
//   - dwf: per-thread PCs, split warps at one PC merged when no two
//     threads share a lane, majority scheduling;
//   - en-dwf: the relaxed lane rule of Jin 2012 Sec. 4.4 (a thread may
//     move to another quarter of its lane); parameter simd-width;
//   - en-dwf-hws: en-dwf with hybrid warp size (package hybrid: squeeze,
//     merge, issue only the active quarter-warps); parameter simd-width;
//     measured against en-dwf on a SIMD unit one quarter-warp wide (its
//     row's Baseline).
//
// Rows returns their registry rows; Settings is the family's parameters.
// The package implements sim.CoreMechanism with sim's exported API only,
// and imports no other mechanism family (hybrid and mechutil are shared
// helpers).
package dwf
