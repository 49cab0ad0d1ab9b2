// The mechanism interface: what the machine tells a reconvergence
// mechanism and what it asks of it. The mechanisms themselves are in
// sim/mech/...; the registry of them in registry.go, its default filling
// in sim/mechs.

package sim

import (
	"sort"

	"github.com/simtc/simtc/sim/isa"
)

// Split is a group of threads of one warp that issue an instruction
// together: the lanes of Mask, all at PC.
type Split struct {
	PC   uint32
	Mask uint64
}

// OutcomeKind classifies what an executed instruction did to control flow.
type OutcomeKind uint8

// The outcome kinds.
const (
	OutSeq      OutcomeKind = iota // every lane continues at Next
	OutBranch                      // bra, cbra: lanes of Taken go to Target, the others to Next
	OutIndirect                    // brx, ret: lane l goes to Targets[l]
	OutCall                        // call: every lane goes to Target (Next is the return PC)
	OutExit                        // exit: every lane of Mask exited (see Exited)
	OutBarrier                     // bar: every lane arrived and waits (Warp.BarWait); it resumes at Next
	OutSSY                         // ssy Target; lanes continue at Next
	OutSync                        // sync; lanes continue at Next
)

// Outcome is what one warp instruction did, as the mechanism needs it.
type Outcome struct {
	Inst    *isa.Inst
	PC      uint32
	Mask    uint64 // lanes that executed
	Kind    OutcomeKind
	Next    uint32 // PC + InstSize
	Taken   uint64 // OutBranch: lanes jumping to Target
	Target  uint32
	RPC     uint32      // branch reconvergence PC (NoPC when none)
	Targets *[64]uint32 // OutIndirect: lane l's destination (lanes of Mask)
	Exited  uint64      // lanes that exited (already removed from Warp.Live)
}

// LanePC is where lane l of o.Mask goes next: the branch target or the
// fall-through, its own brx/ret target, the callee, or the next PC.
func (o *Outcome) LanePC(l int) uint32 {
	switch o.Kind {
	case OutBranch:
		if o.Taken&(1<<uint(l)) != 0 {
			return o.Target
		}
	case OutIndirect:
		return o.Targets[l]
	case OutCall:
		return o.Target
	}
	return o.Next
}

// Mechanism is a reconvergence mechanism with per-warp state. One
// instance serves one core; per-warp state lives in Warp.State. A new
// mechanism is one file implementing this interface (copy
// sim/mech/stack/pdom.go for a stack, sim/mech/threadpc/mimd.go for
// per-thread PCs) plus one registry row (MechInfo).
//
// The core asks Splits which splits of a warp may issue at cycle now, picks
// the first one whose operands are ready (scoreboard), executes the
// instruction at the split's PC for the split's lanes, then calls Commit
// with the outcome; Commit returns what the mechanism's own work cost.
// Splits may be asked without issuing, so it must not change state; its
// answer is cached until the next Commit or Released on the warp, until the
// warp's wake-up cycle (Warp.WakeAt), or until Warp.Invalidate.
// Exited lanes have been removed from Warp.Live before Commit; lanes that
// arrived at a barrier are in Warp.BarWait, and Released is called when
// the barrier releases them. Splits containing a lane of Warp.BarWait are
// skipped by the core.
//
// Optional behaviour of the core (per-thread scoreboard, collective warp
// operations, fair scheduling, repeat detection ...) is chosen by the Caps
// of the mechanism's registry row, never by its name.
type Mechanism interface {
	// Name is the --mech name.
	Name() string
	// Start initializes w (all lanes of w.Live at pc).
	Start(w *Warp, pc uint32)
	// Splits appends to dst the splits of w that may issue at cycle now,
	// in the mechanism's priority order (one for a stack, several for
	// multi-path or per-thread schemes), and returns the extended slice.
	// It is empty when none can issue (all remaining threads wait at a
	// barrier or behind one, or for a timer: see Warp.WakeAt).
	Splits(w *Warp, now int64, dst []Split) []Split
	// Commit updates w after split s executed at cycle now with outcome o
	// and returns the cost of the mechanism's work (zero: none).
	Commit(w *Warp, s Split, o *Outcome, now int64) Cost
	// Released tells the mechanism that the lanes left Warp.BarWait.
	Released(w *Warp, lanes uint64, now int64)
	// Describe appends where the live threads of w are: one group per
	// distinct (state, PC), for deadlock diagnosis.
	Describe(w *Warp, dst []ThreadGroup) []ThreadGroup
	// HashState mixes into h the mechanism's state of the lanes of w
	// (all live lanes under Caps.Repeat == RepeatWarp, one lane under
	// RepeatThread) for the exact-repeat deadlock check; unused under
	// RepeatNone.
	HashState(w *Warp, lanes uint64, h uint64) uint64
	// Stats appends the mechanism's named statistics (stack depth, table
	// occupancy, splits, spills …) at the end of the run.
	Stats(dst []NamedStat) []NamedStat
}

