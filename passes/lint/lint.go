// Package lint turns the SIMT-deadlock analysis (package deadlock) into
// compiler-style findings and writes them as text, JSON or SARIF 2.1.0.
//
// Check takes a module prepared the way the paper's algorithms assume
// (calls inlined, one exit per kernel: the pipeline's Prepare, package
// pipeline, which is the one preparation path), runs Algorithms 1 and 2 and the
// barrier-divergence check on every kernel (every function, for a module
// without kernels), and sets aside the findings a directive suppresses:
// "//simtc:allow deadlock" on a loop's line (the paper's warp-synchronous
// code, which its authors disable with a pragma), and "// simtc:ignore
// RULE" on the finding's line or alone on the line before (issue 31).
//
// The rules (issue 31):
//
//   - simt-deadlock (warning): a loop that may never exit under IPDOM
//     reconvergence (Algorithm 1).
//   - simt-bounded-wait (warning): a wait bounded by a thread-private
//     counter whose write is one a warp-mate held by the stack would
//     make: it times out instead of seeing the write.
//   - simt-barrier-divergence (warning): a barrier under a branch that may
//     diverge within the work-group.
//   - inter-group-wait, warp-size, warp-synchronous (notes, with
//     Options.Notes only): loops that are no SIMT deadlock but wait for
//     another work-group, are safe only up to a warp size, or rely on
//     warp-synchronous execution.
package lint

import (
	"fmt"
	"sort"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/ssde"
)

// The rule IDs.
const (
	Rule             = "simt-deadlock"
	RuleBoundedWait  = "simt-bounded-wait"
	RuleBarrier      = "simt-barrier-divergence"
	RuleInterGroup   = "inter-group-wait"
	RuleWarpSize     = "warp-size"
	RuleWarpSynchron = "warp-synchronous"
)

// Message is the headline of every simt-deadlock finding.
const Message = "loop may cause a SIMT deadlock"

// The headlines of the other rules.
const (
	MessageBoundedAlways = "this bounded wait always times out under stack-based reconvergence"
	MessageBoundedMay    = "this bounded wait may time out under stack-based reconvergence"
	MessageBarrier       = "barrier may be reached by only part of the work-group (divergent barrier)"
	MessageInterGroup    = "this loop waits for a write by another work-group: it needs the work-groups to be co-scheduled"
	MessageWarpSync      = "this loop relies on warp-synchronous execution: it re-reads its own store to emulate an atomic update"
)

// The levels.
const (
	Warning = "warning"
	Note    = "note"
)

// Options configure Check.
type Options struct {
	Reconv deadlock.Mode
	// Conservative is the paper's alias assumption: any two pointer
	// parameters of a kernel may point into the same buffer. By default
	// they point into distinct buffers (alias.Basic.DistinctParams), as
	// kernels are launched in practice; with Conservative, a finding that
	// only holds under that assumption says so in a note.
	Conservative bool
	// WarpSize is the warp size the warp-distance rule assumes; 0 means
	// 32.
	WarpSize int
	// Notes adds the optional notes (inter-group-wait, warp-size,
	// warp-synchronous).
	Notes bool
	// Suppressed keeps the findings a directive suppresses, marked (SARIF
	// lists them with a suppression).
	Suppressed bool
	// OneGroup says the kernels run as a single work-group, so that only
	// its own threads write global memory (package uniform). The caller
	// sets it from the launch (driver.Directives.OneGroup, the one parser
	// of a launch's grid); Check does not read the directives itself.
	OneGroup bool
	// ReadSource, when set, reads the file a position names (as written in
	// the position): simtc:ignore comments in a source that the module
	// does not carry as directives (clang's .ll of a .cl compiled with
	// -g), and the name of an atomic builtin as written.
	ReadSource func(file string) ([]byte, error)
}

// DetectOptions are the deadlock options lint runs the detection with
// (the streaming paths of cmd/simtc use the same).
func (opt Options) DetectOptions() deadlock.Options {
	return deadlock.Options{Reconv: opt.Reconv, Alias: alias.Basic{DistinctParams: !opt.Conservative}, WarpSize: opt.WarpSize, OneGroup: opt.OneGroup}
}

