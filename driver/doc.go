// Package driver is the one door from a source file to a simulation: the
// path every command, bench, the schedule explorer, the differential
// fuzzer and the tests take.
//
//	src, err := driver.Load(path, frontend.Options{...})  // by kind; directives
//	obj, err := src.Compile(driver.CompileOptions{Mech: "pdom"})  // the pipeline table
//	l, own, err := src.Launch(driver.Overrides{...})      // directive + --grid/--arg
//	exps, err := src.Expects(ssde)                        // simtc:expect, checked before any run
//	out, err := driver.Run(obj, l, driver.RunOptions{...}) // the run, the HWS baseline
//	errs := driver.Check(exps, out.Result)                // failed expectations
//
// It owns what used to be written four times (cmd/simtc, bench,
// internal/explore, internal/difftest) and drifted:
//
//   - reading a source by kind with its frontend options (-D, -I, --kernel:
//     package frontend does the switch on the extension);
//   - the file's simtc:launch and simtc:expect directives, with their
//     positions (the frontends' one directive parser, ir.ParseDirective;
//     LLVM IR comments through llvm.ScanDirectives);
//   - compiling a module for a mechanism's target through the pipeline;
//   - resolving a launch from the directive plus command-line overrides
//     (N-D grid and block, warp, dynamic shared memory, arguments), and the
//     warp size the launch asks of the machine; the launch and argument
//     specs and simtc:expect themselves are parsed and checked by
//     driver/harness (a package of its own so that the mechanisms' tests
//     can read a corpus launch), and validated before anything runs
//     (a key or argument given twice, contradicting expectations);
//   - choosing the kernel to launch (SelectKernel: by symbol or demangled
//     CUDA name, for every input kind) and checking the block against its
//     reqd_work_group_size (CheckBlock);
//   - the expectations that still apply after SSDE (status expectations
//     describe the kernel as written, buffers must still hold);
//   - the baseline run of a hybrid-warp-size mechanism (Jin 2012: the
//     same code at a SIMD width of one quarter-warp).
//
// No other package (but the frontends) switches on .cl/.ll/.ir extensions
// or scans simtc: directives; TestOneDoor enforces it.
//
// TestFairComparisonsCorpus and TestSSDERewritesWhatLintFlags are corpus
// sweeps (internal/corpus.Sweep, which lists them all): go test -short skips
// them, go test ./... runs them.
package driver
