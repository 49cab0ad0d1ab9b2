// Package sim is the simtc SIMT simulator: a cycle-level model, simple but
// honest, of cores running the warps of a block grid. It runs .simt
// objects (package isa) and never sees the IR.
//
// # Using it
//
//	obj, _ := isa.Read(f)                               // the object
//	d, _ := sim.ScanDirectives(src)                     // simtc:launch / simtc:expect in the source
//	l, _ := sim.ParseLaunch(d.Launch, dir)              // grid=, block=, warp=, NAME=SPEC...
//	_ = l.Set("n=128", dir)                             // --grid/--block/--warp/--arg overrides
//	cfg := sim.DefaultConfig()                          // then --max-cycles etc.
//	res, err := sim.Run(obj, "pdom", l, cfg)            // err: invalid launch (exit 2)
//	json.Marshal(res) / res.WriteText(w)                // run --json / the table
//	exps, _ := sim.ParseExpects(d.Expects)
//	errs := sim.Check(exps, res)                        // failed expectations (exit 1)
//
// res.Status is ok, deadlock (exit 3), fault (exit 4) or max-cycles;
// res.Fault and res.Diagnosis say what happened.
//
// # Model
//
// Functional execution (exec.go, execmem.go: what an instruction does to
// registers, memory and per-lane control flow) is kept apart from timing
// (machine.go: issue, scoreboard, latencies, schedulers), as in MGPUSim.
//
//   - Blocks are dispatched in order to the cores that have room (warps,
//     blocks and shared memory per core); a finished block frees its room.
//   - Each cycle, each core issues up to IssueWidth instructions from
//     distinct warps chosen by the scheduler (gto, lrr, gtlrr). A warp can
//     issue when its mechanism offers a split none of whose threads waits at
//     a barrier, and the per-warp scoreboard says the instruction's source
//     and destination registers are ready. A warp instruction occupies the
//     core's issue for ceil(WarpSize/SIMDWidth) cycles.
//   - Result latencies: ALU, SFU (division, remainder, square root),
//     shared/private/param memory, global memory (MemLatency plus
//     MemTxCycles per further 128-byte segment of the access).
//   - When no core can issue, time jumps to the next cycle at which one can;
//     idle cycles are counted, not ticked.
//   - Memory: global (buffer arguments and global variables, each region
//     bounds-checked, with unmapped gaps between regions), shared per
//     block (static SharedSize then the dynamic buffers of shared-pointer
//     parameters), private per thread (static then the call stack), the
//     read-only parameter block, generic addresses (isa.FromGeneric). Any
//     bad access faults with the thread, block, PC and source line.
//     Atomics of one warp instruction run one lane at a time in lane order.
//   - Barriers count threads (default: every thread of the block that has
//     not exited must arrive) or warps (a warp counts when any of its
//     threads arrives). mimd always counts threads.
//
// # Reconvergence mechanisms
//
// Mechanism (mech.go) is the interface every mechanism implements, one
// instance per core so that a mechanism may regroup threads across warps
// (DWF). It offers the warp's schedulable splits (one for a stack,
// several for multi-path or per-thread schemes; the core issues the first
// one whose operands are ready, with an optional per-thread scoreboard),
// and is told the outcome of every instruction (branch taken masks,
// targets and rpc, per-lane targets of brx/ret, calls, exits, barrier
// arrivals, ssy/sync/join) and barrier releases. Per-warp state lives in
// Warp.State. Implemented: pdom (pdom.go, the IPDOM stack using the rpc
// fields; ssy/sync are nops) and mimd (mimd.go, every thread on its own,
// round-robin). NewMechanism is the registry.
//
// # Warp-level operations
//
// vote.all, vote.any, ballot and shfl compute over the threads that
// execute the instruction together (exec.go). Under a SIMT mechanism
// that is the issuing split. Under mimd they are collective, as OpenCL
// sub-group functions and CUDA *_sync intrinsics: a thread reaching one
// waits until every live thread of its warp waits at a warp-level
// operation; when they are all at the same PC, the warp issues it once
// for all of them (the result is computed over all of them, shfl reads
// the source lane's value at that operation) and releases them together,
// which counts as forward progress. Threads that exited take no part.
// Live threads waiting at different warp-level operations (or at one
// while others wait at a barrier) never go on: a collective operation
// reached by only part of the sub-group, which the deadlock diagnosis
// reports.
//
// # Deadlock diagnosis
//
// Forward progress is a write that changes global or shared memory, a
// thread exit, a barrier release, or (under mimd) the execution of a
// collective warp-level operation. The run stops with status deadlock
// when (1) no warp can issue at all (everyone waits at a barrier or
// behind threads that do, or at a warp-level operation for threads of
// its warp that do not reach it), (2) after a period without progress, the full
// state of every warp that can still issue (under a mechanism that
// implements HashState; pdom does, mimd does not) — registers, stack pointers,
// private memory, masks and the mechanism's state, hashed at taken
// backward branches — has repeated while memory did not change, so nothing
// can ever change again, or (3) no progress happened for DeadlockWindow
// cycles. MaxCycles is a separate limit (status max-cycles). The Diagnosis
// lists, per warp, the threads spinning in a loop (PC range and source
// lines of what they executed since the last progress), waiting at a
// reconvergence point (and for whom), waiting to run a path, waiting at a
// barrier (how many arrived of how many needed), blocked in a split
// with threads at a barrier, or waiting at a collective warp-level
// operation (for whom, and where those threads are).
//
// Everything is deterministic: no maps are iterated for output, and two
// runs give byte-identical JSON.
package sim
