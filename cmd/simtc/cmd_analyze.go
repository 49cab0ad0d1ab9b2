package main

import (
	"io"

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
	dt, pdt := dom.Dominators(f), dom.PostDominators(f)
	for _, b := range f.Blocks {
		if d := dt.IDom(b); d != nil {
			a.IDom[b.Name] = d.Name
		}
		var ip *string
		if d := pdt.IDom(b); d != nil {
			ip = &d.Name
		}
		a.IPDom[b.Name] = ip
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
