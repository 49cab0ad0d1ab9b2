package mechs_test

// Statistics are defined once (issue 28): every statistic a run reports is
// in the table (sim.StatDocs for the machine's, the registry row's Stats
// for a mechanism's), the table has nothing no run reports, and the
// README's statistics section is the table.

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
	"github.com/simtc/simtc/sim/simtest"
)

var update = flag.Bool("update", false, "rewrite the README's statistics table")

func TestStatisticsDocumented(t *testing.T) {
	o, l := simtest.GoldenKernel(t, "../..", "kernels/tf_fig1.cl")
	reg := mechs.Default()
	machine := map[string]bool{}
	for _, d := range sim.StatDocs() {
		machine[d.Name] = true
	}
	for _, mi := range reg.Rows() {
		r, err := reg.Run(o, mi.Name, l, sim.DefaultConfig())
		if err != nil {
			t.Fatalf("%s: %v", mi.Name, err)
		}
		b, err := json.Marshal(r.Stats)
		if err != nil {
			t.Fatal(err)
		}
		var keys map[string]json.RawMessage
		if err := json.Unmarshal(b, &keys); err != nil {
			t.Fatal(err)
		}
		for k := range keys {
			if !machine[k] {
				t.Errorf("%s: statistic %s is not in sim.StatDocs", mi.Name, k)
			}
		}
		if len(keys) != len(machine) {
			t.Errorf("%s: %d statistics, sim.StatDocs documents %d", mi.Name, len(keys), len(machine))
		}
		reported := map[string]bool{}
		for _, s := range r.Stats.Mechanism {
			d, ok := mi.StatDoc(s.Name)
			if !ok {
				t.Errorf("%s reports %s, which its registry row does not document", mi.Name, s.Name)
				continue
			}
			reported[d.Name] = true
		}
		for _, d := range mi.Stats {
			if !reported[d.Name] {
				t.Errorf("%s documents %s, which it does not report", mi.Name, d.Name)
			}
		}
	}
}

// TestReadmeStatistics keeps the README's statistics table what the
// registry says; regenerate it with go test ./sim/mechs -run
// TestReadmeStatistics -update.
func TestReadmeStatistics(t *testing.T) {
	const begin, end = "<!-- statistics: begin (generated from sim.StatDocs and the registry rows' Stats) -->\n", "<!-- statistics: end -->\n"
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	i, j := bytes.Index(readme, []byte(begin)), bytes.Index(readme, []byte(end))
	if i < 0 || j < i {
		t.Fatalf("README.md has no statistics section between %q and %q", strings.TrimSpace(begin), strings.TrimSpace(end))
	}
	var got bytes.Buffer
	if err := mechs.Default().WriteStatTable(&got); err != nil {
		t.Fatal(err)
	}
	have := readme[i+len(begin) : j]
	if bytes.Equal(have, got.Bytes()) {
		return
	}
	if *update {
		out := append(append(append([]byte(nil), readme[:i+len(begin)]...), got.Bytes()...), readme[j:]...)
		if err := os.WriteFile("../../README.md", out, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("README.md's statistics table is not the registry's; regenerate with go test ./sim/mechs -run TestReadmeStatistics -update\nREADME:\n%s\nnow:\n%s", have, got.Bytes())
}
