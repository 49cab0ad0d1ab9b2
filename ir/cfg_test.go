package ir

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWriteCFG(t *testing.T) {
	var sb strings.Builder
	if err := WriteCFG(&sb, buildSpin()); err != nil {
		t.Fatal(err)
	}
	want := `kernel spin
  entry -> loop
  loop -> crit [T], loop [F]
  crit -> exit
  exit -> (ret)
`
	if d := cmp.Diff(want, sb.String()); d != "" {
		t.Errorf("WriteCFG (-want +got):\n%s", d)
	}
}

func TestWriteDot(t *testing.T) {
	m := buildSpin()
	var sb strings.Builder
	style := &DotStyle{
		Node: func(b *Block) string {
			if b.Name == "crit" {
				return "color=red"
			}
			return ""
		},
		Extra: func(f *Func) []DotEdge {
			return []DotEdge{{From: "loop", To: "exit", Attrs: "style=dashed"}}
		},
	}
	if err := WriteDot(&sb, m, style); err != nil {
		t.Fatal(err)
	}
	want := `digraph simtc {
  node [shape=box, fontname="monospace"];
  edge [fontname="monospace"];
  subgraph cluster_0 {
    label="kernel spin";
    "spin/entry" [label="entry"];
    "spin/loop" [label="loop"];
    "spin/crit" [label="crit", color=red];
    "spin/exit" [label="exit"];
    "spin/entry" -> "spin/loop";
    "spin/loop" -> "spin/crit" [label="T"];
    "spin/loop" -> "spin/loop" [label="F"];
    "spin/crit" -> "spin/exit";
    "spin/loop" -> "spin/exit" [style=dashed];
  }
}
`
	if d := cmp.Diff(want, sb.String()); d != "" {
		t.Errorf("WriteDot (-want +got):\n%s", d)
	}
}
