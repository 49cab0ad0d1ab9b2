package main

import (
	"io"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/passes/loops"
	"github.com/simtc/simtc/pipeline"
)

// analysis is the JSON `simtc analyze` prints for one function.
type analysis struct {
	Name      string             `json:"name"`
	Kernel    bool               `json:"kernel"`
	Blocks    []string           `json:"blocks"`
	IDom      map[string]string  `json:"idom"`
	IPDom     map[string]*string `json:"ipdom"`
	Loops     []loopJSON         `json:"loops"`
	Deadlocks []lint.Finding     `json:"deadlocks"`
	Frontier  *frontierJSON      `json:"frontier"`

	// table, when set, holds what IDom, IPDom and Frontier.Frontiers
	// would (they are then nil): analyzeFuncWith fills it instead of the
	// maps, and the JSON writer reads it (fillMaps makes the maps).
	table *blockTable
}

// blockTable is the per-block part of an analysis by the block's
// position in f.Blocks: a large function's JSON is written from it in
// one sort of the names, instead of three maps keyed by block name built
// and then looked up in sorted key order (issue 33: those maps were a
// sixth of simtc analyze's CPU time on a 300k-block function).
type blockTable struct {
	names    []string   // the block names (analysis.Blocks)
	sorted   []int32    // positions, by name
	idom     []*string  // immediate dominator; nil for none (no IDom key)
	ipdom    []*string  // immediate post-dominator; nil for the virtual exit
	frontier [][]string // thread frontier
	inFront  []bool     // whether the block has a frontier (a Frontiers key)
}

// fillMaps sets a's maps from its table, as analyzeFuncWith set them
// before the table existed.
func (a *analysis) fillMaps() {
	t := a.table
	if t == nil {
		return
	}
	a.IDom, a.IPDom = map[string]string{}, map[string]*string{}
	for k, n := range t.names {
		if t.idom[k] != nil {
			a.IDom[n] = *t.idom[k]
		}
		a.IPDom[n] = t.ipdom[k]
	}
	if a.Frontier != nil {
		a.Frontier.Frontiers = map[string][]string{}
		for k, n := range t.names {
			if t.inFront[k] {
				a.Frontier.Frontiers[n] = t.frontier[k]
			}
		}
	}
	a.table = nil
}

type loopJSON struct {
	Header      string   `json:"header"`
	Entries     []string `json:"entries"`
	Blocks      []string `json:"blocks"`
	Latches     []string `json:"latches"`
	Exits       []string `json:"exits"`
	Parent      *string  `json:"parent"`
	Depth       int      `json:"depth"`
	Irreducible bool     `json:"irreducible"`
}

func blockNames(bs []*ir.Block) []string {
	out := make([]string, 0, len(bs))
	for _, b := range bs {
		out = append(out, b.Name)
	}
	return out
}

// analyzeFunc computes the analyses of f as it is.
func analyzeFunc(f *ir.Func, opt lint.Options) analysis {
	return analyzeFuncWith(f, func(f *ir.Func) []lint.Finding { return lint.FuncFindings(f, opt) })
}