// LaneSplitter is implemented by a per-thread mechanism (one PC per
// thread, a per-thread scoreboard: Caps.LaneScoreboard) whose Splits are,
// whenever LaneSplits says ok, exactly the one-thread splits of the lanes
// of mask, lane l at w.LanePCs[l], in round-robin order from lane
// w.LaneStart (the lanes LaneStart … 63, then 0 … LaneStart-1). The core
// then does not ask Splits and scan every split after each issue: it keeps a ready list — for each
// lane the cycle its next instruction's operands are ready, recomputed only
// for the lanes that issued or whose PC changed — and picks the first lane
// in that order that is ready (or, for the time jump, the earliest). The
// choice is the one the scan of Splits would make; with ok false (e.g. a
// collective split of several threads) the core asks Splits. LaneSplits,
// like Splits, must not change state.
//
// So that the core reads the ready list without a call per issue, the
// mechanism keeps it in the warp (Warp.LanePCs, LaneStart, LaneAsk, set
// at Start and kept by Commit): while LaneAsk (live lanes only) is empty,
// the core takes mask = Live &^ BarWait without asking, so LaneSplits
// must then answer exactly that; while a lane is in LaneAsk (e.g. one
// waits at a warp-level operation) the core asks LaneSplits.
//
// A one-thread split issued from the ready list commits without Commit:
// the core moves the lane on (MoveLane: lane l of w executed and goes to
// pc next, Outcome.LanePC) and, when the mechanism set w.LaneCommit, then
// calls CommitLane(w, l, pc), which must do the rest of what Commit does
// for that split; the mechanism's work costs nothing (Commit of a
// one-thread split returns a zero Cost). A mechanism whose Commit of a
// one-thread split does no more than MoveLane leaves LaneCommit false,
// and an issue then makes no call into it.
type LaneSplitter interface {
	LaneSplits(w *Warp) (mask uint64, ok bool)
	CommitLane(w *Warp, l int, pc uint32)
}

// TopKeeper is implemented by a stack mechanism whose warps issue from
// the top entry of a stack (a stack's one split) and that keeps that
// entry where the core reads it without a call: Warp.Top, set at Start
// and after every change of the stack (nil: the stack is empty), while
// KeepsTop reports true. The core then takes the split from Top instead
// of asking Splits, and commits the commonest outcomes itself instead of
// calling Commit, so the mechanism must answer and do exactly that:
//
//   - Splits(w) is {Top.PC, Top.Mask} when Top.Mask&w.BarWait == 0, else
//     empty (and empty when Top is nil);
//   - Commit of an outcome o without exits (o.Exited == 0) whose lanes
//     all go to one PC — OutSeq (to o.Next), or OutBranch with o.Taken &
//     Top.Mask either 0 (to o.Next) or Top.Mask (to o.Target) — sets
//     Top.PC to that PC, changes nothing else and costs nothing, unless
//     that PC is Top.RPC (then the core calls Commit).
//
// A mechanism that wraps a TopKeeper (embedding Mechanism) is not one:
// the core calls its Splits and Commit.
type TopKeeper interface {
	KeepsTop() bool
}

// StackEntry is an entry of a reconvergence stack (TopKeeper): its
// threads' PC, their reconvergence PC and the threads.
type StackEntry struct {
	PC, RPC uint32
	Mask    uint64
}

// MoveLane is the ready list's part of the commit of a one-thread split
// of lane l of w (LaneSplitter), which goes to pc next: the lane's PC,
// and the round robin goes on from the lane after it.
func (w *Warp) MoveLane(l int, pc uint32) {
	w.LanePCs[l] = pc
	w.LaneStart = (l + 1) & 63
}

