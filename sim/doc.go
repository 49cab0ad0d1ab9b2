// Package sim is the simtc SIMT simulator's machine: a cycle-level
// model, simple but honest, of cores running the warps of a block grid.
// It runs .simt objects (package isa) and never sees the IR; it runs a
// reconvergence mechanism it is handed and never names one.
//
// # Using it
//
//	obj, _ := isa.Read(f)                               // the object
//	l := &sim.Launch{Grid: 2, Block: 64, Args: args}    // a resolved launch (package driver
//	                                                    // parses simtc:launch, --grid, --arg)
//	cfg := sim.DefaultConfig()                          // then --max-cycles etc.
//	reg := mechs.Default()                              // the mechanisms (sim/mechs)
//	m, err := reg.Parse("mp:max-splits=2")              // one, with its parameters
//	res, err := sim.Run(obj, m, l, cfg)                 // err: invalid launch (exit 2)
//	json.Marshal(res) / res.WriteText(w)                // run --json / the table
//
// The harness — launch and argument specs, simtc:expect and checking a
// result against it — is package driver/harness, behind package driver.
//
// res.Status is ok, deadlock (exit 3), fault (exit 4), max-cycles,
// starved or watchdog (exit 3); res.Fault and res.Diagnosis say what
// happened; res.Params the mechanism's parameters as the run used them.
// Registry.Run (and mechs.Run) parse a mechanism spec and run in one
// call; a test mechanism is a registry row of its own (Registry.Add, or
// sim.Run with a Mech made from the row).
//
// # Where each job lives
//
// The import graph keeps the direction (imports_test.go checks it):
//
//	sim/mechs ─► sim/mech/{stack,multipath,threadpc,dwf} ─► sim/mech/{hybrid,mechutil} ─► sim ─► sim/mem ─► sim/isa
//
// Package by package:
//
//   - sim (this package): the machine. Config (machine parameters only),
//     cores and warps (machine.go), functional execution (exec.go,
//     execmem.go), decoding, memory layout and block dispatch
//     (layout.go), the issue loop, barriers and the end of a run
//     (issue.go), the scoreboard and the ready list of per-thread
//     mechanisms (scoreboard.go), the warp schedulers, injected arbiters
//     (sched.go, random.go), exact repeat detection (repeat.go), issues
//     drawn from several warps (crosswarp.go), cores simulated in
//     parallel (parallel.go), deadlock diagnosis (diagnose.go), the
//     Result (result.go), observers told of every issue for a timeline
//     (observe.go: Observer, RunObserved; the Trace Event Format writer
//     is internal/trace); the mechanism interface (mechanism.go:
//     Mechanism, CoreMechanism, LaneSplitter and what they exchange), the
//     parameters (params.go) and the registry (registry.go: MechInfo,
//     Mech, Registry); the resolved launch (launch.go: Launch, Arg,
//     ElemType, binding arguments to parameters). The harness that parses
//     launch specs and simtc:expect is package driver/harness.
//   - sim/mem: memory (global regions, address spaces, loads, stores,
//     atomics, the parallel engine's copy-on-write views).
//   - sim/mech/stack (pdom, hws, tf-stack), sim/mech/multipath (mp, dps,
//     mp-orec, aware), sim/mech/threadpc (mimd, its, minpc, tf-sandy) and
//     sim/mech/dwf (dwf, en-dwf, en-dwf-hws): the mechanism families, each
//     with its registry rows (Rows) and its parameters (Settings). No
//     family imports another; what two need is below them:
//     sim/mech/hybrid (hybrid warp size: quarter-warps, the squeeze, the
//     equation 6.1 estimate, the simd-width parameter, the baseline
//     machine) and sim/mech/mechutil (per-thread PCs at collective
//     warp-level operations).
//   - sim/mechs: the default registry (Default) of every family's rows.
//   - sim/simtest: the mechanism test harness and corpus loading for the
//     tests of the packages above.
//
// # Model
//
// Functional execution (exec.go, execmem.go: what an instruction does to
// registers, memory and per-lane control flow; execlanes.go: the common
// integer operations over a warp's lanes at once) is kept apart from
// timing (issue.go, scoreboard.go, sched.go), as in MGPUSim.
//
//   - Blocks are dispatched in order to the cores that have room (warps,
//     blocks and shared memory per core); a finished block frees its room
//     (its warp slots too: they are the block's until its last warp
//     exits, as GPUs and GPGPU-Sim allocate them).
//   - Each cycle, each core issues up to IssueWidth instructions from
//     distinct warps chosen by the scheduler, an injected Arbiter (gto,
//     lrr, gtlrr; sched.go; and random, seeded by Config.Seed, which also
//     holds back the thread or warp that issued for random times:
//     random.go). A warp can issue when its mechanism offers a
//     split none of whose threads waits at a barrier, and the per-warp
//     scoreboard says the instruction's source and destination registers
//     are ready. A warp instruction occupies the core's issue for
//     ceil(WarpSize/SIMDWidth) cycles, or for the mechanism's
//     Cost.IssueCycles.
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
//     threads arrives). A mechanism with Caps.ThreadBarriers (mimd) always
//     counts threads.
//
// # Reconvergence mechanisms
//
// A Registry (registry.go) is a table of mechanisms, a value: sim/mechs
// fills the default one from the families' rows, and a test adds its own.
// A row (MechInfo) has the name, a one-line doc, the constructor, Caps
// (per-thread scoreboard, collective warp operations, fair scheduling,
// per-thread barrier counting, the repeat-detection unit, semantic
// reference), the parameters it reads (params.go: name, usage, parser
// and validator, default; the registry parses "name=value" texts into
// Params for the constructor, and a parameter the mechanism does not
// declare is an error that lists those it does), the isa.Target the
// compiler must emit for it, and, for a hybrid-warp-size mechanism, its
// baseline and the machine the baseline runs on (Registry.Baseline). The
// machine reads the row's Caps and never a mechanism's name, parameter
// or statistic: a mechanism's statistics are its own (mechanism_stats),
// and the run reports every parameter's effective value
// (mechanism_params).
//
// A per-warp mechanism implements Mechanism: one instance per core,
// per-warp state in Warp.State. Splits(w, now) offers the warp's
// schedulable splits (one for a stack, several for multi-path or
// per-thread schemes; the core issues the first one whose operands are
// ready); Commit(w, split, outcome, now) is told the outcome of every
// instruction (branch taken masks, targets and rpc, per-lane targets of
// brx/ret, calls, exits, barrier arrivals, ssy/sync) and returns its
// Cost (issue cycles, extra latency, its own memory transactions such as
// table spills and fills, slots it issued with every lane off); Released is told of barrier releases;
// Warp.WakeAt asks to be asked again at a cycle (a timer), which the core
// honours when it jumps over idle time and never mistakes for a
// deadlock; Stats reports the mechanism's named statistics
// (mechanism_stats, sorted). A mechanism that forms warps from the
// threads of several warps of a core (DWF) implements CoreMechanism
// instead (mechanism.go; the core's side: crosswarp.go): its issues are a
// PC plus lanes of several home warps, executed, scoreboarded,
// barrier-counted and accounted per thread.
// The core runs per-warp mechanisms on its per-warp path (with the warp
// scheduler); AsCore adapts one to the core-level interface, and a test
// shows both paths execute the same instruction streams.
// A per-thread mechanism (one PC per thread) also implements
// LaneSplitter: it keeps its one-thread splits in the warp (the lanes'
// PCs, a round-robin start lane, and the lanes for which the core must
// ask it, e.g. at a warp-level operation), and the core issues from a
// ready list (the operand-ready cycle of each lane's next instruction,
// recomputed only for lanes that issued or moved) instead of rebuilding
// and scanning one split per thread after every issue; the choice is the
// same (scoreboard.go). Such an issue commits in the core (MoveLane: the
// lane's next PC and the round robin's next lane), and through CommitLane
// only for a warp whose mechanism asks for it (Warp.LaneCommit), without
// an Outcome or a Cost.
// A stack mechanism whose one split is its stack's top entry may
// implement TopKeeper (pdom does): it keeps the top entry in the warp
// (Warp.Top), the core takes the split from it instead of asking Splits,
// and commits an outcome whose lanes all go to one PC other than the
// entry's reconvergence PC by moving the entry, without Commit; its
// ALU operations and branches go through one function each from the
// ready check to the commit (tryTop, stepTopALU, stepTopBranch), and
// under gto with one scheduler cycle after cycle in one loop (topRun). A
// mechanism that wraps one (embedding Mechanism) is not one, and takes
// the general path; a test shows both give the same results.
// A mechanism that issues groups of threads at one PC keeps its own
// ready list of groups (its: the threads grouped by PC, moved at each
// commit; dwf: each warp's split warps until the warp changes). Under a
// lane scoreboard a register written by every live lane of a warp keeps
// one ready cycle for all of them, so a converged warp's scoreboard costs
// what a warp scoreboard costs.
// The mechanisms themselves, and what each family's doc.go says of them,
// are in sim/mech/...: the stack family (pdom, hws, tf-stack), the
// multi-path family (mp, dps, mp-orec, aware), the per-thread-PC family
// (mimd, its, minpc, tf-sandy) and the warp-forming family (dwf, en-dwf,
// en-dwf-hws).
//
// # Statistics
//
// Every statistic means the same under every mechanism; StatDocs
// (statdoc.go) is the table of the machine's, each registry row's Stats
// documents the mechanism's own (mechanism_stats), and Registry.StatHelp
// and WriteStatTable print them (simtc run --mech help, the README). A
// warp instruction is an issue slot, counted whatever the number of
// threads that execute it, zero included: a mechanism that issues slots
// with every lane off (TF-SANDY's conservative-branch no-ops) reports them
// as Cost.EmptySlots. A reconvergence check is not an instruction: a
// stack's pop at a reconvergence PC, a thread-frontier check at a join
// point (isa.Block.Join), a min-PC arbitration are comparisons made
// between issues and take no slot. SIMD efficiency is thread instructions
// over lane slots (Stats.LaneSlots), and the text report prints the
// counts beside it. Reports name the block layout of the code that ran
// (Result.Layout, from the object).
//
// # N-D launches
//
// A launch may give the grid and the block per dimension (Launch.GridDim,
// BlockDim; x, y, z). Threads are numbered x fastest within their block
// and fill warps in that order, as hardware does; blocks are numbered the
// same way within the grid. The special registers tid, ctaid, ntid and
// nctaid .x/.y/.z read the coordinates (Coords) and sizes; a 1-D launch
// is (n, 1, 1). Reports of an N-D launch give the sizes and name threads
// and blocks by (x,y,z): the text and JSON report, faults and the
// deadlock diagnosis. Dynamic shared memory (Launch.SharedBytes) follows
// the kernel's static shared memory, 16-byte aligned; __local pointer
// arguments (Arg.Local) follow it.
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
// wsync a (__syncwarp(mask), llvm.nvvm.bar.warp.sync; the mask a run-time
// value, bit i = lane i) makes the threads the mask names meet; a thread
// whose mask does not name itself faults (undefined in CUDA). It is a
// warp-level operation whose threads are those of its mask rather than
// the whole warp (mechutil.WarpOps.Named), as are vote, ballot and shfl
// with isa.FlagMask (the *_sync intrinsics with a member mask other than
// the constant 0xffffffff, which stays the whole-warp operation above):
// they compute over the threads of each thread's mask only (two halves of
// a warp with masks 0xffff and 0xffff0000 vote apart, even when the warp
// executes them together), with the same waiting rules. Under a mechanism with
// collective warp operations (its, mimd, dwf) the threads at a wsync wait
// until every live thread their mask names is at that wsync, and then
// issue it together (reconverged); threads the mask does not name go on
// meanwhile, and exited threads count as arrived. Under its and mimd the
// threads of a mask also meet across __syncwarp sites, as Volta allows
// (each path of a branch calling its own __syncwarp with the same mask:
// mechutil.SyncedPC releases the threads waiting at the other sites); dwf
// matches warp syncs by PC only. Under a SIMT mechanism (the warp executes
// one path at a time: pdom, hws, tf-stack, mp, aware, minpc, tf-sandy,
// …) the issuing split is the meeting: a no-op when every live thread the
// mask names is in the split (a converged warp, or the named threads all
// on this path); when a named live thread is not, it is on another path
// that the mechanism resumes only after this path reaches its
// reconvergence point, never while this one waits at the warp sync, so
// the run ends at once with status deadlock and a reason that names the
// warp sync (or *_sync operation), its mask, the waiting and the missing
// threads (warpMask) instead of passing silently or computing over part
// of the mask. Multi-path mechanisms (mp, aware) could
// interleave the other path, but it waits at the reconvergence point
// these threads have not reached, so they are diagnosed the same way.
//
// # Verdicts: deadlock only when it is one
//
// Forward progress is a write that changes global or shared memory, a
// thread exit, a barrier release, or (under a mechanism with collective
// warp operations) the execution of a collective warp-level operation.
// The run stops with status deadlock only when no thread can ever make
// progress:
//
//  1. no warp can issue and no mechanism waits for a timer: every
//     remaining thread waits at a barrier or behind threads that do, or
//     at a warp-level operation for threads of its warp that do not reach
//     it; or
//  2. after repeatAfter (1000) cycles without progress, the full state of
//     every unit that can still issue has repeated exactly while memory
//     did not change, so nothing can ever change again. The unit is the
//     warp for a stack mechanism (Caps.Repeat = RepeatWarp: registers,
//     stack pointers, private memory, live and barrier masks and the
//     mechanism's state, hashed at the warp's taken backward branches) and
//     the thread for per-thread mechanisms (RepeatThread, mimd: the
//     thread's registers, stack pointer, private memory and PC, hashed at
//     its own taken backward branches — a thread's execution depends only
//     on its own state and memory whatever the interleaving). A unit keeps
//     the first maxSeen (64) hashes since the last progress, then goes on
//     with Brent's cycle detection, so that a wait after a long loop that
//     computes without storing is caught too. Private memory enters the
//     hash through a per-lane hash updated at every private store
//     (privhash.go), so a check costs O(registers + lanes) however much
//     private memory a thread has; and private memory over 16 KiB per
//     thread is allocated page by page at the first write (privmem.go).
//     Before a launch allocates anything, its memory (buffers, shared
//     memory per resident block, private memory and stack per resident
//     thread) is compared with Config.MaxMemory (memlimit.go).
//
// Anything else that runs long is not a deadlock. It stops at the cycle
// limit as max-cycles (default DefaultMaxCycles: 10^9 cycles plus 10^6 per
// launched thread, far beyond any healthy kernel) with a Diagnosis marked
// Snapshot — where the threads were, not a diagnosis — and, for loops that
// spin without changing memory while their state keeps changing (a lock
// acquire with a backoff counter), a "suspected livelock" note saying
// where they spin and for how long nothing progressed. Two more statuses
// say why a run stopped early: starved (a warp that can issue was not
// picked by the warp scheduler for StarveWindow cycles while nothing made
// progress and every warp it did pick repeats its state exactly — a hang
// caused by the scheduler, e.g. greedy-then-oldest keeping a spinning warp
// while the warp that would release it waits; the reason names the warp
// and its PC) and watchdog (the opt-in Config.Watchdog: no progress for
// that many cycles).
//
// The Diagnosis lists, per warp, the threads spinning in a loop (PC range
// and source lines of what they executed since the last progress),
// waiting at a reconvergence point (and for whom), waiting to run a path,
// waiting at a barrier (how many arrived of how many needed), blocked in a
// split with threads at a barrier, or waiting at a collective warp-level
// operation (for whom, and where those threads are).
//
// # Parallel simulation
//
// With Config.Jobs ≥ 1 (simtc run --jobs N, 1 by default) a run of
// several cores and blocks is simulated by the windowed engine
// (parallel.go), its cores on N goroutines, with a result byte-identical
// to the serial run's, whatever N: on one goroutine too, since a core
// alone runs long runs of cycles where lockstep visits every core at every
// cycle (on one goroutine a kernel with atomics on global memory runs
// serially: its cores are likely to communicate). DefaultConfig's Jobs
// is 1 too; Jobs 0 is the serial run alone. The serial run is lockstep —
// each cycle the cores issue in core order — so its steps are totally
// ordered by (cycle, core).
// In parallel, each core runs alone for a window of 4096 cycles (growing
// to 65536 in a long run) against
// global memory as it was at the window's start plus its own writes
// (copy-on-write pages), marking every byte it reads and writes; a core
// alone issues at exactly the cycles it issues at in lockstep, because
// nothing outside a core changes when its warps are ready. At the end of
// the window: if no byte one core wrote was read or written by another,
// every read returned what it returns in lockstep, and the writes (which
// are disjoint) are applied. Each core makes the repeat checks in its
// own view of progress (the machine's at the window's start plus its
// own), which finds the repeats the serial run finds (a unit that cycles
// within a window at the latest), and a repeat ends the parallel run. A block that retires
// while blocks are pending pauses its core at the end of that cycle
// (IssueWidth 1); pauses are resolved one by one in (cycle, core) order,
// once every other core has passed them, and place the next blocks on the
// retiring core as lockstep dispatch does. When the cores
// did interact — one wrote what another accessed in the same window
// (atomics on one counter, a flag one block sets and another polls), a
// repeated state was found, a fault, a core that can never issue
// again, a window that could reach the starvation check, the watchdog or
// the cycle limit — the parallel run is abandoned and the launch is run
// again serially from the start. So the serial semantics are the only
// semantics, the result is independent of N by
// construction, and kernels whose blocks communicate through global
// memory pay a partial parallel run before the serial one. A launch of one
// block, a machine of one core, or Config.IssueWidth above 1 always runs
// serially.
//
// Everything is deterministic: no maps are iterated for output, and two
// runs give byte-identical JSON.
//
// TestHWSCorpus, TestJinMechanismsCorpus, TestHWSLaneBound,
// TestJinWarpSizes, TestMultipathCorpus, TestJobsCorpus, TestJobsMachines,
// TestNewMechanismsMatchMIMD and TestNoDeadlockWithoutSync are corpus
// sweeps (internal/corpus.Sweep, which lists them all): go test -short
// skips them, go test ./... runs them.
package sim
