// Package simtest helps test the simulator's parts apart from one
// another, as analysistest does for analyzers:
//
//   - Harness (harness.go) drives one per-warp sim.Mechanism on a warp
//     outside any machine with scripted outcomes and asserts its splits
//     step by step, so that a paper's worked table (which threads run
//     where after each step) becomes a test. The mechanism families'
//     tests (sim/mech/...) use it.
//   - GoldenKernel (corpus.go) loads a compiled kernel of the
//     simulator's golden corpus (sim/testdata/golden/obj) with its launch.
//
// It imports sim and sim/isa only, so that the tests of every package
// below the registry (sim/mechs) can use it.
package simtest
