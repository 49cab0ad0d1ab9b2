package bench

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/sim/mechs"
)

// The family table names every registered mechanism and pdom after SSDE
// exactly once, and nothing else; no family has more members than the
// colours a panel tells apart.
func TestFamiliesCoverRegistry(t *testing.T) {
	reg := mechs.Default()
	want := reg.Names()
	seen := map[string]string{}
	for _, f := range families(reg) {
		if len(f.members) > 4 {
			t.Errorf("family %s has %d members: a panel tells 4 colours apart", f.name, len(f.members))
		}
		for _, m := range f.members {
			if g, ok := seen[m]; ok {
				t.Errorf("%s is in families %s and %s", m, g, f.name)
			}
			seen[m] = f.name
			if indexOf(want, m) < 0 {
				t.Errorf("family %s names %s, which is no registered mechanism", f.name, m)
			}
		}
	}
	for _, m := range want {
		if _, ok := seen[m]; !ok {
			t.Errorf("mechanism %s has no family: its registry row (sim/mechs) names none", m)
		}
	}
}

func TestFamilyStyles(t *testing.T) {
	all, err := Variants("all", mechs.Default())
	if err != nil {
		t.Fatal(err)
	}
	groups, styles := familyGroups(mechs.Default(), all)
	// Every variant in one group; no two variants drawn alike; within a
	// group, no two colours alike.
	n := 0
	for _, g := range groups {
		colors := map[string]bool{}
		for _, v := range g.variants {
			c := hexColor(styles[v].color)
			if colors[c] {
				t.Errorf("family %s: two variants coloured %s", g.name, c)
			}
			colors[c] = true
			if styles[v].pattern != g.pattern {
				t.Errorf("%s is not drawn with its family's pattern", v)
			}
		}
		n += len(g.variants)
	}
	if n != len(all) || len(styles) != len(all) {
		t.Errorf("%d variants in the groups, %d styled, want %d", n, len(styles), len(all))
	}
	drawn := map[style]string{}
	for _, v := range all {
		if o, ok := drawn[styles[v]]; ok {
			t.Errorf("%s and %s are drawn alike", o, v)
		}
		drawn[styles[v]] = v
	}

	// A mechanism after SSDE joins its mechanism's family with a colour
	// of its own; a name the table does not know goes to "other"; a
	// member keeps its colour whatever else is there.
	groups, styles2 := familyGroups(mechs.Default(), []string{"mp-orec", "mp" + SSDESuffix, "mp", "future"})
	var got [][]string
	for _, g := range groups {
		got = append(got, append([]string{g.name}, g.variants...))
	}
	if d := cmp.Diff([][]string{{"multi-path", "mp", "mp-orec", "mp" + SSDESuffix}, {"other", "future"}}, got); d != "" {
		t.Errorf("groups (-want +got):\n%s", d)
	}
	if styles2["mp-orec"] != styles["mp-orec"] || styles2["mp"+SSDESuffix].color == styles["mp-orec"].color {
		t.Errorf("styles: mp-orec %v (alone %v), mp+ssde %v", styles2["mp-orec"], styles["mp-orec"], styles2["mp"+SSDESuffix])
	}
}
