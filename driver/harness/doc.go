// Package harness is the launch and expectation harness of the driver:
// the launch and argument specs of simtc:launch, --grid/--block/--warp and
// --arg (ParseLaunch, ParseArg, Set), the simtc:expect directives
// (ParseExpect) and checking a run's result against them (Check), and the
// directives of a source text found without compiling it (Scan, through
// the frontends' scanners).
//
// The machine (package sim) runs a resolved launch, sim.Launch: geometry
// and arguments with their initial bytes; it parses no spec. Package
// driver resolves launches from a source's directives and the command
// line through this package; the package is separate from driver so that
// the mechanisms' own tests (sim/simtest) can read a corpus kernel's
// launch without importing the mechanisms through the driver.
package harness