// analyzeFuncWith is analyzeFunc with the deadlock findings of f given by
// findings.
func analyzeFuncWith(f *ir.Func, findings func(*ir.Func) []lint.Finding) analysis {
	a := analysis{
		Name: f.Name, Kernel: f.Kernel, Blocks: blockNames(f.Blocks),
		IDom: map[string]string{}, IPDom: map[string]*string{},
		Loops: []loopJSON{}, Deadlocks: []lint.Finding{},
	}
	if len(f.Blocks) == 0 {
		return a
	}
	n := len(f.Blocks)
	t := &blockTable{names: a.Blocks, sorted: make([]int32, n), idom: make([]*string, n), ipdom: make([]*string, n)}
	a.table, a.IDom, a.IPDom = t, nil, nil
	for k := range t.sorted {
		t.sorted[k] = int32(k)
	}
	slices.SortFunc(t.sorted, func(x, y int32) int { return strings.Compare(t.names[x], t.names[y]) })
	dt, pdt := dom.Dominators(f), dom.PostDominators(f)
	for k, b := range f.Blocks {
		if d := dt.IDom(b); d != nil {
			t.idom[k] = &d.Name
		}
		if d := pdt.IDom(b); d != nil {
			t.ipdom[k] = &d.Name
		}
	}
	for _, l := range loops.Analyze(f).Loops {
		lj := loopJSON{
			Header: l.Header.Name, Entries: blockNames(l.Entries), Blocks: blockNames(l.Blocks),
			Latches: blockNames(l.Latches), Exits: blockNames(l.Exits), Depth: l.Depth, Irreducible: !l.Reducible,
		}
		if l.Parent != nil {
			lj.Parent = &l.Parent.Header.Name
		}
		a.Loops = append(a.Loops, lj)
	}
	if fs := findings(f); fs != nil {
		a.Deadlocks = fs
	}
	a.Frontier = frontierOf(f)
	// The frontiers into the table, by position.
	pos := make([]int32, f.NumBlocks())
	for k, b := range f.Blocks {
		pos[b.ID] = int32(k)
	}
	t.frontier, t.inFront = make([][]string, n), make([]bool, n)
	for j, fb := range a.Frontier.blocks {
		k := pos[fb.ID]
		t.frontier[k], t.inFront[k] = a.Frontier.lists[j], true
	}
	a.Frontier.blocks, a.Frontier.lists = nil, nil
	return a
}

func analyzeCommand() *cli.Command {
	return &cli.Command{
		Name:      "analyze",
		Usage:     "print dominators, post-dominators, loops and SIMT-deadlock findings as JSON",
		ArgsUsage: "FILE",
		Description: "For every function defined in FILE, as written (with --inline: after inlining device\n" +
			"functions into kernels and merging returns), prints:\n" +
			"  blocks     block names in layout order\n" +
			"  idom       block → immediate dominator (the entry and unreachable blocks have none)\n" +
			"  ipdom      block → immediate post-dominator, null for the virtual exit\n" +
			"  loops      header, entries, blocks, latches, exits, parent, depth, irreducible\n" +
			"  deadlocks  loops flagged by the SIMT-deadlock analysis (as simtc lint --format json)\n" +
			"  frontier   thread frontiers (Diamos et al. 2011): priority order, frontier of each block,\n" +
			"             reconvergence checks, conservative branches, Table 5 statistics\n" +
			"Block names are those of the input (LLVM labels for .ll), so the results compare with\n" +
			"opt -passes='print<domtree>', print<postdomtree> and print<loops>.",
		Flags: append(inputFlags(),
			&cli.BoolFlag{Name: "json", Value: true, Usage: "print JSON (the only format)"},
			&cli.BoolFlag{Name: "inline", Usage: "inline device functions and merge returns first"},
			reconvFlag(),
		),
		Action: func(c *cli.Context) error {
			path, err := oneFile(c)
			if err != nil {
				return err
			}
			// As written, or (--inline) prepared as lint prepares it.
			p, err := newPipeline(c, "", driver.CompileOptions{AsWritten: !c.Bool("inline")})
			if err != nil {
				return err
			}
			if p.AnalysesOnly() {
				// One function at a time, as they are read, when the
				// input allows it (analyze_stream.go).
				if ok, err := streamAnalysis(c.App.Writer, p, path, c.StringSlice("kernel")); ok {
					return err
				}
			}
			m, err := loadModule(c, path)
			if err != nil {
				return err
			}
			return writeAnalysis(c.App.Writer, p, path, m)
		},
	}
}

// writeAnalysis prepares m with p and writes the JSON of simtc analyze:
// everything the command does after loading the file.
func writeAnalysis(w io.Writer, p *pipeline.Pipeline, path string, m *ir.Module) error {
	out, err := analyzeModule(p, path, m)
	if err != nil {
		return err
	}
	return writeAnalyzeJSON(w, out)
}

// analyzeModule prepares m with p and analyses every function.
func analyzeModule(p *pipeline.Pipeline, path string, m *ir.Module) (*analyzeOutput, error) {
	if _, err := prepare(p, path, m); err != nil {
		return nil, err
	}
	out := &analyzeOutput{File: path, Functions: []analysis{}}
	for _, f := range m.Funcs {
		out.Functions = append(out.Functions, analyzeFunc(f, lint.Options{Reconv: p.DeadlockMode()}))
	}
	return out, nil
}
