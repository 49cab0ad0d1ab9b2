package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestAnalyzeFrontier: analyze --json carries the thread-frontier analysis
// of the Fig. 1 kernel: BB3 is in BB2's frontier, the checks reach BB3, BB5
// and Exit, and there are more TF join points than PDOM ones.
func TestAnalyzeFrontier(t *testing.T) {
	code, out, errs := simtc(t, "analyze", "--json", "testdata/kernels/tf_fig1.cl")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	var v struct {
		Functions []struct {
			Blocks   []string
			Frontier frontierJSON
		}
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || len(v.Functions) != 1 {
		t.Fatalf("%v\n%s", err, out)
	}
	fr := v.Functions[0].Frontier
	if len(fr.Priority) != len(v.Functions[0].Blocks) || fr.Priority[0] != "entry" || fr.Priority[len(fr.Priority)-1] != "done" {
		t.Errorf("priority %v", fr.Priority)
	}
	if !slices.Contains(fr.Frontiers["if.end"], "bb3") {
		t.Errorf("frontier of if.end (BB2) = %v, want bb3 in it", fr.Frontiers["if.end"])
	}
	var joins []string
	for _, c := range fr.Checks {
		if !slices.Contains(joins, c.To) {
			joins = append(joins, c.To)
		}
	}
	slices.Sort(joins)
	if !slices.Equal(joins, []string{"bb3", "bb5", "done"}) {
		t.Errorf("checked blocks %v, want bb3 bb5 done", joins)
	}
	if fr.Stats.TFJoins != 3 || fr.Stats.PDOMJoins != 1 {
		t.Errorf("stats %+v", fr.Stats)
	}
}

func TestDiffTF(t *testing.T) {
	code, out, errs := simtc(t, "diff", "--pass", "tf", "testdata/kernels/tf_fig1.cl")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	for _, want := range []string{"+  if.end.1 -> bb3 [check]", "+      ; priority 5, frontier {done}", "[cons -> if.end]", "join points: TF 3, PDOM 1"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	code, out, _ = simtc(t, "diff", "--pass", "tf", "--format", "dot", "testdata/kernels/tf_fig1.cl")
	if code != 0 || !strings.HasPrefix(out, "digraph") || !strings.Contains(out, `xlabel="check"`) || !strings.Contains(out, `style=dotted`) {
		t.Errorf("dot: exit %d\n%s", code, out)
	}
	if code, _, _ := simtc(t, "diff", "--pass", "nope", "testdata/kernels/tf_fig1.cl"); code != exitInput {
		t.Errorf("--pass nope: exit %d, want 2", code)
	}
}

func TestDiffStruct(t *testing.T) {
	code, out, errs := simtc(t, "diff", "--pass", "struct", "testdata/kernels/tf_fig1.cl")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	if !strings.HasPrefix(out, "; tf_fig1: 8 forward copies, 0 cuts, 0 irreducible-loop splits; 12 -> 20 blocks\n") || !strings.Contains(out, "+bb3.s:") {
		t.Errorf("output:\n%s", out)
	}
	code, out, _ = simtc(t, "diff", "--pass", "struct", "--format", "dot", "testdata/kernels/tf_fig1.cl")
	if code != 0 || !strings.Contains(out, `"tf_fig1/bb3.s" [label="bb3.s", color="green3"`) {
		t.Errorf("dot: exit %d\n%s", code, out)
	}
}
