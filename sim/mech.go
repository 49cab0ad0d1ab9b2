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
// mechanism is one file implementing this interface (copy pdom.go for a
// stack, mimd.go for per-thread PCs) plus one row in Registry.
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

// MechInfo is one row of the mechanism registry.
type MechInfo struct {
	Name string
	// Doc is one line for `simtc run --mech help`.
	Doc string
	// New returns a fresh instance for one core running code of obj
	// (whose tables some mechanisms need; obj may be nil to check the
	// configuration). Exactly one of New and NewCore is set.
	New func(cfg *Config, obj *isa.Object) Mechanism
	// NewCore returns a fresh instance of a mechanism that forms issues
	// from the threads of several warps of a core (DWF).
	NewCore func(cfg *Config, obj *isa.Object) CoreMechanism
	Caps    Caps
	// Settings are the names of the Config.Mech settings the mechanism
	// reads (see SettingNames); any other set setting is an error.
	Settings []string
	// Target is what the compiler must emit for the mechanism.
	Target isa.Target
	// Baseline, for a hybrid-warp-size mechanism, is the mechanism it is
	// measured against (the same one with full-size warps, run with
	// Config.SIMDWidth = the quarter width): `simtc run --estimate`.
	Baseline string
}

// DefaultMechanism is the mechanism `simtc run` uses without --mech.
const DefaultMechanism = "pdom"

// Registry returns the mechanism table, sorted by name. Adding a
// mechanism means adding its file and one row here.
func Registry() []MechInfo {
	return []MechInfo{
		{
			Name:     "aware",
			Doc:      "AWARE: multi-path tables, one split at a time in FIFO order, delayed reconvergence at safe pdoms, timeouts, virtual tables",
			New:      func(cfg *Config, obj *isa.Object) Mechanism { return newMultipath("aware", cfg, obj) },
			Caps:     Caps{Repeat: RepeatWarp},
			Settings: []string{SettingRTEntries, SettingSTEntries, SettingTimeout},
			Target:   isa.Target{RPC: isa.RPCSafePDom},
		},
		{
			Name: "dps",
			Doc:  "dual-path: multi-path IPDOM with at most 2 schedulable splits",
			New:  func(cfg *Config, obj *isa.Object) Mechanism { return newMultipath("dps", cfg, obj) },
			Caps: Caps{LaneScoreboard: true, Repeat: RepeatWarp},
		},
		{
			Name:    "dwf",
			Doc:     "dynamic warp formation across a core's warps: per-thread PCs, same PC and no lane conflict, majority scheduling",
			NewCore: func(cfg *Config, obj *isa.Object) CoreMechanism { return newDWF("dwf", cfg, obj, false, false) },
			Caps:    Caps{LaneScoreboard: true, CollectiveWarpOps: true, ThreadBarriers: true, Repeat: RepeatThread},
		},
		{
			Name:     "en-dwf",
			Doc:      "dwf with the relaxed lane rule of Jin 2012 Sec. 4.4 (a thread may move to another quarter of its lane)",
			NewCore:  func(cfg *Config, obj *isa.Object) CoreMechanism { return newDWF("en-dwf", cfg, obj, true, false) },
			Caps:     Caps{LaneScoreboard: true, CollectiveWarpOps: true, ThreadBarriers: true, Repeat: RepeatThread},
			Settings: []string{SettingSIMDWidth},
		},
		{
			Name:     "en-dwf-hws",
			Doc:      "en-dwf with hybrid warp size: squeeze, merge, issue only the active quarter-warps (Jin 2012 Fig. 4.6)",
			NewCore:  func(cfg *Config, obj *isa.Object) CoreMechanism { return newDWF("en-dwf-hws", cfg, obj, true, true) },
			Caps:     Caps{LaneScoreboard: true, CollectiveWarpOps: true, ThreadBarriers: true, Repeat: RepeatThread},
			Settings: []string{SettingSIMDWidth},
			Baseline: "en-dwf",
		},
		{
			Name:     "hws",
			Doc:      "pdom with hybrid warp size: squeezed quarter-warps, 1-4 issue cycles (Jin 2012)",
			New:      func(cfg *Config, _ *isa.Object) Mechanism { return newHWS(cfg) },
			Caps:     Caps{Repeat: RepeatWarp},
			Settings: []string{SettingPathOrder, SettingSIMDWidth},
			Baseline: "pdom",
		},
		{
			Name: "its",
			Doc:  "Volta-style independent thread scheduling: per-thread PCs, threads at equal PCs issue together, starvation-free",
			New:  func(_ *Config, obj *isa.Object) Mechanism { return newITS(obj) },
			Caps: Caps{LaneScoreboard: true, CollectiveWarpOps: true, FairScheduling: true, ThreadBarriers: true, Repeat: RepeatThread},
		},
		{
			Name: "mimd",
			Doc:  "every thread independent with fair scheduling: the semantic reference",
			New:  func(_ *Config, obj *isa.Object) Mechanism { return newMIMD(obj) },
			Caps: Caps{LaneScoreboard: true, CollectiveWarpOps: true, FairScheduling: true, ThreadBarriers: true, Repeat: RepeatThread, Reference: true},
		},
		{
			Name:     "minpc",
			Doc:      "stack-less min(SP:PC) reconvergence, per-thread PC and SP (Collange 2011)",
			New:      func(cfg *Config, _ *isa.Object) Mechanism { return newMinPC(cfg) },
			Caps:     Caps{Repeat: RepeatWarp},
			Settings: []string{SettingNoSP},
			Target:   isa.Target{Layout: isa.LayoutPriority},
		},
		{
			Name:     "mp",
			Doc:      "multi-path IPDOM: split and reconvergence tables, splits interleaved, R-mask scoreboard",
			New:      func(cfg *Config, obj *isa.Object) Mechanism { return newMultipath("mp", cfg, obj) },
			Caps:     Caps{LaneScoreboard: true, Repeat: RepeatWarp},
			Settings: []string{SettingMaxSplits},
		},
		{
			Name:     "mp-orec",
			Doc:      "multi-path IPDOM with opportunistic early reconvergence",
			New:      func(cfg *Config, obj *isa.Object) Mechanism { return newMultipath("mp-orec", cfg, obj) },
			Caps:     Caps{LaneScoreboard: true, Repeat: RepeatWarp},
			Settings: []string{SettingMaxSplits},
		},
		{
			Name:     "pdom",
			Doc:      "single-path IPDOM reconvergence stack (GPGPU-Sim style)",
			New:      func(cfg *Config, _ *isa.Object) Mechanism { return newPDOM(cfg) },
			Caps:     Caps{Repeat: RepeatWarp},
			Settings: []string{SettingPathOrder},
		},
		{
			Name:   "tf-sandy",
			Doc:    "thread frontiers on per-thread PCs with conservative branches (Diamos 2011, Sandybridge)",
			New:    func(cfg *Config, obj *isa.Object) Mechanism { return newTFSandy(cfg, obj) },
			Caps:   Caps{Repeat: RepeatWarp},
			Target: isa.Target{Layout: isa.LayoutPriority, Frontiers: true},
		},
		{
			Name:   "tf-stack",
			Doc:    "thread frontiers with a sorted predicate stack (Diamos 2011, TF-STACK)",
			New:    func(_ *Config, obj *isa.Object) Mechanism { return newTFStack(obj) },
			Caps:   Caps{Repeat: RepeatWarp},
			Target: isa.Target{Layout: isa.LayoutPriority, Frontiers: true},
		},
	}
}