// Part is the lanes of one warp taking part in an issue. The lanes are
// lanes of W, their home warp: registers, private memory and the
// scoreboard are W's, indexed by lane.
type Part struct {
	W    *Warp
	Mask uint64
}

// Issue is what a core mechanism issues at once: the instruction at PC for
// the lanes of one or more warps of the core.
type Issue struct {
	PC    uint32
	Parts []Part
}

// CoreMechanism is a mechanism that forms issues from the threads of
// several warps of one core. Each issue is executed, scoreboarded,
// barrier-counted and accounted per thread: every part executes the
// instruction for its lanes on its home warp (so warp-level operations —
// vote, ballot, shfl — compute over the lanes of one home warp, the
// sub-group), the issue counts as one warp instruction whose lane slots
// are the warp size, and the scoreboard is per thread. The core tries the
// issues in the order the mechanism gives them (the scheduler does not
// reorder them) and issues the first whose operands are ready.
//
// Start, Released, Describe, HashState and Stats are as for Mechanism.
type CoreMechanism interface {
	Name() string
	Start(w *Warp, pc uint32)
	// Issues appends the issues the core may make at cycle now from its
	// resident warps (oldest first), in priority order. It must not
	// change state. No lane may appear twice in one issue.
	Issues(warps []*Warp, now int64, dst []Issue) []Issue
	// Commit updates the mechanism after issue is executed at cycle now;
	// outs[i] is the outcome of is.Parts[i].
	Commit(is *Issue, outs []Outcome, now int64) Cost
	Released(w *Warp, lanes uint64, now int64)
	Describe(w *Warp, dst []ThreadGroup) []ThreadGroup
	HashState(w *Warp, lanes uint64, h uint64) uint64
	Stats(dst []NamedStat) []NamedStat
}

// IssueWalker may be implemented by a CoreMechanism that keeps its issues
// in its own storage: the core's issue loop then reads them in place, in
// Issues' order, up to the first that is ready, instead of having Issues
// copy them all at every issue slot. IssueAt returns the issue of index i
// of those Issues(warps, now, nil) would return, nil when i is past the
// last; like Issues it must not change the mechanism's state (a cache
// of its own aside). The issue, which the core must not change, stays
// valid until the next call of any of the mechanism's methods.
type IssueWalker interface {
	IssueAt(warps []*Warp, now int64, i int) *Issue
}

// mechCommon is what the core calls on either kind of mechanism.
type mechCommon interface {
	Name() string
	Start(w *Warp, pc uint32)
	Released(w *Warp, lanes uint64, now int64)
	Describe(w *Warp, dst []ThreadGroup) []ThreadGroup
	HashState(w *Warp, lanes uint64, h uint64) uint64
	Stats(dst []NamedStat) []NamedStat
}

// AsCore adapts a per-warp mechanism to the core-level interface: each of
// its splits is an issue of one part. The core runs per-warp mechanisms
// directly (faster, and with the warp scheduler); the adapter lets a
// warp-forming mechanism reuse a per-warp one, and shows that the
// core-level path executes and accounts per-warp issues exactly as the
// per-warp path does.
func AsCore(m Mechanism) CoreMechanism { return coreAdapter{m} }

type coreAdapter struct{ Mechanism }

func (a coreAdapter) Issues(warps []*Warp, now int64, dst []Issue) []Issue {
	var buf [8]Split
	for _, w := range warps {
		for _, s := range a.Splits(w, now, buf[:0]) {
			dst = append(dst, Issue{PC: s.PC, Parts: []Part{{W: w, Mask: s.Mask}}})
		}
	}
	return dst
}

func (a coreAdapter) Commit(is *Issue, outs []Outcome, now int64) Cost {
	p := is.Parts[0]
	return a.Mechanism.Commit(p.W, Split{PC: is.PC, Mask: p.Mask}, &outs[0], now)
}

// Cost is what the mechanism's handling of one issue cost, beyond the
// instruction itself.
type Cost struct {
	// IssueCycles, when positive, is how many cycles the core's issue is
	// occupied by this instruction instead of ceil(WarpSize/SIMDWidth)
	// (hybrid warp size issues a squeezed warp in fewer cycles).
	IssueCycles int
	// Latency is added to the latency of the instruction's result and to
	// the warp's next issue (e.g. a reconvergence-table spill or fill).
	Latency int
	// MemTransactions are memory transactions of the mechanism itself
	// (virtualized ST/RT spills and fills), counted in the statistic
	// mechanism_memory_transactions.
	MemTransactions int
	// EmptySlots are issue slots the mechanism spent after the
	// instruction with every lane off (TF-SANDY's instructions executed
	// with no thread enabled). Each is an issued warp instruction with no
	// active thread: it counts in warp_instructions and in the lane slots
	// of simd_efficiency, and not in thread_instructions. Their time is
	// the mechanism's to charge (IssueCycles, Latency).
	EmptySlots int
}

