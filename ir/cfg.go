package ir

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// EdgeLabel names edge n of b's successors: "T"/"F" for a condbr, "default"
// or "case N" for a switch, "" otherwise.
func EdgeLabel(b *Block, n int) string {
	t := b.Terminator()
	if t == nil {
		return ""
	}
	switch t.Op {
	case OpCondBr:
		if n == 0 {
			return "T"
		}
		return "F"
	case OpSwitch:
		if n == 0 {
			return "default"
		}
		if n-1 < len(t.Cases()) {
			return "case " + strconv.FormatInt(t.Cases()[n-1], 10)
		}
	}
	return ""
}

// WriteCFG writes the block graph of every function of m as text: one line
// per block, "name -> succ [label], …", with "ret" or "unreachable" for
// exits.
func WriteCFG(w io.Writer, m *Module) error {
	var sb strings.Builder
	for k, f := range m.Funcs {
		if k > 0 {
			sb.WriteByte('\n')
		}
		kind := "func"
		if f.Kernel {
			kind = "kernel"
		}
		fmt.Fprintf(&sb, "%s %s\n", kind, f.Name)
		for _, b := range f.Blocks {
			var out []string
			for n, s := range b.Succs {
				e := s.Name
				if l := EdgeLabel(b, n); l != "" {
					e += " [" + l + "]"
				}
				out = append(out, e)
			}
			if len(out) == 0 {
				if t := b.Terminator(); t != nil {
					out = append(out, "("+t.Op.String()+")")
				}
			}
			fmt.Fprintf(&sb, "  %s -> %s\n", b.Name, strings.Join(out, ", "))
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// DotStyle customises WriteDot: extra attributes for nodes and edges (e.g.
// to highlight what a transform added), and extra edges (e.g. dominator-tree
// edges).
type DotStyle struct {
	Node  func(b *Block) string        // extra node attributes, "" for none
	Edge  func(b *Block, n int) string // extra attributes of edge n of b
	Extra func(f *Func) []DotEdge      // edges to draw besides the CFG
}

// DotEdge is an extra edge for WriteDot.
type DotEdge struct {
	From, To string // block names
	Attrs    string
}

// WriteDot writes the CFGs of m as one Graphviz digraph with a cluster per
// function. Node IDs are "function/block", labels the block names; condbr
// edges are labelled T and F, switch edges by case.
func WriteDot(w io.Writer, m *Module, style *DotStyle) error {
	if style == nil {
		style = &DotStyle{}
	}
	var sb strings.Builder
	sb.WriteString("digraph simtc {\n")
	sb.WriteString("  node [shape=box, fontname=\"monospace\"];\n")
	sb.WriteString("  edge [fontname=\"monospace\"];\n")
	for k, f := range m.Funcs {
		kind := "func"
		if f.Kernel {
			kind = "kernel"
		}
		title := kind + " " + f.Name
		fmt.Fprintf(&sb, "  subgraph cluster_%d {\n", k)
		fmt.Fprintf(&sb, "    label=%s;\n", strconv.Quote(title))
		id := func(name string) string { return strconv.Quote(f.Name + "/" + name) }
		for _, b := range f.Blocks {
			attrs := "label=" + strconv.Quote(b.Name)
			if style.Node != nil {
				if a := style.Node(b); a != "" {
					attrs += ", " + a
				}
			}
			fmt.Fprintf(&sb, "    %s [%s];\n", id(b.Name), attrs)
		}
		for _, b := range f.Blocks {
			for n, s := range b.Succs {
				var attrs []string
				if l := EdgeLabel(b, n); l != "" {
					attrs = append(attrs, "label="+strconv.Quote(l))
				}
				if style.Edge != nil {
					if a := style.Edge(b, n); a != "" {
						attrs = append(attrs, a)
					}
				}
				fmt.Fprintf(&sb, "    %s -> %s", id(b.Name), id(s.Name))
				if len(attrs) > 0 {
					fmt.Fprintf(&sb, " [%s]", strings.Join(attrs, ", "))
				}
				sb.WriteString(";\n")
			}
		}
		if style.Extra != nil {
			for _, e := range style.Extra(f) {
				fmt.Fprintf(&sb, "    %s -> %s", id(e.From), id(e.To))
				if e.Attrs != "" {
					fmt.Fprintf(&sb, " [%s]", e.Attrs)
				}
				sb.WriteString(";\n")
			}
		}
		sb.WriteString("  }\n")
	}
	sb.WriteString("}\n")
	_, err := io.WriteString(w, sb.String())
	return err
}
