package sim

import (
	"fmt"
	"sort"
	"strings"

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
	OutJoin                        // join; lanes continue at Next
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

// Mechanism is a reconvergence mechanism. One instance serves one core, so
// a mechanism that regroups threads across warps (DWF) sees all of the
// core's warps; per-warp state lives in Warp.State.
//
// The core asks Splits which splits of a warp may issue (Splits must not
// change state: the core may ask without issuing), picks the first one
// whose operands are ready (scoreboard), executes the instruction at the
// split's PC for the split's lanes, then calls Commit with the outcome.
// Exited lanes have been removed from Warp.Live before Commit; lanes that
// arrived at a barrier are in Warp.BarWait, and Released is called when
// the barrier releases them. Splits containing a lane of Warp.BarWait are
// skipped by the core.
//
// A mechanism may also implement LaneScoreboard() bool returning true to
// get a per-thread scoreboard (a split waits only for the registers of its
// own threads, as the multi-path paper's split-aware scoreboard), and
// HashState(w, h) uint64 to take part in the exact-repeat deadlock check,
// and Reconvergences() int64 to report reconvergence events. A mechanism
// implements CollectiveWarpOps() bool returning true when its threads wait
// at warp-level operations (vote, ballot, shfl) for the rest of their
// warp and then execute them together (mimd): the core then counts the
// execution of such an operation, which releases the waiting threads, as
// forward progress, like a barrier release.
type Mechanism interface {
	// Name is the --mech name.
	Name() string
	// Start initializes w (all lanes of w.Live at pc).
	Start(w *Warp, pc uint32)
	// Splits appends to dst the splits of w that may issue now, in the
	// mechanism's priority order (one for a stack, several for
	// multi-path or per-thread schemes), and returns the extended slice.
	// It is empty when none can issue (all remaining threads wait at a
	// barrier or behind one, or have exited).
	Splits(w *Warp, dst []Split) []Split
	// Commit updates w after split s executed with outcome o.
	Commit(w *Warp, s Split, o *Outcome)
	// Released tells the mechanism that the lanes left Warp.BarWait.
	Released(w *Warp, lanes uint64)
	// Depth is the occupancy of w's reconvergence structure (stack
	// entries, table entries), for the max-stack-depth statistic.
	Depth(w *Warp) int
	// Describe appends where the live threads of w are: one group per
	// distinct (state, PC), for deadlock diagnosis.
	Describe(w *Warp, dst []ThreadGroup) []ThreadGroup
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

// Mechanisms lists the mechanism names NewMechanism accepts.
func Mechanisms() []string { return []string{"mimd", "pdom"} }

// NewMechanism returns a fresh instance of the named mechanism for one
// core running code of obj (whose tables — block priorities, branch
// frontiers — some mechanisms need; obj may be nil to check the name).
// Adding a mechanism means adding a file and a case here.
func NewMechanism(name string, cfg *Config, obj *isa.Object) (Mechanism, error) {
	switch name {
	case "pdom":
		return &pdom{}, nil
	case "mimd":
		return newMIMD(obj), nil
	}
	return nil, fmt.Errorf("unknown mechanism %q (known: %s)", name, strings.Join(Mechanisms(), ", "))
}

// laneTargets groups the lanes of mask by their target in o (for
// OutIndirect), in ascending PC order.
func laneTargets(o *Outcome, mask uint64) []Split {
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
