// Package transform holds the CFG transforms simtc runs right after a
// frontend: inlining of device functions (Inline, RemoveDeadFuncs) and
// merge-returns (MergeReturns). The deadlock, reconvergence and
// thread-frontier passes work on one function at a time with a single exit,
// so a kernel is first made self-contained (no calls) and then given one
// return block.
//
// Each transform is a plain function over the module or function it
// changes, edits the CFG only through the ir package (or invalidates the
// analysis cache itself when it edits Preds and Succs directly), and leaves
// IR that ir.Verify accepts; the tests check that after every run.
package transform