// NamedStat is one statistic a mechanism reports. Max statistics combine
// over cores by maximum, the others by sum.
type NamedStat struct {
	Name  string
	Value int64
	Max   bool
}

// RepeatUnit says whose state repeats in the exact-repeat deadlock check.
type RepeatUnit uint8

// The repeat units.
const (
	// RepeatNone: the mechanism takes no part; its deadlocks are found
	// when no thread can issue, and long runs end at the cycle limit.
	RepeatNone RepeatUnit = iota
	// RepeatWarp: a warp's execution is a function of its state and
	// memory (a stack mechanism), so the whole warp's state is hashed at
	// its taken backward branches.
	RepeatWarp
	// RepeatThread: each thread's execution is a function of its own
	// state and memory whatever the interleaving (per-thread PCs, e.g.
	// mimd), so each thread's state is hashed at its own taken backward
	// branches.
	RepeatThread
)

// Caps are the optional behaviours of the core a mechanism asks for.
type Caps struct {
	// LaneScoreboard gives a per-thread scoreboard: a split waits only for
	// the registers of its own threads (the multi-path paper's
	// split-aware scoreboard).
	LaneScoreboard bool
	// CollectiveWarpOps: threads wait at warp-level operations (vote,
	// ballot, shfl) for the rest of their warp and execute them together;
	// the core counts that execution as forward progress.
	CollectiveWarpOps bool
	// FairScheduling: warps are scheduled loose round-robin whatever
	// Config.Scheduler says, so that no thread starves.
	FairScheduling bool
	// ThreadBarriers: barriers count threads whatever Config.Barrier says.
	ThreadBarriers bool
	// Repeat is the unit of the exact-repeat deadlock check. A mechanism
	// that regroups threads across warps (CoreMechanism) must not use
	// RepeatWarp: a warp's execution there depends on other warps.
	Repeat RepeatUnit
	// Reference: the semantic reference (mimd); without a status
	// expectation, a run under it must end ok.
	Reference bool
}

// GroupState says why a group of threads is where it is.
type GroupState uint8

// The group states.
const (
	// GroupRunning threads are (in) the split the warp would issue.
	GroupRunning GroupState = iota
	// GroupReconverge threads wait at a reconvergence point for other
	// threads of the warp.
	GroupReconverge
	// GroupPending threads wait for their path to be scheduled (e.g. a
	// not-yet-run path entry of the IPDOM stack).
	GroupPending
	// GroupCollective threads wait at a warp-level operation (vote,
	// ballot, shfl) for the other live threads of the warp (WaitFor) to
	// reach it, under a mechanism with collective warp operations.
	GroupCollective
)

// ThreadGroup is a set of lanes of one warp in one state at one PC.
type ThreadGroup struct {
	State GroupState
	PC    uint32
	Mask  uint64
	// WaitFor, for GroupReconverge and GroupCollective, are the lanes
	// being waited for.
	WaitFor uint64
}

// LaneTargets groups the lanes of mask by their target in o (for
// OutIndirect), in ascending PC order.
func (o *Outcome) LaneTargets(mask uint64) []Split {
	var out []Split
	for m := mask; m != 0; m &= m - 1 {
		l := trailingZeros(m)
		pc := o.Targets[l]
		found := false
		for i := range out {
			if out[i].PC == pc {
				out[i].Mask |= 1 << uint(l)
				found = true
				break
			}
		}
		if !found {
			out = append(out, Split{PC: pc, Mask: 1 << uint(l)})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].PC < out[j].PC })
	return out
}

// IsWarpOp reports whether op computes over the threads of a warp (vote,
// ballot, shfl): the warp-level operations that are collective under
// Caps.CollectiveWarpOps.
func IsWarpOp(op isa.Op) bool {
	switch op {
	case isa.OpVoteAll, isa.OpVoteAny, isa.OpBallot, isa.OpShfl, isa.OpWSync:
		return true
	}
	return false
}
