// Package bench runs a suite of kernels under every reconvergence mechanism
// side by side and reports what the papers' figures report: cycles, warp and
// thread instructions, SIMD efficiency (the activity factor), idle issue
// cycles, memory transactions per access and the mechanism's own counters,
// with speedups and instruction counts normalized to pdom, and a
// differential report of every kernel whose termination or final memory
// differs from the mimd reference.
//
// The model:
//
//   - A Matrix is the cross product kernels × variants × configs, enumerated
//     in one fixed order (kernels by name, variants in Variants order,
//     configs in the order given). Each cell is a Job with a dense index.
//   - A variant is a mechanism of the registry (mechs.Default()), plus
//     "pdom+ssde": pdom running the kernel after Static SIMT Deadlock
//     Elimination (the baseline of the MIMD paper's Fig. 10).
//   - Run executes jobs on a worker pool; every job writes only its own
//     slot, so the rows, and so every report, are the same whatever the
//     interleaving.
//   - A shard i/n runs the jobs whose index is i mod n and writes them as
//     JSON lines (a header line naming the matrix, then one Row per line);
//     Merge reads the shards of a directory back, checks that every job is
//     there exactly once, and builds the same Report a single run builds.
//     The report depends on nothing but the rows.
//   - Report renders as a table, CSV, JSON, SVG charts and an HTML page
//     embedding the charts and the tables. A chart of every mechanism is
//     small multiples: one panel per mechanism family (family.go, the one
//     table of families), each with at most four series told apart by
//     colour, the family told by a fill pattern; ratios on a log2 axis with
//     a reference line at 1; a glyph for every run that did not end ok;
//     legends above the panels; no chart wider than the report's page at
//     1,400 px, no text under 12 px (measured in Chromium by
//     TestReportReadableAt1400px). Text is measured with gonum's Liberation
//     Sans metrics.
//
// A --paper run (papers.go) reproduces the seed papers: PaperMatrix is
// the union of the selected papers' kernels, mechanisms and machines, and
// the jobs no selected paper needs are rows with status skipped, so shards
// and Merge treat it as any matrix; the mimd reference runs every kernel
// a selected paper runs, on that paper's machine and at its launch, and
// each paper's final memory is checked against it. Each claim (claims.go,
// claims_mech.go) is measured on its paper's machine over the kernels its
// rule picks, with its paper's mean, baseline and metric, printed beside
// the paper's transcribed value; the papers whose claims are about
// throughput run each kernel's simtc:launch-paper launch at --scale
// paper. Its charts put the paper's values beside simtc's.
//
// Kernels are named by their path relative to the directory argument they
// were found under (or by base name for a file argument), with forward
// slashes, so reports from different working directories or machines agree.
//
// TestSuite, TestReadmeResults, TestChartsRenderInChromium and
// TestReportReadableAt1400px are corpus sweeps (internal/corpus.Sweep,
// which lists them all): go test -short skips them, go test ./... runs them.
package bench
