// Package stack is the family of reconvergence mechanisms that keep a
// stack per warp, of which only the top entry issues:
//
//   - pdom (pdom.go): the single-path IPDOM reconvergence stack,
//     GPGPU-Sim style, using the branches' rpc fields; parameter
//     path-order (which path of a divergent branch runs first).
//   - hws (hws.go): pdom with hybrid warp size (Jin 2012): squeezed
//     quarter-warps issue in as many cycles as they have active quarters
//     (package hybrid); parameters path-order and simd-width; measured
//     against pdom on a SIMD unit one quarter-warp wide (its row's
//     Baseline).
//   - tf-stack (tfstack.go): thread frontiers with the sorted predicate
//     stack of Diamos et al. 2011 (TF-STACK).
//
// Rows returns their registry rows; Settings is the family's parameters.
// The package implements sim.Mechanism with sim's exported API only, and
// imports no other mechanism family (package hybrid is a shared helper).
package stack