// Lookup returns the registry row of the named mechanism.
func Lookup(name string) (MechInfo, error) {
	for _, mi := range Registry() {
		if mi.Name == name {
			return mi, nil
		}
	}
	return MechInfo{}, fmt.Errorf("unknown mechanism %q (known: %s)", name, strings.Join(Mechanisms(), ", "))
}

// Mechanisms lists the registered mechanism names, sorted.
func Mechanisms() []string {
	var out []string
	for _, mi := range Registry() {
		out = append(out, mi.Name)
	}
	return out
}

// NewMechanism returns a fresh per-warp instance of the named mechanism
// for one core running code of obj (obj may be nil to check the name).
func NewMechanism(name string, cfg *Config, obj *isa.Object) (Mechanism, error) {
	mi, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	if mi.New == nil {
		return nil, fmt.Errorf("mechanism %s forms warps across a core; use NewCore", name)
	}
	return mi.New(cfg, obj), nil
}

// MechHelp describes the registered mechanisms, one line each, for
// `simtc run --mech help`.
func MechHelp() string {
	var sb strings.Builder
	for _, mi := range Registry() {
		fmt.Fprintf(&sb, "  %-10s %s", mi.Name, mi.Doc)
		if len(mi.Settings) > 0 {
			fmt.Fprintf(&sb, " (settings: %s)", strings.Join(mi.Settings, ", "))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
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