// Finding is one loop that may cause a SIMT deadlock, one bounded wait,
// one divergent barrier, or an optional note.
type Finding struct {
	Rule     string   `json:"rule"`
	Level    string   `json:"level"`
	Message  string   `json:"message"`
	Func     string   `json:"function"`
	Loop     string   `json:"loop"` // header block ("" for a barrier)
	Pos      ir.Pos   `json:"-"`
	Reads    []Access `json:"shared_reads"`
	Writes   []Access `json:"redefining_writes"`
	SafePDom Point    `json:"safe_pdom"`
	Aware    Point    `json:"aware_pdom"`
	Loc      Location `json:"pos"`
	// Branch is the divergent branch of a divergent barrier.
	Branch *Access `json:"branch,omitempty"`
	// Notes qualify the finding: it holds only if kernel buffers may
	// alias; SSDE places its switch elsewhere, or leaves the loop alone.
	Notes []string `json:"notes,omitempty"`
	// Suppressed: a directive suppresses it (Options.Suppressed).
	Suppressed string `json:"suppressed,omitempty"`
}

// IsWarning reports whether f is a warning that counts (not a note, not
// suppressed).
func (f Finding) IsWarning() bool { return f.Level == Warning && f.Suppressed == "" }

// Location is a position in JSON form.
type Location struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"column"`
}

func location(p ir.Pos) Location { return Location{File: p.File, Line: p.Line, Col: p.Col} }

// Access is a shared-memory read or write instruction.
type Access struct {
	What      string   `json:"instruction"`
	Block     string   `json:"block"`
	Loc       Location `json:"pos"`
	Space     string   `json:"space,omitempty"`     // "global", "local", or "" when unknown
	Reachable bool     `json:"reachable,omitempty"` // writes: reachable from the loop exit
	Parallel  bool     `json:"parallel,omitempty"`  // writes: parallel to the loop
	Pos       ir.Pos   `json:"-"`
}

// Point is a safe reconvergence point: before an instruction of a block,
// or the function's exit.
type Point struct {
	Block string   `json:"block"` // "" for the exit
	Index int      `json:"index"` // instruction index in the block
	Exit  bool     `json:"exit,omitempty"`
	Loc   Location `json:"pos"`
	Pos   ir.Pos   `json:"-"`
}

// Describe names an instruction the way the notes do ("atomic cmpxchg").
func Describe(i *ir.Instr) string {
	switch i.Op {
	case ir.OpAtomic:
		return "atomic " + i.Atomic.String()
	case ir.OpCmpXchg:
		return "atomic cmpxchg"
	}
	return i.Op.String()
}

// Check returns the findings of a prepared module m — one the pipeline's
// Prepare has run on (package pipeline: calls inlined, one exit per
// function), as the paper's algorithms assume — sorted by position: the
// warnings no directive suppresses, and with Options.Notes the optional
// notes, and with Options.Suppressed the suppressed findings too (marked).
// It analyses the kernels, or every function of a module without kernels
// (ir.Module.Analysed). A function that still calls another or has more
// than one return was not prepared: Check panics naming it (a bug in the
// caller, never in the input).
func Check(m *ir.Module, opt Options) ([]Finding, error) {
	fs := m.Analysed()
	for _, f := range fs {
		mustBePrepared(f)
	}
	src := newSources(m, opt.ReadSource)
	var out []Finding
	for _, f := range fs {
		fds := FuncFindings(f, opt)
		dopt := opt.DetectOptions()
		for _, b := range deadlock.DivergentBarriers(f, dopt) {
			fds = append(fds, barrierFinding(f, b))
		}
		if opt.Notes {
			for _, c := range deadlock.Detect(f, dopt).Cleared {
				fds = append(fds, clearedFinding(f, c, dopt.WarpSize))
			}
		}
		dbgPositions(m, f, fds)
		for _, fd := range fds {
			src.place(&fd)
			if why := src.suppressed(fd); why != "" {
				if !opt.Suppressed {
					continue
				}
				fd.Suppressed = why
			}
			out = append(out, fd)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Pos != out[j].Pos {
			return out[i].Pos.Less(out[j].Pos)
		}
		if out[i].Func != out[j].Func {
			return out[i].Func < out[j].Func
		}
		return out[i].Rule < out[j].Rule
	})
	return out, nil
}

// FuncFindings runs the loop detection on f as it is (no inlining, no
// directives, positions as the IR has them): its simt-deadlock and
// simt-bounded-wait findings, in loop-forest order (loops, then spin
// regions). Check adds the divergent barriers and the notes.
func FuncFindings(f *ir.Func, opt Options) []Finding {
	dopt := opt.DetectOptions()
	var out []Finding
	det := deadlock.Detect(f, dopt)
	for _, l := range det.Loops {
		out = append(out, finding(f, l))
	}
	if len(out) > 0 {
		if opt.Conservative {
			distinct := deadlock.Detect(f, Options{Reconv: opt.Reconv, WarpSize: opt.WarpSize}.DetectOptions())
			for k := range out {
				held := false
				for _, l := range distinct.Loops {
					held = held || (l.Pos == out[k].Pos && l.Region.Header.Name == out[k].Loop)
				}
				if !held {
					out[k].Notes = append(out[k].Notes, "only if kernel parameters may point into the same buffer: with distinct buffers (the default) there is no finding here")
				}
			}
		}
		ssdeNotes(f, dopt, out)
	}
	return out
}

// ssdeNotes adds a note to the findings whose loop SSDE (ssde.Apply, on a
// copy of f) does not rewrite at its SafePDom.
func ssdeNotes(f *ir.Func, dopt deadlock.Options, out []Finding) {
	if f.Module == nil {
		return
	}
	g, err := ir.CopyFunc(f)
	if err != nil {
		panic(fmt.Sprintf("lint: ssdeNotes: %s does not parse back: %v", f.Name, err))
	}
	res, err := ssde.Apply(g, dopt)
	if err != nil {
		return // Check reports nothing about SSDE it cannot run
	}
	for _, fb := range res.Fallbacks {
		for k := range out {
			if out[k].Pos != fb.Loop.Pos || out[k].Loop != fb.Loop.Region.Header.Name {
				continue
			}
			if fb.Left {
				out[k].Notes = append(out[k].Notes, "SSDE leaves this loop as it is: "+fb.Why)
			} else {
				out[k].Notes = append(out[k].Notes, fmt.Sprintf("SSDE puts its switch %s instead of at the SafePDom: %s", where(point(fb.Chosen), out[k].Pos), fb.Why))
			}
		}
	}
}

// where says where a point is for a note at position at: a source
// position (its line and column, with its file when at names another)
// or the user's block name, never an instruction index.
func where(p Point, at ir.Pos) string {
	switch {
	case p.Exit:
		return "at the kernel's exit"
	case p.Pos.IsKnown() && p.Pos.File == at.File:
		return fmt.Sprintf("before line %d, column %d", p.Pos.Line, p.Pos.Col)
	case p.Pos.IsKnown():
		return "before " + p.Pos.String()
	}
	return "in block " + p.Block
}

// point is a safe reconvergence point for the notes. Its position is the
// first instruction at or after it with a position that is not a phi: a
// phi has no place in the source (mini-C gives it the variable's
// declaration, which may be far above the loop; clang -O0 has no phis),
// and the point is where the block's code starts.
func point(p deadlock.Point) Point {
	if p.IsExit() {
		return Point{Exit: true}
	}
	pos := p.Pos()
	for _, i := range p.Block.Instrs[p.Index:] {
		if i.Op != ir.OpPhi && i.Pos.IsKnown() {
			pos = i.Pos
			break
		}
	}
	return Point{Block: p.Block.Name, Index: p.Index, Pos: pos, Loc: location(pos)}
}

func access(i *ir.Instr) Access {
	a := Access{What: Describe(i), Block: i.Block.Name, Pos: i.Pos, Loc: location(i.Pos)}
	if p := alias.PointerOperand(i); p != nil {
		switch alias.SpaceOf(p) {
		case ir.SpaceGlobal:
			a.Space = "global"
		case ir.SpaceShared:
			a.Space = "local"
		case ir.SpaceConstant:
			a.Space = "constant"
		case ir.SpacePrivate:
			a.Space = "private"
		}
	}
	return a
}

func finding(f *ir.Func, l *deadlock.Loop) Finding {
	fd := Finding{
		Rule: Rule, Level: Warning, Message: Message,
		Func: f.Name, Loop: l.Region.Header.Name, Pos: l.Pos, Loc: location(l.Pos),
		SafePDom: point(l.SafePDom), Aware: point(l.AwarePDom),
		Reads: []Access{}, Writes: []Access{},
	}
	if l.Kind == deadlock.BoundedWait {
		fd.Rule, fd.Message = RuleBoundedWait, MessageBoundedMay
		if l.Always {
			fd.Message = MessageBoundedAlways
		}
	}
	for _, r := range l.Reads {
		fd.Reads = append(fd.Reads, access(r))
	}
	for _, w := range l.Writes() {
		a := access(w.Instr)
		a.Reachable, a.Parallel = w.Reachable, w.Parallel
		fd.Writes = append(fd.Writes, a)
	}
	return fd
}

func barrierFinding(f *ir.Func, b deadlock.DivergentBarrier) Finding {
	br := Access{What: "branch", Block: b.Branch.Block.Name, Pos: b.Branch.Pos, Loc: location(b.Branch.Pos)}
	if c, ok := b.Cond.(*ir.Instr); ok && c.Pos.IsKnown() {
		br.What = "branch on " + describeCond(c)
		br.Pos, br.Loc = c.Pos, location(c.Pos)
	}
	return Finding{
		Rule: RuleBarrier, Level: Warning, Message: MessageBarrier,
		Func: f.Name, Pos: b.Barrier.Pos, Loc: location(b.Barrier.Pos),
		Reads: []Access{}, Writes: []Access{}, Branch: &br,
	}
}

// describeCond names a branch condition ("icmp eq").
func describeCond(c *ir.Instr) string {
	if c.Op == ir.OpICmp || c.Op == ir.OpFCmp {
		return c.Op.String() + " " + c.Pred.String()
	}
	return c.Op.String()
}

func clearedFinding(f *ir.Func, c deadlock.Cleared, warp int) Finding {
	fd := Finding{
		Level: Note, Func: f.Name, Loop: c.Region.Header.Name, Pos: c.Pos, Loc: location(c.Pos),
		Reads: []Access{}, Writes: []Access{},
	}
	if warp <= 0 {
		warp = 32
	}
	switch c.Why {
	case deadlock.WhyInterGroup:
		fd.Rule, fd.Message = RuleInterGroup, MessageInterGroup
	case deadlock.WhyWarpDistance:
		safe := int64(1)
		for safe*2 <= c.Distance {
			safe *= 2
		}
		fd.Rule = RuleWarpSize
		fd.Message = fmt.Sprintf("the waiting thread and the writing thread are %d threads apart: no SIMT deadlock for warp sizes up to %d (--warp %d), but this loop may deadlock with warps of more than %d threads", c.Distance, safe, warp, safe)
	case deadlock.WhyWarpSynchronous:
		fd.Rule, fd.Message = RuleWarpSynchron, MessageWarpSync
	}
	for _, r := range c.Reads {
		fd.Reads = append(fd.Reads, access(r))
	}
	for _, w := range c.Writes {
		fd.Writes = append(fd.Writes, access(w))
	}
	return fd
}

// how says why a write is a threat: reachable from the exit, parallel, or both.
func (a Access) how() string {
	switch {
	case a.Reachable && a.Parallel:
		return "reachable from the loop exit and parallel to the loop"
	case a.Reachable:
		return "reachable from the loop exit"
	}
	return "parallel to the loop"
}

// memory names the memory an access reads or writes ("global-memory").
func (a Access) memory() string {
	switch a.Space {
	case "global":
		return "global-memory"
	case "local":
		return "local (shared) memory"
	case "constant":
		return "constant-memory"
	}
	return "global- or local-memory"
}

// Unfixed returns the findings of after (lint of a kernel rewritten by
// SSDE) that still count: its warnings.
func Unfixed(after []Finding) []Finding {
	var out []Finding
	for _, f := range after {
		if f.IsWarning() {
			out = append(out, f)
		}
	}
	return out
}

// mustBePrepared panics when f is not as the pipeline's Prepare leaves it:
// no call left to inline, at most one return.
func mustBePrepared(f *ir.Func) {
	rets := 0
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.Op == ir.OpCall {
				panic(fmt.Sprintf("lint.Check: function %s calls %s: the module was not prepared (pipeline Prepare inlines calls first)", f.Name, i.Callee().Name))
			}
		}
		if t := b.Terminator(); t != nil && t.Op == ir.OpRet {
			rets++
		}
	}
	if rets > 1 {
		panic(fmt.Sprintf("lint.Check: function %s has %d returns: the module was not prepared (pipeline Prepare merges returns first)", f.Name, rets))
	}
}
