package main

// Thread frontiers in the CLI: the "frontier" object of simtc analyze
// --json, and simtc diff --pass tf (the priority layout, the frontiers, the
// reconvergence checks and TF-SANDY's conservative branches).

import (
	"fmt"
	"io"
	"strings"

	"github.com/pmezard/go-difflib/difflib"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/frontier"
)

// frontierJSON is the thread-frontier analysis of one function.
type frontierJSON struct {
	// Priority lists the reachable blocks from the highest priority to the
	// lowest (the layout for the TF targets).
	Priority []string `json:"priority"`
	// Frontiers maps each reachable block to its thread frontier, highest
	// priority first.
	Frontiers map[string][]string `json:"frontiers"`
	// Checks are the edges that get a reconvergence check (To is a join
	// point).
	Checks []edgeJSON `json:"checks"`
	// Conservative are TF-SANDY's conservative edges: From→To goes to Via.
	Conservative []consJSON `json:"conservative"`
	Stats        struct {
		AvgFrontier float64 `json:"avg_frontier"`
		MaxFrontier int     `json:"max_frontier"`
		TFJoins     int     `json:"tf_join_points"`
		PDOMJoins   int     `json:"pdom_join_points"`
	} `json:"stats"`

	// blocks and lists, as frontierOf returns them, are Frontiers as two
	// lists (Frontiers is then nil): lists[k] is the frontier of
	// blocks[k]. analyzeFuncWith takes them into its blockTable.
	blocks []*ir.Block
	lists  [][]string
}

type edgeJSON struct {
	From string `json:"from"`
	To   string `json:"to"`
}

type consJSON struct {
	From string `json:"from"`
	To   string `json:"to"`
	Via  string `json:"via"`
}

// frontierOf returns the thread frontiers of f, Frontiers as blocks and
// lists (see frontierJSON).
func frontierOf(f *ir.Func) *frontierJSON {
	r := frontier.Compute(f)
	out := &frontierJSON{
		Priority: blockNames(r.Order()), blocks: r.Order(),
		Checks: []edgeJSON{}, Conservative: []consJSON{},
	}
	out.lists = make([][]string, len(out.blocks))
	for k, b := range out.blocks {
		out.lists[k] = blockNames(r.Frontier(b))
	}
	for _, c := range r.Checks {
		out.Checks = append(out.Checks, edgeJSON{c.From.Name, c.To.Name})
	}
	for _, c := range r.Conservative {
		out.Conservative = append(out.Conservative, consJSON{c.From.Name, c.To.Name, c.Via.Name})
	}
	out.Stats.AvgFrontier = r.Stats.AvgFrontier
	out.Stats.MaxFrontier = r.Stats.MaxFrontier
	out.Stats.TFJoins = r.Stats.TFJoins
	out.Stats.PDOMJoins = r.Stats.PDOMJoins
	return out
}

// tfListing prints f's blocks in layout order (before) or in priority
// order with their frontiers, checks and conservative branches (after).
func tfListing(m *ir.Module, after bool) string {
	var sb strings.Builder
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		fmt.Fprintf(&sb, "func %s\n", f.Name)
		if !after {
			for _, b := range f.Blocks {
				fmt.Fprintf(&sb, "  %s -> %s\n", b.Name, strings.Join(blockNames(b.Succs), ", "))
			}
			continue
		}
		r := frontier.Compute(f)
		for p, b := range r.Order() {
			var succ []string
			for _, s := range b.Succs {
				e := s.Name
				if r.InFrontier(b, s) {
					e += " [check]"
				}
				for _, c := range r.Conservative {
					if c.From == b && c.To == s {
						e += " [cons -> " + c.Via.Name + "]"
						break
					}
				}
				succ = append(succ, e)
			}
			fmt.Fprintf(&sb, "  %s -> %s\n", b.Name, strings.Join(succ, ", "))
			fmt.Fprintf(&sb, "      ; priority %d, frontier {%s}\n", p, strings.Join(blockNames(r.Frontier(b)), ", "))
		}
		st := r.Stats
		fmt.Fprintf(&sb, "  ; frontier size avg %.2f max %d; join points: TF %d, PDOM %d; checks %d, conservative %d\n",
			st.AvgFrontier, st.MaxFrontier, st.TFJoins, st.PDOMJoins, st.Checks, st.Conservative)
	}
	return sb.String()
}

// writeTFDiff writes simtc diff --pass tf for m (already inlined): a
// unified diff from the blocks in layout order to the priority layout with
// its annotations, or a dot graph with checked edges in blue and
// conservative branches as dotted edges (the paper's Fig. 3).
func writeTFDiff(w io.Writer, path string, m *ir.Module, format string) error {
	if format == "dot" {
		return ir.WriteDot(w, m, &ir.DotStyle{
			Node: func(b *ir.Block) string {
				r := frontier.Compute(b.Func)
				p := r.Priority(b)
				if p < 0 {
					return `style=dashed`
				}
				return fmt.Sprintf("label=%q", fmt.Sprintf("%s\npriority %d\nfrontier {%s}", b.Name, p, strings.Join(blockNames(r.Frontier(b)), ", ")))
			},
			Edge: func(b *ir.Block, n int) string {
				if frontier.Compute(b.Func).InFrontier(b, b.Succs[n]) {
					return `color="blue", penwidth=2, xlabel="check"`
				}
				return ""
			},
			Extra: func(f *ir.Func) []ir.DotEdge {
				var out []ir.DotEdge
				for _, c := range frontier.Compute(f).Conservative {
					out = append(out, ir.DotEdge{From: c.From.Name, To: c.Via.Name, Attrs: `style=dotted, color="orange3", xlabel="cons"`})
				}
				return out
			},
		})
	}
	ud := difflib.UnifiedDiff{
		A: difflib.SplitLines(tfListing(m, false)), B: difflib.SplitLines(tfListing(m, true)),
		FromFile: path + " (layout)", ToFile: path + " (thread-frontier priority layout)", Context: 1 << 20,
	}
	text, err := difflib.GetUnifiedDiffString(ud)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, text)
	return err
}
