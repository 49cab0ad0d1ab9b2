// Package lint turns the SIMT-deadlock analysis (package deadlock) into
// compiler-style findings and writes them as text, JSON or SARIF 2.1.0.
//
// Check prepares a module the way the paper's algorithms assume (calls
// inlined, one exit per kernel), runs Algorithms 1 and 2 on every kernel
// (every function, for a module without kernels), and drops findings on
// loops whose line carries "//simtc:allow deadlock" (the paper's
// warp-synchronous code, which its authors disable with a pragma).
package lint

import (
	"fmt"
	"sort"
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/ssde"
	"github.com/simtc/simtc/passes/transform"
)

// Rule is the rule ID of SIMT-deadlock findings.
const Rule = "simt-deadlock"

// Message is the headline of every finding.
const Message = "loop may cause a SIMT deadlock"

// Options configure Check.
type Options struct {
	Reconv deadlock.Mode
	// Conservative is the paper's alias assumption: any two pointer
	// parameters of a kernel may point into the same buffer. By default
	// they point into distinct buffers (alias.Basic.DistinctParams), as
	// kernels are launched in practice; with Conservative, a finding that
	// only holds under that assumption says so in a note.
	Conservative bool
}

// DetectOptions are the deadlock options lint runs the detection with
// (the streaming paths of cmd/simtc use the same).
func (opt Options) DetectOptions() deadlock.Options {
	return deadlock.Options{Reconv: opt.Reconv, Alias: alias.Basic{DistinctParams: !opt.Conservative}}
}

// Finding is one loop that may cause a SIMT deadlock.
type Finding struct {
	Func     string   `json:"function"`
	Loop     string   `json:"loop"` // header block
	Pos      ir.Pos   `json:"-"`
	Reads    []Access `json:"shared_reads"`
	Writes   []Access `json:"redefining_writes"`
	SafePDom Point    `json:"safe_pdom"`
	Aware    Point    `json:"aware_pdom"`
	Loc      Location `json:"pos"`
	// Notes qualify the finding: it holds only if kernel buffers may
	// alias; SSDE places its switch elsewhere, or leaves the loop alone.
	Notes []string `json:"notes,omitempty"`
}

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

// Prepare inlines device functions and merges each analysed function's
// returns, and returns the functions to analyse: the kernels, or every
// function when there are none.
func Prepare(m *ir.Module) ([]*ir.Func, error) {
	if err := transform.Inline(m); err != nil {
		return nil, err
	}
	fs := m.Kernels()
	if len(fs) == 0 {
		fs = m.Funcs
	}
	for _, f := range fs {
		if len(f.Blocks) > 0 {
			transform.MergeReturns(f)
		}
	}
	return fs, nil
}

// Check prepares m (see Prepare; m is changed) and returns its findings,
// sorted by position.
func Check(m *ir.Module, opt Options) ([]Finding, error) {
	fs, err := Prepare(m)
	if err != nil {
		return nil, err
	}
	allowed := make(map[string]bool) // "file:line" of allow directives
	for _, d := range m.Directives {
		if d.Kind == "allow" && strings.Fields(d.Text + " x")[0] == "deadlock" {
			allowed[fmt.Sprintf("%s:%d", d.Pos.File, d.Pos.Line)] = true
		}
	}
	var out []Finding
	for _, f := range fs {
		for _, fd := range FuncFindings(f, opt) {
			if !allowed[fmt.Sprintf("%s:%d", fd.Pos.File, fd.Pos.Line)] {
				out = append(out, fd)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Pos != out[j].Pos {
			return out[i].Pos.Less(out[j].Pos)
		}
		return out[i].Func < out[j].Func
	})
	return out, nil
}

// FuncFindings runs the detection on f as it is (no inlining, no allow
// directives), in loop-forest order (loops, then spin regions).
func FuncFindings(f *ir.Func, opt Options) []Finding {
	dopt := opt.DetectOptions()
	var out []Finding
	for _, l := range deadlock.Detect(f, dopt).Loops {
		out = append(out, finding(f, l))
	}
	if len(out) == 0 {
		return out
	}
	if opt.Conservative {
		distinct := deadlock.Detect(f, Options{Reconv: opt.Reconv}.DetectOptions())
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
				out[k].Notes = append(out[k].Notes, fmt.Sprintf("SSDE puts its switch before %s instead of the SafePDom: %s", fb.Chosen, fb.Why))
			}
		}
	}
}

func finding(f *ir.Func, l *deadlock.Loop) Finding {
	fd := Finding{
		Func: f.Name, Loop: l.Region.Header.Name, Pos: l.Pos, Loc: location(l.Pos),
		SafePDom: point(l.SafePDom), Aware: point(l.AwarePDom),
		Reads: []Access{}, Writes: []Access{},
	}
	for _, r := range l.Reads {
		fd.Reads = append(fd.Reads, Access{What: Describe(r), Block: r.Block.Name, Pos: r.Pos, Loc: location(r.Pos)})
	}
	for _, w := range l.Writes {
		fd.Writes = append(fd.Writes, Access{
			What: Describe(w.Instr), Block: w.Instr.Block.Name, Pos: w.Instr.Pos, Loc: location(w.Instr.Pos),
			Reachable: w.Reachable, Parallel: w.Parallel,
		})
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
