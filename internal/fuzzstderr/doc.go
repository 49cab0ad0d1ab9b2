// Package fuzzstderr keeps what a fuzz worker writes to standard error.
//
// The go command's fuzzing engine starts its workers with standard error
// going nowhere, so a worker that dies of a runtime "fatal error" (out of
// memory, stack overflow) leaves only "fuzzing process hung or terminated
// unexpectedly: exit status 2" behind (issue 34). A package's TestMain
// calls Redirect first; with SIMTC_FUZZ_STDERR=PREFIX in the environment,
// every test process (the coordinator and each worker) writes its standard
// error to PREFIX.PID as well, so the stack dump of the worker that died is
// in one of those files:
//
//	SIMTC_FUZZ_STDERR=/tmp/fuzz-stderr go test ./internal/difftest -fuzz FuzzChain
//	grep -l 'fatal error\|panic' /tmp/fuzz-stderr.*
package fuzzstderr

// Env is the environment variable that names the files' prefix.
const Env = "SIMTC_FUZZ_STDERR"
