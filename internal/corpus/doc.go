// Package corpus locates simtc's bundled test kernels, the mini-C files in
// testdata/kernels, and knows how clang-14 checks them.
//
// Every kernel file starts with a comment citing the paper and figure it
// comes from and carries its directives in comments (see DESIGN.md, mini-C):
// exactly one "simtc:launch" line naming every kernel parameter, any number
// of "simtc:expect" lines, and "// want" comments on the loop headers that
// the SIMT-deadlock detector must flag. The tests of this package check the
// directives, check every kernel with clang-14 as OpenCL C 2.0, and run every
// kernel natively with one POSIX thread per work-item (a MIMD machine) to
// confirm the expected final memory.
//
// # Corpus sweeps
//
// A corpus sweep is a test whose work grows with testdata. Each one calls
// Sweep first, so go test -short ./... (the edit-compile-test loop) skips
// them all and go test ./... (the README's command, CI) runs them all. They
// stay beside the code they check, where their helpers are; this is the
// index (git grep 'corpus.Sweep(t' lists them too):
//
//	frontend/minic      TestSuiteNative: testdata/minic compiled by clang-14, run natively
//	frontend/llvm       TestFastPathMatchesLLIR, TestFastPathLLString, TestImportEachMatchesImport,
//	                    TestParallelLoweringDeterministic, TestNeverPanics: every .ll
//	backend             TestLLVMKernels: every testdata/llvm .ll compiled and run
//	backend/e2e         TestKernelsOnSimulator, TestLLVMKernelsOnSimulator, TestRealCorpusOnSimulator,
//	                    TestRecursionOnSimulator, TestMechanismsAgree: the corpus on the simulator
//	backend/llvmir      TestVerifyAndCompile, TestRoundTripTrees, TestSSDECFGIsWrittenExactly,
//	                    TestKeepsFlags: every kernel written as LLVM IR, checked by opt-14/llc-14
//	passes/loops        TestCorpusAgainstOpt: every .ll's trees and loops compared with opt-14
//	passes/cdg          TestSlicerMatchesSlice: every function of testdata sliced
//	passes/structurize  TestKernels: every kernel structurized and run
//	sim                 TestHWSCorpus, TestJinMechanismsCorpus, TestHWSLaneBound, TestJinWarpSizes,
//	                    TestMultipathCorpus, TestJobsCorpus, TestJobsMachines, TestNewMechanismsMatchMIMD,
//	                    TestNoDeadlockWithoutSync: the corpus per mechanism
//	driver              TestFairComparisonsCorpus, TestSSDERewritesWhatLintFlags
//	cmd/simtc           TestBuildLLVMSemantics, TestAnalyzeJSON, TestAnalyzeStreamMatches,
//	                    TestLintStreamMatches, TestLintAfterSSDE, TestLintFixCorpus: the commands on the corpus
//	bench               TestSuite, TestReadmeResults (the README table), TestChartsRenderInChromium,
//	                    TestReportReadableAt1400px: the bundled suite under every mechanism
//	internal/difftest   TestSeeded: 120 random kernels
//	internal/explore    TestGenerated: 30 generated kernels under every schedule; TestLintGeneratedCorpus
//	                    (8 kernels in -short, 400 in the sweep), TestLintTestdataCorpus: lint against
//	                    --explore outcomes
//	sim/machine         TestMachinesCorpus, TestMicrobenchmarks: every preset
//	internal/corpus     TestMIMDReference, TestRealNative: every kernel run natively
//
// What stays in -short: the golden files (simulator, disassembly, IR,
// digests) and the unit tests on small inputs. A new test that loops over
// testdata, or over a large generated batch, calls Sweep and joins this
// list.
//
// # Smaller samples under -short
//
// Some tests that are not sweeps still cost seconds; with -short they run
// a smaller sample that can still fail on what they guard, and go test
// ./... runs them whole (git grep 'testing.Short()' lists them all):
//
//	internal/doctest    TestDocs: the README's commands only, and of those every one but the
//	                    slow ones and the one that runs the whole bundled suite (bench ...
//	                    testdata/bench, a sweep); the docs/ guides run in the full run
//	internal/chromium   every headless-browser check (Browser skips): cmd/simtc's
//	                    TestRunReportReadableAt1400px, TestTraceOpensInViewer
//	internal/explore    TestLintGeneratedCorpus: 8 generated kernels, every outcome among them
//	                    (400); TestLockGateKernels, and TestLintClasses' deadlock questions:
//	                    the 28 deterministic schedules, without the 8 seeded mimd interleavings
//	internal/trace      TestEventBound: every third event bound (every bound from 1 to 300)
//	passes/lint         TestLintStable: its deadlock checks without the seeded interleavings
//	passes/deadlock     TestDigest: every corpus file and 75 generated kernels (3,000);
//	                    TestDetectWalks: every other function, one chunk setting each in turn,
//	                    100 random CFGs (every function under all three settings, 400, and a
//	                    quarter of the generated kernels)
//	passes/alias        TestIndexMatchesBasic: every third corpus file (all)
//	passes/dom          TestRandomAgainstNaive: 1,000 random CFGs (4,000)
//	sim                 TestPrivStoreKeepsHash: 2,000 stores per size (20,000); TestJobsWide:
//	                    3 jobs (2, 3, 4); TestJobsEveryMechanism: one launch shape per
//	                    mechanism, in turn (both); TestJobsUneven: 4 jobs under pdom, 2 under
//	                    mimd (2 and 4 under both); TestStepCoreOwnsIssue: global_counter_lock
//	                    under en-dwf-hws on jin2012 (two kernels, two mechanisms, two machines)
//	cmd/simtc           TestRunLockKernels, TestRunAWARELockKernels, TestRunAWAREVirtualTables:
//	                    each lock kernel in one form, the forms in turn (all three)
//	frontend/minic      TestNestingSequences: 2,048 statements and operators (5,000)
//	backend             TestInterferenceGraph: three long-register spans (six)
//	bench               TestPaperShardsMergeByteForByte: four kernels (the suite)
//
// # The quick loop's collector
//
// The packages whose -short tests allocate the most (passes/deadlock,
// backend, backend/e2e, frontend/minic, frontend/llvm, internal/explore,
// internal/difftest, bench, cmd/simtc) run them through RunTests, which
// under -short sets the garbage collector's target to QuickGCPercent
// unless GOGC is set: about a tenth of the quick loop's CPU. The full run
// keeps the default.
package corpus
